package bot

import (
	"math"
	"sync"
	"time"

	"maunium.net/go/mautrix/id"
)

// rateLimiter is a per-sender token bucket: Burst answers at once, refilled
// at PerMinute tokens a minute. It counts by the time each message was
// sent, not the time it is handled, so a backlog sent at a human pace
// while the bot was down passes when it returns, while a real flood is
// limited however late it is read.
//
// A sender out of tokens gets one notice, which starts a cool-down of a
// whole number of seconds: every message they sent before it ends is
// covered by that notice and not run. The notice spends budget like any
// answer: the bucket goes into debt for the whole cool-down, so it holds
// one token again exactly when the cool-down ends. Each further cool-down
// before the bucket is full again lasts twice as long (up to
// maxCooldown), so a sender who keeps flooding gets ever fewer answers.
type rateLimiter struct {
	mu        sync.Mutex
	burst     float64
	perSecond float64
	users     map[id.UserID]*bucket
	swept     time.Time // when idle buckets were last trimmed
}

type bucket struct {
	tokens float64   // tokens at last (negative: the debt of a cool-down)
	last   time.Time // sent time of the latest message counted
	// quietUntil ends the cool-down of the latest notice: a message
	// sent before it is covered by the notice and not run.
	quietUntil time.Time
	strikes    int // cool-downs since the bucket was last full
}

// verdict of one rate-limit check.
type verdict int

const (
	allowed      verdict = iota
	limitedWarn          // the first limited message: answer it with the notice
	limitedQuiet         // covered by the notice of a cool-down under way
)

// decision is what the limiter says of one message.
type decision struct {
	verdict verdict
	sent    time.Time     // the sent time counted (clamped)
	until   time.Time     // limited: the end of the cool-down
	length  time.Duration // limitedWarn: the cool-down's length, whole seconds
}

const (
	// maxCooldown caps a doubled cool-down (a slow rate may still need a
	// longer first one).
	maxCooldown = 5 * time.Minute
	// longestCooldown bounds any cool-down, whatever the rate: the slowest
	// rate the settings accept (0.1 a minute) needs at most 20 minutes.
	longestCooldown = 24 * time.Hour
	// sweepEvery is how often idle buckets are trimmed from memory.
	sweepEvery = time.Minute
)

func newRateLimiter(burst int, perMinute float64) *rateLimiter {
	return &rateLimiter{burst: float64(burst), perSecond: perMinute / 60, users: map[id.UserID]*bucket{}}
}

// take counts one message of user sent at sent (its origin_server_ts; zero
// when unknown) and handled at now, and says whether it may be answered.
// The sent time is clamped to at most now (a clock ahead of ours) and at
// least the sender's last counted one (they are handled in order).
func (l *rateLimiter) take(user id.UserID, sent, now time.Time) decision {
	return l.count(user, sent, now, true)
}

// takeQuietly is take for what is never warned about (a reaction): with no
// token it is refused without starting a cool-down.
func (l *rateLimiter) takeQuietly(user id.UserID, sent, now time.Time) bool {
	return l.count(user, sent, now, false).verdict == allowed
}

func (l *rateLimiter) count(user id.UserID, sent, now time.Time, warn bool) decision {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.sweep(now)
	t := sent
	if t.IsZero() || t.After(now) {
		t = now
	}
	b, ok := l.users[user]
	if !ok {
		b = &bucket{tokens: l.burst, last: t}
		l.users[user] = b
	}
	if t.Before(b.last) {
		t = b.last
	}
	b.tokens = min(l.burst, b.tokens+t.Sub(b.last).Seconds()*l.perSecond)
	b.last = t
	if b.tokens >= l.burst {
		b.strikes = 0
	}
	switch {
	case t.Before(b.quietUntil):
		return decision{verdict: limitedQuiet, sent: t, until: b.quietUntil}
	case b.tokens >= 1:
		b.tokens--
		return decision{verdict: allowed, sent: t}
	case !warn:
		return decision{verdict: limitedQuiet, sent: t}
	}
	// Long enough to pay for this notice and earn one token back, doubled
	// for each cool-down since the bucket was last full; whole seconds,
	// so the notice can say exactly which messages it covers.
	secs := (2 - b.tokens) / l.perSecond
	secs = max(secs, min(secs*math.Pow(2, float64(b.strikes)), maxCooldown.Seconds()))
	// Saturate before converting: a rate near zero would overflow a
	// time.Duration into a cool-down of no seconds (NaN fails the test too).
	if !(secs <= longestCooldown.Seconds()) {
		secs = longestCooldown.Seconds()
	}
	length := time.Duration(math.Ceil(secs)) * time.Second
	b.strikes++
	b.quietUntil = t.Add(length)
	b.tokens = 1 - length.Seconds()*l.perSecond
	return decision{verdict: limitedWarn, sent: t, until: b.quietUntil, length: length}
}

// sweep forgets, at most once per sweepEvery, the senders whose bucket is
// full again by now: a new bucket for them would be the same.
func (l *rateLimiter) sweep(now time.Time) {
	if now.Sub(l.swept) < sweepEvery {
		return
	}
	l.swept = now
	for user, b := range l.users {
		if !now.Before(b.quietUntil) && b.tokens+now.Sub(b.last).Seconds()*l.perSecond >= l.burst {
			delete(l.users, user)
		}
	}
}

// senders is how many senders the limiter keeps a bucket for.
func (l *rateLimiter) senders() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.users)
}
