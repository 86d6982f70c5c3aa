package config

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
)

func env(m map[string]string) func(string) (string, bool) {
	return func(k string) (string, bool) { v, ok := m[k]; return v, ok }
}

func TestLoadDefaultsWithoutHomeserverIsConsoleMode(t *testing.T) {
	c, err := Load(env(nil))
	require.NoError(t, err)
	assert.False(t, c.Matrix())
	assert.Equal(t, "data/gogobee.db", c.DBPath)
	assert.Equal(t, "UTC", c.DefaultTZName)
	assert.Equal(t, "!", c.Prefix)
	assert.Equal(t, "info", c.LogLevel)
	assert.Equal(t, "deprecated", c.HarvestVerbs)
	assert.Equal(t, 8, c.RateBurst)
	assert.False(t, c.DevClock)
	assert.Equal(t, 6*time.Hour, c.Recovery)
}

func TestLoadMatrixSettings(t *testing.T) {
	c, err := Load(env(map[string]string{
		"GOGOBEE_HOMESERVER":      "https://matrix.example.org/",
		"GOGOBEE_USER_ID":         "@gogobee:example.org",
		"GOGOBEE_PASSWORD":        "hunter2",
		"GOGOBEE_TZ":              "Europe/Paris",
		"GOGOBEE_ADMINS":          "@op:example.org, @ops:example.org",
		"GOGOBEE_ALLOWED_SERVERS": "example.org",
		"GOGOBEE_DEV_CLOCK":       "1",
	}))
	require.NoError(t, err)
	assert.True(t, c.Matrix())
	assert.Equal(t, "https://matrix.example.org", c.Homeserver)
	assert.Equal(t, []id.UserID{"@op:example.org", "@ops:example.org"}, c.Admins)
	assert.True(t, c.IsAdmin("@ops:example.org"))
	assert.False(t, c.IsAdmin("@alice:example.org"))
	assert.Equal(t, "Europe/Paris", c.DefaultTZ.String())
	assert.True(t, c.DevClock)
}

func TestLoadReportsEveryProblemOnItsOwnLine(t *testing.T) {
	_, err := Load(env(map[string]string{
		"GOGOBEE_HOMESERVER": "matrix.example.org",
		"GOGOBEE_USER_ID":    "gogobee",
		"GOGOBEE_TZ":         "Mars/Olympus",
		"GOGOBEE_ADMINS":     "root",
		"GOGOBEE_DEV_CLOCK":  "maybe",
		"GOGOBEE_LOG_LEVEL":  "loud",
		"GOGOBEE_RATE_BURST": "0",
		"GOGOBEE_RECOVERY":   "forever",
	}))
	var verr *ValidationError
	require.ErrorAs(t, err, &verr)
	want := []string{"GOGOBEE_HOMESERVER", "GOGOBEE_USER_ID", "GOGOBEE_ACCESS_TOKEN or GOGOBEE_PASSWORD",
		"GOGOBEE_ADMINS", "GOGOBEE_TZ", "GOGOBEE_DEV_CLOCK", "GOGOBEE_LOG_LEVEL", "GOGOBEE_RATE_BURST", "GOGOBEE_RECOVERY"}
	require.Len(t, verr.Problems, len(want), verr.Error())
	for i, w := range want {
		assert.Contains(t, verr.Problems[i], w)
	}
}

func TestLoadZoneForgivesLetterCase(t *testing.T) {
	for in, want := range map[string]string{
		"Europe/Paris": "Europe/Paris", "europe/paris": "Europe/Paris", "utc": "UTC",
		"america/new_york": "America/New_York", "AMERICA/NEW_YORK": "America/New_York",
	} {
		loc, err := LoadZone(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, want, loc.String(), in)
		}
	}
	for _, bad := range []string{"", "Local", "Mars/Olympus", "../etc/passwd", "Europe/../UTC"} {
		_, err := LoadZone(bad)
		assert.Error(t, err, bad)
	}
}

