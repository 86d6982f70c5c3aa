-- v15: Boards: who plays in which room, the days they play, the XP they earn, and the opt-out

-- A player who ran a command in a room (never a DM): only they are on that room's boards
-- (rules §12.1). first_at and last_at are unix milliseconds.
CREATE TABLE room_player (
    room_id  TEXT    NOT NULL,
    user_id  TEXT    NOT NULL,
    first_at BIGINT  NOT NULL,
    last_at  BIGINT  NOT NULL,
    PRIMARY KEY (room_id, user_id)
);
CREATE INDEX room_player_user ON room_player (user_id);

-- The days a player played: a local calendar day (YYYY-MM-DD in the player's time zone) on which a
-- command of theirs answered while they had a character. Streaks are counted from these.
CREATE TABLE play_day (
    user_id TEXT NOT NULL,
    day     TEXT NOT NULL,
    PRIMARY KEY (user_id, day)
);

-- Every change of a character's XP in play (store.SaveCharacter; an operator's grant is not play and
-- is left out): the week's XP board sums them. The retention job prunes old rows.
CREATE TABLE xp_gain (
    -- only: sqlite
    id      INTEGER PRIMARY KEY AUTOINCREMENT,
    -- only: postgres
    id      BIGINT  PRIMARY KEY,  -- numbered by gogobee_next_id, as AUTOINCREMENT
    user_id TEXT    NOT NULL,
    at      BIGINT  NOT NULL,                   -- unix milliseconds
    delta   BIGINT  NOT NULL
);
-- only: postgres
CREATE TRIGGER xp_gain_id BEFORE INSERT ON xp_gain FOR EACH ROW EXECUTE FUNCTION gogobee_next_id('id');
CREATE INDEX xp_gain_at ON xp_gain (at, user_id);

-- Players who asked to be left off every board (!board optout).
CREATE TABLE board_optout (
    user_id TEXT    PRIMARY KEY,
    at      BIGINT  NOT NULL
);

-- The character's XP as a column, so a save can tell what it gained; migration v16 fills it for the
-- characters made before v15.
ALTER TABLE character ADD COLUMN xp BIGINT NOT NULL DEFAULT 0;
