//go:build e2e

package e2e

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestElementSeesTheBotSignedByItsOwner looks at the bot through Element's
// own stack: its one device is signed by its owner's cross-signing key (no
// "not verified by its owner" shield), and a player who excludes insecure
// devices (Element's device isolation mode) still opens a DM with it and
// reads its answer.
func TestElementSeesTheBotSignedByItsOwner(t *testing.T) {
	botID, _, alice, proc, _ := withAnsweredDM(t)

	devices := alice.devices(botID)
	require.Len(t, devices, 1, "the bot uses one device")
	trust := alice.deviceTrust(botID, devices[0])
	assert.True(t, trust.Known)
	assert.True(t, trust.SignedByOwner, "the bot's device is signed by its owner")
	assert.False(t, trust.CrossSigningVerified, "alice has not verified the bot herself")
	assert.False(t, alice.deviceTrust(botID, "NOSUCHDEVICE").Known)

	alice.excludeInsecureDevices(true)
	dm, _ := alice.createDM(botID, "!ping")
	eventually(t, answerWait, "the DM answered with insecure devices excluded", func() bool {
		return len(alice.notices(botID, dm, "Pong")) == 1
	})
	require.NoError(t, proc.stop(t, 20*time.Second))
}
