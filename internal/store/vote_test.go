package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"

	"github.com/gogobee/gogobee/internal/expedition"
)

func TestAVoteChangesToTheNewestWayAndTakesTheNextPlace(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	const ref = "fork:1:a@1"
	for _, tt := range []struct {
		user    id.UserID
		way     int
		changed bool
	}{
		{"@bob:x", 1, true},
		{"@cy:x", 2, true},
		{"@bob:x", 1, false}, // the same way again: no change
		{"@bob:x", 2, true},  // changed: it takes the next place
	} {
		changed, err := s.Vote.Cast(ctx, ref, tt.user, tt.way, now)
		require.NoError(t, err)
		assert.Equal(t, tt.changed, changed, "%s way %d", tt.user, tt.way)
	}
	got, err := s.Vote.List(ctx, ref)
	require.NoError(t, err)
	assert.Equal(t, []expedition.ForkVote{{User: "@cy:x", Way: 2, Seq: 2}, {User: "@bob:x", Way: 2, Seq: 3}}, got)

	other, err := s.Vote.List(ctx, "fork:1:a@2")
	require.NoError(t, err)
	assert.Empty(t, other, "the next prompt of the run has its own votes")

	_, err = s.Vote.Cast(ctx, "fork:2:b@1", "@bob:x", 1, now.Add(48*time.Hour))
	require.NoError(t, err)
	n, err := s.Vote.Prune(ctx, now.Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, int64(2), n, "the old ones go, the new one stays")
	kept, err := s.Vote.List(ctx, "fork:2:b@1")
	require.NoError(t, err)
	assert.Len(t, kept, 1)
}
