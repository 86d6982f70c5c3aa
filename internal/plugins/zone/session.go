package zone

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/combat"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// session is what a zone command works on: the character, the active run,
// its zone and graph, and the reader's moment.
type session struct {
	ch   rules.Character
	run  zonerun.Run
	zone content.Zone
	g    zonegraph.Graph
	at   narrate.Moment
	// party are the users of the party's other members walking the run
	// with its leader, by seat, and mates their characters (rules
	// §8.23); nil for a player alone.
	party []id.UserID
	mates []rules.Character
}

// walk is the engine's moves with the session's party along.
func (s session) walk() zonerun.Walk { return zonerun.With(s.mates) }

// errNoRun answers a command that needs a run when there is none; a
// party's member is told the leader walks it (rules §8.22).
func errNoRun(c *bot.Context) error {
	if e, member, err := pc.PartyOf(c); err != nil {
		return err
	} else if member && e.RunID != 0 {
		return pc.NotTheLeader(c, e)
	}
	way, err := pc.WayOn(c)
	if err != nil {
		return err
	}
	if !way.Free { // a fight, a wound, a rest or an expedition out of the zone: say what is open instead
		return bot.Errorf("You're not in a zone.\n\n%s", way)
	}
	return bot.Errorf("You're not in a zone. `%szone list` shows where you can go, `%szone start <zone>` takes you there.",
		c.Prefix(), c.Prefix())
}

// active loads the sender's character, active run and the party walking
// it, or refuses: no character, no run.
func (d Deps) active(c *bot.Context) (session, error) {
	ch, err := pc.Load(c)
	if err != nil {
		return session{}, err
	}
	r, ok, err := c.Store.ZoneRun.Active(c, c.Sender())
	if err != nil {
		return session{}, err
	}
	if !ok {
		return session{}, errNoRun(c)
	}
	s, err := d.runSession(c, c.Store, ch, r)
	if err != nil {
		return session{}, err
	}
	s.at, err = pc.Moment(c)
	return s, err
}

// runSession is the session of ch's run r: its zone and graph (withZone)
// and the party walking it (withParty).
func (d Deps) runSession(ctx context.Context, st *store.Store, ch rules.Character, r zonerun.Run) (session, error) {
	s, err := withZone(ch, r)
	if err != nil {
		return session{}, err
	}
	return d.withParty(ctx, st, s)
}

// withZone adds the run's zone and graph.
func withZone(ch rules.Character, r zonerun.Run) (session, error) {
	z, ok := content.ZoneByID(r.ZoneID)
	if !ok {
		return session{}, fmt.Errorf("zone run %d is in unknown zone %q", r.ID, r.ZoneID)
	}
	g, ok := content.ZoneGraph(r.ZoneID)
	if !ok {
		return session{}, fmt.Errorf("zone %q has no graph", r.ZoneID)
	}
	return session{ch: ch, run: r, zone: z, g: g}, nil
}

// ready refuses a move while the character cannot walk: down and
// recovering, resting, or in a fight; or while a member of the party
// walking the run is down or resting (rules §8.23), as the autopilot waits.
func ready(c *bot.Context, s session) error {
	if _, running, err := c.Store.Fight.Get(c, c.Sender()); err != nil {
		return err
	} else if running { // the fight first: it is what holds the player now
		return bot.Errorf("You're in a fight. Finish it first: `%sfight` shows where it stands.", c.Prefix())
	}
	if err := rules.CheckAwake(s.ch, c.Now); err != nil { // the refusal every held move gets (rules §3.3)
		return bot.Errorf("%s", narrate.RestHold(err, s.at, c.Prefix()))
	}
	if k, until, held := play.HeldBy(s.mates, c.Now); held { // the party moves together (rules §8.23)
		return bot.Errorf("%s", narrate.PartyHold(s.mates[k], until, s.at, c.Prefix(), false))
	}
	return nil
}

// refusal turns an engine refusal into a player answer; other errors pass.
func refusal(c *bot.Context, err error) error {
	if text := narrate.ZoneRefusal(err, c.Prefix()); text != "" {
		return bot.Errorf("%s", text)
	}
	return err
}

// commit lets the hooks see a step (s.run is the run before it), saves
// the step (character and run), keeps the idle-fork job in step with the
// run, DMs a level-up and answers with the step's text and the hooks'
// lines, tagged with the fork prompt it shows (ForkRef) so a reaction
// can answer it.
func (d Deps) commit(c *bot.Context, s session, st zonerun.Step) error {
	return d.commitLed(c, s, st, "")
}

