-- PostgreSQL twin of ../0007_turn_messages.sql. PostgreSQL changes a CHECK constraint in
-- place, so posts is altered rather than rebuilt (same columns; target placed last).
ALTER TABLE games ADD COLUMN turn_post BIGINT;
ALTER TABLE games ADD COLUMN turn_pinged TEXT NOT NULL DEFAULT '[]';
ALTER TABLE games ADD COLUMN turn_lines TEXT NOT NULL DEFAULT '[]';
ALTER TABLE games ADD COLUMN board_round BIGINT;

ALTER TABLE posts DROP CONSTRAINT posts_kind_check;
ALTER TABLE posts ADD CONSTRAINT posts_kind_check CHECK (kind IN ('log', 'summary', 'turn', 'turn-edit', 'board'));
ALTER TABLE posts ADD COLUMN target BIGINT;
