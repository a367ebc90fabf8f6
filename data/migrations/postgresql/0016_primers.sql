-- PostgreSQL twin of ../0013_primers.sql (ids are BIGINT).
CREATE TABLE primers (
    user_id  BIGINT           NOT NULL,
    game     TEXT             NOT NULL,
    shown_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (user_id, game)
);
