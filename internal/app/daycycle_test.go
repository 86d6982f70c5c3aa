package app

import (
	"context"
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/clock"
	"github.com/gogobee/gogobee/internal/expedition"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// dayCycleZones are the 24 time zones of the day-cycle test: whole and
// half-hour offsets, both hemispheres, with and without daylight saving.
// Europe/Berlin moves its clocks forward on 2026-03-29 and Australia/Sydney
// back on 2026-04-05, both inside the simulated three weeks.
var dayCycleZones = []string{
	"America/New_York", "Europe/Berlin", "UTC", "Pacific/Honolulu", "America/Anchorage",
	"America/Los_Angeles", "America/Denver", "America/Chicago", "America/Sao_Paulo", "Atlantic/Azores",
	"Europe/London", "Africa/Cairo", "Europe/Moscow", "Asia/Tehran", "Asia/Dubai",
	"Asia/Kolkata", "Asia/Kathmandu", "Asia/Bangkok", "Asia/Shanghai", "Asia/Tokyo",
	"Australia/Adelaide", "Australia/Sydney", "Pacific/Auckland", "Pacific/Kiritimati",
}

// dayMessage is one briefing, recap or catch-up digest found in the
// outbox.
type dayMessage struct {
	kind        string // "briefing", "recap" or "digest"
	day         int    // the day a briefing or recap tells
	first, last int    // the days a digest tells
	at          time.Time
}

var (
	dayHead    = regexp.MustCompile(`^🎭 \*\*TwinBee — (Morning Briefing|Evening Recap), Day (\d+)\*\*`)
	digestHead = regexp.MustCompile(`^🎭 \*\*TwinBee — While I Was Away, Days? (\d+)(?:–(\d+))?\*\*`)
)

// dayMessages reads every briefing, recap and digest DM from the outbox,
// per player, in the order they were queued.
func dayMessages(t *testing.T, st *store.Store) map[string][]dayMessage {
	t.Helper()
	rows, err := st.DB.Query(context.Background(), "SELECT dm_user, body, created_at FROM outbox WHERE dm_user != '' ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	out := map[string][]dayMessage{}
	for rows.Next() {
		var user, body string
		var at int64
		require.NoError(t, rows.Scan(&user, &body, &at))
		msg := dayMessage{at: time.UnixMilli(at).UTC()}
		if m := dayHead.FindStringSubmatch(body); m != nil {
			msg.kind = map[string]string{"Morning Briefing": "briefing", "Evening Recap": "recap"}[m[1]]
			msg.day, err = strconv.Atoi(m[2])
			require.NoError(t, err)
		} else if m := digestHead.FindStringSubmatch(body); m != nil {
			msg.kind = "digest"
			msg.first, err = strconv.Atoi(m[1])
			require.NoError(t, err)
			msg.last = msg.first
			if m[2] != "" {
				msg.last, err = strconv.Atoi(m[2])
				require.NoError(t, err)
			}
		} else {
			continue
		}
		out[user] = append(out[user], msg)
	}
	require.NoError(t, rows.Err())
	return out
}

// dayCyclePlayers is the day-cycle test's size: 1,000 players with
// GOGOBEE_FULL_TESTS set (`make test`, so CI), 120 otherwise (`make unit`,
// a quick loop: still five per time zone, the same clock jumps, restarts
// and downtimes).
func dayCyclePlayers() int {
	if os.Getenv("GOGOBEE_FULL_TESTS") != "" {
		return 1000
	}
	return 120
}

// TestDayCycleExactlyOncePerLocalDay runs 1,000 expeditions (120 in a
// quick run: dayCyclePlayers) in 24 time zones through 21 simulated days (the
// seeded zone's maximum days, so none is forced out for overstaying) on a
// real SQLite file, with random restarts (the App closed and reopened on the
// same file), random clock jumps of 1–50 hours run through the scheduler's
// catch-up, and downtime (the clock moved while nothing runs, then one
// catch-up), across the daylight-saving changes of Berlin (forward) and
// Sydney (back). Every player gets exactly one Morning Briefing per local
// morning and one Evening Recap per local evening, in order, each at 06:00 or
// 21:00 on the player's own clock, and the day counters agree with the
// calendar (rules §8.3); after downtime of more than a day, the missed
// mornings come in one "while I was away" digest instead, each rollover still
// applied once, in order, and the evenings of the downtime are not recapped
// one by one.
func TestDayCycleExactlyOncePerLocalDay(t *testing.T) {
	const days = 21
	players := dayCyclePlayers()
	ctx := context.Background()
	start := time.Date(2026, time.March, 22, 12, 0, 0, 0, time.UTC)
	end := start.Add(days * 24 * time.Hour)
	path := testdb.Path(t, "daycycle.db")
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
	messages := dayMessages(t, tb.Store)
	require.NoError(t, tb.Close())
	t.Logf("%d jumps, %d restarts, %d downtimes", jumps, restarts, downtimes)
	require.Positive(t, restarts)
	require.Positive(t, downtimes)

	dst := map[string]bool{}
	digests := 0
	for _, p := range seeded {
		checkMornings(t, p, messages[string(p.User)], start, end)
		checkEvenings(t, p, messages[string(p.User)], start, end)
		for _, b := range messages[string(p.User)] {
			if b.kind == "digest" {
				digests++
			}
			if b.kind != "briefing" {
				continue
			}
			if _, off := b.at.In(p.Loc).Zone(); off != func() int { _, o := start.In(p.Loc).Zone(); return o }() {
				dst[p.Loc.String()] = true
			}
		}
	}
	assert.Positive(t, digests, "some downtime lasted more than a day")
	assert.True(t, dst["Europe/Berlin"], "Berlin moved its clocks forward inside the three weeks")
	assert.True(t, dst["Australia/Sydney"], "Sydney moved its clocks back inside the three weeks")
}

// localDate is t's calendar date in loc, as a date at midnight UTC.
func localDate(t time.Time, loc *time.Location) time.Time {
	l := t.In(loc)
	return time.Date(l.Year(), l.Month(), l.Day(), 0, 0, 0, 0, time.UTC)
}

// firstDate is the local date of an expedition's Day 1 that departed at
// start: the departure's own calendar date, even in the small hours.
func firstDate(start time.Time, loc *time.Location) time.Time {
	return localDate(start, loc)
}

// mornings lists the local 06:00s an expedition that departed at start
// meets up to end: from the morning after its Day 1 on.
func mornings(start, end time.Time, loc *time.Location) []time.Time {
	var want []time.Time
	for at := expedition.NextLocal(start, loc, expedition.RolloverHour); !at.After(end); at = expedition.NextLocal(at, loc, expedition.RolloverHour) {
		if localDate(at, loc).After(firstDate(start, loc)) {
			want = append(want, at)
		}
	}
	return want
}

// checkMornings: every local 06:00 after Day 1 up to the end is told
// exactly once, in order, from Day 2 on: by its own briefing sent at 06:00
// local on its date and numbered as the calendar says, or inside a digest
// sent more than a day after the evening before the first morning it tells.
func checkMornings(t *testing.T, p seededPlayer, msgs []dayMessage, start, end time.Time) {
	t.Helper()
	want := mornings(start, end, p.Loc)
	first := firstDate(start, p.Loc)
	next := 2 // the day the next morning message must tell
	for _, m := range msgs {
		switch m.kind {
		case "briefing":
			require.Equal(t, next, m.day, "%s (%s): briefings count the days in order", p.User, p.Loc)
			require.Less(t, next-2, len(want), "%s: a briefing after the end", p.User)
			require.True(t, m.at.Equal(want[next-2]), "%s (%s) briefing of day %d sent at %s, want %s", p.User, p.Loc, m.day, m.at, want[next-2])
			assert.Equal(t, expedition.RolloverHour, m.at.In(p.Loc).Hour(), "%s briefing at 06:00 local", p.User)
			date := localDate(m.at, p.Loc)
			assert.Equal(t, int(date.Sub(first).Hours()/24)+1, m.day, "%s (%s) briefing on %s is that calendar day's number",
				p.User, p.Loc, date.Format(time.DateOnly))
			next++
		case "digest":
			require.Equal(t, next, m.first, "%s (%s): a digest starts at the first untold morning", p.User, p.Loc)
			require.GreaterOrEqual(t, m.last, m.first)
			require.Less(t, m.last-2, len(want), "%s: a digest tells a morning after the end", p.User)
			// The oldest job it could replace is the recap of the evening
			// before its first morning; that one was over a day late.
			evening := expedition.NextLocal(want[m.first-2].Add(-24*time.Hour), p.Loc, expedition.RecapHour)
			assert.Greater(t, m.at.Sub(evening), 24*time.Hour, "%s: a digest only after downtime of more than a day", p.User)
			assert.False(t, want[m.last-2].After(m.at), "%s: a digest tells only mornings that have come", p.User)
			next = m.last + 1
		}
	}
	require.Equal(t, len(want), next-2, "%s (%s): every morning told once", p.User, p.Loc)
}

// checkEvenings: recaps come in order, each at 21:00 local on its own
// date and naming the day the calendar says it is; an evening goes without
// its recap only when a digest, sent after that evening, told the days of
// the downtime instead; every other evening up to the end has its recap.
func checkEvenings(t *testing.T, p seededPlayer, msgs []dayMessage, start, end time.Time) {
	t.Helper()
	var want []time.Time
	for at := expedition.NextLocal(start, p.Loc, expedition.RecapHour); !at.After(end); at = expedition.NextLocal(at, p.Loc, expedition.RecapHour) {
		want = append(want, at)
	}
	first := firstDate(start, p.Loc)
	k := 0                 // the next evening not yet told or skipped
	var digestAt time.Time // the last digest since the last recap
	skip := func(until time.Time) {
		for k < len(want) && want[k].Before(until) {
			require.False(t, digestAt.IsZero(), "%s (%s): the recap of %s is missing and no digest told that day", p.User, p.Loc, want[k])
			require.False(t, want[k].After(digestAt), "%s (%s): the evening %s was skipped by a digest sent before it", p.User, p.Loc, want[k])
			k++
		}
	}
	lastDay := 0
	for _, m := range msgs {
		switch m.kind {
		case "digest":
			digestAt = m.at
		case "recap":
			skip(m.at)
			require.Less(t, k, len(want), "%s: a recap after the end", p.User)
			require.True(t, m.at.Equal(want[k]), "%s (%s) recap sent at %s, want %s", p.User, p.Loc, m.at, want[k])
			date := localDate(m.at, p.Loc)
			assert.Equal(t, int(date.Sub(first).Hours()/24)+1, m.day, "%s (%s) recap on %s", p.User, p.Loc, date.Format(time.DateOnly))
			assert.Greater(t, m.day, lastDay, "%s recaps in order, one per day", p.User)
			lastDay = m.day
			k++
			digestAt = time.Time{}
		}
	}
	skip(end.Add(time.Nanosecond))
}
