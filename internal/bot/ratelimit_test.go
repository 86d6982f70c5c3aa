package bot

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
)

var t0 = time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)

// sentAt is one message: sent at t0+sent, handled at t0+handled.
type sentAt struct{ sent, handled time.Duration }

// paced is n messages sent every gap from t0, all handled at handled (0:
// each as it is sent).
func paced(n int, gap, handled time.Duration) []sentAt {
	out := make([]sentAt, n)
	for i := range out {
		out[i] = sentAt{sent: time.Duration(i) * gap, handled: handled}
		if handled == 0 {
			out[i].handled = out[i].sent
		}
	}
	return out
}

// tally counts the verdicts of msgs from one sender.
func tally(l *rateLimiter, msgs []sentAt) (verdicts []verdict, notices []decision) {
	for _, m := range msgs {
		d := l.take("@alice:x.org", t0.Add(m.sent), t0.Add(m.handled))
		verdicts = append(verdicts, d.verdict)
		if d.verdict == limitedWarn {
			notices = append(notices, d)
		}
	}
	return verdicts, notices
}

func count(vs []verdict, v verdict) int {
	n := 0
	for _, x := range vs {
		if x == v {
			n++
		}
	}
	return n
}

func TestRateLimiterCountsBySentTime(t *testing.T) {
	tests := []struct {
		name                   string
		msgs                   []sentAt
		allowed, warned, quiet int
	}{
		{"a backlog sent every 3s passes after an hour down", paced(20, 3*time.Second, time.Hour), 20, 0, 0},
		{"a backlog sent every 2s passes after an hour down", paced(20, 2*time.Second, time.Hour), 20, 0, 0},
		{"a live human pace passes", paced(20, 2*time.Second, 0), 20, 0, 0},
		// 8 at once, then the 9th starts a cool-down that covers the rest.
		{"a burst sent while down is limited with one notice", paced(20, 100*time.Millisecond, time.Hour), 8, 1, 11},
		{"a live burst is limited with one notice", paced(20, 0, 0), 8, 1, 11},
		// Sent times from a clock ahead of ours count as now.
		{"sent times in the future count as now", func() []sentAt {
			out := paced(20, 10*time.Second, 0)
			for i := range out {
				out[i].sent += time.Hour
				out[i].handled = 0
			}
			return out
		}(), 8, 1, 11},
		// Out-of-order sent times cannot earn tokens back.
		{"sent times before the last one count as the last one", paced(20, -10*time.Second, time.Hour), 8, 1, 11},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := newRateLimiter(8, 20)
			vs, _ := tally(l, tt.msgs)
			assert.Equal(t, tt.allowed, count(vs, allowed), "allowed")
			assert.Equal(t, tt.warned, count(vs, limitedWarn), "notices")
			assert.Equal(t, tt.quiet, count(vs, limitedQuiet), "covered by a notice")
		})
	}
}

// A notice covers exactly the messages sent in its cool-down: each one
// after it in that span is quiet, the first one after it may run.
func TestRateLimiterNoticeCoversItsWholeCooldown(t *testing.T) {
	l := newRateLimiter(3, 6) // a token every 10s
	vs, notices := tally(l, paced(4, 0, 0))
	require.Equal(t, []verdict{allowed, allowed, allowed, limitedWarn}, vs)
	n := notices[0]
	// Paying for the notice and earning a token back takes 20s at 6/min.
	assert.Equal(t, 20*time.Second, n.length)
	assert.Equal(t, t0.Add(20*time.Second), n.until)
	assert.Equal(t, limitedQuiet, l.take("@alice:x.org", t0.Add(19999*time.Millisecond), t0.Add(20*time.Second)).verdict)
	assert.Equal(t, allowed, l.take("@alice:x.org", t0.Add(20*time.Second), t0.Add(20*time.Second)).verdict)
}

