package app

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

// gcSettings reads the collector's percent and memory limit without
// changing them.
func gcSettings() (int, int64) {
	percent := debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	return percent, debug.SetMemoryLimit(-1)
}

func TestTuneGCSetsTheDaemonsCollectorUnlessTheEnvironmentDoes(t *testing.T) {
	percent0, limit0 := gcSettings()
	for _, c := range []struct {
		name        string
		env         map[string]string
		wantPercent int
		wantLimit   int64
	}{
		{"nothing set", nil, DaemonGCPercent, DaemonMemoryLimit},
		{"GOGC set", map[string]string{"GOGC": "100"}, percent0, DaemonMemoryLimit},
		{"GOMEMLIMIT set", map[string]string{"GOMEMLIMIT": "1GiB"}, DaemonGCPercent, limit0},
		{"both set", map[string]string{"GOGC": "off", "GOMEMLIMIT": "1GiB"}, percent0, limit0},
	} {
		t.Run(c.name, func(t *testing.T) {
			restore := TuneGC(func(k string) (string, bool) { v, ok := c.env[k]; return v, ok })
			percent, limit := gcSettings()
			restore()
			assert.Equal(t, c.wantPercent, percent, "GC percent")
			assert.Equal(t, c.wantLimit, limit, "memory limit")
			percent, limit = gcSettings()
			assert.Equal(t, percent0, percent, "GC percent restored")
			assert.Equal(t, limit0, limit, "memory limit restored")
		})
	}
}
