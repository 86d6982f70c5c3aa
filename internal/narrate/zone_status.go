package narrate

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ZoneList renders `!zone list` (rules §6.1): the zones a
// character of level may enter (tier up to player tier + 2), by tier, with
// their level bands, IDs and expedition lengths in days (rules §8.1), and
// how many lie beyond reach. The reach shown stops at the highest zone
// tier there is (content.MaxZoneTier): past it, every zone is open.
func ZoneList(name string, level int, zones []content.Zone, prefix string) string {
	reach := fmt.Sprintf("zones up to tier %d", zonerun.MaxZoneTierFor(level))
	if zonerun.MaxZoneTierFor(level) >= content.MaxZoneTier {
		reach = fmt.Sprintf("every zone, tiers 1 to %d", content.MaxZoneTier)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "🗺️ **Zones open to %s** (level %d, tier %d: %s)\n",
		mdtext.Escape(name), level, rules.PlayerTier(level), reach)
	if level >= rules.MaxLevel {
		b.WriteString("🏆 _At level 20 no zone's fights pay XP: a level-20 hero earns no more._\n")
	}
	beyond := 0
	tier := 0
	for _, z := range zones {
		if !zonerun.MayEnter(level, z.Tier) {
			beyond++
			continue
		}
		if z.Tier != tier {
			tier = z.Tier
			fmt.Fprintf(&b, "\n**Tier %d**\n", tier)
		}
		fmt.Fprintf(&b, "- **%s** · levels %d–%d · `%s`%s — %s%s\n", z.Name, z.MinLevel, z.MaxLevel, z.ID, expeditionDays(z), z.Summary, risesToMeetYou(z))
		if note := BandNote(z, level); note != "" && level < rules.MaxLevel {
			fmt.Fprintf(&b, "  %s\n", note)
		}
	}
	if beyond > 0 {
		fmt.Fprintf(&b, "\n%d more beyond your reach for now. Level up and they'll open.\n", beyond)
	}
	fmt.Fprintf(&b, "\nStart one with `%szone start <zone>`, e.g. `%szone start %s`.", prefix, prefix, zones[0].ID)
	return b.String()
}

// expeditionDays is a zone list entry's day cap (rules §8.8), the days
// `!rules expeditions` sends the player here for: " · on an expedition,
// Siege Mode from day 5"; "" for a zone with no expedition facts.
func expeditionDays(z content.Zone) string {
	t, ok := expedition.TraitsOf(z.ID)
	if !ok || t.MinDays == 0 {
		return ""
	}
	return " · on an expedition, " + maxDaysText(t)
}

// risesToMeetYou is a zone list entry's note for a zone that sizes its
// foes to the character (rules §2.8); "" for one that does not.
func risesToMeetYou(z content.Zone) string {
	if z.Foes == (content.FoeScaling{}) {
		return ""
	}
	var how []string
	if z.Foes.ToHit != 0 {
		how = append(how, fmt.Sprintf("%+d to hit", z.Foes.ToHit))
	}
	switch d := z.Foes.DamagePct; {
	case d < 0:
		how = append(how, fmt.Sprintf("hits %d%% lighter", -d))
	case d > 0:
		how = append(how, fmt.Sprintf("hits %d%% heavier", d))
	}
	tougher := fmt.Sprintf("tougher the higher you stand in levels %d–%d when you set out", z.MinLevel, z.MaxLevel)
	if len(how) == 0 {
		return " ⚔️ _Foes rise to meet you: " + tougher + "._"
	}
	return " ⚔️ _Foes rise to meet you: " + strings.Join(how, " with ") + ", and " + tougher + "._"
}