// commitLed is commit with lead, when not "", as the answer's first
// paragraph (a party's vote that walked the step).
func (d Deps) commitLed(c *bot.Context, s session, st zonerun.Step, lead string) error {
	a, err := d.apply(c, EnvAt(c, s.at), s, st)
	if err != nil {
		return err
	}
	c.TagReplies(ForkRef(a.Step.Run)) // a fork prompt in the answer takes votes
	if lead != "" {
		a.Text = lead + "\n\n" + a.Text
	}
	c.Reply(a.Text)
	for _, dm := range append(a.LevelUps, a.Res.DMs...) {
		c.DM(c.Sender(), dm)
	}
	for _, dm := range a.PartyDMs {
		c.DM(dm.User, dm.Text)
	}
	return nil
}

// Env is what a step of a run needs besides a command: the store (in the
// transaction's context), the player, the time, the player's moment and
// the command prefix. A command or a scheduled job fills it from its
// bot.Context (EnvAt); callers without one (the simulator, benchmarks)
// fill it by hand.
type Env struct {
	Store  *store.Store
	User   id.UserID
	Now    time.Time
	At     narrate.Moment
	Prefix string
	// PickWhy, for TwinBee's own answer to a fork, says which way and
	// why (narrate.ForkPickText); the step's text shows it.
	PickWhy string
	// Waited, for TwinBee's own answer to a fork, is how long the
	// prompt waited (longer than the idle wait after a night or a rest).
	Waited time.Duration
	// Vote, for TwinBee's answer to a party's fork left idle with votes
	// cast, is the tally that chose the way (rules §6.4).
	Vote *expedition.VoteTally
}

// EnvAt is the step environment of c's player at c.Now, with at their
// moment (pc.Moment).
func EnvAt(c *bot.Context, at narrate.Moment) Env {
	return Env{Store: c.Store, User: c.Sender(), Now: c.Now, At: at, Prefix: c.Prefix()}
}

// Applied is a step as saved: the run before it, the step (with its
// auto-harvest pass), what the hooks did, whether an expedition owns the
// run, the text `!zone advance` answers with, and the level-up DMs of its
// fights (the hooks' DMs are in Res.DMs).
type Applied struct {
	Prev     zonerun.Run
	Step     zonerun.Step
	Res      StepResult
	Exp      bool
	Text     string
	LevelUps []string
	// PartyDMs are the level-up DMs of the party's other members.
	PartyDMs []PartyDM
}

// PartyDM is a DM to a party member other than the sender.
type PartyDM struct {
	User id.UserID
	Text string
}

// apply is the one path of a step from the engine to the database: the
// auto-harvest pass and the hooks (afterStep), then the character and the
// run saved and the idle-fork job kept in step. s.run is the run before
// the step.
func (d Deps) apply(ctx context.Context, env Env, s session, st zonerun.Step) (Applied, error) {
	st, res, err := d.afterStep(ctx, env.Store, StepInfo{User: env.User, Party: s.party, Prev: s.run, Step: st, Zone: s.zone, Graph: s.g,
		Now: env.Now, At: env.At, Prefix: env.Prefix})
	if err != nil {
		return Applied{}, err
	}
	if err := saveParty(ctx, env, s.party, res.Party); err != nil {
		return Applied{}, err
	}
	exp, err := d.owned(ctx, env.Store, st.Run)
	if err != nil {
		return Applied{}, err
	}
	if err := env.Store.Character.Save(ctx, env.User, res.Char, env.Now); err != nil {
		return Applied{}, err
	}
	if err := saveRun(ctx, env.Store, st.Run, d.idle(), env.Now); err != nil {
		return Applied{}, err
	}
	s.at = env.At
	mine, err := d.pickRules(ctx, env.Store, st.Run)
	if err != nil {
		return Applied{}, err
	}
	a := Applied{Prev: s.run, Step: st, Res: res, Exp: exp, Text: d.stepText(s, st, env, exp, mine, res)}
	for _, e := range st.Events {
		if e.Fight != nil && e.Fight.LevelUp.LevelledUp() {
			dm := narrate.LevelUpDM(st.Char.Name, e.Fight.LevelUp, env.Prefix)
			if r := e.Fight.Result; r == combat.ResultDowned || r == combat.ResultFled { // the run's loss follows (rules §6.9)
				dm = narrate.LevelUpDMBeforeLoss(st.Char.Name, e.Fight.LevelUp, env.Prefix)
			}
			if dm != "" {
				a.LevelUps = append(a.LevelUps, dm)
			}
		}
	}
	a.PartyDMs = append(partyLevelUps(st, s.party, res.Party, env.Prefix), res.PartyDMs...)
	return a, nil
}

