//go:build e2e

package e2e

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"

	"github.com/gogobee/gogobee/internal/weekly"
)

// TestWeeklyResultsArriveAsAPictureInAnEncryptedRoom plays the weekly
// expedition (rules §12.2) in an encrypted room on Dendrite: a player
// takes it and walks in; `!weekly board` answers with the ranking as the
// body and the route picture as an encrypted m.image; on Sunday at 21:00
// (the dev clock moved there) the results are posted the same way, and
// both pictures decrypt to PNGs of the size their info gives.
func TestWeeklyResultsArriveAsAPictureInAnEncryptedRoom(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	alice := newPlayer(t, srv, "alice")
	env.Admins = alice.ID.String()
	proc := startBot(t, env)
	room := alice.createEncrypted(t, "private_chat", false, botID)
	alice.waitJoined(t, room, botID)

	images := func() []*event.Event {
		return alice.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Sender == botID && e.Type == event.EventMessage &&
				e.Content.AsMessage().MsgType == event.MsgImage
		})
	}
	command := func(text, want string) {
		t.Helper()
		before := len(alice.notices(botID, room, want))
		alice.say(room, text)
		eventually(t, answerWait, "the answer to "+text, func() bool { return len(alice.notices(botID, room, want)) > before })
	}
	// A fixed week, whatever the wall clock says: next Monday at noon.
	monday := weekly.Of(time.Now().UTC(), time.UTC).End(time.UTC).Add(6 * time.Hour)
	command("!admin clock "+monday.Format(time.RFC3339), "Moving the game clock")
	command("!char create Tess fighter human", "Tess")
	command("!weekly start", "This week's expedition")
	command("!supplies buy standard 2", "hands over")
	command("!expedition depart", "Day 1 of the expedition")
	command("!expedition run", "Auto-walk")

	// picture waits for the n-th m.image, checks its body has want and
	// that it decrypts to a PNG.
	picture := func(n int, want string) {
		t.Helper()
		eventually(t, answerWait, "picture "+want, func() bool { return len(images()) >= n })
		ev := images()[n-1]
		assert.NotZero(t, ev.Mautrix.EventSource&event.SourceDecrypted, "the event itself was encrypted")
		msg := ev.Content.AsMessage()
		assert.Contains(t, msg.Body, want, "the ranking is the body, the fallback")
		assert.Contains(t, msg.Body, "**Tess**")
		assert.Equal(t, "weekly-routes.png", msg.FileName)
		assert.Empty(t, msg.URL, "no plain URL in an encrypted room")
		require.NotNil(t, msg.File)
		uri, err := msg.File.URL.Parse()
		require.NoError(t, err)
		data := bytes.Clone(download(t, alice, uri))
		require.NoError(t, msg.File.DecryptInPlace(data))
		checkPNG(t, data, msg.Info)
	}
	alice.say(room, "!weekly board")
	picture(1, "so far")

	sunday := weekly.Of(monday, time.UTC).ResultsAt(time.UTC).Add(5 * time.Minute)
	command("!admin clock "+sunday.Format(time.RFC3339), "Moving the game clock")
	picture(2, "the results")
	time.Sleep(quiet)
	results := 0
	for _, ev := range images() {
		if strings.Contains(ev.Content.AsMessage().Body, "the results") {
			results++
		}
	}
	assert.Equal(t, 1, results, "the results are posted once")
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// TestWeeklyPictureReachesElement: a player on Element's own stack
// (matrix-js-sdk and its Rust crypto) in an encrypted room Element made
// takes the weekly; `!weekly board` reaches them as an m.image that
// matrix-js-sdk decrypts, whose body is the ranking and whose attachment,
// fetched and opened with the key that event carries, is a PNG of the size
// its info gives (rules §12.2).
func TestWeeklyPictureReachesElement(t *testing.T) {
	srv, botID, env := withBotAccount(t)
	alice := newJSPlayer(t, srv, "alice")
	fetcher := newPlayer(t, srv, "carol") // only downloads the attachment
	env.Admins = alice.ID.String()
	proc := startBot(t, env)
	waitDevice(t, alice, botID)
	room := alice.createRoom(botID)
	alice.waitJoined(t, room, botID)

	monday := weekly.Of(time.Now().UTC(), time.UTC).End(time.UTC).Add(6 * time.Hour) // a fixed week, whatever the wall clock says
	command(t, alice, botID, room, "!admin clock "+monday.Format(time.RFC3339), "Moving the game clock")
	command(t, alice, botID, room, "!char create Tess fighter human", "Tess")
	command(t, alice, botID, room, "!weekly start", "This week's expedition")
	command(t, alice, botID, room, "!supplies buy standard 2", "hands over")
	command(t, alice, botID, room, "!expedition depart", "Day 1 of the expedition")
	command(t, alice, botID, room, "!expedition run", "Auto-walk")
	alice.say(room, "!weekly board")
	images := func() []*event.Event {
		return alice.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Sender == botID && e.Type == event.EventMessage &&
				e.Content.AsMessage().MsgType == event.MsgImage
		})
	}
	eventually(t, answerWait, "the board's picture, decrypted by matrix-js-sdk", func() bool { return len(images()) > 0 })
	ev := images()[0]
	assert.NotZero(t, ev.Mautrix.EventSource&event.SourceDecrypted, "it came encrypted")
	msg := ev.Content.AsMessage()
	assert.Contains(t, msg.Body, "so far")
	assert.Contains(t, msg.Body, "**Tess**")
	require.NotNil(t, msg.File, "an encrypted file")
	uri, err := msg.File.URL.Parse()
	require.NoError(t, err)
	data := bytes.Clone(download(t, fetcher, uri))
	require.NoError(t, msg.File.DecryptInPlace(data))
	checkPNG(t, data, msg.Info)
	require.NoError(t, proc.stop(t, 20*time.Second))
}
