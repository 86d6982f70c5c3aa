package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Expected HP values are worked by hand from rules §1.3:
// total = (hit die + CON) + (level−1) × (avg + CON), ×1.5, ×1.25 for
// casters, rounded half up.
func TestMaxHPFor(t *testing.T) {
	cases := []struct {
		class         ClassID
		level, conMod int
		want          int
	}{
		// Fighter d10/6: L1 12 ×1.5 = 18; L2 20 → 30; L5 44 → 66; L20 164 → 246.
		{Fighter, 1, 2, 18}, {Fighter, 2, 2, 30}, {Fighter, 5, 2, 66}, {Fighter, 20, 2, 246},
		// Fighter CON +3 at L1: 13 ×1.5 = 19.5 → 20.
		{Fighter, 1, 3, 20},
		// Rogue d8/5: L1 10 → 15; L3 24 → 36.
		{Rogue, 1, 2, 15}, {Rogue, 3, 2, 36},
		// Ranger d8/5 (no caster multiplier): L6 10+35 = 45 → 67.5 → 68.
		{Ranger, 1, 2, 15}, {Ranger, 6, 2, 68},
		// Mage d6/4 ×1.875: L1 8 → 15; L2 14 → 26.25 → 26; L4 26 → 48.75 → 49; L5 32 → 60.
		{Mage, 1, 2, 15}, {Mage, 2, 2, 26}, {Mage, 4, 2, 49}, {Mage, 5, 2, 60},
		// Mage CON +1: L1 7 → 13.125 → 13. CON −2: L1 4 → 7.5 → 8.
		{Mage, 1, 1, 13}, {Mage, 1, -2, 8},
		// Mage CON −5: every level is at least 1: L2 total 2 → 3.75 → 4.
		{Mage, 2, -5, 4},
		// Cleric d8/5 ×1.875: L1 10 → 18.75 → 19; L10 10+63 = 73 → 136.875 → 137.
		{Cleric, 1, 2, 19}, {Cleric, 10, 2, 137},
	}
	for _, tc := range cases {
		def, ok := Class(tc.class)
		require.True(t, ok)
		assert.Equal(t, tc.want, MaxHPFor(def, tc.level, tc.conMod), "%s L%d CON %+d", tc.class, tc.level, tc.conMod)
	}
}

func TestMaxHPOfCharacterUsesConModifier(t *testing.T) {
	// Elf Mage: CON 13−1 = 12 → +1; L1 (6+1) × 1.875 = 13.125 → 13.
	c := newChar(t, Mage, Elf)
	assert.Equal(t, 13, MaxHP(c))
	assert.Equal(t, 13, c.HP)
}

func TestUnarmoredAC(t *testing.T) {
	cases := []struct {
		class     ClassID
		race      RaceID
		mageArmor bool
		want      int
	}{
		{Fighter, Human, false, 15}, // 10 + DEX 2 + class 0 + 3
		{Rogue, Human, false, 16},   // 10 + 3 + 0 + 3
		{Mage, Human, false, 17},    // 10 + 2 + 2 + 3
		{Mage, Human, true, 20},     // 13 + 2 + 2 + 3
		{Cleric, Human, false, 15},  // 10 + 2 + 0 + 3
		{Ranger, Human, false, 16},  // 10 + 3 + 0 + 3
		{Ranger, Orc, false, 15},    // DEX 15 − 1 = 14 → +2: 10 + 2 + 0 + 3
	}
	for _, tc := range cases {
		c := newChar(t, tc.class, tc.race)
		c.MageArmor = tc.mageArmor
		assert.Equal(t, tc.want, UnarmoredAC(c), "%s %s", tc.class, tc.race)
		assert.Equal(t, tc.want, ArmorClass(c, nil, nil), "%s %s", tc.class, tc.race)
	}
}

var (
	leather  = Armor{ID: "leather_armor", Category: LightArmor, BaseAC: 11}
	studded  = Armor{ID: "studded_leather", Category: LightArmor, BaseAC: 12}
	scale    = Armor{ID: "scale_mail", Category: MediumArmor, BaseAC: 14}
	halfCap3 = Armor{ID: "odd_half_plate", Category: MediumArmor, BaseAC: 15, DexCap: 3}
	chain    = Armor{ID: "chain_mail", Category: HeavyArmor, BaseAC: 16}
	plate1   = Armor{ID: "plate_1", Category: HeavyArmor, BaseAC: 18, MagicBonus: 1}
	shield   = Armor{ID: "shield", Category: ShieldArmor, BaseAC: 2}
	shield1  = Armor{ID: "shield_1", Category: ShieldArmor, BaseAC: 2, MagicBonus: 1}
)

