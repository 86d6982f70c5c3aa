package expedition

import (
	"context"
	"fmt"
	"strings"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/plugins/zone"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/scheduler"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// AutorunKind is the background walk's scheduler kind (rules §10.3): one job
// per active expedition whose player said `!expedition run on` (key: the
// expedition ID, run in the player's queue), due when the next walk may
// happen.
const AutorunKind = "expedition_autorun"

// runCmd is `!expedition run` (walk now), `!expedition run on` and
// `!expedition run off` (the background walk).
func (p *Plugin) runCmd(c *bot.Context, args []string) error {
	switch {
	case len(args) == 0:
		return p.runNow(c)
	case len(args) == 1 && (strings.EqualFold(args[0], "on") || strings.EqualFold(args[0], "off")):
		return p.setAutorun(c, strings.EqualFold(args[0], "on"))
	}
	return bot.UsageError(c, fmt.Sprintf("`%sexpedition run` walks now; `%sexpedition run on` or `off` sets the background walk.", c.Prefix(), c.Prefix()))
}

// runNow is the foreground walk: up to expedition.AutopilotRooms rooms,
// answered in one message. A player in a fight, at an elite's or boss's
// door, or standing behind the frontier (rules §9.4) is refused. Every
// answer, a refusal included, is kept as the player's last walk for
// `!why` (rules §10.6).
func (p *Plugin) runNow(c *bot.Context) error {
	f, ch, err := activeChar(c)
	if err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	env := zone.EnvAt(c, at)
	if refused, err := p.refuseRun(c, env, f, ch); err != nil || refused {
		return err
	}
	w, err := p.walk(c, env, f.e, expedition.AutopilotRooms, at.Loc)
	if err != nil {
		return err
	}
	c.TagReplies(w.forkRef())
	c.Reply(p.walkText(w, env, false))
	for _, dm := range w.DMs {
		c.DM(c.Sender(), dm)
	}
	for _, dm := range w.PartyDMs {
		c.DM(dm.User, dm.Text)
	}
	return p.remember(c, env, &w, play.SourceRun, c.Sender())
}

// refuseRun answers `!expedition run` when no walk can start: a fight
// running (with the fight's moves), a fight waiting in the room, or the
// player behind the frontier. The refusal is a walk of 0 rooms with its
// one stop, kept for `!why` like any other (rules §10.6), so it is a
// reply and not a *bot.UserError (which would roll the log back).
func (p *Plugin) refuseRun(c *bot.Context, env zone.Env, f field, ch rules.Character) (bool, error) {
	mine, by, err := p.walkRules(c, c.Store, f.e)
	if err != nil {
		return false, err
	}
	here := f.run.Current
	d := play.Decision{Kind: play.DecideStop, Rule: play.RuleWaits, Stop: expedition.StopFight, Room: f.run.CurrentRoom(),
		HP: ch.HP, MaxHP: rules.MaxHP(ch)}
	var text string
	switch node, enc, waiting := f.run.PendingFight(); {
	case f.pos.InCombat:
		text = "You're in a fight; the walk waits until it's over."
		way, err := pc.WayOn(c)
		if err != nil {
			return false, err
		}
		text += "\n\n" + way.After(text)
	case waiting:
		elite := mine.EnterElites && f.g.Nodes[node].Kind == zonegraph.KindElite
		text = narrate.RunAtWaitingFight(enc, narrate.ExpeditionGround(f.e), elite, c.Prefix())
		d.Node, d.Label = node, f.g.Nodes[node].Label
	case behindFrontier(f.run, f.g):
		text = fmt.Sprintf("You're in room %d, **%s**, behind the frontier: every way on from here leads over ground you've walked. I only walk on from the frontier, so `%sadvance` forward to new ground first.",
			f.run.CurrentRoom(), mdtext.Escape(f.g.Nodes[here].Label), c.Prefix())
		d.Rule, d.Stop, d.Node, d.Label = play.RuleRefused, expedition.StopBehind, here, f.g.Nodes[here].Label
		d.Why = "you stood behind the frontier, and I only walk on from the frontier"
	default:
		return false, nil
	}
	c.Reply(text)
	w := walk{Stop: d.Stop, Before: f.e, After: f.e, Char: ch, Run: f.run, Graph: f.g, Rules: mine, By: by,
		Floor: mine.Floor(p.minHP()), Decisions: []play.Decision{d}}
	return true, p.remember(c, env, &w, play.SourceRun, c.Sender())
}

// setAutorun is `!expedition run on|off`. `on` is taken even when the
// next walk would stop for supplies (the packs may still fill from a
// cache); the answer says so (narrate.AutorunOnText).
func (p *Plugin) setAutorun(c *bot.Context, on bool) error {
	e, err := open(c)
	if err != nil {
		return err
	}
	if on && e.Status != expedition.StatusActive {
		return errNotInZone(c, e) // not set off yet, or extracted: each has its way back in
	}
	if err := c.Store.Autorun.Set(c, e.ID, on); err != nil {
		return err
	}
	if err := scheduleAutorun(c, c.Store, e, c.Now); err != nil {
		return err
	}
	if on {
		at, err := pc.Moment(c)
		if err != nil {
			return err
		}
		waits, err := p.autorunWaits(c, e, at)
		if err != nil {
			return err
		}
		c.Reply(narrate.AutorunOnText(e, at, expedition.AutorunRooms, waits, c.Prefix()))
		return nil
	}
	c.Replyf("🚶 **Auto-walk off.** Your own feet from here; `%sexpedition run` still walks up to %d rooms when you ask.", c.Prefix(), expedition.AutopilotRooms)
	return nil
}

// scheduleAutorun puts expedition e's background walk on the scheduler
// when it is active and the player opted in (due at nextAutorun), and
// takes it off otherwise.
func scheduleAutorun(ctx context.Context, st *store.Store, e expedition.Expedition, now time.Time) error {
	a, err := st.Autorun.Get(ctx, e.ID)
	if err != nil {
		return err
	}
	if !a.On || e.Status != expedition.StatusActive {
		return scheduler.Cancel(ctx, st, AutorunKind, e.ID.String())
	}
	return scheduler.Schedule(ctx, st, scheduler.Job{Kind: AutorunKind, Key: e.ID.String(), UserID: id.UserID(e.UserID), DueAt: nextAutorun(e, a, now)})
}

// nextAutorun is the earliest a background walk of e may happen: not in
// the expedition's first half hour, not within two hours of the last one.
func nextAutorun(e expedition.Expedition, a store.Autorun, now time.Time) time.Time {
	due := now
	if t := e.StartedAt.Add(expedition.AutorunStartDelay); t.After(due) {
		due = t
	}
	if !a.Last.IsZero() {
		if t := a.Last.Add(expedition.AutorunEvery); t.After(due) {
			due = t
		}
	}
	return due
}

// autorunJob runs a background walk (rules §10.3): at most
// expedition.AutorunRooms rooms, once per expedition.AutorunEvery, claimed
// with a compare-and-set on the expedition row (store.AutorunQuery.Claim) so two
// workers never walk the same expedition. It waits, without walking, in
// the expedition's first half hour, at night and near the 06:00 and 21:00
// marks, during a fight or a waiting encounter, while the player rests or
// has made camp for the day, and while the player stands behind the
// frontier. The player hears by DM only about a walk that moved or
// patched them up at a door (rules §10.2).
func (p *Plugin) autorunJob(c *bot.Context, job scheduler.Job, e expedition.Expedition, loc *time.Location) (scheduler.Result, error) {
	now := c.Now
	a, err := c.Store.Autorun.Get(c, e.ID)
	if err != nil || !a.On {
		return scheduler.Result{}, err
	}
	if due := nextAutorun(e, a, now); due.After(now) {
		return scheduler.Result{Next: due}, nil
	}
	if wait, ok := dayCycleFirst(job, e, loc, now); ok {
		return scheduler.Result{Next: wait}, nil
	}
	if wait, err := p.autorunWait(c, c.Store, e, now, loc); err != nil || !wait.IsZero() {
		return scheduler.Result{Next: wait}, err
	}
	claimed, err := c.Store.Autorun.Claim(c, e.ID, now, expedition.AutorunEvery)
	if err != nil || !claimed {
		return scheduler.Result{Next: now.Add(expedition.AutorunEvery)}, err
	}
	env := zone.EnvAt(c, narrate.Moment{Now: now, Loc: loc})
	w, err := p.walk(c, env, e, expedition.AutorunRooms, loc)
	if err != nil {
		return scheduler.Result{}, err
	}
	if len(w.Steps) > 0 || w.patched() {
		c.DMTagged(id.UserID(e.UserID), w.forkRef(), p.walkText(w, env, true))
		for _, dm := range w.DMs {
			c.DM(id.UserID(e.UserID), dm)
		}
		if err := p.tellMembersWalk(c, e, w, env); err != nil {
			return scheduler.Result{}, err
		}
		for _, dm := range w.PartyDMs {
			c.DM(dm.User, dm.Text)
		}
		p.forkToMembers(c, w)
		// A walk that neither moved nor patched anyone up at a door
		// stays silent, and so does its log.
		if err := p.remember(c, env, &w, play.SourceBackground, id.UserID(e.UserID)); err != nil {
			return scheduler.Result{}, err
		}
	}
	return scheduler.Result{Next: now.Add(expedition.AutorunEvery)}, nil
}

// autorunWaits is what holds expedition e's background walk where its
// player stands until they move (narrate.AutorunWait): behind the
// frontier, or the walk's own look (play.NextStop under the player's
// rules) stopping at an elite's, the boss's or an avoided trap's door, or
// for HP at or below the walking floor; else a camp made today standing.
func (p *Plugin) autorunWaits(c *bot.Context, e expedition.Expedition, at narrate.Moment) (narrate.AutorunWait, error) {
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return "", err
	}
	if behindFrontier(f.run, f.g) {
		return narrate.WaitBehind, nil
	}
	ch, err := pc.Load(c)
	if err != nil {
		return "", err
	}
	mine, _, err := p.walkRules(c, c.Store, e)
	if err != nil {
		return "", err
	}
	loc := at.Loc
	if loc == nil {
		loc = time.UTC
	}
	now := at.Now
	if expedition.IsNight(now, loc) { // the walk's look when it next may walk
		now = play.IdleMorning(now, loc)
	}
	cr, err := loadCrew(c, c.Store, e)
	if err != nil {
		return "", err
	}
	stop, _, _ := play.NextStop(play.Look{Exp: e, Run: f.run, Graph: f.g, Char: ch, Party: cr.chars, Limit: expedition.AutorunRooms,
		MinHPPct: mine.Floor(p.minHP()), Now: now, Loc: loc, AvoidTrapEdges: mine.AvoidTrapEdges, EnterElites: mine.EnterElites})
	switch stop {
	case expedition.StopElite:
		return narrate.WaitElite, nil
	case expedition.StopBoss:
		return narrate.WaitBoss, nil
	case expedition.StopTrap:
		return narrate.WaitTrap, nil
	case expedition.StopLowHP:
		return narrate.WaitLowHP, nil
	}
	if e.Camp != nil && !e.Camp.Struck && e.Camp.Day == e.Day {
		// autorunWait holds the walk till the next rollover; a wait above
		// outlasts it, so it is the one to tell
		return narrate.WaitCamp, nil
	}
	return "", nil
}

