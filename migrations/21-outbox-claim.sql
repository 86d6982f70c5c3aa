-- v21: The outbox's claims

-- 1 once a sender may have begun sending the row: a command's answer is claimed as it is queued (it
-- goes out at once), a scheduled job's row when the sender reads it, for every row of that read in one
-- transaction, before any of them is sent. A sender that starts finds the claimed rows still waiting
-- and asks the homeserver whether each went out before sending it again; an unclaimed row was never
-- tried. The per-attempt count stays in attempts (failed attempts, for the backoff).
ALTER TABLE outbox ADD COLUMN claimed BIGINT NOT NULL DEFAULT 0;

-- The rows delivered, by delivery time, for the retention job's pruning (outbox.PruneSent): the rows
-- waiting have their own index (outbox_waiting), so queueing a row no longer writes an entry here and
-- marking it sent writes one instead of moving it.
DROP INDEX outbox_pending;
CREATE INDEX outbox_sent ON outbox (sent_at) WHERE sent_at IS NOT NULL;
