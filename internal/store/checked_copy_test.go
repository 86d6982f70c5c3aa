package store

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A CheckedCopy open of a copy of a checked database skips the checks
// but not their result: the copy is at the latest schema, every pooled
// connection carries DSN's pragmas (SelfCheck, run here by hand, passes)
// and it reads the rows the original held.
func TestCheckedCopyOpensACopyAsTheOriginal(t *testing.T) {
	ctx := context.Background()
	orig, path := openSQLiteFile(t)
	require.NoError(t, orig.KV.Set(ctx, "k", "v"))
	require.NoError(t, orig.Close())
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	cp := filepath.Join(t.TempDir(), "copy.db")
	require.NoError(t, os.WriteFile(cp, data, 0o600))

	s, err := Open(ctx, cp, OpenOptions{CheckedCopy: true})
	require.NoError(t, err)
	defer s.Close()
	v, _, err := s.SchemaVersion(ctx)
	require.NoError(t, err)
	assert.Equal(t, LatestVersion(), v)
	require.NoError(t, s.SelfCheck(ctx))
	got, ok, err := s.KV.Get(ctx, "k")
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "v", got)
}
