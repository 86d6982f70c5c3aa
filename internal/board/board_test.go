package board

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/content"
)

var t0 = time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC)

// users lists the scores' user IDs in order.
func users(scores []Score) []string {
	var out []string
	for _, s := range scores {
		out = append(out, s.User)
	}
	return out
}

func TestRankBreaksTiesByTimeThenUserID(t *testing.T) {
	scores := []Score{
		{User: "@cleo:x", Value: 5, At: t0},
		{User: "@bob:x", Value: 5, At: t0},
		{User: "@ann:x", Value: 5, At: t0.Add(time.Hour)},
		{User: "@dan:x", Value: 7, At: t0.Add(2 * time.Hour)},
		{User: "@eve:x", Value: 3, At: t0},
	}
	tests := []struct {
		name  string
		order Order
		want  []string
	}{
		{"most first", MostFirst, []string{"@dan:x", "@bob:x", "@cleo:x", "@ann:x", "@eve:x"}},
		{"fewest first", FewestFirst, []string{"@eve:x", "@bob:x", "@cleo:x", "@ann:x", "@dan:x"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, users(Rank(scores, tt.order)))
		})
	}
	assert.Equal(t, "@cleo:x", scores[0].User, "the slice passed in is not reordered")
}

func TestDeepestKeepsEachPlayersHighestTierAndItsFirstClear(t *testing.T) {
	got := Deepest([]Clear{
		{User: "@ann:x", Name: "Ann", Zone: "goblin_warrens", At: t0},
		{User: "@ann:x", Name: "Ann", Zone: "haunted_manor", At: t0.Add(3 * time.Hour)},
		{User: "@ann:x", Name: "Ann", Zone: "underforge", At: t0.Add(time.Hour)},
		{User: "@bob:x", Name: "Bob", Zone: "underforge", At: t0.Add(2 * time.Hour)},
		{User: "@bob:x", Name: "Bob", Zone: "no_such_zone", At: t0},
		{User: "@cleo:x", Name: "Cleo", Zone: "crypt_valdris", At: t0},
	})
	require.Len(t, got, 3)
	assert.Equal(t, []string{"@ann:x", "@bob:x", "@cleo:x"}, users(got))
	assert.Equal(t, Score{User: "@ann:x", Name: "Ann", Value: 3, At: t0.Add(time.Hour), Zone: "underforge"}, got[0],
		"Ann's tier 3 was first reached in the Underforge, an hour before Bob")
	assert.Equal(t, 1, got[2].Value)
}

func TestFastestRanksEachZoneByFewestDays(t *testing.T) {
	got := Fastest([]Completion{
		{User: "@ann:x", Name: "Ann", Zone: "crypt_valdris", Days: 3, At: t0},
		{User: "@ann:x", Name: "Ann", Zone: "crypt_valdris", Days: 2, At: t0.Add(48 * time.Hour)},
		{User: "@bob:x", Name: "Bob", Zone: "crypt_valdris", Days: 2, At: t0.Add(24 * time.Hour)},
		{User: "@bob:x", Name: "Bob", Zone: "goblin_warrens", Days: 4, At: t0},
		{User: "@cleo:x", Name: "Cleo", Zone: "no_such_zone", Days: 1, At: t0},
	})
	require.Len(t, got, 2, "unknown zones are passed over")
	assert.Equal(t, content.ZoneGoblinWarrens, got[0].Zone, "zones in content order")
	assert.Equal(t, content.ZoneCryptValdris, got[1].Zone)
	assert.Equal(t, []string{"@bob:x", "@ann:x"}, users(got[1].Scores), "Bob made 2 days first")
	assert.Equal(t, 2, got[1].Scores[1].Value, "Ann's best, not her first")
	assert.Len(t, got[1].Scores, 2, "each player once a zone")
}

func TestMostXPListsOnlyGains(t *testing.T) {
	got := MostXP([]XPGain{
		{User: "@ann:x", XP: 300, Last: t0.Add(time.Hour)},
		{User: "@bob:x", XP: 300, Last: t0},
		{User: "@cleo:x", XP: 0, Last: t0},
		{User: "@dan:x", XP: -40, Last: t0},
	})
	assert.Equal(t, []string{"@bob:x", "@ann:x"}, users(got), "a tie goes to the earlier last gain; no gain, no place")
}

func TestLongestStreak(t *testing.T) {
	tests := []struct {
		name        string
		days        []string
		want        int
		first, last string
	}{
		{"none", nil, 0, "", ""},
		{"one day", []string{"2026-03-02"}, 1, "2026-03-02", "2026-03-02"},
		{"a gap", []string{"2026-03-01", "2026-03-02", "2026-03-04"}, 2, "2026-03-01", "2026-03-02"},
		{"unsorted, duplicated", []string{"2026-03-05", "2026-03-03", "2026-03-04", "2026-03-04"}, 3, "2026-03-03", "2026-03-05"},
		{"the later of two as long", []string{"2026-03-01", "2026-03-02", "2026-03-10", "2026-03-11"}, 2, "2026-03-10", "2026-03-11"},
		{"across a month and a leap day", []string{"2028-02-28", "2028-02-29", "2028-03-01"}, 3, "2028-02-28", "2028-03-01"},
		{"unreadable days passed over", []string{"yesterday", "2026-03-02"}, 1, "2026-03-02", "2026-03-02"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := LongestStreak(tt.days)
			assert.Equal(t, tt.want, s.Days)
			if tt.want > 0 {
				assert.Equal(t, tt.first, s.First.Format(DayLayout))
				assert.Equal(t, tt.last, s.Last.Format(DayLayout))
			}
		})
	}
}

