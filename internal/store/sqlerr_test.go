package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.mau.fi/util/dbutil"
	"go.mau.fi/util/exerrors"

	"github.com/gogobee/gogobee/internal/testutil/dblock"
)

func TestIsBusyKnowsALockedDatabaseByItsCode(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "bot.db")
	s, err := Open(ctx, path, OpenOptions{})
	require.NoError(t, err)
	defer s.Close()
	_, err = s.DB.Exec(ctx, "CREATE TABLE u (v TEXT UNIQUE)")
	require.NoError(t, err)
	_, unique := s.DB.Exec(ctx, "INSERT INTO u VALUES ('a'), ('a')")
	require.Error(t, unique)

	dblock.Hold(t, path)

	// A connection that does not wait sees the lock at once.
	other, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)&_txlock=immediate")
	require.NoError(t, err)
	defer other.Close()
	_, busy := other.BeginTx(ctx, nil)
	require.Error(t, busy)

	assert.True(t, IsBusy(busy), "the driver's SQLITE_BUSY")
	assert.True(t, IsBusy(fmt.Errorf("command: %w", busy)), "wrapped")
	assert.True(t, IsBusy(exerrors.NewDualError(dbutil.ErrTxnBegin, busy)), "as dbutil reports a failed BEGIN")
	assert.False(t, IsBusy(nil))
	assert.False(t, IsBusy(unique), "a constraint failure is not transient")
	assert.False(t, IsBusy(errors.New("database is locked (SQLITE_BUSY)")), "the code decides, not the text")
}
