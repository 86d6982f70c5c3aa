package store

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"go.mau.fi/util/dbutil"
	"maunium.net/go/mautrix/crypto/sql_store_upgrade"
	"maunium.net/go/mautrix/sqlstatestore"
)

// TableCopy is one table CopyDatabase copied: its name and its rows, the
// same number in the source and, counted again before the commit, in the
// target.
type TableCopy struct {
	Table string
	Rows  int64
}

// CopyReport says what CopyDatabase did: every table in the order copied,
// and the source's columns the target has no place for ("table.column":
// the legacy linear zone-run columns of a database that never purged them,
// whose values migration v7 already copied into dnd_zone_run_legacy).
type CopyReport struct {
	Tables []TableCopy
	Left   []string
}

// ErrTargetNotEmpty is returned by CopyDatabase when the target database
// already holds rows: a copy never merges two games.
var ErrTargetNotEmpty = errors.New("the target database is not empty")

// The statements of the copy: the source's tables (SQLite), the target's
// columns and foreign keys (Postgres), and AUTOINCREMENT's counters.
const (
	sqliteTablesQuery    = "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name"
	sqliteSequenceQuery  = "SELECT name, seq FROM sqlite_sequence"
	postgresTablesQuery  = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name"
	postgresColumnsQuery = `SELECT column_name, data_type FROM information_schema.columns
		WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`
	postgresForeignKeysQuery = `SELECT c.conrelid::regclass::text, c.confrelid::regclass::text FROM pg_constraint c
		JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = current_schema()`
	copySequenceQuery = `INSERT INTO gogobee_sequence (name, seq) VALUES ($1, $2)
		ON CONFLICT (name) DO UPDATE SET seq = GREATEST(gogobee_sequence.seq, excluded.seq)`
	postgresSerialQuery = "SELECT pg_get_serial_sequence($1, $2)"
)

// versionTables are the tables that hold a schema's version, the game's
// (dbutil's) and the mautrix crypto and state stores': made by the
// target's own migrations, compared, never copied.
var versionTables = []string{"version", sql_store_upgrade.VersionTableName, sqlstatestore.VersionTableName}

// copyBatch is how many rows one INSERT of the copy carries.
const copyBatch = 200

// CopyDatabase copies every table of src, a SQLite database, into dst, a
// Postgres database, and returns what it copied. The tables are the
// source's own, found in its schema (the game's, the mautrix crypto
// store's and its state cache's), not a list kept here. dst must be
// migrated to src's schema version and be empty: its schema is migrated
// here to the binary's version (Open did) and the crypto and state
// tables are made at the library's version when src has them; every
// version table must then agree, or nothing is copied. All rows are
// written in one transaction of dst, parents before the rows that refer
// to them; the number of rows of each table is counted again in dst before
// the commit and must equal src's, or the copy is rolled back.
// AUTOINCREMENT's counters come along (sqlite_sequence into
// gogobee_sequence), so new rows are numbered on as they would have been.
// src is only read, in one read transaction. Neither may be used by a bot
// meanwhile: the caller holds both locks (Lock).
func CopyDatabase(ctx context.Context, src, dst *Store) (CopyReport, error) {
	if src.Postgres() || !dst.Postgres() {
		return CopyReport{}, errors.New("copy-db copies a SQLite database into a Postgres one")
	}
	tables, err := values[string](ctx, src.DB, sqliteTablesQuery)
	if err != nil {
		return CopyReport{}, fmt.Errorf("read the source's tables: %w", err)
	}
	if err := prepareTarget(ctx, dst, tables); err != nil {
		return CopyReport{}, err
	}
	if err := sameVersions(ctx, src, dst, tables); err != nil {
		return CopyReport{}, err
	}
	order, err := copyOrder(ctx, dst, tables)
	if err != nil {
		return CopyReport{}, err
	}
	var rep CopyReport
	err = src.DB.DoTxn(ctx, &dbutil.TxnOptions{ReadOnly: true}, func(srcCtx context.Context) error {
		return runTx(ctx, dst.DB, func(dstCtx context.Context) error {
			for _, table := range order {
				n, left, err := copyTable(srcCtx, dstCtx, src.DB, dst.DB, table)
				if err != nil {
					return fmt.Errorf("copy %s: %w", table, err)
				}
				rep.Tables = append(rep.Tables, TableCopy{Table: table, Rows: n})
				rep.Left = append(rep.Left, left...)
			}
			if err := copySequences(srcCtx, dstCtx, src.DB, dst.DB); err != nil {
				return err
			}
			return checkCounts(dstCtx, dst.DB, rep.Tables)
		})
	})
	if err != nil {
		return CopyReport{}, err
	}
	return rep, nil
}

