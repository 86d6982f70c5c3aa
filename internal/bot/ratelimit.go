package bot

import (
	"sync"
	"time"
)

// rateLimiter is a per-user token bucket: Burst commands at once, refilled
// at PerMinute tokens a minute. When a user runs dry the first refused
// command is answered with a cool-down message and the rest are dropped
// quietly until a token is back.
type rateLimiter struct {
	mu        sync.Mutex
	burst     float64
	perSecond float64
	users     map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
	warned bool
}

// verdict of one rate-limit check.
type verdict int

const (
	allowed verdict = iota
	limitedWarn
	limitedQuiet
)

func newRateLimiter(burst int, perMinute float64) *rateLimiter {
	return &rateLimiter{burst: float64(burst), perSecond: perMinute / 60, users: map[string]*bucket{}}
}

// take spends a token of user at now and says what to do with the command,
// plus how long until the next token when limited.
func (l *rateLimiter) take(user string, now time.Time) (verdict, time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.users[user]
	if !ok {
		b = &bucket{tokens: l.burst, last: now}
		l.users[user] = b
	}
	if dt := now.Sub(b.last).Seconds(); dt > 0 {
		b.tokens = min(l.burst, b.tokens+dt*l.perSecond)
		b.last = now
	}
	if b.tokens >= 1 {
		b.tokens--
		b.warned = false
		return allowed, 0
	}
	wait := time.Duration((1 - b.tokens) / l.perSecond * float64(time.Second))
	if b.warned {
		return limitedQuiet, wait
	}
	b.warned = true
	return limitedWarn, wait
}