// StepOn walks user's active run one step on exactly as `!zone advance`
// does (zonerun.Advance, then apply: the auto-harvest pass, the hooks, the
// save), for the autopilot (`!expedition run` and its background walk).
// The caller has made its own checks (the character can walk, no fight is
// running, the owner allows the move). Errors: ErrNoActiveRun, the
// engine's refusals (zonerun errors, unwrapped, nothing saved), the
// hooks' refusals and store errors.
func (d Deps) StepOn(ctx context.Context, env Env) (Applied, error) {
	return d.stepWith(ctx, env, func(r zonerun.Run, s session) (zonerun.Step, error) {
		return s.walk().Advance(r, s.g, s.ch, env.Now)
	})
}

// stepWith loads user's character and active run, takes the engine step
// move gives and applies it.
func (d Deps) stepWith(ctx context.Context, env Env, move func(zonerun.Run, session) (zonerun.Step, error)) (Applied, error) {
	ch, ok, err := env.Store.Character.Get(ctx, env.User)
	if err != nil {
		return Applied{}, err
	}
	if !ok {
		return Applied{}, ErrNoActiveRun
	}
	if back, done := rules.FinishRecovery(ch, env.Now); done {
		ch = back
	}
	r, ok, err := env.Store.ZoneRun.Active(ctx, env.User)
	if err != nil {
		return Applied{}, err
	}
	if !ok {
		return Applied{}, ErrNoActiveRun
	}
	s, err := d.runSession(ctx, env.Store, ch, r)
	if err != nil {
		return Applied{}, err
	}
	st, err := move(r, s)
	if err != nil {
		return Applied{}, err
	}
	return d.apply(ctx, env, s, st)
}

// ChooseOn answers user's waiting fork prompt with way n exactly as `!zone
// go <n>` does (zonerun.Choose, then apply), for callers without a
// command (the simulator, benchmarks). Errors: as StepOn.
func (d Deps) ChooseOn(ctx context.Context, env Env, n int) (Applied, error) {
	return d.stepWith(ctx, env, func(r zonerun.Run, s session) (zonerun.Step, error) {
		return s.walk().Choose(r, s.g, s.ch, n, env.Now)
	})
}

// ErrNoActiveRun: StepOn found no character or no active run.
var ErrNoActiveRun = errors.New("zone: no active run to walk")

// stepText words a step with the hooks' extra paragraphs (res); exp names
// the expedition's verbs, mine are the player's autopilot rules (a fork's
// idle pick).
func (d Deps) stepText(s session, st zonerun.Step, env Env, exp bool, mine play.Rules, res StepResult) string {
	extra := res.Lines
	if shares := narrate.PartyShareLines(st.Events, narrate.Names(s.mates)); shares != nil {
		extra = append([]string{strings.Join(shares, "\n")}, res.Lines...)
	}
	zs := narrate.ZoneStep{
		Zone: s.zone, Graph: s.g, Run: st.Run, Events: st.Events, Char: st.Char, At: s.at, Prefix: env.Prefix,
		IdleWait: d.promptWait(s.at, st.Char), PickHeldBy: res.PickHeldBy, PickWhy: env.PickWhy, PickVote: env.Vote, Voters: narrate.Names(s.mates), Expedition: exp, Extra: extra, ExtraAsks: res.Asks, Rules: mine, ShortRest: res.ShortRest, NoAdvance: res.NoAdvance,
	}
	if env.Waited > 0 {
		zs.Waited = narrate.Duration(env.Waited)
	}
	if len(s.mates) > 0 { // the foes' HP as the party fights them (rules §2.13)
		zs.Roster = combat.Roster(combat.Spec{Character: s.ch, Party: s.mates})
		zs.Mates = s.mates
	}
	return narrate.ZoneStepText(zs)
}

