package dice

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseValidExpressions(t *testing.T) {
	tests := []struct {
		in       string
		want     string // canonical Expr.String
		label    string
		min, max int
	}{
		{"2d6+3", "2d6+3", "", 5, 15},
		{"2d6 + 3", "2d6+3", "", 5, 15},
		{"  2D6  +  3  ", "2d6+3", "", 5, 15},
		{"d20", "1d20", "", 1, 20},
		{"D20", "1d20", "", 1, 20},
		{"d%", "1d100", "", 1, 100},
		{"2d%", "2d100", "", 2, 200},
		{"1d20-2", "1d20-2", "", -1, 18},
		{"1d20-1d4", "1d20-1d4", "", -3, 19},
		{"+1d6", "1d6", "", 1, 6},
		{"-2+1d20", "-2+1d20", "", -1, 18},
		{"4d6kh3", "4d6kh3", "", 3, 18},
		{"4d6k3", "4d6kh3", "", 3, 18},
		{"4d6K3", "4d6kh3", "", 3, 18},
		{"4d6k", "4d6kh1", "", 1, 6},
		{"2d20kl1", "2d20kl1", "", 1, 20},
		{"2D20KL1", "2d20kl1", "", 1, 20},
		{"2d20kh1", "2d20kh1", "", 1, 20},
		{"adv", "2d20kh1", "", 1, 20},
		{"ADV+5", "2d20kh1+5", "", 6, 25},
		{"dis - 1", "2d20kl1-1", "", 0, 19},
		{"advantage", "2d20kh1", "", 1, 20},
		{"disadvantage", "2d20kl1", "", 1, 20},
		{"1d20+5 adv", "2d20kh1+5", "", 6, 25},
		{"1d20 adv +5", "2d20kh1+5", "", 6, 25},
		{"1d20+5 dis", "2d20kl1+5", "", 6, 25},
		{"1d20+5 adv dis", "1d20+5", "", 6, 25},
		{"1d20+5 stealth check", "1d20+5", "stealth check", 6, 25},
		{"1d20+5 Stealth  Check ", "1d20+5", "Stealth Check", 6, 25},
		{"1d20+5 # stealth", "1d20+5", "stealth", 6, 25},
		{"1d20+5#stealth", "1d20+5", "stealth", 6, 25},
		{"1d20 # 2d6 is not rolled", "1d20", "2d6 is not rolled", 1, 20},
		{"1d20+5 adv sneaking past", "2d20kh1+5", "sneaking past", 6, 25},
		{"1d20 disguise check", "1d20", "disguise check", 1, 20},
		{"1d20 5-foot step", "1d20", "5-foot step", 1, 20},
		{"1d20 tab\there", "1d20", "tab here", 1, 20},
		{"1d8+1d6+2-1", "1d8+1d6+2-1", "", 3, 15},
		{"007d6", "7d6", "", 7, 42},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			e, err := Parse(tt.in)
			require.NoError(t, err)
			assert.Equal(t, tt.want, e.String())
			assert.Equal(t, tt.label, e.Label)
			assert.Equal(t, tt.min, e.Min())
			assert.Equal(t, tt.max, e.Max())
		})
	}
}

