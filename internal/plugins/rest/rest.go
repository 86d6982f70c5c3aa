// Package rest registers `!rest short`, `!rest long` and `!rest rough`
// (rules §3.1, §3.2). A short rest spends a hit die (two at most on a
// party's expedition, rules §8.23) and takes an hour; a
// long rest outside an expedition is a night at Thom Krooke's inn, paid in
// the same transaction, once per 24 hours, and takes eight; sleeping rough
// is the same long rest for nothing, for a purse that cannot pay the inn,
// and takes twelve. On an expedition the long rest is the standing camp's
// own, one a camp, held by the day's camp and not the 24 hours. A bare
// `!rest` offers only the rests the command would take. The DM lists what
// came back; every refusal changes nothing.
package rest

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/mdtext"
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
	// CheckCampLongRest: no short rest in Siege Mode, a long rest only in
	// a standard camp or better whose long rest the player has not had).
	// An allowed long rest on an expedition is the camp's (CampRest), free
	// of charge.
	ExpeditionRest func(c *bot.Context, kind string) (onExpedition bool, err error)
	// CampRest, set with ExpeditionRest, takes the long rest of the
	// sender's standing camp once ExpeditionRest allowed `!rest long`:
	// the camp's long rest as making it gives one, not held by the 24-hour
	// cooldown (rules §3.2, §8.10). It saves the expedition and returns
	// the rested character (saved here), the rest's report and the room's
	// answer; a refusal changes nothing.
	CampRest func(c *bot.Context, ch rules.Character) (rules.Character, rules.RestReport, string, error)
	// PartyShortRest, when set, rests the members of the party the sender
	// leads as the leader's short rest is taken (rules §8.23: the party
	// rests together), each on their own hit dice, and returns each one
	// who recovered something as rested; they are saved only when save
	// is set (else it only looks).
	PartyShortRest func(c *bot.Context, save bool) ([]rules.Character, error)
	// ShortRestHut, when set, reports whether the sender's short rest,
	// once ExpeditionRest allowed it, stands under their Tiny Hut (Siege
	// Mode on an expedition, rules §1.7, §8.8): the rest then spends the
	// hut's use (rules.UseFeature).
	ShortRestHut func(c *bot.Context, ch rules.Character) (bool, error)
	// ShortRestDice, when set, is how many hit dice the sender's short
	// rest spends, at most (rules §3.1, §8.23: two on a party's
	// expedition); unset, one.
	ShortRestDice func(c *bot.Context) (int, error)
}

// Commands returns rest.
func Commands(d Deps) []bot.Command {
	return []bot.Command{{
		Name:    "rest",
		Section: bot.SectionRest,
		Summary: fmt.Sprintf("Rest: short (1 hour, spends a hit die, two on a party's expedition), long (the inn for %d coins; on an expedition, your camp) or rough (free when you can't pay the inn, %d hours)", content.InnLongRestPrice, int(rules.RoughSleepLockout.Hours())),
		Subcommands: []bot.Subcommand{
			{Name: "short", Summary: "1 hour: a hit die heals 1d6 + CON (doubled from level 5; none spent at full HP; on a party's expedition a second one while still hurt); every 1st-level slot, level ÷ 4 higher ones and short-rest features come back", Handler: d.take("short")},
			{Name: "long", Summary: fmt.Sprintf("A night at Thom Krooke's inn for %d coins (on an expedition: a standard camp or better, free): everything back; once a day, %d hours", content.InnLongRestPrice, int(rules.LongRestLockout.Hours())), Handler: d.take("long")},
			{Name: "rough", Summary: fmt.Sprintf("Sleep rough behind Thom's stable when you can't pay the inn: a free long rest, everything back; once a day, %d hours", int(rules.RoughSleepLockout.Hours())), Handler: d.take("rough")},
		},
		Examples: []string{"rest short", "rest long", "rest rough"},
		Handler:  d.whichRest,
	}}
}

// kinds are the rests `!rest` knows, in the order a bare `!rest` offers
// them.
var kinds = []string{"short", "long", "rough"}

