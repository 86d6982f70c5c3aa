package rules

// FlatBonus is the flat +3 the original added to every player's AC and
// weapon attack bonus (rules §1.4).
const FlatBonus = 3

// NonProficientPenalty is the to-hit penalty for a weapon the character is
// not proficient with (rules §1.4).
const NonProficientPenalty = 4

// MageArmorBase is the unarmoured base AC under Mage Armor (SRD: 13 + DEX
// instead of 10 + DEX).
const MageArmorBase = 13

// ShieldSpellBonus is the AC bonus of the Shield spell (SRD).
const ShieldSpellBonus = 5

// MaxHPFor returns the sheet HP maximum (rules §1.3): the full hit die +
// CON modifier at level 1, then the class average + CON modifier for each
// later level (each level at least 1), times 1.5, times 1.25 more for
// casters, rounded half up. level is clamped to 1–20.
func MaxHPFor(def ClassDef, level, conMod int) int {
	level = clampLevel(level)
	total := max(1, def.HitDie+conMod)
	for l := 2; l <= level; l++ {
		total += max(1, def.AvgHP+conMod)
	}
	// Integer rounding: ×1.5 = 3/2, ×1.875 = 15/8, each rounded half up.
	if def.CasterHP {
		return (total*15 + 4) / 8
	}
	return (total*3 + 1) / 2
}

// MaxHP returns c's sheet HP maximum (MaxHPFor with c's class, level and
// CON modifier, and a Draconic Sorcerer's 1 a level, DraconicHP), without
// worn gear. The fight's maximum, with gear, is Effective.MaxHP.
func MaxHP(c Character) int { return MaxHPFor(c.Def(), c.Level, c.Abilities.Mod(CON)) + DraconicHP(c) }

// UnarmoredAC returns c's AC with no armour, no shield and no robes
// (rules §1.4): 10 + DEX modifier (13 under Mage Armor) + the class's AC
// bonus + 3. Every armour the class may wear gives at least this.
func UnarmoredAC(c Character) int { return ArmorClass(c, nil, nil) }

// BodyAC returns what the body slot gives c's AC (rules §1.4), before the
// class bonus and the flat +3: the better of unarmoured (10 + DEX, 13 +
// DEX under Mage Armor or a Warlock's Armor of Shadows) and the armour's base AC + the DEX it allows
// (light: all; medium: at most +2 or the armour's DexCap; heavy: none),
// plus the armour's magic bonus. Robes (ClothArmor) and no armour (nil)
// give the unarmoured number plus any magic bonus. Taking the better of
// the two keeps any armour from being worse than none, and the magic
// bonus outside it makes every tier of an armour better than the last.
func BodyAC(c Character, armor *Armor) int {
	dex := c.Abilities.Mod(DEX)
	skin := 10 + dex
	if c.MageArmor || c.HasFeature(FeatureArmorOfShadows) || c.HasFeature(FeatureDraconicResilience) {
		skin = MageArmorBase + dex // Armor of Shadows: Mage Armor at will (rules §1.7); Draconic Resilience (rules §1.11)
	}
	if armor == nil {
		return skin
	}
	if armor.IsCloth() {
		return skin + armor.MagicBonus
	}
	return max(skin, armor.BaseAC+armorDex(*armor, dex)) + armor.MagicBonus
}

// armorDex returns the part of the DEX modifier armour a allows.
func armorDex(a Armor, dex int) int {
	switch a.Category {
	case HeavyArmor:
		return 0
	case MediumArmor:
		limit := MediumArmorDexCap
		if a.DexCap > 0 {
			limit = a.DexCap
		}
		return min(dex, limit)
	}
	if a.DexCap > 0 {
		return min(dex, a.DexCap)
	}
	return dex
}

