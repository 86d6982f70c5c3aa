package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestInitiativeOrder(t *testing.T) {
	tests := []struct {
		name     string
		rolls    []int
		enemyAdv bool
		want     []int
	}{
		{"higher roll acts first", []int{5, 15}, false, []int{1, 0}},
		{"ties go to the player", []int{10, 10}, false, []int{0, 1}},
		{"threat gives enemies advantage", []int{10, 2, 18}, true, []int{1, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := charAt(t, rules.Fighter, rules.Human, 1)
			c.Abilities.Dex = 10 // initiative modifier 0
			s := fixture(t, c, &script{d20: tc.rolls}, dummy(10, 10, 0, "", 0))
			require.Zero(t, s.Player().InitMod)
			require.Zero(t, EnemyInitiativeMod(s.Enemies[0].Monster), "speed 10")
			s.rollInitiative(s.fake, tc.enemyAdv)
			assert.Equal(t, tc.want, s.Order)
		})
	}
	assert.Equal(t, 3, EnemyInitiativeMod(monster(t, "worg")), "speed 17")
	assert.Equal(t, -2, EnemyInitiativeMod(monster(t, "zombie")), "speed 6")
}

func TestSpiritGuardiansStrikeEachTurn(t *testing.T) {
	sc := &script{d20: []int{1, 1, 1}}
	s := started(t, charAt(t, rules.Cleric, rules.Human, 5), sc, dummy(100, 10, 0, "", 0))
	require.NoError(t, s.cast(rules.SpiritGuardians, AutoTarget, 0))
	assert.Equal(t, 100-24, s.Enemies[0].HP, "3d8, save failed")
	assert.Equal(t, rules.SpiritGuardians, s.Player().Char.Concentration)
	s.endPlayerTurn()
	require.True(t, s.startPlayerTurn())
	assert.Equal(t, 100-48, s.Enemies[0].HP, "again at the start of the next turn")
}

func TestGuidingBoltGrantsAdvantageOnce(t *testing.T) {
	sc := &script{d20: []int{15, 3, 18, 3}}
	s := started(t, charAt(t, rules.Cleric, rules.Human, 1), sc, dummy(100, 10, 0, "", 0))
	require.NoError(t, s.cast(rules.GuidingBolt, 0, 0))
	assert.True(t, s.Enemies[0].Guided)
	assert.True(t, s.rollAgainstEnemy(sc, 0, 0, false).hit, "advantage keeps the 18")
	assert.False(t, s.rollAgainstEnemy(sc, 0, 0, false).hit, "spent")
}

func TestBlessAddsToAttackRolls(t *testing.T) {
	sc := &script{d20: []int{8, 8}}
	s := started(t, charAt(t, rules.Cleric, rules.Human, 1), sc, dummy(100, 10, 0, "", 0))
	assert.False(t, s.rollAgainstEnemy(sc, 0, 0, false).hit, "8 misses AC 10")
	s.Player().Char.Concentration = rules.Bless
	a := s.rollAgainstEnemy(sc, 0, 0, false)
	assert.True(t, a.hit)
	assert.Equal(t, 12, a.total, "8 + 1d4")
}

// Blink lasts BlinkTurns of the player's turns; at the end of each, a d20
// of 11 or more takes the player out of reach until its next turn: the
// enemy's turn passes with a logged miss and no damage.
func TestBlinkTakesThePlayerOutOfReach(t *testing.T) {
	sc := &script{d20: []int{11, 20}}
	s := started(t, charAt(t, rules.Mage, rules.Human, 5), sc, dummy(100, 10, 5, "", 0))
	require.NoError(t, s.cast(rules.Blink, AutoTarget, 0))
	assert.Equal(t, BlinkTurns, s.Player().BlinkTurns)
	s.endPlayerTurn()
	assert.True(t, s.Player().Ethereal, "11 on the d20")
	assert.Equal(t, BlinkTurns-1, s.Player().BlinkTurns)
	hp := s.Player().HP
	s.enemyTurn(0)
	assert.Equal(t, hp, s.Player().HP, "the natural 20 never rolled: no attack")
	misses := find(s.evs, EvAttackMissed)
	require.Len(t, misses, 1)
	assert.Equal(t, "ethereal", misses[0].Detail)
	require.True(t, s.startPlayerTurn())
	assert.False(t, s.Player().Ethereal, "back at the start of the player's turn")

	sc.d20 = []int{10}
	s.endPlayerTurn()
	assert.False(t, s.Player().Ethereal, "10 on the d20")
	s.Player().BlinkTurns = 0
	sc.d20 = []int{20}
	s.endPlayerTurn()
	assert.False(t, s.Player().Ethereal, "Blink is over: no roll")
	assert.Equal(t, []int{20}, sc.d20)
}

// Hail of Thorns strikes as it is cast and ends with it: no concentration
// is left standing, so the next turn may cast it again.
func TestHailOfThornsEndsWithItsBurst(t *testing.T) {
	sc := &script{d20: []int{1}}
	s := started(t, charAt(t, rules.Ranger, rules.Human, 3), sc, dummy(100, 10, 0, "", 0))
	require.NoError(t, s.cast(rules.HailOfThorns, 0, 1))
	assert.Less(t, s.Enemies[0].HP, 100, "the thorns fell")
	assert.Empty(t, s.Player().Char.Concentration)
	assert.Empty(t, find(s.evs, EvConcentrationLost), "it ended, it was not lost")
}