// ZoneStatus renders `!zone status`: the zone, the current room, the
// counters, HP, and the ways on (or the fight or fork waiting). inFight
// says a turn-by-turn fight is running (ch.HP is then the fight's HP);
// mine are the player's autopilot rules (a fork's idle pick, rules §10.5).
// While a rest or a knock-out holds ch at at (rules §3.3) it offers no
// move and says until when instead. advance is the walk's verb: "zone
// advance" in a zone run, "advance" on an expedition. roster, the class
// of each seat of a party walking the run (combat.Roster), tells a
// waiting foe's HP as the party fights it; nil alone. While held holds
// the party for a member resting or down (rules §8.23) it offers no move
// and says who the party waits for instead.
func ZoneStatus(g zonegraph.Graph, z content.Zone, r zonerun.Run, ch rules.Character, inFight bool, mine play.Rules, at Moment, prefix, advance string, wait PickWait, roster []rules.ClassID, held PartyHeld) string {
	var b strings.Builder
	n := g.Nodes[r.Current]
	fmt.Fprintf(&b, "🗺️ **%s** · Room %d · %s\n", z.Name, r.CurrentRoom(), mdtext.Escape(n.Label))
	if reg, ok := g.Region(r.Region); ok {
		fmt.Fprintf(&b, "Region %d/%d: %s\n", g.RegionIndex(reg.ID)+1, len(g.Regions), reg.Name)
	}
	fmt.Fprintf(&b, "%s entered · %s · %d cleared · **%s** HP %s\n",
		countOf(len(r.Visited), "room"), countOf(r.RoomsTraversed, "step"), r.RoomsCleared(), mdtext.Escape(ch.Name), HPText(ch))
	if inFight {
		moves := fmt.Sprintf("`%sattack` or `%sfight auto`", prefix, prefix)
		if rules.CastsInFight(ch) {
			moves = fmt.Sprintf("`%sattack`, `%scast` or `%sfight auto`", prefix, prefix, prefix)
		}
		fmt.Fprintf(&b, "\n⚔️ You're in a fight. `%sfight` shows it; %s to go on.", prefix, moves)
		return b.String()
	}
	if hold := rules.CheckAwake(ch, at.Now); hold != nil {
		// a rest or a knock-out holds every move, the fight's too (rules
		// §3.3): nothing is offered until it ends but a fork's answer, which
		// waits, and TwinBee's pick, which the rest moves (rules §6.4)
		b.WriteString("\n" + RestHold(hold, at, prefix))
		if r.Prompt != nil {
			b.WriteString("\n" + ForkPromptFor(g, *r.Prompt, r, ch, mine, prefix, wait))
		}
		return b.String()
	}
	if held.Holds() { // the party moves and fights together (rules §8.23)
		_, _, fight := r.PendingFight()
		b.WriteString("\n" + held.Line(at, prefix, fight))
		if r.Prompt != nil { // its answer waits as for the player's own rest (rules §6.4)
			b.WriteString("\n" + ForkPromptFor(g, *r.Prompt, r, ch, mine, prefix, wait))
		}
		return b.String()
	}
	if _, enc, ok := r.PendingFight(); ok {
		n := len(enc.Monsters)
		ground := RunGround(z, r)
		ground.Roster = roster // a party's foes, as it fights them (rules §2.13)
		fmt.Fprintf(&b, "\n%s %s here. `%sfight` to face %s.", FoesLine(enc.Monsters, enc.Patrol, ground), agree(n, "waits", "wait"), prefix, agree(n, "it", "them"))
		return b.String()
	}
	if r.Prompt != nil {
		b.WriteString("\n" + ForkPromptFor(g, *r.Prompt, r, ch, mine, prefix, wait))
		return b.String()
	}
	out := g.Out(r.Current)
	switch {
	case len(out) == 0:
		b.WriteString("\nNo way on from here.")
	case len(out) >= 2:
		// A fork walked back into (rules §9.2): its choice is made
		// afresh on the next advance.
		fmt.Fprintf(&b, "\n🔀 The ways part here. `%s%s` lays them out and you choose afresh.", prefix, advance)
	default:
		var ways []string
		for _, e := range out {
			if e.Lock.IsLocked() && !(e.Lock.Kind == zonegraph.LockRegionClear && r.RegionCleared(e.Lock.Region)) {
				ways = append(ways, "🔒 _"+mdtext.Escape(e.Hint)+"_")
				continue
			}
			ways = append(ways, "**"+mdtext.Escape(g.Nodes[e.To].Label)+"**")
		}
		fmt.Fprintf(&b, "\nWay on: %s. `%s%s` to go.", List(ways), prefix, advance)
	}
	return b.String()
}

// ZoneMap renders `!zone map`: the map as Markdown (a
// monospace block with its legend and the numbered Path strip), under the
// zone's name.
func ZoneMap(g zonegraph.Graph, z content.Zone, r zonerun.Run) string {
	return zonegraph.RenderMarkdown(g, zonerun.MapView(r, g, z.Name))
}

