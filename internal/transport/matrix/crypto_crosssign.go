//go:build goolm

package matrix

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/crypto"
	"maunium.net/go/mautrix/crypto/ssss"
	"maunium.net/go/mautrix/event"
)

// Why a device could not be signed with the stored recovery key.
var (
	errWrongRecoveryKey = errors.New("the recovery key does not open the account's secret storage")
	errNoSecretStorage  = errors.New("the account keeps no cross-signing keys in secret storage")
	errStaleSecrets     = errors.New("the secret storage holds other cross-signing keys than the account publishes (cross-signing was reset elsewhere)")
)

// crossSign makes clients trust the bot's device as verified by its owner,
// and returns the line `!admin status` shows about it. The first time (no
// cross-signing keys yet, a password to authorise the upload) it creates
// the keys, stores them in secret storage behind a new recovery key, signs
// the device and writes the recovery key to RecoveryKeyFile. Later, on a
// new device (a lost database), it reads the recovery key back from that
// file, fetches the private keys from secret storage and signs the device.
// Problems are logged in one line saying how to fix them, never fatal: the
// bot works unverified.
func (t *Transport) crossSign(ctx context.Context) string {
	if t.crypto == nil {
		return "end-to-end encryption off"
	}
	mach := t.crypto.Machine()
	hasKeys, verified, err := mach.GetOwnVerificationStatus(ctx)
	switch {
	case err != nil:
		t.log.Warn().Err(err).Msg("could not read the cross-signing status; the next start tries again")
		return "cross-signing status unknown (the homeserver did not answer; restart to try again)"
	case verified:
		return crossSigned
	case hasKeys:
		return t.restoreCrossSigning(ctx, mach)
	case t.cfg.Password == "":
		const fix = "set GOGOBEE_PASSWORD (needed once, to authorise the key upload) and restart"
		t.log.Warn().Msg("cross-signing is not set up: " + fix)
		return notCrossSigned + fix
	}
	return t.createCrossSigning(ctx, mach)
}

// crossSigned and notCrossSigned start the `!admin status` line.
const (
	crossSigned    = "cross-signed by the bot's owner"
	notCrossSigned = "NOT cross-signed, clients show it as unverified: "
)

// restoreCrossSigning signs a device of an account that has cross-signing
// keys with the recovery key kept in RecoveryKeyFile.
func (t *Transport) restoreCrossSigning(ctx context.Context, mach *crypto.OlmMachine) string {
	path := t.cfg.Crypto.RecoveryKeyFile
	raw, err := os.ReadFile(path)
	if err != nil {
		fix := fmt.Sprintf("put the bot's recovery key in %s (or set GOGOBEE_RECOVERY_KEY_FILE to its file) and restart", path)
		t.log.Warn().Err(err).Msg("this new device is not cross-signed: " + fix)
		return notCrossSigned + fix
	}
	err = signWithRecoveryKey(ctx, mach, strings.TrimSpace(string(raw)))
	var fix string
	switch {
	case err == nil:
		t.log.Info().Str("device_id", t.cli.DeviceID.String()).Str("file", path).
			Msg("signed this new device with the cross-signing keys opened by the recovery key file")
		return crossSigned
	case errors.Is(err, errWrongRecoveryKey):
		fix = fmt.Sprintf("the recovery key in %s is not this account's: put the right one there and restart", path)
	case errors.Is(err, errNoSecretStorage), errors.Is(err, errStaleSecrets):
		fix = "verify the device from the Element session that set up the account's cross-signing"
	default:
		fix = "restart to try again, or verify the device from another session of the bot's account"
	}
	t.log.Warn().Err(err).Str("file", path).Msg("this new device is not cross-signed: " + fix)
	return notCrossSigned + fix
}

// signWithRecoveryKey opens the account's secret storage with recoveryKey,
// takes the cross-signing private keys from it and signs the machine's own
// device with the self-signing key (and the master key with the device, as
// a first setup does). It returns errWrongRecoveryKey, errNoSecretStorage
// or errStaleSecrets when the keys cannot be had, else the homeserver's
// error.
func signWithRecoveryKey(ctx context.Context, mach *crypto.OlmMachine, recoveryKey string) error {
	key, err := openSecretStorage(ctx, mach, recoveryKey)
	if err != nil {
		return err
	}
	seeds, err := crossSigningSeeds(ctx, mach, key)
	if err != nil {
		return err
	}
	if err := matchPublished(ctx, mach, seeds); err != nil {
		return err
	}
	if err := mach.ImportCrossSigningKeys(seeds); err != nil {
		return err
	}
	if err := mach.SignOwnDevice(ctx, mach.OwnIdentity()); err != nil {
		return fmt.Errorf("signing the device with the self-signing key: %w", err)
	}
	if err := mach.SignOwnMasterKey(ctx); err != nil {
		return fmt.Errorf("signing the master key with the device: %w", err)
	}
	return nil
}

