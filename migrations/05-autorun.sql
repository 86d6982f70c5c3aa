-- v5: The autopilot's background walk

-- `!expedition run on|off` (issue 6 item 6): whether the player let TwinBee walk the expedition in
-- the background, and when it last did. The background walk claims an expedition with a
-- compare-and-set on last_autorun_at (at most one walk per two hours), so two workers never walk the
-- same expedition.
ALTER TABLE expedition ADD COLUMN autorun BIGINT NOT NULL DEFAULT 0;          -- 1 = background walk on
ALTER TABLE expedition ADD COLUMN last_autorun_at BIGINT NOT NULL DEFAULT 0;  -- unix milliseconds, 0 = never
