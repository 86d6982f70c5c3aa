package sim

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// factsGear is each class's worn kinds: main hand, off hand, body armour
// ("" for none). See GearFor for why.
var factsGear = map[rules.ClassID][3]string{
	rules.Fighter:  {"longsword", "shield", "plate"},
	rules.Rogue:    {"rapier", "", "studded_leather"},
	rules.Mage:     {"quarterstaff", "", "robes"},
	rules.Cleric:   {"mace", "shield", "half_plate"},
	rules.Ranger:   {"longbow", "", "half_plate"},
	rules.Paladin:  {"longsword", "shield", "plate"},
	rules.Warlock:  {"quarterstaff", "", "robes"},
	rules.Sorcerer: {"quarterstaff", "", "robes"},
	rules.Druid:    {"scimitar", "shield", "half_plate"},
}

// finesseRaces are the class and race pairs whose DEX modifier beats the
// class attack ability's, so a finesse weapon deals more (or as much, and
// hits more often): they wield a rapier or a dagger instead.
var finesseRaces = map[rules.ClassID]map[rules.RaceID]string{
	rules.Fighter:  {rules.Elf: "rapier", rules.HalfElf: "rapier", rules.Halfling: "rapier", rules.Tiefling: "rapier"},
	rules.Cleric:   {rules.Tiefling: "dagger"},
	rules.Mage:     {rules.Halfling: "dagger"},
	rules.Warlock:  {rules.Elf: "dagger", rules.Halfling: "dagger"},
	rules.Sorcerer: {rules.Elf: "dagger", rules.Halfling: "dagger"},
}

// factsKit is the lean kit's heal and buff per gear tier.
var factsKit = map[int][2]content.ItemID{
	1: {"berry_poultice", "coal_bomb"},
	2: {"herb_salve", "goblin_grease"},
	3: {"spirit_tonic", "sapphire_elixir"},
	4: {"potion_of_supreme_healing", "voidstone_shard"},
	5: {"potion_of_supreme_healing", "ancient_artifact_oil"},
}

// TestCharacterMatrix builds every class, race and level at its level's
// whole gear tier (an explicit GearTier, as -gear-tier asked of old).
func TestCharacterMatrix(t *testing.T) {
	for _, class := range Classes() {
		for _, rd := range rules.Races() {
			race := rd.ID
			for _, level := range testLevels {
				t.Run(fmt.Sprintf("%s/%s/L%d", class, race, level), func(t *testing.T) {
					b := Build{Class: class, Race: race, Level: level, GearTier: GearTierFor(level)}
					c := mustBuild(t, b)
					requireValid(t, c)

					assert.Equal(t, class, c.Class)
					assert.Equal(t, race, c.Race)
					assert.Equal(t, level, c.Level)
					assert.Equal(t, factsXP[level], c.XP)
					assert.Equal(t, expectedAbilities(class, race), c.Abilities)

					hp := expectedMaxHP(class, c.Abilities.Con, level)
					assert.Equal(t, hp, rules.MaxHP(c), "max HP")
					assert.Equal(t, hp, c.HP, "current HP is full")
					assert.Equal(t, factsProficiency[level], rules.ProficiencyBonus(c.Level))
					assert.Equal(t, level, c.HitDice)

					requireRested(t, c)
					requireGear(t, c, GearTierFor(level))
					requireKit(t, c, GearTierFor(level))
					assert.Equal(t, DefaultBank, c.Coins)

					again := mustBuild(t, b)
					assert.Equal(t, c, again, "same Build, same character")
				})
			}
		}
	}
}

// requireRested checks full slots (a Mage or Sorcerer one 1st-level slot
// short, spent on Mage Armor) and full feature uses.
func requireRested(t *testing.T, c rules.Character) {
	t.Helper()
	want := rules.SlotsFor(c.Class, c.Level)
	if c.HasFeature(rules.FeatureArcaneArmor) {
		assert.True(t, c.MageArmor, "a rested Mage or Sorcerer wears Mage Armor")
		want[0]--
	} else {
		assert.False(t, c.MageArmor)
	}
	assert.Equal(t, want, c.Slots)
	for _, id := range c.Def().FeaturesAt(c.Level) {
		if f, _ := rules.Feature(id); f.Uses > 0 {
			assert.Equal(t, f.Uses, c.Resources[id], "uses of %s", id)
		}
	}
}

