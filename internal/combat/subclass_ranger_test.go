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

// hitsOn counts the player's hits on each enemy ID in evs.
func hitsOn(evs []Event) map[string]int {
	out := map[string]int{}
	for _, e := range findFrom(evs, EvAttackHit, PlayerID) {
		out[e.Target]++
	}
	return out
}

// Horde Breaker (rules §1.11): once per turn the Attack action adds a
// swing at a second standing foe, the weakest an average swing kills,
// else the most dangerous; none with one foe, none twice in a turn, none
// for a Ranger of another subclass.
func TestHordeBreaker(t *testing.T) {
	tests := []struct {
		name    string
		sub     string
		foes    []int // HP of each foe
		actions int   // Attack actions in the one turn
		want    map[string]int
	}{
		{"two foes: one more at the other", "hunter", []int{200, 200}, 1, map[string]int{"e1": 1, "e2": 1}},
		{"three foes: the one a swing kills", "hunter", []int{200, 200, 3}, 1, map[string]int{"e1": 1, "e3": 1}},
		{"one foe: none", "hunter", []int{200}, 1, map[string]int{"e1": 1}},
		{"once per turn", "hunter", []int{200, 200}, 2, map[string]int{"e1": 2, "e2": 1}},
		{"no subclass: none", "", []int{200, 200}, 1, map[string]int{"e1": 1}},
		{"beast master: none", "beast_master", []int{200, 200}, 1, map[string]int{"e1": 1}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15, 15, 15, 15}}
			s := started(t, subclassed(t, rules.Ranger, 3, tc.sub), sc, dummy(tc.foes[0], 5, 0, "", 0))
			for _, hp := range tc.foes[1:] {
				s.Enemies = append(s.Enemies, s.Enemies[0])
				en := &s.Enemies[len(s.Enemies)-1]
				en.ID, en.HP, en.MaxHP = "e"+string(rune('0'+len(s.Enemies))), hp, hp
			}
			for range tc.actions {
				s.attackAction(0)
			}
			assert.Equal(t, tc.want, hitsOn(s.evs))
			used := slices.DeleteFunc(find(s.evs, EvFeatureUsed), func(e Event) bool {
				return e.Feature == rules.FeatureColossusSlayer // the Hunter's slayer note (TestHunterSlayerNote)
			})
			if tc.want["e2"]+tc.want["e3"] > 0 {
				require.Len(t, used, 1)
				assert.Equal(t, rules.FeatureHordeBreaker, used[0].Feature)
				assert.Contains(t, strings.Join(RoundLog(s.evs), "\n"), "You use Horde Breaker (one more attack, at Dummy)")
			} else {
				assert.Empty(t, used)
			}
		})
	}
}

// The Beast Master's companion (rules §1.11) bites at the end of each
// turn the ranger plays without its bonus action: d20 + the spell attack
// bonus, 1d6 at every level, doubled dice on a natural 20, a miss on a
// natural 1; nothing on a lost turn, after a bonus action or for another
// subclass.
func TestAnimalCompanion(t *testing.T) {
	tests := []struct {
		name  string
		level int
		sub   string
		d20   int // the bite's d20 (the swing rolls 15 first)
		lost  bool
		bonus bool // the turn spent its bonus action
		want  int  // the bite's damage, 0 for no hit
		line  string
	}{
		{"level 3: 1d6", 3, "beast_master", 15, false, false, 6, "Your wolf hits Dummy for 6"},
		{"level 15: still 1d6", 15, "beast_master", 15, false, false, 6, "Your wolf hits Dummy for 6"},
		{"natural 20: dice doubled", 3, "beast_master", 20, false, false, 12, "Your wolf hits Dummy for 12 (crit!)"},
		{"natural 1: a miss", 3, "beast_master", 1, false, false, 0, "Your wolf misses Dummy (natural 1)"},
		{"a lost turn: no bite", 3, "beast_master", 15, true, false, 0, ""},
		{"a bonus action spent: no bite", 3, "beast_master", 15, false, true, 0, ""},
		{"no subclass: no wolf", 3, "", 15, false, false, 0, ""},
		{"hunter: no wolf", 3, "hunter", 15, false, false, 0, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15, 15, 15, tc.d20}}
			c := subclassed(t, rules.Ranger, tc.level, tc.sub)
			s := started(t, c, sc, dummy(500, 5, 0, "", 0))
			s.Player().BonusUsed = tc.bonus
			if tc.lost {
				s.Player().InTurn = false
			} else {
				for range s.Player().Attacks {
					s.playerSwing(sc, 0)
				}
				sc.d20 = []int{tc.d20}
			}
			endTurnStrikes(t, s, tc.want)
			log := strings.Join(RoundLog(s.evs), "\n")
			if tc.line == "" {
				assert.NotContains(t, log, "wolf")
			} else {
				assert.Contains(t, log, tc.line)
			}
		})
	}
}

