package admin

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// The uptime counts seconds in the first minute, whole minutes after
// (failed before: "0s" for the whole first minute).
func TestUptimeShowsSecondsInTheFirstMinute(t *testing.T) {
	start := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for up, want := range map[time.Duration]string{
		0:                                "0s",
		1500 * time.Millisecond:          "1s",
		42 * time.Second:                 "42s",
		time.Minute:                      "1m0s",
		time.Hour + 5*time.Minute + 59e9: "1h5m0s",
	} {
		assert.Equal(t, want, uptime(start, start.Add(up)), "%v", up)
	}
	assert.Equal(t, "unknown", uptime(time.Time{}, start))
}
