-- v3: Zone graphs and zone runs

-- The authored zone graphs, rewritten from the code at every start so operators can query them
-- (branching zones plan §2; issue 4 item 3). Nothing reads them back: the code is the source.
CREATE TABLE zone_node (
    node_id      TEXT    PRIMARY KEY,            -- "crypt_valdris.entry"
    zone_id      TEXT    NOT NULL,
    region_id    TEXT    NOT NULL DEFAULT '',
    kind         TEXT    NOT NULL,               -- entry|exploration|trap|elite|boss|harvest|rest_camp|secret|fork|merge
    label        TEXT    NOT NULL DEFAULT '',
    is_entry     BIGINT  NOT NULL DEFAULT 0,
    is_boss      BIGINT  NOT NULL DEFAULT 0,
    pos_x        BIGINT  NOT NULL DEFAULT 0,
    pos_y        BIGINT  NOT NULL DEFAULT 0,
    content_json TEXT    NOT NULL DEFAULT '{}'
);
CREATE INDEX zone_node_zone ON zone_node (zone_id);

CREATE TABLE zone_edge (
    -- only: sqlite
    edge_id        INTEGER PRIMARY KEY AUTOINCREMENT,
    -- only: postgres
    edge_id        BIGINT  PRIMARY KEY,  -- numbered by gogobee_next_id, as AUTOINCREMENT
    zone_id        TEXT    NOT NULL,
    from_node      TEXT    NOT NULL REFERENCES zone_node (node_id) ON DELETE CASCADE,
    to_node        TEXT    NOT NULL REFERENCES zone_node (node_id) ON DELETE CASCADE,
    lock_kind      TEXT    NOT NULL DEFAULT 'none',
    lock_data_json TEXT    NOT NULL DEFAULT '{}',
    hint           TEXT    NOT NULL DEFAULT '',
    weight         BIGINT  NOT NULL DEFAULT 1
);
-- only: postgres
CREATE TRIGGER zone_edge_edge_id BEFORE INSERT ON zone_edge FOR EACH ROW EXECUTE FUNCTION gogobee_next_id('edge_id');
CREATE INDEX zone_edge_from ON zone_edge (zone_id, from_node);

-- One row per zone run (standalone or inside an expedition). At most one active run per player
-- (the store refuses a second). "IF NOT EXISTS": a database that already holds a legacy
-- linear-model dnd_zone_run (with current_room and room_seq_json) keeps it; migration v7 adds
-- the columns below that it lacks and moves the legacy ones to dnd_zone_run_legacy.
CREATE TABLE IF NOT EXISTS dnd_zone_run (
    -- only: sqlite
    run_id          INTEGER PRIMARY KEY AUTOINCREMENT,
    -- only: postgres
    run_id          BIGINT  PRIMARY KEY,  -- numbered by gogobee_next_id, as AUTOINCREMENT
    user_id         TEXT    NOT NULL,
    zone_id         TEXT    NOT NULL,
    status          TEXT    NOT NULL DEFAULT 'active',  -- active|cleared|abandoned|lost|fled
    region_id       TEXT    NOT NULL DEFAULT '',
    current_node    TEXT    NOT NULL DEFAULT '',
    visited_nodes   TEXT    NOT NULL DEFAULT '[]',      -- JSON ordered set, first-entry order
    node_choices    TEXT    NOT NULL DEFAULT '{}',      -- JSON pending fork prompt ({} when none)
    rooms_traversed BIGINT  NOT NULL DEFAULT 0,
    rooms_cleared   BIGINT  NOT NULL DEFAULT 0,
    cleared_nodes   TEXT    NOT NULL DEFAULT '[]',      -- JSON set of cleared node IDs
    state_json      TEXT    NOT NULL DEFAULT '{}',      -- seed, discovered secrets, fork history, room contents, regions cleared
    started_at      BIGINT  NOT NULL DEFAULT 0,         -- unix milliseconds
    updated_at      BIGINT  NOT NULL DEFAULT 0,
    ended_at        BIGINT
);
-- only: postgres
CREATE TRIGGER dnd_zone_run_run_id BEFORE INSERT ON dnd_zone_run FOR EACH ROW EXECUTE FUNCTION gogobee_next_id('run_id');
CREATE INDEX IF NOT EXISTS dnd_zone_run_user ON dnd_zone_run (user_id, status);