func TestAnnounceRoomAndServersAreChecked(t *testing.T) {
	_, err := Load(env(map[string]string{"GOGOBEE_ANNOUNCE_ROOM": "foo", "GOGOBEE_ALLOWED_SERVERS": "matrix.org/bad"}))
	var verr *ValidationError
	require.ErrorAs(t, err, &verr)
	assert.Len(t, verr.Problems, 1+1, verr.Error())
}

func TestIsUserID(t *testing.T) {
	for in, want := range map[string]bool{
		"@alice:example.org": true, "@a:b": true, "alice": false, "@alice": false,
		"@:example.org": false, "@al ice:example.org": false, "": false,
	} {
		assert.Equal(t, want, IsUserID(in), in)
	}
}

func TestRetentionDefaultsToThirtyDaysAndRefusesNonsense(t *testing.T) {
	c, err := Load(env(map[string]string{}))
	require.NoError(t, err)
	assert.Equal(t, 720*time.Hour, c.Retention)
	c, err = Load(env(map[string]string{"GOGOBEE_RETENTION": "48h"}))
	require.NoError(t, err)
	assert.Equal(t, 48*time.Hour, c.Retention)
	for _, bad := range []string{"1h", "forever", "9000h", "-24h"} {
		_, err := Load(env(map[string]string{"GOGOBEE_RETENTION": bad}))
		var verr *ValidationError
		require.ErrorAs(t, err, &verr, bad)
		assert.Contains(t, verr.Error(), "GOGOBEE_RETENTION", bad)
	}
}

func TestLoadOperationsSettings(t *testing.T) {
	cfg, err := Load(env(map[string]string{
		"GOGOBEE_BACKUP_DIR":   "/var/backups/gogobee",
		"GOGOBEE_BACKUP_KEEP":  "14",
		"GOGOBEE_METRICS_ADDR": "127.0.0.1:9464",
	}))
	require.NoError(t, err)
	assert.Equal(t, "/var/backups/gogobee", cfg.BackupDir)
	assert.Equal(t, 14, cfg.BackupKeep)
	assert.Equal(t, "127.0.0.1:9464", cfg.MetricsAddr)

	cfg, err = Load(env(nil))
	require.NoError(t, err)
	assert.Equal(t, "", cfg.BackupDir, "nightly backups are off by default")
	assert.Equal(t, 7, cfg.BackupKeep)
	assert.Equal(t, "", cfg.MetricsAddr, "the metrics listener is off by default")

	_, err = Load(env(map[string]string{"GOGOBEE_BACKUP_KEEP": "0", "GOGOBEE_METRICS_ADDR": "9464"}))
	var verr *ValidationError
	require.ErrorAs(t, err, &verr)
	require.Len(t, verr.Problems, 2, verr.Error())
	assert.Contains(t, verr.Problems[0], "GOGOBEE_METRICS_ADDR")
	assert.Contains(t, verr.Problems[1], "GOGOBEE_BACKUP_KEEP")
	for _, addr := range []string{"127.0.0.1:99999", ":0", "localhost:http", "[::1]:"} {
		_, err = Load(env(map[string]string{"GOGOBEE_METRICS_ADDR": addr}))
		assert.ErrorContains(t, err, "port from 1 to 65535", addr)
	}
}

