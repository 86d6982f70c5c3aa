package fight

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/gogobee/gogobee/internal/bot"
	"github.com/gogobee/gogobee/internal/combat"
	"github.com/gogobee/gogobee/internal/mdtext"
	"github.com/gogobee/gogobee/internal/narrate"
	"github.com/gogobee/gogobee/internal/rules"
)

// refusal turns an engine refusal into TwinBee's answer; the state was not
// changed. a is the action that was refused (its spell, slot and item name
// the thing refused); errors that are not engine refusals pass through.
func refusal(err error, st combat.State, a combat.Action, prefix string) error {
	for _, words := range []func(error, combat.State, combat.Action, string) error{paladinRefusal, warlockRefusal, sorcererRefusal, druidRefusal, fightRefusal, spellRefusal, featureRefusal} {
		if r := words(err, st, a, prefix); r != nil {
			return r
		}
	}
	return err
}

// fightRefusal words the refusals of the fight itself, its targets and its
// items; nil for another error.
func fightRefusal(err error, st combat.State, a combat.Action, prefix string) error {
	switch {
	case errors.Is(err, combat.ErrFightOver):
		return bot.Errorf("That fight is already over.")
	case errors.Is(err, combat.ErrNoSuchTarget):
		return bot.Errorf("Nothing by that name is standing in this fight. Targets: %s.", targetsText(st))
	case errors.Is(err, combat.ErrFastHandsHeals):
		return bot.Errorf("Fast Hands takes fight items (an oil, an elixir), not healing: `%suse %s` drinks it with your action.", prefix, narrate.ItemName(a.Item))
	case errors.Is(err, combat.ErrNoItem):
		return bot.Errorf("You've no **%s** left in this fight.", narrate.ItemName(a.Item))
	case errors.Is(err, combat.ErrFullHP) && a.Ally > 0 && a.Ally <= len(st.Players):
		return bot.Errorf("**%s** is already at full HP. Save it for when it matters.", mdtext.Escape(st.Players[a.Ally-1].Name))
	case errors.Is(err, combat.ErrFullHP):
		return bot.Errorf("You're already at full HP. Save it for when it matters.")
	case errors.Is(err, combat.ErrNotUsable):
		return bot.Errorf("**%s** won't help in a fight.", narrate.ItemName(a.Item))
	case errors.Is(err, combat.ErrNoBonusAction):
		return bot.Errorf("Your bonus action is already spent this turn. Your action isn't: `%sattack`, for one.", prefix)
	case errors.Is(err, combat.ErrNoSuchAlly):
		return bot.Errorf("They fled this fight: nothing you use or cast reaches them until it's over.")
	case errors.Is(err, combat.ErrSelfOnly):
		return bot.Errorf("**%s** doesn't go to an ally: only a heal does, a healing spell or a potion that heals.", allyWhat(a))
	case errors.Is(err, combat.ErrUnknownAction):
		return bot.Errorf("I don't know how to do that in a fight.")
	}
	return nil
}

// spellRefusal words the refusals of a spell; nil for another error.
func spellRefusal(err error, st combat.State, a combat.Action, prefix string) error {
	spell := narrate.SpellName(a.Spell)
	switch {
	case errors.Is(err, combat.ErrNoSlot):
		return noSlot(st, a, prefix)
	case errors.Is(err, combat.ErrBadSlotLevel):
		def, ok := rules.Spell(a.Spell)
		if !ok {
			return bot.Errorf("`--upcast %d` doesn't fit **%s**.", a.Slot, spell)
		}
		return bot.Errorf("**%s** needs a slot of level %d to %d; `--upcast %d` doesn't fit.", spell, def.Level, rules.MaxSpellLevel, a.Slot)
	case errors.Is(err, combat.ErrUnknownSpell):
		return bot.Errorf("I don't know that spell. `%sspells` lists yours.", prefix)
	case errors.Is(err, combat.ErrSpellNotKnown):
		return notKnown(st.Player().Char, spell, prefix)
	case errors.Is(err, combat.ErrReactionSpell):
		return reactionSpell(st, a, prefix)
	case errors.Is(err, combat.ErrSpellThisTurn):
		return spellThisTurn(st, spell, prefix)
	case errors.Is(err, combat.ErrWeaponUp):
		return bot.Errorf("Your **%s** is already up (%s), and it strikes as you cast it: `%scast spiritual weapon` with no `--upcast` strikes for no slot. A new one, at any level, once it's gone.",
			spell, spiritTurnsText(st), prefix)
	case errors.Is(err, combat.ErrArmorUp):
		return bot.Errorf("Your **Mage Armor** is already up; another casting would spend a slot for nothing. It lasts until your next long rest.")
	}
	return nil
}

