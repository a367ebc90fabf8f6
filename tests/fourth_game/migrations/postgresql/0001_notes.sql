-- PostgreSQL twin of ../0001_notes.sql.
CREATE TABLE guess_notes (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    BIGINT NOT NULL,
    note    TEXT   NOT NULL,
    PRIMARY KEY (game_id, seat)
);
