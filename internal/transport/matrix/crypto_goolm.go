//go:build goolm

package matrix

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"maunium.net/go/mautrix/crypto"
	"maunium.net/go/mautrix/crypto/cryptohelper"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// cryptoState is mautrix's crypto helper: this build has Olm (pure Go,
// -tags goolm). crypto_none.go is the build without it.
type cryptoState = cryptohelper.CryptoHelper

// checkCrypto accepts any encryption settings: this build has Olm.
func checkCrypto(*CryptoConfig) error { return nil }

// keyWait is how long a message whose keys are missing waits for them after
// a restart (the crypto helper's own wait is 3 s, then 22 s more).
const keyWait = 25 * time.Second

// setupCrypto starts end-to-end encryption when it is configured: it loads
// (or creates and uploads) the bot's Olm account for its device, hooks
// decryption into the syncer, fills the room-state cache once per device
// so the bot knows which rooms are encrypted and who is in them
// (cross-signing follows in setUpDevice). When the device's keys are gone
// from the homeserver (it was signed out), it logs in with the password as
// a new device with a new account (crypto_lostkeys.go). It returns an error
// only when encryption cannot start: ErrCredentials when the keys are gone
// and there is no password to make a new device.
func (t *Transport) setupCrypto(ctx context.Context) error {
	c := t.cfg.Crypto
	if c == nil || c.DB == nil {
		return nil
	}
	key, err := t.pickleKey(ctx)
	if err != nil {
		return err
	}
	// Registered before the helper's own handler, so a message is
	// remembered before the helper starts waiting for its keys.
	t.syncer.OnEventType(event.EventEncrypted, t.syncer.guard("encrypted", t.onEncrypted))
	helper, err := t.startCrypto(ctx, key)
	if errors.Is(err, errKeysGone) {
		helper, err = t.newDeviceForLostKeys(ctx, key, err)
	}
	if err != nil {
		return err
	}
	t.crypto = helper
	t.cli.Crypto = helper
	t.syncer.OnSync(t.syncer.prepare)
	if err := t.primeRoomState(ctx); err != nil {
		return fmt.Errorf("encryption: reading the state of joined rooms: %w", err)
	}
	t.log.Info().Str("device_id", t.cli.DeviceID.String()).
		Str("ed25519", helper.Machine().OwnIdentity().SigningKey.String()).
		Msg("end-to-end encryption is on")
	return nil
}

// startCrypto makes and starts the crypto helper for the logged-in device.
// It returns errKeysGone (wrapped) when the helper refused to start because
// the device has no keys on the homeserver, else the helper's error.
func (t *Transport) startCrypto(ctx context.Context, key []byte) (*cryptoState, error) {
	helper, err := cryptohelper.NewCryptoHelper(t.cli, key, t.cfg.Crypto.DB)
	if err != nil {
		return nil, fmt.Errorf("encryption: %w", err)
	}
	// One Olm account per device: a new access token for another device
	// starts a new account instead of refusing the old one's keys.
	helper.DBAccountID = t.cli.DeviceID.String()
	helper.DecryptErrorCallback = t.onUndecryptable
	helper.CustomPostDecrypt = t.postDecrypt
	if err := helper.Init(ctx); err != nil {
		err = fmt.Errorf("encryption could not start for device %s: %w", t.cli.DeviceID, err)
		if gone, qerr := t.ownKeysGone(ctx); qerr == nil && gone {
			return nil, fmt.Errorf("%w: %w", errKeysGone, err)
		}
		return nil, err
	}
	return helper, nil
}

// decrypt returns evt decrypted when it is an encrypted event and the bot
// holds its keys (its own messages always qualify), else evt itself.
func (t *Transport) decrypt(ctx context.Context, evt *event.Event) *event.Event {
	if t.crypto == nil || evt.Type != event.EventEncrypted {
		return evt
	}
	if evt.Content.Parsed == nil {
		if err := evt.Content.ParseRaw(evt.Type); err != nil {
			return evt
		}
	}
	dec, err := t.crypto.Decrypt(ctx, evt)
	if err != nil {
		t.log.Debug().Err(err).Str("event_id", evt.ID.String()).Msg("could not decrypt a past event")
		return evt
	}
	return dec
}

// onEncrypted remembers evt when its session is unknown.
func (t *Transport) onEncrypted(ctx context.Context, evt *event.Event) {
	if t.crypto == nil || evt.Sender == t.cli.UserID || evt.Mautrix.EventSource&event.SourceJoin == 0 {
		return
	}
	content, ok := evt.Content.Parsed.(*event.EncryptedEventContent)
	if !ok || content.Algorithm != id.AlgorithmMegolmV1 {
		return
	}
	sess, err := t.crypto.Machine().CryptoStore.GetGroupSession(ctx, evt.RoomID, content.SessionID)
	if err == nil && sess != nil {
		return // decryptable now
	}
	raw, err := json.Marshal(evt)
	if err == nil {
		err = t.state.KV.Set(ctx, store.KeyAwaitingKeysPrefix+evt.ID.String(), string(raw))
	}
	if err != nil {
		t.log.Error().Err(err).Str("event_id", evt.ID.String()).Msg("could not remember a message waiting for its keys")
		return
	}
	t.awaiting.Store(evt.ID, struct{}{})
}

// retryDecrypt decrypts evt, waiting keyWait for its keys (requested again)
// if need be, then dispatches it, or tells its sender it stayed unreadable.
func (t *Transport) retryDecrypt(ctx context.Context, evt *event.Event) {
	dec, err := t.crypto.Decrypt(ctx, evt)
	if errors.Is(err, crypto.ErrNoSessionFound) {
		content := evt.Content.AsEncrypted()
		//lint:ignore SA1019 a key request still names the sender's device; clients that left it out (Matrix v1.3+) leave it empty
		t.crypto.RequestSession(ctx, evt.RoomID, content.SenderKey, content.SessionID, evt.Sender, content.DeviceID)
		if t.crypto.WaitForSession(ctx, evt.RoomID, content.SenderKey, content.SessionID, keyWait) {
			dec, err = t.crypto.Decrypt(ctx, evt)
		}
	}
	switch {
	case err == nil:
		dec.Mautrix.EventSource = event.SourceJoin | event.SourceTimeline | event.SourceDecrypted
		t.syncer.onMessage(ctx, dec)
	case ctx.Err() == nil:
		t.onUndecryptable(evt, err)
	}
}
