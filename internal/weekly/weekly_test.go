package weekly

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
	"github.com/gogobee/gogobee/internal/zonegraph"
)

func TestAWeekIsNamedByItsMonday(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	require.NoError(t, err)
	tests := []struct {
		name string
		at   time.Time
		loc  *time.Location
		want string
	}{
		{"a Wednesday", time.Date(2026, 3, 4, 12, 0, 0, 0, time.UTC), time.UTC, "2026-W10"},
		{"Monday before 06:00 is the week before", time.Date(2026, 3, 9, 5, 0, 0, 0, time.UTC), time.UTC, "2026-W10"},
		{"Monday 06:00", time.Date(2026, 3, 9, 6, 0, 0, 0, time.UTC), time.UTC, "2026-W11"},
		{"the turn of the year", time.Date(2027, 1, 1, 12, 0, 0, 0, time.UTC), time.UTC, "2026-W53"},
		{"in Paris", time.Date(2026, 3, 9, 5, 30, 0, 0, time.UTC), paris, "2026-W11"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Of(tt.at, tt.loc).String())
		})
	}
}

func TestParseReadsBothSpellings(t *testing.T) {
	for in, want := range map[string]Week{"2026-W10": {2026, 10}, "2026-10": {2026, 10}, " 2026-w01 ": {2026, 1}, "2026-W53": {2026, 53}} {
		got, err := Parse(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "2026", "2026-W0", "2027-W53", "W10-2026", "2026-Wx"} {
		_, err := Parse(bad)
		assert.Error(t, err, bad)
	}
}

func TestAWeeksTimes(t *testing.T) {
	w := Week{2026, 10}
	assert.Equal(t, time.Date(2026, 3, 2, 0, 0, 0, 0, time.UTC), w.Monday())
	assert.Equal(t, time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC), w.Start(time.UTC))
	assert.Equal(t, time.Date(2026, 3, 9, 6, 0, 0, 0, time.UTC), w.End(time.UTC))
	assert.Equal(t, time.Date(2026, 3, 8, 21, 0, 0, 0, time.UTC), w.ResultsAt(time.UTC))
	assert.Equal(t, Week{2026, 11}, Of(w.End(time.UTC), time.UTC), "the end is the next week's start")
	assert.Equal(t, time.Date(2026, 12, 28, 0, 0, 0, 0, time.UTC), Week{2026, 53}.Monday())
}

func TestTheSeedIsTheWeeksAndTheWorlds(t *testing.T) {
	a := Seed(7, Week{2026, 10})
	assert.Equal(t, a, Seed(7, Week{2026, 10}), "replays")
	assert.NotEqual(t, a, Seed(7, Week{2026, 11}))
	assert.NotEqual(t, a, Seed(8, Week{2026, 10}))
}

func TestTheZoneRotatesThroughTheTiersTheRoomCanEnter(t *testing.T) {
	var tiers []int
	var zones []string
	for n := 1; n <= 6; n++ {
		z, ok := Zone(Week{2026, n}, 5)
		require.True(t, ok)
		tiers = append(tiers, z.Tier)
		zones = append(zones, string(z.ID))
	}
	assert.Equal(t, []int{1, 2, 3, 1, 2, 3}, tiers)
	assert.NotEqual(t, zones[0], zones[3], "a tier's zones take turns")
	for n := 1; n <= 40; n++ {
		z, _ := Zone(Week{2026, n}, 0)
		assert.Equal(t, 1, z.Tier, "a room of nobody yet gets tier 1")
		z, _ = Zone(Week{2026, n}, 12)
		assert.LessOrEqual(t, z.MinLevel, 12, "week %d: never a zone above the room's most advanced player (%s)", n, z.ID)
	}
	next, _ := Zone(Week{2027, 1}, 20)
	last, _ := Zone(Week{2026, 53}, 20)
	assert.Equal(t, last.Tier%5+1, next.Tier, "the rotation runs on into the next year")
}

