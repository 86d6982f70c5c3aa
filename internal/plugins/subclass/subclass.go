// Package subclass registers `!subclass` (rules §1.11): bare, the
// sender's class's three subclasses and what a pick needs; with a name,
// the pick, made by rules.ChooseSubclass in the command's transaction and
// refused, changing nothing, in a fight, on an expedition or in a zone.
package subclass

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/plugins/pc"
	"github.com/gogobee/gogobee/internal/rules"
)

// Commands returns subclass.
func Commands() []bot.Command {
	return []bot.Command{{
		Name:    "subclass",
		Section: bot.SectionCharacter,
		Summary: fmt.Sprintf("Your class's three subclasses, or choose one from level %d: the first pick is free, a change costs %s, %d days after the last",
			rules.SubclassLevel, narrate.Coins(rules.SubclassChangeCost), int(rules.SubclassChangeWait.Hours()/24)),
		Forms:    []bot.Form{{}, {Params: []bot.Param{bot.Words("name")}}},
		Examples: []string{"subclass", "subclass champion", "subclass battle master"},
		Handler:  run,
	}}
}

// run is `!subclass [name]`: the list, or the pick. A name the class
// lacks, a level below the unlock or the subclass already held is refused
// first (rules.ChooseSubclass); then where the sender stands (inTown), so
// a player in a run hears "in town" before the wait or the coins; only a
// pick both allow is saved.
func run(c *bot.Context) error {
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return err
	}
	if len(c.Args) == 0 {
		c.Reply(narrate.SubclassList(ch, at, c.Prefix()))
		return nil
	}
	next, choice, err := rules.ChooseSubclass(ch, strings.Join(c.Args, " "), c.Now)
	var soon rules.ErrSubclassTooSoon
	var poor rules.ErrSubclassCoins
	if err == nil || errors.As(err, &soon) || errors.As(err, &poor) {
		if err := inTown(c, ch); err != nil {
			return err
		}
	}
	if text := narrate.SubclassRefusal(err, ch, at, c.Prefix()); text != "" {
		return bot.Errorf("%s", text)
	}
	if err != nil {
		return err
	}
	if err := pc.Save(c, next); err != nil {
		return err
	}
	c.Reply(narrate.SubclassChosen(next, choice, at, c.Prefix()))
	return nil
}

// inTown refuses a pick in a fight, on an active expedition, or in a zone
// run (pc.InADungeon: an extracted expedition's run waiting for `!resume`
// is no dungeon), each with the way on; nil in town (rules §1.11).
func inTown(c *bot.Context, ch rules.Character) error {
	if fight, err := pc.InFight(c, ch); err != nil || fight {
		if err != nil {
			return err
		}
		return pc.RefuseWithWayOn(c, "%s", narrate.SubclassInFight)
	}
	if e, open, err := c.Store.Expedition.Open(c, c.Sender()); err != nil {
		return err
	} else if open && e.Status == expedition.StatusActive {
		return pc.RefuseWithWayOn(c, "%s", narrate.SubclassAway(narrate.ZoneName(e.ZoneID), true))
	}
	run, inZone, err := pc.InADungeon(c)
	if err != nil || !inZone {
		return err
	}
	return pc.RefuseWithWayOn(c, "%s", narrate.SubclassAway(narrate.ZoneName(run.ZoneID), false))
}