func TestLoadEncryptionSettings(t *testing.T) {
	c, err := Load(env(map[string]string{"GOGOBEE_DB": "/srv/gogobee/bot.db"}))
	require.NoError(t, err)
	assert.True(t, c.Encryption, "encryption is on by default: Element encrypts DMs and private rooms")
	assert.True(t, c.EncryptDMs, "the DMs the bot opens are encrypted by default")
	assert.Equal(t, "", c.PickleKey)
	assert.Equal(t, "/srv/gogobee/gogobee-recovery-key.txt", c.RecoveryKeyFile, "the recovery key goes beside the database")

	c, err = Load(env(map[string]string{
		"GOGOBEE_ENCRYPTION":        "0",
		"GOGOBEE_ENCRYPT_DMS":       "off",
		"GOGOBEE_PICKLE_KEY":        "a long random pickle key",
		"GOGOBEE_RECOVERY_KEY_FILE": "/root/keep/recovery.txt",
	}))
	require.NoError(t, err)
	assert.False(t, c.Encryption)
	assert.False(t, c.EncryptDMs)
	assert.Equal(t, "a long random pickle key", c.PickleKey)
	assert.Equal(t, "/root/keep/recovery.txt", c.RecoveryKeyFile)

	for _, weak := range []string{"short", "                    ", "ééééééééé"} {
		_, err = Load(env(map[string]string{"GOGOBEE_PICKLE_KEY": weak}))
		assert.ErrorContains(t, err, "GOGOBEE_PICKLE_KEY", "%q is refused", weak)
	}
	_, err = Load(env(map[string]string{"GOGOBEE_ENCRYPTION": "maybe", "GOGOBEE_ENCRYPT_DMS": "2", "GOGOBEE_PICKLE_KEY": "short"}))
	var verr *ValidationError
	require.ErrorAs(t, err, &verr)
	require.Len(t, verr.Problems, 3, verr.Error())
	assert.Contains(t, verr.Problems[0], "GOGOBEE_ENCRYPTION")
	assert.Contains(t, verr.Problems[1], "GOGOBEE_ENCRYPT_DMS")
	assert.Contains(t, verr.Problems[2], "GOGOBEE_PICKLE_KEY")
}

func TestRangedSettingsTakeTheirBoundsAndRefuseBeyond(t *testing.T) {
	cases := []struct{ name, lo, hi, below, above, want string }{
		{"GOGOBEE_RATE_BURST", "1", "1000", "0", "1001", "must be a whole number from 1 to 1000"},
		{"GOGOBEE_BACKUP_KEEP", "1", "365", "0", "366", "must be a whole number from 1 to 365"},
		{"GOGOBEE_AUTOPILOT_MIN_HP", "1", "99", "0", "100", "must be a whole percentage from 1 to 99"},
		{"GOGOBEE_RECOVERY", "1m", "168h", "59s", "169h", "must be a duration from 1m to 168h"},
		{"GOGOBEE_RETENTION", "24h", "8784h", "23h", "8785h", "must be a duration from 24h to 8784h"},
		{"GOGOBEE_CATCHUP_WINDOW", "1h", "168h", "59m", "169h", "must be a duration from 1h to 168h"},
	}
	for _, tc := range cases {
		for _, v := range []string{tc.lo, tc.hi} {
			_, err := Load(env(map[string]string{tc.name: v}))
			assert.NoError(t, err, "%s=%s", tc.name, v)
		}
		for _, v := range []string{tc.below, tc.above, "lots"} {
			_, err := Load(env(map[string]string{tc.name: v}))
			var verr *ValidationError
			require.ErrorAs(t, err, &verr, "%s=%s", tc.name, v)
			require.Len(t, verr.Problems, 1)
			assert.True(t, strings.HasPrefix(verr.Problems[0], fmt.Sprintf("%s %q %s", tc.name, v, tc.want)), verr.Problems[0])
		}
	}
}

// Parties are on by default (rules §8.22); the operator turns them off
// with GOGOBEE_PARTIES=0, and a word that is no switch is refused.
func TestPartiesAreOnUnlessTheOperatorTurnsThemOff(t *testing.T) {
	for _, tc := range []struct {
		value string
		set   bool
		want  bool
	}{
		{"", false, true},
		{"", true, true},
		{"1", true, true},
		{"0", true, false},
		{"off", true, false},
	} {
		m := map[string]string{}
		if tc.set {
			m["GOGOBEE_PARTIES"] = tc.value
		}
		c, err := Load(env(m))
		require.NoError(t, err, tc.value)
		assert.Equal(t, tc.want, c.Parties, "GOGOBEE_PARTIES=%q (set: %v)", tc.value, tc.set)
	}
	_, err := Load(env(map[string]string{"GOGOBEE_PARTIES": "maybe"}))
	assert.ErrorContains(t, err, "GOGOBEE_PARTIES")
}
