package rules

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// t0 is the fixed clock used by tests.
var t0 = time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)

// newChar builds a character or fails the test.
func newChar(t *testing.T, class ClassID, race RaceID) Character {
	t.Helper()
	c, err := NewCharacter("Tester", class, race)
	require.NoError(t, err)
	return c
}

// atLevel builds a character of class and race at level, with full HP,
// slots, hit dice and resources, by awarding the XP for that level.
func atLevel(t *testing.T, class ClassID, race RaceID, level int) Character {
	t.Helper()
	c, _ := AwardXP(newChar(t, class, race), XPForLevel(level))
	require.Equal(t, level, c.Level)
	return c
}
