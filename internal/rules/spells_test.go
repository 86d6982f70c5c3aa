package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSpellTableIsComplete(t *testing.T) {
	all := Spells()
	assert.GreaterOrEqual(t, len(all), 15)
	assert.LessOrEqual(t, len(all), 40)
	kinds := map[SpellKind]bool{SpellAttack: true, SpellSave: true, SpellAuto: true, SpellHeal: true, SpellBuff: true}
	for _, s := range all {
		assert.NotEmpty(t, s.Name, s.ID)
		assert.NotEmpty(t, s.Summary, s.ID)
		assert.True(t, kinds[s.Kind], "%s kind %q", s.ID, s.Kind)
		assert.True(t, s.Level >= 0 && s.Level <= MaxSpellLevel, s.ID)
		assert.NotEmpty(t, s.Classes, s.ID)
		for _, c := range s.Classes {
			_, ok := Class(c)
			assert.True(t, ok, "%s lists unknown class %s", s.ID, c)
		}
		if s.Kind == SpellSave {
			assert.NotEmpty(t, s.SaveAbility, s.ID)
		}
		if s.Kind == SpellAttack || s.Kind == SpellSave || s.Kind == SpellAuto {
			assert.NotEmpty(t, s.DamageType, s.ID)
			assert.False(t, s.Dice.IsZero(), s.ID)
		}
	}
}

func TestLoudSpells(t *testing.T) {
	var loud []SpellID
	for _, s := range Spells() {
		if s.Loud {
			loud = append(loud, s.ID)
		}
	}
	assert.ElementsMatch(t, []SpellID{Thunderwave, Fireball, LightningBolt, Sunburst, MeteorSwarm, FireStorm}, loud)
	assert.Equal(t, 8, LoudSpellThreat)
}

func TestSpellFlags(t *testing.T) {
	cases := []struct {
		id            SpellID
		concentration bool
		reaction      bool
	}{
		{ShieldSpell, false, true}, {Bless, true, false}, {HuntersMark, true, false},
		{SpiritGuardians, true, false}, {HailOfThorns, true, false}, {Fireball, false, false},
	}
	for _, tc := range cases {
		s, ok := Spell(tc.id)
		require.True(t, ok)
		assert.Equal(t, tc.concentration, s.Concentration, tc.id)
		assert.Equal(t, tc.reaction, s.Reaction, tc.id)
	}
}

func TestSpellDiceAt(t *testing.T) {
	cases := []struct {
		id                     SpellID
		casterLevel, slotLevel int
		dice                   Dice
		projectiles            int
	}{
		{FireBolt, 1, 0, D(1, 10), 1}, {FireBolt, 5, 0, D(2, 10), 1},
		{FireBolt, 11, 0, D(3, 10), 1}, {FireBolt, 17, 0, D(4, 10), 1},
		{RayOfFrost, 4, 0, D(1, 8), 1}, {SacredFlame, 20, 0, D(4, 8), 1},
		{MagicMissile, 1, 1, Dice{1, 4, 1}, 3}, {MagicMissile, 5, 3, Dice{1, 4, 1}, 5},
		{Thunderwave, 1, 1, D(2, 8), 1}, {Thunderwave, 3, 2, D(3, 8), 1},
		{Fireball, 5, 3, D(8, 6), 1}, {Fireball, 9, 5, D(10, 6), 1},
		{CureWounds, 1, 1, D(1, 8), 1}, {CureWounds, 3, 2, D(2, 8), 1},
		{HealingWord, 9, 5, D(5, 4), 1},
		{GuidingBolt, 3, 2, D(5, 6), 1},
		{ScorchingRay, 3, 2, D(2, 6), 3}, {ScorchingRay, 9, 4, D(2, 6), 5},
		{SpiritualWeapon, 3, 2, D(1, 8), 1}, {SpiritualWeapon, 5, 3, D(1, 8), 1},
		{SpiritualWeapon, 7, 4, D(2, 8), 1}, {SpiritualWeapon, 9, 5, D(2, 8), 1},
		{SpiritGuardians, 5, 3, D(3, 8), 1}, {SpiritGuardians, 9, 5, D(5, 8), 1},
	}
	for _, tc := range cases {
		s, ok := Spell(tc.id)
		require.True(t, ok)
		assert.Equal(t, tc.dice, s.DiceAt(tc.casterLevel, tc.slotLevel), "%s L%d slot %d", tc.id, tc.casterLevel, tc.slotLevel)
		assert.Equal(t, tc.projectiles, s.ProjectilesAt(tc.slotLevel), "%s slot %d", tc.id, tc.slotLevel)
	}
}

func TestSpellSaveDCAndAttack(t *testing.T) {
	cases := []struct {
		class      ClassID
		race       RaceID
		level      int
		dc, attack int
	}{
		// Casters: 8 + proficiency + modifier + the flat +3; attack the same without the 8.
		{Mage, Human, 1, 8 + 2 + 3 + 3, 2 + 3 + 3}, // INT 16
		{Mage, Human, 5, 8 + 3 + 3 + 3, 3 + 3 + 3},
		{Mage, Elf, 17, 8 + 6 + 3 + 3, 6 + 3 + 3},    // INT 17
		{Cleric, Human, 1, 8 + 2 + 3 + 3, 2 + 3 + 3}, // WIS 16
		{Cleric, Dwarf, 9, 8 + 4 + 3 + 3, 4 + 3 + 3}, // WIS 16
		{Ranger, Human, 2, 8 + 2 + 2 + 3, 2 + 2 + 3}, // WIS 15
		{Fighter, Human, 1, 8 + 2, 2},                // no casting ability: no flat bonus
	}
	for _, tc := range cases {
		c := atLevel(t, tc.class, tc.race, tc.level)
		assert.Equal(t, tc.dc, SpellSaveDC(c), "%s %s L%d", tc.class, tc.race, tc.level)
		assert.Equal(t, tc.attack, SpellAttackBonus(c), "%s %s L%d", tc.class, tc.race, tc.level)
	}
}