func TestRankPutsClearsFirstByDaysHPAndRoomsThenTheRestByRooms(t *testing.T) {
	t0 := time.Date(2026, 3, 8, 12, 0, 0, 0, time.UTC)
	got := Rank([]Result{
		{User: "@a:x", Cleared: false, Days: 1, HP: 50, Rooms: 12, At: t0},
		{User: "@h:x", Cleared: false, Days: 5, HP: 5, Rooms: 12, At: t0},
		{User: "@i:x", Cleared: false, Days: 6, HP: 0, Rooms: 14, At: t0},
		{User: "@b:x", Cleared: true, Days: 3, HP: 40, Rooms: 13, At: t0},
		{User: "@c:x", Cleared: true, Days: 2, HP: 10, Rooms: 13, At: t0},
		{User: "@d:x", Cleared: true, Days: 2, HP: 30, Rooms: 11, At: t0},
		{User: "@e:x", Cleared: true, Days: 2, HP: 30, Rooms: 13, At: t0.Add(time.Hour)},
		{User: "@f:x", Cleared: true, Days: 2, HP: 30, Rooms: 13, At: t0},
		{User: "@g:x", Cleared: false, Days: 1, HP: 50, Rooms: 12, At: t0},
	})
	var order []string
	for _, r := range got {
		order = append(order, r.User)
	}
	assert.Equal(t, []string{"@f:x", "@e:x", "@d:x", "@c:x", "@b:x", "@i:x", "@a:x", "@g:x", "@h:x"}, order,
		"the clears by days, HP, rooms; the rest by rooms, then HP")
}

func TestHeatCountsWhoWentWhere(t *testing.T) {
	g, ok := content.ZoneGraph(content.ZoneCryptValdris)
	require.True(t, ok)
	crypt := func(ids ...string) []zonegraph.NodeID {
		out := make([]zonegraph.NodeID, len(ids))
		for i, id := range ids {
			out[i] = zonegraph.NodeID(string(content.ZoneCryptValdris) + "." + id)
		}
		return out
	}
	h := HeatOf(g, [][]zonegraph.NodeID{
		crypt("entry", "stair", "grave_niches", "flagstones", "corridor", "fork", "main_hall"),
		crypt("entry", "stair", "grave_niches", "flagstones", "corridor", "fork", "side_chapel", "secret_chamber"),
		crypt("entry", "stair", "grave_niches", "flagstones", "corridor", "fork", "main_hall", "main_hall"),
		nil, // an attempt still packing
	})
	assert.Equal(t, 4, h.Players)
	assert.Equal(t, 3, h.Rooms[crypt("entry")[0]])
	assert.Equal(t, 2, h.Rooms[crypt("main_hall")[0]], "a room entered twice by one attempt counts once")
	assert.Equal(t, crypt("secret_chamber"), h.Found)
	assert.Equal(t, crypt("entry", "stair", "grave_niches", "flagstones", "corridor", "fork", "main_hall", "side_chapel", "secret_chamber"), h.Seen)
	forks := h.Forks(g)
	require.NotEmpty(t, forks)
	var at ForkTurn
	for _, f := range forks {
		if f.Fork == crypt("fork")[0] {
			at = f
		}
	}
	assert.Equal(t, []WayCount{{To: crypt("main_hall")[0], N: 2}, {To: crypt("side_chapel")[0], N: 1}}, at.Ways, "most first")
}

func TestARoomsTiersAreThoseItsPlayersAreReadyFor(t *testing.T) {
	for level, want := range map[int]int{0: 1, 1: 1, 2: 1, 3: 2, 5: 3, 7: 3, 8: 4, 12: 5, 20: 5} {
		assert.Equal(t, want, TierFor(level), "level %d", level)
	}
}

func TestAWeekClosesWithItsResults(t *testing.T) {
	w := Week{2026, 10}
	assert.False(t, Closed("2026-W10", w.ResultsAt(time.UTC).Add(-time.Minute), time.UTC))
	assert.True(t, Closed("2026-W10", w.ResultsAt(time.UTC), time.UTC))
	assert.True(t, Closed("2026-W10", w.End(time.UTC).Add(24*time.Hour), time.UTC), "and stays closed")
	assert.True(t, Closed("not a week", w.Start(time.UTC), time.UTC))
}
