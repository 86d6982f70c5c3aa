-- v18: Party members and invitations

-- The members of a party expedition other than its leader (rules §8.22), mirrored from the
-- expedition's JSON on every save so a player's party is found by an index: seat 1 or 2, joined_at
-- and left_at in unix milliseconds (left_at NULL while in), open 1 while the member is in and the
-- expedition is open (provisioning, active or extracted). A player is in one open party at a time.
CREATE TABLE expedition_member (
    expedition_id BIGINT  NOT NULL REFERENCES expedition (id),
    user_id       TEXT    NOT NULL,
    seat          BIGINT  NOT NULL,
    joined_at     BIGINT  NOT NULL,
    left_at       BIGINT,
    open          BIGINT  NOT NULL,
    PRIMARY KEY (expedition_id, user_id)
);
CREATE UNIQUE INDEX expedition_member_open ON expedition_member (user_id) WHERE open = 1;

-- The invitations still unanswered, mirrored the same way; expires_at in unix milliseconds.
CREATE TABLE expedition_invite (
    expedition_id BIGINT  NOT NULL REFERENCES expedition (id),
    user_id       TEXT    NOT NULL,
    expires_at    BIGINT  NOT NULL,
    PRIMARY KEY (expedition_id, user_id)
);
CREATE INDEX expedition_invite_user ON expedition_invite (user_id, expires_at);
