//go:build goolm

package matrix

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// withCrypto turns on encryption over st's database.
func withCrypto(st *store.Store) func(*Config) {
	return func(c *Config) { c.Crypto = &CryptoConfig{DB: st.DB, PickleKey: "pickle"} }
}

// syncingWithKeys reports that the bot uploaded its device keys and began
// to sync, so its encryption set-up (the stored Olm account) is complete.
func syncingWithKeys(f *fakeHS) bool {
	return len(f.keyedDevices()) == 1 && len(f.snapshot().syncSince) > 0
}

// runToEnd runs tr and returns the error Run ends with on its own.
func runToEnd(t *testing.T, tr *Transport) error {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- tr.Run(context.Background(), Services{}) }()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		t.Fatal("Run did not end")
		return nil
	}
}

// A device whose keys disappeared from the server (signed out, recreated
// empty under the same ID) comes back at the next start as a new device
// with a new Olm account, when the password allows it.
func TestStartWithLostDeviceKeysLogsInAsNewDevice(t *testing.T) {
	f := newFakeHS(t)
	st := openStore(t)
	first, _ := newTransport(t, f, st, "", withCrypto(st))
	runUntil(t, first, func() bool { return syncingWithKeys(f) })
	require.Equal(t, []string{"DEV1"}, f.keyedDevices())

	f.dropKeys("DEV1")
	second, _ := newTransport(t, f, st, "", withCrypto(st))
	runUntil(t, second, func() bool { return len(f.keyedDevices()) == 1 })
	assert.Equal(t, []string{"DEV2"}, f.keyedDevices(), "a new device uploaded new keys")
	logins := f.snapshot().logins
	require.Len(t, logins, 2)
	assert.Nil(t, logins[1]["device_id"], "the new login asks for a new device")
	assert.Equal(t, "DEV2", kv(t, st, store.KeyDeviceID))
	assert.Equal(t, "DEV2", second.Client().DeviceID.String())
}

// With an access token whose device lost its keys the bot stops with a
// configuration error saying what to change: to use the password, or with
// a password set too, to unset the token (a still valid token would undo a
// password login at every start).
func TestStartWithLostDeviceKeysAndATokenIsACredentialsError(t *testing.T) {
	cases := []struct {
		name   string
		config []func(*Config)
		fix    string
	}{
		{"only a token", nil, "set GOGOBEE_PASSWORD instead of GOGOBEE_ACCESS_TOKEN"},
		{"a token and a password", []func(*Config){withPassword}, "unset GOGOBEE_ACCESS_TOKEN so the bot logs in with GOGOBEE_PASSWORD"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeHS(t)
			f.addToken("tok", "DEVT")
			st := openStore(t)
			first, _ := newTransport(t, f, st, "tok", withCrypto(st))
			runUntil(t, first, func() bool { return syncingWithKeys(f) })

			f.dropKeys("DEVT")
			second, _ := newTransport(t, f, st, "tok", append(tc.config, withCrypto(st))...)
			err := runToEnd(t, second)
			require.ErrorIs(t, err, ErrCredentials)
			assert.Contains(t, err.Error(), tc.fix)
			assert.Empty(t, f.snapshot().logins)
		})
	}
}

// A token rejected while the bot runs with encryption on ends Run with
// ErrSignedOut, forgetting the dead device, and the next transport logs in
// as a new device with new keys.
func TestSignedOutWhileRunningWithEncryptionStartsAgainOnNewDevice(t *testing.T) {
	f := newFakeHS(t)
	st := openStore(t)
	first, _ := newTransport(t, f, st, "", withCrypto(st))
	done := make(chan error, 1)
	go func() { done <- first.Run(context.Background(), Services{}) }()
	// Syncing: encryption is set up, so the revoked token is met by the sync.
	require.Eventually(t, func() bool { return syncingWithKeys(f) }, 10*time.Second, 10*time.Millisecond)

	f.revoke(first.Client().AccessToken)
	f.dropKeys("DEV1")
	select {
	case err := <-done:
		require.ErrorIs(t, err, ErrSignedOut)
	case <-time.After(10 * time.Second):
		t.Fatal("Run went on with the signed-out device")
	}
	assert.Empty(t, kv(t, st, store.KeyAccessToken))
	assert.Empty(t, kv(t, st, store.KeyDeviceID))
	assert.Len(t, f.snapshot().logins, 1, "the new login is left to the next transport")

	second, _ := newTransport(t, f, st, "", withCrypto(st))
	runUntil(t, second, func() bool { return len(f.keyedDevices()) == 1 })
	assert.Equal(t, []string{"DEV2"}, f.keyedDevices())
	assert.Nil(t, f.snapshot().logins[1]["device_id"])
}

// Without encryption a token rejected while the bot runs is replaced by a
// password login as a new device, and the sync goes on.
func TestSignedOutWhileRunningWithoutEncryptionGoesOnOnNewDevice(t *testing.T) {
	f := newFakeHS(t)
	st := openStore(t)
	tr, _ := newTransport(t, f, st, "")
	var old string
	runUntil(t, tr, func() bool {
		if tok := kv(t, st, store.KeyAccessToken); tok != "" && old == "" {
			old = tok
			f.revoke(tok)
		}
		return len(f.snapshot().logins) == 2 && kv(t, st, store.KeyDeviceID) == "DEV2"
	})
	assert.Nil(t, f.snapshot().logins[1]["device_id"], "the signed-out device is not asked for again")
}

// With both a configured access token and a password, a token revoked while
// the bot runs with encryption on ends Run with ErrSignedOut, and the next
// transport logs in with the password as a new device. Failed before: Run
// ended with ErrCredentials.
func TestRevokedAccessTokenWithEncryptionStartsAgainWithThePassword(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEVT")
	st := openStore(t)
	first, _ := newTransport(t, f, st, "tok", withCrypto(st), withPassword)
	done := make(chan error, 1)
	go func() { done <- first.Run(context.Background(), Services{}) }()
	// Syncing: encryption is set up, so the revoked token is met by the sync.
	require.Eventually(t, func() bool { return syncingWithKeys(f) }, 10*time.Second, 10*time.Millisecond)

	f.revoke("tok")
	select {
	case err := <-done:
		require.ErrorIs(t, err, ErrSignedOut)
	case <-time.After(10 * time.Second):
		t.Fatal("Run went on with the signed-out device")
	}
	second, _ := newTransport(t, f, st, "tok", withCrypto(st), withPassword)
	runUntil(t, second, func() bool { return len(f.keyedDevices()) == 2 })
	assert.Equal(t, []string{"DEV1", "DEVT"}, f.keyedDevices())
	logins := f.snapshot().logins
	require.Len(t, logins, 1)
	assert.Nil(t, logins[0]["device_id"])
}
