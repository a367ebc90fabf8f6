-- The outbox's public posts. Public events are turned into planned posts (and marked
-- delivered) in one transaction; each post is then sent with its own nonce, so a resend
-- within Discord's nonce window returns the message already made, and the id Discord gave
-- it is recorded, so a post is never sent again once known to be in the channel.
CREATE TABLE posts (
    id         INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind       TEXT    NOT NULL CHECK (kind IN ('log', 'summary')),
    content    TEXT    NOT NULL DEFAULT '',   -- a log post's text, rendered when planned
    mentions   TEXT    NOT NULL DEFAULT '[]', -- JSON list of the user ids it may ping
    with_panel INTEGER NOT NULL DEFAULT 0,    -- carries the "My panel" button
    created_at REAL    NOT NULL,
    message_id INTEGER,                       -- set once Discord confirmed the post
    dropped    INTEGER NOT NULL DEFAULT 0     -- its channel is gone: never to be sent
);
CREATE INDEX posts_unsent ON posts (game_id) WHERE message_id IS NULL AND dropped = 0;
