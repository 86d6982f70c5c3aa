package matrix

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/outbox"
)

// directFor writes the bot's m.direct account data listing rooms under
// alice, oldest first, and has the transport read it as at a start.
func directFor(t *testing.T, tr *Transport, f *fakeHS, rooms ...string) {
	t.Helper()
	raw, err := json.Marshal(map[string][]string{"@alice:test": rooms})
	require.NoError(t, err)
	f.mu.Lock()
	f.accountData["m.direct"] = raw
	f.mu.Unlock()
	tr.loadDirect(context.Background())
}

// With no DM room remembered (a lost database), a DM goes to the newest
// room listed under the player in m.direct where only the bot and the
// player are joined, and nothing is created; a listed room with a third
// member, or that the player left, or that the bot cannot read, is passed
// over. Failed before: every case opened a new room.
func TestADMReusesTheRoomListedInMDirect(t *testing.T) {
	const bot, alice, bob = botID, "@alice:test", "@bob:test"
	cases := []struct {
		name   string
		listed []string
		joined map[string][]string
		left   map[string][]string // users who were in a room and left
		want   id.RoomID           // the room the DM goes to; "!dm1:test" is a new one
	}{
		{"a pair", []string{"!old:test"},
			map[string][]string{"!old:test": {bot, alice}}, nil, "!old:test"},
		{"the newest pair", []string{"!a:test", "!b:test", "!c:test"},
			map[string][]string{"!a:test": {bot, alice}, "!b:test": {bot, alice}, "!c:test": {bot}}, nil, "!b:test"},
		{"a third member", []string{"!old:test"},
			map[string][]string{"!old:test": {bot, alice, bob}}, nil, "!dm1:test"},
		// bob was in and left: the room is no DM for anyone (a public room
		// made with an is_direct invite, say), even if only a pair is left.
		{"a third member came and went", []string{"!old:test"},
			map[string][]string{"!old:test": {bot, alice}}, map[string][]string{"!old:test": {bob}}, "!dm1:test"},
		{"alice left", []string{"!old:test"},
			map[string][]string{"!old:test": {bot}}, nil, "!dm1:test"},
		{"the bot left", []string{"!old:test"},
			map[string][]string{}, nil, "!dm1:test"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			tr, f := loggedIn(t)
			ctx := context.Background()
			f.joined = tc.joined
			f.left = tc.left
			if len(tc.joined) == 0 {
				f.outside = map[string]bool{"!old:test": true}
				f.forbidden["!old:test"] = true
			}
			directFor(t, tr, f, tc.listed...)

			require.NoError(t, tr.Deliver(ctx, outbox.Row{ID: 1, Message: outbox.Message{DMUser: alice, Body: "Welcome back"}}))

			snap := f.snapshot()
			require.Len(t, snap.sends, 1)
			assert.Equal(t, string(tc.want), snap.sends[0].Room)
			if tc.want == "!dm1:test" {
				assert.Len(t, snap.creates, 1)
			} else {
				assert.Empty(t, snap.creates, "no room created")
			}
			room, ok, err := tr.state.Room.DM(ctx, alice)
			require.NoError(t, err)
			assert.True(t, ok)
			assert.Equal(t, tc.want, room, "remembered")
		})
	}
}

// A reused room that refuses the send is dropped from m.direct and a new
// room is opened, once. Failed before: the retry picked the same listed
// room again and the DM was never delivered.
func TestAReusedDMThatRefusesIsReplaced(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	f.joined = map[string][]string{"!old:test": {botID, "@alice:test"}}
	f.forbidden["!old:test"] = true
	directFor(t, tr, f, "!old:test")

	require.NoError(t, tr.Deliver(ctx, outbox.Row{ID: 1, Message: outbox.Message{DMUser: "@alice:test", Body: "hello"}}))

	snap := f.snapshot()
	require.Len(t, snap.sends, 1)
	assert.Equal(t, "!dm1:test", snap.sends[0].Room)
	assert.Len(t, snap.creates, 1)
	var direct map[string][]string
	require.NoError(t, json.Unmarshal(snap.accountData["m.direct"], &direct))
	assert.Equal(t, map[string][]string{"@alice:test": {"!dm1:test"}}, direct)
}

// When the homeserver cannot say who is in a listed room, the DM waits for
// the outbox's next try instead of opening a room it may not need; the try
// after reuses the room.
func TestAnUnreadableListedDMIsRetriedNotReplaced(t *testing.T) {
	tr, f := loggedIn(t)
	ctx := context.Background()
	f.joined = map[string][]string{"!old:test": {botID, "@alice:test"}}
	directFor(t, tr, f, "!old:test")
	row := outbox.Row{ID: 1, Message: outbox.Message{DMUser: "@alice:test", Body: "hello"}}

	f.mu.Lock()
	f.outage = 1
	f.mu.Unlock()
	err := tr.Deliver(ctx, row)
	require.Error(t, err)
	var perm outbox.PermanentError
	assert.False(t, errors.As(err, &perm), "retried, not given up: %v", err)
	assert.Empty(t, f.snapshot().creates)

	require.NoError(t, tr.Deliver(ctx, row))
	snap := f.snapshot()
	assert.Empty(t, snap.creates)
	require.Len(t, snap.sends, 1)
	assert.Equal(t, "!old:test", snap.sends[0].Room)
}
