package app

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/store"
)

// dayCycleZones are the 24 time zones of the day-cycle test: whole and
// half-hour offsets, both hemispheres, with and without daylight saving.
// America/New_York moves its clocks on 2026-03-08 and Europe/Berlin on
// 2026-03-29, both inside the simulated month.
var dayCycleZones = []string{
	"America/New_York", "Europe/Berlin", "UTC", "Pacific/Honolulu", "America/Anchorage",
	"America/Los_Angeles", "America/Denver", "America/Chicago", "America/Sao_Paulo", "Atlantic/Azores",
	"Europe/London", "Africa/Cairo", "Europe/Moscow", "Asia/Tehran", "Asia/Dubai",
	"Asia/Kolkata", "Asia/Kathmandu", "Asia/Bangkok", "Asia/Shanghai", "Asia/Tokyo",
	"Australia/Adelaide", "Australia/Sydney", "Pacific/Auckland", "Pacific/Kiritimati",
}

// dayMessage is one briefing or recap found in the outbox.
type dayMessage struct {
	day int
	at  time.Time
}

var dayHead = regexp.MustCompile(`^🎭 \*\*TwinBee — (Morning Briefing|Evening Recap), Day (\d+)\*\*`)

// dayMessages reads every briefing and recap DM from the outbox, per
// player, in the order they were queued.
func dayMessages(t *testing.T, st *store.Store) (briefings, recaps map[string][]dayMessage) {
	t.Helper()
	rows, err := st.DB.Query(context.Background(), "SELECT dm_user, body, created_at FROM outbox WHERE dm_user != '' ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	briefings, recaps = map[string][]dayMessage{}, map[string][]dayMessage{}
	for rows.Next() {
		var user, body string
		var at int64
		require.NoError(t, rows.Scan(&user, &body, &at))
		m := dayHead.FindStringSubmatch(body)
		if m == nil {
			continue
		}
		day, err := strconv.Atoi(m[2])
		require.NoError(t, err)
		msg := dayMessage{day: day, at: time.UnixMilli(at).UTC()}
		if m[1] == "Morning Briefing" {
			briefings[user] = append(briefings[user], msg)
		} else {
			recaps[user] = append(recaps[user], msg)
		}
	}
	require.NoError(t, rows.Err())
	return briefings, recaps
}

// TestDayCycleExactlyOncePerLocalDay runs 1,000 expeditions in 24 time
// zones through 30 simulated days on a real SQLite file, with random
// restarts (the App closed and reopened on the same file), random clock
// jumps of 1–50 hours run through the scheduler's catch-up, and downtime
// (the clock moved while nothing runs, then one catch-up), across the
// daylight-saving changes of New York and Berlin. Every player gets
// exactly one Morning Briefing per local morning and one Evening Recap
// per local evening, in order, each at 06:00 or 21:00 on the player's own
// clock, and the day counters agree with the calendar (issue 5, "Done
// when").
func TestDayCycleExactlyOncePerLocalDay(t *testing.T) {
	const players, days = 1000, 30
	ctx := context.Background()
	start := time.Date(2026, time.March, 5, 12, 0, 0, 0, time.UTC)
	end := start.Add(days * 24 * time.Hour)
	path := filepath.Join(t.TempDir(), "daycycle.db")
	clk := clock.NewFake(start)
	tb := openBot(t, path, clk)
	seeded := seedExpeditions(t, tb.Store, players, dayCycleZones, start, 7)

	rng := rand.New(rand.NewPCG(5, 26))
	restarts, jumps, downtimes := 0, 0, 0
	for clk.Now().Before(end) {
		target := clk.Now().Add(time.Duration(1+rng.IntN(50)) * time.Hour)
		if target.After(end) {
			target = end
		}
		if rng.IntN(4) == 0 {
			// Downtime: the clock moves on while the bot is off; the
			// restarted bot catches up in one go.
			require.NoError(t, tb.Close())
			clk.Set(target)
			tb = openBot(t, path, clk)
			for {
				n, err := tb.Scheduler.RunDue(ctx)
				require.NoError(t, err)
				if n == 0 {
					break
				}
			}
			downtimes++
			continue
		}
		_, err := tb.Scheduler.AdvanceTo(ctx, clk, target)
		require.NoError(t, err)
		jumps++
		if rng.IntN(3) == 0 {
			require.NoError(t, tb.Close())
			tb = openBot(t, path, clk)
			restarts++
		}
	}
	briefings, recaps := dayMessages(t, tb.Store)
	require.NoError(t, tb.Close())
	t.Logf("%d jumps, %d restarts, %d downtimes", jumps, restarts, downtimes)
	require.Positive(t, restarts)
	require.Positive(t, downtimes)

	dst := map[string]bool{}
	for _, p := range seeded {
		checkBriefings(t, p, briefings[p.User], start, end)
		checkRecaps(t, p, recaps[p.User], start, end)
		for _, b := range briefings[p.User] {
			if _, off := b.at.In(p.Loc).Zone(); off != func() int { _, o := start.In(p.Loc).Zone(); return o }() {
				dst[p.Loc.String()] = true
			}
		}
	}
	assert.True(t, dst["America/New_York"], "New York changed its clocks inside the month")
	assert.True(t, dst["Europe/Berlin"], "Berlin changed its clocks inside the month")
}

// localDate is t's calendar date in loc, as a date at midnight UTC.
func localDate(t time.Time, loc *time.Location) time.Time {
	l := t.In(loc)
	return time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, time.UTC)
}

