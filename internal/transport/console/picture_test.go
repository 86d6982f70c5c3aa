package console

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/outbox"
)

// TestDeliverSavesThePictureByContent prints a picture's caption and the
// path it was saved at, a name made from its content: the same picture
// twice is one file, and a folder that cannot be made is told, not fatal.
func TestDeliverSavesThePictureByContent(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "pictures")
	var out bytes.Buffer
	c := &Console{Out: &out, PictureDir: dir}
	img := outbox.Image{PNG: []byte("\x89PNG\r\n\x1a\nmap"), Width: 1, Height: 1, Name: "map.png"}
	row := outbox.Row{ID: 1, Message: outbox.Message{RoomID: Room, Body: "**The map**\n", Image: &img}}
	require.NoError(t, c.Deliver(context.Background(), row))
	row.DMUser, row.RoomID = "@you:localhost", ""
	require.NoError(t, c.Deliver(context.Background(), row))
	path := filepath.Join(dir, img.StoredName())
	want := "[room] **The map**\n🖼️ map saved: " + path + "\n\n" +
		"[dm @you:localhost] **The map**\n🖼️ map saved: " + path + "\n\n"
	assert.Equal(t, want, out.String())
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, img.PNG, data)
	files, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, files, 1, "one file, no temporary left over")

	blocker := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(blocker, nil, 0o600))
	out.Reset()
	c.PictureDir = filepath.Join(blocker, "pictures")
	require.NoError(t, c.Deliver(context.Background(), row), "the message is printed all the same")
	assert.Contains(t, out.String(), "**The map**\n🖼️ map not saved: ")
}
