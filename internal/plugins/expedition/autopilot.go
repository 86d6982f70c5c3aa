package expedition

import (
	"context"
	"errors"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// walk is one autopilot walk (rules §10): the steps that
// moved, why it stopped (Next: the doorway room of an elite, boss or trap
// stop; Why: a refusal's words), the expedition before and after, the
// character, run and graph after, and the DMs its steps send (level-ups,
// milestones). Rules are the player's autopilot rules and Floor the
// low-HP floor in force; Decisions are the walk's calls in order, each
// with its rule and numbers (rules §10.6); Patch is the autopilot's
// patch-up at the elite's or boss's door it stopped at (rules §10.2).
type walk struct {
	Steps  []zone.Applied
	Stop   expedition.WalkStop
	Next   zonegraph.NodeID
	Why    string
	Before expedition.Expedition
	After  expedition.Expedition
	Char   rules.Character
	// Party are the party's other members (rules §8.23): the walk stops
	// for the most wounded of all and waits while any of them rests.
	Party []rules.Character
	Run   zonerun.Run
	Graph zonegraph.Graph
	DMs   []string
	// PartyDMs are the members' own DMs of the walk (their level-ups).
	PartyDMs []zone.PartyDM
	Rules    play.Rules
	// By names the members whose rules made the party's stricter than
	// the leader's (play.CautiousRules, rules §8.23).
	By        play.RulesBy
	Floor     int
	Decisions []play.Decision
	Patch     play.DoorPatch
	// PartyPatch is each member's patch-up at that door, in seat order
	// (rules §8.23: the party rests together).
	PartyPatch []play.DoorPatch
	// fighting: a turn-by-turn fight (a bout, an encounter) is running.
	fighting bool
	// pickAt is when TwinBee answers the fork prompt the walk stands at
	// (zone.Deps.IdlePickAt); zero when none is coming.
	pickAt zone.Pick
	// autorun: the player has the background walk on (`!expedition run
	// on`), which a walk stopped by the night says goes on in the morning.
	autorun bool
}

// forkRef is the ref of the walk's message when it stopped at a fork
// prompt, which its text shows (zone.ForkRef): a reaction to the message
// answers the prompt. "" for any other stop.
func (w walk) forkRef() string {
	if w.Stop != expedition.StopFork {
		return ""
	}
	return zone.ForkRef(w.Run)
}

// minHP is the autopilot's low-HP threshold in percent: the operator's
// GOGOBEE_AUTOPILOT_MIN_HP, else play.DefaultPolicy's.
func (p *Plugin) minHP() int {
	if p.Config != nil && p.Config.AutopilotMinHP > 0 {
		return p.Config.AutopilotMinHP
	}
	return play.DefaultPolicy().MinHPPct
}

// walk walks expedition e's run forward room by room, at most limit
// rooms, through the zone plugin's own step path (zone.Deps.StepOn: the
// same advance, harvest pass, hooks and save as `!advance`). Ordinary
// fights resolve with the combat policy and every exploration or harvest
// room is harvested on the way. Before each room it looks at the run and
// the character (stopAt) and stops at a fork, at the door of an elite or
// boss room, at low HP or supplies, at night, while resting, when a fight
// or an encounter waits, after a level-up, or when the run ends. Each step
// runs in a savepoint, so a step refused half-way leaves nothing behind and
// the walk stops there. loc is the player's time zone.
func (p *Plugin) walk(ctx context.Context, env zone.Env, e expedition.Expedition, limit int, loc *time.Location) (walk, error) {
	w := walk{Before: e}
	var err error
	if w.Rules, w.By, err = p.walkRules(ctx, env.Store, e); err != nil {
		return w, err
	}
	w.Floor = w.Rules.Floor(p.minHP())
	a, err := env.Store.Autorun.Get(ctx, e.ID)
	if err != nil {
		return w, err
	}
	w.autorun = a.On
	levelled := false
	for {
		if err := w.reload(ctx, env, p.Zone, e.ID); err != nil {
			return w, err
		}
		if w.Stop = p.stopAt(&w, env, loc, levelled, limit); w.Stop != "" {
			if w.Stop == expedition.StopElite || w.Stop == expedition.StopBoss {
				return w, p.patchUp(ctx, env, &w)
			}
			return w, nil
		}
		var a zone.Applied
		err := env.Store.Savepoint(ctx, "autopilot_step", func() error {
			var err error
			a, err = p.Zone.StepOn(ctx, env)
			return err
		})
		if err != nil {
			var refused *bot.UserError
			switch {
			case errors.As(err, &refused):
				w.Stop, w.Why = expedition.StopBlocked, refused.Error()
			case narrate.ZoneRefusal(err, env.Prefix) != "":
				w.Stop, w.Why = expedition.StopBlocked, narrate.ZoneRefusal(err, env.Prefix)
			default:
				return w, err
			}
			w.Decisions = append(w.Decisions, play.Decision{Kind: play.DecideStop, Rule: play.RuleRefused, Stop: w.Stop,
				Room: w.Run.CurrentRoom(), HP: w.Char.HP, MaxHP: rules.MaxHP(w.Char), Why: w.Why})
			return w, w.reload(ctx, env, p.Zone, e.ID)
		}
		if a.Step.Run.Current == a.Prev.Current {
			// A step that only showed a fork prompt: the next look stops.
			continue
		}
		w.Steps = append(w.Steps, a)
		w.Decisions = append(w.Decisions, play.FightDecisions(a.Step, w.Graph)...)
		w.DMs = append(append(w.DMs, a.LevelUps...), a.Res.DMs...)
		w.PartyDMs = append(w.PartyDMs, a.PartyDMs...)
		levelled = levelled || play.LevelledUp(a.Step)
	}
}

// patchUp is the autopilot's patch-up at the elite's or boss's door walk
// w stopped at (play.PatchAtDoor, rules §10.2), for the leader and each
// member of the party on their own hit dice (rules §8.23): the short
// rests it takes are saved with each character, who rests till their
// last one ends; the leader's are added to the walk's decisions. Its
// dice are each player's `!rest short` at each rest's hour (the world
// seed, p.Seed).
func (p *Plugin) patchUp(ctx context.Context, env zone.Env, w *walk) error {
	in := play.DoorPatchIn{Exp: w.After, Pos: play.Position(w.Run, w.Graph, w.fighting), Char: w.Char,
		World: p.Seed, User: string(env.User), Now: env.Now, Door: w.Stop}
	w.Patch = play.PatchAtDoor(in)
	if d, ok := w.Patch.Decision(w.Stop, w.Run.CurrentRoom(), w.Next, w.Graph.Nodes[w.Next].Label); ok {
		w.Decisions = append(w.Decisions, d)
	}
	if err := p.patchMembers(ctx, env, w, in); err != nil {
		return err
	}
	if w.Patch.Rests == 0 {
		return nil
	}
	w.Char = w.Patch.Char
	return env.Store.Character.Save(ctx, env.User, w.Char, env.Now)
}

// patchMembers is the patch-up of each party member at the door walk w
// stopped at, on their own hit dice and stream, as the simulated party
// takes it (rules §8.23; in is the leader's, given each member's
// character and user): their rests are saved with their character, kept
// for the walk's message (PartyPatch) and added to the walk's decisions
// under their name, so `!why` tells whose rest held the party.
func (p *Plugin) patchMembers(ctx context.Context, env zone.Env, w *walk, in play.DoorPatchIn) error {
	users := w.After.MemberUsers()
	w.PartyPatch = nil
	for k := range w.Party {
		in.Char, in.User = w.Party[k], users[k]
		mp := play.PatchAtDoor(in)
		w.PartyPatch = append(w.PartyPatch, mp)
		if d, ok := mp.Decision(w.Stop, w.Run.CurrentRoom(), w.Next, w.Graph.Nodes[w.Next].Label); ok {
			d.Who = mp.Char.Name
			w.Decisions = append(w.Decisions, d)
		}
		if mp.Rests == 0 {
			continue
		}
		w.Party[k] = mp.Char
		if err := env.Store.Character.Save(ctx, id.UserID(users[k]), mp.Char, env.Now); err != nil {
			return err
		}
	}
	return nil
}

// patched reports whether w's patch-up at the door rested the leader or
// any member.
func (w walk) patched() bool {
	if w.Patch.Rests > 0 {
		return true
	}
	for _, mp := range w.PartyPatch {
		if mp.Rests > 0 {
			return true
		}
	}
	return false
}

// reload reads the expedition, its run and the character as they stand,
// and when z picks at the fork the run stands at.
func (w *walk) reload(ctx context.Context, env zone.Env, z zone.Deps, id expedition.ID) error {
	e, ok, err := env.Store.Expedition.ByID(ctx, id)
	if err != nil {
		return err
	}
	if !ok {
		return errors.New("expedition " + id.String() + " vanished mid-walk")
	}
	w.After = e
	ch, ok, err := env.Store.Character.Get(ctx, env.User)
	if err != nil {
		return err
	}
	if !ok {
		return errors.New(string("the character of " + env.User + " vanished mid-walk"))
	}
	if back, done := rules.FinishRecovery(ch, env.Now); done {
		ch = back
	}
	w.Char = ch
	cr, err := loadCrew(ctx, env.Store, e)
	if err != nil {
		return err
	}
	w.Party = cr.chars
	if e.RunID == 0 {
		return nil
	}
	f, err := loadField(ctx, env.Store, e)
	if err != nil {
		return err
	}
	w.Run, w.Graph, w.fighting = f.run, f.g, f.pos.InCombat
	loc := env.At.Loc
	if loc == nil {
		loc = time.UTC
	}
	w.pickAt, err = z.IdlePickAt(ctx, env.Store, w.Run, w.Char, loc)
	return err
}

// stopAt is the look before each room (play.Decide, under the player's
// rules): "" to walk on, else why not. A stop, or a door the rules walk
// through, is added to the walk's decisions.
func (p *Plugin) stopAt(w *walk, env zone.Env, loc *time.Location, levelled bool, limit int) expedition.WalkStop {
	d, err := play.Decide(play.Look{Exp: w.After, Run: w.Run, Graph: w.Graph, Char: w.Char, Party: w.Party, Fighting: w.fighting,
		Walked: len(w.Steps), Limit: limit, Levelled: levelled, MinHPPct: w.Floor, Now: env.Now, Loc: loc,
		AvoidTrapEdges: w.Rules.AvoidTrapEdges, EnterElites: w.Rules.EnterElites})
	if err != nil {
		w.Why = narrate.ExpeditionRefusal(err, env.Prefix)
		d.Why = w.Why
	}
	if d.Kind != "" {
		w.Decisions = append(w.Decisions, d)
	}
	w.Next = d.Node
	if d.Kind != play.DecideStop {
		return ""
	}
	return d.Stop
}

// remember keeps walk w as the player's last (`!why`, rules §10.6) and,
// when the player asked to be woken for bosses and a walk that moved
// stopped at the boss's door, DMs them and marks the decision.
func (p *Plugin) remember(c *bot.Context, env zone.Env, w *walk, source play.WalkSource, user id.UserID) error {
	if w.Stop == expedition.StopBoss && w.Rules.WakeForBoss && len(w.Steps) > 0 && len(w.Decisions) > 0 {
		w.Decisions[len(w.Decisions)-1].Woke = true
		c.DM(user, narrate.BossWakeDM(narrate.ZoneName(w.After.ZoneID), w.Graph.Nodes[w.Next].Label, env.Prefix))
	}
	return env.Store.Autopilot.SaveWalkLog(c, user, play.WalkLog{Source: source, RunID: int64(w.Run.ID), ZoneID: w.After.ZoneID, At: env.Now,
		Rooms: len(w.Steps), Rules: w.Rules, Floor: w.Floor, Decisions: w.Decisions, By: w.By})
}

// behindFrontier reports whether the player stands behind the frontier
// (rules §9.4; zonerun.BehindFrontier): walked back to a room whose
// every way on leads to rooms already entered, so walking on would only
// retrace their steps. A fork with a way not taken, or a merge room whose
// way on is new ground, is at the frontier.
func behindFrontier(r zonerun.Run, g zonegraph.Graph) bool {
	return zonerun.BehindFrontier(r, g)
}

// WalkResult is one autopilot walk as Walk reports it: its one message,
// the rooms walked and why it stopped.
type WalkResult struct {
	Text  string
	Rooms int
	Stop  expedition.WalkStop
}

// Walk is one autopilot walk of at most limit rooms for the player of
// active expedition e, inside ctx's transaction, through the same step
// path as `!advance` (zone.Deps.StepOn): the way in for callers without a
// command (the simulator, benchmarks). `!expedition run` and the
// background walk are this walk with their own caps. loc is the player's
// time zone. Level-up and milestone DMs are not sent.
func (p *Plugin) Walk(ctx context.Context, env zone.Env, e expedition.Expedition, limit int, loc *time.Location) (WalkResult, error) {
	w, err := p.walk(ctx, env, e, limit, loc)
	if err != nil {
		return WalkResult{}, err
	}
	return WalkResult{Text: p.walkText(w, env, false), Rooms: len(w.Steps), Stop: w.Stop}, nil
}

// walkText words a walk as its one message, at env's moment and prefix.
func (p *Plugin) walkText(w walk, env zone.Env, background bool) string {
	return narrate.AutoWalkText(p.autoWalk(w, env, background))
}

// autoWalk is walk w as narrate words it (walkText, and each member's
// share of a background walk, narrate.MemberWalkText).
func (p *Plugin) autoWalk(w walk, env zone.Env, background bool) narrate.AutoWalk {
	aw := narrate.AutoWalk{
		Zone: w.After.Zone(), Graph: w.Graph, Stop: w.Stop, Next: w.Next, Why: w.Why,
		Run: w.Run, Char: w.Char, Party: w.Party, Exp: w.After, ThreatFrom: w.Before.Threat.Level,
		MinHP: w.Floor, Background: background, At: env.At, Prefix: env.Prefix,
		IdleWait: narrate.Duration(p.Zone.IdleWait()), Rules: w.Rules, Autorun: w.autorun, Patch: w.Patch, PartyPatch: w.PartyPatch,
	}
	if !w.pickAt.None() { // a prompt shown before: its pick keeps its time
		aw.IdleWait, aw.PickVote = "till "+env.At.When(w.pickAt.At), w.pickAt.Vote
	}
	for _, a := range w.Steps {
		aw.Rooms = append(aw.Rooms, narrate.AutoWalkRoom{Run: a.Step.Run, Events: a.Step.Events, Lines: a.Res.LinesBesideThreat()})
	}
	return aw
}

// walkRules are the autopilot rules e's walk goes by: its leader's, and
// for a party the most cautious of its members' (zone.WalkRules, rules
// §8.23), with the members whose rules made them stricter.
func (p *Plugin) walkRules(ctx context.Context, st *store.Store, e expedition.Expedition) (play.Rules, play.RulesBy, error) {
	return zone.WalkRules(ctx, st, id.UserID(e.UserID), pc.UserIDs(e.MemberUsers()), p.minHP())
}
