package admin

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// The uptime counts seconds in the first minute, then its two largest
// whole units (failed before: "0s" for the whole first minute; "2m0s",
// "72h0m0s" after).
func TestUptimeShowsSecondsInTheFirstMinute(t *testing.T) {
	start := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for up, want := range map[time.Duration]string{
		0:                                "0s",
		1500 * time.Millisecond:          "1s",
		42 * time.Second:                 "42s",
		time.Minute:                      "1m",
		2*time.Minute + 59*time.Second:   "2m",
		time.Hour + 5*time.Minute + 59e9: "1h 5m",
		3*time.Hour + 12*time.Minute:     "3h 12m",
		72 * time.Hour:                   "3d 0h",
		52*time.Hour + 30*time.Minute:    "2d 4h",
	} {
		assert.Equal(t, want, uptime(start, start.Add(up)), "%v", up)
	}
	assert.Equal(t, "unknown", uptime(time.Time{}, start))
}
