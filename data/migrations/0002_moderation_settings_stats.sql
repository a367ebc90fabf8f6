-- Moderation, per-server settings, results for stats, lobby expiry, player preferences.
ALTER TABLE games ADD COLUMN lobby_message_id INTEGER;
ALTER TABLE games ADD COLUMN paused_remaining REAL;      -- timer seconds left when paused
ALTER TABLE games ADD COLUMN pause_reason TEXT;          -- 'moderator' or 'no-permission'
ALTER TABLE games ADD COLUMN winners TEXT;               -- JSON list of user ids once finished

CREATE TABLE mod_actions (
    id           INTEGER PRIMARY KEY,
    guild_id     INTEGER NOT NULL,
    game_id      INTEGER,
    moderator_id INTEGER NOT NULL,
    action       TEXT    NOT NULL,
    detail       TEXT    NOT NULL DEFAULT '',
    created_at   REAL    NOT NULL
);
CREATE INDEX mod_actions_by_guild ON mod_actions (guild_id, id);

CREATE TABLE user_prefs (
    user_id      INTEGER PRIMARY KEY,
    dm_reminders INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX games_finished_by_guild ON games (guild_id, finished_at) WHERE status = 'finished';
CREATE INDEX seats_by_user ON seats (user_id);
