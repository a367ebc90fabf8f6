-- The table at human pace: one public turn message per player-turn, edited as its
-- steps happen, a new one (with a ping) only when someone not yet pinged must act; the board
-- re-posted at the bottom at turn boundaries. What the table knows of its turn message lives
-- in the games row, written in the same transaction as the posts that change it.
ALTER TABLE games ADD COLUMN turn_post INTEGER;                      -- posts.id of the current turn message
ALTER TABLE games ADD COLUMN turn_pinged TEXT NOT NULL DEFAULT '[]'; -- JSON: users it pinged and still expects
ALTER TABLE games ADD COLUMN turn_lines TEXT NOT NULL DEFAULT '[]';  -- JSON: the log lines it shows
ALTER TABLE games ADD COLUMN board_round INTEGER;                    -- the round the board was last posted in

-- New kinds of post: a turn message ('turn'), a full new content for one ('turn-edit', with
-- its target; with_panel = 0 retires its controls) and a board posted again ('board').
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt.
CREATE TABLE posts_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('log', 'summary', 'turn', 'turn-edit', 'board')),
    content    TEXT    NOT NULL DEFAULT '',
    mentions   TEXT    NOT NULL DEFAULT '[]',
    with_panel INTEGER NOT NULL DEFAULT 0,    -- carries live controls
    target     INTEGER,                       -- a turn-edit: posts.id of the turn message it edits
    created_at REAL    NOT NULL,
    message_id INTEGER,                       -- set once Discord confirmed the post (an edit: its target's)
    dropped    INTEGER NOT NULL DEFAULT 0
);
INSERT INTO posts_new (id, game_id, kind, content, mentions, with_panel, created_at, message_id, dropped)
    SELECT id, game_id, kind, content, mentions, with_panel, created_at, message_id, dropped FROM posts;
DROP TABLE posts;
ALTER TABLE posts_new RENAME TO posts;
CREATE INDEX posts_unsent ON posts (game_id) WHERE message_id IS NULL AND dropped = 0;
