package combat

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// Eldritch Blast (rules §1.7): one beam a cantrip step (2 at 5), each its
// own attack for 1d10 force, +CHA a beam from Agonizing Blast, + the
// held focus's magic bonus, and Hex's 1d6 necrotic on every beam that
// hits the cursed foe.
func TestEldritchBlastBeamsAndHex(t *testing.T) {
	cases := []struct {
		name  string
		level int
		hex   bool
		focus int // the held focus's magic bonus
		d20   []int
		want  int // HP dealt, every die at its maximum
	}{
		{"level 1: one beam, Agonizing Blast adds CHA", 1, false, 0, []int{15}, 13},
		{"level 5: two beams", 5, false, 0, []int{15, 15}, 26},
		{"level 5 with Hex: 1d6 on each beam", 5, true, 0, []int{15, 15}, 38},
		{"a missed beam deals nothing", 5, true, 0, []int{15, 1}, 19},
		{"a +2 focus adds 2 a beam", 5, false, 2, []int{15, 15}, 30},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, charAt(t, rules.Warlock, rules.Human, tc.level), &script{d20: append([]int(nil), tc.d20...)}, dummy(500, 10, 0, "", 0))
			s.Player().FocusBonus = tc.focus
			if tc.hex {
				require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.Hex, Target: 0}))
				i, up := s.HexUp()
				require.True(t, up)
				assert.Equal(t, 0, i)
			}
			require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}))
			assert.Equal(t, tc.want, 500-s.Enemies[0].HP)
		})
	}
}

// Hex costs a pact slot and a bonus action; once its foe falls, casting
// it again moves it for no slot; losing concentration ends the curse.
func TestHexMovesForNoSlot(t *testing.T) {
	s := started(t, charAt(t, rules.Warlock, rules.Human, 5), &script{d20: []int{15, 15}}, dummy(5, 10, 0, "", 0), dummy(500, 10, 0, "", 0))
	require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.Hex, Target: 0}))
	assert.Equal(t, 1, s.Player().Char.Slots.At(3), "a 3rd-level pact slot spent")
	require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}))
	require.False(t, s.Enemies[0].Standing())
	_, up := s.HexUp()
	assert.False(t, up, "its foe fell")
	assert.Equal(t, rules.Hex, s.Player().Char.Concentration, "the spell holds")
	s.Player().BonusUsed = false
	require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.Hex, Target: 1}))
	i, up := s.HexUp()
	assert.True(t, up)
	assert.Equal(t, 1, i, "moved to the second foe")
	assert.Equal(t, 1, s.Player().Char.Slots.At(3), "moving it takes no slot")
	s.dropConcentration()
	_, up = s.HexUp()
	assert.False(t, up, "concentration lost ends the curse")
}

// Temporary HP (Fiendish Vigor from 5, Dark One's Blessing on a kill for
// a Fiend) soak damage before HP; the blessing replaces fewer, never adds.
func TestWarlockTemporaryHP(t *testing.T) {
	cases := []struct {
		name      string
		sub       string
		level     int
		startTemp int
		killTemp  int // after the first foe falls
	}{
		{"level 4: none", "fiend", 4, 0, 7},      // CHA +3 + 4
		{"level 5: Fiendish Vigor", "", 5, 6, 6}, // no patron: the vigor stays
		{"a Fiend at 5: the blessing's 8 replace the vigor's 6", "fiend", 5, 6, 8},
		{"an Archfey gains nothing on a kill", "archfey", 5, 6, 6},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Warlock, tc.level, tc.sub), &script{d20: []int{15, 15}}, dummy(5, 10, 0, "", 0), dummy(500, 10, 0, "", 0))
			assert.Equal(t, tc.startTemp, s.Player().TempHP, "at the start")
			require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}))
			require.False(t, s.Enemies[0].Standing())
			assert.Equal(t, tc.killTemp, s.Player().TempHP, "after the kill")
			hp := s.Player().HP
			s.hurtPlayer(s.rng(1, purposeRound), 2, 10, rules.Slashing, "hit", true)
			assert.Equal(t, hp-(10-tc.killTemp), s.Player().HP, "temporary HP soak first")
			assert.Zero(t, s.Player().TempHP)
		})
	}
}

// Dark One's Blessing (rules §1.11) is neither given nor told when the
// foe that falls was the last: the fight is over and temporary HP end
// with it.
func TestDarkOnesBlessingNotOnTheLastFoe(t *testing.T) {
	cases := []struct {
		name string
		foes []content.Monster
		temp int
	}{
		{"a foe still stands: 7 temporary HP", []content.Monster{dummy(5, 10, 0, "", 0), dummy(500, 10, 0, "", 0)}, 7},
		{"the last foe: none", []content.Monster{dummy(5, 10, 0, "", 0)}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Warlock, 4, "fiend"), &script{d20: []int{15}}, tc.foes...)
			require.NoError(t, s.do(Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}))
			require.False(t, s.Enemies[0].Standing())
			assert.Equal(t, tc.temp, s.Player().TempHP)
			told := slices.ContainsFunc(s.evs, func(e Event) bool { return e.Feature == rules.FeatureDarkOnesBlessing })
			assert.Equal(t, tc.temp > 0, told, "told only when given")
		})
	}
}

