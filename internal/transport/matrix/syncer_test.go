package matrix

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/store"
)

func msgEvent(eventID, body string, at time.Time) map[string]any {
	return map[string]any{"type": "m.room.message", "sender": "@alice:test", "event_id": eventID,
		"origin_server_ts": at.UnixMilli(), "content": map[string]any{"msgtype": "m.text", "body": body}}
}

// oneMessageFromS1 is a fakeHS.onSync that answers a sync from "s1" with
// the position "s2" and one message in !r:test, sent now; any other sync
// long-polls for nothing.
func oneMessageFromS1(eventID, body string) func(since string) (int, any) {
	return func(since string) (int, any) {
		if since != "s1" {
			return 0, nil
		}
		return 200, map[string]any{"next_batch": "s2", "rooms": map[string]any{
			"join": map[string]any{"!r:test": map[string]any{"timeline": map[string]any{"events": []any{
				msgEvent(eventID, body, time.Now()),
			}}}},
		}}
	}
}

func memberEvent(eventID, user, membership string, at time.Time) map[string]any {
	return map[string]any{"type": "m.room.member", "sender": user, "state_key": user, "event_id": eventID,
		"origin_server_ts": at.UnixMilli(), "content": map[string]any{"membership": membership}}
}

func syncResp(t *testing.T, raw map[string]any) *mautrix.RespSync {
	t.Helper()
	b, err := json.Marshal(raw)
	require.NoError(t, err)
	var res mautrix.RespSync
	require.NoError(t, json.Unmarshal(b, &res))
	return &res
}

func timelineIDs(res *mautrix.RespSync, room string) []string {
	var out []string
	for _, e := range res.Rooms.Join[id.RoomID(room)].Timeline.Events {
		out = append(out, e.ID.String())
	}
	return out
}

func TestSyncFilterJSON(t *testing.T) {
	for _, encrypted := range []bool{false, true} {
		b, err := json.Marshal(syncFilter(encrypted))
		require.NoError(t, err)
		var got map[string]any
		require.NoError(t, json.Unmarshal(b, &got))
		assert.Equal(t, []any{"*"}, got["presence"].(map[string]any)["not_types"])
		room := got["room"].(map[string]any)
		assert.Equal(t, float64(50), room["timeline"].(map[string]any)["limit"])
		// Encrypting needs every member's devices: no lazy loading then.
		assert.Equal(t, !encrypted, room["state"].(map[string]any)["lazy_load_members"] == true, "encrypted=%v", encrypted)
	}
}

func TestSyncStorePersistsOnlyOnCommit(t *testing.T) {
	st := openStore(t)
	ctx := context.Background()
	s := &syncStore{state: StoreState(st)}
	require.NoError(t, s.SaveNextBatch(ctx, botID, "s1"))
	tok, err := s.LoadNextBatch(ctx, botID)
	require.NoError(t, err)
	assert.Empty(t, tok, "not persisted before the batch is handled")
	require.NoError(t, s.commit(ctx))
	tok, err = (&syncStore{state: StoreState(st)}).LoadNextBatch(ctx, botID)
	require.NoError(t, err)
	assert.Equal(t, "s1", tok, "a new process resumes from the committed position")
	require.NoError(t, s.reset(ctx))
	tok, err = s.LoadNextBatch(ctx, botID)
	require.NoError(t, err)
	assert.Empty(t, tok)
	assert.Empty(t, s.since())
}

