// Package migrations holds the numbered SQL migrations of the GogoBee
// database, embedded in the binary. Each file starts with a dbutil header
// such as "-- v1: Initial schema"; the store builds its upgrade table from
// them and adds the migrations that need Go after them
// (v7: store.legacyZoneRunsUpgrade; v12 and v13:
// store.characterNameKeysUpgrade; v16: store.characterXPUpgrade).
package migrations

import "embed"

// files holds every *.sql migration file of this folder.
//
//go:embed *.sql
var files embed.FS

// FS returns every *.sql migration file of this folder, read-only.
func FS() embed.FS { return files }