// ZoneEnded renders the short note on a run that has ended, for `!zone
// status` and `!zone map` without an active run.
func ZoneEnded(z content.Zone, r zonerun.Run, prefix string) string {
	how := map[zonerun.Status]string{
		zonerun.StatusCleared:   "cleared it",
		zonerun.StatusAbandoned: "walked out",
		zonerun.StatusLost:      "went down",
		zonerun.StatusFled:      "fled",
	}[r.Status]
	rooms := plural(len(r.Visited), "room", "rooms")
	if why := runEndedBy(r); why != "" {
		return fmt.Sprintf("You're not in a zone. Last time, in **%s**, the run ended after %s: %s. `%szone list` for where to go next.",
			z.Name, rooms, why, prefix)
	}
	return fmt.Sprintf("You're not in a zone. Last time, in **%s**, you %s after %s. `%szone list` for where to go next.",
		z.Name, how, rooms, prefix)
}

// runEndedBy words what closed an abandoned run its expedition ended
// (Run.EndedBy): the forced extraction's cause (rules §8.17) or the
// expedition's end; "" for a run the player walked out of.
func runEndedBy(r zonerun.Run) string {
	if r.Status != zonerun.StatusAbandoned {
		return ""
	}
	switch r.EndedBy {
	case "":
		return ""
	case string(expedition.CauseCollapse):
		return "a forced extraction, thrown clear when the portal collapsed"
	case string(expedition.CauseDowned):
		return "a forced extraction, carried out at 0 HP"
	case string(expedition.CauseFled):
		return "a forced extraction after you fled a fight"
	case string(expedition.CauseStarvation):
		return "a forced extraction, carried out starving"
	case string(expedition.CauseOverstay):
		return "a forced extraction, a day past the zone's last without play"
	}
	return "the expedition it belonged to is over"
}

// ZoneAbandonAsk asks for the confirmation of `!zone abandon`.
func ZoneAbandonAsk(z content.Zone, r zonerun.Run, prefix string) string {
	return fmt.Sprintf("Walk out of **%s** from room %d? The run ends for good; what you've earned stays with you. `%szone abandon confirm` within 5 minutes to go, `%szone abandon cancel` to stay.",
		z.Name, r.CurrentRoom(), prefix, prefix)
}

// ZoneRefusal words the zonerun engine's refusals for the player; "" for
// an error that is not one.
func ZoneRefusal(err error, prefix string) string {
	var (
		pending zonerun.ErrFightPending
		bad     zonerun.ErrBadChoice
		locked  zonerun.ErrChoiceLocked
		way     zonerun.ErrWayLocked
		high    zonerun.ErrZoneTooHigh
	)
	switch {
	case errors.As(err, &pending):
		name := string(pending.Monster)
		if m, ok := content.MonsterByID(pending.Monster); ok {
			name = m.Name
		}
		return fmt.Sprintf("**%s** stands in your way. `%sfight` first, or `%sretreat` to back out (it waits here).", name, prefix, prefix)
	case errors.As(err, &bad):
		return fmt.Sprintf("There are %d ways here: pick a number from 1 to %d, like `%szone go 1`.", bad.Count, bad.Count, prefix)
	case errors.As(err, &locked):
		return fmt.Sprintf("Way %d is shut to you (%s). Pick an open one; `%szone status` lists them.", locked.N, LockReasonText(locked.Option), prefix)
	case errors.As(err, &way):
		hint := way.Option.Hint
		if hint == "" {
			hint = "The way on is shut."
		}
		return fmt.Sprintf("🔒 _%s_ (%s)", mdtext.Escape(hint), LockReasonText(way.Option))
	case errors.As(err, &high):
		return fmt.Sprintf("That's a tier %d zone; at your level you can take on tier %d at most. `%szone list` shows what's open.", high.ZoneTier, high.MaxTier, prefix)
	case errors.Is(err, zonerun.ErrNoPrompt):
		return fmt.Sprintf("There's no fork to choose at. `%szone advance` to go on.", prefix)
	case errors.Is(err, zonerun.ErrNoOpenWay):
		return fmt.Sprintf("Every way out of here is shut to you. `%szone abandon` walks you out.", prefix)
	case errors.Is(err, zonerun.ErrDeadEnd):
		return fmt.Sprintf("A dead end. `%szone abandon` walks you out.", prefix)
	case errors.Is(err, zonerun.ErrRunOver):
		return fmt.Sprintf("This run is over. `%szone list` for the next one.", prefix)
	case errors.Is(err, zonerun.ErrCannotStart):
		return "You're at 0 HP. Rest first."
	}
	return ""
}

// countOf writes n and noun, adding an s unless n is 1: "1 room", "3 steps".
func countOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
