package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// A turn's spells (rules §1.6, SRD): after a bonus-action spell only an
// action cantrip; no bonus-action spell after a leveled action spell.
func TestMayCastFollowsTheTurnsOtherSpell(t *testing.T) {
	spell := func(id rules.SpellID) rules.SpellDef {
		def, ok := rules.Spell(id)
		require.True(t, ok, id)
		return def
	}
	bonus, cantrip, leveled := spell(rules.HealingWord), spell(rules.SacredFlame), spell(rules.GuidingBolt)
	for _, tc := range []struct {
		name                string
		bonusSpell, leveled bool
		def                 rules.SpellDef
		want                bool
	}{
		{"nothing cast yet: a bonus-action spell", false, false, bonus, true},
		{"nothing cast yet: a leveled action spell", false, false, leveled, true},
		{"after a bonus-action spell: an action cantrip", true, false, cantrip, true},
		{"after a bonus-action spell: no leveled action spell", true, false, leveled, false},
		{"after a leveled action spell: no bonus-action spell", false, true, bonus, false},
		{"after a leveled action spell (Action Surge): another", false, true, leveled, true},
		{"after an action cantrip: a bonus-action spell", false, false, bonus, true},
	} {
		p := Player{BonusSpell: tc.bonusSpell, LeveledSpell: tc.leveled}
		assert.Equal(t, tc.want, p.MayCast(tc.def), tc.name)
	}
}

// The engine refuses what MayCast rules out, and changes nothing; an
// action cantrip may still follow a bonus-action spell.
func TestCastRefusesASecondSpellBesideABonusActionSpell(t *testing.T) {
	c := charAt(t, rules.Cleric, rules.Human, 5)
	st := *started(t, c, &script{}, dummy(500, 10, 0, "", 0))
	st.fake = nil
	st.Player().HP = 1
	st, _, err := Do(st, Action{Kind: ActCast, Spell: rules.HealingWord, Target: AutoTarget})
	require.NoError(t, err)
	require.True(t, st.Player().BonusSpell)
	after, evs, err := Do(st, Action{Kind: ActCast, Spell: rules.GuidingBolt, Target: 0})
	assert.ErrorIs(t, err, ErrSpellThisTurn)
	assert.Empty(t, evs)
	assert.Equal(t, st.Player().Char.Slots, after.Player().Char.Slots, "refused: no slot spent")
	_, _, err = Do(st, Action{Kind: ActCast, Spell: rules.SacredFlame, Target: 0})
	assert.NoError(t, err, "an action cantrip may follow")

	s := started(t, c, &script{}, dummy(500, 10, 0, "", 0))
	require.NoError(t, s.cast(rules.GuidingBolt, 0, 0))
	require.True(t, s.Player().LeveledSpell)
	assert.ErrorIs(t, s.cast(rules.HealingWord, AutoTarget, 0), ErrSpellThisTurn, "no bonus-action spell after a leveled one")
	s.endPlayerTurn()
	require.True(t, s.startPlayerTurn())
	assert.NoError(t, s.cast(rules.HealingWord, AutoTarget, 0), "a new turn")
}

