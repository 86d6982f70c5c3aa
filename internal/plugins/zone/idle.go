package zone

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// ForkTimeoutKind is the scheduler kind that answers idle forks: one job per
// run (key: the run ID), due DefaultForkIdle after the prompt was shown, run
// in the player's queue.
const ForkTimeoutKind = "fork_timeout"

// Jobs returns the zone plugin's scheduled job kinds (for
// bot.Router.RegisterJobs): the idle-fork answer.
func (d Deps) Jobs() map[string]bot.JobFunc {
	return map[string]bot.JobFunc{ForkTimeoutKind: d.forkTimeout}
}

// forkTimeout is the fork_timeout job. When a job falls due and its run
// still waits at the same prompt, TwinBee takes the first listed open way
// the player's autopilot rules allow (play.PickWay: never an elite's or
// boss's room not yet won, unless the rules walk into elites and the
// player is at half HP or more, and with "never take trap edges" no trap
// room; with no such way it leaves the fork, as the prompt said). A rest
// or recovery covering its time, or the night (21:00–06:00 local), moves
// it on (play.IdlePickAt: a resting player was not idle, so they get a
// fresh idle wait after waking); a fight, or an encounter waiting for the
// player (play.IdlePickHeld), retries it BusyRetry later. It acts at
// the job's due time, also when run late, and tells the player by DM
// which way and why (narrate.ForkPickText); the pick, or the choice
// left, is added to the player's last walk for `!why` (recordPick). The
// job then moves on to the next prompt the walk reached, or ends. A job
// whose run has moved on, ended or lost its character just ends.
func (d Deps) forkTimeout(c *bot.Context, job scheduler.Job) (scheduler.Result, error) {
	// A job run late (the bot was down) acts at its own time, as the
	// bot that was up would have, so a catch-up replays it in its place
	// among the rollovers (rules §8.3).
	now := c.Now
	c.Now = job.DueAt
	runID, err := strconv.ParseInt(job.Key, 10, 64)
	if err != nil {
		return scheduler.Result{Dropped: fmt.Errorf("idle-fork job with an unreadable run ID %q: %w", job.Key, err)}, nil
	}
	r, ok, err := c.Store.ZoneRun.Get(c, zonerun.RunID(runID))
	if err != nil || !ok || r.Status.Over() || r.Prompt == nil || promptStamp(*r.Prompt) != job.Payload {
		return scheduler.Result{}, err
	}
	ch, ok, err := c.Store.Character.Get(c, id.UserID(r.UserID))
	if err != nil || !ok {
		return scheduler.Result{}, err
	}
	if back, done := rules.FinishRecovery(ch, c.Now); done {
		ch = back
	}
	if wait, held, err := d.pickWaits(c, r, ch, job.Payload); held || err != nil {
		return wait, err
	}
	return d.pickIdleWay(c, job, r, ch, now)
}

// pickWaits says whether the idle pick of run r must wait, and till when
// (held): a rest, a recovery (the leader's or, since the party moves
// together, a member's) or the night moves the answer by the rule every
// display tells it by, and a fight or an encounter waiting holds
// it as it holds every move (rules §6.4), tried again BusyRetry later.
func (d Deps) pickWaits(c *bot.Context, r zonerun.Run, ch rules.Character, stamp string) (scheduler.Result, bool, error) {
	loc, err := c.Location()
	if err != nil {
		return scheduler.Result{}, true, err
	}
	s, err := d.withParty(c, c.Store, session{run: r})
	if err != nil {
		return scheduler.Result{}, true, err
	}
	if at := play.PartyIdlePickAt(c.Now, ch, s.mates, d.idle(), loc); at.After(c.Now) { // the party moves together (rules §8.23)
		return scheduler.Result{Next: at, Payload: stamp}, true, nil
	}
	if _, fighting, err := c.Store.Fight.Get(c, id.UserID(r.UserID)); err != nil || fighting {
		return scheduler.Result{Next: c.Now.Add(BusyRetry), Payload: stamp}, true, err
	}
	if held, err := d.pickHeld(c, c.Store, r); err != nil || held != nil {
		return scheduler.Result{Next: c.Now.Add(BusyRetry), Payload: stamp}, true, err
	}
	return scheduler.Result{}, false, nil
}

