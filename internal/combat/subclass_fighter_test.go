package combat

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/rules"
)

// TestChampionCritRange: a Champion's weapon attack crits on 19-20 from
// level 3 and 18-20 from 15, doubling the weapon dice, and the log says
// which roll the Champion made a crit; a vanilla Fighter's 19 is a plain
// hit (rules §1.11).
func TestChampionCritRange(t *testing.T) {
	tests := []struct {
		name  string
		sub   string
		level int
		d20   int
		crit  bool
		line  string
	}{
		{"vanilla 19", "", 3, 19, false, ""},
		{"vanilla 20", "", 3, 20, true, "(crit!)"},
		{"champion 19", "champion", 3, 19, true, "(critical hit on a 19: Champion)"},
		{"champion 18 at 3", "champion", 3, 18, false, ""},
		{"champion 20", "champion", 3, 20, true, "(crit!)"},
		{"superior 18", "champion", 15, 18, true, "(critical hit on an 18: Champion)"},
		{"superior 17", "champion", 15, 17, false, ""},
		{"vanilla 18 at 15", "", 15, 18, false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{tc.d20}}
			s := started(t, subclassed(t, rules.Fighter, tc.level, tc.sub), sc, dummy(500, 5, 0, "", 0))
			s.playerSwing(sc, 0)
			hits := find(s.evs, EvAttackHit)
			require.Len(t, hits, 1)
			assert.Equal(t, tc.crit, hits[0].Crit)
			w := s.Player().WeaponDice
			dice := w.Count * w.Sides
			if tc.crit {
				dice *= 2
			}
			assert.Equal(t, dice+w.Bonus+s.Player().DamageBonus, hits[0].Amount, "the crit doubles the weapon dice")
			line := strings.Join(RoundLog(s.evs), "\n")
			if tc.line != "" {
				assert.Contains(t, line, tc.line)
			} else {
				assert.NotContains(t, line, "crit")
			}
		})
	}
}

// TestChampionCritHitsWhatItWouldMiss: a crit always hits, so a
// Champion's natural 19 lands where the total misses the AC.
func TestChampionCritHitsWhatItWouldMiss(t *testing.T) {
	for sub, hits := range map[string]int{"": 0, "champion": 1} {
		sc := &script{d20: []int{19}}
		s := started(t, subclassed(t, rules.Fighter, 3, sub), sc, dummy(500, 40, 0, "", 0))
		s.playerSwing(sc, 0)
		assert.Len(t, find(s.evs, EvAttackHit), hits, "subclass %q", sub)
	}
}

// TestBattleMasterSuperiorityDie: once per turn a Battle Master's hit
// adds a superiority die (d8 at 3, d10 at 10, d12 at 18; doubled on a
// crit) and spends a use, and the next attack has advantage; a turn
// later it comes again, and with no die left nothing is added (rules
// §1.11).
func TestBattleMasterSuperiorityDie(t *testing.T) {
	tests := []struct {
		name   string
		sub    string
		level  int
		uses   int
		first  int // the first swing's natural d20
		die    int // added to the first hit
		second bool
	}{
		// second swing's d20s: 2 then 15: only with advantage does it hit
		{"vanilla", "", 3, 0, 15, 0, false},
		{"battle master 3", "battle_master", 3, 4, 15, 8, true},
		{"battle master 10", "battle_master", 10, 4, 15, 10, true},
		{"battle master 18", "battle_master", 18, 4, 15, 12, true},
		{"crit doubles the die", "battle_master", 3, 4, 20, 16, true},
		{"no die left", "battle_master", 3, 0, 15, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := subclassed(t, rules.Fighter, tc.level, tc.sub)
			if tc.sub != "" {
				c.Resources[rules.FeatureCombatSuperiority] = tc.uses
			}
			sc := &script{d20: []int{tc.first, 2, 15}}
			s := started(t, c, sc, dummy(500, 20, 0, "", 0))
			base := s.Player().WeaponDice.Count*s.Player().WeaponDice.Sides + s.Player().WeaponDice.Bonus + s.Player().DamageBonus
			if tc.first == 20 {
				base += s.Player().WeaponDice.Count * s.Player().WeaponDice.Sides
			}
			s.playerSwing(sc, 0)
			s.playerSwing(sc, 0)
			hits := find(s.evs, EvAttackHit)
			require.NotEmpty(t, hits)
			assert.Equal(t, base+tc.die, hits[0].Amount)
			if !tc.second {
				assert.Len(t, hits, 1, "the 2 misses without advantage")
				assert.Empty(t, find(s.evs, EvFeatureUsed))
				return
			}
			require.Len(t, hits, 2, "advantage keeps the 15")
			assert.Equal(t, base-s.Player().WeaponDice.Count*s.Player().WeaponDice.Sides*boolInt(tc.first == 20), hits[1].Amount, "once per turn")
			assert.Equal(t, tc.uses-1, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureCombatSuperiority))
			assert.Contains(t, strings.Join(RoundLog(s.evs), "\n"), "superiority die on Dummy (+")
		})
	}
}

