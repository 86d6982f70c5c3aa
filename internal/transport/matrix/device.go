package matrix

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

// setUpDevice runs once the bot is logged in and its encryption started:
// it gets the device cross-signed (crossSign), removes the bot's own stale
// devices, and keeps what came of both in store.KeyDeviceStatus for
// `!admin status`. Nothing here stops the bot: each problem is logged with
// its fix.
func (t *Transport) setUpDevice(ctx context.Context) {
	line := t.cli.DeviceID.String() + "\t" + t.crossSign(ctx)
	if stale := t.removeStaleDevices(ctx); stale != "" {
		line += " · " + stale
	}
	if err := t.state.KV.Set(ctx, store.KeyDeviceStatus, line); err != nil {
		t.log.Warn().Err(err).Msg("could not keep the device status for !admin status")
	}
}

// removeStaleDevices signs out the devices of the bot's account that the
// bot itself created other than the current one: what a lost database left
// behind, still listed to every player. A device is the bot's when it
// carries the bot's device name (Config.DeviceName, from its password
// login) and published device keys, as every device of the bot does with
// encryption on: a name alone is not enough, since Dendrite gives a new
// login's name to every nameless device of the account, such as an
// operator's script login. Without encryption nothing tells them apart, so
// nothing is removed (the candidates are logged). Deleting needs the
// password (user-interactive auth); a device with any other name, such as an
// operator's Element session on the bot's account, is never touched. It
// returns "" when nothing is left to do, else the line `!admin status` shows.
func (t *Transport) removeStaleDevices(ctx context.Context) string {
	resp, err := t.cli.GetDevicesInfo(ctx)
	if err != nil {
		t.log.Warn().Err(err).Msg("could not list the bot's devices to remove stale ones; the next start tries again")
		return ""
	}
	var named []id.DeviceID
	for _, d := range resp.Devices {
		if d.DeviceID != t.cli.DeviceID && d.DisplayName == t.cfg.DeviceName {
			named = append(named, d.DeviceID)
		}
	}
	if len(named) == 0 {
		return ""
	}
	if t.cfg.Crypto == nil {
		t.log.Info().Strs("device_ids", deviceIDs(named)).
			Msg("other devices carry the bot's name; without encryption the bot cannot tell its own from other logins, so it leaves them: sign out the stale ones from Element's Sessions list of the bot's account")
		return ""
	}
	stale, err := t.keyedDevices(ctx, named)
	if err != nil {
		t.log.Warn().Err(err).Msg("could not read the device keys of the bot's devices to remove stale ones; the next start tries again")
		return ""
	}
	if len(stale) == 0 {
		return ""
	}
	slices.Sort(stale)
	ids := deviceIDs(stale)
	names := strings.Join(ids, ", ")
	if t.cfg.Password == "" {
		fix := fmt.Sprintf("%d stale devices of the bot (%s) are still listed: set GOGOBEE_PASSWORD and restart, "+
			"or sign them out from Element's Sessions list of the bot's account", len(stale), names)
		t.log.Warn().Msg(fix)
		return fix
	}
	if err := t.deleteDevices(ctx, stale); err != nil {
		fix := fmt.Sprintf("%d stale devices of the bot (%s) could not be removed: restart to try again, "+
			"or sign them out from Element's Sessions list of the bot's account", len(stale), names)
		t.log.Warn().Err(err).Msg(fix)
		return fix
	}
	t.log.Info().Strs("device_ids", ids).Msg("removed the bot's stale devices")
	return ""
}

// keyedDevices returns those of devices (the bot's own) that published
// device keys, or the homeserver's error.
func (t *Transport) keyedDevices(ctx context.Context, devices []id.DeviceID) ([]id.DeviceID, error) {
	resp, err := t.cli.QueryKeys(ctx, &mautrix.ReqQueryKeys{DeviceKeys: map[id.UserID]mautrix.DeviceIDList{t.cli.UserID: devices}})
	if err != nil {
		return nil, err
	}
	own := resp.DeviceKeys[t.cli.UserID]
	return slices.DeleteFunc(slices.Clone(devices), func(d id.DeviceID) bool { return len(own[d].Keys) == 0 }), nil
}

// deviceIDs returns devices as sorted strings.
func deviceIDs(devices []id.DeviceID) []string {
	ids := make([]string, len(devices))
	for i, d := range devices {
		ids[i] = d.String()
	}
	slices.Sort(ids)
	return ids
}

// deleteDevices deletes devices, authorising with the password: the first
// request, without auth, is answered with the user-interactive auth session
// that the second one completes (its body, holding the password, is kept
// out of the debug log). It returns the homeserver's error.
func (t *Transport) deleteDevices(ctx context.Context, devices []id.DeviceID) error {
	req := &mautrix.ReqDeleteDevices[any]{Devices: devices}
	send := func() ([]byte, error) {
		return t.cli.MakeFullRequest(ctx, mautrix.FullRequest{Method: http.MethodPost,
			URL: t.cli.BuildClientURL("v3", "delete_devices"), RequestJSON: req, SensitiveContent: req.Auth != nil})
	}
	body, err := send()
	var httpErr mautrix.HTTPError
	if err == nil || !errors.As(err, &httpErr) || !httpErr.IsStatus(http.StatusUnauthorized) {
		return err
	}
	var uia mautrix.RespUserInteractive
	if jerr := json.Unmarshal(body, &uia); jerr != nil || uia.Session == "" && len(uia.Flows) == 0 {
		return err // a refused token, not an auth challenge
	}
	req.Auth = &mautrix.ReqUIAuthLogin{
		BaseAuthData: mautrix.BaseAuthData{Type: mautrix.AuthTypePassword, Session: uia.Session},
		User:         t.cli.UserID.String(),
		Password:     t.cfg.Password,
	}
	_, err = send()
	return err
}