// whichRest is a bare `!rest`, and `!rest <kind>` followed by more words:
// it asks which rest, offering only the kinds `!rest <kind>` would take
// right now (check, the command's own checks: rules §3.1, §3.2, and on an
// expedition expedition.CheckShortRest and CheckCampLongRest, so no
// short rest in Siege Mode, a long rest only in a camp whose long rest is
// due, never a haystack). With none to take it gives the refusal they
// share (a fight, a rest running), or why the short rest and the long
// one are refused, then the way on.
func (d Deps) whichRest(c *bot.Context) error {
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return err
	}
	if err := d.held(c, ch, at); err != nil {
		return err
	}
	var offered, why []string
	for _, kind := range kinds {
		_, err := d.check(c, ch, at, kind)
		var refusal *bot.UserError
		switch {
		case err == nil:
			offered = append(offered, d.offer(c, ch, kind))
		case !errors.As(err, &refusal):
			return err
		case kind != "rough": // the haystack's refusal only names the inn or the camp
			// the refusal itself, not the way on after it: one way on ends the answer
			first, _, _ := strings.Cut(refusal.Message, "\n\n")
			// named in words, not as a command: neither is offered
			why = append(why, fmt.Sprintf("- A %s rest: %s", kind, first))
		}
	}
	if len(offered) > 0 {
		return bot.Errorf("Which rest: %s?", narrate.OrList(offered))
	}
	return pc.RefuseWithWayOn(c, "No rest to take right now:\n%s", strings.Join(why, "\n"))
}

