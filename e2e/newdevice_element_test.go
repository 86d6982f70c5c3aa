//go:build e2e

package e2e

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// checkJSPlayerSeesBotVerified makes the lost-database checks with
// Element's own stack (matrix-js-sdk with its Rust crypto): the client
// knows the bot's new device as signed by its owner and no longer lists
// the old one, and with "exclude insecure devices" on it still gets the
// bot's answer, encrypted.
func checkJSPlayerSeesBotVerified(t *testing.T, srv *dendrite.Server, bot id.UserID, newDevice, oldDevice id.DeviceID) {
	t.Helper()
	p := newJSPlayer(t, srv, "dave")
	p.excludeInsecureDevices(true)
	pingAnswered(t, p, p.createRoom(bot), bot)

	// Asked once the client tracks the bot (it shares a room with it).
	devices := p.devices(bot)
	assert.Equal(t, []id.DeviceID{newDevice}, devices, "the js client lists the bot's new device, not its old one (%s)", oldDevice)
	trust := p.deviceTrust(bot, newDevice)
	assert.True(t, trust.Known)
	assert.True(t, trust.SignedByOwner, "the js client sees the new device signed by its owner")
}
