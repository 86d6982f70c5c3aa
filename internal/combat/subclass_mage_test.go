package combat

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// enemyHPLost sums the HP the enemies have lost.
func enemyHPLost(s *State) int {
	n := 0
	for _, e := range s.Enemies {
		n += e.MaxHP - e.HP
	}
	return n
}

// Empowered Evocation adds the INT modifier to one target's damage per
// cast of a leveled spell (rules §1.11): the first dart of Magic Missile,
// the first of an area spell's targets; a cantrip adds the modifier
// already (rules §1.6) and gets no more. The script rolls every die at its
// maximum.
func TestEmpoweredEvocation(t *testing.T) {
	tests := []struct {
		name  string
		sub   string
		spell rules.SpellID
		slot  int
		foes  int
		d20   []int
		base  int  // damage without the feature
		adds  bool // the feature adds the modifier
	}{
		// Fire Bolt: 1d10 + the casting modifier (+3) every damaging cantrip adds
		{"fire bolt, a cantrip", "evocation", rules.FireBolt, 0, 1, []int{15}, 13, false},
		{"magic missile, first dart", "evocation", rules.MagicMissile, 1, 1, nil, 15, true},
		{"magic missile, no subclass", "", rules.MagicMissile, 1, 1, nil, 15, false},
		{"magic missile, another subclass", "necromancy", rules.MagicMissile, 1, 1, nil, 15, false},
		{"thunderwave, one of two targets", "evocation", rules.Thunderwave, 1, 2, []int{1, 1}, 32, true},
		{"thunderwave, no subclass", "", rules.Thunderwave, 1, 2, []int{1, 1}, 32, false},
		{"thunderwave, first saves and takes half", "evocation", rules.Thunderwave, 1, 2, []int{20, 1}, 24, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: tc.d20}
			s := started(t, subclassed(t, rules.Mage, 3, tc.sub), sc, dummy(100, 10, 0, "", 0), dummy(100, 10, 0, "", 0))
			if tc.foes == 1 {
				s.Enemies[1].Dead = true
			}
			require.NoError(t, s.cast(tc.spell, 0, tc.slot))
			want, uses := tc.base, 0
			if tc.adds {
				want += s.Player().Abilities.Mod(rules.INT)
				uses = 1
			}
			assert.Equal(t, want, enemyHPLost(s))
			assert.Len(t, find(s.evs, EvFeatureUsed), uses)
			assert.False(t, s.empower, "spent or cleared with the cast")
		})
	}
}

// The Arcane Ward (rules §1.11) forms at level + INT modifier HP and
// takes damage before the player's HP; what it cannot hold goes through.
func TestArcaneWardAbsorbs(t *testing.T) {
	tests := []struct {
		name   string
		sub    string
		hits   []int
		lost   int // player HP lost
		wardLf int
	}{
		{"within the ward", "abjuration", []int{5}, 0, 1},
		{"through the ward", "abjuration", []int{5, 7}, 6, 0},
		{"spent ward", "abjuration", []int{9, 4}, 7, 0},
		{"no subclass", "", []int{5, 7}, 12, 0},
		{"another subclass", "evocation", []int{5}, 5, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{}
			s := started(t, subclassed(t, rules.Mage, 3, tc.sub), sc, dummy(100, 10, 0, "", 0))
			mod := s.Player().Abilities.Mod(rules.INT)
			if tc.sub == "abjuration" {
				require.Equal(t, 3+mod, s.Player().WardMax)
				require.Equal(t, 6, s.Player().WardMax, "a Human Mage's INT 16")
			} else {
				require.Zero(t, s.Player().WardMax)
			}
			hp := s.Player().HP
			for _, d := range tc.hits {
				s.hurtPlayer(sc, 1, d, "", "hit", true)
			}
			assert.Equal(t, tc.lost, hp-s.Player().HP)
			assert.Equal(t, tc.wardLf, s.Player().Ward)
		})
	}
}

// A ward that takes the whole hit leaves no damage for a concentration
// save to answer; the log says what the ward held.
func TestArcaneWardSparesConcentrationAndLogs(t *testing.T) {
	sc := &script{d20: []int{1}}
	s := started(t, subclassed(t, rules.Mage, 3, "abjuration"), sc, dummy(100, 10, 0, "", 0))
	s.Player().Char.Concentration = rules.Blur
	s.hurtPlayer(sc, 1, 5, "", "hit", true)
	assert.Equal(t, rules.Blur, s.Player().Char.Concentration, "no save: no HP lost")
	s.hurtPlayer(sc, 1, 6, "", "hit", true)
	assert.Empty(t, s.Player().Char.Concentration, "5 got through: the save of 1 fails")
	log := RoundLog(s.evs)
	assert.Contains(t, log, "R1 Arcane Ward absorbs 5 (1 left)")
	assert.Contains(t, log, "R1 Arcane Ward absorbs 1 (0 left); you take 5")
}

