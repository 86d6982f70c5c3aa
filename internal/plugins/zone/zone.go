// Package zone registers `!zone`: the list of zones a
// character may enter, a standalone run through a zone graph (no supplies,
// no threat clock), the walk from room to room, fork prompts and answers,
// the status, the map and abandoning a run, and `!revisit` (`!zone revisit`):
// one step back to a room entered before (rules §9.1). Rooms resolve in the
// zonerun engine; elite and boss rooms wait for `!fight` (the fight plugin,
// through PendingFight and FinishFight); a fork prompt is also answered by
// the player's own reaction with the way's number, other members' reactions
// cheering (votes.go); a fork left idle is answered by the "fork_timeout"
// scheduler kind.
//
// A run may belong to an expedition (rules §8.1): Deps.Hooks then sees every
// step before it is saved (threat, tallies, region transit, the end of the
// expedition), may refuse a move, and the texts name the expedition's
// verbs.
//
// Every command runs in the router's per-user queue and one transaction:
// load the character and the run, call the engine, save both, schedule or
// cancel the idle-fork job, answer. Two `!zone go` in a row therefore never
// walk two ways from one prompt: the first consumes it.
package zone

import (
	"time"

	"github.com/gogobee/gogobee/internal/bot"
)

// DefaultForkIdle is how long a fork prompt waits before TwinBee picks a
// way by the player's autopilot rules (rules §6.4: 6 hours, configurable).
const DefaultForkIdle = 6 * time.Hour

// AbandonConfirmWindow is how long `!zone abandon confirm` stays valid
// after `!zone abandon`.
const AbandonConfirmWindow = 5 * time.Minute

// abandonAction names the pending confirmation of an abandon in the store.
const abandonAction = "zone.abandon"

// Deps are the zone plugin's settings and its link to the run's owner.
type Deps struct {
	// ForkIdle overrides DefaultForkIdle when positive.
	ForkIdle time.Duration
	// Hooks wrap the runs an expedition owns (see Hooks). Nil: every run
	// is standalone.
	Hooks Hooks
}

// idle is the effective idle-fork timeout.
func (d Deps) idle() time.Duration {
	if d.ForkIdle > 0 {
		return d.ForkIdle
	}
	return DefaultForkIdle
}

// Commands returns `!zone` and `!revisit`.
func Commands(d Deps) []bot.Command {
	return []bot.Command{{
		Name:    "zone",
		Aliases: []string{"z"},
		Section: bot.SectionZones,
		Summary: "Zones: list them, start a run, walk room to room, choose at forks, double back, see the map, taunt or compliment TwinBee",
		Subcommands: []bot.Subcommand{
			{Name: "list", Aliases: []string{"ls"}, Summary: "The zones you may enter (up to two tiers above yours), with their level bands", Handler: list},
			{Name: "start", Aliases: []string{"enter"}, Summary: "Start a standalone run through a zone: no supplies, no threat clock", Params: []bot.Param{bot.Words("zone")}, Handler: bot.WithArgs(d.start)},
			{Name: "advance", Aliases: []string{"next", "on"}, Summary: "Walk on: the only way, the end of the zone, or the fork's choices", Handler: d.Advance},
			{Name: "go", Aliases: []string{"choose"}, Summary: "Answer a fork: take way number n, or react to the fork prompt with its number (1️⃣ 2️⃣); in a room, other members' reactions are cheers. In a party each member's reaction, or their `zone go <n>`, is a vote (the newest counts): the leader's answer decides, everyone voting decides at once, and a fork left idle goes the party's vote (a tie to the leader's vote, else the way voted first)", Params: []bot.Param{bot.Arg("n")}, Handler: bot.WithArgs(d.choose)},
			{Name: "revisit", Aliases: []string{"back"}, Summary: "Walk back one step to room n of the map's Path strip (same as `revisit <n>`); back at a fork you choose afresh", Params: []bot.Param{bot.Arg("n")}, Handler: bot.WithArgs(d.revisit)},
			{Name: "status", Summary: "Where you are, your HP, and the ways on", Handler: d.status},
			{Name: "map", Summary: "The map of the zone as you know it, with the numbered path and the rooms one step back", Handler: d.showMap},
			{Name: "abandon", Aliases: []string{"leave"}, Summary: "Walk out and end the run; asks you to confirm. What you took stays taken: the rooms you emptied fill again after 06:00 or a long rest", Params: []bot.Param{bot.Opt("confirm|cancel")}, Handler: bot.WithArgs(d.abandon)},
			{Name: "taunt", Summary: "On an expedition: taunt TwinBee, mood −10 (one remark a day, taunt or compliment; a mood below 40 cuts loot chances, below 20 drifts threat +5 a day)", Handler: d.remark(RemarkTaunt)},
			{Name: "compliment", Summary: "On an expedition: compliment TwinBee, mood +5 (one remark a day; a mood of 60 or more raises loot chances, of 80 or more calms threat by 3 a day)", Handler: d.remark(RemarkCompliment)},
		},
		Examples: []string{"zone list", "zone start crypt of valdris", "zone advance", "zone go 2", "zone map", "zone revisit 6", "zone abandon confirm"},
		Handler:  d.bare,
	}, d.revisitCommand()}
}
