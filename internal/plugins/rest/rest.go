// Package rest registers `!rest short`, `!rest long` and `!rest rough`
// (rules §3.1, §3.2). A short rest spends a hit die and takes an hour; a
// long rest outside an expedition is a night at Thom Krooke's inn, paid in
// the same transaction, once per 24 hours, and takes eight; sleeping rough
// is the same long rest for nothing, for a purse that cannot pay the inn,
// and takes twelve. The DM lists what came back; every refusal changes
// nothing.
package rest

import (
	"errors"
	"fmt"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/play"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// Deps connect rests to other plugins.
type Deps struct {
	// InExpedition reports whether the sender is on an expedition, where a
	// long rest is a camp instead of the inn (rules §3.2).
	// Nil means never.
	InExpedition func(c *bot.Context) (bool, error)
	// ExpeditionRest, when set, replaces InExpedition: it reports whether
	// the sender is on an active expedition and refuses the rest ("short"
	// or "long") the expedition forbids (expedition.CheckShortRest and
	// CheckLongRest: no short rest in Siege Mode, a long rest only in a
	// standard camp or better). An allowed long rest on an expedition is
	// taken in the camp, free of charge.
	ExpeditionRest func(c *bot.Context, kind string) (onExpedition bool, err error)
}

// Commands returns rest.
func Commands(d Deps) []bot.Command {
	return []bot.Command{{
		Name:    "rest",
		Family:  "Rest",
		Summary: fmt.Sprintf("Rest: short (1 hour, spends a hit die), long (the inn for %d coins; on an expedition, your camp) or rough (free when you can't pay the inn, %d hours)", content.InnLongRestPrice, int(rules.RoughSleepLockout.Hours())),
		Usage:   []string{"rest short", "rest long", "rest rough"},
		Subcommands: []bot.Subcommand{
			{Name: "short", Summary: "Spend a hit die: heal 1d6 + CON, get 1st-level slots and short-rest features back; 1 hour", Usage: "rest short", Handler: d.take("short")},
			{Name: "long", Summary: fmt.Sprintf("A night at Thom Krooke's inn for %d coins (on an expedition: a standard camp or better, free): everything back; once a day, %d hours", content.InnLongRestPrice, int(rules.LongRestLockout.Hours())), Usage: "rest long", Handler: d.take("long")},
			{Name: "rough", Summary: fmt.Sprintf("Sleep rough behind Thom's stable when you can't pay the inn: a free long rest, everything back; once a day, %d hours", int(rules.RoughSleepLockout.Hours())), Usage: "rest rough", Handler: d.take("rough")},
		},
		Examples: []string{"rest short", "rest long", "rest rough"},
		Handler:  d.whichRest,
	}}
}

// whichRest is a bare `!rest`, and `!rest <kind>` followed by more words:
// it asks which rest, naming the kinds the player may take where they
// stand (rules §3.2). A short rest is taken anywhere; a long one at the
// inn in town, in a camp on an expedition, never in a zone run; sleeping
// rough only in town, for a purse that cannot pay the inn
// (rules.SleepRough), so in town it is the inn or rough, never both.
func (d Deps) whichRest(c *bot.Context) error {
	ch, err := pc.Load(c)
	if err != nil {
		return err
	}
	on, err := d.onExpedition(c)
	if err != nil {
		return err
	}
	_, inZone, err := pc.InADungeon(c)
	if err != nil {
		return err
	}
	p := c.Prefix()
	kinds := []string{"`" + p + "rest short` (an hour, a hit die)"}
	switch {
	case on:
		kinds = append(kinds, "`"+p+"rest long` (in a standard camp or better)")
	case inZone:
	default:
		if ch.Coins >= content.InnLongRestPrice { // rules.SleepRough's ErrCanPayTheInn
			kinds = append(kinds, fmt.Sprintf("`%srest long` (a night at the inn, %s)", p, narrate.Coins(content.InnLongRestPrice)))
		} else {
			kinds = append(kinds, fmt.Sprintf("`%srest rough` (free, %d hours)", p, int(rules.RoughSleepLockout.Hours())))
		}
	}
	return bot.UsageError(c, "Which rest: "+narrate.OrList(kinds)+"?")
}

// take returns the handler of `!rest <kind>`, kind "short" or "long".
func (d Deps) take(kind string) bot.Handler {
	return func(c *bot.Context) error {
		if len(c.Args) > 0 {
			return d.whichRest(c)
		}
		return d.rest(c, kind)
	}
}

// rest takes a rest of kind "short", "long" or "rough" for the sender.
func (d Deps) rest(c *bot.Context, kind string) error {
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return err
	}
	if err := pc.RefuseInFight(c, ch, narrate.RestRefusal(rules.ErrInCombat{}, at)); err != nil {
		return err
	}
	// A rest or a recovery holds every rest first (rules §3.3), before
	// the expedition's camp rules offer another.
	if err := rules.CheckAwake(ch, c.Now); err != nil {
		return refuse(err, at)
	}
	if kind == "rough" {
		return d.rough(c, ch, at)
	}
	if d.ExpeditionRest != nil {
		on, err := d.ExpeditionRest(c, kind)
		if err != nil {
			return err
		}
		switch {
		case kind == "short":
			return short(c, ch, at)
		case on:
			return campLong(c, ch, at)
		}
		if err := notInADungeon(c, ch); err != nil {
			return err
		}
		return long(c, ch, at)
	}
	if kind == "short" {
		return short(c, ch, at)
	}
	if err := d.inTown(c, ch, "On an expedition a long rest is a camp, not a bed: pitch a standard camp or better."); err != nil {
		return err
	}
	return long(c, ch, at)
}

