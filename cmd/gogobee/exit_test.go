package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/gogobee/gogobee/internal/app"
	"github.com/gogobee/gogobee/internal/config"
	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/transport/matrix"
)

func TestExitStatusSetsConfigurationErrorsApart(t *testing.T) {
	for err, want := range map[error]int{
		nil:                                    exitOK,
		flag.ErrHelp:                           exitOK,
		fmt.Errorf("%w: -x", errFlagsShown):    exitUsage,
		&config.ValidationError{Problems: nil}: exitConfig,
		fmt.Errorf("open: %w", store.ErrDatabaseTooNew):    exitConfig,
		fmt.Errorf("start: %w", app.ErrBackupDir):          exitConfig,
		fmt.Errorf("%w: outside the volume", errConfig):    exitConfig,
		fmt.Errorf("%w: keys gone", matrix.ErrCredentials): exitConfig,
		matrix.ErrSignedOut:                                exitError,
		store.ErrLocked:                                    exitError,
		errors.New("homeserver unreachable"):               exitError,
	} {
		assert.Equal(t, want, exitStatus(err), "%v", err)
	}
}

// A configuration error ends the process with status 78, which the
// systemd unit does not restart on, and says what is wrong.
func TestAConfigurationErrorExitsWith78(t *testing.T) {
	dir := t.TempDir()
	out, code := gogobeeProc(t, dir, []string{"GOGOBEE_PREFIX=toolong", "GOGOBEE_DB=" + filepath.Join(dir, "g.db")}, "", "run")
	assert.Equal(t, exitConfig, code, out)
	assert.Contains(t, out, "GOGOBEE_PREFIX")
	_, err := os.Stat(filepath.Join(dir, "g.db"))
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing was created")
}

// `gogobee run` with no homeserver and nothing on stdin (/dev/null, as a
// systemd unit or a container without -i has it) refuses with status 78
// naming the setting, instead of playing the console on the real database
// and exiting 0 (failed before: status 0), and creates no database.
func TestRunWithoutAHomeserverOrCommandsRefuses(t *testing.T) {
	dir := t.TempDir()
	out, code := gogobeeProc(t, dir, []string{"GOGOBEE_HOMESERVER=", "GOGOBEE_DB=" + filepath.Join(dir, "g.db")}, "", "run")
	assert.Equal(t, exitConfig, code, out)
	assert.Contains(t, out, "GOGOBEE_HOMESERVER is not set")
	assert.Contains(t, out, "`gogobee console`")
	_, err := os.Stat(filepath.Join(dir, "g.db"))
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing was created")
}

// A device signed out again and again soon after each start waits ever
// longer before the next login, up to five minutes, and a device that ran
// a while starts the count again.
func TestSignedOutWaitsGrowUntilADeviceSettles(t *testing.T) {
	tests := []struct {
		prev, ran, want time.Duration
	}{
		{0, time.Second, time.Second},
		{time.Second, time.Second, 2 * time.Second},
		{4 * time.Minute, time.Second, 5 * time.Minute},
		{5 * time.Minute, time.Minute, 5 * time.Minute},
		{5 * time.Minute, time.Hour, time.Second},
	}
	for _, tt := range tests {
		if got := nextSignedOutWait(tt.prev, tt.ran); got != tt.want {
			t.Errorf("nextSignedOutWait(%s, %s) = %s, want %s", tt.prev, tt.ran, got, tt.want)
		}
	}
}