// pickIdleWay takes the way the autopilot would at run r's idle fork for
// ch (play.PickWay), tells the player by DM which and why, and records it
// for `!why`; with no way the rules allow it records the choice left. The
// job then moves on to the next prompt the walk reached, or ends. now is
// when the job ran (a refused walk is tried again from it).
func (d Deps) pickIdleWay(c *bot.Context, job scheduler.Job, r zonerun.Run, ch rules.Character, now time.Time) (scheduler.Result, error) {
	s, err := d.runSession(c, c.Store, ch, r)
	if err != nil {
		return scheduler.Result{}, err
	}
	if _, _, waiting := r.PendingFight(); waiting {
		return scheduler.Result{}, nil
	}
	mine, err := d.pickRules(c, c.Store, r)
	if err != nil {
		return scheduler.Result{}, err
	}
	pick := play.PickWay(r, s.g, ch, mine.Apply(play.DefaultPolicy()), true)
	p, ok := zonerun.Ways(r, ch)
	vote, err := d.idleVote(c, c.Store, r, ch)
	if err != nil {
		return scheduler.Result{}, err
	}
	if vote != nil {
		pick = play.VotedWay(r, s.g, ch, *vote)
	}
	if pick.Way == 0 {
		if !ok || p.OpenCount() == 0 {
			return scheduler.Result{}, nil // every way shut: nothing was the rules' call
		}
		return scheduler.Result{}, recordPick(c, c.Store, r, mine, pick, c.Now)
	}
	step, err := s.walk().AutoChoose(r, s.g, ch, pick.Way, c.Now)
	var pending zonerun.ErrFightPending
	if errors.As(err, &pending) {
		return scheduler.Result{}, nil
	}
	if err != nil {
		return scheduler.Result{}, err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return scheduler.Result{}, err
	}
	env := EnvAt(c, at)
	env.PickWhy = narrate.ForkPickText(pick, p)
	env.Waited = c.Now.Sub(r.Prompt.At)
	if vote != nil {
		env.PickWhy, env.Vote = "", vote
	}
	a, err := d.apply(c, env, s, step)
	var refused *bot.UserError
	if errors.As(err, &refused) {
		// The owner refuses the walk for now (a night encounter
		// waits, heat exhaustion, a region it cannot cross yet):
		// the prompt stays the player's, and the answer is tried
		// again as after a fight.
		return scheduler.Result{Next: later(job.DueAt, now).Add(BusyRetry), Payload: job.Payload}, nil
	}
	if err != nil {
		return scheduler.Result{}, err
	}
	res, err := d.afterPick(c, r, mine, pick, a)
	if err != nil {
		return res, err
	}
	return res, tellMembersPick(c, s, a)
}

// tellMembersPick DMs each member of session s's party their share of
// the walk a that TwinBee's answer to the idle fork took (rules §6.4,
// §8.23): its text went to the leader alone.
func tellMembersPick(c *bot.Context, s session, a Applied) error {
	if len(s.party) == 0 {
		return nil
	}
	leader, err := pc.PlayerName(c, id.UserID(a.Step.Run.UserID))
	if err != nil {
		return err
	}
	w := narrate.AutoWalk{Zone: s.zone, Graph: s.g, Rooms: []narrate.AutoWalkRoom{{Run: a.Step.Run, Events: a.Step.Events}},
		Run: a.Step.Run, Char: a.Step.Char, Party: a.Res.Party, Prefix: c.Prefix()}
	for k, u := range s.party {
		if text := narrate.MemberPickText(w, k+1, leader); text != "" {
			c.DM(u, text)
		}
	}
	return nil
}

// afterPick follows the idle pick made at run r's fork, walked as a: it
// records the pick for `!why`, tells the player by DM which way and why
// (with the walk's own DMs and level-ups), and moves the job on to the
// next prompt the walk reached, or ends it (rules §6.4).
func (d Deps) afterPick(c *bot.Context, r zonerun.Run, mine play.Rules, pick play.Decision, a Applied) (scheduler.Result, error) {
	if err := recordPick(c, c.Store, r, mine, pick, c.Now); err != nil {
		return scheduler.Result{}, err
	}
	c.DMTagged(id.UserID(r.UserID), ForkRef(a.Step.Run), a.Text)
	for _, dm := range append(a.Res.DMs, a.LevelUps...) {
		c.DM(id.UserID(r.UserID), dm)
	}
	if pick.Tally != nil { // the members hear which way their vote took the party
		voters, err := d.voters(c, c.Store, r)
		if err != nil {
			return scheduler.Result{}, err
		}
		for _, u := range voters[min(1, len(voters)):] {
			c.DM(u, narrate.VotePickDM(*pick.Tally, a.Step.Char.Name, pick.Room, pick.Took, narrate.Duration(c.Now.Sub(r.Prompt.At))))
		}
	}
	for _, dm := range a.PartyDMs {
		c.DM(dm.User, dm.Text)
	}
	if next := a.Step.Run; !next.Status.Over() && next.Prompt != nil {
		j := forkJob(next, d.idle())
		return scheduler.Result{Next: j.DueAt, Payload: j.Payload}, nil
	}
	return scheduler.Result{}, nil
}

