package fight

import (
	"errors"
	"fmt"
	"strings"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// The Paladin's fight commands (rules §1.7, §1.11): `!smite [target]
// [--upcast N]`, `!layonhands [@ally]` and `!channel [target]`, their
// moves on the status line, what is at work, and their refusals.

// paladinCommands are `!smite` and `!layonhands`; `!channel` is a
// one-word aimed action (oneWordActions).
func (d Deps) paladinCommands() []bot.Command {
	return []bot.Command{
		{
			Name: "smite", Section: bot.SectionCombat,
			Summary:  "In a fight (Paladin, level 2+): your Attack action with Divine Smite readied: the first melee hit spends a slot (the lowest free, or `--upcast N`) for 2d8 radiant, +1d8 a level above 1st, at most 5d8; a miss keeps the slot",
			Forms:    []bot.Form{{Params: []bot.Param{targetParam, bot.Opt("--upcast N")}}},
			Examples: []string{"smite", "smite worg", "smite 2 --upcast 2"},
			Handler:  d.smiteCmd,
		},
		{
			Name: "layonhands", Aliases: []string{"loh"}, Section: bot.SectionCombat,
			Summary:  "In a fight (Paladin): Lay on Hands, your action: heal yourself, or a member of your party (`@name`), from a pool of HP (4 × level) that comes back on a long rest",
			Forms:    []bot.Form{{Params: []bot.Param{bot.OptWords("ally")}}},
			Examples: []string{"layonhands", "loh @bob:example.org"},
			Handler:  d.layOnHandsCmd,
		},
	}
}

// smiteCmd is `!smite [target] [--upcast N]`.
func (d Deps) smiteCmd(c *bot.Context) error {
	row, err := current(c)
	if err == nil {
		var a combat.Action
		if a, err = smiteAction(row, c.Args, c.Prefix()); err == nil {
			return d.play(c, row, a)
		}
	}
	return answered(err)
}

// smiteAction reads `!smite`'s words: the target, and `--upcast N`.
func smiteAction(row Row, args []string, prefix string) (combat.Action, error) {
	words, slot, err := splitUpcast(args)
	a := combat.Action{Kind: combat.ActSmite, Slot: slot, Target: combat.AutoTarget}
	if err == nil && len(words) > 0 {
		a.Target, err = target(row, strings.Join(words, " "), a, prefix)
	}
	return a, err
}

// layOnHandsCmd is `!layonhands [@ally]`: yourself, or a member of the
// fight's party (rules §2.13).
func (d Deps) layOnHandsCmd(c *bot.Context) error {
	row, err := current(c)
	if err != nil {
		return answered(err)
	}
	a := combat.Action{Kind: combat.ActLayOnHands, Target: combat.AutoTarget}
	if words := strings.Join(c.Args, " "); words != "" {
		k, named, err := row.ally(c, words, "Lay on Hands goes to a member of your party who is in it, or to you.", true)
		if err != nil {
			return err
		}
		if !named {
			return row.noOneNamed(c, words, c.Prefix()+"layonhands")
		}
		a.Ally = k
	}
	return d.play(c, row, a)
}

// channelHelp is `!channel`'s help line.
func channelHelp() string {
	return "In a fight (Paladin with an oath, level 3+): Channel Divinity, once a short rest: Sacred Weapon (Devotion, your action: +CHA to your weapon attack rolls for 10 rounds), Vow of Enmity (Vengeance, a bonus action: advantage on one foe until the end of your next turn) or Nature's Wrath (Ancients, your action: a foe that fails a STR save is restrained for 3 rounds)"
}

// oathFeature is the Channel Divinity feature ch's oath gives, "" for
// none.
func oathFeature(ch rules.Character) rules.FeatureID {
	for _, id := range []rules.FeatureID{rules.FeatureSacredWeapon, rules.FeatureVowOfEnmity, rules.FeatureNaturesWrath} {
		if ch.HasFeature(id) {
			return id
		}
	}
	return ""
}

// paladinMoves are the Paladin's moves open now: smite with the action
// free, a melee weapon and a slot; lay on hands with the action free, HP
// missing and the pool not empty; channel with its use back.
func paladinMoves(st combat.State, cmd func(string) string) []string {
	p := *st.Player()
	action := !p.ActionUsed || p.ExtraActions > 0
	var out []string
	if action && !p.Ranged && p.Char.HasFeature(rules.FeatureDivineSmite) && rules.LowestFreeSlot(p.Char, 1) > 0 {
		out = append(out, cmd("smite [target]"))
	}
	if action && st.LayOnHandsHeal() > 0 {
		out = append(out, cmd("layonhands"))
	}
	if id := oathFeature(p.Char); id != "" && featureReady(p.Char, id) && combat.Takes(st, combat.Action{Kind: combat.ActChannel, Target: combat.AutoTarget}) {
		out = append(out, cmd("channel [target]"))
	}
	return out
}

// paladinActive are the oath's effects at work for the status's active
// line: Sacred Weapon, Vow of Enmity on its foe.
func paladinActive(st combat.State) []string {
	var out []string
	if st.SacredUp() {
		out = append(out, fmt.Sprintf("**%s** (+%d to your weapon attack rolls)", narrate.FeatureName(rules.FeatureSacredWeapon), max(1, st.Player().Abilities.Mod(rules.CHA))))
	}
	if i := st.VowTarget(); i >= 0 {
		out = append(out, fmt.Sprintf("**%s** on %s (your attacks on it have advantage)", narrate.FeatureName(rules.FeatureVowOfEnmity), mdtext.Escape(st.Enemies[i].Name)))
	}
	return out
}

// noChannel refuses `!channel` to a character of another class than the
// Paladin with what its own class does this turn: `!subclass` would list
// its own class's choices, none of which gives Channel Divinity (rules
// §1.11).
func noChannel(st combat.State, prefix string) error {
	cmd := func(s string) string { return "`" + prefix + s + "`" }
	return bot.Errorf("You have no **Channel Divinity**: it's a Paladin's, from an oath at level %d. What a %s has this turn: %s.",
		rules.SubclassLevel, narrate.ClassName(st.Player().Char.Class), strings.Join(classMoves(st, cmd), " · "))
}

// paladinRefusal words the refusals of the Paladin's moves; nil for
// another error or action.
func paladinRefusal(err error, st combat.State, a combat.Action, prefix string) error {
	ch := st.Player().Char
	switch {
	case errors.Is(err, combat.ErrSmiteRanged):
		return bot.Errorf("**Divine Smite** rides a melee weapon hit, and you hold a ranged weapon. `%sattack` shoots as usual.", prefix)
	case a.Kind == combat.ActSmite && errors.Is(err, combat.ErrNoSlot):
		if rules.MaxSlots(ch).Total() == 0 {
			return bot.Errorf("You have no spell slots yet, so **Divine Smite** will have to wait. `%sattack` works.", prefix)
		}
		if top := rules.MaxSlots(ch).Highest(); a.Slot > top { // a level the Paladin has no slots of yet (rules §1.6)
			return bot.Errorf("You have no level-%d slots: at level %d your slots go up to level %d (%s). `%sattack` swings without it.",
				a.Slot, ch.Level, top, narrate.SlotsText(ch), prefix)
		}
		return bot.Errorf("No slot left for **Divine Smite** at that level. Slots: %s. `%sattack` swings without it.", narrate.SlotsText(ch), prefix)
	case a.Kind == combat.ActSmite && errors.Is(err, combat.ErrBadSlotLevel):
		return bot.Errorf("**Divine Smite** takes a slot of level 1 to %d; `--upcast %d` doesn't fit.", rules.MaxSpellLevel, a.Slot)
	case errors.Is(err, combat.ErrChannelUp):
		return bot.Errorf("Your **%s** is still at work. `%sattack` and make it count.", narrate.FeatureName(oathFeature(ch)), prefix)
	case a.Kind == combat.ActChannel && errors.Is(err, combat.ErrNoFeature) && ch.Class != rules.Paladin:
		return noChannel(st, prefix)
	case a.Kind == combat.ActChannel && errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You have no **Channel Divinity**: a Paladin's oath gives it from level %d (Devotion, Vengeance or Ancients, `%ssubclass`).", rules.SubclassLevel, prefix)
	case a.Kind == combat.ActChannel && errors.Is(err, combat.ErrNoFeatureUses):
		return bot.Errorf("**%s** is spent until your next short rest.", narrate.FeatureName(oathFeature(ch)))
	case a.Kind == combat.ActLayOnHands && errors.Is(err, combat.ErrNoFeatureUses):
		return bot.Errorf("Your **Lay on Hands** pool is empty until your next long rest.")
	}
	return nil
}
