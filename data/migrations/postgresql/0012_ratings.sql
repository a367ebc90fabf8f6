-- PostgreSQL twin of ../0012_ratings.sql (ids are BIGINT; ratings DOUBLE PRECISION, so a
-- rating read back is the very float that was computed, as in SQLite).
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
CREATE INDEX games_unrated ON games (finished_at, id) WHERE status = 'finished' AND rated = 0;

CREATE TABLE ratings (
    guild_id BIGINT           NOT NULL,
    game     TEXT             NOT NULL,
    user_id  BIGINT           NOT NULL,
    mu       DOUBLE PRECISION NOT NULL,
    sigma    DOUBLE PRECISION NOT NULL,
    played   INTEGER          NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX ratings_by_user ON ratings (user_id);

CREATE TABLE rating_changes (
    game_id      BIGINT           NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild_id     BIGINT           NOT NULL,
    user_id      BIGINT           NOT NULL,
    mu_before    DOUBLE PRECISION NOT NULL,
    sigma_before DOUBLE PRECISION NOT NULL,
    mu           DOUBLE PRECISION NOT NULL,
    sigma        DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, guild_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (user_id, guild_id);
