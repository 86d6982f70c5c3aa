-- v1: Initial schema: players, handled events, outbox, key-value state, DM rooms, scheduled jobs

-- Postgres numbers the rows of the tables SQLite numbers with AUTOINCREMENT the way SQLite does:
-- one more than the largest number the table ever had, kept per table in gogobee_sequence (SQLite's
-- sqlite_sequence) and written in the inserting transaction, so a rolled-back insert leaves no gap
-- and both databases give the same IDs to the same commands. A row inserted with its number (a
-- copy) moves the table's sequence past it.
-- only: postgres until "end only"
CREATE TABLE gogobee_sequence (
    name TEXT   PRIMARY KEY,
    seq  BIGINT NOT NULL
);
CREATE FUNCTION gogobee_next_id() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    col  TEXT := TG_ARGV[0];
    id   BIGINT := (to_jsonb(NEW) ->> col)::BIGINT;
    next BIGINT;
BEGIN
    IF id IS NULL THEN
        INSERT INTO gogobee_sequence (name, seq) VALUES (TG_TABLE_NAME, 1)
            ON CONFLICT (name) DO UPDATE SET seq = gogobee_sequence.seq + 1
            RETURNING seq INTO next;
        NEW := jsonb_populate_record(NEW, jsonb_build_object(col, next));
    ELSE
        INSERT INTO gogobee_sequence (name, seq) VALUES (TG_TABLE_NAME, id)
            ON CONFLICT (name) DO UPDATE SET seq = GREATEST(gogobee_sequence.seq, excluded.seq);
    END IF;
    RETURN NEW;
END
$$;
-- end only postgres

-- One row per Matrix user who has spoken to the bot (issue 2 item 9).
CREATE TABLE player (
    user_id    TEXT    PRIMARY KEY,
    tz         TEXT    NOT NULL DEFAULT '',          -- IANA zone; '' means the operator default
    created_at BIGINT  NOT NULL                      -- unix milliseconds
);

-- Event IDs the router has already handled, so a redelivered event is never a command twice.
CREATE TABLE handled_event (
    event_id   TEXT    PRIMARY KEY,
    handled_at BIGINT  NOT NULL
);

-- The durable outbox: every message the bot will send, written in the transaction that caused it.
CREATE TABLE outbox (
    -- only: sqlite
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    -- only: postgres
    id              BIGINT  PRIMARY KEY,  -- numbered by gogobee_next_id, as AUTOINCREMENT
    room_id         TEXT    NOT NULL DEFAULT '',     -- target room, or '' for a DM
    dm_user         TEXT    NOT NULL DEFAULT '',     -- target user of a DM, or ''
    thread_root     TEXT    NOT NULL DEFAULT '',     -- event ID of the thread root to answer in, or ''
    body            TEXT    NOT NULL,                -- Markdown
    created_at      BIGINT  NOT NULL,
    sent_at         BIGINT,
    attempts        BIGINT  NOT NULL DEFAULT 0,
    next_attempt_at BIGINT  NOT NULL DEFAULT 0,
    last_error      TEXT    NOT NULL DEFAULT '',
    CHECK ((room_id = '') <> (dm_user = ''))
);
-- only: postgres
CREATE TRIGGER outbox_id BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION gogobee_next_id('id');
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
    joined_at BIGINT  NOT NULL
);

-- Scheduled work: one row per (kind, key), due at due_at (unix milliseconds).
CREATE TABLE scheduled_job (
    kind    TEXT    NOT NULL,
    key     TEXT    NOT NULL,
    user_id TEXT    NOT NULL DEFAULT '',
    due_at  BIGINT  NOT NULL,
    payload TEXT    NOT NULL DEFAULT '',
    PRIMARY KEY (kind, key)
);
CREATE INDEX scheduled_job_due ON scheduled_job (due_at);