func TestBodyAC(t *testing.T) {
	elfRogue := func(t *testing.T) Character { return newChar(t, Rogue, Elf) } // DEX 18 → +4
	ring := Armor{ID: "ring_mail", Category: HeavyArmor, BaseAC: 14}
	cases := []struct {
		name      string
		armor     *Armor
		mageArmor bool
		want      int
	}{
		{"no armour", nil, false, 14},                             // 10 + 4
		{"mage armour only", nil, true, 17},                       // 13 + 4
		{"light adds all DEX", &leather, false, 15},               // 11 + 4
		{"studded", &studded, false, 16},                          // 12 + 4
		{"medium caps DEX at 2", &scale, false, 16},               // 14 + 2
		{"medium DexCap override", &halfCap3, false, 18},          // 15 + 3
		{"heavy ignores DEX", &chain, false, 16},                  // 16
		{"magic heavy", &plate1, false, 19},                       // 18 + 1
		{"heavy below the skin counts as skin", &ring, false, 14}, // 14 = 10 + 4
		{"mage armour beats leather", &leather, true, 17},         // 13 + 4 > 11 + 4
	}
	for _, tc := range cases {
		c := elfRogue(t)
		c.MageArmor = tc.mageArmor
		assert.Equal(t, tc.want, BodyAC(c, tc.armor), tc.name)
	}
}

func TestArmorClassAddsBodyShieldClassBonusAndFlat(t *testing.T) {
	cases := []struct {
		class         ClassID
		armor, shield *Armor
		want          int
	}{
		{Fighter, &chain, &shield, 21},   // 16 + 2 + 0 + 3: the starting kit
		{Fighter, &plate1, &shield, 24},  // 18 + 1 + 2 + 0 + 3
		{Fighter, &leather, nil, 16},     // 11 + 2 + 0 + 3
		{Fighter, &shield, nil, 17},      // a shield passed as armour: 10 + 2 + 2 + 3
		{Cleric, &scale, &shield, 21},    // 14 + 2 + 2 + 0 + 3: the starting kit
		{Rogue, &leather, nil, 17},       // 11 + 3 + 0 + 3: the starting kit
		{Ranger, &scale, nil, 19},        // 14 + 2 + 0 + 3: the starting kit
		{Ranger, &leather, &shield1, 20}, // 11 + 3 + shield 3 + 0 + 3
		{Mage, nil, &shield, 19},         // 10 + 2 + 2 + 2 + 3
	}
	for _, tc := range cases {
		c := newChar(t, tc.class, Human)
		assert.Equal(t, tc.want, ArmorClass(c, tc.armor, tc.shield), "%s %v", tc.class, tc.armor)
	}
}

var (
	longsword  = Weapon{ID: "longsword", Kind: "longsword", Damage: D(1, 8), DamageType: Slashing, Category: MartialWeapon}
	longsword1 = Weapon{ID: "longsword_1", Kind: "longsword", Damage: D(1, 8), DamageType: Slashing, Category: MartialWeapon, MagicBonus: 1}
	rapier     = Weapon{ID: "rapier", Kind: "rapier", Damage: D(1, 8), DamageType: Piercing, Category: MartialWeapon, Finesse: true}
	greataxe   = Weapon{ID: "greataxe", Kind: "greataxe", Damage: D(1, 12), DamageType: Slashing, Category: MartialWeapon, TwoHanded: true}
	quarterst  = Weapon{ID: "quarterstaff", Kind: "quarterstaff", Damage: D(1, 6), DamageType: Bludgeoning, Category: SimpleWeapon}
	mace       = Weapon{ID: "mace", Kind: "mace", Damage: D(1, 6), DamageType: Bludgeoning, Category: SimpleWeapon}
	longbow    = Weapon{ID: "longbow", Kind: "longbow", Damage: D(1, 8), DamageType: Piercing, Category: MartialWeapon, Ranged: true, TwoHanded: true}
)

