package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMediaUploadsAreKeptPerContentAndKind keeps the plain and the
// encrypted upload of one picture apart, and a second upload replaces the
// first.
func TestMediaUploadsAreKeptPerContentAndKind(t *testing.T) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(t.TempDir(), "m.db"), OpenOptions{})
	require.NoError(t, err)
	defer s.Close()
	at := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	_, ok, err := s.Media.Get(ctx, "abc", false)
	require.NoError(t, err)
	assert.False(t, ok)
	require.NoError(t, s.Media.Set(ctx, "abc", false, MediaUpload{ContentURI: "mxc://hs/plain"}, at))
	require.NoError(t, s.Media.Set(ctx, "abc", true, MediaUpload{ContentURI: "mxc://hs/enc", File: `{"v":"v2"}`}, at))
	plain, ok, err := s.Media.Get(ctx, "abc", false)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, MediaUpload{ContentURI: "mxc://hs/plain"}, plain)
	enc, ok, err := s.Media.Get(ctx, "abc", true)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, MediaUpload{ContentURI: "mxc://hs/enc", File: `{"v":"v2"}`}, enc)
	require.NoError(t, s.Media.Set(ctx, "abc", false, MediaUpload{ContentURI: "mxc://hs/again"}, at))
	plain, _, err = s.Media.Get(ctx, "abc", false)
	require.NoError(t, err)
	assert.Equal(t, "mxc://hs/again", plain.ContentURI)
}
