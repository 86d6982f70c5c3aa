package outbox

import (
	"context"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// fakePNG is a PNG's signature and some bytes: enough for the outbox,
// which never decodes a picture.
func fakePNG(tail string) Image {
	return Image{PNG: append(append([]byte{}, pngMagic...), tail...), Width: 40, Height: 30, Name: "map.png"}
}

// deliverFunc is a Deliverer made of a function.
type deliverFunc func(ctx context.Context, r Row) error

func (f deliverFunc) Deliver(ctx context.Context, r Row) error { return f(ctx, r) }

// TestImagesAreStoredOnceAndDelivered queues the same picture three times
// and another once: two stored pictures, each row delivered with its own,
// and the pictures pruned with the last row that carries them.
func TestImagesAreStoredOnceAndDelivered(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, testdb.Path(t, "img.db"))
	a, b := fakePNG("a"), fakePNG("b")
	require.NoError(t, Enqueue(ctx, st, t0,
		Message{RoomID: "!r", Body: "map one", Image: &a},
		Message{RoomID: "!r", Body: "no picture"},
		Message{DMUser: "@u:x", Body: "map one again", Image: &a},
		Message{RoomID: "!s", Body: "map two", Image: &b},
		Message{RoomID: "!s", Body: "map one a third time", Image: &a},
	))
	var stored int
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT COUNT(*) FROM outbox_image").Scan(&stored))
	assert.Equal(t, 2, stored, "one row per distinct picture")

	got := map[string]*Image{}
	d := deliverFunc(func(_ context.Context, r Row) error { got[r.Body] = r.Image; return nil })
	s := NewSender(st, d, zerolog.Nop())
	n, err := s.Flush(ctx)
	require.NoError(t, err)
	require.Equal(t, 5, n)
	assert.Nil(t, got["no picture"])
	require.NotNil(t, got["map one again"])
	assert.Equal(t, a, *got["map one again"])
	assert.Equal(t, b, *got["map two"])

	_, err = PruneSent(ctx, st, t0.AddDate(1, 0, 0))
	require.NoError(t, err)
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT COUNT(*) FROM outbox_image").Scan(&stored))
	assert.Zero(t, stored, "no row carries a picture any more")
}

// TestImagesArePNGsWithASize refuses a picture that is not a PNG or has
// no size, and queues nothing of the batch's message.
func TestImagesArePNGsWithASize(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, testdb.Path(t, "bad.db"))
	notPNG := Image{PNG: []byte("GIF89a"), Width: 1, Height: 1}
	noSize := fakePNG("x")
	noSize.Width = 0
	for _, im := range []Image{notPNG, noSize} {
		require.Error(t, Enqueue(ctx, st, t0, Message{RoomID: "!r", Body: "b", Image: &im}))
	}
	var rows int
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT COUNT(*) FROM outbox").Scan(&rows))
	assert.Zero(t, rows)
}

// TestStoredNameIsTheContent names a picture by its content.
func TestStoredNameIsTheContent(t *testing.T) {
	a := fakePNG("a")
	assert.Regexp(t, `^map-[0-9a-f]{16}\.png$`, a.StoredName())
	assert.Equal(t, a.StoredName(), fakePNG("a").StoredName())
	assert.NotEqual(t, a.StoredName(), fakePNG("b").StoredName())
	a.Name = "../../etc/passwd"
	assert.Regexp(t, `^passwd-[0-9a-f]{16}\.png$`, a.StoredName(), "never a path")
	a.Name = ""
	assert.Regexp(t, `^image-`, a.StoredName())
}
