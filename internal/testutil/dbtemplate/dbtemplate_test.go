package dbtemplate

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gogobee/gogobee/internal/store"
)

// Each Copy is a file of its own at the latest schema, opened without
// migrating, and a write to one copy is not in another.
func TestCopiesAreMigratedAndApart(t *testing.T) {
	ctx := context.Background()
	var stores []*store.Store
	for _, name := range []string{"a.db", "b.db"} {
		path := filepath.Join(t.TempDir(), name)
		Copy(t, path)
		st, err := store.Open(ctx, path, store.OpenOptions{NoMigrate: true})
		require.NoError(t, err)
		t.Cleanup(func() { st.Close() })
		v, _, err := st.SchemaVersion(ctx)
		require.NoError(t, err)
		assert.Equal(t, store.LatestVersion(), v, name)
		stores = append(stores, st)
	}
	require.NoError(t, stores[0].KV.Set(ctx, "k", "v"))
	_, ok, err := stores[1].KV.Get(ctx, "k")
	require.NoError(t, err)
	assert.False(t, ok, "the second copy does not hold the first's row")
}
