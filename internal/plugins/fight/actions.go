package fight

import (
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// play runs action a on the sender's fight and answers with the round, or
// settles the fight when a ended it. A refused action changes nothing.
func (d Deps) play(c *bot.Context, row Row, a combat.Action) error {
	st, evs, err := combat.Do(row.State, a)
	if err != nil {
		return refusal(err, row.State, a, c.Prefix())
	}
	row.State = st
	return d.advance(c, row, evs)
}

// advance plays the turns of the seats on autopilot that come after a
// move (Row.autoTurns), saves a fight that goes on and answers with the
// round's log and the state of the fight; a fight that is over is
// settled instead.
func (d Deps) advance(c *bot.Context, row Row, evs []combat.Event) error {
	row, evs, err := row.autoTurns(evs)
	if err != nil {
		return err
	}
	row = row.noteFalls(evs)
	if row.State.Over() {
		return d.finish(c, row, "", evs)
	}
	if err := saveRow(c, row); err != nil {
		return err
	}
	c.Reply(row.roundText(c, evs))
	return nil
}

// target reads the target words of a command against the fight.
func target(row Row, words string, a combat.Action, prefix string) (int, error) {
	t, err := combat.FindTarget(row.State, words)
	if err != nil {
		return 0, refusal(err, row.State, a, prefix)
	}
	return t, nil
}

func (d Deps) attackCmd(c *bot.Context) error {
	row, err := current(c)
	if err != nil {
		return answered(err)
	}
	a := combat.Action{Kind: combat.ActAttack}
	if a.Target, err = target(row, strings.Join(c.Args, " "), a, c.Prefix()); err != nil {
		return err
	}
	return d.play(c, row, a)
}

func (d Deps) castCmd(c *bot.Context) error {
	row, err := current(c)
	if err != nil {
		return answered(err)
	}
	ch := row.State.Player().Char
	args, meta, err := splitMetamagic(c.Args) // a Sorcerer's --quickened, --empowered (rules §1.7)
	if err != nil {
		return err
	}
	line, err := parseCast(args, ch, c.Prefix())
	if err != nil {
		return err
	}
	a := combat.Action{Kind: combat.ActCast, Spell: line.spell.ID, Slot: line.slot, Target: combat.AutoTarget, Meta: meta}
	heal := line.spell.Kind == rules.SpellHeal
	if ally, named, err := row.ally(c, line.target, "a spell goes to a member of your party, or to a foe.", heal); err != nil {
		return err
	} else if named {
		a.Ally = ally
		return d.play(c, row, a)
	}
	if heal && line.target != "" { // a heal goes to a member, never to a foe or no one (rules §2.13)
		return row.noOneNamed(c, line.target, c.Prefix()+"cast "+lower(line.spell.Name))
	}
	if line.spell.Aimed() { // the others ignore target words
		if a.Target, err = target(row, line.target, a, c.Prefix()); err != nil {
			return err
		}
	}
	return d.play(c, row, a)
}

// act is the handler of a one-word action: it plays kind, aimed at no
// one, as the sender's turn in the fight running.
func (d Deps) act(kind combat.ActionKind) bot.Handler {
	return func(c *bot.Context) error {
		row, err := current(c)
		if err != nil {
			return answered(err)
		}
		a := combat.Action{Kind: kind}
		if a.Target, err = actionTarget(c, row, a); err != nil {
			return err
		}
		return d.play(c, row, a)
	}
}

// UseItem is the inventory plugin's UseInFight hook: `!use <item>` while
// the sender has a fight running uses one it as the turn's action
// (rules §2.11), or a Thief's bonus action while that is free (Fast
// Hands, rules §1.11). ch is the stored character, it the carried item the
// inventory matched; the fight's own copy of the pack decides whether one is
// left. A damaging item goes at the target the policy would pick.
func (d Deps) UseItem(c *bot.Context, ch rules.Character, it content.Item, ally string) error {
	row, err := current(c)
	if err != nil {
		return answered(err)
	}
	a := combat.Action{Kind: combat.ActUse, Item: it.ID, Target: combat.AutoTarget}
	if ally != "" { // `!use <potion> @bob`: a healing item for a member of the fight (rules §2.13)
		k, named, err := row.ally(c, ally, "a potion goes to a member of your party who is in it, or to you.", true)
		if err != nil {
			return err
		}
		if !named {
			return row.noOneNamed(c, ally, c.Prefix()+"use "+lower(it.Name))
		}
		a.Ally = k
		return d.play(c, row, a)
	}
	if it.Consumable == nil {
		if it.IsEquipment() {
			return bot.Errorf("No changing outfits mid-fight: **%s** stays in the pack until this is over.", it.Name)
		}
		return refusal(combat.ErrNotUsable, row.State, a, c.Prefix())
	}
	if fast := (combat.Action{Kind: combat.ActFastHands, Item: it.ID, Target: a.Target}); combat.Takes(row.State, fast) {
		a = fast
	}
	return d.play(c, row, a)
}