func TestAStreakRunsWhileItEndedTodayOrYesterday(t *testing.T) {
	s := LongestStreak([]string{"2026-03-01", "2026-03-02"})
	assert.True(t, s.Alive("2026-03-02"))
	assert.True(t, s.Alive("2026-03-03"))
	assert.False(t, s.Alive("2026-03-04"))
	assert.False(t, s.Alive("not a day"))
	assert.False(t, Streak{}.Alive("2026-03-02"))
}

func TestWeekStartIsTheLatestMonday0600(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	require.NoError(t, err)
	tests := []struct {
		name string
		at   time.Time
		loc  *time.Location
		want time.Time
	}{
		{"Monday noon", time.Date(2026, 3, 2, 12, 0, 0, 0, time.UTC), time.UTC, time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC)},
		{"Monday 06:00 itself", time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC), time.UTC, time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC)},
		{"Monday 05:59 is last week's", time.Date(2026, 3, 2, 5, 59, 0, 0, time.UTC), time.UTC, time.Date(2026, 2, 23, 6, 0, 0, 0, time.UTC)},
		{"Sunday night", time.Date(2026, 3, 8, 23, 0, 0, 0, time.UTC), time.UTC, time.Date(2026, 3, 2, 6, 0, 0, 0, time.UTC)},
		{"in Paris, the Monday after the clocks went forward (07:00 CEST)", time.Date(2026, 3, 30, 5, 0, 0, 0, time.UTC), paris,
			time.Date(2026, 3, 30, 6, 0, 0, 0, paris)},
		{"in Paris, that Monday's 05:00 CEST is last week's", time.Date(2026, 3, 30, 3, 0, 0, 0, time.UTC), paris,
			time.Date(2026, 3, 23, 6, 0, 0, 0, paris)},
		{"in Paris, Sunday evening UTC is Monday's small hours", time.Date(2026, 3, 8, 23, 30, 0, 0, time.UTC), paris,
			time.Date(2026, 3, 2, 6, 0, 0, 0, paris)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.True(t, tt.want.Equal(WeekStart(tt.at, tt.loc)), "got %s", WeekStart(tt.at, tt.loc))
		})
	}
}

func TestBuildMarksTheStreaksStillRunning(t *testing.T) {
	b := Build(Facts{Days: []PlayedDays{
		{User: "@ann:x", Name: "Ann", Days: []string{"2026-03-01", "2026-03-02", "2026-03-03"}},
		{User: "@bob:x", Name: "Bob", Days: []string{"2026-02-20", "2026-02-21", "2026-02-22", "2026-02-23", "2026-03-03"}},
		{User: "@cy:x", Name: "Cy", Days: []string{"2026-03-03", "2026-03-04"}, Today: "2026-03-04"}, // ahead of the operator
		{User: "@di:x", Name: "Di", Days: []string{"2026-03-01"}, Today: "2026-03-03"},
	}}, "2026-03-03")
	assert.True(t, b.Going["@cy:x"], "Cy's own date says she played today")
	assert.False(t, b.Going["@di:x"], "Di's own date is two days on")
	assert.Equal(t, []string{"@bob:x", "@ann:x", "@cy:x", "@di:x"}, users(b.Longest))
	assert.True(t, b.Going["@ann:x"])
	assert.False(t, b.Going["@bob:x"], "Bob's longest streak ended in February; today's is one day")
	assert.Equal(t, 2, Place(b.Longest, "@ann:x"))
	assert.Equal(t, 0, Place(b.Longest, "@cleo:x"))
}

func TestNewLeadsAreNewHoldersAndBetteredRecords(t *testing.T) {
	b := Boards{
		Deepest: []Score{{User: "@ann:x", Value: 3, Zone: "underforge"}},
		Fastest: []ZoneBoard{
			{Zone: "goblin_warrens", Scores: []Score{{User: "@bob:x", Value: 1}}},
			{Zone: "crypt_valdris", Scores: []Score{{User: "@ann:x", Value: 2}}},
		},
		MostXP:  []Score{{User: "@ann:x", Value: 900}},
		Longest: []Score{{User: "@bob:x", Value: 7}},
	}
	first := NewLeads(nil, b)
	require.Len(t, first, 5, "with nothing remembered every first place is news")
	assert.Equal(t, []string{BoardDeepest, BoardFastest, BoardFastest, BoardXP, BoardStreak},
		[]string{first[0].Board, first[1].Board, first[2].Board, first[3].Board, first[4].Board})
	assert.Equal(t, content.ZoneGoblinWarrens, first[1].Zone)

	prev := Leaders(b)
	assert.Empty(t, NewLeads(prev, b), "the same leaders again are no news")

	prev[BoardDeepest] = Leader{User: "@ann:x", Value: 2}
	prev[BoardFastest+":crypt_valdris"] = Leader{User: "@ann:x", Value: 3}
	prev[BoardXP] = Leader{User: "@ann:x", Value: 100}
	prev[BoardStreak] = Leader{User: "@ann:x", Value: 7}
	got := NewLeads(prev, b)
	require.Len(t, got, 3)
	assert.Equal(t, BoardDeepest, got[0].Board, "Ann went a tier deeper")
	assert.Equal(t, content.ZoneCryptValdris, got[1].Zone, "Ann cleared the crypt a day faster")
	assert.Equal(t, BoardStreak, got[2].Board, "Bob took the streak from Ann; Ann's own XP growing is no news")
}

func TestAStreakIsNewsFromAWeek(t *testing.T) {
	short := Boards{Longest: []Score{{User: "@bob:x", Value: StreakNewsDays - 1}}}
	assert.Empty(t, NewLeads(nil, short))
	week := Boards{Longest: []Score{{User: "@bob:x", Value: StreakNewsDays}}}
	assert.Len(t, NewLeads(Leaders(short), week), 1, "the same holder reaching a week is news")
}