// The bite's to-hit is the ranger's spell attack bonus (proficiency + WIS
// modifier + the flat bonus, rules §1.6): a d20 of 12 meets AC 12 + that
// and not one more.
func TestAnimalCompanionToHit(t *testing.T) {
	c := subclassed(t, rules.Ranger, 3, "beast_master")
	bonus := rules.ProficiencyBonus(3) + c.Abilities.Mod(rules.WIS) + rules.FlatBonus
	for _, tc := range []struct {
		ac   int
		hits int
	}{{12 + bonus, 1}, {13 + bonus, 0}} {
		sc := &script{d20: []int{12}}
		s := started(t, c, sc, dummy(500, tc.ac, 0, "", 0))
		s.endPlayerTurn()
		assert.Len(t, findFrom(s.evs, EvAttackHit, CompanionID), tc.hits, "AC %d", tc.ac)
	}
}

// Dread Ambusher (rules §1.11): the first weapon hit of the fight, when
// it lands in round 1, deals 2d8 more, once; a later round's first hit
// and other Rangers' hits deal none.
func TestDreadAmbusher(t *testing.T) {
	tests := []struct {
		name  string
		sub   string
		round int
		extra []int // each hit's damage over a plain hit's (dice at their maximum)
	}{
		{"round 1: the first hit +2d8", "gloom_stalker", 1, []int{16, 0}},
		{"a miss first: the next hit", "gloom_stalker", 1, []int{16}},
		{"round 2: none", "gloom_stalker", 2, []int{0, 0}},
		{"no subclass: none", "", 1, []int{0, 0}},
		{"hunter: none", "hunter", 1, []int{0, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			rolls := []int{15, 15}
			if len(tc.extra) == 1 {
				rolls = []int{1, 15}
			}
			sc := &script{d20: rolls}
			s := started(t, subclassed(t, rules.Ranger, 3, tc.sub), sc, dummy(500, 5, 0, "", 0))
			s.Round = tc.round
			p := s.Player()
			plain := p.WeaponDice.Count*p.WeaponDice.Sides + p.WeaponDice.Bonus + p.DamageBonus
			for range 2 {
				p.SlayerUsed = true // no Colossus Slayer
				s.playerSwing(sc, 0)
			}
			hits := findFrom(s.evs, EvAttackHit, PlayerID)
			require.Len(t, hits, len(tc.extra))
			for k, x := range tc.extra {
				assert.Equal(t, plain+x, hits[k].Amount, "hit %d", k+1)
			}
			log := strings.Join(RoundLog(s.evs), "\n")
			if tc.extra[0] > 0 {
				assert.Contains(t, log, "You use Dread Ambusher (+2d8 on the first hit of round 1)")
			} else {
				assert.NotContains(t, log, "Dread Ambusher")
			}
		})
	}
}

// The Hunter's Colossus Slayer (rules §1.11) rides a hit on a foe at full
// HP too, and rolls 1d10 instead of the class's 1d8.
func TestHunterColossusSlayer(t *testing.T) {
	tests := []struct {
		name    string
		sub     string
		wounded bool
		slayer  int // the slayer's part of a hit at maximum dice
	}{
		{"hunter, unhurt foe: 1d10", "hunter", false, 10},
		{"hunter, wounded foe: 1d10", "hunter", true, 10},
		{"no subclass, unhurt foe: none", "", false, 0},
		{"no subclass, wounded foe: 1d8", "", true, 8},
		{"gloom stalker, wounded foe: 1d8", "gloom_stalker", true, 8},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15}}
			s := started(t, subclassed(t, rules.Ranger, 3, tc.sub), sc, dummy(500, 5, 0, "", 0))
			s.Round = 2 // no ambush
			if tc.wounded {
				s.Enemies[0].HP--
			}
			p := s.Player()
			plain := p.WeaponDice.Count*p.WeaponDice.Sides + p.WeaponDice.Bonus + p.DamageBonus
			s.playerSwing(sc, 0)
			hits := findFrom(s.evs, EvAttackHit, PlayerID)
			require.Len(t, hits, 1)
			assert.Equal(t, plain+tc.slayer, hits[0].Amount)
		})
	}
}