// boolInt is 1 for true.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestBattleMasterDieEachTurn: the die comes back with the next turn,
// while dice are left.
func TestBattleMasterDieEachTurn(t *testing.T) {
	sc := &script{d20: []int{15, 15, 15}}
	c := subclassed(t, rules.Fighter, 3, "battle_master")
	c.Resources[rules.FeatureCombatSuperiority] = 3
	s := started(t, c, sc, dummy(500, 5, 0, "", 0))
	s.playerSwing(sc, 0)
	s.playerSwing(sc, 0)
	require.True(t, s.startPlayerTurn())
	s.playerSwing(sc, 0)
	assert.Len(t, find(s.evs, EvFeatureUsed), 2, "one die a turn")
	assert.Equal(t, 1, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureCombatSuperiority))
}

// TestBerserkerRage: `!rage` spends the bonus action and a use; the hits
// then deal +2 (+3 from 16); refusals name the reason (rules
// §1.11).
func TestBerserkerRage(t *testing.T) {
	tests := []struct {
		name  string
		sub   string
		level int
		prep  func(s *State)
		err   error
		bonus int
	}{
		{"level 3", "berserker", 3, nil, nil, 2},
		{"level 9", "berserker", 9, nil, nil, 2},
		{"level 16", "berserker", 16, nil, nil, 3},
		{"vanilla", "", 3, nil, ErrNoFeature, 0},
		{"champion", "champion", 3, nil, ErrNoFeature, 0},
		{"no use", "berserker", 3, func(s *State) { s.Player().Char.Resources[rules.FeatureRage] = 0 }, ErrNoFeatureUses, 0},
		{"bonus spent", "berserker", 3, func(s *State) { s.Player().BonusUsed = true }, ErrNoBonusAction, 0},
		{"raging", "berserker", 3, func(s *State) { s.Player().Raging, s.Player().RageUntil = true, s.Player().Turns+1 }, ErrRaging, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15}}
			s := started(t, subclassed(t, rules.Fighter, tc.level, tc.sub), sc, dummy(500, 5, 0, "", 0))
			if tc.prep != nil {
				tc.prep(s)
			}
			uses := rules.FeatureUsesLeft(s.Player().Char, rules.FeatureRage)
			st, evs, err := Do(*s, Action{Kind: ActRage})
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				st = *s
			} else {
				require.NoError(t, err)
				assert.True(t, st.Player().BonusUsed)
				assert.Equal(t, uses-1, rules.FeatureUsesLeft(st.Player().Char, rules.FeatureRage))
				assert.Contains(t, strings.Join(RoundLog(evs), "\n"), "You use Rage: +")
			}
			st.fake = sc
			st.evs = nil
			st.playerSwing(sc, 0)
			hits := find(st.evs, EvAttackHit)
			require.Len(t, hits, 1)
			w := st.Player().WeaponDice
			assert.Equal(t, w.Count*w.Sides+w.Bonus+st.Player().DamageBonus+tc.bonus, hits[0].Amount)
		})
	}
}

// TestRageHalvesWeaponDamage: raging, the foes' attack hits (untyped, as
// the content gives claws and blades) and bludgeoning, piercing and
// slashing damage are halved; a fire hit, an untyped area blast and other
// types are not (rules §1.11).
func TestRageHalvesWeaponDamage(t *testing.T) {
	tests := []struct {
		name   string
		raging bool
		dt     rules.DamageType
		isHit  bool
		lost   int
	}{
		{"hit, raging", true, "", true, 10},
		{"hit, calm", false, "", true, 21},
		{"fire hit", true, rules.Fire, true, 21},
		{"untyped area", true, "", false, 21},
		{"bludgeoning sweep", true, rules.Bludgeoning, false, 10},
		{"slashing", true, rules.Slashing, false, 10},
		{"piercing", true, rules.Piercing, true, 10},
		{"necrotic", true, rules.Necrotic, false, 21},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{}
			s := started(t, subclassed(t, rules.Fighter, 3, "berserker"), sc, dummy(500, 5, 0, "", 0))
			s.Player().Raging, s.Player().RageUntil = tc.raging, s.Player().Turns+1
			s.Player().HP = 30
			assert.Equal(t, tc.lost, s.hurtPlayer(sc, 1, 21, tc.dt, "hit", tc.isHit))
		})
	}
}

