-- PostgreSQL twin of ../0013_tutorials.sql: each person's guided first game of each game
-- (user ids are BIGINT; times DOUBLE PRECISION, as the other tables keep them).
CREATE TABLE tutorials (
    user_id     BIGINT           NOT NULL,
    game        TEXT             NOT NULL,
    step        INTEGER          NOT NULL,
    log         TEXT             NOT NULL,
    seen        INTEGER          NOT NULL,
    reached     TEXT             NOT NULL,
    version     INTEGER          NOT NULL,
    started_at  DOUBLE PRECISION NOT NULL,
    updated_at  DOUBLE PRECISION NOT NULL,
    finished_at DOUBLE PRECISION,
    PRIMARY KEY (user_id, game)
);
