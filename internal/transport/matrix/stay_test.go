package matrix

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// inviteEvent is the bot's invite to a DM from alice, as the sync's invite
// section brings it; at zero leaves the time out (stripped state).
func inviteEvent(at time.Time) map[string]any {
	e := map[string]any{"type": "m.room.member", "sender": "@alice:test", "state_key": botID,
		"content": map[string]any{"membership": "invite", "is_direct": true}}
	if !at.IsZero() {
		e["event_id"] = "$invite"
		e["origin_server_ts"] = at.UnixMilli()
	}
	return e
}

// invitedThenJoined runs a bot that ran before (its position "s0" in st)
// whose next syncs bring invite to !dm:test, then the room joined with
// timeline, and returns the bodies dispatched once both are handled
// (waiting for want of them).
func invitedThenJoined(t *testing.T, st *store.Store, invite map[string]any, timeline []any, want int) []string {
	t.Helper()
	ctx := context.Background()
	f := newFakeHS(t)
	f.addToken("tok", "DEV")
	require.NoError(t, st.KV.Set(ctx, store.KeySyncToken, "s0"))
	f.onSync = func(since string) (int, any) {
		switch since {
		case "s0":
			return 200, map[string]any{"next_batch": "s1", "rooms": map[string]any{"invite": map[string]any{
				"!dm:test": map[string]any{"invite_state": map[string]any{"events": []any{invite}}}}}}
		case "s1":
			return 200, map[string]any{"next_batch": "s2", "rooms": map[string]any{"join": map[string]any{
				"!dm:test": map[string]any{"timeline": map[string]any{"events": timeline}}}}}
		}
		return 0, nil
	}
	tr, rec := newTransport(t, f, st, "tok")
	runUntil(t, tr, func() bool {
		tok, _, _ := st.KV.Get(ctx, store.KeySyncToken)
		return tok == "s2" && len(rec.bodies()) == want
	})
	return rec.bodies()
}

// roomTime is the time the store holds for !dm:test.
func roomTime(t *testing.T, st *store.Store) time.Time {
	t.Helper()
	at, ok, err := st.Room.JoinedAt(context.Background(), "!dm:test")
	require.NoError(t, err)
	require.True(t, ok)
	return at.UTC()
}

// TestCommandsSentBeforeTheJoinCount plays Element's "start DM" (and an
// invite while the bot is down): the player's messages sent between the
// bot's invite and its join are commands, and the room's time is the
// invite's (the router takes nothing older as a command), whether the
// invite came with its time or stripped of it; what came before the invite
// is still history.
func TestCommandsSentBeforeTheJoinCount(t *testing.T) {
	for _, stripped := range []bool{false, true} {
		t.Run(map[bool]string{false: "invite with its time", true: "stripped invite"}[stripped], func(t *testing.T) {
			st := openStore(t)
			invited := time.Now().Add(-time.Minute).Truncate(time.Millisecond)
			invite := inviteEvent(invited)
			if stripped {
				invite = inviteEvent(time.Time{})
			}
			got := invitedThenJoined(t, st, invite, []any{
				msgEvent("$history", "!history", invited.Add(-time.Second)),
				inviteEvent(invited),
				msgEvent("$first", "!first", invited.Add(time.Second)),
				msgEvent("$second", "!second", invited.Add(2*time.Second)),
				joinAfter("$join", "invite", invited.Add(3*time.Second)),
				msgEvent("$next", "!next", invited.Add(4*time.Second)),
			}, 3)
			assert.Equal(t, []string{"!first", "!second", "!next"}, got)
			assert.Equal(t, invited.UTC(), roomTime(t, st), "the room's time is the invite's")
		})
	}
}

// TestAStayAfterALeaveStartsAtItsInvite: invited again after it left, the
// bot takes what was sent after the new invite as commands, and nothing
// from its absence.
func TestAStayAfterALeaveStartsAtItsInvite(t *testing.T) {
	st := openStore(t)
	first := time.Now().Add(-time.Hour).Truncate(time.Millisecond)
	require.NoError(t, st.Room.RecordInvite(context.Background(), "!dm:test", first))
	again := first.Add(30 * time.Minute)
	got := invitedThenJoined(t, st, inviteEvent(again), []any{
		joinAfter("$join1", "invite", first.Add(time.Second)),
		msgEvent("$ran", "!ran before", first.Add(2*time.Second)),
		memberEvent("$leave", botID, "leave", first.Add(3*time.Second)),
		msgEvent("$away", "!while away", first.Add(4*time.Second)),
		inviteEvent(again),
		msgEvent("$back", "!back", again.Add(time.Second)),
		joinAfter("$join2", "invite", again.Add(2*time.Second)),
	}, 1)
	assert.Equal(t, []string{"!back"}, got)
	assert.Equal(t, again.UTC(), roomTime(t, st), "the room's time moves to the new invite")
}
