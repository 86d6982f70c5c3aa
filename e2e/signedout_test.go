//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/id"
)

// TestSignedOutBotComesBackOnNewDevice signs the running bot's device out
// from another session of its account, as its owner would from Element:
// the bot comes back, without its process ending, on a new device that is
// cross-signed, so a player on Element's stack with "exclude insecure
// devices" on gets answers again, in the old DM and in a new room.
func TestSignedOutBotComesBackOnNewDevice(t *testing.T) {
	botID, env, alice, proc, dm := withAnsweredDM(t)
	oldDevice := onlyPublished(t, alice, botID)
	operator := operatorSession(t, env.Homeserver, env.UserID, env.Password)

	deleteDevice(t, operator, env.Password, oldDevice)
	newDevice := waitNewDevice(t, alice, botID, oldDevice)
	select {
	case err := <-proc.done:
		proc.done <- err
		t.Fatalf("the bot's process ended after its device was signed out: %v", err)
	default:
	}

	waitSignedByOwner(t, alice, botID, newDevice)
	alice.excludeInsecureDevices(true)
	alice.say(dm, "!ping")
	eventually(t, answerWait, "a Pong in the old DM from the new device", func() bool {
		return len(alice.notices(botID, dm, "Pong")) == 2
	})
	pingAnswered(t, alice, alice.createRoom(botID), botID)
}

// TestOldBackupRestoredAfterLostDatabaseComesBackOnNewDevice restores a
// backup taken before the database was lost and a new device replaced the
// old one (signing the old one out as stale): the restored bot starts on a
// new device instead of stopping with the old device's vanished keys, and
// answers a player who excludes insecure devices.
func TestOldBackupRestoredAfterLostDatabaseComesBackOnNewDevice(t *testing.T) {
	botID, env, alice, proc, _ := withAnsweredDM(t)
	deviceA := onlyPublished(t, alice, botID)
	backup := filepath.Join(t.TempDir(), "backup.db")
	out, err := exec.Command(botBinary, "backup", "--db", env.DB, backup).CombinedOutput()
	require.NoError(t, err, "gogobee backup: %s", out)
	require.NoError(t, proc.stop(t, answerWait))

	dir := filepath.Dir(env.DB)
	loseDatabase(t, dir)
	procB := startBot(t, env)
	deviceB := waitNewDevice(t, alice, botID, deviceA)
	require.NoError(t, procB.stop(t, answerWait))

	loseDatabase(t, dir)
	data, err := os.ReadFile(backup)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(env.DB, data, 0o600))
	startBot(t, env)
	deviceC := waitNewDevice(t, alice, botID, deviceB)
	assert.NotEqual(t, deviceA, deviceC, "the restored bot does not come back on its backup's signed-out device")

	waitSignedByOwner(t, alice, botID, deviceC)
	alice.excludeInsecureDevices(true)
	pingAnswered(t, alice, alice.createRoom(botID), botID)
}

// onlyPublished returns user's one device with published keys.
func onlyPublished(t *testing.T, p *jsPlayer, user id.UserID) id.DeviceID {
	t.Helper()
	devices := p.publishedDevices(user)
	require.Len(t, devices, 1, "one device with keys")
	return devices[0]
}

// waitNewDevice waits until user's only device with published keys is
// another than old, and returns it.
func waitNewDevice(t *testing.T, p *jsPlayer, user id.UserID, old id.DeviceID) id.DeviceID {
	t.Helper()
	var devices []id.DeviceID
	eventually(t, answerWait, "the bot's only device with keys a new one", func() bool {
		devices = p.publishedDevices(user)
		return len(devices) == 1 && !slices.Contains(devices, old)
	})
	return devices[0]
}

// deleteDevice signs device out of cli's account, authorising with the
// password as Element's Sessions list does (user-interactive auth).
func deleteDevice(t *testing.T, cli *mautrix.Client, password string, device id.DeviceID) {
	t.Helper()
	ctx := context.Background()
	req := &mautrix.ReqDeleteDevices[any]{Devices: []id.DeviceID{device}}
	body, err := cli.MakeFullRequest(ctx, mautrix.FullRequest{Method: http.MethodPost,
		URL: cli.BuildClientURL("v3", "delete_devices"), RequestJSON: req})
	var herr mautrix.HTTPError
	require.True(t, errors.As(err, &herr) && herr.IsStatus(http.StatusUnauthorized), "an auth challenge, got %v", err)
	var uia mautrix.RespUserInteractive
	require.NoError(t, json.Unmarshal(body, &uia))
	req.Auth = &mautrix.ReqUIAuthLogin{
		BaseAuthData: mautrix.BaseAuthData{Type: mautrix.AuthTypePassword, Session: uia.Session},
		User:         cli.UserID.String(),
		Password:     password,
	}
	require.NoError(t, cli.DeleteDevices(ctx, req))
}

// waitSignedByOwner waits until p's client sees user's device signed by its
// owner: the bot publishes a new device's keys first and its cross-signing
// signature a moment later.
func waitSignedByOwner(t *testing.T, p *jsPlayer, user id.UserID, device id.DeviceID) {
	t.Helper()
	eventually(t, answerWait, "the new device signed by its owner", func() bool {
		return p.deviceTrust(user, device).SignedByOwner
	})
}
