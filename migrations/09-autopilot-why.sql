-- v9: The autopilot explains itself

-- `!autopilot` (issue 15 item 4): the autopilot rules a player set, one row per player who changed
-- any (no row: the defaults). rest_below_pct is the low-HP floor in percent (0: the operator's
-- GOGOBEE_AUTOPILOT_MIN_HP); the switches are 0 or 1.
CREATE TABLE autopilot_rules (
    user_id          TEXT    PRIMARY KEY,
    rest_below_pct   INTEGER NOT NULL DEFAULT 0,
    avoid_trap_edges INTEGER NOT NULL DEFAULT 0,
    enter_elites     INTEGER NOT NULL DEFAULT 0,
    wake_for_boss    INTEGER NOT NULL DEFAULT 0,
    updated_at       INTEGER NOT NULL                -- unix milliseconds
);

-- `!why`: the decisions of each player's last autopilot walk (`!expedition run`, the background
-- walk, an idle-fork pick), each with its rule and numbers: a play.WalkLog as JSON.
CREATE TABLE autopilot_walk (
    user_id    TEXT    PRIMARY KEY,
    run_id     INTEGER NOT NULL,
    walk_json  TEXT    NOT NULL,
    at         INTEGER NOT NULL                      -- unix milliseconds
);
