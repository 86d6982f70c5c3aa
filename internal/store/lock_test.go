//go:build unix

package store

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOneDaemonPerDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bot.db")
	release, err := Lock(path)
	require.NoError(t, err)
	_, err = Lock(path)
	require.ErrorIs(t, err, ErrLocked, "a second daemon on the same file is refused")
	assert.Contains(t, err.Error(), "bot.db")

	other, err := Lock(filepath.Join(t.TempDir(), "other.db"))
	require.NoError(t, err, "another database is another lock")
	require.NoError(t, other())

	require.NoError(t, release())
	again, err := Lock(path)
	require.NoError(t, err, "released, the lock can be taken again")
	require.NoError(t, again())
}