// A raging Berserker's log marks the hits rage halved (rules §1.11), so a
// smaller number has its reason beside it; a calm one's hit has no mark.
func TestRageMarksTheHitsItHalves(t *testing.T) {
	for _, raging := range []bool{true, false} {
		sc := &script{d20: []int{19}}
		s := fixture(t, subclassed(t, rules.Fighter, 3, "berserker"), sc, dummy(500, 5, 30, "", 0))
		s.Player().Raging, s.Player().RageUntil = raging, s.Player().Turns+1
		s.Player().HP, s.Player().MaxHP = 500, 500
		s.enemySwing(sc, 0, 30, 20, false, false, true)
		hits := find(s.evs, EvAttackHit)
		require.Len(t, hits, 1)
		if raging {
			assert.Equal(t, 10, hits[0].Amount)
			assert.Equal(t, "rage", hits[0].Detail)
			assert.Contains(t, RoundLog(s.evs), "R1 Dummy hits you for 10 (rage)")
		} else {
			assert.Equal(t, 20, hits[0].Amount)
			assert.Empty(t, hits[0].Detail)
		}
	}
}

// TestPolicyRages: the standard policy rages on a Berserker's turn in an
// elite or boss fight, never in an ordinary one, nor twice, nor without
// the feature or a use (rules §2.12).
func TestPolicyRages(t *testing.T) {
	tests := []struct {
		name  string
		sub   string
		elite bool
		prep  func(s *State)
		rage  bool
	}{
		{"elite", "berserker", true, nil, true},
		{"ordinary", "berserker", false, nil, false},
		{"vanilla elite", "", true, nil, false},
		{"raging", "berserker", true, func(s *State) { s.Player().Raging, s.Player().RageUntil = true, s.Player().Turns+1 }, false},
		{"no use", "berserker", true, func(s *State) { s.Player().Char.Resources[rules.FeatureRage] = 0 }, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := dummy(500, 5, 0, "", 0)
			m.Elite = tc.elite
			sc := &script{}
			s := started(t, subclassed(t, rules.Fighter, 5, tc.sub), sc, m)
			if tc.prep != nil {
				tc.prep(s)
			}
			a := DefaultPolicy().Next(s)
			assert.Equal(t, tc.rage, a.Kind == ActRage, "%+v", a)
		})
	}
}

// TestRageLastsThreeTurns: a rage is on for the turn it starts in and the
// next rules.RageTurns-1, the foes' turns between them counted, and off
// from the turn after; then the policy may rage again (rules §1.11).
func TestRageLastsThreeTurns(t *testing.T) {
	m := dummy(500, 5, 0, "", 0)
	m.Elite = true
	sc := &script{}
	s := started(t, subclassed(t, rules.Fighter, 3, "berserker"), sc, m)
	st, _, err := Do(*s, Action{Kind: ActRage})
	require.NoError(t, err)
	st.fake = sc
	for turn, want := range []bool{true, true, true, false} {
		if turn > 0 {
			require.True(t, st.startPlayerTurn())
		}
		st.Player().HP = 30
		assert.Equal(t, want, st.hurtPlayer(sc, 1, 20, "", "hit", true) == 10, "turn %d", turn+1)
		assert.Equal(t, max(0, 3-turn)*boolInt(want), st.RageTurnsLeft(), "turn %d", turn+1)
	}
	st.Player().HP = st.Player().MaxHP
	assert.Equal(t, ActRage, DefaultPolicy().Next(&st).Kind, "the second use, once the first rage is over")
}

func TestArticleBeforeARoll(t *testing.T) {
	for roll, want := range map[int]string{18: "an", 8: "an", 11: "an", 19: "a", 20: "a", 1: "a"} {
		assert.Equal(t, want, article(roll), "roll %d", roll)
	}
}
