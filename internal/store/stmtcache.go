package store

import (
	"context"
	"database/sql/driver"
	"errors"
	"fmt"
	"sync"
)

// maxCachedStatements bounds the prepared statements one connection keeps
// (the store's SQL is a few hundred fixed strings; a connection that meets
// more drops its idle ones and starts again).
const maxCachedStatements = 512

// cachingConnector opens connections that keep each statement they are
// given prepared, by its SQL text, for the connection's life. SQLite parses
// a statement on every prepare, and modernc's driver prepares anew for
// every Exec and Query: for the store's short statements the parse was
// most of their cost (a third of a rollover's). Postgres drivers cache
// their statements the same way by themselves. Nothing changes in what a
// statement does: the cache only skips the parse.
type cachingConnector struct{ driver.Connector }

// Connect implements driver.Connector.
func (c cachingConnector) Connect(ctx context.Context) (driver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	if err != nil {
		return nil, err
	}
	return newCachingConn(conn), nil
}

// sqliteConn is what modernc's connection implements and cachingConn
// forwards.
type sqliteConn interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

// cachingConn is one connection with its statement cache. database/sql
// uses a connection from one goroutine at a time, but rows may still be
// open on a statement when the same SQL runs again (a query inside a loop
// over rows): a statement in use is never shared, the second run gets a
// statement of its own.
type cachingConn struct {
	sqliteConn
	mu    sync.Mutex
	stmts map[string]*cachedStmt
}

// cachedStmt is a prepared statement and whether rows are open on it.
type cachedStmt struct {
	stmt  driver.Stmt
	inUse bool
}

// stmtRunner is what modernc's statements implement.
type stmtRunner interface {
	driver.StmtExecContext
	driver.StmtQueryContext
}

func newCachingConn(conn driver.Conn) driver.Conn {
	sc, ok := conn.(sqliteConn)
	if !ok {
		return conn // not the driver this was written for: no cache
	}
	return &cachingConn{sqliteConn: sc, stmts: map[string]*cachedStmt{}}
}

// take returns the cached statement of query, preparing it on first use,
// marked in use; own is false when it is a statement of its own (the
// cached one is in use) that the caller closes after use.
func (c *cachingConn) take(ctx context.Context, query string) (cs *cachedStmt, own bool, err error) {
	c.mu.Lock()
	cs, ok := c.stmts[query]
	if ok && !cs.inUse {
		cs.inUse = true
		c.mu.Unlock()
		return cs, false, nil
	}
	c.mu.Unlock()
	st, err := c.PrepareContext(ctx, query)
	if err != nil {
		return nil, false, err
	}
	if _, runs := st.(stmtRunner); !runs {
		return nil, false, errors.Join(fmt.Errorf("store: the driver's statement of %q cannot run with a context", query), st.Close())
	}
	cs = &cachedStmt{stmt: st, inUse: true}
	if ok {
		return cs, true, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.stmts) >= maxCachedStatements {
		c.dropIdleLocked()
	}
	c.stmts[query] = cs
	return cs, false, nil
}

// give marks cs free again; a statement of its own is closed.
func (c *cachingConn) give(cs *cachedStmt, own bool) error {
	if own {
		return cs.stmt.Close()
	}
	c.mu.Lock()
	cs.inUse = false
	c.mu.Unlock()
	return nil
}

// dropIdleLocked closes and forgets every statement no rows are open on.
// SQLite's finalize repeats the error of the statement's last run, which
// its caller had already, so it is not an error of the drop.
func (c *cachingConn) dropIdleLocked() {
	for q, cs := range c.stmts {
		if !cs.inUse {
			_ = cs.stmt.Close()
			delete(c.stmts, q)
		}
	}
}

// ExecContext implements driver.ExecerContext on the cached statement.
func (c *cachingConn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	cs, own, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	res, err := cs.stmt.(stmtRunner).ExecContext(ctx, args)
	if gerr := c.give(cs, own); err == nil && gerr != nil {
		return nil, gerr
	}
	return res, err
}

// QueryContext implements driver.QueryerContext on the cached statement,
// which stays in use until the rows are closed.
func (c *cachingConn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	cs, own, err := c.take(ctx, query)
	if err != nil {
		return nil, err
	}
	rows, err := cs.stmt.(stmtRunner).QueryContext(ctx, args)
	if err != nil {
		return nil, errors.Join(err, c.give(cs, own))
	}
	return &cachedRows{Rows: rows, release: func() error { return c.give(cs, own) }}, nil
}

// Close closes every cached statement (their finalize errors are those of
// their last runs, dropIdleLocked), then the connection (SQLite keeps a
// connection with statements left open alive).
func (c *cachingConn) Close() error {
	c.mu.Lock()
	for _, cs := range c.stmts {
		cs.inUse = false
	}
	c.dropIdleLocked()
	c.mu.Unlock()
	return c.sqliteConn.Close()
}

// cachedRows gives its statement back when closed.
type cachedRows struct {
	driver.Rows
	release func() error
}

// Close implements driver.Rows.
func (r *cachedRows) Close() error {
	err := r.Rows.Close()
	if rerr := r.release(); err == nil {
		err = rerr
	}
	return err
}
