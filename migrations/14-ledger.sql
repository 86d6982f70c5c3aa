-- v14: The ledger of value given to players by hand

-- One row per operator grant (`!admin grant`): who gave what to whose character, when. Gifts and
-- trades between players will write here too; `!admin player` lists a player's latest rows.
-- what is level (amount: the level reached), coins (amount: coins added) or item (item_id, amount:
-- copies added).
CREATE TABLE ledger (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    kind       TEXT    NOT NULL,            -- grant
    actor      TEXT    NOT NULL,            -- the user ID that gave it (the admin)
    user_id    TEXT    NOT NULL,            -- the user ID whose character received it
    what       TEXT    NOT NULL,            -- level|coins|item
    item_id    TEXT    NOT NULL DEFAULT '',
    amount     INTEGER NOT NULL,
    created_at INTEGER NOT NULL             -- unix milliseconds
);
CREATE INDEX ledger_user ON ledger (user_id, id);
