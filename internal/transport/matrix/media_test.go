package matrix

import (
	"bytes"
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/event"

	"github.com/gogobee/gogobee/internal/outbox"
)

// testPicture is a picture as the outbox hands it over (its bytes are not
// decoded on the way).
func testPicture(tail string) *outbox.Image {
	return &outbox.Image{PNG: []byte("\x89PNG\r\n\x1a\n" + tail), Width: 320, Height: 200, Name: "map.png"}
}

// TestDeliverImageRowIsAnImageWithTheTextAsCaption sends a row with a
// picture: an m.image whose body and formatted body are the text (the
// fallback of a client without pictures), with filename and info, under the
// row's transaction ID; the same picture in two more rows, one of them a
// thread reply, is uploaded once.
func TestDeliverImageRowIsAnImageWithTheTextAsCaption(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	pic := testPicture("one")
	rows := []outbox.Row{
		{ID: 21, Message: outbox.Message{RoomID: "!room:test", Body: "**The Crypt**\n\n```\n▶E Crypt Threshold\n```", Image: pic}},
		{ID: 22, Message: outbox.Message{RoomID: "!other:test", Body: "again", Image: pic}},
		{ID: 23, Message: outbox.Message{RoomID: "!room:test", ThreadRoot: "$root", Body: "in a thread", Image: pic}},
	}
	for _, r := range rows {
		require.NoError(t, tr.Deliver(ctx, r))
	}
	snap := f.snapshot()
	require.Len(t, snap.uploads, 1, "one upload per distinct picture")
	assert.Equal(t, "image/png", snap.uploads[0].ContentType)
	assert.Equal(t, "map.png", snap.uploads[0].FileName)
	assert.Equal(t, pic.PNG, snap.uploads[0].Data)
	require.Len(t, snap.sends, 3)
	s := snap.sends[0]
	assert.Equal(t, "gogobee.outbox.21", s.Txn)
	assert.Equal(t, "m.image", s.Content["msgtype"])
	assert.Equal(t, "mxc://test/m1", s.Content["url"])
	assert.NotContains(t, s.Content, "file", "a plain room gets the plain upload")
	assert.Equal(t, "map.png", s.Content["filename"], "set and unlike the body, so the body is a caption")
	assert.Contains(t, s.Content["body"], "The Crypt")
	assert.Contains(t, s.Content["body"], "▶E Crypt Threshold", "the text map is the fallback")
	assert.Contains(t, s.Content["formatted_body"], "<strong>The Crypt</strong>")
	assert.Equal(t, "gogobee.outbox.21", s.Content[OutboxField], "found again by Delivered after a crash")
	info, ok := s.Content["info"].(map[string]any)
	require.True(t, ok)
	assert.Equal(t, map[string]any{"mimetype": "image/png", "w": float64(320), "h": float64(200), "size": float64(len(pic.PNG))}, info)
	assert.Equal(t, "mxc://test/m1", snap.sends[1].Content["url"], "the kept upload is reused")
	rel, ok := snap.sends[2].Content["m.relates_to"].(map[string]any)
	require.True(t, ok)
	assert.Equal(t, "m.thread", rel["rel_type"])

	// A retry of a row (the process died before it was marked sent) goes
	// out under the same transaction ID, without a new upload.
	require.NoError(t, tr.Deliver(ctx, rows[0]))
	snap = f.snapshot()
	assert.Len(t, snap.uploads, 1)
	assert.Equal(t, "gogobee.outbox.21", snap.sends[3].Txn)
}

// TestDeliverImageFallsBackToTextWhenTheUploadIsRefused: a picture the
// homeserver refuses for good (413) leaves the text as a notice; a failed
// upload that may pass later (502) is retried by the outbox.
func TestDeliverImageFallsBackToTextWhenTheUploadIsRefused(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	f.mu.Lock()
	f.uploadStatus = []int{413, 502}
	f.mu.Unlock()
	require.NoError(t, tr.Deliver(ctx, outbox.Row{ID: 31, Message: outbox.Message{RoomID: "!room:test", Body: "big map", Image: testPicture("big")}}))
	err := tr.Deliver(ctx, outbox.Row{ID: 32, Message: outbox.Message{RoomID: "!room:test", Body: "flaky map", Image: testPicture("flaky")}})
	require.Error(t, err)
	var perm outbox.PermanentError
	assert.NotErrorAs(t, err, &perm, "a 502 is tried again")
	require.NoError(t, tr.Deliver(ctx, outbox.Row{ID: 32, Message: outbox.Message{RoomID: "!room:test", Body: "flaky map", Image: testPicture("flaky")}}))
	snap := f.snapshot()
	require.Len(t, snap.sends, 2)
	assert.Equal(t, "m.notice", snap.sends[0].Content["msgtype"])
	assert.Equal(t, "big map", snap.sends[0].Content["body"])
	assert.Equal(t, "m.image", snap.sends[1].Content["msgtype"])
}

// TestEncryptedUploadDecryptsToThePicture uploads a picture for encrypted
// rooms: the homeserver gets ciphertext only, the kept "file" object
// decrypts it back to the picture, and the plain and encrypted uploads
// are kept apart (each made once).
func TestEncryptedUploadDecryptsToThePicture(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	pic := *testPicture("secret map")
	enc, err := tr.upload(ctx, pic, true)
	require.NoError(t, err)
	again, err := tr.upload(ctx, pic, true)
	require.NoError(t, err)
	assert.Equal(t, enc, again)
	plain, err := tr.upload(ctx, pic, false)
	require.NoError(t, err)
	assert.NotEqual(t, enc.ContentURI, plain.ContentURI)
	snap := f.snapshot()
	require.Len(t, snap.uploads, 2)
	assert.Equal(t, "application/octet-stream", snap.uploads[0].ContentType)
	assert.NotEqual(t, pic.PNG, snap.uploads[0].Data, "the homeserver never sees the picture")
	assert.Empty(t, snap.uploads[0].FileName, "nor its name")

	var file event.EncryptedFileInfo
	require.NoError(t, json.Unmarshal([]byte(enc.File), &file))
	assert.Equal(t, enc.ContentURI, string(file.URL))
	got := bytes.Clone(snap.uploads[0].Data)
	require.NoError(t, file.DecryptInPlace(got))
	assert.Equal(t, pic.PNG, got)
}
