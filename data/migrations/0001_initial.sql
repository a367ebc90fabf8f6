-- Games, their seats, the action log, and the outbox of announcements.
CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    game             TEXT    NOT NULL,
    status           TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'paused', 'finished', 'cancelled')),
    host_id          INTEGER NOT NULL,
    options          TEXT    NOT NULL,          -- the engine's Options, JSON
    seed             INTEGER NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0,
    state            TEXT,                      -- the engine's State, JSON (NULL in the lobby)
    turn_seconds     INTEGER NOT NULL DEFAULT 0,
    deadline_at      REAL,                      -- absolute time the current decisions time out
    reminded         INTEGER NOT NULL DEFAULT 0,
    board_message_id INTEGER,
    locale           TEXT    NOT NULL DEFAULT 'en',
    end_reason       TEXT,
    created_at       REAL    NOT NULL,
    started_at       REAL,
    finished_at      REAL
);
-- One game per channel, enforced here and not only in memory.
CREATE UNIQUE INDEX games_one_live_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running', 'paused');
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    strikes  INTEGER NOT NULL DEFAULT 0,        -- consecutive timeouts
    away     INTEGER NOT NULL DEFAULT 0,
    removed  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

-- Every accepted action, in order: replaying them from the seed rebuilds the state.
CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version    INTEGER NOT NULL,                -- the version the action produced
    seat       INTEGER,                         -- NULL for a moderator's removal
    kind       TEXT    NOT NULL CHECK (kind IN ('player', 'timeout', 'remove')),
    action     TEXT    NOT NULL,
    created_at REAL    NOT NULL,
    PRIMARY KEY (game_id, version)
);

-- Events, public and private. Public ones are an outbox: delivered = 0 until posted.
CREATE TABLE events (
    id        INTEGER PRIMARY KEY,
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version   INTEGER NOT NULL,
    audience  TEXT,                             -- NULL public, else JSON list of seats
    payload   TEXT    NOT NULL,                 -- the engine's Text, JSON
    delivered INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX events_undelivered ON events (game_id) WHERE delivered = 0;
CREATE INDEX events_by_game ON events (game_id, version);

CREATE TABLE guild_settings (
    guild_id INTEGER PRIMARY KEY,
    settings TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
