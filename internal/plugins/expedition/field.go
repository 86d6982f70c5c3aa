package expedition

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/flavor"
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// advanceCmd is `!advance`: the zone run's advance, for an expedition in
// the zone (or any zone run).
func (p *Plugin) advanceCmd(c *bot.Context) error {
	if len(c.Args) > 0 {
		return bot.UsageError(c, fmt.Sprintf("`%sadvance` takes nothing after it; at a fork, `%szone go <n>` picks the way.", c.Prefix(), c.Prefix()))
	}
	if e, ok, err := c.Store.Expedition.Open(c, c.Sender()); err != nil {
		return err
	} else if !ok {
		if err := refuseMember(c); err != nil {
			return err
		}
	} else if e.Status != expedition.StatusActive {
		return errNotInZone(c, e)
	} else {
		f, err := loadField(c, c.Store, e)
		if err != nil {
			return err
		}
		if _, enc, waiting := f.run.PendingFight(); waiting && !f.pos.InCombat {
			return bot.Errorf("%s", narrate.InYourWay(enc, narrate.ExpeditionGround(e), c.Prefix()))
		}
	}
	return p.Zone.Advance(c)
}

// retreatCmd is `!retreat`: one room back along the way you came, to the
// previous cleared room of the same region (zone.Deps.Retreat: a revisit
// of that room with every check and cost of `!revisit`), named for the
// player who just wants out of here. On an expedition a fight gets its own
// answer (that is `!flee`, which ends the expedition) and a night
// encounter or heat exhaustion is named before anything else; a plain
// zone run retreats the same way.
func (p *Plugin) retreatCmd(c *bot.Context) error {
	if _, ok, err := c.Store.Expedition.Open(c, c.Sender()); err != nil {
		return err
	} else if !ok {
		if err := refuseMember(c); err != nil {
			return err
		}
		return p.Zone.Retreat(c)
	}
	f, err := active(c)
	if err != nil {
		return err
	}
	if f.pos.InCombat {
		return retreatInFight(c, f.e)
	}
	if err := expedition.CheckAdvance(f.e); err != nil {
		return refusal(c, err)
	}
	return p.Zone.Retreat(c)
}

// retreatInFight answers `!retreat` in a fight on e: no walking away from
// it; `!flee` is the way out, costing what it costs alone or in a party,
// and a seat that fled is already out (rules §2.13).
func retreatInFight(c *bot.Context, e expedition.Expedition) error {
	seat, _, err := pc.FightSeat(c, c.Sender())
	if err != nil {
		return err
	}
	if seat.Fled {
		return bot.Errorf("%s", narrate.FledMoves(c.Prefix()))
	}
	if len(e.Members()) > 0 {
		return bot.Errorf("You're in the party's fight. %s", narrate.FleeCost(e, c.Prefix()))
	}
	return bot.Errorf("You're in a fight. `%sflee` gets you out of it, but on an expedition fleeing ends the expedition.", c.Prefix())
}

// searchCmd is `!search`: a Wisdom (Perception) check in the current room.
// It counts for Cartographer and may find a supply cache.
func (p *Plugin) searchCmd(c *bot.Context) error {
	f, ch, err := activeChar(c)
	if err != nil {
		return err
	}
	out, err := play.Search(f.e, f.run, f.g, ch, f.pos.InCombat, c.Router.Seed(), c.Now)
	switch {
	case errors.Is(err, play.ErrEnemiesPresent):
		return bot.Errorf("Not with something watching you from the shadows. `%sfight` first.", c.Prefix())
	case errors.Is(err, play.ErrSearchedHere):
		return bot.Errorf("You've searched this room already: every loose stone, twice.")
	case err != nil:
		return refusal(c, err)
	}
	e := out.Exp
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	var b strings.Builder
	fmt.Fprintf(&b, "🔎 **You search %s.** Perception %d (d20 %d %s) vs DC %d.\n", roomLabel(f.run, f.g), out.Total, out.D20, narrate.Signed(out.Bonus), out.DC)
	if found := out.Cache; found != nil {
		b.WriteString(narrate.CacheFoundText(*found, e.Supplies.Current) + "\n")
		b.WriteString("_" + l.pick(flavor.ExpeditionSearchCache, nil) + "_")
	} else {
		b.WriteString("_" + l.pick(flavor.ExpeditionSearchNothing, nil) + "_")
	}
	if err := save(c, c.Store, e, c.Now); err != nil {
		return err
	}
	c.Reply(b.String())
	return l.done()
}

// campCmd is `!camp` (the options) and `!camp` with words that name no
// camp type or `break` (refused).
func (p *Plugin) campCmd(c *bot.Context) error {
	if len(c.Args) == 0 {
		e, err := open(c)
		if err != nil {
			return err
		}
		text := narrate.CampOptionsText(e, c.Prefix())
		if e.Status == expedition.StatusActive {
			no, back, err := campRefusalHere(c, c.Store, e)
			if err != nil {
				return err
			}
			if here := narrate.CampHereText(e, no, back, c.Prefix()); here != "" {
				text += "\n\n" + here
			}
			hold, err := restHold(c)
			if err != nil {
				return err
			}
			text += hold
		}
		c.Reply(text)
		return nil
	}
	if len(c.Args) > 1 {
		return oneCampOnly(c)
	}
	kind, err := expedition.ParseCampType(c.Args[0])
	if err != nil {
		return refusal(c, err)
	}
	return p.pitch(c, kind)
}