func TestParseRefusesWithSentinelAndHint(t *testing.T) {
	tests := []struct {
		in   string
		kind error
		hint string // a piece of the player-facing message
	}{
		{"", ErrEmpty, "Roll what?"},
		{"   ", ErrEmpty, "Roll what?"},
		{"# just a label", ErrEmpty, "Roll what?"},
		{"abc", ErrSyntax, `"abc"`},
		{"d", ErrSyntax, "how many sides"},
		{"2dx", ErrSyntax, "how many sides"},
		{"2d6x", ErrSyntax, "put a space before a label"},
		{"1d20+5stealth", ErrSyntax, `"5stealth"`},
		{"2d6*2", ErrSyntax, "Join terms"},
		{"1d20+", ErrSyntax, "missing after the sign"},
		{"1d20++2", ErrSyntax, "Two signs"},
		{"1d20+-2", ErrSyntax, "Two signs"},
		{"1d6 2d6", ErrSyntax, "looks like more dice"},
		{"2 d6", ErrSyntax, "looks like more dice"},
		{"1d20 0d6", ErrSyntax, "looks like more dice"},
		{"\xff", ErrInvalidText, "couldn't read some"},
		{"1d20 \xc3\x28", ErrInvalidText, "couldn't read some"},
		{"5", ErrNoDice, "no dice"},
		{"5+3 stealth", ErrNoDice, "no dice"},
		{"0d6", ErrDiceCount, "at least one"},
		{"000d6", ErrDiceCount, "at least one"},
		{"999999999d999999999", ErrDiceCount, "at most 100 dice"},
		{"-1d6", ErrNegativeDice, "negative number of dice"},
		{"-d6", ErrNegativeDice, "negative number of dice"},
		{"-adv", ErrNegativeDice, "negative number of dice"},
		{"4d0", ErrSides, "at least one side"},
		{"1d1001", ErrSides, "1000 sides"},
		{"1d99999999999999999999", ErrSides, "1000 sides"},
		{"2d6kh5", ErrKeep, "keep 5 dice out of 2"},
		{"2d6kl0", ErrKeep, "Keeping no dice"},
		{"1d20+10001", ErrModifier, "10000"},
		{"1d20-99999999999999999999", ErrModifier, "10000"},
		{"1d20+99999999999999999999", ErrModifier, `"9999999999999999…" is too big`}, // never quoted as a shorter number
		{"2d6 adv", ErrAdvantage, "exactly one 1d20"},
		{"1d20+1d20 adv", ErrAdvantage, "exactly one 1d20"},
		{"adv adv", ErrAdvantage, "exactly one 1d20"},
		{strings.Repeat("1+", 20) + "1d6", ErrTooManyTerms, "20"},
		{"1d6 " + strings.Repeat("x", MaxInputRunes), ErrTooLong, "200 characters"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			_, err := Parse(tt.in)
			require.Error(t, err)
			assert.ErrorIs(t, err, tt.kind)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "error is a *ParseError")
			assert.Contains(t, pe.Error(), tt.hint)
		})
	}
}

func TestParseLimitsAreInclusive(t *testing.T) {
	atLimit := []string{
		"100d6",
		"1d1000",
		"100d1000kh100",
		"1d20+10000",
		"1d20-10000",
		strings.Repeat("1+", MaxTerms-1) + "1d6",
		"1d6 " + strings.Repeat("x", MaxInputRunes-4),
		"1d6 " + strings.Repeat("é", MaxInputRunes-4), // runes, not bytes
	}
	for _, in := range atLimit {
		t.Run("ok "+in[:min(len(in), 20)], func(t *testing.T) {
			_, err := Parse(in)
			assert.NoError(t, err)
		})
	}
	overLimit := []struct {
		in   string
		kind error
	}{
		{"101d6", ErrDiceCount},
		{"1d1001", ErrSides},
		{"1d20+10001", ErrModifier},
		{strings.Repeat("1+", MaxTerms) + "1d6", ErrTooManyTerms},
		{"1d6 " + strings.Repeat("x", MaxInputRunes-3), ErrTooLong},
	}
	for _, tt := range overLimit {
		t.Run("over "+tt.in[:min(len(tt.in), 20)], func(t *testing.T) {
			_, err := Parse(tt.in)
			assert.ErrorIs(t, err, tt.kind)
		})
	}
}

func TestParseCanonicalFormRoundTrips(t *testing.T) {
	inputs := []string{"2d6 + 3", "adv-1", "d% - 1d4 + 7", "-3+4d6k3", "1d20+5 dis stealth", "2d20KL1+0"}
	for _, in := range inputs {
		t.Run(in, func(t *testing.T) {
			e, err := Parse(in)
			require.NoError(t, err)
			again, err := Parse(e.String())
			require.NoError(t, err)
			assert.Equal(t, e.Terms, again.Terms)
		})
	}
}

func TestParseTermFields(t *testing.T) {
	e, err := Parse("4d6kh3 - 2 + 2d20kl1")
	require.NoError(t, err)
	assert.Equal(t, []Term{
		{Sign: 1, Count: 4, Sides: 6, Keep: KeepHighest, KeepN: 3},
		{Sign: -1, Value: 2},
		{Sign: 1, Count: 2, Sides: 20, Keep: KeepLowest, KeepN: 1},
	}, e.Terms)
}
