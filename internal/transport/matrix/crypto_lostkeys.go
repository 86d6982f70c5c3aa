//go:build goolm

package matrix

import (
	"context"
	"errors"
	"fmt"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/id"
)

// errKeysGone means the bot's device has no encryption keys on the
// homeserver although its stored Olm account says they were uploaded: the
// device was signed out (and maybe recreated empty by a login reusing its
// ID). Those keys cannot be uploaded again, so only a new device helps.
var errKeysGone = errors.New("the device's encryption keys are gone from the homeserver (it was signed out)")

// ownKeysGone asks the homeserver whether the bot's current device has
// device keys. It returns the homeserver's error when it cannot tell.
func (t *Transport) ownKeysGone(ctx context.Context) (bool, error) {
	resp, err := t.cli.QueryKeys(ctx, &mautrix.ReqQueryKeys{
		DeviceKeys: map[id.UserID]mautrix.DeviceIDList{t.cli.UserID: {t.cli.DeviceID}},
	})
	if err != nil {
		return false, err
	}
	device, ok := resp.DeviceKeys[t.cli.UserID][t.cli.DeviceID]
	return !ok || len(device.Keys) == 0, nil
}

// newDeviceForLostKeys recovers from errKeysGone (cause): with a password
// it logs in as a new device and starts a new Olm account for it (the old
// device is signed out as stale by setUpDevice, which also cross-signs the
// new one). With a configured access token (still accepted, so any login
// now would be undone at the next start) it returns ErrCredentials saying
// what the operator must change.
func (t *Transport) newDeviceForLostKeys(ctx context.Context, key []byte, cause error) (*cryptoState, error) {
	old := t.cli.DeviceID
	if t.cfg.AccessToken != "" || t.cfg.Password == "" {
		// The token still works, so a password login now would be undone
		// at the next start: only the operator can retire the token.
		fix := "set GOGOBEE_PASSWORD instead of GOGOBEE_ACCESS_TOKEN"
		if t.cfg.Password != "" {
			fix = "unset GOGOBEE_ACCESS_TOKEN so the bot logs in with GOGOBEE_PASSWORD as a new device"
		}
		return nil, fmt.Errorf("%w: the access token's device %s has no encryption keys on the homeserver (it was signed out): "+
			"%s, or give an access token of a new device", ErrCredentials, old, fix)
	}
	t.log.Warn().Err(cause).Str("device_id", old.String()).
		Msg("this device's encryption keys are gone from the homeserver; logging in with the password as a new device")
	if err := t.forgetDevice(ctx); err != nil {
		return nil, err
	}
	if err := t.Login(ctx); err != nil {
		return nil, err
	}
	return t.startCrypto(ctx, key)
}