// requireGear checks that c wears its class's kinds at tier, plus the
// tier's helmet and boots, and nothing else.
func requireGear(t *testing.T, c rules.Character, tier int) {
	t.Helper()
	kinds := factsGear[c.Class]
	if k, ok := finesseRaces[c.Class][c.Race]; ok {
		kinds[0] = k
	}
	if c.Class == rules.Warlock && c.Level < 2 {
		kinds[2] = "studded_leather" // robes beat it once Armor of Shadows (level 2) makes the skin 13 + DEX
	}
	want := rules.Equipment{}
	for i, slot := range []rules.EquipSlot{rules.SlotMainHand, rules.SlotOffHand, rules.SlotArmor} {
		if kinds[i] != "" {
			want[slot] = content.ItemID(fmt.Sprintf("%s_t%d", kinds[i], tier))
		}
	}
	want[rules.SlotHead] = content.ItemID(fmt.Sprintf("helmet_t%d", tier))
	want[rules.SlotFeet] = content.ItemID(fmt.Sprintf("boots_t%d", tier))
	assert.Equal(t, want, c.Equipment)
	for slot, id := range c.Equipment {
		it, ok := content.ItemByID(id)
		require.True(t, ok, id)
		assert.Equal(t, tier, it.Tier, "tier of %s in %s", id, slot)
	}
}

// requireKit checks that c carries exactly the lean kit of tier.
func requireKit(t *testing.T, c rules.Character, tier int) {
	t.Helper()
	k := factsKit[tier]
	want := rules.Inventory{k[0]: 2}
	want[k[1]]++
	assert.Equal(t, want, c.Inventory)
}

func TestCharacterDefaults(t *testing.T) {
	c := mustBuild(t, Build{Class: rules.Ranger, Race: rules.HalfElf, Level: 4})
	assert.Equal(t, "Half-Elf Ranger", c.Name)
	assert.Equal(t, DefaultBank, c.Coins)
	requireTableGear(t, c)
	requireKit(t, c, 2)

	human := mustBuild(t, Build{Class: rules.Fighter, Level: 1})
	assert.Equal(t, rules.Human, human.Race, "no race is Human")
	assert.Equal(t, "Human Fighter", human.Name)
}

func TestCharacterOverrides(t *testing.T) {
	c := mustBuild(t, Build{Class: rules.Rogue, Race: rules.Elf, Level: 2, GearTier: 5, Kit: KitNone, Bank: 250, Name: "Ada"})
	assert.Equal(t, "Ada", c.Name)
	assert.Equal(t, 2, c.Level)
	requireGear(t, c, 5)
	assert.Nil(t, c.Inventory, "no kit, and the starting potion is not kept")
	assert.Equal(t, 250, c.Coins)

	lean := mustBuild(t, Build{Class: rules.Mage, Level: 1, GearTier: 3, Kit: KitLean})
	requireGear(t, lean, 3)
	requireKit(t, lean, 3)
}

func TestCharacterErrors(t *testing.T) {
	cases := []struct {
		b    Build
		want error
	}{
		{Build{Class: "bard", Level: 1}, rules.ErrUnknownClass{Class: "bard"}},
		{Build{Level: 1}, rules.ErrUnknownClass{}},
		{Build{Class: rules.Mage, Race: "gnome", Level: 1}, rules.ErrUnknownRace{Race: "gnome"}},
		{Build{Class: rules.Mage, Level: 0}, errLevel(0)},
		{Build{Class: rules.Mage, Level: 21}, errLevel(21)},
		{Build{Class: rules.Mage, Level: 3, GearTier: 6}, errGearTier(6)},
		{Build{Class: rules.Mage, Level: 3, GearTier: -1}, errGearTier(-1)},
		{Build{Class: rules.Mage, Level: 3, Kit: "heavy"}, errKit("heavy")},
		{Build{Class: rules.Mage, Level: 3, Bank: -5}, errBank(-5)},
		{Build{Class: rules.Mage, Level: 3, Subclass: "champion"}, rules.ErrSubclassUnknown{Class: rules.Mage, Name: "champion"}},
		{Build{Class: rules.Fighter, Level: 2, Subclass: "champion"}, rules.ErrSubclassLevel{Level: 2, Need: rules.SubclassLevel}},
	}
	for _, tc := range cases {
		_, err := Character(tc.b)
		assert.Equal(t, tc.want, err, "%+v", tc.b)
		assert.NotEmpty(t, err.Error())
	}
	_, err := Character(Build{Class: rules.Mage, Level: 3, Name: "x"})
	var ne *rules.NameError
	assert.ErrorAs(t, err, &ne)
}