// Pick is when TwinBee answers an idle player's waiting fork prompt
// (rules §6.4): At, or, while HeldBy names the monsters of an encounter
// waiting for the player, once they are fought (play.IdlePickHeld). The
// zero Pick: no answer is coming.
type Pick struct {
	At     time.Time
	HeldBy []content.MonsterID
	// Vote is the party's vote the answer walks (rules §6.4), nil when
	// no vote stands for an open way.
	Vote *expedition.VoteTally
}

// None reports whether no answer is coming.
func (p Pick) None() bool { return p.At.IsZero() }

// IdlePickAt is when TwinBee answers run r's waiting fork prompt for
// its idle player, ch as they stand, in loc (rules §6.4): its idle-fork
// job's due time moved past a rest or recovery covering it, the leader's
// or a member's, and past the night (play.PartyIdlePickAt), held by an encounter waiting (play.IdlePickHeld),
// the rules the job itself applies; the zero Pick when no answer is coming
// (no prompt, or no job for this one). Errors are the store's.
func (d Deps) IdlePickAt(ctx context.Context, st *store.Store, r zonerun.Run, ch rules.Character, loc *time.Location) (Pick, error) {
	if r.Prompt == nil {
		return Pick{}, nil
	}
	job, ok, err := scheduler.Get(ctx, st, ForkTimeoutKind, strconv.FormatInt(int64(r.ID), 10))
	if err != nil || !ok || job.Payload != promptStamp(*r.Prompt) {
		return Pick{}, err
	}
	held, err := d.pickHeld(ctx, st, r)
	if err != nil {
		return Pick{}, err
	}
	vote, err := d.idleVote(ctx, st, r, ch)
	if err != nil {
		return Pick{}, err
	}
	s, err := d.withParty(ctx, st, session{run: r})
	return Pick{At: play.PartyIdlePickAt(job.DueAt, ch, s.mates, d.idle(), loc), HeldBy: held, Vote: vote}, err
}

// idleVote is the party's vote that answers run r's fork left idle
// (rules §6.4): the tally of the votes standing, when it names a way
// open to ch, the leader, as their sheet stands (zonerun.Ways); nil for
// a player alone, no vote, or a vote for a way shut since.
func (d Deps) idleVote(ctx context.Context, st *store.Store, r zonerun.Run, ch rules.Character) (*expedition.VoteTally, error) {
	voters, err := d.voters(ctx, st, r)
	if err != nil || len(voters) == 0 {
		return nil, err
	}
	_, t, err := partyTally(ctx, st, r, voters)
	p, ok := zonerun.Ways(r, ch)
	if err != nil || !ok || t.Way < 1 || t.Way > len(p.Options) || !p.Options[t.Way-1].Open {
		return nil, err
	}
	return &t, nil
}

// later is the later of a and b.
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// BusyRetry is how long an idle-fork job waits while the player is in a
// fight (a training bout started at the fork), or while the expedition
// refuses the walk for now.
const BusyRetry = 15 * time.Minute

// recordPick adds an idle-fork decision d at run r's fork, made at now, to
// the player's last walk when that walk stopped at this fork (its last
// call), else keeps it as a walk of its own (play.SourceIdleFork), for
// `!why` (rules §10.6); the decision keeps its time, so a pick made days
// after the walk reads as such.
func recordPick(ctx context.Context, st *store.Store, r zonerun.Run, mine play.Rules, d play.Decision, now time.Time) error {
	w, ok, err := st.Autopilot.LastWalkLog(ctx, id.UserID(r.UserID))
	if err != nil {
		return err
	}
	d.At = now
	if r.Prompt != nil {
		d.Shown = r.Prompt.At // `!why` tells how long the prompt really waited (rules §6.4)
	}
	if !ok || !stoppedAt(w, r) {
		w = play.WalkLog{Source: play.SourceIdleFork, RunID: int64(r.ID), ZoneID: r.ZoneID, At: now, Rules: mine,
			Floor: mine.Floor(play.DefaultPolicy().MinHPPct)}
	}
	w.Decisions = append(w.Decisions, d)
	return st.Autopilot.SaveWalkLog(ctx, id.UserID(r.UserID), w)
}

// stoppedAt reports whether walk w on run r ended stopping at the fork r
// stands at: its last call is that stop.
func stoppedAt(w play.WalkLog, r zonerun.Run) bool {
	if w.RunID != int64(r.ID) || len(w.Decisions) == 0 {
		return false
	}
	last := w.Decisions[len(w.Decisions)-1]
	return last.Kind == play.DecideStop && last.Stop == expedition.StopFork && last.Room == r.CurrentRoom()
}
