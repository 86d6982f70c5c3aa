-- v9: The autopilot explains itself

-- `!autopilot` (issue 15 item 4): the autopilot rules a player set, one row per player who changed
-- any (no row: the defaults). rest_below_pct is the low-HP floor in percent (0: the operator's
-- GOGOBEE_AUTOPILOT_MIN_HP); the switches are 0 or 1.
CREATE TABLE autopilot_rules (
    user_id          TEXT    PRIMARY KEY,
    rest_below_pct   BIGINT  NOT NULL DEFAULT 0,
    avoid_trap_edges BIGINT  NOT NULL DEFAULT 0,
    enter_elites     BIGINT  NOT NULL DEFAULT 0,
    wake_for_boss    BIGINT  NOT NULL DEFAULT 0,
    updated_at       BIGINT  NOT NULL                -- unix milliseconds
);

-- `!why`: the decisions of each player's last autopilot walk (`!expedition run`, the background
-- walk, an idle-fork pick), each with its rule and numbers: a play.WalkLog as JSON.
CREATE TABLE autopilot_walk (
    user_id    TEXT    PRIMARY KEY,
    run_id     BIGINT  NOT NULL,
    walk_json  TEXT    NOT NULL,
    at         BIGINT  NOT NULL                      -- unix milliseconds
);