// forkToMembers DMs each party member the fork prompt the background walk
// w stopped at, tagged with it, so their reaction there is their vote
// (rules §6.4): the walk's own message went to the leader alone.
func (p *Plugin) forkToMembers(c *bot.Context, w walk) {
	ref := w.forkRef()
	if ref == "" || w.Run.Prompt == nil {
		return
	}
	for _, u := range w.After.MemberUsers() {
		c.DMTagged(id.UserID(u), ref, narrate.ForkVoteDM(w.Graph, *w.Run.Prompt, w.Char.Name, narrate.ZoneName(w.After.ZoneID), w.Run.CurrentRoom()))
	}
}

// tellMembersWalk DMs each member of e's party still in it their own
// account of background walk w (rules §8.23): the rooms, their share of
// each and their HP at its end.
func (p *Plugin) tellMembersWalk(c *bot.Context, e expedition.Expedition, w walk, env zone.Env) error {
	var leader string
	for k, u := range pc.UserIDs(e.MemberUsers()) {
		if leader == "" { // named once, and only for a party
			name, err := pc.PlayerName(c, id.UserID(e.UserID))
			if err != nil {
				return err
			}
			leader = name
		}
		if text := narrate.MemberWalkText(p.autoWalk(w, env, true), k+1, leader); text != "" {
			c.DM(u, text)
		}
	}
	return nil
}
