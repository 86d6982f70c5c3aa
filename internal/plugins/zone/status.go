package zone

import (
	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonerun"
)

// status is `!zone status`; a fork prompt it shows takes votes (ForkRef).
func (d Deps) status(c *bot.Context) error {
	s, err := d.runOrLast(c)
	if err != nil || s == nil {
		return err
	}
	if err := d.refuseAtHome(c, s.run); err != nil {
		return err
	}
	ch := s.ch
	hp, inFight, err := pc.FightHP(c)
	if err != nil {
		return err
	}
	if inFight {
		ch.HP = min(hp, rules.MaxHP(ch))
	}
	mine, err := d.pickRules(c, c.Store, s.run)
	if err != nil {
		return err
	}
	if !inFight {
		c.TagReplies(ForkRef(s.run))
	}
	wait, err := d.pickWait(c, s.run, s.ch)
	if err != nil {
		return err
	}
	at, err := pc.Moment(c)
	if err != nil {
		return err
	}
	advance, err := advanceCommand(c)
	if err != nil {
		return err
	}
	party, err := d.withParty(c, c.Store, *s)
	if err != nil {
		return err
	}
	var roster []rules.ClassID // the foes' HP as the party fights them (rules §2.13)
	if len(party.mates) > 0 {
		roster = combat.Roster(combat.Spec{Character: s.ch, Party: party.mates})
	}
	var held narrate.PartyHeld
	if k, until, ok := play.HeldBy(party.mates, c.Now); ok { // the party waits for them (rules §8.23)
		held = narrate.PartyHeld{Mate: party.mates[k], Until: until}
	}
	c.Reply(narrate.ZoneStatus(s.g, s.zone, s.run, ch, inFight, mine, at, c.Prefix(), advance, wait, roster, held))
	return nil
}

// refuseAtHome is the move hook's refusal, shown instead of the status,
// when run r is live but its player is home: an expedition's run waits in
// the zone while its player is extracted or restocking after `!resume`,
// and no way on is offered there; the refusal says how back in
// (rules §8.17).
func (d Deps) refuseAtHome(c *bot.Context, r zonerun.Run) error {
	if r.Status.Over() {
		return nil
	}
	_, in, err := pc.InADungeon(c)
	if err != nil || in {
		return err
	}
	return d.beforeMove(c, r, ActionAdvance)
}

// advanceCommand is the command the status names for walking on:
// "advance" while the sender's expedition is active (an expedition walks
// with `!advance`), else "zone advance".
func advanceCommand(c *bot.Context) (string, error) {
	e, open, err := c.Store.Expedition.Open(c, c.Sender())
	if err != nil {
		return "", err
	}
	if open && e.Status == expedition.StatusActive {
		return "advance", nil
	}
	return "zone advance", nil
}

// pickWait words when TwinBee picks at run r's waiting fork for ch's
// prompt's "Leave it …": the pick's own time ("till 15:00 (in 3h)", moved
// past a rest covering it, IdlePickAt) once its job stands, which a
// prompt shown earlier keeps, else the idle wait; an encounter waiting
// holds it (rules §6.4).
func (d Deps) pickWait(c *bot.Context, r zonerun.Run, ch rules.Character) (narrate.PickWait, error) {
	loc, err := c.Location()
	if err != nil {
		return narrate.PickWait{}, err
	}
	names, err := d.memberNames(c, r)
	if err != nil {
		return narrate.PickWait{}, err
	}
	pick, err := d.IdlePickAt(c, c.Store, r, ch, loc)
	if err != nil || pick.None() {
		return narrate.PickWait{For: narrate.Duration(d.idle()), Voters: names}, err
	}
	return narrate.PickWait{For: "till " + narrate.Moment{Now: c.Now, Loc: loc}.When(pick.At), HeldBy: pick.HeldBy, Voters: names, Vote: pick.Vote}, nil
}
