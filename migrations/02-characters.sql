-- v2: Characters, fights and pending confirmations

-- One character per player (issue 3 item 1); data is the rules.Character JSON.
CREATE TABLE character (
    user_id    TEXT    PRIMARY KEY REFERENCES player (user_id) ON DELETE CASCADE,
    name       TEXT    NOT NULL,
    data       TEXT    NOT NULL,
    created_at BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);

-- A turn-by-turn fight in progress (elite or boss, or a fight the player drives); data is the combat state JSON.
CREATE TABLE fight (
    user_id    TEXT    PRIMARY KEY REFERENCES player (user_id) ON DELETE CASCADE,
    data       TEXT    NOT NULL,
    started_at BIGINT  NOT NULL,
    updated_at BIGINT  NOT NULL
);

-- A question waiting for the player's yes (e.g. "!char delete" then "!char delete confirm").
CREATE TABLE pending_confirm (
    user_id    TEXT    NOT NULL REFERENCES player (user_id) ON DELETE CASCADE,
    action     TEXT    NOT NULL,
    expires_at BIGINT  NOT NULL,
    PRIMARY KEY (user_id, action)
);