// Dread Ambusher adds the WIS modifier to initiative (rules §1.11), and
// the log says so at the roll.
func TestDreadAmbusherInitiative(t *testing.T) {
	for _, tc := range []struct {
		sub  string
		plus int
	}{{"gloom_stalker", 2}, {"", 0}, {"beast_master", 0}} {
		c := subclassed(t, rules.Ranger, 3, tc.sub)
		assert.Equal(t, subclassed(t, rules.Ranger, 3, "").Abilities.Mod(rules.DEX)+tc.plus, NewPlayer(c).InitMod, tc.sub)
		_, evs, err := New(Spec{Seed: 1, Key: "init", Character: c, Enemies: []content.Monster{dummy(50, 10, 0, "", 0)}})
		require.NoError(t, err)
		log := strings.Join(RoundLog(evs), "\n")
		if tc.plus > 0 {
			assert.Contains(t, log, "You use Dread Ambusher (+2 initiative, WIS)")
		} else {
			assert.NotContains(t, log, "Dread Ambusher")
		}
	}
}

// A Gloom Stalker opens an elite fight with its ambush and takes its
// combat consumable on its second turn (buffTurn); others on the first.
func TestPolicyBuffAfterTheAmbush(t *testing.T) {
	for _, tc := range []struct {
		sub         string
		first, next ActionKind
	}{{"gloom_stalker", ActAttack, ActUse}, {"hunter", ActUse, ActAttack}} {
		s := started(t, subclassed(t, rules.Ranger, 3, tc.sub), &script{}, monster(t, "worg"))
		s.Player().Char.Inventory = rules.Inventory{"goblin_grease": 1}
		s.Player().BonusUsed = true // the quarry marked
		assert.Equal(t, tc.first, defaultPolicy.Next(s).Kind, tc.sub)
		s.Player().Turns = 2
		assert.Equal(t, tc.next, defaultPolicy.Next(s).Kind, tc.sub)
	}
}

// endTurnStrikes ends the player's turn in s and asserts the companion's
// strike on enemy 0: none when want is 0, else one hit of want HP that
// enemy 0 loses.
func endTurnStrikes(t *testing.T, s *State, want int) {
	t.Helper()
	hp := s.Enemies[0].HP
	s.endPlayerTurn()
	hits := findFrom(s.evs, EvAttackHit, CompanionID)
	if want == 0 {
		assert.Empty(t, hits)
		assert.Equal(t, hp, s.Enemies[0].HP)
		return
	}
	require.Len(t, hits, 1)
	assert.Equal(t, want, hits[0].Amount)
	assert.Equal(t, hp-want, s.Enemies[0].HP)
}

// The first Colossus Slayer roll of a fight tells a Hunter it is the
// Hunter's: the bigger die, and an unhurt foe named (rules §1.11); later
// rolls and other Rangers say nothing.
func TestHunterSlayerNote(t *testing.T) {
	tests := []struct {
		name    string
		sub     string
		wounded bool
		want    []string // the notes of two swings
	}{
		{"hunter, unhurt foe", "hunter", false, []string{"Colossus Slayer (Hunter: 1d10, on Dummy unhurt)"}},
		{"hunter, wounded foe", "hunter", true, []string{"Colossus Slayer (Hunter: 1d10)"}},
		{"no subclass", "", true, nil},
		{"beast master", "beast_master", true, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sc := &script{d20: []int{15, 15}}
			s := started(t, subclassed(t, rules.Ranger, 3, tc.sub), sc, dummy(500, 5, 0, "", 0))
			s.Round = 2 // no ambush
			if tc.wounded {
				s.Enemies[0].HP--
			}
			s.playerSwing(sc, 0)
			s.Player().SlayerUsed = false // a new turn
			s.playerSwing(sc, 0)
			var notes []string
			for _, e := range findFrom(s.evs, EvFeatureUsed, PlayerID) {
				if e.Feature == rules.FeatureColossusSlayer {
					notes = append(notes, e.Detail)
				}
			}
			assert.Equal(t, tc.want, notes)
		})
	}
}