// Spiritual Weapon (rules §1.6, SRD): the cast strikes and spends a slot;
// on each of the caster's next nine turns `cast spiritual weapon` strikes
// again as a bonus action with the cast's dice and bonus, spending no
// slot and limiting no other spell; then it is gone.
func TestSpiritualWeaponStrikesEachTurnForAMinute(t *testing.T) {
	s := started(t, charAt(t, rules.Cleric, rules.Human, 5), &script{d20: []int{15}, die: 3}, dummy(500, 10, 0, "", 0))
	slots := s.Player().Char.Slots.Total()
	require.NoError(t, s.cast(rules.SpiritualWeapon, 0, 3))
	assert.Equal(t, slots-1, s.Player().Char.Slots.Total(), "the cast spends its slot")
	assert.Equal(t, SpiritualWeaponTurns, s.Player().SpiritLast, "turns 1-10")
	_, cast3, err := rules.CastSpell(charAt(t, rules.Cleric, rules.Human, 5), rules.SpiritualWeapon, 3)
	require.NoError(t, err)
	assert.Equal(t, cast3.Dice, s.Player().SpiritDice, "the cast's dice strike on")
	hp := s.Enemies[0].HP
	assert.Less(t, hp, 500, "the cast's own strike")

	for turn := 2; turn <= SpiritualWeaponTurns; turn++ {
		s.endPlayerTurn()
		require.True(t, s.startPlayerTurn())
		s.evs = nil
		s.fake = &script{d20: []int{15}, die: 3}
		require.True(t, s.SpiritUp(), "turn %d", turn)
		if turn == 2 {
			assert.ErrorIs(t, s.cast(rules.SpiritualWeapon, 0, 3), ErrWeaponUp, "a slot while it is up buys nothing")
			assert.False(t, s.Player().BonusUsed, "refused: the bonus action is still there")
		}
		require.NoError(t, s.cast(rules.SpiritualWeapon, 0, 0), "turn %d", turn)
		assert.Equal(t, slots-1, s.Player().Char.Slots.Total(), "turn %d: a strike spends no slot", turn)
		assert.Less(t, s.Enemies[0].HP, hp, "turn %d: it hits", turn)
		hp = s.Enemies[0].HP
		assert.True(t, s.Player().BonusUsed, "turn %d: the strike is the bonus action", turn)
		assert.False(t, s.Player().BonusSpell, "turn %d: a strike is not a cast", turn)
		cast := find(s.evs, EvSpellCast)
		require.Len(t, cast, 1)
		assert.Equal(t, "R1 Your Spiritual Weapon strikes again", RoundLog(cast)[0], "turn %d", turn)
		if turn == 2 {
			require.NoError(t, s.cast(rules.GuidingBolt, 0, 0), "a leveled action spell may follow a strike")
			slots--
		}
	}
	s.endPlayerTurn()
	require.True(t, s.startPlayerTurn())
	assert.False(t, s.SpiritUp(), "a minute is ten of the caster's turns")
	before := s.Player().Char.Slots.Total()
	require.NoError(t, s.cast(rules.SpiritualWeapon, 0, 0))
	assert.Equal(t, before-1, s.Player().Char.Slots.Total(), "gone: casting it again spends a slot")
}

// The standard policy (rules §2.12) opens a boss fight with Spirit
// Guardians, casts Spiritual Weapon the turn after (a bonus-action spell
// beside Spirit Guardians would rule it out), then strikes with it each
// turn; its actions never break the turn's spell rule.
func TestPolicyCastsSpiritualWeaponAfterSpiritGuardians(t *testing.T) {
	s := started(t, charAt(t, rules.Cleric, rules.Human, 5), &script{d20: []int{1, 1, 1, 1, 1, 1}}, dummy(900, 10, 0, "", 0))
	s.Kind = KindBoss
	a := DefaultPolicy().Next(s)
	require.Equal(t, rules.SpiritGuardians, a.Spell, "turn 1: %+v", a)
	require.NoError(t, s.do(a))
	_, ok := spiritWeapon(s, 0)
	assert.False(t, ok, "no weapon cast beside Spirit Guardians")

	s.endPlayerTurn()
	require.True(t, s.startPlayerTurn())
	a = DefaultPolicy().Next(s)
	require.Equal(t, ActCast, a.Kind)
	require.Equal(t, rules.SpiritualWeapon, a.Spell, "turn 2: %+v", a)
	assert.Equal(t, 2, a.Slot, "the lowest free slot")
	require.NoError(t, s.do(a))
	a = DefaultPolicy().Next(s)
	if a.Kind == ActCast {
		def, _ := rules.Spell(a.Spell)
		assert.Zero(t, def.Level, "beside the weapon's cast only a cantrip: %+v", a)
	}

	s.endPlayerTurn()
	require.True(t, s.startPlayerTurn())
	slots := s.Player().Char.Slots.Total()
	a = DefaultPolicy().Next(s)
	assert.Equal(t, Action{Kind: ActCast, Spell: rules.SpiritualWeapon, Target: 0}, a, "turn 3: the strike")
	require.NoError(t, s.do(a))
	assert.Equal(t, slots, s.Player().Char.Slots.Total())
}
