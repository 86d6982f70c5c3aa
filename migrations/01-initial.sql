-- v1: Initial schema: players, handled events, outbox, key-value state, DM rooms, scheduled jobs

-- One row per Matrix user who has spoken to the bot (issue 2 item 9).
CREATE TABLE player (
    user_id    TEXT    PRIMARY KEY,
    tz         TEXT    NOT NULL DEFAULT '',          -- IANA zone; '' means the operator default
    created_at INTEGER NOT NULL                      -- unix milliseconds
);

-- Event IDs the router has already handled, so a redelivered event is never a command twice.
CREATE TABLE handled_event (
    event_id   TEXT    PRIMARY KEY,
    handled_at INTEGER NOT NULL
);

-- The durable outbox: every message the bot will send, written in the transaction that caused it.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    room_id         TEXT    NOT NULL DEFAULT '',     -- target room, or '' for a DM
    dm_user         TEXT    NOT NULL DEFAULT '',     -- target user of a DM, or ''
    thread_root     TEXT    NOT NULL DEFAULT '',     -- event ID of the thread root to answer in, or ''
    body            TEXT    NOT NULL,                -- Markdown
    created_at      INTEGER NOT NULL,
    sent_at         INTEGER,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT    NOT NULL DEFAULT '',
    CHECK ((room_id = '') <> (dm_user = ''))
);
CREATE INDEX outbox_pending ON outbox (sent_at, id);

-- Small named values: sync token, device ID, dev clock offset, world seed.
CREATE TABLE kv (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- The DM room the bot uses for each user, created on first need.
CREATE TABLE dm_room (
    user_id TEXT PRIMARY KEY,
    room_id TEXT NOT NULL
);

-- Rooms the bot has joined, with the time it joined (events before it are not commands).
CREATE TABLE joined_room (
    room_id   TEXT    PRIMARY KEY,
    joined_at INTEGER NOT NULL
);

-- Scheduled work: one row per (kind, key), due at due_at (unix milliseconds).
CREATE TABLE scheduled_job (
    kind    TEXT    NOT NULL,
    key     TEXT    NOT NULL,
    user_id TEXT    NOT NULL DEFAULT '',
    due_at  INTEGER NOT NULL,
    payload TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (kind, key)
);
CREATE INDEX scheduled_job_due ON scheduled_job (due_at);
