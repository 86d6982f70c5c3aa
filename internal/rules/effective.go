package rules

import "slices"

// UnarmedStrike is the weapon name of an attack without a weapon.
const UnarmedStrike = "unarmed strike"

// Effective is a character's numbers with worn gear applied: the one set
// the fight uses and the sheet, !spells and !equip show. Build it with
// EffectiveWith (or content.EffectiveOf, which looks the gear up).
type Effective struct {
	// Abilities are the scores with worn items' bonuses (Gear.ApplyAbilities).
	Abilities Abilities

	// AC is the armour class (ArmorClass with the gear's scores, plus worn
	// AC bonuses), before the Shield spell and in-fight debuffs.
	AC int

	// Weapon is the main-hand weapon, nil for an unarmed strike. WeaponName
	// is its name (UnarmedStrike without one). AttackBonus is added to the
	// d20 (AttackBonus). A hit deals WeaponDice + DamageBonus (DamageBonus;
	// an unarmed strike's dice are a flat 1, SRD) + ExtraDice, of
	// DamageType. Proficient is false when the class lacks the weapon's
	// proficiency (the penalty is already in the numbers).
	Weapon      *Weapon
	WeaponName  string
	AttackBonus int
	WeaponDice  Dice
	DamageBonus int
	ExtraDice   Dice
	DamageType  DamageType
	Ranged      bool
	Proficient  bool

	// Speed is the walking speed in feet (the race's). SpeedBonus is the
	// worn items' bonus to the combat Speed stat, which the fight reads as
	// initiative. Initiative is the initiative modifier: the DEX modifier
	// plus SpeedBonus plus InitiativeBonus (a Gloom Stalker's WIS).
	Speed      int
	SpeedBonus int
	Initiative int

	// MaxHP is the hit point maximum in a fight: MaxHPFor with the gear's
	// CON, plus HPBonus. HPBonus is the worn items' hit points, added when
	// a fight starts and taken off when it ends. HP is the hit points a
	// fight starts with: the sheet's HP plus HPBonus, at most MaxHP.
	MaxHP   int
	HPBonus int
	HP      int

	// SaveBonus is the worn items' bonus to every saving throw; Resist the
	// damage types they halve.
	SaveBonus int
	Resist    []DamageType

	// CastingMod, SpellAttack and SpellSaveDC are the spellcasting numbers
	// (CastingMod, SpellAttackBonus, SpellSaveDC) with the gear's scores;
	// SpellAttack and SpellSaveDC include FocusBonus, the held focus's
	// magic bonus.
	CastingMod  int
	SpellAttack int
	SpellSaveDC int
	FocusBonus  int
}

// EffectiveWith returns c's numbers wearing g (rules §1.3, §1.4, §1.6, SRD
// magic items that set or raise ability scores). c is not changed.
func EffectiveWith(c Character, g Gear) Effective {
	eff := c
	eff.Abilities = g.ApplyAbilities(c.Abilities)
	e := Effective{
		Abilities:   eff.Abilities,
		AC:          ArmorClass(eff, g.Armor, g.Shield) + g.AC,
		Weapon:      g.Weapon,
		WeaponName:  UnarmedStrike,
		AttackBonus: AttackBonus(eff, g.Weapon),
		WeaponDice:  Dice{Bonus: 1},
		DamageBonus: DamageBonus(eff, g.Weapon),
		DamageType:  Bludgeoning,
		Proficient:  WeaponProficient(eff, g.Weapon),
		Speed:       c.RaceDef().Speed,
		SpeedBonus:  g.Speed,
		Initiative:  eff.Abilities.Mod(DEX) + g.Speed + InitiativeBonus(eff),
		MaxHP:       MaxHP(eff) + g.HP,
		HPBonus:     g.HP,
		SaveBonus:   g.Save,
		Resist:      slices.Clone(g.Resist),
		CastingMod:  CastingMod(eff),
		FocusBonus:  FocusBonus(eff, g.Weapon),
	}
	e.SpellAttack = SpellAttackBonus(eff) + e.FocusBonus
	e.SpellSaveDC = SpellSaveDC(eff) + e.FocusBonus
	if w := g.Weapon; w != nil {
		e.WeaponName, e.WeaponDice, e.DamageType, e.Ranged = w.Name, w.Damage, w.DamageType, w.Ranged
		e.ExtraDice = g.ExtraDice
	}
	e.HP = min(e.MaxHP, max(0, c.HP)+g.HP)
	return e
}

// HitDamage is the damage expression of one weapon hit before extra dice:
// WeaponDice with DamageBonus added. An unarmed strike's is a flat number.
func (e Effective) HitDamage() Dice {
	d := e.WeaponDice
	d.Bonus += e.DamageBonus
	return d
}
