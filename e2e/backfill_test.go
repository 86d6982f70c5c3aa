//go:build e2e

package e2e

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix"
	"maunium.net/go/mautrix/event"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/testutil/dendrite"
)

// How far back one gap is filled: backfillPages pages of backfillPage
// events.
const (
	backfillPage  = 100
	backfillPages = 10
)

// backfill fills the gaps of limited timelines as Element does. When an
// incremental sync's timeline for a joined room is limited (the server
// left out events sent since the last sync: after a homeserver restart,
// or when the player's sync fell behind a burst of answers), it pages
// /messages backwards from the timeline's prev_batch to the newest event
// already recorded and records the missed events, oldest first, before the
// sync's own timeline events are. It always lets the sync go on.
func (p *player) backfill(ctx context.Context, resp *mautrix.RespSync, since string) bool {
	if since == "" {
		return true // the first sync: no earlier position to have a gap after
	}
	for roomID, room := range resp.Rooms.Join {
		if !room.Timeline.Limited || room.Timeline.PrevBatch == "" {
			continue
		}
		missed := p.missed(ctx, roomID, room.Timeline.PrevBatch)
		p.t.Logf("player %s: limited timeline in %s; back-filled %d events", p.ID, roomID, len(missed))
		for _, evt := range missed {
			p.record(ctx, evt)
		}
	}
	return true
}

// missed returns the room's events before the position from, back to the
// newest one already recorded (at most backfillPages pages), oldest first,
// decrypted where the player's device can.
func (p *player) missed(ctx context.Context, roomID id.RoomID, from string) []*event.Event {
	var back []*event.Event
	for range backfillPages {
		resp, err := p.cli.Messages(ctx, roomID, from, "", mautrix.DirectionBackward, nil, backfillPage)
		if err != nil {
			p.t.Logf("player %s: back-filling %s: %v", p.ID, roomID, err)
			break
		}
		for _, evt := range resp.Chunk {
			if p.has(evt.ID) {
				slices.Reverse(back)
				return back
			}
			back = append(back, p.readable(ctx, roomID, evt))
		}
		if resp.End == "" || len(resp.Chunk) == 0 {
			break
		}
		from = resp.End
	}
	slices.Reverse(back)
	return back
}

// readable makes an event from /messages look as a synced timeline event
// does to record: its room and source set, its content parsed, decrypted
// when it is encrypted and the device holds the key (else left encrypted,
// which record skips).
func (p *player) readable(ctx context.Context, roomID id.RoomID, evt *event.Event) *event.Event {
	evt.RoomID = roomID
	evt.Mautrix.EventSource = event.SourceJoin | event.SourceTimeline
	_ = evt.Content.ParseRaw(evt.Type) // unknown types stay raw, as the syncer leaves them
	if evt.Type != event.EventEncrypted || p.crypto == nil {
		return evt
	}
	dec, err := p.crypto.Decrypt(ctx, evt)
	if err != nil {
		p.t.Logf("player %s: back-filled %s stays encrypted: %v", p.ID, evt.ID, err)
		return evt
	}
	dec.Mautrix.EventSource = evt.Mautrix.EventSource
	return dec
}

// has reports whether the player recorded the event already.
func (p *player) has(eventID id.EventID) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return slices.ContainsFunc(p.events, func(e *event.Event) bool { return e.ID == eventID })
}

// TestBackfillRecoversWhatALimitedTimelineLeftOut: after a gap, a player
// pages back from the sync position to the newest event it recorded and
// gets every message sent meanwhile, once, oldest first; with nothing
// recorded it goes back to the room's start. Against a real Dendrite.
func TestBackfillRecoversWhatALimitedTimelineLeftOut(t *testing.T) {
	srv := dendrite.Start(t)
	ctx := context.Background()
	alice := newPlayer(t, srv, "alice")
	bob := newPlayer(t, srv, "bob")
	resp, err := alice.cli.CreateRoom(ctx, &mautrix.ReqCreateRoom{Preset: "private_chat", Invite: []id.UserID{bob.ID}})
	require.NoError(t, err)
	room := resp.RoomID
	_, err = bob.cli.JoinRoomByID(ctx, room)
	require.NoError(t, err)
	const sent = 130 // more than one page
	var ids []id.EventID
	for i := range sent {
		ids = append(ids, bob.say(room, fmt.Sprintf("message %d", i)))
	}
	eventually(t, answerWait, "alice syncs the last message", func() bool { return alice.has(ids[sent-1]) })
	pos, err := alice.cli.SyncRequest(ctx, 0, "", "", false, event.PresenceOffline)
	require.NoError(t, err)

	bodies := func(evs []*event.Event) []id.EventID {
		var out []id.EventID
		for _, e := range evs {
			if e.Sender == bob.ID && e.Type == event.EventMessage {
				out = append(out, e.ID)
			}
		}
		return out
	}
	// A gap after message 99: the last 30 come back, in order.
	fresh := &player{t: t, cli: alice.cli, ID: alice.ID, events: []*event.Event{{ID: ids[99]}}}
	got := fresh.missed(ctx, room, pos.NextBatch)
	require.Equal(t, ids[100:], bodies(got))
	for _, e := range got {
		assert.Equal(t, room, e.RoomID)
		assert.NotZero(t, e.Mautrix.EventSource&event.SourceTimeline)
		assert.Contains(t, e.Content.AsMessage().Body, "message ")
	}
	// Nothing recorded: back to the room's start, every message once.
	empty := &player{t: t, cli: alice.cli, ID: alice.ID}
	assert.Equal(t, ids, bodies(empty.missed(ctx, room, pos.NextBatch)))

	// A send whose answer was lost is found by its transaction ID in the
	// sender's own sync, so the player's retry does not store it twice.
	resp2, err := bob.cli.SendMessageEvent(ctx, room, event.EventMessage,
		&event.MessageEventContent{MsgType: event.MsgText, Body: "answer lost"}, mautrix.ReqSendEvent{TransactionID: "lost-txn"})
	require.NoError(t, err)
	assert.Equal(t, resp2.EventID, bob.sentWith(room, "lost-txn", answerWait), "bob's sync echoes his transaction ID")
	assert.Empty(t, bob.sentWith(room, "never-sent", time.Second), "no echo for a transaction never sent")
	assert.Empty(t, alice.sentWith(room, "lost-txn", time.Second), "another member's event is not the player's own")
}
