package expedition

import (
	"context"
	"errors"
	"fmt"
	"time"

	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/zonegraph"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// refusal turns an engine refusal into the player's answer; other errors
// pass unchanged.
func refusal(c *bot.Context, err error) error {
	var lock rules.ErrRestLockout
	var rec rules.ErrRecovering
	if errors.As(err, &lock) || errors.As(err, &rec) { // a rest or recovery holds the move (rules §3.3)
		at, merr := pc.Moment(c)
		if merr != nil {
			return merr
		}
		return bot.Errorf("%s", narrate.RestHold(err, at, c.Prefix()))
	}
	if text := narrate.ExpeditionRefusal(err, c.Prefix()); text != "" {
		if errors.Is(err, expedition.ErrNoBaseCamp{}) {
			// `!camp base` needs a site this room may not be, and a
			// zone of a tier that has them: name what is open here too.
			if e, ok, lerr := c.Store.Expedition.Open(c, c.Sender()); lerr != nil {
				return lerr
			} else if ok && e.Tier < expedition.BaseCampMinTier {
				text = fmt.Sprintf("Base camps, and the fast travel back to them, are for Tier %d–5 expeditions; **%s** is Tier %d.",
					expedition.BaseCampMinTier, e.Zone().Name, e.Tier)
			}
			return pc.RefuseWithWayOn(c, "%s", text)
		}
		return bot.Errorf("%s", text)
	}
	if text := narrate.ZoneRefusal(err, c.Prefix()); text != "" {
		return bot.Errorf("%s", text)
	}
	return err
}

// errNoExpedition answers a command that needs an expedition of the
// sender's own when there is none: a player without a character is
// pointed to making one first, a member of another's party is told the
// leader's it is (rules §8.22), one held by a zone run, a fight, a wound
// or a rest gets the way on from there.
func errNoExpedition(c *bot.Context) error {
	if _, ok, err := c.Store.Character.Get(c, c.Sender()); err != nil {
		return err
	} else if !ok {
		return pc.NoCharacter(c) // the first step comes first
	}
	if e, member, err := pc.PartyOf(c); err != nil {
		return err
	} else if member {
		return pc.NotTheLeader(c, e)
	}
	way, err := pc.WayOn(c)
	if err != nil {
		return err
	}
	if !way.Free { // a zone run, a fight, a wound or a rest: no expedition starts from there
		return bot.Errorf("You're not on an expedition.\n\n%s", way)
	}
	return bot.Errorf("You're not on an expedition. `%sexpedition start <zone>` begins one (`%szone list` shows where you can go).",
		c.Prefix(), c.Prefix())
}

// open loads the sender's open expedition or refuses.
func open(c *bot.Context) (expedition.Expedition, error) {
	e, ok, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return e, err
	}
	if !ok {
		return e, errNoExpedition(c)
	}
	return e, nil
}

// refuseMember refuses a command the leader of the sender's party gives
// (rules §8.22: the leader walks it) when the sender is a member of one;
// nil otherwise.
func refuseMember(c *bot.Context) error {
	e, member, err := pc.PartyOf(c)
	if err != nil || !member {
		return err
	}
	return pc.NotTheLeader(c, e)
}

// inAParty refuses to begin anything while the sender is a member of a
// party (rules §8.22: one expedition at a time); nil otherwise.
func inAParty(c *bot.Context) error {
	e, member, err := pc.PartyOf(c)
	if err != nil || !member {
		return err
	}
	leader, err := pc.PlayerName(c, id.UserID(e.UserID))
	if err != nil {
		return err
	}
	return bot.Errorf("You're in the party of %s in **%s**, and a player is on one expedition at a time. `%sexpedition leave` takes you home first; `%sexpedition party` shows the party.",
		leader, narrate.ZoneName(e.ZoneID), c.Prefix(), c.Prefix())
}

