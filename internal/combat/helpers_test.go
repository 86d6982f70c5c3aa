package combat

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/rules"
)

// t0 is the fixed clock of the tests.
var t0 = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

// script is a scripted roller: d20s come from a queue (10 when it is
// empty), every other die rolls die (capped at its sides; 0 rolls the
// maximum), Chance answers yes for 0 < p < 1 (p ≥ 1 is always true, p ≤ 0
// always false) and IntN returns its largest value.
type script struct {
	d20 []int
	die int
	yes bool
}

func (f *script) Die(sides int) int {
	if sides == 20 {
		if len(f.d20) == 0 {
			return 10
		}
		v := f.d20[0]
		f.d20 = f.d20[1:]
		return v
	}
	if f.die == 0 {
		return sides
	}
	return min(f.die, sides)
}

func (f *script) Chance(p float64) bool {
	switch {
	case p >= 1:
		return true
	case p <= 0:
		return false
	}
	return f.yes
}

func (f *script) IntN(n int) int { return max(n-1, 0) }

// charAt builds a character of class and race at level with full
// resources.
func charAt(t testing.TB, class rules.ClassID, race rules.RaceID, level int) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter("Tess", class, race)
	require.NoError(t, err)
	if level > 1 {
		c, _ = rules.AwardXP(c, rules.XPForLevel(level))
	}
	require.Equal(t, level, c.Level)
	return c
}

// monster returns a bestiary entry or fails the test.
func monster(t testing.TB, id content.MonsterID) content.Monster {
	t.Helper()
	m, ok := content.MonsterByID(id)
	require.True(t, ok, id)
	return m
}

// dummy is a test monster: hp, AC and to-hit as given, 1d4 damage, no
// block, an ability with effect eff and proc chance proc in any phase.
func dummy(hp, ac, toHit int, eff content.Effect, proc float64) content.Monster {
	return content.Monster{
		ID: "dummy", Name: "Dummy", CR: 1, HP: hp, AC: ac, Attack: 2, AttackBonus: toHit,
		Speed: 10, Damage: rules.D(1, 4),
		Ability: content.Ability{Name: "Test Trick", Effect: eff, Proc: proc, Phase: content.PhaseAny},
	}
}

// fixture builds a fight in round 1 without rolling initiative: the player
// acts first, then the enemies in the order given; every roll comes from
// sc. The player's turn has not started yet: call start.
func fixture(t testing.TB, c rules.Character, sc *script, ms ...content.Monster) *State {
	t.Helper()
	s, err := build(Spec{Seed: 7, Key: "test", Character: c, Enemies: ms})
	require.NoError(t, err)
	s.fake = sc
	s.Phases = basePhases[s.Kind]
	s.Order = make([]int, len(ms)+1)
	for i := range s.Order {
		s.Order[i] = i
	}
	return &s
}

// started is fixture with the player's first turn begun.
func started(t testing.TB, c rules.Character, sc *script, ms ...content.Monster) *State {
	t.Helper()
	s := fixture(t, c, sc, ms...)
	require.True(t, s.startPlayerTurn())
	return s
}

// kinds lists the kinds of evs in order.
func kinds(evs []Event) []EventKind {
	out := make([]EventKind, len(evs))
	for i, e := range evs {
		out[i] = e.Kind
	}
	return out
}

// find returns the events of kind k.
func find(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// findFrom returns the events of kind k whose actor is actor.
func findFrom(evs []Event, k EventKind, actor string) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k && e.Actor == actor {
			out = append(out, e)
		}
	}
	return out
}

// subclassed is a Human of class at level with subclass sub ("" for the
// vanilla class), its uses full (rules §1.11).
func subclassed(t *testing.T, class rules.ClassID, level int, sub string) rules.Character {
	t.Helper()
	c := charAt(t, class, rules.Human, level)
	if sub == "" {
		return c
	}
	c, _, err := rules.ChooseSubclass(c, sub, t0)
	require.NoError(t, err)
	return c
}
