package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestAForkLineNeverOffersAChoiceThePickTakes: at a waiting fork the line
// of moves offers the choice, with the time of TwinBee's idle pick when
// one is coming; a pick due by now is said to be TwinBee's, not offered
// (rules §6.4).
func TestAForkLineNeverOffersAChoiceThePickTakes(t *testing.T) {
	ch, err := rules.NewCharacter("Ada", rules.Fighter, rules.Human)
	require.NoError(t, err)
	now := time.Date(2026, 3, 3, 6, 0, 0, 0, time.UTC)
	at := Moment{Now: now}
	offer := "🔀 The way forks here: `!zone go <n>` picks a way (`!zone status` lists them)."
	for _, tc := range []struct {
		name string
		pick time.Time
		want string
	}{
		{"no pick coming", time.Time{}, offer},
		{"a pick at 06:15", now.Add(15 * time.Minute), offer + " Leave it till 06:15 (in 15m) and I pick one for you, if your `!autopilot` rules allow one."},
		{"a pick due this minute", now, "🔀 The way forks here, and you've left it long enough: I pick a way for you now, if your `!autopilot` rules allow one."},
	} {
		got := HereMoves(expedition.Expedition{}, ch, Here{Fork: true, ForkPick: tc.pick}, at, "!")
		assert.Equal(t, tc.want, got, tc.name)
	}
}
