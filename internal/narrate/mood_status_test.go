package narrate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/rules"
)

// TestStatusShowsTheMoodAsOfNow: `!expedition status` shows TwinBee's
// mood drifted toward 50 up to the moment asked (one point a half hour,
// rules §8.9), not the value the last mood event left: a taunt's 43 at
// 16:00 is 50 by 23:00, a milestone's 65 at 06:00 is 50 by 14:30, an
// extraction's 68 is 64 two hours later.
func TestStatusShowsTheMoodAsOfNow(t *testing.T) {
	ch, err := rules.NewCharacter("Brom", rules.Fighter, rules.Dwarf)
	require.NoError(t, err)
	set := time.Date(2026, 3, 2, 16, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name   string
		status expedition.Status
		level  int
		after  time.Duration
		want   string
	}{
		{"a taunt 1h later", expedition.StatusActive, 43, time.Hour, "Neutral (45)"},
		{"a taunt 7h later", expedition.StatusActive, 43, 7 * time.Hour, "Neutral (50)"},
		{"a milestone 8.5h later", expedition.StatusActive, 65, 8*time.Hour + 30*time.Minute, "Neutral (50)"},
		{"an extraction 2h later", expedition.StatusExtracted, 68, 2 * time.Hour, "Engaged (64)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e := activeIn(t, content.ZoneGoblinWarrens, set)
			e.Status, e.Day = tc.status, 2
			e.Mood = expedition.Mood{Level: tc.level, DriftedTo: set}
			got := StatusText(e, ch, "Room 4", Here{}, Moment{Now: set.Add(tc.after)}, "!")
			assert.Contains(t, got, "🎭 **TwinBee's mood:** "+tc.want+"\n")
		})
	}
}
