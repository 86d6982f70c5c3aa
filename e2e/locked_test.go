//go:build e2e

package e2e

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
	"github.com/gogobee/gogobee/internal/testutil/dblock"
)

// TestACommandSentWhileTheDatabaseIsLockedIsAnswered holds the running
// bot's database write-locked from another connection, as an operator's
// sqlite3 shell would, for longer than its busy timeout while a player
// sends a command: the command is not lost, its answer comes once the lock
// is released, exactly once, and the log says it was retried.
func TestACommandSentWhileTheDatabaseIsLockedIsAnswered(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	proc := startBot(t, env)
	alice := newPlayer(t, srv, "alice")
	resp, err := alice.cli.CreateRoom(context.Background(), &mautrix.ReqCreateRoom{Preset: "private_chat", Invite: []id.UserID{botID}})
	require.NoError(t, err)
	room := resp.RoomID
	alice.waitJoined(t, room, botID)
	command(t, alice, botID, room, "!ping", "Pong")
	// The bot sends its welcome DM beside the Pong, not before it, and
	// reads the DM's echo back through its sync, decrypting it with a
	// write to its key store: a lock taken before then would hold up the
	// sync, and with it the command below, instead of the command's own
	// transaction. So the lock waits until the echo has been decrypted.
	st, err := store.Open(context.Background(), env.DB, store.OpenOptions{NoMigrate: true})
	require.NoError(t, err)
	eventually(t, answerWait, "the welcome DM read back", func() bool {
		var n int
		return st.DB.QueryRow(context.Background(), "SELECT COUNT(*) FROM crypto_message_index").Scan(&n) == nil && n > 0
	})
	require.NoError(t, st.Close())

	release := dblock.Hold(t, env.DB)
	alice.say(room, "!ping locked")
	time.Sleep(8 * time.Second) // past the 5 s busy timeout: the first attempt fails
	release()
	eventually(t, answerWait, "the answer after the lock", func() bool { return len(alice.notices(botID, room, "Pong")) >= 2 })
	time.Sleep(quiet)
	assert.Len(t, alice.notices(botID, room, "Pong"), 2, "answered once")
	require.NoError(t, proc.stop(t, 20*time.Second))

	log, err := os.ReadFile(proc.log)
	require.NoError(t, err)
	assert.Contains(t, string(log), "the database is locked; trying the message again")
	assert.NotContains(t, string(log), "given up unrecorded")
}