// notInADungeon refuses a night at the inn in the middle of a zone run:
// the inn is back in town, and the run (with its idle-fork timer) is not.
// The run of an expedition the player extracted from waits for `!resume`
// while the player is home: that is no dungeon. A short rest is offered
// when ch could take one.
func notInADungeon(c *bot.Context, ch rules.Character) error {
	run, ok, err := pc.InADungeon(c)
	if err != nil || !ok {
		return err
	}
	name := run.ZoneID
	if z, found := content.ZoneByID(run.ZoneID); found {
		name = z.Name
	}
	short := "" // offered only when it would be taken: a hit die left and something to recover
	if _, rep, err := play.ShortRest(ch, c.Router.Seed(), c.Sender(), c.Now); err == nil && rep.Recovered() {
		short = fmt.Sprintf("`%srest short` here, or ", c.Prefix())
	}
	return bot.Errorf("You're in **%s**, and Thom Krooke's inn is a long walk back. %s`%szone abandon` and come home for the night.",
		name, short, c.Prefix())
}

func short(c *bot.Context, ch rules.Character, at narrate.Moment) error {
	next, rep, err := play.ShortRest(ch, c.Router.Seed(), c.Sender(), c.Now)
	if err != nil {
		return refuse(err, at)
	}
	if !rep.Recovered() {
		return bot.Errorf("Nothing to recover: full HP, every slot and feature ready. Keep the hit die for when it counts.")
	}
	return rested(c, next, rep, at, 0)
}

func long(c *bot.Context, ch rules.Character, at narrate.Moment) error {
	slept, rep, err := rules.LongRest(ch, nil, c.Now)
	if err != nil {
		return refuse(err, at)
	}
	next, err := rules.SpendCoins(slept, content.InnLongRestPrice)
	var short rules.ErrNotEnoughCoins
	if errors.As(err, &short) {
		return bot.Errorf("A night at Thom Krooke's inn costs %s; you have %s. He's fond of you, but not that fond. %s `%srest rough` sleeps behind his stable for nothing, in %d hours.",
			narrate.Coins(content.InnLongRestPrice), narrate.Coins(short.Have), narrate.ShortOfCoins(slept, c.Prefix()), c.Prefix(), int(rules.RoughSleepLockout.Hours()))
	}
	if err != nil {
		return err
	}
	return rested(c, next, rep, at, content.InnLongRestPrice)
}

// rough is a night sleeping rough (rules.SleepRough, rules §3.2): free,
// for a purse that cannot pay the inn, never on an expedition or in a
// zone run.
func (d Deps) rough(c *bot.Context, ch rules.Character, at narrate.Moment) error {
	if err := d.inTown(c, ch, "On an expedition you sleep in your camp, not a haystack: `"+c.Prefix()+"camp` lists the camps and what your packs pay for."); err != nil {
		return err
	}
	next, rep, err := rules.SleepRough(ch, c.Now, content.InnLongRestPrice)
	if inn := (rules.ErrCanPayTheInn{}); errors.As(err, &inn) {
		return bot.Errorf("With %s you can pay for a bed: `%srest long` is a night at Thom's inn (%s). The haystack is for the broke.",
			narrate.Coins(inn.Coins), c.Prefix(), narrate.Coins(inn.Price))
	}
	if err != nil {
		return refuse(err, at)
	}
	return rested(c, next, rep, at, 0)
}

// inTown refuses a long rest in town (the inn, sleeping rough) on an
// expedition, with onTrip, or in the middle of a zone run
// (notInADungeon).
func (d Deps) inTown(c *bot.Context, ch rules.Character, onTrip string) error {
	on, err := d.onExpedition(c)
	if err != nil {
		return err
	}
	if on {
		return bot.Errorf("%s", onTrip)
	}
	return notInADungeon(c, ch)
}

// onExpedition reports whether the sender is on an active expedition,
// through whichever hook is set. A refusal the hook words for a long rest
// (no camp yet) still means on an expedition; other errors are returned.
func (d Deps) onExpedition(c *bot.Context) (bool, error) {
	switch {
	case d.ExpeditionRest != nil:
		on, err := d.ExpeditionRest(c, "long")
		var refusal *bot.UserError
		if err != nil && !errors.As(err, &refusal) {
			return false, err
		}
		return on, nil
	case d.InExpedition != nil:
		return d.InExpedition(c)
	}
	return false, nil
}

// campLong is a long rest in an expedition's camp: no inn, no coins. A
// camp's long rest is taken when it is pitched, whatever the cooldown
// (expedition.Pitch, rules §8.10), and starts the 24 hours anew, so a
// second one in the same camp meets the rules' 24-hour cooldown.
func campLong(c *bot.Context, ch rules.Character, at narrate.Moment) error {
	next, rep, err := rules.LongRest(ch, nil, c.Now)
	if err != nil {
		return refuse(err, at)
	}
	return rested(c, next, rep, at, 0)
}

// rested saves next after a rest and tells the room, and the sender by DM
// what came back and what was paid (paid coins, 0 for none).
func rested(c *bot.Context, next rules.Character, rep rules.RestReport, at narrate.Moment, paid int) error {
	if err := pc.Save(c, next); err != nil {
		return err
	}
	c.Reply(narrate.RestRoom(next.Name, rep, at))
	c.DM(c.Sender(), narrate.RestDM(next.Name, rep, at, paid, next.Coins))
	return nil
}

// refuse turns a rules refusal into a friendly answer; other errors pass.
func refuse(err error, at narrate.Moment) error {
	if text := narrate.RestRefusal(err, at); text != "" {
		return bot.Errorf("%s", text)
	}
	return err
}
