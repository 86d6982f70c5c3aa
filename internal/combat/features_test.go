package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

func TestHalflingRerollsFirstNaturalOne(t *testing.T) {
	tests := []struct {
		race  rules.RaceID
		rolls []int
		hits  int
	}{
		{rules.Halfling, []int{1, 15, 1}, 1}, // 1 rerolled into 15, the second 1 stands
		{rules.Human, []int{1, 1}, 0},        // both 1s stand
	}
	for _, tc := range tests {
		t.Run(string(tc.race), func(t *testing.T) {
			sc := &script{d20: tc.rolls}
			s := started(t, charAt(t, rules.Fighter, tc.race, 1), sc, dummy(200, 5, 0, "", 0))
			s.playerSwing(sc, 0)
			s.playerSwing(sc, 0)
			assert.Len(t, find(s.evs, EvAttackHit), tc.hits)
			assert.Empty(t, sc.d20, "no reroll beyond the first natural 1")
		})
	}
}

func TestOrcRageBoostsNextHitAfterHalfHP(t *testing.T) {
	tests := []struct {
		race rules.RaceID
		pct  int
	}{
		{rules.Orc, 150},
		{rules.Human, 100},
	}
	for _, tc := range tests {
		t.Run(string(tc.race), func(t *testing.T) {
			sc := &script{d20: []int{15, 15}}
			s := started(t, charAt(t, rules.Fighter, tc.race, 1), sc, dummy(200, 5, 0, "", 0))
			s.hurtPlayer(sc, 1, s.Player().MaxHP/2+1, "", "hit", true)
			w := s.Player().WeaponDice
			full := w.Count*w.Sides + w.Bonus + s.Player().DamageBonus
			s.playerSwing(sc, 0)
			s.playerSwing(sc, 0)
			hits := find(s.evs, EvAttackHit)
			require.Len(t, hits, 2)
			assert.Equal(t, full*tc.pct/100, hits[0].Amount)
			assert.Equal(t, full, hits[1].Amount, "only the next hit")
		})
	}
}

func TestTieflingHalvesFire(t *testing.T) {
	tests := []struct {
		race rules.RaceID
		lost int
	}{
		{rules.Tiefling, 4},
		{rules.Human, 8},
	}
	for _, tc := range tests {
		t.Run(string(tc.race), func(t *testing.T) {
			sc := &script{d20: []int{1}, yes: true}
			s := fixture(t, charAt(t, rules.Fighter, tc.race, 1), sc, dummy(50, 10, 0, content.EffectAoEFire, 0.5))
			s.Player().HP, s.Player().MaxHP = 100, 100
			s.enemyTurn(0)
			assert.Equal(t, 100-tc.lost, s.Player().HP)
		})
	}
}

func TestFighterExtraAttack(t *testing.T) {
	tests := []struct {
		level, swings int
	}{
		{1, 1}, {5, 2}, {11, 3},
	}
	for _, tc := range tests {
		sc := &script{d20: []int{15, 15, 15}}
		s := started(t, charAt(t, rules.Fighter, rules.Human, tc.level), sc, dummy(500, 5, 0, "", 0))
		s.attackAction(0)
		assert.Len(t, find(s.evs, EvAttackHit), tc.swings, "level %d", tc.level)
	}
}

func TestSecondWind(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 3), &script{}, dummy(50, 10, 0, "", 0))
	s.Player().HP = 5
	st, evs, err := Do(*s, Action{Kind: ActSecondWind})
	require.NoError(t, err)
	assert.Equal(t, 5+10+3, st.Player().HP, "1d10 + level")
	assert.Zero(t, st.Player().Char.Resources[rules.FeatureSecondWind])
	assert.Len(t, find(evs, EvFeatureUsed), 1)
	assert.True(t, st.Player().InTurn, "a bonus action leaves the turn open")

	_, _, err = Do(st, Action{Kind: ActSecondWind})
	assert.ErrorIs(t, err, ErrNoBonusAction)
	st.Player().BonusUsed = false
	_, _, err = Do(st, Action{Kind: ActSecondWind})
	assert.ErrorIs(t, err, ErrNoFeatureUses)

	r := started(t, charAt(t, rules.Rogue, rules.Human, 3), &script{}, dummy(50, 10, 0, "", 0))
	_, _, err = Do(*r, Action{Kind: ActSecondWind})
	assert.ErrorIs(t, err, ErrNoFeature)
}

