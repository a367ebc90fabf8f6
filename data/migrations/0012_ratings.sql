-- Skill ratings (OpenSkill), per player and game, per server and bot-wide.
-- A game is rated once, after it finished, in finish order: rated = 1 marks a finished game
-- the ratings took into account (one without a winner is marked too, moving nobody). The
-- games finished before this migration start at 0 and are rated at the next start-up.
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
-- The next game to rate is the first entry of this index, however many were rated before.
CREATE INDEX games_unrated ON games (finished_at, id) WHERE status = 'finished' AND rated = 0;

-- A player's current rating: guild_id 0 is the bot-wide one (no server has id 0).
-- played counts their rated games and is checked when a rating is updated, so two
-- processes rating at once cannot overwrite each other's result.
CREATE TABLE ratings (
    guild_id INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    user_id  INTEGER NOT NULL,
    mu       REAL    NOT NULL,
    sigma    REAL    NOT NULL,
    played   INTEGER NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
CREATE INDEX ratings_by_user ON ratings (user_id);

-- Each rated game's change to each player's rating, for /stats' history.
CREATE TABLE rating_changes (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    guild_id     INTEGER NOT NULL,              -- 0: the bot-wide rating
    user_id      INTEGER NOT NULL,
    mu_before    REAL    NOT NULL,
    sigma_before REAL    NOT NULL,
    mu           REAL    NOT NULL,
    sigma        REAL    NOT NULL,
    PRIMARY KEY (game_id, guild_id, user_id)
);
CREATE INDEX rating_changes_by_user ON rating_changes (user_id, guild_id);
