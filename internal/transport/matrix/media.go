package matrix

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/crypto/attachment"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/format"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/outbox"
	"github.com/gogobee/gogobee/internal/store"
)

// pngMime is the media type of every picture the bot sends.
const pngMime = "image/png"

// imageContent is the m.image event of a row that carries a picture: the
// picture uploaded once (upload), the row's Markdown as the caption (body
// and formatted_body, with filename set so clients read body as a caption,
// not a file name; a client that shows no pictures shows the text), and
// info with the media type, size in pixels and bytes. In an encrypted room
// the event carries the encrypted upload as "file" instead of "url".
func (t *Transport) imageContent(ctx context.Context, room id.RoomID, row outbox.Row) (*event.MessageEventContent, error) {
	im := *row.Image
	encrypted, err := t.roomEncrypted(ctx, room)
	if err != nil {
		return nil, err
	}
	up, err := t.upload(ctx, im, encrypted)
	if err != nil {
		return nil, err
	}
	c := format.RenderMarkdown(row.Body, true, false)
	c.MsgType = event.MsgImage
	c.FileName = im.FileName()
	c.Info = &event.FileInfo{MimeType: pngMime, Width: im.Width, Height: im.Height, Size: len(im.PNG)}
	if encrypted {
		var file event.EncryptedFileInfo
		if err := json.Unmarshal([]byte(up.File), &file); err != nil {
			return nil, fmt.Errorf("the kept encrypted upload of picture %s is unreadable: %w", im.SHA256(), err)
		}
		c.File = &file
	} else {
		c.URL = id.ContentURIString(up.ContentURI)
	}
	if row.ThreadRoot != "" {
		root := id.EventID(row.ThreadRoot)
		c.RelatesTo = (&event.RelatesTo{}).SetThread(root, root)
	}
	return &c, nil
}

// roomEncrypted reports whether sends into room are encrypted: encryption
// is on and the room has m.room.encryption (the test the client applies
// when it sends).
func (t *Transport) roomEncrypted(ctx context.Context, room id.RoomID) (bool, error) {
	if t.cli.Crypto == nil || t.cli.StateStore == nil {
		return false, nil
	}
	enc, err := t.cli.StateStore.IsEncrypted(ctx, room)
	if err != nil {
		return false, fmt.Errorf("reading whether %s is encrypted: %w", room, err)
	}
	return enc, nil
}

// upload returns where picture im was uploaded, plain or encrypted,
// uploading it the first time and remembering it in the database, so each
// distinct picture goes up once each way. An encrypted upload is the
// picture encrypted with a fresh key (mautrix's attachment helpers); the
// key travels in the (encrypted) events that use it. A crash between the
// upload and the record only costs a second upload.
func (t *Transport) upload(ctx context.Context, im outbox.Image, encrypted bool) (store.MediaUpload, error) {
	sum := im.SHA256()
	up, ok, err := t.state.Media.Get(ctx, sum, encrypted)
	if err != nil || ok {
		return up, err
	}
	req := mautrix.ReqUploadMedia{ContentBytes: im.PNG, ContentType: pngMime, FileName: im.FileName()}
	var file *attachment.EncryptedFile
	if encrypted {
		file = attachment.NewEncryptedFile()
		data := bytes.Clone(im.PNG) // encrypted in place: the row keeps its picture
		file.EncryptInPlace(data)
		req.ContentBytes, req.ContentType, req.FileName = data, "application/octet-stream", ""
	}
	resp, err := t.cli.UploadMedia(ctx, req)
	if err != nil {
		return store.MediaUpload{}, fmt.Errorf("uploading picture %s: %w", sum, err)
	}
	up = store.MediaUpload{ContentURI: resp.ContentURI.String()}
	if file != nil {
		data, err := json.Marshal(event.EncryptedFileInfo{EncryptedFile: *file, URL: resp.ContentURI.CUString()})
		if err != nil {
			return store.MediaUpload{}, err
		}
		up.File = string(data)
	}
	if err := t.state.Media.Set(ctx, sum, encrypted, up, time.Now()); err != nil {
		return store.MediaUpload{}, fmt.Errorf("remembering the upload of picture %s: %w", sum, err)
	}
	t.log.Info().Str("sha256", sum).Bool("encrypted", encrypted).Str("uri", up.ContentURI).Msg("uploaded a picture")
	return up, nil
}