// Second Wind heals 1d10 + fighter level on the fight's own streams
// (rules.SecondWindDice), never above the HP maximum.
func TestSecondWindHealsOneD10PlusLevel(t *testing.T) {
	for _, level := range []int{1, 5, 12} {
		lo, hi := 1+level, 10+level
		seen := map[int]bool{}
		for seed := uint64(0); seed < 300; seed++ {
			s := started(t, charAt(t, rules.Fighter, rules.Human, level), &script{}, dummy(50, 10, 0, "", 0))
			s.fake, s.Seed = nil, seed
			s.Player().HP = 1
			st, evs, err := Do(*s, Action{Kind: ActSecondWind})
			require.NoError(t, err)
			healed := st.Player().HP - 1
			assert.GreaterOrEqual(t, healed, lo, "L%d", level)
			assert.LessOrEqual(t, healed, hi, "L%d", level)
			require.Len(t, find(evs, EvHealed), 1)
			assert.Equal(t, healed, find(evs, EvHealed)[0].Amount)
			seen[healed] = true
		}
		assert.True(t, seen[lo] && seen[hi], "L%d: both %d and %d occur", level, lo, hi)
	}
	s := started(t, charAt(t, rules.Fighter, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
	s.Player().HP = s.Player().MaxHP - 1
	st, _, err := Do(*s, Action{Kind: ActSecondWind})
	require.NoError(t, err)
	assert.Equal(t, s.Player().MaxHP, st.Player().HP, "capped at the HP maximum")
}

func TestPreserveLifeHealsUpToHalfTheMaximumOncePerRest(t *testing.T) {
	cases := []struct {
		name     string
		level    int
		fromHalf int // HP before, as an offset from half the maximum
		healed   int // HP restored; 0 when refused
		reason   error
	}{
		{"5 × level when far below half", 2, -12, 10, nil},
		{"never above half the maximum", 8, -5, 5, nil},
		{"refused at half", 4, 0, 0, ErrAboveHalfHP},
		{"refused above half", 4, 3, 0, ErrAboveHalfHP},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Cleric, rules.Human, tc.level), &script{}, dummy(50, 10, 0, "", 0))
			s.Player().HP = s.Player().MaxHP/2 + tc.fromHalf
			require.Positive(t, s.Player().HP)
			st, evs, err := Do(*s, Action{Kind: ActPreserveLife})
			if tc.reason != nil {
				require.ErrorIs(t, err, tc.reason)
				assert.Equal(t, s.Player().Char.Resources, st.Player().Char.Resources, "a refusal spends nothing")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, s.Player().HP+tc.healed, st.Player().HP)
			assert.Len(t, find(evs, EvFeatureUsed), 1)
			assert.Equal(t, 2, st.Round, "it takes the action: the turn ends")
			st.Player().HP = 1
			_, _, err = Do(st, Action{Kind: ActPreserveLife})
			assert.ErrorIs(t, err, ErrNoFeatureUses, "once per long rest")
		})
	}
	f := started(t, charAt(t, rules.Fighter, rules.Human, 5), &script{}, dummy(50, 10, 0, "", 0))
	f.Player().HP = 1
	_, _, err := Do(*f, Action{Kind: ActPreserveLife})
	assert.ErrorIs(t, err, ErrNoFeature, "a Cleric's feature only")
	c1 := started(t, charAt(t, rules.Cleric, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
	c1.Player().HP = 1
	_, _, err = Do(*c1, Action{Kind: ActPreserveLife})
	assert.ErrorIs(t, err, ErrNoFeature, "from level 2")
}

func TestActionSurgeGivesOneMoreAction(t *testing.T) {
	s := started(t, charAt(t, rules.Fighter, rules.Human, 2), &script{d20: []int{15, 15, 15}}, dummy(500, 5, 0, "", 0))
	st, _, err := Do(*s, Action{Kind: ActActionSurge})
	require.NoError(t, err)
	st, evs, err := Do(st, Action{Kind: ActAttack, Target: 0})
	require.NoError(t, err)
	assert.True(t, st.Player().InTurn, "the surge action is still to come")
	assert.Equal(t, 1, st.Round)
	assert.Len(t, find(evs, EvAttackHit), 1)
	st, _, err = Do(st, Action{Kind: ActAttack, Target: 0})
	require.NoError(t, err)
	assert.Equal(t, 2, st.Round, "the turn ended and the enemy acted")
	_, _, err = Do(st, Action{Kind: ActActionSurge})
	assert.ErrorIs(t, err, ErrNoFeatureUses)
}

func TestRogueSneakAttackOncePerTurn(t *testing.T) {
	sc := &script{d20: []int{15, 15}}
	s := started(t, charAt(t, rules.Rogue, rules.Human, 5), sc, dummy(500, 5, 0, "", 0))
	s.Player().OpeningUsed = true
	s.attackAction(0)
	hits := find(s.evs, EvAttackHit)
	require.Len(t, hits, 2)
	sneak := rules.SneakAttackDice(5)
	assert.Equal(t, hits[1].Amount+sneak.Count*sneak.Sides, hits[0].Amount)
}

func TestRogueOpeningStrikeCrits(t *testing.T) {
	sc := &script{d20: []int{12, 12}}
	s := started(t, charAt(t, rules.Rogue, rules.Human, 1), sc, dummy(500, 5, 0, "", 0))
	s.playerSwing(sc, 0)
	s.Player().SneakUsed = false
	s.playerSwing(sc, 0)
	hits := find(s.evs, EvAttackHit)
	require.Len(t, hits, 2)
	assert.True(t, hits[0].Crit, "the first hit of the fight")
	assert.False(t, hits[1].Crit)
}

func TestShieldReaction(t *testing.T) {
	tests := []struct {
		name   string
		d20    int
		shield bool
		hit    bool
	}{
		{"would hit by less than 5: Shield turns it", 0, true, false},
		{"hits by 5 or more: no Shield", 5, false, true},
		{"misses anyway: no Shield", -1, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{}
			s := fixture(t, charAt(t, rules.Mage, rules.Human, 1), sc, dummy(50, 10, 0, "", 0))
			ac := s.PlayerAC()
			sc.d20 = []int{ac + tc.d20}
			slots := s.Player().Char.Slots.At(1)
			hit, _ := s.enemySwing(sc, 0, 0, 4, false, false, true) // a hit that matters: 4 of 7 HP
			assert.Equal(t, tc.hit, hit)
			assert.Equal(t, tc.shield, s.Player().ShieldUp)
			assert.Equal(t, slots-b2i(tc.shield), s.Player().Char.Slots.At(1))
			assert.Len(t, find(s.evs, EvSlotSpent), b2i(tc.shield))
		})
	}
}

