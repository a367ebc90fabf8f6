-- Clocks for play over days as well as tonight.
-- A game's clock: the per-decision timer (turn_seconds, as before) or, when bank_initial is
-- set, a time bank per player (an initial reserve, an increment after each of their own
-- decisions, a cap; turn_seconds is then 0). answer_seconds times an answer asked of a seat
-- during someone else's turn (a claim's contest, a token request); NULL: the default.
ALTER TABLE games ADD COLUMN answer_seconds INTEGER;
ALTER TABLE games ADD COLUMN bank_initial INTEGER;
ALTER TABLE games ADD COLUMN bank_increment INTEGER;
ALTER TABLE games ADD COLUMN bank_cap INTEGER;
-- When a call that waited for someone's quiet hours or holiday to end is due (the timer loop
-- plans it then); NULL: none waits.
ALTER TABLE games ADD COLUMN call_at REAL;

-- A seat's time bank (seconds left between its decisions) and the clock running for its open
-- decision in a time-bank game: the seconds it had left when it started running (clock_left),
-- since when it runs (clock_from; NULL: stopped, e.g. while the game is paused) and the
-- moment it runs out, quiet hours and holidays left out (due_at).
ALTER TABLE seats ADD COLUMN bank REAL;
ALTER TABLE seats ADD COLUMN clock_left REAL;
ALTER TABLE seats ADD COLUMN clock_from REAL;
ALTER TABLE seats ADD COLUMN due_at REAL;

-- A person's time zone (an IANA name) and quiet hours (minutes after their local midnight,
-- from .. to, across midnight when to < from): no call reaches them then, and no time bank
-- of theirs runs.
ALTER TABLE user_prefs ADD COLUMN zone TEXT;
ALTER TABLE user_prefs ADD COLUMN quiet_from INTEGER;
ALTER TABLE user_prefs ADD COLUMN quiet_to INTEGER;

-- A person's holidays: their time-bank clocks stop and no call reaches them in between.
CREATE TABLE holidays (
    id        INTEGER PRIMARY KEY,
    user_id   INTEGER NOT NULL,
    starts_at REAL    NOT NULL,
    ends_at   REAL    NOT NULL
);
CREATE INDEX holidays_by_user ON holidays (user_id, ends_at);

-- A call may go by direct message ('dm': content, and the user in mentions) when the person
-- asked for DM reminders in a time-bank game. SQLite cannot change a CHECK constraint in
-- place, so the table is rebuilt (as in 0010).
CREATE TABLE posts_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('log', 'summary', 'turn', 'turn-edit', 'board', 'call', 'delete', 'dm')),
    content    TEXT    NOT NULL DEFAULT '',
    mentions   TEXT    NOT NULL DEFAULT '[]',
    with_panel INTEGER NOT NULL DEFAULT 0,
    target     INTEGER,
    created_at REAL    NOT NULL,
    message_id INTEGER,
    dropped    INTEGER NOT NULL DEFAULT 0
);
INSERT INTO posts_new (id, game_id, kind, content, mentions, with_panel, target, created_at, message_id, dropped)
    SELECT id, game_id, kind, content, mentions, with_panel, target, created_at, message_id, dropped FROM posts;
DROP TABLE posts;
ALTER TABLE posts_new RENAME TO posts;
CREATE INDEX posts_unsent ON posts (game_id) WHERE message_id IS NULL AND dropped = 0;

-- The lobby's estimate reads finished games by game, newest first.
CREATE INDEX games_finished_by_game ON games (game, finished_at) WHERE status = 'finished';
