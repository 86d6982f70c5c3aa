//go:build e2e

package e2e

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/crypto/signatures"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// TestLostDatabaseComesBackVerified loses the bot's database but keeps the
// recovery key file beside it: the bot comes back on a new device that its
// owner's cross-signing keys sign, the old device is gone from its account
// (an operator's own session stays), and a player whose client shares keys
// only with cross-signed devices gets answers, on mautrix and on Element's
// own stack (matrix-js-sdk).
func TestLostDatabaseComesBackVerified(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	alice := newPlayer(t, srv, "alice")
	proc := startBot(t, env)
	dir := filepath.Dir(env.DB)

	room := alice.createEncrypted(t, "private_chat", false, botID)
	alice.waitJoined(t, room, botID)
	alice.say(room, "!ping")
	eventually(t, answerWait, "a Pong before the database is lost", func() bool {
		return len(alice.notices(botID, room, "Pong")) == 1
	})
	oldDevice := onlyDevice(t, alice.trustedDevices(t, botID))
	_, err := os.Stat(filepath.Join(dir, "gogobee-recovery-key.txt"))
	require.NoError(t, err, "the first start wrote the recovery key file")
	operator := operatorSession(t, srv.URL(), botID.String(), env.Password)
	require.NoError(t, proc.stop(t, answerWait))

	loseDatabase(t, dir)
	startBot(t, env)

	// The bot's new device is the only one with keys, signed by its owner.
	var newDevice id.DeviceID
	eventually(t, answerWait, "the bot's new device as its only device with keys", func() bool {
		devs := alice.trustedDevices(t, botID)
		_, oldThere := devs[oldDevice]
		if len(devs) != 1 || oldThere {
			return false
		}
		newDevice = onlyDevice(t, devs)
		return true
	})
	checkCrossSignedByOwner(t, alice.cli, botID, newDevice)
	checkDevicesKept(t, operator, newDevice, oldDevice)
	alice.say(room, "!ping")
	eventually(t, answerWait, "a Pong from the new device", func() bool {
		return len(alice.notices(botID, room, "Pong")) == 2
	})

	// A player who excludes insecure devices: answered, by a device her
	// client counts as verified.
	carol := newPlayer(t, srv, "carol")
	carol.crypto.Machine().SendKeysMinTrust = id.TrustStateCrossSignedTOFU
	checkStrictPlayerAnswered(t, carol, botID)
	assert.True(t, carol.trustedDevices(t, botID)[newDevice], "carol's client trusts the bot's new device")

	// The same, seen through Element's own client stack.
	checkJSPlayerSeesBotVerified(t, srv, botID, newDevice, oldDevice)
}

// trustedDevices is what the player's client knows of user's devices with
// keys: whether each is verified by its owner (cross-signed, the owner's
// master key trusted on first use), as Element's shield shows it.
func (p *player) trustedDevices(t *testing.T, user id.UserID) map[id.DeviceID]bool {
	t.Helper()
	ctx := context.Background()
	mach := p.crypto.Machine()
	devices, err := mach.FetchKeys(ctx, []id.UserID{user}, true)
	require.NoError(t, err)
	out := map[id.DeviceID]bool{}
	for devID, dev := range devices[user] {
		trust, err := mach.ResolveTrustContext(ctx, dev)
		require.NoError(t, err)
		out[devID] = trust >= id.TrustStateCrossSignedTOFU
	}
	return out
}

// onlyDevice returns the one device of devices.
func onlyDevice(t *testing.T, devices map[id.DeviceID]bool) id.DeviceID {
	t.Helper()
	require.Len(t, devices, 1, "one device with keys")
	for dev := range devices {
		return dev
	}
	return ""
}

