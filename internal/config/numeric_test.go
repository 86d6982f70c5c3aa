package config

import (
	"os"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every numeric setting (each is read with ranged) refuses NaN and the
// infinities with a line naming it, and keeps its default (failed before:
// GOGOBEE_RATE_PER_MINUTE=NaN was accepted and limited every player after
// one command for good).
func TestEveryNumericSettingRefusesNaNAndInfinities(t *testing.T) {
	src, err := os.ReadFile("config.go")
	require.NoError(t, err)
	found := regexp.MustCompile(`ranged\(get, bad, "(GOGOBEE_[A-Z_]+)"`).FindAllStringSubmatch(string(src), -1)
	var names []string
	for _, m := range found {
		names = append(names, m[1])
	}
	for _, want := range []string{"GOGOBEE_RATE_BURST", "GOGOBEE_RATE_PER_MINUTE", "GOGOBEE_RECOVERY", "GOGOBEE_RETENTION",
		"GOGOBEE_BACKUP_KEEP", "GOGOBEE_AUTOPILOT_MIN_HP", "GOGOBEE_CATCHUP_WINDOW", "GOGOBEE_SEED"} {
		require.Contains(t, names, want, "every numeric setting is read with ranged")
	}
	defaults, err := Load(env(nil))
	require.NoError(t, err)
	for _, name := range names {
		for _, v := range []string{"NaN", "nan", "Inf", "+Inf", "-Inf", "Infinity", "-infinity"} {
			c, err := Load(env(map[string]string{name: v}))
			var verr *ValidationError
			require.ErrorAs(t, err, &verr, "%s=%s", name, v)
			require.Len(t, verr.Problems, 1, verr.Error())
			assert.Regexp(t, `^`+name+` "`+regexp.QuoteMeta(v)+`" must be `, verr.Problems[0])
			if name == "GOGOBEE_RATE_PER_MINUTE" {
				assert.Equal(t, defaults.RatePerMinute, c.RatePerMinute, "%s=%s: the default is kept", name, v)
			}
		}
	}
	c, err := Load(env(map[string]string{"GOGOBEE_RATE_PER_MINUTE": "0.5"}))
	require.NoError(t, err)
	assert.Equal(t, 0.5, c.RatePerMinute)
	for _, v := range []string{"0", "-1", "6000.5", "1e-300", "0.09"} {
		_, err := Load(env(map[string]string{"GOGOBEE_RATE_PER_MINUTE": v}))
		assert.ErrorContains(t, err, `GOGOBEE_RATE_PER_MINUTE "`+v+`" must be a number from 0.1 to 6000`)
	}
	for _, v := range []string{"0.1", "6000"} {
		_, err := Load(env(map[string]string{"GOGOBEE_RATE_PER_MINUTE": v}))
		assert.NoError(t, err, "the bounds themselves are accepted")
	}
}

// The handled-event marks must outlive the catch-up window: a retention
// shorter than it is refused, naming both (failed before: accepted).
func TestRetentionIsAtLeastTheCatchUpWindow(t *testing.T) {
	tests := []struct {
		retention, window string
		ok                bool
	}{
		{"24h", "24h", true},
		{"168h", "168h", true},
		{"", "168h", true}, // the default 720h
		{"48h", "", true},  // the default 24h
		{"24h", "25h", false},
		{"100h", "168h", false},
	}
	for _, tt := range tests {
		c, err := Load(env(map[string]string{"GOGOBEE_RETENTION": tt.retention, "GOGOBEE_CATCHUP_WINDOW": tt.window}))
		if tt.ok {
			require.NoError(t, err, "%+v", tt)
			assert.GreaterOrEqual(t, c.Retention, c.CatchUpWindow)
			continue
		}
		var verr *ValidationError
		require.ErrorAs(t, err, &verr, "%+v", tt)
		require.Len(t, verr.Problems, 1, verr.Error())
		w, _ := time.ParseDuration(tt.window)
		assert.Contains(t, verr.Problems[0], "GOGOBEE_RETENTION")
		assert.Contains(t, verr.Problems[0], "shorter than GOGOBEE_CATCHUP_WINDOW "+w.String())
	}
}
