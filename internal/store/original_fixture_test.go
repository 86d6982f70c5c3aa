package store

import (
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// originalSchema is the original GogoBee's tables the import reads, with
// their columns as its internal/db/db.go creates and alters them (the
// dnd_zone_run of the linear model before its G9 purge, so current_room
// and room_seq_json are still there), and a few columns it does not read.
const originalSchema = `
	CREATE TABLE dnd_character (
		user_id TEXT PRIMARY KEY, race TEXT NOT NULL DEFAULT '', class TEXT NOT NULL DEFAULT '',
		dnd_level INTEGER NOT NULL DEFAULT 1, dnd_xp INTEGER NOT NULL DEFAULT 0,
		str_score INTEGER NOT NULL DEFAULT 8, dex_score INTEGER NOT NULL DEFAULT 8, con_score INTEGER NOT NULL DEFAULT 8,
		int_score INTEGER NOT NULL DEFAULT 8, wis_score INTEGER NOT NULL DEFAULT 8, cha_score INTEGER NOT NULL DEFAULT 8,
		hp_current INTEGER NOT NULL DEFAULT 0, hp_max INTEGER NOT NULL DEFAULT 0, temp_hp INTEGER NOT NULL DEFAULT 0,
		armor_class INTEGER NOT NULL DEFAULT 10, pending_setup INTEGER NOT NULL DEFAULT 1, last_respec_at DATETIME,
		created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, updated_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
		auto_migrated INTEGER NOT NULL DEFAULT 0, subclass TEXT NOT NULL DEFAULT '', exhaustion INTEGER NOT NULL DEFAULT 0,
		short_rest_charges INTEGER NOT NULL DEFAULT 0, resting_until DATETIME);
	CREATE TABLE player_meta (user_id TEXT PRIMARY KEY, arena_wins INTEGER NOT NULL DEFAULT 0,
		display_name TEXT NOT NULL DEFAULT '', hospital_visits INTEGER NOT NULL DEFAULT 0);
	CREATE TABLE euro_balances (user_id TEXT PRIMARY KEY, balance REAL NOT NULL DEFAULT 0,
		updated_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP);
	CREATE TABLE adventure_equipment (user_id TEXT NOT NULL, slot TEXT NOT NULL, tier INTEGER NOT NULL DEFAULT 0,
		condition INTEGER NOT NULL DEFAULT 100, name TEXT NOT NULL, actions_used INTEGER NOT NULL DEFAULT 0,
		dnd_rarity TEXT NOT NULL DEFAULT '', PRIMARY KEY (user_id, slot));
	CREATE TABLE adventure_inventory (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, name TEXT NOT NULL,
		item_type TEXT NOT NULL, tier INTEGER NOT NULL, value INTEGER NOT NULL, slot TEXT NOT NULL DEFAULT '');
	CREATE TABLE dnd_zone_run (
		run_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, zone_id TEXT NOT NULL, current_room INTEGER NOT NULL DEFAULT 0,
		total_rooms INTEGER NOT NULL, room_seq_json TEXT NOT NULL DEFAULT '[]', rooms_cleared TEXT NOT NULL DEFAULT '[]',
		boss_defeated INTEGER NOT NULL DEFAULT 0, abandoned INTEGER NOT NULL DEFAULT 0, loot_collected TEXT NOT NULL DEFAULT '[]',
		gm_mood INTEGER NOT NULL DEFAULT 50, started_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
		last_action_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP, completed_at DATETIME,
		harvest_nodes_json TEXT NOT NULL DEFAULT '{}', current_node TEXT NOT NULL DEFAULT '',
		visited_nodes TEXT NOT NULL DEFAULT '[]', node_choices TEXT NOT NULL DEFAULT '{}');
	CREATE INDEX idx_zone_run_active ON dnd_zone_run(user_id, completed_at, abandoned);
	CREATE TABLE dnd_expedition (
		expedition_id TEXT PRIMARY KEY, user_id TEXT NOT NULL, zone_id TEXT NOT NULL, run_id TEXT,
		status TEXT NOT NULL DEFAULT 'active', start_date DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
		current_day INTEGER NOT NULL DEFAULT 1, current_region TEXT NOT NULL DEFAULT '', boss_defeated INTEGER NOT NULL DEFAULT 0,
		supplies_json TEXT NOT NULL DEFAULT '{}', camp_json TEXT, threat_level INTEGER NOT NULL DEFAULT 0,
		region_state TEXT NOT NULL DEFAULT '{}', xp_earned INTEGER NOT NULL DEFAULT 0, coins_earned INTEGER NOT NULL DEFAULT 0,
		completed_at DATETIME);
	CREATE TABLE zone_node (node_id TEXT PRIMARY KEY, zone_id TEXT NOT NULL, region_id TEXT NOT NULL DEFAULT '',
		kind TEXT NOT NULL, label TEXT NOT NULL DEFAULT '', is_entry INTEGER NOT NULL DEFAULT 0, is_boss INTEGER NOT NULL DEFAULT 0,
		pos_x INTEGER NOT NULL DEFAULT 0, pos_y INTEGER NOT NULL DEFAULT 0, content_json TEXT NOT NULL DEFAULT '{}');`

// originalRows are the fixture's players: Mira, a rogue in the Crypt with
// harvest nodes on her standalone run; Bram, a paladin whose display name
// is the name of Dora's character here and whose expedition stands in the
// Underdark's third region;
// Cato's unconfirmed draft with a run; Dora, who has a character in the
// new game already; and a finished run of Mira's.
const originalRows = `
	INSERT INTO dnd_character (user_id, race, class, dnd_level, dnd_xp, str_score, dex_score, con_score, int_score, wis_score,
		cha_score, hp_current, hp_max, pending_setup, subclass, exhaustion) VALUES
		('@mira:example.org', 'half_elf', 'rogue', 5, 3000, 8, 17, 13, 15, 11, 14, 60, 60, 0, '', 0),
		('@bram:example.org', 'dwarf', 'paladin', 3, 900, 16, 9, 16, 9, 11, 12, 10, 30, 0, 'devotion', 1),
		('@cato:example.org', 'elf', '', 1, 0, 8, 8, 8, 8, 8, 8, 0, 0, 1, '', 0),
		('@dora:example.org', 'human', 'cleric', 2, 400, 10, 12, 14, 10, 16, 12, 20, 20, 0, '', 0);
	INSERT INTO player_meta (user_id, display_name) VALUES ('@mira:example.org', 'Mira'), ('@bram:example.org', 'dora');
	INSERT INTO euro_balances (user_id, balance) VALUES ('@mira:example.org', 1234.75), ('@bram:example.org', 80);
	INSERT INTO adventure_equipment (user_id, slot, name) VALUES ('@mira:example.org', 'weapon', 'Handaxe');
	INSERT INTO adventure_inventory (user_id, name, item_type, tier, value) VALUES
		('@mira:example.org', 'Dagger', 'weapon', 1, 2), ('@mira:example.org', 'Rusty Spoon', 'junk', 1, 7);
	INSERT INTO dnd_zone_run (run_id, user_id, zone_id, current_room, total_rooms, harvest_nodes_json, completed_at) VALUES
		('a1f0', '@mira:example.org', 'crypt_valdris', 2, 9,
			'{"2":[{"resource_id":"grave_soil","current_charges":1,"max_charges":3}],"crypt_valdris.r9":[{"resource_id":"ancient_coin","current_charges":0,"max_charges":2}]}', NULL),
		('0ld0', '@mira:example.org', 'crypt_valdris', 8, 9, '{}', '2026-04-01 10:00:00'),
		('b2e1', '@bram:example.org', 'underdark', 6, 8, '{}', NULL),
		('c3d2', '@cato:example.org', 'goblin_warrens', 1, 7, '{}', NULL);
	INSERT INTO dnd_expedition (expedition_id, user_id, zone_id, run_id, current_day, current_region, region_state) VALUES
		('e9', '@bram:example.org', 'underdark', 'b2e1', 4, 'illithid_warren',
			'{"harvest_nodes":{"illithid_warren":{"6":[{"resource_id":"drow_adamantine","current_charges":0,"max_charges":1}]}}}');`

// originalFile writes a database file shaped like the original's, with
// originalRows and then stmts, and returns its path.
func originalFile(t *testing.T, stmts ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "gogobee.db")
	raw, err := sql.Open("sqlite", DSN(path))
	require.NoError(t, err)
	for _, q := range append([]string{originalSchema, originalRows}, stmts...) {
		_, err = raw.Exec(q)
		require.NoError(t, err)
	}
	require.NoError(t, raw.Close())
	return path
}
