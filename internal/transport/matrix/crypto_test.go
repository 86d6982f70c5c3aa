package matrix

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

func TestUnreadableNoticeIsLimitedPerSenderAcrossRestarts(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	at := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	alice, bob := id.UserID("@alice:test"), id.UserID("@bob:test")

	l := newSenderLimit(time.Hour, StoreState(st))
	ok, err := l.allow(ctx, alice, at)
	require.NoError(t, err)
	assert.True(t, ok, "the first unreadable message is answered")
	ok, _ = l.allow(ctx, alice, at.Add(59*time.Minute))
	assert.False(t, ok, "a second one within the hour is not")
	ok, _ = l.allow(ctx, bob, at.Add(time.Minute))
	assert.True(t, ok, "another sender has their own allowance")

	restarted := newSenderLimit(time.Hour, StoreState(st))
	ok, _ = restarted.allow(ctx, alice, at.Add(30*time.Minute))
	assert.False(t, ok, "a restart does not reset the limit")
	ok, _ = restarted.allow(ctx, alice, at.Add(61*time.Minute))
	assert.True(t, ok, "after the period the sender is told again")
}

// Two unreadable messages whose key waits end together: each goroutine
// reads the clock, then queues on the lock, so the second to count may
// carry the earlier time. It must still be refused.
func TestUnreadableNoticeRefusesACallerWhoseClockReadCameFirst(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	at := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	alice := id.UserID("@alice:test")

	l := newSenderLimit(time.Hour, StoreState(st))
	ok, err := l.allow(ctx, alice, at.Add(time.Millisecond))
	require.NoError(t, err)
	require.True(t, ok)
	ok, err = l.allow(ctx, alice, at)
	require.NoError(t, err)
	assert.False(t, ok, "a time a moment before the last notice is within the period")
	ok, err = l.allow(ctx, alice, at.Add(-2*time.Hour))
	require.NoError(t, err)
	assert.True(t, ok, "a clock set back by more than the period lets the sender through again")
}

func TestRecoveryKeyFileIsPrivateAndNeverOverwritten(t *testing.T) {
	path := filepath.Join(t.TempDir(), "keys", "recovery.txt")
	f, err := createSecret(path)
	require.NoError(t, err)
	_, err = f.WriteString("EsTc 1234\n")
	require.NoError(t, err)
	require.NoError(t, f.Close())
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	dir, err := os.Stat(filepath.Dir(path))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), dir.Mode().Perm(), "a folder it creates is private too")

	_, err = createSecret(path)
	assert.Error(t, err, "an existing key file is kept")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "EsTc 1234\n", string(data))
	_, err = createSecret("")
	assert.Error(t, err, "no path, no file")
}

func TestDMRoomsAreEncryptedUnlessTurnedOff(t *testing.T) {
	cases := []struct {
		name   string
		crypto *CryptoConfig
		want   bool
	}{
		{"encryption off", nil, false},
		{"encrypted DMs", &CryptoConfig{}, true},
		{"plain DMs", &CryptoConfig{PlainDMs: true}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr := &Transport{cfg: Config{Crypto: tc.crypto}}
			state := tr.dmInitialState()
			if !tc.want {
				assert.Empty(t, state)
				return
			}
			require.Len(t, state, 1)
			assert.Equal(t, event.StateEncryption, state[0].Type)
			assert.Equal(t, "", state[0].GetStateKey())
			assert.Equal(t, id.AlgorithmMegolmV1, state[0].Content.Parsed.(*event.EncryptionEventContent).Algorithm)
		})
	}
}

func TestPickleKeyIsConfiguredOrMadeOnceAndKept(t *testing.T) {
	ctx := context.Background()
	key := func(tr *Transport, set string) ([]byte, error) {
		tr.cfg.Crypto.PickleKey = set
		return tr.pickleKey(ctx)
	}
	newTr := func() *Transport {
		return &Transport{cfg: Config{Crypto: &CryptoConfig{}}, state: StoreState(openStore(t)), log: zerolog.Nop()}
	}

	configured := newTr()
	k, err := key(configured, "configured pickle key")
	require.NoError(t, err)
	assert.Equal(t, "configured pickle key", string(k))
	k, err = key(configured, "configured pickle key")
	require.NoError(t, err)
	assert.Equal(t, "configured pickle key", string(k), "the same key again")
	_, err = key(configured, "")
	assert.ErrorContains(t, err, "set it again", "unset after the first start")
	_, err = key(configured, "another pickle key")
	assert.ErrorContains(t, err, "set the original key again", "changed after the first start")

	generated := newTr()
	first, err := key(generated, "")
	require.NoError(t, err)
	assert.GreaterOrEqual(t, len(first), 32, "a generated key is long")
	again, err := key(generated, "")
	require.NoError(t, err)
	assert.Equal(t, first, again, "the generated key is kept: the pickled keys stay readable")
	_, err = key(generated, "a key set after the first start")
	assert.ErrorContains(t, err, "unset GOGOBEE_PICKLE_KEY")
}