// featureRefusal words the refusals of a class or subclass feature; nil
// for another error.
func featureRefusal(err error, st combat.State, a combat.Action, prefix string) error {
	switch {
	case errors.Is(err, combat.ErrNoFeature):
		return bot.Errorf("You don't have **%s**%s.", narrate.FeatureName(featureID(a)), whoseFeature(featureID(a)))
	case errors.Is(err, combat.ErrNoFeatureUses):
		return bot.Errorf("**%s** is spent until your next %s.", featureOf(a), restWords(st.Player().Char, featureID(a)))
	case errors.Is(err, combat.ErrAboveHalfHP):
		return bot.Errorf("**Preserve Life** only heals up to half your HP maximum (%d), and you're at %d/%d. Keep it for when you're lower.",
			st.Player().MaxHP/2, st.Player().HP, st.Player().MaxHP)
	case errors.Is(err, combat.ErrDuplicityUp):
		return duplicityUp(st)
	case errors.Is(err, combat.ErrRaging):
		return bot.Errorf("You're already raging: %s. `%sattack` and make it count.", rageLeftText(st.RageTurnsLeft()), prefix)
	}
	return nil
}

// spellThisTurn words a spell the turn's other spell rules out (rules
// §1.6): after a bonus-action spell only a cantrip, and no bonus-action
// spell after a leveled one.
func spellThisTurn(st combat.State, spell, prefix string) error {
	if st.Player().BonusSpell {
		return bot.Errorf("You've cast a bonus-action spell this turn, so **%s** waits: only a cantrip can join it. `%sattack` works too.", spell, prefix)
	}
	return bot.Errorf("You've cast a leveled spell this turn, and a bonus-action spell like **%s** can't join it. Next turn it can.", spell)
}

// noSlot words a cast without the slot it needs.
func noSlot(st combat.State, a combat.Action, prefix string) error {
	ch := st.Player().Char
	spell := narrate.SpellName(a.Spell)
	if rules.MaxSlots(ch).Total() == 0 {
		return bot.Errorf("You have no spell slots yet, so **%s** will have to wait.", spell)
	}
	left := "Slots: " + narrate.SlotsText(ch) + "."
	if pact := rules.MaxSlots(ch).Highest(); rules.PactMagic(ch) && a.Slot > 0 && a.Slot < pact {
		return pactBelow(ch, a, pact, prefix)
	}
	if a.Slot > 0 && rules.MaxSlots(ch).At(a.Slot) == 0 {
		return bot.Errorf("You have no %s-level slots yet. %s", narrate.Ordinal(a.Slot), left)
	}
	if a.Slot > 0 {
		return bot.Errorf("No %s-level slot left for **%s**. %s", narrate.Ordinal(a.Slot), spell, left)
	}
	hint := ""
	for _, sp := range rules.SpellsOf(ch) {
		if sp.Level == 0 && sp.Kind != rules.SpellBuff {
			hint = " Cantrips cost nothing: `" + prefix + "cast " + lower(sp.Name) + "`."
			break
		}
	}
	return bot.Errorf("No slot left for **%s**. %s%s", spell, left, hint)
}

// pactBelow refuses a cast with a slot below the pact slots' level pact:
// Pact Magic's slots are all of one level (rules §1.6), so a lower slot
// never comes; the way on is the cast at the pact level, or the short
// rest that brings the slots back.
func pactBelow(ch rules.Character, a combat.Action, pact int, prefix string) error {
	way := fmt.Sprintf("`%scast %s` casts it at level %d.", prefix, lower(narrate.SpellName(a.Spell)), pact)
	if ch.Slots.At(pact) == 0 {
		way = "A short rest brings them all back."
	}
	return bot.Errorf("Your Pact Magic slots are all of level %d, so there is no %s-level slot to cast with: every spell you cast takes one at level %d. Slots: %s. %s",
		pact, narrate.Ordinal(a.Slot), pact, narrate.SlotsText(ch), way)
}

// notKnown words a spell the character cannot cast at its level.
func notKnown(ch rules.Character, spell, prefix string) error {
	if len(rules.SpellsOf(ch)) == 0 && !ch.HasFeature(rules.FeatureHuntersMark) {
		return bot.Errorf("%ss don't cast spells. `%sattack` is your spell.", narrate.ClassName(ch.Class), prefix)
	}
	return bot.Errorf("**%s** isn't on a level-%d %s's list. `%sspells` shows what you can cast.",
		spell, ch.Level, narrate.ClassName(ch.Class), prefix)
}

