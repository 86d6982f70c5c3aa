package matrix

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/outbox"
)

// loggedIn returns a transport with a valid access token against a fresh
// fake homeserver.
func loggedIn(t *testing.T) (*Transport, *fakeHS) {
	t.Helper()
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	tr, _ := newTransport(t, f, openStore(t), "tok")
	require.NoError(t, tr.Login(context.Background()))
	return tr, f
}

func TestDeliverRoomRowIsAMarkdownNotice(t *testing.T) {
	tr, f := loggedIn(t)
	row := outbox.Row{ID: 7, Message: outbox.Message{RoomID: "!room:test", Body: "**Pong.** Use `!help` <here>"}}
	require.NoError(t, tr.Deliver(context.Background(), row))

	sends := f.snapshot().sends
	require.Len(t, sends, 1)
	s := sends[0]
	assert.Equal(t, "!room:test", s.Room)
	assert.Equal(t, "m.room.message", s.Type)
	assert.Equal(t, "gogobee.outbox.7", s.Txn, "transaction ID derives from the row ID")
	assert.Equal(t, "m.notice", s.Content["msgtype"])
	assert.Equal(t, "org.matrix.custom.html", s.Content["format"])
	assert.Contains(t, s.Content["formatted_body"], "<strong>Pong.</strong>")
	assert.Contains(t, s.Content["formatted_body"], "&lt;here&gt;", "raw HTML is shown, not interpreted")
	assert.Contains(t, s.Content["body"], "Pong.")
	assert.NotContains(t, s.Content["body"], "<strong>")
	assert.NotContains(t, s.Content, "m.relates_to")
}

func TestDeliverThreadRowRelatesToTheThread(t *testing.T) {
	tr, f := loggedIn(t)
	row := outbox.Row{ID: 8, Message: outbox.Message{RoomID: "!room:test", ThreadRoot: "$root", Body: "in thread"}}
	require.NoError(t, tr.Deliver(context.Background(), row))

	sends := f.snapshot().sends
	require.Len(t, sends, 1)
	rel, ok := sends[0].Content["m.relates_to"].(map[string]any)
	require.True(t, ok)
	assert.Equal(t, "m.thread", rel["rel_type"])
	assert.Equal(t, "$root", rel["event_id"])
}

func TestDeliverDMCreatesTheRoomOnceAndRemembersIt(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	require.NoError(t, tr.Deliver(ctx, outbox.Row{ID: 1, Message: outbox.Message{DMUser: "@alice:test", Body: "Welcome!"}}))
	require.NoError(t, tr.Deliver(ctx, outbox.Row{ID: 2, Message: outbox.Message{DMUser: "@alice:test", Body: "Briefing"}}))

	snap := f.snapshot()
	require.Len(t, snap.creates, 1, "one DM room for two messages")
	c := snap.creates[0]
	assert.Equal(t, true, c["is_direct"])
	assert.Equal(t, []any{"@alice:test"}, c["invite"])
	assert.Equal(t, "trusted_private_chat", c["preset"])
	require.Len(t, snap.sends, 2)
	assert.Equal(t, "!dm1:test", snap.sends[0].Room)
	assert.Equal(t, "!dm1:test", snap.sends[1].Room)
	assert.Equal(t, "gogobee.outbox.2", snap.sends[1].Txn)

	room, ok, err := tr.state.Room.DM(ctx, "@alice:test")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, id.RoomID("!dm1:test"), room)
	var direct map[string][]string
	require.NoError(t, json.Unmarshal(snap.accountData["m.direct"], &direct))
	assert.Equal(t, map[string][]string{"@alice:test": {"!dm1:test"}}, direct)
}

func TestDeliverDMRecreatesALostRoomOnce(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	require.NoError(t, tr.state.Room.SetDM(ctx, "@alice:test", "!gone:test"))
	f.forbidden["!gone:test"] = true

	require.NoError(t, tr.Deliver(ctx, outbox.Row{ID: 3, Message: outbox.Message{DMUser: "@alice:test", Body: "hello again"}}))

	snap := f.snapshot()
	assert.Len(t, snap.creates, 1)
	require.Len(t, snap.sends, 1)
	assert.Equal(t, "!dm1:test", snap.sends[0].Room)
	room, _, err := tr.state.Room.DM(ctx, "@alice:test")
	require.NoError(t, err)
	assert.Equal(t, id.RoomID("!dm1:test"), room, "the new room is remembered")
}

func TestDeliverDMGivesUpWhenTheNewRoomRefusesToo(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	require.NoError(t, tr.state.Room.SetDM(ctx, "@alice:test", "!gone:test"))
	f.forbidAll = true

	err := tr.Deliver(ctx, outbox.Row{ID: 4, Message: outbox.Message{DMUser: "@alice:test", Body: "hello"}})
	var perm outbox.PermanentError
	assert.True(t, errors.As(err, &perm), "got %v", err)
	assert.Len(t, f.snapshot().creates, 1, "recreated once, not in a loop")
}

func TestDeliverMapsErrorsForTheSender(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()

	f.rateLimit = 1
	err := tr.Deliver(ctx, outbox.Row{ID: 5, Message: outbox.Message{RoomID: "!room:test", Body: "x"}})
	var ra outbox.RetryAfterError
	require.True(t, errors.As(err, &ra), "got %v", err)
	assert.Equal(t, 1500*time.Millisecond, ra.RetryAfter())

	f.forbidden["!closed:test"] = true
	err = tr.Deliver(ctx, outbox.Row{ID: 6, Message: outbox.Message{RoomID: "!closed:test", Body: "x"}})
	var perm outbox.PermanentError
	assert.True(t, errors.As(err, &perm), "got %v", err)
	assert.Empty(t, f.snapshot().creates, "a room row never opens a DM")
}

func TestDeliverReportsTheEventIDOfATaggedRow(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	tr, _ := newTransport(t, f, st, "tok")
	ctx := context.Background()
	require.NoError(t, tr.Login(ctx))
	require.NoError(t, outbox.Enqueue(ctx, st, time.Now(),
		outbox.Message{RoomID: "!room:test", Body: "plain"},
		outbox.Message{RoomID: "!room:test", Body: "🔀 The way forks.", Ref: "fork:3:hall@1"}))
	n, err := outbox.NewSender(st, tr, tr.log).Flush(ctx)
	require.NoError(t, err)
	require.Equal(t, 2, n)
	got, ok, err := outbox.FindRef(ctx, st, "$ev2")
	require.NoError(t, err)
	require.True(t, ok, "the homeserver's event ID of the send is kept for the tagged row")
	assert.Equal(t, outbox.Tagged{Ref: "fork:3:hall@1", RoomID: "!room:test"}, got)
	_, ok, err = outbox.FindRef(ctx, st, "$ev1")
	require.NoError(t, err)
	assert.False(t, ok)
}
