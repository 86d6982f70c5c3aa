-- v14: The ledger of value given to players by hand

-- One row per operator grant (`!admin grant`), gift between players (`!give`) or piece of a trade
-- (`!trade`, with a surplus row for a side that got more than it gave): who gave what to whose
-- character, when. `!admin player` lists a player's latest rows; the gifts of the last 24
-- hours count against the receiver's daily allowance (rules §4.6).
-- what is level (amount: the level reached), coins (amount: coins added) or item (item_id, amount:
-- copies added).
CREATE TABLE ledger (
    -- only: sqlite
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    -- only: postgres
    id         BIGINT  PRIMARY KEY,  -- numbered by gogobee_next_id, as AUTOINCREMENT
    kind       TEXT    NOT NULL,            -- grant|gift|trade
    actor      TEXT    NOT NULL,            -- the user ID that gave it (the admin)
    user_id    TEXT    NOT NULL,            -- the user ID whose character received it
    what       TEXT    NOT NULL,            -- level|coins|item|surplus
    item_id    TEXT    NOT NULL DEFAULT '',
    amount     BIGINT  NOT NULL,
    created_at BIGINT  NOT NULL             -- unix milliseconds
);
-- only: postgres
CREATE TRIGGER ledger_id BEFORE INSERT ON ledger FOR EACH ROW EXECUTE FUNCTION gogobee_next_id('id');
CREATE INDEX ledger_user ON ledger (user_id, id);
CREATE INDEX ledger_received ON ledger (user_id, kind, created_at);