// TestSyncLoop drives Run against the fake homeserver: a stale stored
// position is rejected, the fresh sync that follows skips history, a
// panicking handler does not stop the sync, invites are accepted or
// rejected by server, the bot's join time is recorded, and each position is
// stored once its messages are handled.
func TestSyncLoop(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	require.NoError(t, st.KV.Set(ctx, store.KeySyncToken, "s_stale"))
	joinedAt := time.Now().Add(-time.Minute).Truncate(time.Millisecond)

	f.onSync = func(since string) (int, any) {
		now := time.Now()
		switch since {
		case "s_stale":
			return 400, matrixErr("M_INVALID_PARAM", "malformed sync token")
		case "":
			return 200, map[string]any{"next_batch": "s1", "rooms": map[string]any{
				"join": map[string]any{"!r:test": map[string]any{"timeline": map[string]any{"events": []any{
					msgEvent("$ancient", "!ancient", now.Add(-25*time.Hour)),
					msgEvent("$old", "!old", now.Add(-time.Hour)),
					msgEvent("$boom", "!boom", now),
					msgEvent("$fresh", "!fresh", now),
				}}}},
				"invite": map[string]any{
					"!inv:test": map[string]any{"invite_state": map[string]any{"events": []any{
						map[string]any{"type": "m.room.member", "sender": "@alice:test", "state_key": botID, "content": map[string]any{"membership": "invite"}},
					}}},
					"!bad:elsewhere": map[string]any{"invite_state": map[string]any{"events": []any{
						map[string]any{"type": "m.room.member", "sender": "@eve:elsewhere", "state_key": botID, "content": map[string]any{"membership": "invite"}},
					}}},
				},
			}}
		case "s1":
			return 200, map[string]any{"next_batch": "s2", "rooms": map[string]any{
				"join": map[string]any{"!new:test": map[string]any{"timeline": map[string]any{"events": []any{
					msgEvent("$early", "!early", joinedAt.Add(-time.Second)),
					memberEvent("$join", botID, "join", joinedAt),
					msgEvent("$next", "!next", now),
				}}}},
			}}
		}
		return 0, nil
	}
	tr, rec := newTransport(t, f, st, "tok", func(c *Config) { c.AllowedServers = []string{"test"} })
	done := make(chan error, 1)
	go func() { done <- tr.Run(ctx, Services{}) }()

	require.Eventually(t, func() bool {
		tok, _, _ := st.KV.Get(ctx, store.KeySyncToken)
		snap := f.snapshot()
		return tok == "s2" && len(snap.joins) == 1 && len(snap.leaves) == 1
	}, 5*time.Second, 10*time.Millisecond)
	cancel()
	select {
	case err := <-done:
		assert.NoError(t, err, "a cancelled Run is a clean shutdown")
	case <-time.After(5 * time.Second):
		t.Fatal("Run did not stop after its context ended")
	}

	// After the rejected position, "!old" is inside the 24 h catch-up
	// window and runs (the router's handled-event table skips it if it ran
	// before); "!ancient" is outside it; "!early" predates the join.
	assert.Equal(t, []string{"!old", "!fresh", "!next"}, rec.bodies(), "history skipped, the window kept, the panic survived")
	snap := f.snapshot()
	assert.Equal(t, []string{"s_stale", "", "s1"}, snap.syncSince[:3])
	assert.Equal(t, []string{"!inv:test"}, snap.joins, "invite from an allowed server accepted")
	assert.Equal(t, []string{"!bad:elsewhere"}, snap.leaves, "invite from another server rejected")
	at, ok, err := st.Room.JoinedAt(context.Background(), "!new:test")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, joinedAt.UTC(), at, "join time is the server time of the bot's join event")
	for _, m := range rec.msgs {
		assert.False(t, m.IsDirect, "a room of three members is not direct")
	}
}

func TestMemberLeavingTheirDMRoomIsForgotten(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	ctx := context.Background()
	tr, _ := newTransport(t, f, st, "tok")
	require.NoError(t, tr.Login(ctx))
	require.NoError(t, st.Room.SetDM(ctx, "@alice:test", "!dm:test"))

	leave := parseEvent(t, fmt.Sprintf(`{"type":"m.room.member","sender":"@alice:test","state_key":"@alice:test","event_id":"$l","room_id":"!dm:test","origin_server_ts":%d,"content":{"membership":"leave"}}`, time.Now().UnixMilli()))
	leave.RoomID = "!dm:test"
	leave.Mautrix.EventSource = event.SourceJoin | event.SourceTimeline
	tr.onMember(ctx, leave)
	tr.jobs.Wait()

	_, ok, err := st.Room.DM(ctx, "@alice:test")
	require.NoError(t, err)
	assert.False(t, ok, "the DM room is forgotten")
	assert.Equal(t, []string{"!dm:test"}, f.snapshot().leaves, "and the bot leaves it")
}

func TestLoginWaitsForTheHomeserver(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	f.outage = 3
	tr, _ := newTransport(t, f, openStore(t), "tok")
	require.NoError(t, tr.Login(context.Background()))
	assert.Equal(t, 1, f.snapshot().whoamis, "logged in once the homeserver answered")

	f.mu.Lock()
	f.outage = 1 << 30
	f.mu.Unlock()
	tr2, _ := newTransport(t, f, openStore(t), "tok")
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	err := tr2.Login(ctx)
	assert.ErrorIs(t, err, context.DeadlineExceeded, "keeps retrying until the context ends")
}

// An attempt that fails for its own reason as the context ends still
// reports the context's end, so a caller stopping the bot sees why.
func TestLoginReportsTheContextEndingMidAttempt(t *testing.T) {
	tr, _ := newTransport(t, newFakeHS(t), openStore(t), "tok")
	ctx, cancel := context.WithCancel(context.Background())
	gateway := errors.New("HTTP 502 from the proxy")
	err := tr.retryLogin(ctx, func(context.Context) error {
		cancel()
		return gateway
	})
	assert.ErrorIs(t, err, context.Canceled)
	assert.ErrorIs(t, err, gateway, "the attempt's own failure is kept for the log")
}

func TestSyncRetriesThroughAnOutage(t *testing.T) {
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	st := openStore(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	require.NoError(t, st.KV.Set(ctx, store.KeySyncToken, "s1"))
	f.onSync = oneMessageFromS1("$m", "!after-outage")
	tr, rec := newTransport(t, f, st, "tok")
	require.NoError(t, tr.Login(ctx))
	f.mu.Lock()
	f.outage = 5 // m.direct, filter creation and three /sync requests fail
	f.mu.Unlock()
	done := make(chan error, 1)
	go func() { done <- tr.Run(ctx, Services{}) }()

	require.Eventually(t, func() bool {
		tok, _, _ := st.KV.Get(ctx, store.KeySyncToken)
		return tok == "s2"
	}, 10*time.Second, 10*time.Millisecond)
	cancel()
	require.NoError(t, <-done)
	assert.Equal(t, []string{"!after-outage"}, rec.bodies())
}
