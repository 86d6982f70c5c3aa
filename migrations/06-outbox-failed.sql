-- v6: Dead letters in the outbox

-- A message the homeserver refuses for good (the bot left the room, M_FORBIDDEN...) is no longer
-- recorded as sent: failed_at (unix milliseconds) marks it given up, last_error keeps the reason, and
-- the row stays for the admins (`!admin outbox`) instead of being pruned with the delivered ones.
-- The rest of its destination's queue goes on.
ALTER TABLE outbox ADD COLUMN failed_at BIGINT;
