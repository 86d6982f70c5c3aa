package store

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The same SQL run again while rows of it are still open on the
// connection (a query inside a loop over its own rows) gets a statement of
// its own, and both read what they should; the cached statement is reused
// afterwards.
func TestCachedStatementInUseIsNotShared(t *testing.T) {
	s, _ := openSQLiteFile(t)
	ctx := context.Background()
	const list = "SELECT key, value FROM kv WHERE key LIKE 'cache.%' ORDER BY key"
	err := s.Tx(ctx, func(ctx context.Context) error {
		for i := range 3 {
			if _, err := s.DB.Exec(ctx, "INSERT INTO kv (key, value) VALUES ($1, $2)", fmt.Sprintf("cache.%d", i), fmt.Sprint(i*10)); err != nil {
				return err
			}
		}
		rows, err := s.DB.Query(ctx, list)
		if err != nil {
			return err
		}
		defer rows.Close()
		var outer, inner []string
		for rows.Next() {
			var k, v string
			if err := rows.Scan(&k, &v); err != nil {
				return err
			}
			outer = append(outer, k+"="+v)
			n := 0
			in, err := s.DB.Query(ctx, list)
			if err != nil {
				return err
			}
			for in.Next() {
				n++
			}
			if err := in.Close(); err != nil {
				return err
			}
			inner = append(inner, fmt.Sprint(n))
		}
		assert.Equal(t, []string{"cache.0=0", "cache.1=10", "cache.2=20"}, outer)
		assert.Equal(t, []string{"3", "3", "3"}, inner)
		return rows.Err()
	})
	require.NoError(t, err)
	for range 3 { // the cached statement, given back, runs again
		var n int
		require.NoError(t, s.DB.QueryRow(ctx, "SELECT COUNT(*) FROM kv WHERE key LIKE 'cache.%'").Scan(&n))
		assert.Equal(t, 3, n)
	}
}

// A connection keeps at most maxCachedStatements statements: past that it
// drops its idle ones, and every statement still runs.
func TestStatementCacheStaysBounded(t *testing.T) {
	s, _ := openSQLiteFile(t)
	ctx := context.Background()
	conn, err := s.DB.RawDB.Conn(ctx)
	require.NoError(t, err)
	defer conn.Close()
	for i := range maxCachedStatements + 10 {
		var n int
		require.NoError(t, conn.QueryRowContext(ctx, fmt.Sprintf("SELECT %d", i)).Scan(&n))
		require.Equal(t, i, n)
	}
	require.NoError(t, conn.Raw(func(dc any) error {
		cc, ok := dc.(*cachingConn)
		require.True(t, ok, "the store's connections cache their statements")
		cc.mu.Lock()
		defer cc.mu.Unlock()
		assert.LessOrEqual(t, len(cc.stmts), maxCachedStatements)
		return nil
	}))
}
