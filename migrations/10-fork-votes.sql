-- v10: Fork votes: reactions to the bot's messages

-- A message that can be answered with a reaction (a fork prompt) carries a ref, "fork:<run>:<prompt>",
-- and once delivered the event ID the homeserver gave it, so a reaction's m.relates_to.event_id finds
-- what it answers. Rows without a ref keep '' and no event ID.
ALTER TABLE outbox ADD COLUMN ref TEXT NOT NULL DEFAULT '';
ALTER TABLE outbox ADD COLUMN event_id TEXT;
CREATE INDEX outbox_event_id ON outbox (event_id) WHERE event_id IS NOT NULL;

-- The cheers already shown: at most one line per member per fork prompt (ref). Pruned with the
-- delivered outbox rows by the retention job.
CREATE TABLE fork_cheer (
    ref        TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,                     -- unix milliseconds
    PRIMARY KEY (ref, user_id)
);
