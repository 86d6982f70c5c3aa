package rules

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
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

// subclassAt is a Human of class at level (atLevel) with subclass sub
// chosen, "" for none; a subclass the class cannot take there fails the
// test (rules §1.11).
func subclassAt(t *testing.T, class ClassID, level int, sub string) Character {
	t.Helper()
	c := atLevel(t, class, Human, level)
	if sub == "" {
		return c
	}
	c, _, err := ChooseSubclass(c, sub, t0)
	require.NoError(t, err)
	return c
}

// brokenData is one broken data file: the shipped text with old replaced by
// new, whose load error must say want.
type brokenData struct{ name, old, new, want string }

// requireBrokenData loads each broken variant of the shipped data file with
// load and holds its error to naming the file and saying what is wrong.
func requireBrokenData(t *testing.T, file string, data []byte, load func([]byte) error, cases []brokenData) {
	t.Helper()
	require.NoError(t, Load(), "the shipped tables a broken record is checked against")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := string(data)
			require.Contains(t, doc, tc.old, "the fixture edit must apply")
			err := load([]byte(strings.Replace(doc, tc.old, tc.new, 1)))
			require.Error(t, err)
			assert.Contains(t, err.Error(), "rules: "+file+": ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