// offer words a rest a bare `!rest` offers to ch: what it costs and
// takes (a short rest spends a hit die only when it heals, rules §3.1).
func (d Deps) offer(c *bot.Context, ch rules.Character, kind string) string {
	p := c.Prefix()
	switch kind {
	case "short":
		if ch.HitDice <= 0 { // offered only as the party's rest (partyRestsWithout)
			return "`" + p + "rest short` (an hour for the party; you have no hit die)"
		}
		if ch.HP < rules.MaxHP(ch) {
			if n, err := d.restDice(c); err == nil && n > 1 && ch.HitDice > 1 { // with one left, that one
				return "`" + p + "rest short` (an hour, up to two hit dice on a party's expedition)"
			}
			return "`" + p + "rest short` (an hour, a hit die)"
		}
		return "`" + p + "rest short` (an hour; no hit die at full HP)" // rules.ShortRest spends one only to heal
	case "rough":
		return fmt.Sprintf("`%srest rough` (free, %d hours)", p, int(rules.RoughSleepLockout.Hours()))
	}
	if on, err := d.onExpedition(c); err == nil && on {
		return "`" + p + "rest long` (your camp's long rest, free)"
	}
	return fmt.Sprintf("`%srest long` (a night at the inn, %s)", p, narrate.Coins(content.InnLongRestPrice))
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

// rest takes a rest of kind "short", "long" or "rough" for the sender:
// every check first (check), then the rest.
func (d Deps) rest(c *bot.Context, kind string) error {
	ch, at, err := pc.WithMoment(c, pc.Load)
	if err != nil {
		return err
	}
	take, err := d.check(c, ch, at, kind)
	if err != nil {
		return err
	}
	return take()
}

// held refuses every rest alike: in a fight, and while a rest or a
// recovery holds the character (rules §3.3), before the expedition's camp
// rules offer another.
func (d Deps) held(c *bot.Context, ch rules.Character, at narrate.Moment) error {
	if err := pc.RefuseInFight(c, ch, narrate.RestRefusal(rules.ErrInCombat{}, at)); err != nil {
		return err
	}
	if err := rules.CheckAwake(ch, c.Now); err != nil {
		return refuse(err, at)
	}
	return nil
}

// check makes every check `!rest <kind>` makes, changing nothing: the
// refusal the command answers, or the rest to take. A bare `!rest` asks
// it too (whichRest), so it offers only a rest the command takes.
func (d Deps) check(c *bot.Context, ch rules.Character, at narrate.Moment, kind string) (func() error, error) {
	if err := d.held(c, ch, at); err != nil {
		return nil, err
	}
	if kind == "rough" {
		return d.rough(c, ch, at)
	}
	if d.ExpeditionRest != nil {
		on, err := d.ExpeditionRest(c, kind)
		if err != nil {
			return nil, err
		}
		switch {
		case kind == "short":
			return d.short(c, ch, at)
		case on:
			return d.campLong(c, ch, at), nil
		}
		if err := notInADungeon(c, ch); err != nil {
			return nil, err
		}
		return long(c, ch, at)
	}
	if kind == "short" {
		return d.short(c, ch, at)
	}
	if err := d.inTown(c, ch, "On an expedition a long rest is a camp, not a bed: pitch a standard camp or better."); err != nil {
		return nil, err
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
	name := string(run.ZoneID)
	if z, found := content.ZoneByID(run.ZoneID); found {
		name = z.Name
	}
	short := "" // offered only when it would be taken: a hit die left and something to recover
	if _, rep, err := play.ShortRest(ch, c.Router.Seed(), string(c.Sender()), c.Now); err == nil && rep.Recovered() {
		short = fmt.Sprintf("`%srest short` here, or ", c.Prefix())
	}
	return bot.Errorf("You're in **%s**, and Thom Krooke's inn is a long walk back. %s`%szone abandon` and come home for the night.",
		name, short, c.Prefix())
}

// short is a short rest (rules §3.1): the refusal, or the rest to take,
// with the party the sender leads resting alongside (PartyShortRest).
func (d Deps) short(c *bot.Context, ch rules.Character, at narrate.Moment) (func() error, error) {
	hut, err := d.underHut(c, ch)
	if err != nil {
		return nil, err
	}
	n, err := d.restDice(c)
	if err != nil {
		return nil, err
	}
	rest := play.ShortRestDice
	if hut {
		rest = play.HutRestDice // no slot above 3rd level, the hut's use spent
	}
	next, rep, err := rest(ch, c.Router.Seed(), string(c.Sender()), c.Now, n)
	if err != nil || !rep.Recovered() {
		return d.partyRestsWithout(c, ch, hut, err, at)
	}
	return func() error {
		var party []string
		if d.PartyShortRest != nil {
			rested, err := d.PartyShortRest(c, true)
			if err != nil {
				return err
			}
			party = memberLines(rested, "rests too")
		}
		if hut {
			party = append([]string{narrate.HutRestLine(len(party) > 0)}, party...)
		}
		return rested(c, next, rep, at, 0, party...)
	}, nil
}

// restDice is how many hit dice the sender's short rest spends, at most
// (ShortRestDice; one when unset).
func (d Deps) restDice(c *bot.Context) (int, error) {
	if d.ShortRestDice == nil {
		return 1, nil
	}
	return d.ShortRestDice(c)
}

// underHut reports whether ch's short rest stands under its Tiny Hut
// (ShortRestHut; rules §8.8).
func (d Deps) underHut(c *bot.Context, ch rules.Character) (bool, error) {
	if d.ShortRestHut == nil {
		return false, nil
	}
	return d.ShortRestHut(c, ch)
}

// partyRestsWithout is the leader's `!rest short` when it gives the
// leader nothing (err: why not, nil for nothing to recover): the party
// still rests together (rules §8.23), each member who would recover
// something on their own hit dice, while the leader keeps theirs; with
// no such member (or no party), the leader's refusal.
func (d Deps) partyRestsWithout(c *bot.Context, ch rules.Character, hut bool, err error, at narrate.Moment) (func() error, error) {
	refusal := bot.Errorf("Nothing to recover: full HP, every slot and feature ready. Keep the hit die for when it counts.")
	why := "You have nothing to recover, so you keep your hit die"
	if err != nil {
		if refusal, why = refuse(err, at), "You have no hit dice left, so you sit this rest out"; !errors.As(err, &rules.ErrNoHitDice{}) {
			return nil, refusal
		}
	}
	if d.PartyShortRest == nil {
		return nil, refusal
	}
	if party, err := d.PartyShortRest(c, false); err != nil || len(party) == 0 {
		return nil, cmpErr(err, refusal)
	}
	return func() error {
		if hut { // the party rests under the leader's hut, which is spent
			sheltered, err := rules.UseFeature(ch, rules.FeatureTinyHut)
			if err != nil {
				return err
			}
			if err := pc.Save(c, sheltered); err != nil {
				return err
			}
		}
		party, err := d.PartyShortRest(c, true)
		if err != nil {
			return err
		}
		lines := []string{"🩹 " + why + "; the party rests an hour:"}
		if hut {
			lines = append(lines, narrate.HutRestLine(true))
		}
		c.Reply(strings.Join(append(lines, memberLines(party, "rests")...), "\n"))
		return nil
	}, nil
}

// cmpErr is err, or refusal when err is nil.
func cmpErr(err, refusal error) error {
	if err != nil {
		return err
	}
	return refusal
}

// memberLines is a line for each member who rested ("👥 **Bo** rests
// too: 30/32 HP."), verb saying how.
func memberLines(party []rules.Character, verb string) []string {
	lines := make([]string, len(party))
	for k, m := range party {
		lines[k] = fmt.Sprintf("👥 **%s** %s: %d/%d HP.", mdtext.Escape(m.Name), verb, m.HP, rules.MaxHP(m))
	}
	return lines
}

// long is a night at the inn (rules §3.2): the refusal, or the rest to
// take, paid as it starts.
func long(c *bot.Context, ch rules.Character, at narrate.Moment) (func() error, error) {
	slept, rep, err := rules.LongRest(ch, nil, c.Now)
	if err != nil {
		return nil, refuse(err, at)
	}
	if err := restedAlready(ch); err != nil {
		return nil, err
	}
	next, err := rules.SpendCoins(slept, content.InnLongRestPrice)
	var short rules.ErrNotEnoughCoins
	if errors.As(err, &short) {
		return nil, bot.Errorf("A night at Thom Krooke's inn costs %s; you have %s. He's fond of you, but not that fond. %s `%srest rough` sleeps behind his stable for nothing, in %d hours.",
			narrate.Coins(content.InnLongRestPrice), narrate.Coins(short.Have), narrate.ShortOfCoins(slept, c.Prefix()), c.Prefix(), int(rules.RoughSleepLockout.Hours()))
	}
	if err != nil {
		return nil, err
	}
	return func() error { return rested(c, next, rep, at, content.InnLongRestPrice) }, nil
}

// restedAlready refuses a night in town that would give nothing back
// (rules.LongRestGives): no coins paid, no hours locked.
func restedAlready(ch rules.Character) error {
	if rules.LongRestGives(ch) {
		return nil
	}
	return bot.Errorf("You're fully rested: a night in town would give you nothing a long rest gives back, so I've kept your coins and your day.")
}

// rough is a night sleeping rough (rules.SleepRough, rules §3.2): free,
// for a purse that cannot pay the inn, never on an expedition or in a
// zone run. It returns the refusal, or the rest to take.
func (d Deps) rough(c *bot.Context, ch rules.Character, at narrate.Moment) (func() error, error) {
	if err := d.inTown(c, ch, "On an expedition you sleep in your camp, not a haystack: `"+c.Prefix()+"camp` lists the camps and what your packs pay for."); err != nil {
		return nil, err
	}
	next, rep, err := rules.SleepRough(ch, c.Now, content.InnLongRestPrice)
	if inn := (rules.ErrCanPayTheInn{}); errors.As(err, &inn) && !rules.LongRestGives(ch) {
		return nil, restedAlready(ch) // the inn it would point to refuses as well
	} else if errors.As(err, &inn) {
		return nil, bot.Errorf("With %s you can pay for a bed: `%srest long` is a night at Thom's inn (%s). The haystack is for the broke.",
			narrate.Coins(inn.Coins), c.Prefix(), narrate.Coins(inn.Price))
	}
	if err != nil {
		return nil, refuse(err, at)
	}
	if err := restedAlready(ch); err != nil {
		return nil, err
	}
	return func() error { return rested(c, next, rep, at, 0) }, nil
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

// campLong is `!rest long` in an expedition's standing camp, once
// ExpeditionRest allowed it: the camp's long rest (CampRest), free and
// held by the day's one camp, not the 24-hour cooldown (rules §3.2,
// §8.10).
func (d Deps) campLong(c *bot.Context, ch rules.Character, at narrate.Moment) func() error {
	return func() error {
		if d.CampRest == nil {
			return errors.New("rest: ExpeditionRest is set without CampRest")
		}
		var next rules.Character
		var rep rules.RestReport
		var room string
		// The members' DMs of their rest in the camp follow the room's answer.
		release, err := c.HoldBack(func() error {
			var err error
			next, rep, room, err = d.CampRest(c, ch)
			return err
		})
		if err != nil {
			return err
		}
		if err := pc.Save(c, next); err != nil {
			return err
		}
		c.Reply(room)
		c.DM(c.Sender(), narrate.RestDM(next.Name, rep, at, 0, next.Coins))
		release()
		return nil
	}
}

// rested saves next after a rest and tells the room (with the lines also,
// a party's), and the sender by DM what came back and what was paid (paid
// coins, 0 for none).
func rested(c *bot.Context, next rules.Character, rep rules.RestReport, at narrate.Moment, paid int, also ...string) error {
	if err := pc.Save(c, next); err != nil {
		return err
	}
	c.Reply(strings.Join(append([]string{narrate.RestRoom(next.Name, rep, at)}, also...), "\n"))
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