func TestAttackAndDamageBonus(t *testing.T) {
	cases := []struct {
		name        string
		class       ClassID
		race        RaceID
		level       int
		w           *Weapon
		attack, dmg int
		proficient  bool
	}{
		// ability mod + proficiency + class weapon bonus + magic + 3
		{"fighter longsword", Fighter, Human, 1, &longsword, 3 + 2 + 2 + 3, 3, true},
		{"fighter +1 longsword", Fighter, Human, 1, &longsword1, 3 + 2 + 2 + 1 + 3, 4, true},
		{"fighter L5 proficiency", Fighter, Human, 5, &longsword, 3 + 3 + 2 + 3, 3, true},
		{"fighter longbow keeps better STR", Fighter, Human, 1, &longbow, 3 + 2 + 2 + 3, 3, true},
		{"elf fighter longbow uses DEX", Fighter, Elf, 1, &longbow, 3 + 2 + 2 + 3, 3, true}, // STR 15 +2 < DEX 17 +3
		{"elf fighter longsword uses STR", Fighter, Elf, 1, &longsword, 2 + 2 + 2 + 3, 2, true},
		{"rogue rapier", Rogue, Human, 1, &rapier, 3 + 2 + 1 + 3, 3, true},
		{"rogue greataxe not proficient", Rogue, Human, 1, &greataxe, 3 + 2 + 1 + 3 - 4, 0, false},
		{"mage quarterstaff", Mage, Human, 1, &quarterst, 3 + 2 + 0 + 3, 3, true},
		{"mage longsword not proficient", Mage, Human, 1, &longsword1, 3 + 2 + 0 + 1 + 3 - 4, 1, false},
		{"cleric mace", Cleric, Human, 1, &mace, 3 + 2 + 0 + 3, 3, true},
		{"ranger longbow", Ranger, Human, 1, &longbow, 3 + 2 + 1 + 3, 3, true},
		{"unarmed", Fighter, Human, 1, nil, 3 + 2 + 2 + 3, 3, true},
	}
	for _, tc := range cases {
		c := atLevel(t, tc.class, tc.race, tc.level)
		assert.Equal(t, tc.attack, AttackBonus(c, tc.w), tc.name)
		assert.Equal(t, tc.dmg, DamageBonus(c, tc.w), tc.name)
		assert.Equal(t, tc.proficient, WeaponProficient(c, tc.w), tc.name)
	}
}

func TestSavingThrowBonus(t *testing.T) {
	c := newChar(t, Fighter, Human) // STR 16, CON 14, DEX 15
	assert.Equal(t, 3+2, SavingThrowBonus(c, STR))
	assert.Equal(t, 2+2, SavingThrowBonus(c, CON))
	assert.Equal(t, 2, SavingThrowBonus(c, DEX))
}

func TestHealAndTakeDamage(t *testing.T) {
	c := newChar(t, Fighter, Human) // 18 HP
	c, lost := TakeDamage(c, 5)
	assert.Equal(t, 5, lost)
	assert.Equal(t, 13, c.HP)
	c, got := Heal(c, 100)
	assert.Equal(t, 5, got)
	assert.Equal(t, 18, c.HP)
	c, lost = TakeDamage(c, 50)
	assert.Equal(t, 18, lost)
	assert.Equal(t, 0, c.HP)
	_, got = Heal(c, -3)
	assert.Equal(t, 0, got)
}

// Robes are no armour: the unarmoured AC (class bonus, Mage Armor) plus
// their magic bonus, and every class may wear them.
func TestRobesAddTheirMagicBonusToUnarmouredAC(t *testing.T) {
	robes := Armor{ID: "robes", Category: ClothArmor, BaseAC: 10}
	robes2 := Armor{ID: "robes_2", Category: ClothArmor, BaseAC: 10, MagicBonus: 2}
	cases := []struct {
		name      string
		robes     *Armor
		shield    *Armor
		mageArmor bool
		want      int
	}{
		{"plain robes change nothing", &robes, nil, false, 17}, // 10 + 2 + 2 + 3
		{"+2 robes", &robes2, nil, false, 19},
		{"+2 robes under Mage Armor", &robes2, nil, true, 22}, // 13 + 2 + 2 + 3 + 2
		{"+2 robes and a shield", &robes2, &shield, false, 21},
	}
	for _, tc := range cases {
		c := newChar(t, Mage, Human)
		c.MageArmor = tc.mageArmor
		assert.Equal(t, tc.want, ArmorClass(c, tc.robes, tc.shield), tc.name)
		assert.True(t, c.Def().ProficientArmor(*tc.robes), "every class may wear robes")
	}
	c := newChar(t, Mage, Human)
	c.MageArmor = true
	assert.Equal(t, 13+2+2, BodyAC(c, &robes2), "the body slot: 13 + DEX under Mage Armor + the bonus")
}