// TestShieldKeepsItsSlotForHitsThatMatter: the Shield reflex turns an
// elite's or boss's hit, or one dealing at least a quarter of the HP
// left (a swing's damage, or the monster's average dice), and lets a
// trivial foe's scratch land (rules §2.3).
func TestShieldKeepsItsSlotForHitsThatMatter(t *testing.T) {
	elite, boss := dummy(50, 10, 0, "", 0), dummy(50, 10, 0, "", 0)
	elite.Elite, boss.Boss = true, true
	tests := []struct {
		name   string
		foe    content.Monster
		hp     int
		fixed  int // -1: the monster's 1d4, 2.5 on average
		shield bool
	}{
		{"a trivial foe's 1 at 20 HP: taken", dummy(50, 10, 0, "", 0), 20, 1, false},
		{"a trivial foe's 5 at 20 HP: a quarter, shielded", dummy(50, 10, 0, "", 0), 20, 5, true},
		{"a trivial foe's 4 at 20 HP: taken", dummy(50, 10, 0, "", 0), 20, 4, false},
		{"its 1d4 at 10 HP: shielded", dummy(50, 10, 0, "", 0), 10, -1, true},
		{"its 1d4 at 11 HP: taken", dummy(50, 10, 0, "", 0), 11, -1, false},
		{"an elite's 1: shielded", elite, 20, 1, true},
		{"a boss's 1: shielded", boss, 20, 1, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{die: 1}
			s := fixture(t, charAt(t, rules.Mage, rules.Human, 5), sc, tc.foe)
			s.Player().HP = tc.hp
			sc.d20 = []int{s.PlayerAC()}
			hit, _ := s.enemySwing(sc, 0, 0, tc.fixed, false, false, true)
			assert.Equal(t, tc.shield, s.Player().ShieldUp)
			assert.Equal(t, !tc.shield, hit)
		})
	}
}

