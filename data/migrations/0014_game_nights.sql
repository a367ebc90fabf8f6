-- Game nights: tables in threads, a channel's hub and its scoreboard, planned nights.

-- A table opened in a thread of a channel (where the server allows tables in threads). The
-- thread is the game's channel (games.channel_id); the parent channel shows one line per table
-- (line_message_id, the message the thread was started from). closed = 1 once the table is
-- over and its line and thread are put away (the thread archived): nothing left to keep active.
CREATE TABLE thread_tables (
    game_id         INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    parent_id       INTEGER NOT NULL,
    line_message_id INTEGER,
    closed          INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX thread_tables_by_parent ON thread_tables (parent_id);
CREATE INDEX thread_tables_open ON thread_tables (game_id) WHERE closed = 0;

-- A night: a channel's hub, from its opening until it is closed or ends_at passes. Its
-- scoreboard is not stored: it is counted from the games finished in the channel and its
-- threads meanwhile, so it survives a restart and never disagrees with the games.
CREATE TABLE game_nights (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel_id     INTEGER NOT NULL,
    opened_by      INTEGER NOT NULL,              -- 0 once forgotten (/privacy forget-me)
    opened_at      REAL    NOT NULL,
    ends_at        REAL    NOT NULL,
    closed_at      REAL,
    hub_message_id INTEGER
);
CREATE UNIQUE INDEX game_nights_one_open_per_channel ON game_nights (channel_id) WHERE closed_at IS NULL;

-- A night planned as a Discord scheduled event: at its next start the channel's hub opens
-- and the people interested in the event are called; a weekly one then moves a week on.
CREATE TABLE planned_nights (
    event_id   INTEGER PRIMARY KEY,
    guild_id   INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    starts_at  REAL    NOT NULL,
    weekly     INTEGER NOT NULL DEFAULT 0,
    games      TEXT    NOT NULL DEFAULT '[]',      -- JSON list of the game ids offered for the vote
    title      TEXT    NOT NULL DEFAULT ''
);

-- A vote for the games of a planned night: each person picks the games they would play.
CREATE TABLE night_votes (
    event_id INTEGER NOT NULL REFERENCES planned_nights (event_id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    PRIMARY KEY (event_id, user_id, game)
);
