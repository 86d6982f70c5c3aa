package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A mistyped --db is refused and creates nothing (a tryout's migrate made
// the folder and a fresh database at schema v0 -> v7).
func TestMigrateRefusesADatabaseThatIsNotThere(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nope")
	err := run(context.Background(), []string{"migrate", "--db", filepath.Join(dir, "x.db")})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no database at")
	_, statErr := os.Stat(dir)
	assert.True(t, os.IsNotExist(statErr), "no folder made")
}
