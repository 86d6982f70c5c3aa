package rules

// Gear is what a character's worn items add up to. The item catalogue lives
// in internal/content, which fills this in (content.WornGear); rules only
// does the math on it (EffectiveWith).
//
//   - Weapon is the main-hand weapon (nil: an unarmed strike); ExtraDice is
//     its extra damage on a hit (a Flame Tongue's 2d6), zero when none.
//   - Armor is the body armour and Shield the shield (nil when not worn).
//   - AbilityBonus is points added to each score, summed over the items;
//     AbilitySet is the score each ability is raised to at least (the
//     highest over the items; 0 means no such item).
//   - AC is added to armour class, HP to the combat hit point maximum (in
//     hit points), Speed to the combat Speed stat (read as initiative), Save
//     to every saving throw.
//   - Resist lists the damage types the items halve.
type Gear struct {
	Weapon       *Weapon
	ExtraDice    Dice
	Armor        *Armor
	Shield       *Armor
	AbilityBonus Abilities
	AbilitySet   Abilities
	AC           int
	HP           int
	Speed        int
	Save         int
	Resist       []DamageType
}

// ApplyAbilities returns scores a with g's ability items worn: each bonus
// is added (the result capped at MaxAbilityScore), then each set score
// raises its ability to at least that value (SRD Gauntlets of Ogre Power,
// Headband of Intellect, Amulet of Health: "no effect on you if your score
// is already that high without it").
func (g Gear) ApplyAbilities(a Abilities) Abilities {
	for _, ab := range allAbilities {
		v := a.Get(ab)
		if add := g.AbilityBonus.Get(ab); add != 0 {
			v = min(MaxAbilityScore, v+add)
		}
		a = a.With(ab, max(v, g.AbilitySet.Get(ab)))
	}
	return a
}