func TestShieldNeedsAFreeSlotThatIsNotTheLast(t *testing.T) {
	for _, slots := range []rules.SlotTable{{}, {1}} {
		sc := &script{}
		s := fixture(t, charAt(t, rules.Mage, rules.Human, 1), sc, dummy(50, 10, 0, "", 0))
		s.Player().Char.Slots = slots
		sc.d20 = []int{s.PlayerAC()}
		hit, _ := s.enemySwing(sc, 0, 0, 1, false, false, true)
		assert.True(t, hit, "slots %v", slots)
		assert.False(t, s.Player().ShieldUp, "slots %v", slots)
		assert.Equal(t, slots, s.Player().Char.Slots, "the last slot stays for the player's own spell")
	}
}

func TestShieldLastsUntilThePlayersNextTurn(t *testing.T) {
	sc := &script{}
	s := fixture(t, charAt(t, rules.Mage, rules.Human, 1), sc, dummy(50, 10, 0, "", 0))
	base := s.PlayerAC()
	sc.d20 = []int{base, base + 4}
	s.enemySwing(sc, 0, 0, 4, false, false, true)
	hit, _ := s.enemySwing(sc, 0, 0, 4, false, false, true)
	assert.False(t, hit, "the second attack meets AC+5 too")
	assert.Len(t, find(s.evs, EvSlotSpent), 1, "one cast")
	require.True(t, s.startPlayerTurn())
	assert.Equal(t, base, s.PlayerAC())
}

func TestRangerHuntersMark(t *testing.T) {
	sc := &script{d20: []int{15, 15}}
	s := started(t, charAt(t, rules.Ranger, rules.Human, 1), sc, dummy(500, 5, 0, "", 0))
	slots := s.Player().Char.Slots
	st, _, err := Do(*s, Action{Kind: ActCast, Spell: rules.HuntersMark, Target: 0})
	require.NoError(t, err)
	assert.Equal(t, 0, st.Player().Marked)
	assert.Equal(t, slots, st.Player().Char.Slots, "the class feature needs no slot")
	assert.True(t, st.Player().InTurn, "a bonus action")
	st, evs, err := Do(st, Action{Kind: ActAttack, Target: 0})
	require.NoError(t, err)
	w := st.Player().WeaponDice
	hits := findFrom(evs, EvAttackHit, PlayerID)
	require.Len(t, hits, 1)
	assert.Equal(t, w.Count*w.Sides+w.Bonus+st.Player().DamageBonus+6, hits[0].Amount, "plus 1d6")
}

func TestRangerColossusSlayerOncePerTurnOnAWoundedEnemy(t *testing.T) {
	sc := &script{d20: []int{15, 15, 15, 15}}
	s := started(t, charAt(t, rules.Ranger, rules.Human, 5), sc, dummy(500, 5, 0, "", 0))
	s.attackAction(0) // two swings: the first finds the enemy unhurt
	s.playerSwing(sc, 0)
	require.True(t, s.startPlayerTurn())
	s.playerSwing(sc, 0)
	hits := find(s.evs, EvAttackHit)
	require.Len(t, hits, 4)
	d8 := rules.ColossusSlayerDice(5)
	require.Equal(t, rules.D(1, 8), d8)
	assert.Equal(t, hits[0].Amount+8, hits[1].Amount, "the second hit lands on a wounded enemy: +1d8")
	assert.Equal(t, hits[0].Amount, hits[2].Amount, "once per turn")
	assert.Equal(t, hits[0].Amount+8, hits[3].Amount, "back on the next turn")
}