func TestSpellsFor(t *testing.T) {
	ids := func(ss []SpellDef) []SpellID {
		var out []SpellID
		for _, s := range ss {
			out = append(out, s.ID)
		}
		return out
	}
	assert.Equal(t, []SpellID{FireBolt, RayOfFrost, BurningHands, MageArmorSpell, MagicMissile, ShieldSpell, Thunderwave},
		ids(SpellsFor(Mage, 1)))
	assert.Contains(t, ids(SpellsFor(Mage, 3)), ScorchingRay)
	assert.NotContains(t, ids(SpellsFor(Mage, 4)), Fireball)
	assert.Contains(t, ids(SpellsFor(Mage, 5)), Fireball)
	assert.Empty(t, SpellsFor(Ranger, 1))
	assert.Equal(t, []SpellID{CureWounds, HailOfThorns, HuntersMark}, ids(SpellsFor(Ranger, 2)))
	assert.Empty(t, SpellsFor(Fighter, 20))
}

func TestCastDice(t *testing.T) {
	mage := atLevel(t, Mage, Human, 11) // INT 16 (+3) or better
	cleric := atLevel(t, Cleric, Human, 5)
	mod, wis := CastingMod(mage), CastingMod(cleric)
	require.Positive(t, mod)
	cases := []struct {
		name  string
		c     Character
		spell SpellID
		slot  int
		want  Dice
	}{
		{"a damage cantrip adds the modifier", mage, FireBolt, 0, Dice{3, 10, mod}},
		{"so does a save cantrip", cleric, SacredFlame, 0, Dice{2, 8, wis}},
		{"a leveled damage spell does not", mage, Fireball, 3, D(8, 6)},
		{"upcast dice, no modifier", mage, Fireball, 5, D(10, 6)},
		{"Magic Missile per dart", mage, MagicMissile, 1, Dice{1, 4, 1}},
		{"a heal that adds it", cleric, CureWounds, 1, Dice{1, 8, wis}},
	}
	for _, tc := range cases {
		s, ok := Spell(tc.spell)
		require.True(t, ok)
		assert.Equal(t, tc.want, CastDice(tc.c, s, tc.slot), tc.name)
	}
}

// The Mage has a spell for every slot level it gets: Blight from its first
// 4th-level slot (level 7), Cone of Cold from its first 5th (level 9).
func TestMageHasASpellForEachSlotLevel(t *testing.T) {
	ids := func(level int) []SpellID {
		var out []SpellID
		for _, s := range SpellsFor(Mage, level) {
			out = append(out, s.ID)
		}
		return out
	}
	assert.NotContains(t, ids(6), Blight)
	assert.Contains(t, ids(7), Blight)
	assert.NotContains(t, ids(8), ConeOfCold)
	assert.Contains(t, ids(9), ConeOfCold)
	for level := 1; level <= MaxLevel; level++ {
		highest := SlotsFor(Mage, level).Highest()
		found := false
		for _, s := range SpellsFor(Mage, level) {
			found = found || s.Level == highest
		}
		assert.True(t, found, "a level %d Mage has a spell of its highest slot level %d", level, highest)
	}
}

func TestHighestFreeSlot(t *testing.T) {
	c := atLevel(t, Mage, Human, 9) // 4/3/3/3/1
	assert.Equal(t, 5, HighestFreeSlot(c, 1))
	c.Slots[4] = 0
	assert.Equal(t, 4, HighestFreeSlot(c, 1))
	assert.Equal(t, 0, HighestFreeSlot(c, 5), "nothing at or above 5th")
	assert.Equal(t, 1, LowestFreeSlot(c, 1))
}

func TestAimedSpellsTakeATarget(t *testing.T) {
	for id, want := range map[SpellID]bool{
		FireBolt: true, MagicMissile: true, GuidingBolt: true, HuntersMark: true, Disintegrate: true,
		Fireball: false, Thunderwave: false, CureWounds: false, Bless: false, ShieldSpell: false,
	} {
		def, ok := Spell(id)
		require.True(t, ok, id)
		assert.Equal(t, want, def.Aimed(), id)
	}
}

func TestBrokenSpellFileFailsWithClearMessages(t *testing.T) {
	cases := []brokenData{
		{"unknown field", "    level: 0\n", "    lvl: 0\n", "field lvl not found in type rules.SpellDef"},
		{"unknown class", "    classes: [cleric]\n", "    classes: [bard]\n", `spells[2] ("sacred_flame"): unknown class "bard"`},
		{"save without a save", "    save_ability: dex\n", "", `spells[2] ("sacred_flame"): a save spell needs save_ability`},
		{"level too high", "    level: 0\n", "    level: 10\n", `spells[0] ("fire_bolt"): level 10 outside 0-9`},
		{"unknown kind", "    kind: attack\n", "    kind: hex\n", `spells[0] ("fire_bolt"): unknown kind "hex"`},
		{"second list", "spells:\n", "cantrips: []\nspells:\n", "the file holds one list, spells"},
	}
	requireBrokenData(t, "data/spells.yaml", spellsData, func(b []byte) error { _, err := loadSpells(b); return err }, cases)
}

func TestShieldSpellDataMatchesItsBonus(t *testing.T) {
	s, ok := Spell(ShieldSpell)
	require.True(t, ok)
	assert.Equal(t, ShieldSpellBonus, s.ACBonus, "the table's Shield and the rule the fight applies agree")
}