// checkCrossSignedByOwner checks, from a key query as any client makes it,
// that device carries a valid signature by user's self-signing key, and
// that key one by user's master key.
func checkCrossSignedByOwner(t *testing.T, cli *mautrix.Client, user id.UserID, device id.DeviceID) {
	t.Helper()
	resp, err := cli.QueryKeys(context.Background(), &mautrix.ReqQueryKeys{
		DeviceKeys: mautrix.DeviceKeysRequest{user: mautrix.DeviceIDList{}}})
	require.NoError(t, err)
	master, ok := resp.MasterKeys[user]
	require.True(t, ok, "the bot's account has a master key")
	self, ok := resp.SelfSigningKeys[user]
	require.True(t, ok, "the bot's account has a self-signing key")
	selfKey := self.FirstKey()
	ok, err = signatures.VerifySignatureJSON(self, user, master.FirstKey().String(), master.FirstKey())
	require.NoError(t, err)
	assert.True(t, ok, "the self-signing key is signed by the master key")
	dev, found := resp.DeviceKeys[user][device]
	require.True(t, found, "the new device's keys are published")
	ok, err = signatures.VerifySignatureJSON(dev, user, selfKey.String(), selfKey)
	require.NoError(t, err)
	assert.True(t, ok, "device %s is signed by the bot's self-signing key", device)
}

// checkDevicesKept checks the bot account's device list, as the operator's
// own session reads it: the new device and that session are there, the
// bot's old device is not.
func checkDevicesKept(t *testing.T, operator *mautrix.Client, newDevice, oldDevice id.DeviceID) {
	t.Helper()
	var listed map[id.DeviceID]bool
	eventually(t, answerWait, "the old device removed", func() bool {
		resp, err := operator.GetDevicesInfo(context.Background())
		require.NoError(t, err)
		listed = map[id.DeviceID]bool{}
		for _, d := range resp.Devices {
			listed[d.DeviceID] = true
		}
		return !listed[oldDevice]
	})
	assert.True(t, listed[newDevice], "the new device is listed")
	assert.True(t, listed[operator.DeviceID], "the operator's own session on the bot's account stays")
}

// checkStrictPlayerAnswered has p, whose client shares room keys only with
// devices verified by their owner, open an encrypted room with the bot and
// send !ping: the bot can read it only if its device is cross-signed. The
// answer must come from a device p's client trusts.
func checkStrictPlayerAnswered(t *testing.T, p *player, bot id.UserID) {
	t.Helper()
	room := p.createEncrypted(t, "private_chat", false, bot)
	pong := pingAnswered(t, p, room, bot)
	assert.GreaterOrEqual(t, pong.Mautrix.TrustState, id.TrustStateCrossSignedTOFU,
		"the answer comes from a device verified by its owner (trust %s)", pong.Mautrix.TrustState)
}

// roomPlayer is what pingAnswered needs of a player, on mautrix (player)
// or on matrix-js-sdk (jsPlayer).
type roomPlayer interface {
	waitJoined(t *testing.T, room id.RoomID, user id.UserID)
	say(room id.RoomID, text string) id.EventID
	notices(bot id.UserID, room id.RoomID, text string) []*event.Event
}

// pingAnswered waits for bot to join room, sends !ping as p and returns
// the answer, checking it came encrypted and the bot could read the
// command.
func pingAnswered(t *testing.T, p roomPlayer, room id.RoomID, bot id.UserID) *event.Event {
	t.Helper()
	p.waitJoined(t, room, bot)
	p.say(room, "!ping")
	eventually(t, answerWait, "the bot's answer to a player who excludes insecure devices", func() bool {
		return len(p.notices(bot, room, "Pong")) == 1
	})
	pong := p.notices(bot, room, "Pong")[0]
	assert.NotZero(t, pong.Mautrix.EventSource&event.SourceDecrypted, "the answer came encrypted")
	assert.Empty(t, p.notices(bot, room, "couldn't read that message"), "the bot could read the command")
	return pong
}

// operatorSession logs in to the bot's account as an operator would from
// Element: a device under another name, which the bot must never remove.
func operatorSession(t *testing.T, hs, user, password string) *mautrix.Client {
	t.Helper()
	cli, err := mautrix.NewClient(hs, id.UserID(user), "")
	require.NoError(t, err)
	_, err = cli.Login(context.Background(), &mautrix.ReqLogin{Type: mautrix.AuthTypePassword,
		Identifier: mautrix.UserIdentifier{Type: mautrix.IdentifierTypeUser, User: user},
		Password:   password, InitialDeviceDisplayName: "Element (operator)", StoreCredentials: true})
	require.NoError(t, err)
	return cli
}

// loseDatabase deletes the stopped bot's database files in dir (the
// database, its WAL and lock files), keeping everything else.
func loseDatabase(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "gogobee.db") {
			require.NoError(t, os.Remove(filepath.Join(dir, e.Name())))
		}
	}
}