// Shield and Mage Armor restore 2 × their slot level of the ward, never
// above its maximum; other spells restore nothing (rules §1.11).
func TestArcaneWardRestores(t *testing.T) {
	tests := []struct {
		name  string
		sub   string
		ward  int
		cast  func(s *State) error
		want  int
		event bool
	}{
		{"shield, level 1", "abjuration", 0, func(s *State) error { s.castShield(12, 12); return nil }, 2, true},
		{"mage armor, level 2", "abjuration", 1, func(s *State) error { return s.cast(rules.MageArmorSpell, AutoTarget, 2) }, 5, true},
		{"up to the maximum", "abjuration", 5, func(s *State) error { return s.cast(rules.MageArmorSpell, AutoTarget, 2) }, 6, true},
		{"full ward", "abjuration", 6, func(s *State) error { return s.cast(rules.MageArmorSpell, AutoTarget, 1) }, 6, false},
		{"magic missile", "abjuration", 0, func(s *State) error { return s.cast(rules.MagicMissile, 0, 1) }, 0, false},
		{"no subclass", "", 0, func(s *State) error { s.castShield(12, 12); return nil }, 0, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Mage, 3, tc.sub), &script{}, dummy(100, 10, 0, "", 0))
			s.Player().Ward = tc.ward
			require.NoError(t, tc.cast(s))
			assert.Equal(t, tc.want, s.Player().Ward)
			ev := find(s.evs, EvFeatureUsed)
			assert.Equal(t, tc.event, len(ev) == 1)
		})
	}
}

// A fight started with New logs the ward it opens with.
func TestArcaneWardFormsAtTheStart(t *testing.T) {
	_, evs, err := New(Spec{Seed: 1, Key: "ward", Character: subclassed(t, rules.Mage, 5, "abjuration"), Enemies: []content.Monster{dummy(100, 10, 0, "", 0)}})
	require.NoError(t, err)
	assert.Contains(t, RoundLog(evs), "R1 Your Arcane Ward forms (8 HP)")
}

// Grim Harvest heals 2 × the slot level when a spell of 1st level or
// higher kills, 3 × for a necromancy spell (rules §1.11): a cantrip's kill
// heals nothing.
func TestGrimHarvest(t *testing.T) {
	tests := []struct {
		name   string
		sub    string
		level  int
		spell  rules.SpellID
		slot   int
		slotHP int // HP per slot level; -1: no harvest
	}{
		{"magic missile, level 1", "necromancy", 3, rules.MagicMissile, 1, 2},
		{"magic missile, level 2", "necromancy", 3, rules.MagicMissile, 2, 2},
		{"blight, necromancy", "necromancy", 7, rules.Blight, 4, 3},
		{"fire bolt, a cantrip", "necromancy", 3, rules.FireBolt, 0, -1},
		{"no subclass", "", 3, rules.MagicMissile, 1, -1},
		{"another subclass", "abjuration", 3, rules.MagicMissile, 1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15, 1}}
			s := started(t, subclassed(t, rules.Mage, tc.level, tc.sub), sc, dummy(3, 10, 0, "", 0), dummy(100, 10, 0, "", 0))
			s.Player().HP = 5
			require.NoError(t, s.cast(tc.spell, 0, tc.slot))
			require.True(t, s.Enemies[0].Dead)
			heal := 0
			if tc.slotHP >= 0 {
				heal = tc.slotHP * tc.slot
			}
			assert.Equal(t, 5+heal, s.Player().HP)
			assert.Zero(t, s.castSlot, "cleared with the cast")
		})
	}
}

// The round log names the harvest, then the heal.
func TestGrimHarvestLog(t *testing.T) {
	sc := &script{}
	s := started(t, subclassed(t, rules.Mage, 3, "necromancy"), sc, dummy(3, 10, 0, "", 0), dummy(100, 10, 0, "", 0))
	s.Player().HP = 5
	require.NoError(t, s.cast(rules.MagicMissile, 0, 2))
	log := RoundLog(s.evs)
	i := slices.Index(log, "R1 Grim Harvest: Dummy 1's death feeds you (Magic Missile, level 2 slot)")
	require.GreaterOrEqual(t, i, 0, log)
	assert.Equal(t, "R1 You heal 4", log[i+1], "2 × the level 2 slot")
}

