package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
)

// DMRoomUsers finds whose remembered DM room a room is, and nobody once it
// is forgotten.
func TestDMRoomUsers(t *testing.T) {
	st, _ := openTemp(t)
	ctx := context.Background()
	require.NoError(t, st.Room.SetDM(ctx, "@alice:test", "!a:test"))
	require.NoError(t, st.Room.SetDM(ctx, "@bob:test", "!b:test"))
	users, err := st.Room.DMUsers(ctx, "!a:test")
	require.NoError(t, err)
	assert.Equal(t, []id.UserID{"@alice:test"}, users)
	require.NoError(t, st.Room.ForgetDM(ctx, "@alice:test"))
	users, err = st.Room.DMUsers(ctx, "!a:test")
	require.NoError(t, err)
	assert.Empty(t, users)
}

// TestARoomsTimeStartsAtTheInviteItWasJoinedOn: the invite's time is the
// room's, the join that follows keeps it, and an invite after the bot left
// moves it forward, while an older invite seen again does not move it back.
func TestARoomsTimeStartsAtTheInviteItWasJoinedOn(t *testing.T) {
	ctx := context.Background()
	s, _ := openTemp(t)
	invited := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	at := func() time.Time {
		t.Helper()
		got, ok, err := s.Room.JoinedAt(ctx, "!r:test")
		require.NoError(t, err)
		require.True(t, ok)
		return got.UTC()
	}
	require.NoError(t, s.Room.RecordInvite(ctx, "!r:test", invited))
	require.NoError(t, s.Room.RecordJoin(ctx, "!r:test", invited.Add(time.Second)))
	assert.Equal(t, invited, at(), "the join keeps the invite's time")

	reinvited := invited.Add(time.Hour)
	require.NoError(t, s.Room.RecordInvite(ctx, "!r:test", reinvited))
	assert.Equal(t, reinvited, at(), "an invite after a leave starts the room again")
	require.NoError(t, s.Room.RecordInvite(ctx, "!r:test", invited))
	assert.Equal(t, reinvited, at(), "the old invite seen again changes nothing")

	require.NoError(t, s.Room.RecordJoin(ctx, "!other:test", invited))
	require.NoError(t, s.Room.RecordJoin(ctx, "!other:test", reinvited))
	got, _, err := s.Room.JoinedAt(ctx, "!other:test")
	require.NoError(t, err)
	assert.Equal(t, invited, got.UTC(), "a join without an invite keeps the first join's time")
}
