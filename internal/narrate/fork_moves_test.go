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
		vote int // the party's vote standing, 0 for none
		want string
	}{
		{"no pick coming", time.Time{}, 0, offer},
		{"a pick at 06:15", now.Add(15 * time.Minute), 0, offer + " Leave it till 06:15 (in 15m) and I pick one for you, if your `!autopilot` rules allow one."},
		{"a pick due this minute", now, 0, "🔀 The way forks here, and you've left it long enough: I pick a way for you now, if your `!autopilot` rules allow one."},
		// a party's vote is walked whatever the autopilot rules say
		{"a party's vote at 06:15", now.Add(15 * time.Minute), 2, offer + " Leave it till 06:15 (in 15m) and I walk the party's vote, way 2, **Kennels**."},
		{"a party's vote due this minute", now, 2, "🔀 The way forks here, and it's been left long enough: I walk the party's vote now, way 2, **Kennels**."},
	} {
		here := Here{Fork: true, ForkPick: tc.pick}
		if tc.vote > 0 {
			here.ForkVote, here.ForkVoteTo = tc.vote, "Kennels"
		}
		got := HereMoves(expedition.Expedition{}, ch, here, at, "!")
		assert.Equal(t, tc.want, got, tc.name)
	}
}
