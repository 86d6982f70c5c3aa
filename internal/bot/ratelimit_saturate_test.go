package bot

import (
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// However slow the rate, a limited sender's cool-down is a positive whole
// number of seconds of at most longestCooldown, and what they send during
// it is covered by the notice (failed before: at 1e-300 a minute the
// arithmetic overflowed into a notice of "0 seconds" and the next command
// ran anyway).
func TestRateLimiterCooldownSaturates(t *testing.T) {
	t0 := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	tests := []struct {
		perMinute float64
		want      time.Duration // the first cool-down
	}{
		{0.1, 20 * time.Minute}, // the slowest rate the settings accept
		{1e-9, longestCooldown},
		{1e-300, longestCooldown},
		{math.SmallestNonzeroFloat64, longestCooldown},
		{0, longestCooldown},
	}
	for _, tt := range tests {
		l := newRateLimiter(1, tt.perMinute)
		require.Equal(t, allowed, l.take("@a:x", t0, t0).verdict, "rate %g", tt.perMinute)
		d := l.take("@a:x", t0, t0)
		require.Equal(t, limitedWarn, d.verdict, "rate %g", tt.perMinute)
		assert.Equal(t, tt.want, d.length, "rate %g", tt.perMinute)
		next := t0.Add(d.length - time.Second)
		assert.Equal(t, limitedQuiet, l.take("@a:x", next, next).verdict, "rate %g: covered by the notice", tt.perMinute)
	}
}