// prepareTarget makes the mautrix crypto store's and state cache's tables
// in dst when the source has them (their version tables), and refuses a
// target whose tables hold any row but a version's.
func prepareTarget(ctx context.Context, dst *Store, srcTables []string) error {
	if slices.Contains(srcTables, sql_store_upgrade.VersionTableName) {
		if err := dst.DB.Child(sql_store_upgrade.VersionTableName, sql_store_upgrade.Table, nil).Upgrade(ctx); err != nil {
			return fmt.Errorf("make the crypto store's tables in the target: %w", err)
		}
	}
	if slices.Contains(srcTables, sqlstatestore.VersionTableName) {
		if err := dst.DB.Child(sqlstatestore.VersionTableName, sqlstatestore.UpgradeTable, nil).Upgrade(ctx); err != nil {
			return fmt.Errorf("make the state cache's tables in the target: %w", err)
		}
	}
	tables, err := values[string](ctx, dst.DB, postgresTablesQuery)
	if err != nil {
		return err
	}
	for _, t := range tables {
		if slices.Contains(versionTables, t) || t == "gogobee_sequence" {
			continue
		}
		n, _, err := value[int64](ctx, dst.DB, "SELECT COUNT(*) FROM "+quoteIdent(t))
		if err != nil {
			return err
		}
		if n > 0 {
			return fmt.Errorf("%w: %s has %d rows; copy into a new, empty database", ErrTargetNotEmpty, t, n)
		}
	}
	return nil
}

// sameVersions refuses a copy between two databases whose schemas differ:
// each version table of the source must be in the target with the same
// version.
func sameVersions(ctx context.Context, src, dst *Store, srcTables []string) error {
	for _, t := range versionTables {
		if !slices.Contains(srcTables, t) {
			continue
		}
		q := "SELECT version FROM " + quoteIdent(t) + " LIMIT 1"
		from, _, err := value[int](ctx, src.DB, q)
		if err != nil {
			return fmt.Errorf("read the source's %s: %w", t, err)
		}
		to, _, err := value[int](ctx, dst.DB, q)
		if err != nil {
			return fmt.Errorf("read the target's %s: %w", t, err)
		}
		if from != to {
			hint := "start the bot on the source once with this binary (it migrates), then copy again"
			if from > to {
				hint = "the source was written by a newer GogoBee; copy with that one"
			}
			return fmt.Errorf("the source's %s is v%d and the target's v%d: %s", t, from, to, hint)
		}
	}
	return nil
}

// copyOrder is the source's tables to copy, version tables left out, each
// after the tables its foreign keys refer to (in the target's schema);
// otherwise by name.
func copyOrder(ctx context.Context, dst *Store, srcTables []string) ([]string, error) {
	var todo []string
	for _, t := range srcTables {
		if t != "sqlite_sequence" && !slices.Contains(versionTables, t) {
			todo = append(todo, t)
		}
	}
	rows, err := dst.DB.Query(ctx, postgresForeignKeysQuery)
	if err != nil {
		return nil, err
	}
	deps := map[string][]string{}
	for rows.Next() {
		var child, parent string
		if err := rows.Scan(&child, &parent); err != nil {
			_ = rows.Close()
			return nil, err
		}
		deps[strings.Trim(child, `"`)] = append(deps[strings.Trim(child, `"`)], strings.Trim(parent, `"`))
	}
	if err := rows.Close(); err != nil {
		return nil, err
	}
	var order []string
	done := map[string]bool{}
	for len(order) < len(todo) {
		progressed := false
		for _, t := range todo {
			if done[t] {
				continue
			}
			ready := true
			for _, p := range deps[t] {
				if p != t && slices.Contains(todo, p) && !done[p] {
					ready = false
				}
			}
			if ready {
				order, done[t], progressed = append(order, t), true, true
			}
		}
		if !progressed {
			return nil, errors.New("the target's foreign keys form a cycle; cannot order the copy")
		}
	}
	return order, nil
}

// column is a target column: its name and Postgres data type.
type column struct{ name, typ string }

// copyTable copies every row of table from src (srcCtx's transaction) into
// dst (dstCtx's), the columns both have, and returns how many rows it
// copied and the source columns the target lacks.
func copyTable(srcCtx, dstCtx context.Context, src, dst *dbutil.Database, table string) (int64, []string, error) {
	srcCols, err := tableColumns(srcCtx, src, table)
	if err != nil {
		return 0, nil, err
	}
	var dstCols []column
	rows, err := dst.Query(dstCtx, postgresColumnsQuery, table)
	if err != nil {
		return 0, nil, err
	}
	for rows.Next() {
		var c column
		if err := rows.Scan(&c.name, &c.typ); err != nil {
			_ = rows.Close()
			return 0, nil, err
		}
		dstCols = append(dstCols, c)
	}
	if err := rows.Close(); err != nil {
		return 0, nil, err
	}
	if len(dstCols) == 0 {
		return 0, nil, fmt.Errorf("the target has no table %s", table)
	}
	var cols []column
	var left []string
	for _, name := range srcCols {
		i := slices.IndexFunc(dstCols, func(c column) bool { return c.name == name })
		if i < 0 {
			left = append(left, table+"."+name)
			continue
		}
		cols = append(cols, dstCols[i])
	}
	names := make([]string, len(cols))
	for i, c := range cols {
		names[i] = quoteIdent(c.name)
	}
	read, err := src.Query(srcCtx, "SELECT "+strings.Join(names, ", ")+" FROM "+quoteIdent(table))
	if err != nil {
		return 0, nil, err
	}
	var n int64
	var batch []any
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		if _, err := dst.Exec(dstCtx, insertRows(table, names, len(batch)/len(cols)), batch...); err != nil {
			return err
		}
		batch = batch[:0]
		return nil
	}
	for read.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := read.Scan(ptrs...); err != nil {
			_ = read.Close()
			return 0, nil, err
		}
		for i, c := range cols {
			v, err := forPostgres(vals[i], c.typ)
			if err != nil {
				_ = read.Close()
				return 0, nil, fmt.Errorf("row %d, column %s: %w", n+1, c.name, err)
			}
			batch = append(batch, v)
		}
		n++
		if len(batch) >= copyBatch*len(cols) {
			if err := flush(); err != nil {
				_ = read.Close()
				return 0, nil, err
			}
		}
	}
	if err := read.Close(); err != nil {
		return 0, nil, err
	}
	if err := flush(); err != nil {
		return 0, nil, err
	}
	return n, left, syncSerials(dstCtx, dst, table, cols)
}

