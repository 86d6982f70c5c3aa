//go:build e2e

package e2e

import (
	"bytes"
	"context"
	"image/png"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"
)

// TestZoneMapArrivesAsAPicture plays `!zone map` on Dendrite (rules §6.11):
// in a plain room and in an encrypted one it arrives as an m.image whose
// body is the text map (the fallback) and whose picture downloads (and
// decrypts, in the encrypted room) to a PNG of the size its info gives;
// the same map again reuses the upload; after `!settings text on` it
// arrives as text only, a list of rooms, with no picture.
func TestZoneMapArrivesAsAPicture(t *testing.T) {
	botID, alice, proc := mapBot(t)
	resp, err := alice.cli.CreateRoom(context.Background(), &mautrix.ReqCreateRoom{Preset: "private_chat", Name: "Map room", Invite: []id.UserID{botID}})
	require.NoError(t, err)
	plain := resp.RoomID
	alice.waitJoined(t, plain, botID)
	secret := alice.createEncrypted(t, "private_chat", false, botID)
	alice.waitJoined(t, secret, botID)

	// images are the bot's m.image messages in room.
	images := func(room id.RoomID) []*event.Event {
		return alice.snapshot(func(e *event.Event) bool {
			return e.RoomID == room && e.Sender == botID && e.Type == event.EventMessage &&
				e.Content.AsMessage().MsgType == event.MsgImage
		})
	}
	command := func(room id.RoomID, text, want string) {
		t.Helper()
		before := len(alice.notices(botID, room, want))
		alice.say(room, text)
		eventually(t, answerWait, "the answer to "+text, func() bool { return len(alice.notices(botID, room, want)) > before })
	}
	askMap := func(room id.RoomID, want int) *event.MessageEventContent {
		t.Helper()
		alice.say(room, "!zone map")
		eventually(t, answerWait, "the map's picture", func() bool { return len(images(room)) >= want })
		got := images(room)
		return got[want-1].Content.AsMessage()
	}
	command(plain, "!char create Tess fighter human", "Tess")
	command(plain, "!zone start crypt", "Crypt Threshold")

	// (1) A plain room: the picture by URL, the text map as its body.
	first := askMap(plain, 1)
	assert.Equal(t, "map.png", first.FileName)
	assert.Contains(t, first.Body, "Crypt Threshold", "the text map is the fallback")
	assert.Contains(t, first.Body, "Path: ", "the whole text map, Path strip and all")
	assert.Equal(t, event.FormatHTML, first.Format)
	require.NotNil(t, first.Info)
	assert.Equal(t, "image/png", first.Info.MimeType)
	require.NotEmpty(t, first.URL, "a plain room gets the plain upload")
	assert.Nil(t, first.File)
	uri, err := first.URL.Parse()
	require.NoError(t, err)
	data := download(t, alice, uri)
	assert.Equal(t, first.Info.Size, len(data))
	checkPNG(t, data, first.Info)

	// The same map state again: the upload is reused.
	again := askMap(plain, 2)
	assert.Equal(t, first.URL, again.URL, "one upload per distinct map")

	// (2) The encrypted room: the picture as an encrypted file, decrypted
	// with the key the (encrypted) event carries.
	enc := askMap(secret, 1)
	ev := images(secret)[0]
	assert.NotZero(t, ev.Mautrix.EventSource&event.SourceDecrypted, "the event itself was encrypted")
	assert.Contains(t, enc.Body, "Crypt Threshold")
	assert.Empty(t, enc.URL, "no plain URL in an encrypted room")
	require.NotNil(t, enc.File)
	encURI, err := enc.File.URL.Parse()
	require.NoError(t, err)
	cipher := download(t, alice, encURI)
	assert.NotEqual(t, data, cipher, "the homeserver holds ciphertext")
	clear := bytes.Clone(cipher)
	require.NoError(t, enc.File.DecryptInPlace(clear))
	assert.Equal(t, data, clear, "the same picture, decrypted")
	checkPNG(t, clear, enc.Info)

	// (3) Text only: the map is a list of rooms, with no picture.
	command(plain, "!settings text on", "Text only is **on**")
	command(plain, "!zone map", "(map as text)")
	time.Sleep(quiet)
	assert.Len(t, images(plain), 2, "no picture in text only")
	text := alice.notices(botID, plain, "(map as text)")
	require.Len(t, text, 1)
	body := text[0].Content.AsMessage().Body
	assert.Contains(t, body, "Room 1, Crypt Threshold (entry, you are here)")
	assert.False(t, strings.ContainsAny(body, "│─┘┐┤└┌├┴┬┼╳⚿"), "no drawing in text only:\n%s", body)
	require.NoError(t, proc.stop(t, 20*time.Second))
}

// mapBot starts a homeserver, the bot on it with a password login and
// alice, a player with her own encrypted device.
func mapBot(t *testing.T) (id.UserID, *player, *botProc) {
	t.Helper()
	srv, botID, env := withBotAccount(t)
	alice := newPlayer(t, srv, "alice")
	return botID, alice, startBot(t, env)
}

// download fetches a media file as the player, from the authenticated
// media API or, on a homeserver without it, the legacy one.
func download(t *testing.T, p *player, uri id.ContentURI) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if data, err := p.cli.DownloadBytes(ctx, uri); err == nil {
		return data
	}
	url := p.cli.BuildURL(mautrix.MediaURLPath{"v3", "download", uri.Homeserver, uri.FileID})
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+p.cli.AccessToken)
	resp, err := p.cli.Client.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, "downloading %s", uri)
	data, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return data
}

// checkPNG decodes data and holds it to the size info gives.
func checkPNG(t *testing.T, data []byte, info *event.FileInfo) {
	t.Helper()
	require.NotNil(t, info)
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	assert.Equal(t, info.Width, img.Bounds().Dx())
	assert.Equal(t, info.Height, img.Bounds().Dy())
	assert.Greater(t, info.Width, 100)
}
