//go:build e2e

package e2e

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// TestForkVotesByReaction plays issue 15's fork votes through a real
// Dendrite, in an encrypted room as Element makes one, where reactions go
// out encrypted too: alice walks the Crypt of Valdris to its fork; bob's
// reaction with a way's number is shown as a cheer, once, and moves
// nothing; alice's own reaction walks her that way.
func TestForkVotesByReaction(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	env.Extra = []string{"GOGOBEE_SEED=1"} // the same crypt as the golden fork_votes
	alice, bob := newPlayer(t, srv, "alice"), newPlayer(t, srv, "bob")
	proc := startBot(t, env)

	room := alice.createEncrypted(t, "private_chat", false, botID, bob.ID)
	_, err := bob.cli.JoinRoomByID(context.Background(), room)
	require.NoError(t, err)
	alice.waitJoined(t, room, botID)
	alice.waitJoined(t, room, bob.ID)
	bob.waitJoined(t, room, alice.ID)

	alice.command(t, botID, room, "!char create Wren ranger half_elf", "Wren")
	alice.command(t, botID, room, "!zone start the crypt", "Room 1")
	const forks = "The way forks"
	for i := 0; len(alice.notices(botID, room, forks)) == 0; i++ {
		require.Less(t, i, 8, "no fork reached")
		alice.command(t, botID, room, "!zone advance", "Room")
	}
	prompt := alice.notices(botID, room, forks)[0]
	require.Contains(t, prompt.Content.AsMessage().Body, "react with its number")
	require.NotZero(t, prompt.Mautrix.EventSource&event.SourceDecrypted, "the prompt went out encrypted")

	// Bob's 1️⃣ is a cheer, once however often he reacts; the run stays.
	const walked = "Room 7 ·"
	bob.react(t, room, prompt.ID, "1️⃣")
	eventually(t, answerWait, "bob's cheer", func() bool { return len(alice.notices(botID, room, "cheers for way 1")) == 1 })
	bob.react(t, room, prompt.ID, "2️⃣")
	alice.react(t, room, prompt.ID, "👍")
	time.Sleep(quiet)
	assert.Len(t, alice.notices(botID, room, "cheers for way"), 1, "one cheer line per member and prompt")
	assert.Empty(t, alice.notices(botID, room, walked), "neither a cheer nor a thumbs-up moves alice")

	// Alice's own 1️⃣ answers the fork, as `!zone go 1` would.
	alice.react(t, room, prompt.ID, "1️⃣")
	eventually(t, answerWait, "alice walking way 1", func() bool { return len(alice.notices(botID, room, walked)) == 1 })
	assert.Contains(t, alice.notices(botID, room, walked)[0].Content.AsMessage().Body, "Main Hall")
	alice.react(t, room, prompt.ID, "2️⃣")
	time.Sleep(quiet)
	assert.Empty(t, alice.notices(botID, room, "Room 8"), "the answered prompt takes no second vote")
	assert.Len(t, alice.notices(botID, room, "cheers for way"), 1)
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// withBotAccount starts a Dendrite with an account for the bot, and
// returns the server, the bot's user ID and its settings (a fresh
// database).
func withBotAccount(t *testing.T) (*dendrite.Server, id.UserID, botEnv) {
	t.Helper()
	srv := dendrite.Start(t)
	const password = "gogobee-password"
	user, _ := srv.CreateUser(t, "gogobee", password)
	return srv, id.UserID(user), botEnv{Homeserver: srv.URL(), UserID: user, Password: password,
		DB: filepath.Join(t.TempDir(), "gogobee.db")}
}

// command says text in room and waits for bot's answer containing want,
// and returns it.
func (p *player) command(t *testing.T, bot id.UserID, room id.RoomID, text, want string) *event.Event {
	t.Helper()
	before := len(p.notices(bot, room, want))
	p.say(room, text)
	eventually(t, answerWait, "the answer to "+text, func() bool { return len(p.notices(bot, room, want)) > before })
	got := p.notices(bot, room, want)
	return got[len(got)-1]
}

// react sends an m.reaction with key to target, encrypted in an encrypted
// room as Element sends it (mautrix's own SendReaction never encrypts).
func (p *player) react(t *testing.T, room id.RoomID, target id.EventID, key string) {
	t.Helper()
	content := &event.ReactionEventContent{RelatesTo: event.RelatesTo{Type: event.RelAnnotation, EventID: target, Key: key}}
	enc, err := p.crypto.Encrypt(context.Background(), room, event.EventReaction, content)
	require.NoError(t, err)
	p.sendEvent(room, event.EventEncrypted, enc)
}