// insertRows is an INSERT of rows rows of cols into table, numbered
// placeholders in row order.
func insertRows(table string, cols []string, rows int) string {
	var b strings.Builder
	b.WriteString("INSERT INTO " + quoteIdent(table) + " (" + strings.Join(cols, ", ") + ") VALUES ")
	for r := range rows {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteByte('(')
		for c := range cols {
			if c > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "$%d", r*len(cols)+c+1)
		}
		b.WriteByte(')')
	}
	return b.String()
}

// forPostgres is v, a value read from SQLite, as the Postgres column type
// typ takes it: SQLite's 0 and 1 for a boolean, text for bytea and the
// other way round. A NUL character, which Postgres's text cannot hold, is
// an error.
func forPostgres(v any, typ string) (any, error) {
	switch typ {
	case "boolean":
		switch x := v.(type) {
		case int64:
			return x != 0, nil
		case string:
			return x == "1" || strings.EqualFold(x, "true"), nil
		}
	case "bytea":
		if s, ok := v.(string); ok {
			return []byte(s), nil
		}
	case "text", "character varying", "json", "jsonb":
		var s string
		switch x := v.(type) {
		case []byte:
			s = string(x)
		case string:
			s = x
		default:
			return v, nil
		}
		if strings.ContainsRune(s, 0) {
			return nil, errors.New("the text holds a NUL character, which Postgres cannot store")
		}
		return s, nil
	}
	return v, nil
}

// syncSerials moves the sequence of each of table's columns that has one
// (a serial or identity column of the mautrix tables) past the largest
// value copied into it.
func syncSerials(ctx context.Context, db *dbutil.Database, table string, cols []column) error {
	for _, c := range cols {
		var seq *string
		if err := db.QueryRow(ctx, postgresSerialQuery, quoteIdent(table), c.name).Scan(&seq); err != nil {
			return err
		}
		if seq == nil {
			continue
		}
		q := fmt.Sprintf("SELECT setval($1, COALESCE((SELECT MAX(%s) FROM %s), 0) + 1, false)", quoteIdent(c.name), quoteIdent(table))
		if _, err := db.Exec(ctx, q, *seq); err != nil {
			return fmt.Errorf("move the sequence of %s.%s: %w", table, c.name, err)
		}
	}
	return nil
}

// copySequences carries SQLite's AUTOINCREMENT counters (sqlite_sequence)
// into gogobee_sequence: a counter past the largest row left (the last rows
// were deleted) numbers the next row as SQLite would have.
func copySequences(srcCtx, dstCtx context.Context, src, dst *dbutil.Database) error {
	exists, err := src.TableExists(srcCtx, "sqlite_sequence")
	if err != nil || !exists {
		return err
	}
	rows, err := src.Query(srcCtx, sqliteSequenceQuery)
	if err != nil {
		return err
	}
	type counter struct {
		name string
		seq  int64
	}
	var all []counter
	for rows.Next() {
		var c counter
		if err := rows.Scan(&c.name, &c.seq); err != nil {
			_ = rows.Close()
			return err
		}
		all = append(all, c)
	}
	if err := rows.Close(); err != nil {
		return err
	}
	for _, c := range all {
		if _, err := dst.Exec(dstCtx, copySequenceQuery, c.name, c.seq); err != nil {
			return fmt.Errorf("copy the counter of %s: %w", c.name, err)
		}
	}
	return nil
}

// checkCounts counts the rows of each copied table in db (the copy's
// transaction) and refuses the copy when a count differs from the
// source's.
func checkCounts(ctx context.Context, db *dbutil.Database, copied []TableCopy) error {
	for _, c := range copied {
		n, _, err := value[int64](ctx, db, "SELECT COUNT(*) FROM "+quoteIdent(c.Table))
		if err != nil {
			return err
		}
		if n != c.Rows {
			return fmt.Errorf("%s: %d rows in the source, %d in the target; nothing was copied", c.Table, c.Rows, n)
		}
	}
	return nil
}

// quoteIdent is name as a quoted SQL identifier: table and column names
// come from the databases' own schemas, never from input, and a name such
// as "character" or "key" is a word of the language.
func quoteIdent(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }
