-- v4: Expeditions, TwinBee's line memory, Pete's highlights and the news opt-out

-- One row per expedition (issue 5): the expedition.Expedition JSON in data, with the columns the
-- bot looks things up by. A player has at most one open expedition (provisioning, active, or
-- extracted and still resumable): the partial unique index refuses a second.
CREATE TABLE expedition (
    -- only: sqlite
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    -- only: postgres
    id          BIGINT  PRIMARY KEY,  -- numbered by gogobee_next_id, as AUTOINCREMENT
    user_id     TEXT    NOT NULL,
    zone_id     TEXT    NOT NULL,
    status      TEXT    NOT NULL,                   -- provisioning|active|extracted|complete|abandoned|cancelled|expired
    run_id      BIGINT  NOT NULL DEFAULT 0,         -- the zone run it wraps (0 before departure)
    day         BIGINT  NOT NULL DEFAULT 0,
    data        TEXT    NOT NULL,                   -- expedition.Expedition JSON
    created_at  BIGINT  NOT NULL,                   -- unix milliseconds
    updated_at  BIGINT  NOT NULL
);
-- only: postgres
CREATE TRIGGER expedition_id BEFORE INSERT ON expedition FOR EACH ROW EXECUTE FUNCTION gogobee_next_id('id');
CREATE UNIQUE INDEX expedition_open ON expedition (user_id) WHERE status IN ('provisioning', 'active', 'extracted');
CREATE INDEX expedition_user_zone ON expedition (user_id, zone_id, id);
CREATE INDEX expedition_status ON expedition (status);

-- The last line index TwinBee used per player and situation (a JSON object situation -> index), so
-- nobody reads the same line twice in a row.
CREATE TABLE flavor_last (
    user_id TEXT PRIMARY KEY,
    data    TEXT NOT NULL DEFAULT '{}'
);

-- Community highlights for Pete's daily post: bosses felled, milestones, completions.
CREATE TABLE expedition_highlight (
    -- only: sqlite
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    -- only: postgres
    id      BIGINT  PRIMARY KEY,  -- numbered by gogobee_next_id, as AUTOINCREMENT
    at      BIGINT  NOT NULL,                       -- unix milliseconds
    user_id TEXT    NOT NULL,
    kind    TEXT    NOT NULL,                       -- boss|milestone|complete
    subject TEXT    NOT NULL DEFAULT '',            -- what: the boss, the milestone, the zone
    zone_id TEXT    NOT NULL DEFAULT '',
    day     BIGINT  NOT NULL DEFAULT 0
);
-- only: postgres
CREATE TRIGGER expedition_highlight_id BEFORE INSERT ON expedition_highlight FOR EACH ROW EXECUTE FUNCTION gogobee_next_id('id');
CREATE INDEX expedition_highlight_at ON expedition_highlight (at);

-- Players who asked Pete to leave them out of the daily highlights (!news optout).
CREATE TABLE news_optout (
    user_id TEXT    PRIMARY KEY,
    at      BIGINT  NOT NULL
);

-- The scheduler claims due work in (due_at, kind, key) order; with thousands of day-cycle jobs due
-- at the same 06:00 this index spares it a sort per claim.
CREATE INDEX scheduled_job_due_order ON scheduled_job (due_at, kind, key);
