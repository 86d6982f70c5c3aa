package dice

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustParse(t testing.TB, in string) Expr {
	t.Helper()
	e, err := Parse(in)
	require.NoError(t, err)
	return e
}

func TestRollKeepMarksTheRightDice(t *testing.T) {
	tests := []struct {
		in        string
		keepN     int
		keepsHigh bool
	}{
		{"4d6kh3", 3, true},
		{"4d6k3", 3, true},
		{"5d10kl2", 2, false},
		{"adv", 1, true},
		{"dis", 1, false},
		{"1d20 adv", 1, true},
		{"1d20 dis", 1, false},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			e := mustParse(t, tt.in)
			for seed := uint64(0); seed < 200; seed++ {
				r := e.Roll(NewStream(seed, "keep"))
				require.Len(t, r.Terms, 1)
				var kept, dropped []int
				for _, d := range r.Terms[0].Dice {
					if d.Dropped {
						dropped = append(dropped, d.Value)
					} else {
						kept = append(kept, d.Value)
					}
				}
				require.Len(t, kept, tt.keepN)
				sum := 0
				for _, k := range kept {
					sum += k
					for _, d := range dropped {
						if tt.keepsHigh {
							require.GreaterOrEqual(t, k, d, "kept %v dropped %v", kept, dropped)
						} else {
							require.LessOrEqual(t, k, d, "kept %v dropped %v", kept, dropped)
						}
					}
				}
				require.Equal(t, sum, r.Total)
			}
		})
	}
}

func TestRollAdvantageIsBestOfTwoD20(t *testing.T) {
	adv, dis := mustParse(t, "adv"), mustParse(t, "dis")
	for seed := uint64(0); seed < 200; seed++ {
		s := NewStream(seed, "adv")
		a, b := s.D20(), s.D20()
		assert.Equal(t, max(a, b), adv.Roll(NewStream(seed, "adv")).Total)
		assert.Equal(t, min(a, b), dis.Roll(NewStream(seed, "adv")).Total)
	}
}

func TestRollKeepTiesDropTheLaterDie(t *testing.T) {
	dice := []DieRoll{{Sides: 6, Value: 5}, {Sides: 6, Value: 5}, {Sides: 6, Value: 2}}
	markDropped(dice, KeepHighest, 1)
	assert.Equal(t, []bool{false, true, true}, []bool{dice[0].Dropped, dice[1].Dropped, dice[2].Dropped})
}

func TestRollIsDeterministicPerStreamKey(t *testing.T) {
	e := mustParse(t, "4d6kh3+2d8-1d4+3 # fireball")
	a := e.Roll(NewStream(42, "room", 7))
	b := e.Roll(NewStream(42, "room", 7))
	assert.Equal(t, a, b)
	differs := false
	for k := 0; k < 20 && !differs; k++ {
		differs = e.Roll(NewStream(42, "room", 8+k)).Breakdown() != a.Breakdown()
	}
	assert.True(t, differs, "other keys should give other rolls")
}

func TestRollUsesOneDieDrawPerDie(t *testing.T) {
	e := mustParse(t, "3d6+1d8")
	r := e.Roll(NewStream(9, "draws"))
	s := NewStream(9, "draws")
	want := []int{s.Die(6), s.Die(6), s.Die(6), s.Die(8)}
	got := []int{}
	for _, tr := range r.Terms {
		for _, d := range tr.Dice {
			got = append(got, d.Value)
		}
	}
	assert.Equal(t, want, got)
}

func TestRollTotalsStayWithinMinMax(t *testing.T) {
	inputs := []string{"2d6+3", "1d20-1d4-2", "100d1000kh1", "4d6kl3-10000", "d%", "-2+1d20", "adv+5", "1d1", "3d6-3d6"}
	for _, in := range inputs {
		t.Run(in, func(t *testing.T) {
			e := mustParse(t, in)
			for seed := uint64(0); seed < 300; seed++ {
				r := e.Roll(NewStream(seed, in))
				require.GreaterOrEqual(t, r.Total, e.Min())
				require.LessOrEqual(t, r.Total, e.Max())
			}
		})
	}
}

func TestRollReportsModifierAndLabel(t *testing.T) {
	r := mustParse(t, "1d20+5-2+1d4 Perception").Roll(NewStream(1, "mod"))
	assert.Equal(t, 3, r.Modifier)
	assert.Equal(t, "Perception", r.Label)
	assert.Equal(t, "1d20+5-2+1d4", r.Expr)
	sum := 0
	for _, tr := range r.Terms {
		sum += tr.Value
	}
	assert.Equal(t, sum, r.Total)
}

// Breakdown is what a !roll answer shows after the expression (narrate.Roll).
func TestResultBreakdownFormatsForChat(t *testing.T) {
	die := func(v int, dropped bool) DieRoll { return DieRoll{Sides: 6, Value: v, Dropped: dropped} }
	tests := []struct {
		name string
		r    Result
		want string
	}{
		{"dice plus modifier", Result{Expr: "2d6+3", Total: 12, Modifier: 3, Terms: []TermResult{
			{Term: Term{Sign: 1, Count: 2, Sides: 6}, Dice: []DieRoll{die(4, false), die(5, false)}, Value: 9},
			{Term: Term{Sign: 1, Value: 3}, Value: 3},
		}}, "[4, 5] + 3 = 12"},
		{"dropped dice and label", Result{Expr: "4d6kh3", Label: "strength", Total: 13, Terms: []TermResult{
			{Term: Term{Sign: 1, Count: 4, Sides: 6, Keep: KeepHighest, KeepN: 3},
				Dice: []DieRoll{die(6, false), die(1, true), die(3, false), die(4, false)}, Value: 13},
		}}, "[6, 3, 4] (dropped 1) = 13"},
		{"subtraction and leading negative", Result{Expr: "-2+1d6-1d6", Total: -1, Modifier: -2, Terms: []TermResult{
			{Term: Term{Sign: -1, Value: 2}, Value: -2},
			{Term: Term{Sign: 1, Count: 1, Sides: 6}, Dice: []DieRoll{die(3, false)}, Value: 3},
			{Term: Term{Sign: -1, Count: 1, Sides: 6}, Dice: []DieRoll{die(2, false)}, Value: -2},
		}}, "-2 + [3] - [2] = -1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.r.Breakdown())
		})
	}
}

func TestRollBreakdownMatchesRolledDice(t *testing.T) {
	r := mustParse(t, "2d6+3").Roll(NewStream(5, "chat"))
	d := r.Terms[0].Dice
	want := fmt.Sprintf("[%d, %d] + 3 = %d", d[0].Value, d[1].Value, d[0].Value+d[1].Value+3)
	assert.Equal(t, want, r.Breakdown())
}

func BenchmarkParseRoll(b *testing.B) {
	s := NewStream(1, "bench")
	for b.Loop() {
		e, err := Parse("4d6kh3 + 1d20 + 5 adv # attack roll")
		if err != nil {
			b.Fatal(err)
		}
		_ = e.Roll(s)
	}
}
