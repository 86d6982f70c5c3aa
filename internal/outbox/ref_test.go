package outbox

import (
	"context"
	"fmt"
	"testing"

	"github.com/rs/zerolog"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/testutil/testdb"
)

// eventServer is a homeserver that answers each send with an event ID,
// "$ev<row>", and reports it as a Matrix deliverer does.
type eventServer struct{ *homeserver }

func (e eventServer) Deliver(ctx context.Context, r Row) error {
	if err := e.homeserver.Deliver(ctx, r); err != nil {
		return err
	}
	ReportEventID(ctx, id.EventID(fmt.Sprintf("$ev%d", r.ID)))
	return nil
}

// Delivered finds every row delivered, with its event ID, as a Verifier
// that looked through the room does.
func (e eventServer) Delivered(ctx context.Context, r Row) (bool, error) {
	ReportEventID(ctx, id.EventID(fmt.Sprintf("$found%d", r.ID)))
	return true, nil
}

func TestTaggedRowsKeepTheirEventIDAndAreFoundByIt(t *testing.T) {
	st := openStore(t, testdb.Path(t, "ref.db"))
	defer st.Close()
	ctx := context.Background()
	require.NoError(t, Enqueue(ctx, st, t0,
		Message{RoomID: "!r:x", ThreadRoot: "$root", Body: "🔀 The way forks.", Ref: "fork:7:hall@1"},
		Message{RoomID: "!r:x", Body: "no ref"},
		Message{DMUser: "@u:x", Body: "🔀 again", Ref: "fork:7:hall@2"}))
	_, err := NewSender(st, eventServer{newHomeserver()}, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)

	got, ok, err := FindRef(ctx, st, "$ev1")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, Tagged{Ref: "fork:7:hall@1", RoomID: "!r:x", ThreadRoot: "$root"}, got)
	got, ok, err = FindRef(ctx, st, "$ev3")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, Tagged{Ref: "fork:7:hall@2", DMUser: "@u:x"}, got)
	for _, ev := range []id.EventID{"$ev2", "$other", ""} {
		_, ok, err = FindRef(ctx, st, ev)
		require.NoError(t, err)
		assert.False(t, ok, "%q: a row without a ref, or no row of the bot's", ev)
	}
	var ids int
	require.NoError(t, st.DB.QueryRow(ctx, "SELECT COUNT(*) FROM outbox WHERE event_id IS NOT NULL").Scan(&ids))
	assert.Equal(t, 2, ids, "only rows with a ref keep their event ID")
}

func TestAVerifiedRowKeepsTheEventIDTheVerifierFound(t *testing.T) {
	st := openStore(t, testdb.Path(t, "refv.db"))
	defer st.Close()
	ctx := context.Background()
	require.NoError(t, Enqueue(ctx, st, t0, Message{RoomID: "!r:x", Body: "🔀", Ref: "fork:1:a@1"}))
	require.NoError(t, MarkAttempt(ctx, st, 1)) // a process died mid-send
	n, err := NewSender(st, eventServer{newHomeserver()}, zerolog.Nop()).Flush(ctx)
	require.NoError(t, err)
	assert.Zero(t, n, "found delivered, not sent again")
	got, ok, err := FindRef(ctx, st, "$found1")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "fork:1:a@1", got.Ref)
}

func TestReportEventIDOutsideADeliveryDoesNothing(t *testing.T) {
	ReportEventID(context.Background(), "$x") // no receipt in the context: no panic, nothing kept
	ctx, rc := withReceipt(context.Background())
	assert.Empty(t, rc.reported())
	ReportEventID(ctx, "$y")
	assert.Equal(t, id.EventID("$y"), rc.reported())
}