// openSecretStorage is the account's default secret storage key opened
// with recoveryKey: errNoSecretStorage when the account has none,
// errWrongRecoveryKey when recoveryKey does not open it (a key that cannot
// be verified is tried all the same).
func openSecretStorage(ctx context.Context, mach *crypto.OlmMachine, recoveryKey string) (*ssss.Key, error) {
	keyID, keyData, err := mach.SSSS.GetDefaultKeyData(ctx)
	if errors.Is(err, ssss.ErrNoDefaultKeyID) || errors.Is(err, mautrix.MNotFound) {
		return nil, errNoSecretStorage
	} else if err != nil {
		return nil, fmt.Errorf("reading the secret storage key: %w", err)
	}
	key, err := keyData.VerifyRecoveryKey(keyID, recoveryKey)
	if err != nil && !errors.Is(err, ssss.ErrUnverifiableKey) {
		return nil, fmt.Errorf("%w: %w", errWrongRecoveryKey, err)
	}
	return key, nil
}

// crossSigningSeeds reads the three cross-signing private keys (master,
// self-signing, user-signing) from secret storage with key:
// errNoSecretStorage when one is missing or not encrypted for key,
// errWrongRecoveryKey when key does not decrypt it.
func crossSigningSeeds(ctx context.Context, mach *crypto.OlmMachine, key *ssss.Key) (crypto.CrossSigningSeeds, error) {
	var seeds crypto.CrossSigningSeeds
	for _, part := range []struct {
		typ  event.Type
		seed *[]byte
	}{
		{event.AccountDataCrossSigningMaster, (*[]byte)(&seeds.MasterKey)},
		{event.AccountDataCrossSigningSelf, (*[]byte)(&seeds.SelfSigningKey)},
		{event.AccountDataCrossSigningUser, (*[]byte)(&seeds.UserSigningKey)},
	} {
		data, err := mach.SSSS.GetDecryptedAccountData(ctx, part.typ, key)
		switch {
		case errors.Is(err, mautrix.MNotFound), errors.Is(err, ssss.ErrNotEncryptedForKey):
			return seeds, fmt.Errorf("%w: %s: %w", errNoSecretStorage, part.typ.Type, err)
		case errors.Is(err, ssss.ErrKeyDataMACMismatch):
			return seeds, fmt.Errorf("%w: %w", errWrongRecoveryKey, err)
		case err != nil:
			return seeds, fmt.Errorf("reading %s from secret storage: %w", part.typ.Type, err)
		}
		*part.seed = data
	}
	return seeds, nil
}

// matchPublished checks that seeds are the cross-signing keys the account
// publishes: errWrongRecoveryKey when they do not decode, errStaleSecrets
// when the master or self-signing key is another (cross-signing was reset
// elsewhere).
func matchPublished(ctx context.Context, mach *crypto.OlmMachine, seeds crypto.CrossSigningSeeds) error {
	keys, err := seeds.Decode()
	if err != nil {
		return fmt.Errorf("%w: %w", errWrongRecoveryKey, err)
	}
	published, err := mach.GetOwnCrossSigningPublicKeys(ctx)
	if err != nil {
		return err
	}
	if published == nil || keys.MasterKey.PublicKey() != published.MasterKey || keys.SelfSigningKey.PublicKey() != published.SelfSigningKey {
		return errStaleSecrets
	}
	return nil
}

// createCrossSigning sets up cross-signing the first time. The key file
// is claimed first: a recovery key must never end up in a log line for
// want of a place to write it.
func (t *Transport) createCrossSigning(ctx context.Context, mach *crypto.OlmMachine) string {
	path := t.cfg.Crypto.RecoveryKeyFile
	f, err := createSecret(path)
	if err != nil {
		fix := fmt.Sprintf("make %s writable (GOGOBEE_RECOVERY_KEY_FILE; an existing file is never overwritten) and restart", path)
		t.log.Warn().Err(err).Msg("cross-signing is not set up: " + fix)
		return notCrossSigned + fix
	}
	recovery, _, err := mach.GenerateAndUploadCrossSigningKeysWithPassword(ctx, t.cfg.Password, "")
	if err != nil {
		_ = f.Close()
		_ = os.Remove(path)
		const fix = "restart to try again"
		t.log.Warn().Err(err).Msg("could not set up cross-signing: " + fix)
		return notCrossSigned + fix
	}
	if _, err := f.WriteString(recovery + "\n"); err != nil || f.Close() != nil {
		t.log.Error().Err(err).Str("file", path).Msg("cross-signing set up, but the recovery key could not be written; " +
			"a new device (after a lost database) cannot be signed: reset cross-signing from another session of the bot's account if you need one")
	}
	t.log.Warn().Str("file", path).Msg("cross-signing set up; keep this recovery key file beside the database " +
		"(a new device signs itself with it after a lost database) and a copy somewhere safe")
	if err := mach.SignOwnDevice(ctx, mach.OwnIdentity()); err != nil {
		// The next start signs it with the key file, as for a new device.
		t.log.Warn().Err(err).Msg("could not sign the bot's device with the self-signing key; restart to try again")
		return notCrossSigned + "restart to try again"
	}
	if err := mach.SignOwnMasterKey(ctx); err != nil {
		t.log.Warn().Err(err).Msg("could not sign the master key with the bot's device")
	}
	return crossSigned
}