// A sender who keeps flooding gets one notice per cool-down, each cool-down
// twice as long as the one before (up to maxCooldown), so ever fewer
// answers; after a pause that fills the bucket, the first cool-down is
// short again.
func TestRateLimiterFloodGetsOneNoticePerDoublingCooldown(t *testing.T) {
	l := newRateLimiter(8, 20)
	flood := paced(12*60*10, time.Second/12, 0) // 12 a second for 10 minutes
	vs, notices := tally(l, flood)
	answers := count(vs, allowed) + count(vs, limitedWarn)
	assert.LessOrEqual(t, answers, 8+2*9, "the burst, then one answer and one notice per cool-down")
	require.NotEmpty(t, notices)
	assert.Equal(t, 6*time.Second, notices[0].length)
	for i, n := range notices[1:] {
		prev := notices[i]
		assert.False(t, n.sent.Before(prev.until), "one notice per cool-down")
		if 2*prev.length <= maxCooldown {
			// Twice as long, give or take the rounding up to whole seconds.
			assert.InDelta(t, 2*prev.length.Seconds(), n.length.Seconds(), 1, "cool-down %d", i+2)
		} else {
			assert.Equal(t, maxCooldown, n.length, "cool-down %d", i+2)
		}
	}
	assert.Equal(t, maxCooldown, notices[len(notices)-1].length)
	// A pause that fills the bucket again resets the doubling.
	last := flood[len(flood)-1].sent + maxCooldown + time.Minute
	vs, notices = tally(l, []sentAt{{last, last}, {last, last}, {last, last}, {last, last}, {last, last},
		{last, last}, {last, last}, {last, last}, {last, last}})
	assert.Equal(t, 8, count(vs, allowed))
	require.Len(t, notices, 1)
	assert.Equal(t, 6*time.Second, notices[0].length)
}

// A reaction never starts a cool-down: with no token it is refused quietly.
func TestRateLimiterQuietTakeStartsNoCooldown(t *testing.T) {
	l := newRateLimiter(1, 6)
	assert.True(t, l.takeQuietly("@alice:x.org", t0, t0))
	assert.False(t, l.takeQuietly("@alice:x.org", t0, t0))
	d := l.take("@alice:x.org", t0, t0)
	assert.Equal(t, limitedWarn, d.verdict, "the command after it still gets the notice")
}

// Senders whose bucket is full again are forgotten; those still owing
// tokens or in a cool-down are kept.
func TestRateLimiterTrimsIdleSenders(t *testing.T) {
	l := newRateLimiter(8, 20) // full again 24s after 8 at once
	for i := 0; i < 100; i++ {
		l.take(id.UserID("@idle"+string(rune('a'+i%26))+string(rune('a'+i/26))+":x.org"), t0, t0)
	}
	for i := 0; i < 8; i++ {
		l.take("@busy:x.org", t0.Add(50*time.Second), t0.Add(50*time.Second))
	}
	for i := 0; i < 30; i++ { // one every 2s: more than the 20 a minute
		l.take("@flood:x.org", t0.Add(time.Duration(i)*2*time.Second), t0.Add(time.Duration(i)*2*time.Second))
	}
	require.Equal(t, 102, l.senders())
	now := t0.Add(61 * time.Second)
	l.take("@new:x.org", now, now)
	assert.Equal(t, 3, l.senders(), "busy (not full yet), flood (in a cool-down) and new are kept")
	for _, u := range []id.UserID{"@busy:x.org", "@flood:x.org", "@new:x.org"} {
		assert.Contains(t, l.users, u)
	}
	later := now.Add(10 * time.Minute)
	l.take("@new2:x.org", later, later)
	assert.Equal(t, 1, l.senders(), "everyone idle is trimmed")
}

func TestSpellSeconds(t *testing.T) {
	for d, want := range map[time.Duration]string{
		time.Second: "1 second", 6 * time.Second: "6 seconds", 96 * time.Second: "96 seconds",
		2 * time.Minute: "2 minutes", 192 * time.Second: "3 minutes 12 seconds", 61 * time.Minute: "61 minutes",
		121 * time.Second: "2 minutes 1 second",
	} {
		assert.Equal(t, want, spell(d), d)
	}
}
