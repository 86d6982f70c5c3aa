package rules

import "fmt"

// ErrUnknownSpell is returned for a spell ID not in the spell table.
type ErrUnknownSpell struct {
	Spell SpellID
}

func (e ErrUnknownSpell) Error() string { return fmt.Sprintf("unknown spell %q", string(e.Spell)) }

// ErrSpellNotKnown is returned when the character's class and level do not
// give them the spell.
type ErrSpellNotKnown struct {
	Spell SpellID
}

func (e ErrSpellNotKnown) Error() string {
	return fmt.Sprintf("spell %q is not on your list at your level", string(e.Spell))
}

// ErrSlotTooLow is returned when a spell is cast with a slot below its
// level.
type ErrSlotTooLow struct {
	Spell     SpellID
	SpellLvl  int
	SlotLevel int
}

func (e ErrSlotTooLow) Error() string {
	return fmt.Sprintf("%s needs a level %d slot or higher, not level %d", e.Spell, e.SpellLvl, e.SlotLevel)
}

// SpellCast describes a cast that CastSpell has paid for: the numbers the
// combat engine needs to resolve it.
//
//   - Dice: per target (per projectile), including the casting modifier
//     for AddCastingMod spells and Disciple of Life's bonus on heals.
//   - Projectiles: darts or rays (1 for single effects).
//   - SaveDC / AttackBonus: the caster's spell save DC and spell attack.
//   - Threat: expedition threat the cast adds (LoudSpellThreat or 0).
//   - EndedConcentration: the concentration spell this cast ended, if any.
type SpellCast struct {
	Spell              SpellDef `json:"spell"`
	SlotLevel          int      `json:"slot_level"`
	Dice               Dice     `json:"dice"`
	Projectiles        int      `json:"projectiles"`
	SaveDC             int      `json:"save_dc"`
	AttackBonus        int      `json:"attack_bonus"`
	Threat             int      `json:"threat,omitempty"`
	EndedConcentration SpellID  `json:"ended_concentration,omitempty"`
}

// CastSpell returns c after casting spell id with a slot of slotLevel,
// and what the cast does. Cantrips ignore slotLevel and spend nothing.
// A leveled spell spends one slot of slotLevel (rules §1.6, upcasting).
// A concentration spell replaces any earlier one; Mage Armor turns on
// c.MageArmor. Errors: ErrUnknownSpell, ErrSpellNotKnown, ErrSlotTooLow,
// ErrBadSlotLevel, ErrNoSlot; on error c is returned unchanged.
func CastSpell(c Character, id SpellID, slotLevel int) (Character, SpellCast, error) {
	s, ok := Spell(id)
	if !ok {
		return c, SpellCast{}, ErrUnknownSpell{Spell: id}
	}
	if !KnowsSpell(c, id) {
		return c, SpellCast{}, ErrSpellNotKnown{Spell: id}
	}
	if s.Level == 0 {
		slotLevel = 0
	} else {
		if slotLevel < 1 || slotLevel > MaxSpellLevel {
			return c, SpellCast{}, ErrBadSlotLevel{Level: slotLevel}
		}
		if slotLevel < s.Level {
			return c, SpellCast{}, ErrSlotTooLow{Spell: id, SpellLvl: s.Level, SlotLevel: slotLevel}
		}
		var err error
		if c, err = SpendSlot(c, slotLevel); err != nil {
			return c, SpellCast{}, err
		}
	}
	cast := SpellCast{
		Spell:       s,
		SlotLevel:   slotLevel,
		Dice:        CastDice(c, s, slotLevel),
		Projectiles: SpellProjectiles(c, s, slotLevel),
		SaveDC:      SpellSaveDC(c),
		AttackBonus: SpellAttackBonus(c),
	}
	if s.Kind == SpellHeal && s.Level >= 1 && c.HasFeature(FeatureDiscipleOfLife) {
		cast.Dice.Bonus += 2 + slotLevel
	}
	if s.Loud {
		cast.Threat = LoudSpellThreat
	}
	if s.Concentration {
		if c.Concentration != "" {
			cast.EndedConcentration = c.Concentration
		}
		c.Concentration = id
	}
	if id == MageArmorSpell {
		c.MageArmor = true
	}
	return c, cast, nil
}

// ShieldWouldTurn reports whether the Shield spell's +5 AC would turn an
// attack total that hits AC ac into a miss (SRD Shield: attack ≥ AC and
// attack < AC + 5).
func ShieldWouldTurn(attackTotal, ac int) bool {
	return attackTotal >= ac && attackTotal < ac+ShieldSpellBonus
}

// ShieldReaction casts Shield as a reaction when it would turn the attack
// (ShieldWouldTurn), c knows Shield and a slot is free that is not c's
// last: it spends the lowest free slot and returns true. The last slot is
// never spent by the reflex: the player did not ask for it, and it is the
// one they keep for a spell of their own (an automatic choice never
// spends the last of a resource). Otherwise c is returned unchanged
// with false. The caller adds ShieldSpellBonus to AC until c's next turn.
func ShieldReaction(c Character, attackTotal, ac int) (Character, bool) {
	if !ShieldWouldTurn(attackTotal, ac) || !KnowsSpell(c, ShieldSpell) || c.Slots.Total() < 2 {
		return c, false
	}
	lvl := LowestFreeSlot(c, 1)
	if lvl == 0 {
		return c, false
	}
	c, err := SpendSlot(c, lvl)
	return c, err == nil
}
