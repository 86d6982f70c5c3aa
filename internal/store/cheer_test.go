package store

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"maunium.net/go/mautrix/id"
)

func TestOneCheerPerMemberAndPrompt(t *testing.T) {
	s, _ := openTemp(t)
	ctx := context.Background()
	now := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	for _, tt := range []struct {
		ref   string
		user  id.UserID
		first bool
	}{
		{"fork:1:a@1", "@bob:x", true},
		{"fork:1:a@1", "@bob:x", false},
		{"fork:1:a@1", "@carol:x", true},
		{"fork:1:a@2", "@bob:x", true}, // the next prompt of the run
	} {
		first, err := s.Cheer.First(ctx, tt.ref, tt.user, now)
		require.NoError(t, err)
		assert.Equal(t, tt.first, first, "%s %s", tt.ref, tt.user)
	}
	_, err := s.Cheer.First(ctx, "fork:2:b@1", "@bob:x", now.Add(48*time.Hour))
	require.NoError(t, err)
	n, err := s.Cheer.Prune(ctx, now.Add(time.Hour))
	require.NoError(t, err)
	assert.Equal(t, int64(3), n, "the old ones go, the new one stays")
	first, err := s.Cheer.First(ctx, "fork:2:b@1", "@bob:x", now)
	require.NoError(t, err)
	assert.False(t, first)
}