// reactionSpell answers a reaction spell cast by hand: one ch does not
// know gets the same answer as any spell off its list; Shield says when
// the reflex raises it (rules §2.3: +5 AC would turn the hit into a miss,
// the hit matters, a slot other than the last is free).
func reactionSpell(st combat.State, a combat.Action, prefix string) error {
	ch := st.Player().Char
	spell := narrate.SpellName(a.Spell)
	if !rules.KnowsSpell(ch, a.Spell) {
		return notKnown(ch, spell, prefix)
	}
	if a.Spell != rules.ShieldSpell {
		return bot.Errorf("**%s** is a reaction: it goes up by itself, never with your last slot.", spell)
	}
	worth := int(math.Ceil(combat.ShieldWorthShare * float64(st.Player().HP)))
	once := ""
	if ch.HasFeature(rules.FeatureTricksterShield) { // rules §1.11
		once = fmt.Sprintf(" An Arcane Trickster's goes up %s a long rest (Trickster's Shield: %d left).",
			narrate.Times(narrate.TricksterShields()), rules.FeatureUsesLeft(ch, rules.FeatureTricksterShield))
	}
	return bot.Errorf("**%s** is a reaction: it goes up by itself when its +%d AC would turn a hit into a miss and the hit matters: "+
		"an elite's or a boss's, or one of %d damage or more (a quarter of your %d HP left). It never takes your last slot.%s",
		spell, rules.ShieldSpellBonus, max(1, worth), st.Player().HP, once)
}

// restWords names the rest that brings feature id back to ch: "short
// rest" (which a long rest also is) or "long rest".
func restWords(ch rules.Character, id rules.FeatureID) string {
	if f, ok := ch.FeatureDef(id); ok && f.Recharge == rules.RechargeShortRest {
		return "short rest"
	}
	return "long rest"
}

// featureOf names the feature an action spends.
func featureOf(a combat.Action) string { return narrate.FeatureName(featureID(a)) }

// actionFeatures is the feature each feature-spending action spends;
// an action not listed (the second wind) spends rules.FeatureSecondWind.
var actionFeatures = map[combat.ActionKind]rules.FeatureID{
	combat.ActActionSurge:  rules.FeatureActionSurge,
	combat.ActHide:         rules.FeatureCunningAction,
	combat.ActFastHands:    rules.FeatureFastHands,
	combat.ActPreserveLife: rules.FeaturePreserveLife,
	combat.ActWarPriest:    rules.FeatureWarPriest,
	combat.ActDuplicity:    rules.FeatureInvokeDuplicity,
	combat.ActRage:         rules.FeatureRage,
	combat.ActSmite:        rules.FeatureDivineSmite,
	combat.ActLayOnHands:   rules.FeatureLayOnHands,
	combat.ActFeyPresence:  rules.FeatureFeyPresence,
	combat.ActWildShape:    rules.FeatureWildShape,
	combat.ActBeastHeal:    rules.FeatureCombatWildShape,
	combat.ActTotem:        rules.FeatureSpiritTotem,
}

// featureID is the feature an action spends.
func featureID(a combat.Action) rules.FeatureID {
	if id, ok := actionFeatures[a.Kind]; ok {
		return id
	}
	return rules.FeatureSecondWind
}

// whoseFeature says which class gains feature id and at what level:
// ": it's a Rogue's, from level 2", or the subclass that gains it:
// ": it's a War Cleric's (a subclass), from level 3"; "" when none has it.
func whoseFeature(id rules.FeatureID) string {
	for _, d := range rules.Classes() {
		for level := 1; level <= rules.MaxLevel; level++ {
			if slices.Contains(d.FeaturesGainedAt(level), id) {
				return fmt.Sprintf(": it's a %s's, from level %d", d.Name, level)
			}
		}
		for _, s := range d.Subclasses {
			for _, g := range s.Features {
				if g.Feature == id {
					return fmt.Sprintf(": it's a %s %s's (a subclass), from level %d", s.Name, d.Name, g.Level)
				}
			}
		}
	}
	return ""
}

// allyWhat names what action a tried to give an ally: its item or spell.
func allyWhat(a combat.Action) string {
	if a.Item != "" {
		return narrate.ItemName(a.Item)
	}
	return narrate.SpellName(a.Spell)
}
