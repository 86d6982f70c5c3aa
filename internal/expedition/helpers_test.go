package expedition

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/dice"
	"github.com/gogobee/gogobee/internal/rules"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

// t0 is 10:00 UTC on a plain Tuesday (no DST change near it).
var t0 = time.Date(2026, 6, 9, 10, 0, 0, 0, time.UTC)

func mustLoc(t testing.TB, name string) *time.Location {
	t.Helper()
	loc, err := time.LoadLocation(name)
	require.NoError(t, err)
	return loc
}

// newCharacter builds a level-1 human of class.
func newCharacter(t testing.TB, class rules.ClassID) rules.Character {
	t.Helper()
	c, err := rules.NewCharacter("Tester", class, rules.Human)
	require.NoError(t, err)
	return c
}

// provisioning returns a provisioning expedition in zone.
func provisioning(t testing.TB, zone content.ZoneID) Expedition {
	t.Helper()
	e, err := New(NewParams{ID: 1, UserID: "@p:test", ZoneID: zone, Now: t0})
	require.NoError(t, err)
	return e
}

// departed returns an active expedition in zone with standard packs bought,
// departed at t0 in UTC.
func departed(t testing.TB, zone content.ZoneID, standard int) Expedition {
	t.Helper()
	e := provisioning(t, zone)
	var err error
	e, _, err = Buy(e, PackStandard, standard, 10_000, t0)
	require.NoError(t, err)
	e, err = Depart(e, 1, t0, time.UTC)
	require.NoError(t, err)
	return e
}

// cleared is a cleared exploration room.
func cleared() Position {
	return Position{Node: "room.a", Kind: zonegraph.KindExploration, Cleared: true}
}

func testRoot() *dice.Stream { return dice.NewStream(7, "expedition-test") }

// rollTo applies rollovers until e.Day reaches day (UTC, from t0).
func rollTo(t testing.TB, e Expedition, pos Position, c rules.Character, day int) (Expedition, rules.Character, []RolloverReport) {
	t.Helper()
	var reps []RolloverReport
	for e.Day < day && e.Status == StatusActive {
		var rep RolloverReport
		var err error
		e, c, rep, err = Rollover(e, pos, c, testRoot(), NextRollover(e, time.UTC), time.UTC)
		require.NoError(t, err)
		reps = append(reps, rep)
	}
	return e, c, reps
}

// playTo is rollTo with some play every day (a search of the room before
// each rollover).
func playTo(t testing.TB, e Expedition, pos Position, c rules.Character, day int) (Expedition, rules.Character, []RolloverReport) {
	t.Helper()
	var reps []RolloverReport
	for e.Day < day && e.Status == StatusActive {
		var err error
		e, err = RecordSearch(e, pos.Node)
		require.NoError(t, err)
		var more []RolloverReport
		e, c, more = rollTo(t, e, pos, c, e.Day+1)
		reps = append(reps, more...)
	}
	return e, c, reps
}

// zoneOf returns a zone's facts for tests.
func zoneOf(t testing.TB, id string) content.Zone {
	t.Helper()
	z, ok := content.ZoneByID(content.ZoneID(id))
	require.True(t, ok)
	return z
}

func mustDate(t *testing.T, s string) Date {
	t.Helper()
	d, err := ParseDate(s)
	require.NoError(t, err)
	return d
}

// rolloverDate returns the expedition date that t belongs to: the local
// date of the latest 06:00 rollover at or before t (a time before 06:00
// belongs to the previous date). The tests hold the day cycle to it.
func rolloverDate(t time.Time, loc *time.Location) Date {
	d := DateOf(t, loc)
	if t.Before(d.At(RolloverHour, loc)) {
		return d.AddDays(-1)
	}
	return d
}