// Blur gives every swing at the player disadvantage while the player
// concentrates on it: the lower of two d20s decides.
func TestBlurGivesSwingsDisadvantage(t *testing.T) {
	for _, blur := range []bool{false, true} {
		sc := &script{d20: []int{18, 3}}
		s := started(t, charAt(t, rules.Mage, rules.Human, 5), sc, dummy(100, 10, 5, "", 0))
		s.Player().CanShield = false
		s.Player().AC = 15
		if blur {
			s.Player().Char.Concentration = rules.Blur
		}
		hit, _ := s.enemySwing(sc, 0, 5, -1, false, false, true)
		assert.Equal(t, !blur, hit, "blur %v: 18+5 hits AC 15, 3+5 does not", blur)
	}
}

func TestDamageBreaksConcentrationOnAFailedSave(t *testing.T) {
	tests := []struct {
		save int
		kept bool
	}{
		{20, true}, {1, false},
	}
	for _, tc := range tests {
		sc := &script{d20: []int{tc.save}}
		s := started(t, charAt(t, rules.Cleric, rules.Human, 1), sc, dummy(100, 10, 0, "", 0))
		s.Player().Char.Concentration = rules.Bless
		s.hurtPlayer(sc, 1, 3, "", "hit", true)
		assert.Equal(t, tc.kept, s.Player().Char.Concentration == rules.Bless, "save %d", tc.save)
		assert.Len(t, find(s.evs, EvConcentrationLost), b2i(!tc.kept))
	}
}

// TestWarCasterKeepsConcentrationOnTheBetterOfTwoSaves: from level 13 a
// Cleric or a Mage, and from level 12 a Druid, rolls the concentration
// save twice and keeps the better (rules §1.7, War Caster); below it, and
// for other saves, one d20 decides.
func TestWarCasterKeepsConcentrationOnTheBetterOfTwoSaves(t *testing.T) {
	tests := []struct {
		class rules.ClassID
		level int
		kept  bool
	}{
		{rules.Cleric, 12, false}, {rules.Cleric, 13, true}, {rules.Mage, 13, true}, {rules.Ranger, 13, false},
		{rules.Druid, 11, false}, {rules.Druid, 12, true},
	}
	for _, tc := range tests {
		sc := &script{d20: []int{1, 20}}
		s := started(t, charAt(t, tc.class, rules.Human, tc.level), sc, dummy(100, 10, 0, "", 0))
		s.Player().Char.Concentration = rules.HuntersMark
		s.hurtPlayer(sc, 1, 3, "", "hit", true)
		assert.Equal(t, tc.kept, s.Player().Char.Concentration != "", "%s %d: a 1, then a 20 for War Caster", tc.class, tc.level)
		assert.Equal(t, tc.kept, s.Player().Char.HasFeature(rules.FeatureWarCaster))
	}
	sc := &script{d20: []int{1, 20}}
	s := started(t, charAt(t, rules.Cleric, rules.Human, 13), sc, dummy(100, 10, 0, "", 0))
	assert.False(t, s.playerSave(sc, 1, rules.CON, 10), "other saves roll one d20")
}

func TestDefensiveConsumables(t *testing.T) {
	tests := []struct {
		name       string
		setup      func(p *Player)
		lost, back int
	}{
		{"mushroom brew takes 20% off", func(p *Player) { p.DamageReduction = 20 }, 8, 0},
		{"voidstone shard sends half back", func(p *Player) { p.ReflectPct = 50 }, 5, 5},
		{"nothing", func(p *Player) {}, 10, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{20}}
			s := started(t, charAt(t, rules.Fighter, rules.Human, 1), sc, dummy(100, 10, 0, "", 0))
			s.Player().HP, s.Player().MaxHP = 50, 50
			tc.setup(s.Player())
			s.hurtPlayer(sc, 1, 10, "", "hit", true)
			assert.Equal(t, 50-tc.lost, s.Player().HP)
			assert.Equal(t, 100-tc.back, s.Enemies[0].HP)
		})
	}
}

func TestSaveSpellsHalveOnASuccess(t *testing.T) {
	tests := []struct {
		spell rules.SpellID
		save  int
		want  int
	}{
		{rules.BurningHands, 1, 18}, // 3d6 max
		{rules.BurningHands, 20, 9}, // half on a save
		{rules.SacredFlame, 20, 0},  // no half
		{rules.SacredFlame, 1, 11},  // 1d8 + WIS 16's +3
	}
	for _, tc := range tests {
		class := rules.Mage
		if tc.spell == rules.SacredFlame {
			class = rules.Cleric
		}
		sc := &script{d20: []int{tc.save}}
		s := started(t, charAt(t, class, rules.Human, 1), sc, dummy(100, 10, 0, "", 0))
		require.NoError(t, s.cast(tc.spell, 0, 0))
		assert.Equal(t, 100-tc.want, s.Enemies[0].HP, "%s save %d", tc.spell, tc.save)
	}
}

func TestMonsterSaveBonus(t *testing.T) {
	for _, tc := range []struct {
		cr   float64
		want int
	}{{0.25, 1}, {3, 2}, {5, 3}, {24, 11}} {
		assert.Equal(t, tc.want, MonsterSaveBonus(content.Monster{CR: tc.cr}), "CR %v", tc.cr)
	}
}
