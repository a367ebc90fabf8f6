-- PostgreSQL twin of ../0010_turn_calls.sql (the CHECK constraint is changed in place).
ALTER TABLE games ADD COLUMN turn_key BIGINT;
ALTER TABLE games ADD COLUMN turn_calls TEXT NOT NULL DEFAULT '[]';

ALTER TABLE posts DROP CONSTRAINT posts_kind_check;
ALTER TABLE posts ADD CONSTRAINT posts_kind_check
    CHECK (kind IN ('log', 'summary', 'turn', 'turn-edit', 'board', 'call', 'delete'));
