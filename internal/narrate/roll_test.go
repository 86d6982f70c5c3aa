package narrate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/dice"
)

func rollOf(faces ...int) dice.Result {
	var ds []dice.DieRoll
	for _, f := range faces {
		ds = append(ds, dice.DieRoll{Sides: 20, Value: f})
	}
	sum := 0
	for _, f := range faces {
		sum += f
	}
	return dice.Result{Expr: "1d20", Terms: []dice.TermResult{{Term: dice.Term{Sign: 1, Count: len(faces), Sides: 20}, Dice: ds, Value: sum}}, Total: sum}
}

func TestRollBoldsTheTotalAndCallsNaturals(t *testing.T) {
	assert.Equal(t, "🎲 `1d20`: [20] = **20** — natural 20! ✨", Roll(rollOf(20)))
	assert.Equal(t, "🎲 `1d20`: [1] = **1** — natural 1. I saw nothing.", Roll(rollOf(1)))
	assert.Equal(t, "🎲 `1d20`: [7] = **7**", Roll(rollOf(7)))
	assert.NotContains(t, Roll(rollOf(20, 20)), "natural", "two d20s are not a natural 20")
}

func TestRollEscapesTheLabelAndSummarisesBigRolls(t *testing.T) {
	e, err := dice.Parse("50d6 @room *hi*")
	require.NoError(t, err)
	text := Roll(e.Roll(dice.NewStream(1, "t")))
	assert.Regexp(t, "^🎲 `50d6` \\(＠room \\\\\\*hi\\\\\\*\\): 50 dice, total \\*\\*\\d+\\*\\*$", text)
}

func TestRollErrorEscapesEchoedInputAndAddsUsageOnce(t *testing.T) {
	_, err := dice.Parse("**@x**")
	require.Error(t, err)
	text := RollError(err)
	assert.Contains(t, text, `"\*\*＠x\*\*"`)
	assert.Equal(t, 1, strings.Count(text, dice.Usage))
	_, err = dice.Parse("500d6")
	require.Error(t, err)
	assert.Equal(t, "🎲 I can roll at most 100 dice at once. "+dice.Usage, RollError(err))
}
