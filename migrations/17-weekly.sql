-- v17: The weekly expedition

-- A room's weekly expedition (rules §12.2): the week ("2026-W10") and the zone it was given when it
-- was first needed (the Monday 06:00 job, or the room's first `!weekly` of the week). opened_at and
-- results_at (unix milliseconds) are when its opening notice and its results were posted, NULL until.
CREATE TABLE weekly (
    room_id    TEXT    NOT NULL,
    week       TEXT    NOT NULL,
    zone_id    TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    opened_at  BIGINT,
    results_at BIGINT,
    PRIMARY KEY (room_id, week)
);
CREATE INDEX weekly_week ON weekly (week);

-- An expedition taken as a weekly carries its week and room (also in its JSON); a player has one
-- attempt a week: one cancelled before departure (run_id still 0) does not count, one that set off
-- does, even once its character is deleted.
ALTER TABLE expedition ADD COLUMN weekly TEXT NOT NULL DEFAULT '';
ALTER TABLE expedition ADD COLUMN weekly_room TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX expedition_weekly_attempt ON expedition (user_id, weekly) WHERE weekly <> '' AND (status <> 'cancelled' OR run_id > 0);
CREATE INDEX expedition_weekly ON expedition (weekly, weekly_room) WHERE weekly <> '';