// restHold is the `!camp` list's last line while a rest or a recovery
// holds the sender (rules.CheckAwake, rules §3.3): no camp till then, so
// the list offers none without saying when; "" when the sender is up.
func restHold(c *bot.Context) (string, error) {
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return "", err
	}
	if err := rules.CheckAwake(ch, c.Now); err != nil {
		return "\n\n" + narrate.RestHold(err, at, c.Prefix()), nil
	}
	return "", nil
}

// oneCampOnly refuses more than one word after `!camp`.
func oneCampOnly(c *bot.Context) error { return bot.UsageError(c, "One camp at a time.") }

// oneCamp is h (`!camp <type>`, `!camp break`) refusing words after it.
func oneCamp(h bot.Handler) bot.Handler {
	return func(c *bot.Context) error {
		if len(c.Args) > 0 {
			return oneCampOnly(c)
		}
		return h(c)
	}
}

// pitcher is the handler of `!camp <kind>`.
func (p *Plugin) pitcher(kind expedition.CampType) bot.Handler {
	return func(c *bot.Context) error { return p.pitch(c, kind) }
}

// pitch makes a camp of kind where the sender stands.
func (p *Plugin) pitch(c *bot.Context, kind expedition.CampType) error {
	f, ch, err := activeChar(c)
	if err != nil {
		return err
	}
	out, err := play.Pitch(f.e, f.run, f.g, ch, kind, f.pos.InCombat, c.Now)
	var here expedition.ErrCampForbidden
	if kind == expedition.CampBase && errors.As(err, &here) {
		// the room behind the one refused is where the refusal sends the
		// player: say so now if a base camp cannot stand there either
		if why := play.BaseCampBehind(f.e, f.run, f.g); why != "" {
			return refusal(c, expedition.ErrBaseCampNotAllowed{Reason: why})
		}
	}
	if err != nil {
		return refusal(c, err)
	}
	e, res, regrown := out.Exp, out.Result, out.Regrown
	if err := pc.Save(c, out.Char); err != nil {
		return err
	}
	members, err := restMembers(c, c.Store, e, res, c.Now)
	if err != nil {
		return err
	}
	if err := save(c, c.Store, e, c.Now); err != nil {
		return err
	}
	if regrown || out.ZoneGrew {
		if err := saveRun(c, c.Store, out.Run); err != nil {
			return err
		}
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	l := newLines(c, c.Store, c.Sender(), c.Router.Seed(), c.Now)
	text := narrate.CampText(res, e, at, l.pick, c.Prefix())
	if regrown {
		text += "\n" + narrate.NodesRegrown()
	}
	if out.ZoneGrew {
		text += "\n" + narrate.ZoneGrewText
	}
	c.Reply(text)
	if err := tellCamp(c, out.Char.Name, res, members); err != nil {
		return err
	}
	return l.done()
}

// breakCamp is `!camp break`.
func (p *Plugin) breakCamp(c *bot.Context) error {
	f, err := active(c)
	if err != nil {
		return err
	}
	e, err := expedition.BreakCamp(f.e, c.Now)
	if err := settle(c, e, err); err != nil {
		return err
	}
	text := narrate.CampBrokenText(e.Camp.Type)
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	if ch.IsResting(c.Now) { // packing up does not end the rest the camp gave
		at, err := pc.Moment(c)
		if err != nil {
			return err
		}
		text += fmt.Sprintf(" You're still resting until %s; the way on waits till then.", at.When(ch.LockoutUntil))
	}
	c.Reply(text)
	return nil
}

// forage is `!supplies forage`: the Ranger's once-a-day forage outdoors
// (rules §8.15). The manual harvest verbs (`!forage` and friends) are
// retired; foraging for supplies is an expedition action of its own.
func (p *Plugin) forage(c *bot.Context) error {
	f, ch, err := activeChar(c)
	if err != nil {
		return err
	}
	if f.e.PendingNight != nil {
		return refusal(c, expedition.ErrEncounterPending{})
	}
	e, r, err := expedition.Forage(f.e, f.pos, ch, expedition.RootStream(c.Router.Seed(), f.e), c.Now)
	if err := settle(c, e, err); err != nil {
		return err
	}
	text := fmt.Sprintf("🌿 **Forage:** WIS %d (d20 %d %s) vs DC %d: ", r.Total, r.D20, narrate.Signed(r.Mod+r.Penalty), r.DC)
	if r.Success {
		text += fmt.Sprintf("you find %d SU of food and water, **+%s** packed (%s carried).", r.Rolled, narrate.SU(r.Gained), narrate.SU(e.Supplies.Current))
		if r.Gained < float64(r.Rolled) { // the packs hold at most the leg's maximum (rules §8.2)
			text += " Your packs are full; the rest stays where it grew."
		}
	} else {
		text += "nothing edible that wouldn't eat you first. Tomorrow, perhaps."
	}
	c.Reply(text)
	return nil
}

// baseCamp is `!expedition basecamp`: fast travel to the base camp in one
// move (rules §8.13).
func (p *Plugin) baseCamp(c *bot.Context) error {
	f, err := active(c)
	if err != nil {
		return err
	}
	e, node, err := expedition.FastTravel(f.e, f.pos, c.Now)
	if err := settle(c, e, err); err != nil {
		return err
	}
	label := string(node)
	if n, ok := f.g.Node(node); ok {
		label = n.Label
	}
	c.Reply(fmt.Sprintf("⛺ Back along the marked path to your base camp at **%s**.", mdtext.Escape(label)))
	withMove(c, play.MoveFastTravel)
	return p.Zone.EnterRoom(c, node)
}