// ArmorClass returns c's AC wearing armor and shield (either may be nil;
// a shield passed as armor counts as the shield), rules §1.4: BodyAC +
// the shield's base AC and magic bonus + the class's AC bonus
// (ClassDef.ACBonus) + 3. Every term is at least what it is with nothing
// worn, so taking gear off never raises AC. The Shield spell's +5 is the
// combat engine's, and worn items' flat AC is Effective's. Armour
// proficiency is not checked here: ClassDef.ProficientArmor lets an equip
// command refuse armour the class cannot wear.
func ArmorClass(c Character, armor, shield *Armor) int {
	if armor != nil && armor.IsShield() && shield == nil {
		armor, shield = nil, armor
	}
	ac := BodyAC(c, armor) + c.Def().ACBonus + FlatBonus
	if shield != nil {
		ac += shield.BaseAC + shield.MagicBonus
	}
	return ac
}

// WeaponProficient reports whether c is proficient with w. No weapon
// (nil, an unarmed strike) counts as proficient.
func WeaponProficient(c Character, w *Weapon) bool {
	return w == nil || c.Def().ProficientWeapon(*w)
}

// WeaponAbility returns the ability whose modifier c uses with w: the
// class attack ability, or DEX for finesse and ranged weapons when DEX is
// the higher modifier (SRD finesse and ranged rules on top of rules §1.4).
func WeaponAbility(c Character, w *Weapon) Ability {
	ab := c.Def().AttackAbility
	if ab == "" {
		ab = STR
	}
	if w != nil && (w.Finesse || w.Ranged) && c.Abilities.Mod(DEX) > c.Abilities.Mod(ab) {
		return DEX
	}
	return ab
}

// AttackBonus returns c's weapon to-hit bonus with w (rules §1.4): the
// attack ability modifier + proficiency bonus + class weapon bonus + the
// weapon's magic bonus + 3, minus 4 when c is not proficient with w. w
// may be nil (an unarmed strike, no magic bonus).
func AttackBonus(c Character, w *Weapon) int {
	b := c.Abilities.Mod(WeaponAbility(c, w)) + ProficiencyBonus(c.Level) + c.Def().WeaponBonus + FlatBonus
	if w != nil {
		b += w.MagicBonus
	}
	if !WeaponProficient(c, w) {
		b -= NonProficientPenalty
	}
	return b
}

// DamageBonus returns the flat damage added to w's damage dice: the
// attack ability modifier (left off when c is not proficient with w,
// rules §1.4) + the weapon's magic bonus.
func DamageBonus(c Character, w *Weapon) int {
	b := 0
	if WeaponProficient(c, w) {
		b += c.Abilities.Mod(WeaponAbility(c, w))
	}
	if w != nil {
		b += w.MagicBonus
	}
	return b
}

// SavingThrowBonus returns c's saving throw bonus for ability ab: the
// ability modifier, plus the proficiency bonus when c is proficient in
// that save (Character.ProficientSave: its class, or a feature such as
// Slippery Mind), plus a Paladin's Aura of Protection (AuraBonus).
func SavingThrowBonus(c Character, ab Ability) int {
	b := c.Abilities.Mod(ab) + AuraBonus(c)
	if c.ProficientSave(ab) {
		b += ProficiencyBonus(c.Level)
	}
	return b
}

// Heal returns c with up to n HP restored (capped at MaxHP) and the HP
// actually restored. n ≤ 0 restores nothing.
func Heal(c Character, n int) (Character, int) {
	if n <= 0 {
		return c, 0
	}
	room := MaxHP(c) - c.HP
	if room <= 0 {
		return c, 0
	}
	got := min(n, room)
	c.HP += got
	return c, got
}

// TakeDamage returns c with n HP removed (not below 0) and the HP actually
// lost. n ≤ 0 does nothing. Dropping to 0 is the caller's cue for
// KnockOut.
func TakeDamage(c Character, n int) (Character, int) {
	if n <= 0 {
		return c, 0
	}
	lost := min(n, c.HP)
	c.HP -= lost
	return c, lost
}