// Fey Presence (Archfey, rules §1.11): the bonus action, once a short
// rest; every foe that fails its WIS save is frightened for a round, and
// the action is still to come.
func TestFeyPresence(t *testing.T) {
	cases := []struct {
		name       string
		sub        string
		bonusSpent bool
		d20        []int // the foes' saves
		frightened []bool
		err        error
	}{
		{"both fail", "archfey", false, []int{2, 3}, []bool{true, true}, nil},
		{"one saves", "archfey", false, []int{20, 3}, []bool{false, true}, nil},
		{"the bonus action spent", "archfey", true, []int{2, 3}, []bool{false, false}, ErrNoBonusAction},
		{"a Fiend has none", "fiend", false, nil, []bool{false, false}, ErrNoFeature},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Warlock, 3, tc.sub), &script{d20: tc.d20}, dummy(50, 10, 0, "", 0), dummy(50, 10, 0, "", 0))
			s.Player().BonusUsed = tc.bonusSpent
			err := s.do(Action{Kind: ActFeyPresence, Target: AutoTarget})
			if tc.err != nil {
				require.ErrorIs(t, err, tc.err)
				assert.False(t, s.Player().ActionUsed, "a refusal changes nothing")
				if tc.sub == "archfey" {
					assert.Equal(t, 1, rules.FeatureUsesLeft(s.Player().Char, rules.FeatureFeyPresence), "the use is kept")
				}
				return
			}
			require.NoError(t, err)
			assert.True(t, s.Player().BonusUsed, "the bonus action")
			assert.False(t, s.Player().ActionUsed, "the action is still to come")
			for i, want := range tc.frightened {
				assert.Equal(t, want, hasCond(s.Enemies[i].Conditions, rules.Frightened), "foe %d", i)
			}
			s.Player().BonusUsed = false
			assert.ErrorIs(t, s.do(Action{Kind: ActFeyPresence, Target: AutoTarget}), ErrNoFeatureUses, "once a short rest")
		})
	}
}

// Entropic Ward (Great Old One, from 6): an elite's or boss's first swing
// has disadvantage, once a short rest; its miss gives the player's next
// attack on that foe advantage. An ordinary fight keeps it.
func TestEntropicWard(t *testing.T) {
	cases := []struct {
		name   string
		level  int
		kind   Kind
		d20    []int // the foe's rolls
		warded bool
		hit    bool
	}{
		{"level 5 has none", 5, KindElite, []int{15, 2}, false, true},
		{"an elite's swing: the lower of two, a miss", 6, KindElite, []int{15, 2}, true, false},
		{"the lower still hits", 6, KindBoss, []int{19, 18}, true, true},
		{"an ordinary foe's swing is not worth it", 6, KindNormal, []int{15, 2}, false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Warlock, tc.level, "great_old_one"), &script{d20: append([]int(nil), tc.d20...)}, dummy(50, 10, 0, "", 0))
			s.Kind = tc.kind
			s.Player().AC = 10
			hit, _ := s.enemySwing(s.fake, 0, 0, 1, false, false, true)
			assert.Equal(t, tc.hit, hit)
			used := tc.level >= 6 && rules.FeatureUsesLeft(s.Player().Char, rules.FeatureEntropicWard) == 0
			assert.Equal(t, tc.warded, used, "the ward spent")
			assert.Equal(t, tc.warded && !tc.hit, s.Player().EntropicOn == 1, "advantage earned")
		})
	}
}

// The standard policy's Warlock (rules §2.12): Hex as the bonus action
// (an ordinary fight only with a slot to spare), moved when its foe
// fell, Eldritch Blast as the action, and the Archfey's Fey Presence as
// the bonus action of an elite or boss fight once Hex is up.
func TestWarlockPolicy(t *testing.T) {
	cases := []struct {
		name  string
		sub   string
		level int
		kind  Kind
		setup func(s *State)
		want  Action
	}{
		{"an ordinary fight: Hex with a slot to spare", "", 5, KindNormal, nil, Action{Kind: ActCast, Spell: rules.Hex, Slot: 3, Target: 0}},
		{"the last slot is kept for a harder fight", "", 5, KindNormal, func(s *State) { s.Player().Char.Slots = rules.SlotTable{0, 0, 1} },
			Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}},
		{"an elite: Hex with the last slot", "", 5, KindElite, func(s *State) { s.Player().Char.Slots = rules.SlotTable{0, 0, 1} },
			Action{Kind: ActCast, Spell: rules.Hex, Slot: 3, Target: 0}},
		{"after the bonus action: Eldritch Blast", "", 5, KindNormal, func(s *State) { s.Player().BonusUsed = true },
			Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}},
		{"a fallen curse moves for no slot", "", 5, KindNormal, func(s *State) { s.Player().Char.Concentration = rules.Hex },
			Action{Kind: ActCast, Spell: rules.Hex, Target: 0}},
		{"an Archfey hexes first", "archfey", 5, KindElite, nil, Action{Kind: ActCast, Spell: rules.Hex, Slot: 3, Target: 0}},
		{"an Archfey's bonus action with Hex up: Fey Presence", "archfey", 5, KindElite, hexUp,
			Action{Kind: ActFeyPresence, Target: AutoTarget}},
		{"an ordinary fight keeps Fey Presence", "archfey", 5, KindNormal, hexUp,
			Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}},
		{"after Fey Presence, the slots spent: Eldritch Blast", "archfey", 5, KindElite,
			func(s *State) { hexUp(s); s.Player().BonusUsed, s.Player().Char.Slots = true, rules.SlotTable{} },
			Action{Kind: ActCast, Spell: rules.EldritchBlast, Target: 0}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Warlock, tc.level, tc.sub), &script{}, dummy(300, 14, 5, "", 0))
			s.Kind = tc.kind
			if tc.setup != nil {
				tc.setup(s)
			}
			assert.Equal(t, tc.want, DefaultPolicy().Next(s))
		})
	}
}

// hexUp has the player's Hex curse its first foe.
func hexUp(s *State) {
	p := s.Player()
	p.Char.Concentration, p.Marked = rules.Hex, 0
}
