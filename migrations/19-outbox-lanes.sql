-- v19: The outbox's lanes

-- 1 for a message a scheduled job queued (a Morning Briefing, an Evening Recap, a weekly post), 0 for
-- every other (a command's answer, a reaction's, a refusal): the sender serves a destination with a
-- lane-0 row waiting before those with only lane-1 rows, so a command's answer never waits behind
-- other players' briefings. Order within a destination stays the row order.
ALTER TABLE outbox ADD COLUMN lane BIGINT NOT NULL DEFAULT 0;

-- The rows waiting for delivery, by destination in row order: the sender reads each destination's
-- head from it.
CREATE INDEX outbox_waiting ON outbox (room_id, dm_user, id) WHERE sent_at IS NULL AND failed_at IS NULL;
