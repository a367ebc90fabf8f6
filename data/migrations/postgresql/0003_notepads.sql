-- PostgreSQL twin of ../0003_notepads.sql.
CREATE TABLE notepad_marks (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    BIGINT NOT NULL,
    target  BIGINT NOT NULL,
    guest   TEXT   NOT NULL,
    mark    TEXT   NOT NULL CHECK (mark IN ('out', 'suspect')),
    PRIMARY KEY (game_id, seat, target, guest)
);
