//go:build e2e

package e2e

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// TestALostDatabaseKeepsThePlayersDMRoom: after the bot's database is
// lost, a returning player's DMs (the welcome, sent again since the bot
// forgot her) arrive in the DM room she already has with the bot,
// encrypted and readable, and no new DM room is opened: the bot finds the
// room in its m.direct account data, kept on the homeserver.
func TestALostDatabaseKeepsThePlayersDMRoom(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	alice := newPlayer(t, srv, "alice")
	proc := startBot(t, env)

	room := alice.createEncrypted(t, "private_chat", false, botID)
	alice.waitJoined(t, room, botID)
	alice.say(room, "!ping")
	dm, _ := alice.welcomeDM(t, botID)
	eventually(t, answerWait, "a Pong before the database is lost", func() bool {
		return len(alice.notices(botID, room, "Pong")) == 1
	})
	require.NoError(t, proc.stop(t, answerWait))

	loseDatabase(t, filepath.Dir(env.DB))
	proc = startBot(t, env)
	pingUntilAnswered(t, alice, botID, room)
	eventually(t, answerWait, "the welcome again, in the old DM room", func() bool {
		return len(alice.notices(botID, dm, "TwinBee")) == 2
	})
	assert.Len(t, alice.directInvites(botID), 1, "no new DM room")
	again := alice.notices(botID, dm, "TwinBee")[1]
	assert.NotZero(t, again.Mautrix.EventSource&event.SourceDecrypted, "encrypted, and readable with the bot's new device")
	require.NoError(t, proc.stop(t, answerWait))
	logged, err := os.ReadFile(proc.log)
	require.NoError(t, err)
	assert.Contains(t, string(logged), "reusing the DM room listed in m.direct", "the operator is told")
}

// pingUntilAnswered sends !ping in room every few seconds until the bot
// answers one: a bot started with no sync position takes what was sent
// before it started syncing as history, and the test cannot see when that
// is.
func pingUntilAnswered(t *testing.T, p *player, bot id.UserID, room id.RoomID) {
	t.Helper()
	deadline := time.Now().Add(answerWait)
	for before := len(p.notices(bot, room, "Pong")); time.Now().Before(deadline); {
		p.say(room, "!ping")
		for range 30 {
			if len(p.notices(bot, room, "Pong")) > before {
				return
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	t.Fatalf("no answer to !ping within %s", answerWait)
}