// Uncanny Dodge halves the first hit between two of the Ranger's turns
// (rules §1.7): once a short rest from level 9, every round from 15.
func TestUncannyDodgeHalvesOneHitBetweenTurns(t *testing.T) {
	tests := []struct {
		name     string
		class    rules.ClassID
		level    int
		spent    bool // the short-rest use already gone
		want     []int
		usesLeft int
	}{
		{"ranger before level 9", rules.Ranger, 8, false, []int{20, 20, 20}, 0},
		{"ranger, once a short rest", rules.Ranger, 9, false, []int{10, 20, 20}, 0},
		{"ranger, the use spent", rules.Ranger, 14, true, []int{20, 20, 20}, 0},
		{"ranger from level 15, every round", rules.Ranger, 15, true, []int{10, 20, 10}, 0},
		{"a rogue has none", rules.Rogue, 20, false, []int{20, 20, 20}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{19, 19, 19}}
			c := charAt(t, tc.class, rules.Human, tc.level)
			if tc.spent {
				c.Resources[rules.FeatureUncannyDodge] = 0
			}
			s := fixture(t, c, sc, dummy(500, 10, 30, "", 0))
			s.Player().HP, s.Player().MaxHP = 500, 500
			s.enemySwing(sc, 0, 30, 20, false, false, true)
			s.enemySwing(sc, 0, 30, 20, false, false, true)
			require.True(t, s.startPlayerTurn())
			s.enemySwing(sc, 0, 30, 20, false, false, true)
			var got []int
			for _, h := range find(s.evs, EvAttackHit) {
				got = append(got, h.Amount)
			}
			assert.Equal(t, tc.want, got)
			assert.Equal(t, tc.usesLeft, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureUncannyDodge))
		})
	}
}

func TestClericHealingWordIsABonusAction(t *testing.T) {
	s := started(t, charAt(t, rules.Cleric, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
	s.Player().HP = 3
	st, evs, err := Do(*s, Action{Kind: ActCast, Spell: rules.HealingWord, Target: AutoTarget})
	require.NoError(t, err)
	sc := rules.Dice{Count: 1, Sides: 4, Bonus: rules.CastingMod(st.Player().Char) + 3}
	assert.Equal(t, 3+sc.Max(), st.Player().HP, "1d4 + WIS + Disciple of Life")
	assert.Equal(t, 1, st.Player().Char.Slots.At(1))
	assert.Len(t, find(evs, EvSlotSpent), 1)
	assert.True(t, st.Player().InTurn)
}

func TestCunningActionHideGivesTheNextAttackAdvantage(t *testing.T) {
	s := started(t, charAt(t, rules.Rogue, rules.Human, 2), &script{}, dummy(500, 5, 0, "", 0))
	st, evs, err := Do(*s, Action{Kind: ActHide})
	require.NoError(t, err)
	assert.True(t, st.Player().Hidden)
	assert.True(t, st.Player().BonusUsed)
	assert.True(t, st.Player().InTurn, "a bonus action leaves the turn open")
	assert.Len(t, find(evs, EvFeatureUsed), 1)
	_, _, err = Do(st, Action{Kind: ActHide})
	assert.ErrorIs(t, err, ErrNoBonusAction)

	// The same rolls, 2 then 17, against AC 20: in the open the 2 misses;
	// from hiding the attack rolls both and keeps the 17, which hits.
	for _, hidden := range []bool{false, true} {
		h := started(t, charAt(t, rules.Rogue, rules.Human, 2), &script{d20: []int{2, 17}}, dummy(500, 20, 0, "", 0))
		h.Player().Hidden = hidden
		h.attackAction(0)
		assert.False(t, h.Player().Hidden, "hiding is spent by the attack")
		assert.Equal(t, hidden, len(find(h.evs, EvAttackHit)) == 1, "hidden=%v", hidden)
	}

	r := started(t, charAt(t, rules.Rogue, rules.Human, 1), &script{}, dummy(50, 10, 0, "", 0))
	_, _, err = Do(*r, Action{Kind: ActHide})
	assert.ErrorIs(t, err, ErrNoFeature, "Cunning Action comes at level 2")
	f := started(t, charAt(t, rules.Fighter, rules.Human, 3), &script{}, dummy(50, 10, 0, "", 0))
	_, _, err = Do(*f, Action{Kind: ActHide})
	assert.ErrorIs(t, err, ErrNoFeature)
}
