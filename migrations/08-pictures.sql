-- v8: Pictures in the outbox, their uploads, and the players' text-only setting

-- A picture a message carries (the zone map), stored once per content: sha256 is the hex SHA-256 of
-- png, so the same map state queued twice is one row (issue 15).
CREATE TABLE outbox_image (
    sha256     TEXT    PRIMARY KEY,
    -- only: sqlite
    png        BLOB    NOT NULL,
    -- only: postgres
    png        BYTEA   NOT NULL,
    width      BIGINT  NOT NULL,                    -- pixels
    height     BIGINT  NOT NULL,
    created_at BIGINT  NOT NULL                     -- unix milliseconds
);
-- The picture of an outbox row ('' for none) and the file name it is sent under; the body stays the
-- Markdown text, the picture's caption and fallback.
ALTER TABLE outbox ADD COLUMN image_sha256 TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN image_name   TEXT NOT NULL DEFAULT '';
CREATE INDEX outbox_image_ref ON outbox (image_sha256) WHERE image_sha256 <> '';

-- Where the Matrix transport uploaded each picture, so a picture is uploaded once: a plain upload
-- (encrypted = 0: content_uri is the mxc:// URI sent as url) and an encrypted one for encrypted rooms
-- (encrypted = 1: file_json is the event's "file" object, its key, IV, hash and URI).
CREATE TABLE media_upload (
    sha256      TEXT    NOT NULL,
    encrypted   BIGINT  NOT NULL,
    content_uri TEXT    NOT NULL,
    file_json   TEXT    NOT NULL DEFAULT '',
    uploaded_at BIGINT  NOT NULL,
    PRIMARY KEY (sha256, encrypted)
);

-- !settings text on: the player gets text only, no pictures and no drawings (screen readers, terminals).
ALTER TABLE player ADD COLUMN text_only BIGINT NOT NULL DEFAULT 0;
