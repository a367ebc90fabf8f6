-- A decision that falls due in the middle of a turn (a claim's next answerer, a token
-- request, the turn handed back) is announced by a short "call" that notifies exactly who
-- must act then, and that is deleted once they are no longer due; the half-time warning is
-- such a call too. The turn message itself is posted anew only when a new turn begins.
ALTER TABLE games ADD COLUMN turn_key INTEGER;                      -- Engine.progress().turn of the turn message
ALTER TABLE games ADD COLUMN turn_calls TEXT NOT NULL DEFAULT '[]'; -- JSON: [[posts.id, [users]], …] calls still up

-- New kinds of post: a call ('call') and the deletion of one ('delete', with its target).
-- SQLite cannot change a CHECK constraint in place, so the table is rebuilt.
CREATE TABLE posts_new (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('log', 'summary', 'turn', 'turn-edit', 'board', 'call', 'delete')),
    content    TEXT    NOT NULL DEFAULT '',
    mentions   TEXT    NOT NULL DEFAULT '[]',
    with_panel INTEGER NOT NULL DEFAULT 0,    -- carries live controls
    target     INTEGER,                       -- a turn-edit or a delete: posts.id of the message it changes
    created_at REAL    NOT NULL,
    message_id INTEGER,                       -- set once Discord confirmed the post (an edit or a delete: its target's)
    dropped    INTEGER NOT NULL DEFAULT 0
);
INSERT INTO posts_new (id, game_id, kind, content, mentions, with_panel, target, created_at, message_id, dropped)
    SELECT id, game_id, kind, content, mentions, with_panel, target, created_at, message_id, dropped FROM posts;
DROP TABLE posts;
ALTER TABLE posts_new RENAME TO posts;
CREATE INDEX posts_unsent ON posts (game_id) WHERE message_id IS NULL AND dropped = 0;