// checkBriefings: one briefing per local 06:00 after departure up to the
// end, in order, Day 2 on the first morning and one more every morning,
// each sent at 06:00 local on its own date.
func checkBriefings(t *testing.T, p seededPlayer, got []dayMessage, start, end time.Time) {
	t.Helper()
	var want []time.Time
	for at := expedition.NextLocal(start, p.Loc, expedition.RolloverHour); !at.After(end); at = expedition.NextLocal(at, p.Loc, expedition.RolloverHour) {
		want = append(want, at)
	}
	require.Len(t, got, len(want), "%s (%s): one briefing per local morning", p.User, p.Loc)
	first := localDate(start, p.Loc)
	if start.In(p.Loc).Hour() < expedition.RolloverHour {
		first = first.AddDate(0, 0, -1)
	}
	for i, m := range got {
		require.True(t, m.at.Equal(want[i]), "%s (%s) briefing %d sent at %s, want %s", p.User, p.Loc, i, m.at, want[i])
		assert.Equal(t, expedition.RolloverHour, m.at.In(p.Loc).Hour(), "%s briefing %d at 06:00 local", p.User, i)
		date := localDate(m.at, p.Loc)
		assert.Equal(t, int(date.Sub(first).Hours()/24)+1, m.day, "%s (%s) briefing on %s is that calendar day's number",
			p.User, p.Loc, date.Format(time.DateOnly))
		assert.Equal(t, i+2, m.day, "%s briefings count the days in order", p.User)
	}
}

// checkRecaps: one recap per local 21:00 after departure up to the end, in
// order, each naming the day the calendar says it is.
func checkRecaps(t *testing.T, p seededPlayer, got []dayMessage, start, end time.Time) {
	t.Helper()
	var want []time.Time
	for at := expedition.NextLocal(start, p.Loc, expedition.RecapHour); !at.After(end); at = expedition.NextLocal(at, p.Loc, expedition.RecapHour) {
		want = append(want, at)
	}
	require.Len(t, got, len(want), "%s (%s): one recap per local evening", p.User, p.Loc)
	first := localDate(start, p.Loc)
	if start.In(p.Loc).Hour() < expedition.RolloverHour {
		first = first.AddDate(0, 0, -1)
	}
	for i, m := range got {
		require.True(t, m.at.Equal(want[i]), "%s (%s) recap %d sent at %s, want %s", p.User, p.Loc, i, m.at, want[i])
		date := localDate(m.at, p.Loc)
		assert.Equal(t, int(date.Sub(first).Hours()/24)+1, m.day, "%s (%s) recap on %s", p.User, p.Loc, date.Format(time.DateOnly))
		if i > 0 {
			assert.Equal(t, got[i-1].day+1, m.day, "%s recaps in order, one per day", p.User)
		}
	}
}