// The policy counts Empowered Evocation's bonus in a spell's expected
// damage of a leveled spell: all of it for darts that always hit, the
// chance of any hit for a spell attack, nothing for a cantrip or without
// the feature (rules §2.12).
func TestEmpowerExpected(t *testing.T) {
	tests := []struct {
		name  string
		sub   string
		spell rules.SpellID
		slot  int
		share float64 // of the INT modifier
	}{
		{"magic missile", "evocation", rules.MagicMissile, 1, 1},
		{"thunderwave, half on a save", "evocation", rules.Thunderwave, 1, 1},
		{"scorching ray, 3 rays hitting on 21+8-14 of 20", "evocation", rules.ScorchingRay, 2, 1 - 0.25*0.25*0.25},
		{"fire bolt, a cantrip", "evocation", rules.FireBolt, 0, 0},
		{"no subclass", "", rules.MagicMissile, 1, 0},
		{"another subclass", "abjuration", rules.MagicMissile, 1, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := started(t, subclassed(t, rules.Mage, 3, tc.sub), &script{}, dummy(100, 14, 0, "", 0))
			sp, ok := rules.Spell(tc.spell)
			require.True(t, ok)
			require.Equal(t, 8, rules.SpellAttackBonus(s.Player().caster())+s.Player().FocusBonus)
			mod := float64(s.Player().Abilities.Mod(rules.INT))
			assert.InDelta(t, tc.share*mod, empowerExpected(s, sp, tc.slot, 0), 1e-9)
		})
	}
}

// The Necromancer's Undead Thrall (rules §1.11) strikes at the end of each
// turn the mage plays without its bonus action: d20 + the spell attack
// bonus (INT), 1d6, doubled dice on a natural 20, a miss on
// a natural 1; nothing on a lost turn, after a bonus action, after the
// player's rules.ThrallTurns-th turn (that turn's strike is its last, and
// the log says it crumbles) or for another subclass. The script rolls
// every die at its maximum.
func TestUndeadThrall(t *testing.T) {
	bonus := rules.SpellAttackBonus(subclassed(t, rules.Mage, 3, "necromancy"))
	tests := []struct {
		name  string
		level int
		sub   string
		d20   int
		ac    int
		turn  int // the player's turn of the fight
		lost  bool
		bonus bool // the turn spent its bonus action
		want  int  // the strike's damage, 0 for no hit
		line  string
	}{
		{"level 3: 1d6", 3, "necromancy", 15, 10, 1, false, false, 6, "R1 Your skeleton hits Dummy for 6"},
		{"level 15: still 1d6", 15, "necromancy", 15, 10, 1, false, false, 6, "R1 Your skeleton hits Dummy for 6"},
		{"natural 20: dice doubled", 3, "necromancy", 20, 10, 1, false, false, 12, "R1 Your skeleton hits Dummy for 12 (crit!)"},
		{"natural 1: a miss", 3, "necromancy", 1, 10, 1, false, false, 0, "R1 Your skeleton misses Dummy (natural 1)"},
		{"meets AC 12 + the spell attack bonus", 3, "necromancy", 12, 12 + bonus, 1, false, false, 6, "R1 Your skeleton hits Dummy for 6"},
		{"one short of AC 13 + the bonus", 3, "necromancy", 12, 13 + bonus, 1, false, false, 0, "R1 Your skeleton misses Dummy"},
		{"the last turn: the last strike", 3, "necromancy", 15, 10, rules.ThrallTurns, false, false, 6, "R1 Your skeleton crumbles to dust"},
		{"a turn later: crumbled", 3, "necromancy", 15, 10, rules.ThrallTurns + 1, false, false, 0, ""},
		{"a lost turn: no strike", 3, "necromancy", 15, 10, 1, true, false, 0, ""},
		{"a bonus action spent: no strike", 3, "necromancy", 15, 10, 1, false, true, 0, ""},
		{"no subclass: no skeleton", 3, "", 15, 10, 1, false, false, 0, ""},
		{"evocation: no skeleton", 3, "evocation", 15, 10, 1, false, false, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{}
			s := started(t, subclassed(t, rules.Mage, tc.level, tc.sub), sc, dummy(500, tc.ac, 0, "", 0))
			sc.d20 = []int{tc.d20}
			s.Player().BonusUsed = tc.bonus
			s.Player().InTurn = !tc.lost
			s.Player().Turns = tc.turn
			endTurnStrikes(t, s, tc.want)
			log := RoundLog(s.evs)
			if tc.turn != rules.ThrallTurns {
				assert.NotContains(t, strings.Join(log, "\n"), "crumbles")
			}
			if tc.line == "" {
				assert.NotContains(t, strings.Join(log, "\n"), "skeleton")
			} else {
				assert.Contains(t, log, tc.line)
			}
		})
	}
}
