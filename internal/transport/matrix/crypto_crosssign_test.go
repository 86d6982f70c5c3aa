//go:build goolm

package matrix

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/crypto"
	"maunium.net/go/mautrix/id"
)

// botMachine is an Olm machine of the bot on f, with its keys in memory:
// a device that knows nothing yet, as after a lost database.
func botMachine(t *testing.T, f *fakeHS) *crypto.OlmMachine {
	t.Helper()
	f.addToken("tok-xsign", "NEWDEV")
	cli, err := mautrix.NewClient(f.srv.URL, botID, "tok-xsign")
	require.NoError(t, err)
	cli.DeviceID = "NEWDEV"
	log := zerolog.New(zerolog.NewTestWriter(t))
	return crypto.NewOlmMachine(cli, &log, crypto.NewMemoryStore(nil), nil)
}

// secretStorage sets up the account's secret storage on f as a first start
// does (a default key holding the three cross-signing keys) and returns
// the recovery key and the cross-signing keys it holds.
func secretStorage(t *testing.T, f *fakeHS) (string, *crypto.CrossSigningKeysCache) {
	t.Helper()
	ctx := context.Background()
	mach := botMachine(t, f)
	key, err := mach.SSSS.GenerateAndUploadKey(ctx, "")
	require.NoError(t, err)
	require.NoError(t, mach.SSSS.SetDefaultKeyID(ctx, key.ID))
	keys, err := mach.GenerateCrossSigningKeys()
	require.NoError(t, err)
	require.NoError(t, mach.UploadCrossSigningKeysToSSSS(ctx, key, keys))
	return key.RecoveryKey(), keys
}

// publish makes mach see keys as the account's published cross-signing keys.
func publish(t *testing.T, mach *crypto.OlmMachine, keys *crypto.CrossSigningKeysCache) {
	t.Helper()
	ctx := context.Background()
	pub := keys.PublicKeys()
	for usage, key := range map[id.CrossSigningUsage]id.Ed25519{id.XSUsageMaster: pub.MasterKey,
		id.XSUsageSelfSigning: pub.SelfSigningKey, id.XSUsageUserSigning: pub.UserSigningKey} {
		require.NoError(t, mach.CryptoStore.PutCrossSigningKey(ctx, botID, usage, key))
	}
}

func TestRecoveryKeyOpensOnlyTheAccountsOwnSecretStorage(t *testing.T) {
	ctx := context.Background()

	none := newFakeHS(t)
	err := signWithRecoveryKey(ctx, botMachine(t, none), "EsTc whatever")
	assert.ErrorIs(t, err, errNoSecretStorage, "an account without secret storage")

	f := newFakeHS(t)
	recovery, keys := secretStorage(t, f)
	mach := botMachine(t, f)
	publish(t, mach, keys)
	err = signWithRecoveryKey(ctx, mach, "not a recovery key")
	assert.ErrorIs(t, err, errWrongRecoveryKey, "garbage in the file")
	other, _ := secretStorage(t, newFakeHS(t))
	err = signWithRecoveryKey(ctx, mach, other)
	assert.ErrorIs(t, err, errWrongRecoveryKey, "another account's recovery key")
	assert.Nil(t, mach.CrossSigningKeys, "nothing imported")

	// Cross-signing was reset from another session: the secret storage
	// still opens, but its keys are not the ones clients check against.
	reset := botMachine(t, f)
	newer, err := reset.GenerateCrossSigningKeys()
	require.NoError(t, err)
	publish(t, reset, newer)
	err = signWithRecoveryKey(ctx, reset, recovery)
	assert.ErrorIs(t, err, errStaleSecrets)
	assert.Nil(t, reset.CrossSigningKeys, "stale keys are not imported")
}

// crossSignTransport is a transport on f whose recovery key file is path,
// logging into logs.
func crossSignTransport(t *testing.T, f *fakeHS, path string, logs *bytes.Buffer) *Transport {
	t.Helper()
	tr, _ := newTransport(t, f, openStore(t), "", func(c *Config) {
		c.Crypto = &CryptoConfig{RecoveryKeyFile: path}
	})
	tr.log = zerolog.New(logs)
	return tr
}

func TestNewDeviceNotSignedTellsTheOperatorHowInOneLine(t *testing.T) {
	ctx := context.Background()
	f := newFakeHS(t)
	_, keys := secretStorage(t, f)
	path := filepath.Join(t.TempDir(), "gogobee-recovery-key.txt")

	var logs bytes.Buffer
	tr := crossSignTransport(t, f, path, &logs)
	mach := botMachine(t, f)
	publish(t, mach, keys)
	status := tr.restoreCrossSigning(ctx, mach)
	assert.Equal(t, notCrossSigned+"put the bot's recovery key in "+path+
		" (or set GOGOBEE_RECOVERY_KEY_FILE to its file) and restart", status, "no key file")
	assert.Equal(t, 1, strings.Count(logs.String(), "\n"), "one log line: %s", logs.String())
	assert.Contains(t, logs.String(), `"level":"warn"`)
	assert.Contains(t, logs.String(), "put the bot's recovery key in "+path)

	other, _ := secretStorage(t, newFakeHS(t))
	require.NoError(t, os.WriteFile(path, []byte(other+"\n"), 0o600))
	logs.Reset()
	status = tr.restoreCrossSigning(ctx, mach)
	assert.Equal(t, notCrossSigned+"the recovery key in "+path+" is not this account's: put the right one there and restart", status)
	assert.Equal(t, 1, strings.Count(logs.String(), "\n"), "one log line: %s", logs.String())
}