// A character built in one go equals one that earned its XP level by level,
// as a player does, then took a long rest.
func TestCharacterMatchesLevelByLevel(t *testing.T) {
	for _, class := range Classes() {
		for _, level := range []int{2, 7, 11, 17, 20} {
			c := mustBuild(t, Build{Class: class, Race: rules.Dwarf, Level: level})
			p, err := rules.NewCharacter(c.Name, class, rules.Dwarf)
			require.NoError(t, err)
			for l := 2; l <= level; l++ {
				var rep rules.LevelUpReport
				p, rep = rules.AwardXP(p, rules.XPForLevel(l)-rules.XPForLevel(l-1))
				require.Equal(t, l, rep.NewLevel)
			}
			p, _ = rules.RestoreLongRest(p)
			assert.Equal(t, p.Level, c.Level, class)
			assert.Equal(t, p.XP, c.XP, class)
			assert.Equal(t, p.Abilities, c.Abilities, class)
			assert.Equal(t, p.HP, c.HP, class)
			assert.Equal(t, p.HitDice, c.HitDice, class)
			assert.Equal(t, p.Slots, c.Slots, class)
			assert.Equal(t, p.Resources, c.Resources, class)
			assert.Equal(t, p.MageArmor, c.MageArmor, class)
		}
	}
}

// Changing a built character's maps must not leak into the next build.
func TestCharacterIsIndependent(t *testing.T) {
	b := Build{Class: rules.Fighter, Race: rules.Orc, Level: 12}
	first := mustBuild(t, b)
	want, err := json.Marshal(first)
	require.NoError(t, err)

	first.Equipment.Set(rules.SlotMainHand, "greataxe_t1")
	first.Inventory["berry_poultice"] = 99
	first.Resources[rules.FeatureSecondWind] = 0

	got, err := json.Marshal(mustBuild(t, b))
	require.NoError(t, err)
	assert.JSONEq(t, string(want), string(got))
}

// The default bank pays for the Heavy supply preset (the tier's pack caps)
// at every tier, and an inn long rest on top (rules §4.5, §8.2, §11.1).
func TestDefaultBankProvisionsHeavy(t *testing.T) {
	for tier := 1; tier <= content.MaxZoneTier; tier++ {
		caps := expedition.PackCapFor(tier)
		require.Positive(t, caps.Standard, "tier %d", tier)
		heavy := caps.Standard*expedition.Packs()[expedition.PackStandard].Price +
			caps.Deluxe*expedition.Packs()[expedition.PackDeluxe].Price
		assert.LessOrEqual(t, heavy+content.InnLongRestPrice, DefaultBank, "tier %d heavy preset costs %d", tier, heavy)
	}
	assert.Equal(t, 1000, DefaultBank, "facts §9.1 -bank default")
}

func TestBuildErrorsSayWhatWouldDo(t *testing.T) {
	assert.EqualError(t, errLevel(21), "level 21: want 1-20")
	assert.EqualError(t, errGearTier(6), "gear tier 6: want 1-5 (0 picks it by level)")
	assert.EqualError(t, errBank(-5), "bank -5: want 0 coins or more")
	assert.EqualError(t, errKit("heavy"), "kit heavy: want lean or none")
	var be BuildError
	_, err := Character(Build{Class: rules.Mage, Level: 3, Bank: -5})
	require.ErrorAs(t, err, &be)
	assert.Equal(t, "bank", be.Field)
}

func TestCharacterWithASubclassHasItsFeatures(t *testing.T) {
	c, err := Character(Build{Class: rules.Fighter, Level: 5, Subclass: "berserker"})
	require.NoError(t, err)
	assert.Equal(t, rules.SubclassID("berserker"), c.Subclass)
	assert.True(t, c.HasFeature(rules.FeatureRage))
	rage, ok := rules.Feature(rules.FeatureRage)
	require.True(t, ok)
	assert.Equal(t, rage.Uses, c.Resources[rules.FeatureRage], "built rested, with every use")
}
