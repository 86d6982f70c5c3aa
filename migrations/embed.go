// Package migrations holds the numbered SQL migrations of the GogoBee
// database, embedded in the binary. Each file starts with a dbutil header
// such as "-- v1: Initial schema"; the store builds its upgrade table from
// them and adds the migrations that need Go after them
// (v7: store.legacyZoneRunsUpgrade; v12 and v13:
// store.characterNameKeysUpgrade; v16: store.characterXPUpgrade).
//
// Every migration runs on SQLite and on PostgreSQL. Integer columns are
// BIGINT (unix milliseconds do not fit Postgres's 32-bit INTEGER; SQLite
// stores both alike), and the few lines that differ come in pairs under
// dbutil's "-- only: sqlite" and "-- only: postgres" filters: an
// AUTOINCREMENT key is a Postgres identity column, a BLOB a BYTEA.
package migrations

import "embed"

// files holds every *.sql migration file of this folder.
//
//go:embed *.sql
var files embed.FS

// FS returns every *.sql migration file of this folder, read-only.
func FS() embed.FS { return files }