// viewed loads the open expedition the sender is on for a command that
// shows it: their own, or the party they are a member of
// (pc.ExpeditionOf, rules §8.22); it refuses as open does.
func viewed(c *bot.Context) (expedition.Expedition, error) {
	e, ok, err := pc.ExpeditionOf(c, c.Sender())
	if err != nil {
		return e, err
	}
	if !ok {
		return e, errNoExpedition(c)
	}
	return e, nil
}

// characterOn is the open expedition the sender is on (pc.ExpeditionOf),
// for a command that needs their character (pc.Load refuses without one);
// ok is false when they are on none.
func characterOn(c *bot.Context) (expedition.Expedition, bool, error) {
	if _, err := pc.Load(c); err != nil {
		return expedition.Expedition{}, false, err
	}
	return pc.ExpeditionOf(c, c.Sender())
}

// walker names the leader who walks party expedition e (rules §8.22) to
// the sender when they are a member of it, with their seat; "" and nil
// for the leader or a player alone.
func walker(c *bot.Context, e expedition.Expedition) (string, *expedition.Member, error) {
	m, member := e.Member(string(c.Sender()))
	if !member {
		return "", nil, nil
	}
	name, err := pc.PlayerName(c, id.UserID(e.UserID))
	return name, &m, err
}

// errNotInZone answers an in-zone command for an expedition that is not in
// the zone.
func errNotInZone(c *bot.Context, e expedition.Expedition) error {
	switch e.Status {
	case expedition.StatusProvisioning:
		next, err := setOff(c, e)
		if err != nil {
			return err
		}
		return bot.Errorf("You haven't set off yet. %s", next)
	case expedition.StatusExtracted:
		return bot.Errorf("You've extracted from **%s**. `%sresume` takes you back in (restock first).", narrate.ZoneName(e.ZoneID), c.Prefix())
	}
	return errNoExpedition(c)
}

// field is an active expedition with its zone run and where it stands.
type field struct {
	e   expedition.Expedition
	run zonerun.Run
	g   zonegraph.Graph
	pos expedition.Position
}

// active loads the sender's active expedition, its run and position, or
// refuses (no expedition, not in the zone).
func active(c *bot.Context) (field, error) {
	e, err := open(c)
	if err != nil {
		return field{}, err
	}
	if e.Status != expedition.StatusActive {
		return field{}, errNotInZone(c, e)
	}
	return loadField(c, c.Store, e)
}

// activeChar is active with the sender's character (pc.Load), for the
// field commands whose engine step needs both.
func activeChar(c *bot.Context) (field, rules.Character, error) {
	f, err := active(c)
	if err != nil {
		return f, rules.Character{}, err
	}
	ch, err := pc.Load(c)
	return f, ch, err
}

// fieldWithChar is loadField of e with the sender's character as the
// store holds it, for the extraction checks (play.CheckExtract) that need
// both.
func fieldWithChar(c *bot.Context, e expedition.Expedition) (field, rules.Character, error) {
	f, err := loadField(c, c.Store, e)
	if err != nil {
		return f, rules.Character{}, err
	}
	ch, _, err := c.Store.Character.Get(c, c.Sender())
	return f, ch, err
}

// loadField loads the run of active expedition e and its position.
func loadField(ctx context.Context, st *store.Store, e expedition.Expedition) (field, error) {
	r, ok, err := st.ZoneRun.Get(ctx, e.RunID)
	if err != nil {
		return field{}, err
	}
	if !ok {
		return field{}, fmt.Errorf("expedition %s lost its zone run %d", e.ID, e.RunID)
	}
	g, ok := content.ZoneGraphView(r.ZoneID) // shared: nothing that takes a field changes its graph
	if !ok {
		return field{}, fmt.Errorf("zone %q has no graph", r.ZoneID)
	}
	_, fighting, err := st.Fight.Get(ctx, id.UserID(e.UserID))
	if err != nil {
		return field{}, err
	}
	return field{e: e, run: r, g: g, pos: play.Position(r, g, fighting)}, nil
}

// campRefusalHere is why the room active expedition e stands in refuses
// a camp (expedition.CheckCampPlace, rules §8.10), "" when it allows one.
func campRefusalHere(ctx context.Context, st *store.Store, e expedition.Expedition) (no expedition.CampRefusal, back string, err error) {
	f, err := loadField(ctx, st, e)
	if err != nil {
		return "", "", err
	}
	var forbidden expedition.ErrCampForbidden
	if !errors.As(expedition.CheckCampPlace(f.pos), &forbidden) {
		return "", "", nil
	}
	if b := play.CampBehind(f.run, f.g); b != "" {
		back = mdtext.Escape(f.g.Nodes[b].Label)
	}
	return forbidden.Reason, back, nil
}

// roomLabel names the room the run stands in: "Room 7 · Main Hall".
func roomLabel(r zonerun.Run, g zonegraph.Graph) string {
	n, ok := g.Nodes[r.Current]
	if !ok {
		return ""
	}
	return fmt.Sprintf("Room %d · %s", r.CurrentRoom(), mdtext.Escape(n.Label))
}

// save writes e at now and keeps its run's fight modifiers in step with
// it (refreshMods), so every fight of the run feels the expedition as it
// stands.
func save(ctx context.Context, st *store.Store, e expedition.Expedition, now time.Time) error {
	if err := st.Expedition.Save(ctx, e, now); err != nil {
		return err
	}
	return refreshMods(ctx, st, e)
}

// settle ends an expedition command's engine step: err, the engine's
// refusal, becomes the player's answer (refusal) with nothing saved;
// without one, e is saved (save).
func settle(c *bot.Context, e expedition.Expedition, err error) error {
	if err != nil {
		return refusal(c, err)
	}
	return save(c, c.Store, e, c.Now)
}

// refreshMods saves expedition e's run with the fight modifiers the
// expedition puts on it now (play.FightMods) when they changed (a
// wandering check, a camp, a night fight). Only an active expedition with
// a run still going has any.
func refreshMods(ctx context.Context, st *store.Store, e expedition.Expedition) error {
	if e.Status != expedition.StatusActive || e.RunID == 0 {
		return nil
	}
	f, err := loadField(ctx, st, e)
	if err != nil {
		return err
	}
	mods := play.FightMods(e)
	if f.run.Status.Over() || f.run.Mods == mods {
		return nil
	}
	f.run.Mods = mods
	return st.ZoneRun.Save(ctx, f.run)
}

// lines is a narrate.Liner that remembers, per player and situation, the
// last line read (store.FlavorQuery.Memory), so nobody reads the same line twice
// in a row. Picks are keyed by the player, the situation, the moment and
// a counter, so a replayed session reads the same. The memory is read on
// the first pick and written back by done, once.
type lines struct {
	ctx    context.Context
	st     *store.Store
	user   id.UserID
	seed   uint64
	at     time.Time
	n      int
	mem    map[string]int
	loaded bool
	dirty  bool
	err    error
}

// newLines returns a line picker for user at at.
func newLines(ctx context.Context, st *store.Store, user id.UserID, seed uint64, at time.Time) *lines {
	return &lines{ctx: ctx, st: st, user: user, seed: seed, at: at}
}

// pick is the narrate.Liner.
func (l *lines) pick(situation flavor.Situation, vars map[string]string) string {
	if !l.loaded {
		l.loaded = true
		if l.mem, l.err = l.st.Flavor.Memory(l.ctx, l.user); l.err != nil {
			l.mem = map[string]int{}
		}
	}
	l.n++
	name := situation.String()
	last, ok := l.mem[name]
	if !ok {
		last = -1
	}
	line, idx := flavor.Pick(situation, vars, dice.NewStream(l.seed, "line", string(l.user), name, l.at.UnixMilli(), l.n), last)
	if !ok || last != idx {
		l.mem[name], l.dirty = idx, true // an unchanged memory is not written again
	}
	return line
}

// done writes the memory back (when a line was picked) and returns the
// first store error.
func (l *lines) done() error {
	if l.err != nil || !l.dirty {
		return l.err
	}
	l.dirty = false
	return l.st.Flavor.SetMemory(l.ctx, l.user, l.mem)
}
