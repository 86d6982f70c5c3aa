package config

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAutopilotMinHPDefaultsTo30AndRefusesOutOfRange(t *testing.T) {
	c, err := Load(env(nil))
	require.NoError(t, err)
	assert.Equal(t, 30, c.AutopilotMinHP)
	c, err = Load(env(map[string]string{"GOGOBEE_AUTOPILOT_MIN_HP": "45"}))
	require.NoError(t, err)
	assert.Equal(t, 45, c.AutopilotMinHP)
	for _, bad := range []string{"0", "100", "half", "-5"} {
		_, err := Load(env(map[string]string{"GOGOBEE_AUTOPILOT_MIN_HP": bad}))
		var verr *ValidationError
		require.ErrorAs(t, err, &verr, bad)
		assert.Contains(t, verr.Problems[0], "GOGOBEE_AUTOPILOT_MIN_HP", bad)
	}
}
