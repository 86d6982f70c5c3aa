-- v20: Party fork votes

-- The votes cast at a party's fork prompts (rules §6.4, §8.22): one row per player and prompt (ref,
-- "fork:<run>:<prompt>"), the way they want (1-based) and seq, the vote's place among the prompt's
-- votes (1, 2, ...; a changed vote takes the next place), voted_at in unix milliseconds. Pruned
-- with the cheers by the retention job.
CREATE TABLE fork_vote (
    ref        TEXT    NOT NULL,
    user_id    TEXT    NOT NULL,
    way        BIGINT  NOT NULL,
    seq        BIGINT  NOT NULL,
    voted_at   BIGINT  NOT NULL,
    PRIMARY KEY (ref, user_id)
);
