package bot

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/outbox"
)

// TestImagesAreQueuedWithTheirCaption answers with a picture and DMs one:
// both rows carry the picture (stored once) with the text as its body, the
// reply in the command's thread; a refusal after ReplyImage queues nothing.
func TestImagesAreQueuedWithTheirCaption(t *testing.T) {
	h := newHarness(t, nil)
	img := outbox.Image{PNG: []byte("\x89PNG\r\n\x1a\nfake"), Width: 2, Height: 3, Name: "map.png"}
	require.NoError(t, h.r.Registry.Register(Command{Name: "pic", Section: SectionBasics, Handler: func(c *Context) error {
		c.ReplyImage("the map", img)
		if len(c.Args) > 0 {
			return Errorf("no")
		}
		c.DMImage(c.Sender(), "your map", img)
		return nil
	}}))
	ctx := context.Background()
	m := h.msg("@alice:example.org", "!pic")
	m.ThreadRoot = "$root"
	h.r.Handle(ctx, m)
	h.r.Handle(ctx, h.msg("@alice:example.org", "!pic refuse"))
	rows, err := h.st.DB.Query(ctx, "SELECT room_id, dm_user, thread_root, body, image_sha256, image_name FROM outbox ORDER BY id")
	require.NoError(t, err)
	defer rows.Close()
	type row struct{ Room, DM, Thread, Body, Sum, Name string }
	var got []row
	for rows.Next() {
		var r row
		require.NoError(t, rows.Scan(&r.Room, &r.DM, &r.Thread, &r.Body, &r.Sum, &r.Name))
		got = append(got, r)
	}
	require.NoError(t, rows.Err())
	require.Len(t, got, 4, "welcome, the reply, the DM, the refusal")
	assert.Equal(t, row{Room: "!room:example.org", Thread: "$root", Body: "the map", Sum: img.SHA256(), Name: "map.png"}, got[1])
	assert.Equal(t, row{DM: "@alice:example.org", Body: "your map", Sum: img.SHA256(), Name: "map.png"}, got[2])
	assert.Empty(t, got[3].Sum, "the refusal carries no picture")
	var n int
	require.NoError(t, h.st.DB.QueryRow(ctx, "SELECT COUNT(*) FROM outbox_image").Scan(&n))
	assert.Equal(t, 1, n)
}
