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
	if err := t.state.SetKV(ctx, store.KeyDeviceStatus, line); err != nil {
		t.log.Warn().Err(err).Msg("could not keep the device status for !admin status")
	}
}

// removeStaleDevices signs out the devices of the bot's account that the
// bot itself created (they carry its device name, Config.DeviceName, from
// its password login) other than the current one: what a lost database
// left behind, still listed to every player. Deleting
// needs the password (user-interactive auth); a device with any other name,
// such as an operator's Element session on the bot's account, is never
// touched. It returns "" when nothing is left to do, else the line
// `!admin status` shows.
func (t *Transport) removeStaleDevices(ctx context.Context) string {
	resp, err := t.cli.GetDevicesInfo(ctx)
	if err != nil {
		t.log.Warn().Err(err).Msg("could not list the bot's devices to remove stale ones; the next start tries again")
		return ""
	}
	var stale []id.DeviceID
	for _, d := range resp.Devices {
		if d.DeviceID != t.cli.DeviceID && d.DisplayName == t.cfg.DeviceName {
			stale = append(stale, d.DeviceID)
		}
	}
	if len(stale) == 0 {
		return ""
	}
	slices.Sort(stale)
	ids := make([]string, len(stale))
	for i, d := range stale {
		ids[i] = d.String()
	}
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
