package matrix

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// withPassword sets GOGOBEE_PASSWORD beside a configured access token.
func withPassword(c *Config) { c.Password = botPass }

// A start with a revoked GOGOBEE_ACCESS_TOKEN and no password stops with
// the line the running bot gives, not the homeserver's bare refusal.
// Failed before: the error was "GOGOBEE_ACCESS_TOKEN: M_UNKNOWN_TOKEN ...".
func TestStartWithRevokedAccessTokenSaysWhatToConfigure(t *testing.T) {
	f := newFakeHS(t)
	tr, _ := newTransport(t, f, openStore(t), "revoked")
	err := tr.Login(context.Background())
	require.ErrorIs(t, err, ErrCredentials)
	assert.Contains(t, err.Error(), "GOGOBEE_ACCESS_TOKEN was revoked (its device was signed out); configure a new one, or set GOGOBEE_PASSWORD")
	assert.Empty(t, f.snapshot().logins)
}

// With GOGOBEE_PASSWORD set too, a start with a revoked access token logs
// in with the password as a new device. Failed before: ErrCredentials.
func TestStartWithRevokedAccessTokenFallsBackToThePassword(t *testing.T) {
	f := newFakeHS(t)
	st := openStore(t)
	tr, _ := newTransport(t, f, st, "revoked", withPassword)
	require.NoError(t, tr.Login(context.Background()))
	logins := f.snapshot().logins
	require.Len(t, logins, 1)
	assert.Nil(t, logins[0]["device_id"], "the login asks for a new device")
	assert.Equal(t, "DEV1", tr.Client().DeviceID.String())
	assert.Equal(t, "DEV1", kv(t, st, store.KeyDeviceID))
}

// With GOGOBEE_PASSWORD set too, the configured access token revoked while
// the bot runs is replaced by a password login as a new device and the sync
// goes on. Failed before: Run ended with ErrCredentials saying to configure
// GOGOBEE_PASSWORD, which was set.
func TestRevokedAccessTokenWhileRunningFallsBackToThePassword(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEVT")
	st := openStore(t)
	tr, _ := newTransport(t, f, st, "tok", withPassword)
	revoked := false
	runUntil(t, tr, func() bool {
		if !revoked && len(f.snapshot().syncSince) > 0 {
			revoked = true
			f.revoke("tok")
		}
		return kv(t, st, store.KeyDeviceID) == "DEV1" && len(f.snapshot().syncSince) > 3
	})
	logins := f.snapshot().logins
	require.Len(t, logins, 1)
	assert.Nil(t, logins[0]["device_id"], "the signed-out device is not asked for again")
}
