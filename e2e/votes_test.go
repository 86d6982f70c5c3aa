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

// TestForkVotesByReaction plays the fork votes by reaction (rules §6.4)
// through a real Dendrite, in an encrypted room as Element makes one, with
// reactions in both forms clients send them: encrypted (mautrix players) and
// unencrypted, as Element itself sends m.reaction even in an encrypted room
// (players on matrix-js-sdk, Element's own stack).
func TestForkVotesByReaction(t *testing.T) {
	t.Run("encrypted reactions", func(t *testing.T) {
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
		playForkVotes(t, botID, room, alice, bob, true)
		require.NoError(t, proc.stop(t, 20*time.Second))
	})
	t.Run("reactions as Element sends them", func(t *testing.T) {
		srv, botID, env := withBotAccount(t)
		env.Extra = []string{"GOGOBEE_SEED=1"}
		alice, bob := newJSPlayer(t, srv, "alice"), newJSPlayer(t, srv, "bob")
		proc := startBot(t, env)
		waitDevice(t, alice, botID)
		room := alice.createRoom(botID, bob.ID) // bob joins on the invite
		alice.waitJoined(t, room, botID)
		alice.waitJoined(t, room, bob.ID)
		bob.waitJoined(t, room, alice.ID)
		playForkVotes(t, botID, room, alice, bob, false)
		require.NoError(t, proc.stop(t, 20*time.Second))
	})
}

// voter is a player of playForkVotes: a mautrix player or a js player.
type voter interface {
	say(room id.RoomID, text string) id.EventID
	react(t *testing.T, room id.RoomID, target id.EventID, key string) id.EventID
	notices(bot id.UserID, room id.RoomID, text string) []*event.Event
	snapshot(keep func(*event.Event) bool) []*event.Event
}

// playForkVotes walks alice through the Crypt of Valdris to its fork in
// room: bob's reaction with a way's number is shown as a cheer, once, and
// moves nothing; alice's own reaction walks her that way. encrypted says
// whether the players' reactions go out encrypted.
func playForkVotes(t *testing.T, botID id.UserID, room id.RoomID, alice, bob voter, encrypted bool) {
	t.Helper()
	command(t, alice, botID, room, "!char create Wren ranger half_elf", "Wren")
	command(t, alice, botID, room, "!zone start the crypt", "Room 1")
	prompt := walkToFork(t, alice, botID, room, "!zone advance", 8)
	require.Contains(t, prompt.Content.AsMessage().Body, "react with its number")

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

	reactions := alice.snapshot(func(e *event.Event) bool { return e.RoomID == room && e.Type == event.EventReaction })
	require.Len(t, reactions, 5, "alice saw every reaction")
	for _, r := range reactions {
		assert.Equal(t, encrypted, r.Mautrix.EventSource&event.SourceDecrypted != 0, "reaction %s encrypted", r.ID)
	}
}

// withBotAccount starts a Dendrite with an account for the bot, and
// returns the server, the bot's user ID and its settings (a fresh
// database).
func withBotAccount(t *testing.T) (*dendrite.Server, id.UserID, botEnv) {
	t.Helper()
	srv := dendrite.Start(t)
	const password = "gogobee-password"
	user, _ := srv.CreateUser(t, "gogobee", password)
	return srv, id.UserID(user), botEnv{Server: srv, Homeserver: srv.URL(), UserID: user, Password: password,
		DB: filepath.Join(t.TempDir(), "gogobee.db")}
}

// walkToFork has p send advance (at most max times) until the bot's fork
// prompt comes, and returns it, checked to have gone out encrypted.
func walkToFork(t *testing.T, p voter, bot id.UserID, room id.RoomID, advance string, max int) *event.Event {
	t.Helper()
	const forks = "The way forks"
	for i := 0; len(p.notices(bot, room, forks)) == 0; i++ {
		require.Less(t, i, max, "no fork reached")
		command(t, p, bot, room, advance, "Room")
	}
	prompt := p.notices(bot, room, forks)[0]
	require.NotZero(t, prompt.Mautrix.EventSource&event.SourceDecrypted, "the prompt went out encrypted")
	return prompt
}

// command has p say text in room and waits for bot's answer containing
// want, and returns it.
func command(t *testing.T, p voter, bot id.UserID, room id.RoomID, text, want string) *event.Event {
	t.Helper()
	before := len(p.notices(bot, room, want))
	p.say(room, text)
	eventually(t, answerWait, "the answer to "+text, func() bool { return len(p.notices(bot, room, want)) > before })
	got := p.notices(bot, room, want)
	return got[len(got)-1]
}

// react sends an m.reaction with key to target, encrypted (a client may
// encrypt it in an encrypted room; Element does not: jsPlayer.react), and
// returns its event ID.
func (p *player) react(t *testing.T, room id.RoomID, target id.EventID, key string) id.EventID {
	t.Helper()
	content := &event.ReactionEventContent{RelatesTo: event.RelatesTo{Type: event.RelAnnotation, EventID: target, Key: key}}
	enc, err := p.crypto.Encrypt(context.Background(), room, event.EventReaction, content)
	require.NoError(t, err)
	return p.sendEvent(room, event.EventEncrypted, enc)
}
