-- PostgreSQL twin of ../0013_hints.sql.
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