// promptWait is the "Leave it …" of a fork prompt a step shows at at:
// the move saves the run with its idle job due the idle wait from now
// (saveRun), so the pick comes at play.IdlePickAt of that, moved past
// a rest or the night as the job moves it (rules §6.4): "till 18:00 (in
// 6h)". A prompt shown again names its new time, as the status does.
func (d Deps) promptWait(at narrate.Moment, ch rules.Character) string {
	loc := at.Loc
	if loc == nil {
		loc = time.UTC
	}
	return "till " + at.When(play.IdlePickAt(at.Now.Add(d.idle()), ch, d.idle(), loc))
}

// pickRules are the autopilot rules (rules §10.5) run r's walk goes by
// when it waits at a fork, whose prompt names TwinBee's idle pick by
// them: its player's, and a party's most cautious (WalkRules); the
// defaults otherwise, without a look at the store.
func (d Deps) pickRules(ctx context.Context, st *store.Store, r zonerun.Run) (play.Rules, error) {
	if r.Prompt == nil {
		return play.Rules{}, nil
	}
	voters, err := d.voters(ctx, st, r)
	if err != nil {
		return play.Rules{}, err
	}
	mine, _, err := WalkRules(ctx, st, id.UserID(r.UserID), voters[min(1, len(voters)):], play.DefaultPolicy().MinHPPct)
	return mine, err
}

// WalkRules are the autopilot rules a walk of leader and the party's
// members (their users, by seat; none for a player alone) goes by: the
// most cautious of theirs (play.CautiousRules, rules §8.23), with the
// members whose rules made them stricter; def is the operator's rest
// floor in percent. Errors are the store's.
func WalkRules(ctx context.Context, st *store.Store, leader id.UserID, members []id.UserID, def int) (play.Rules, play.RulesBy, error) {
	mine, err := st.Autopilot.Rules(ctx, leader)
	if err != nil || len(members) == 0 {
		return mine, play.RulesBy{}, err
	}
	theirs, names := make([]play.Rules, len(members)), make([]string, len(members))
	for k, u := range members {
		if theirs[k], err = st.Autopilot.Rules(ctx, u); err != nil {
			return mine, play.RulesBy{}, err
		}
		ch, _, err := st.Character.Get(ctx, u)
		if err != nil {
			return mine, play.RulesBy{}, err
		}
		names[k] = ch.Name
	}
	out, by := play.CautiousRules(mine, theirs, names, def)
	return out, by, nil
}

// saveRun writes the run and schedules its idle-fork job while a prompt
// waits, or cancels it. The job is due idle after now, the moment of the
// move that saved the run: a prompt shown again (an `!advance` at the
// fork, a walk back into it) starts its idle window afresh, as its "leave
// it 6h" promises, and a window a rest pushed past now is never pulled
// back to the prompt's first showing.
func saveRun(ctx context.Context, st *store.Store, r zonerun.Run, idle time.Duration, now time.Time) error {
	if err := st.ZoneRun.Save(ctx, r); err != nil {
		return err
	}
	key := strconv.FormatInt(int64(r.ID), 10)
	if r.Status.Over() || r.Prompt == nil {
		return scheduler.Cancel(ctx, st, ForkTimeoutKind, key)
	}
	job := forkJob(r, idle)
	if later := now.Add(idle); job.DueAt.Before(later) {
		job.DueAt = later
	}
	return scheduler.Schedule(ctx, st, job)
}

// forkJob is the idle-fork job of r's pending prompt.
func forkJob(r zonerun.Run, idle time.Duration) scheduler.Job {
	return scheduler.Job{
		Kind: ForkTimeoutKind, Key: strconv.FormatInt(int64(r.ID), 10), UserID: id.UserID(r.UserID),
		DueAt: r.Prompt.At.Add(idle), Payload: promptStamp(*r.Prompt),
	}
}

// promptStamp identifies a prompt (its fork and when it was shown), so a
// job left over from an earlier prompt never answers a newer one.
func promptStamp(p zonerun.Prompt) string {
	return string(p.Node) + "@" + strconv.FormatInt(p.At.UnixMilli(), 10)
}

// RunSeed is the random seed of zone run runID under the world seed: every
// roll of the run is keyed by it (docs/architecture.md, "Randomness").
func RunSeed(world uint64, runID zonerun.RunID) uint64 { return play.RunSeed(world, runID) }

// IdleWait is how long a fork prompt waits before TwinBee picks a way (for
// texts other plugins word about this plugin's prompts).
func (d Deps) IdleWait() time.Duration { return d.idle() }
