-- A game's private tables come with the game's own migrations, numbered from 1 per game
-- (its plugin's folder); this records how far each game's went. Kept apart from
-- user_version, which counts the bot's own.
CREATE TABLE game_schemas (
    game    TEXT    NOT NULL PRIMARY KEY,
    version INTEGER NOT NULL
);
