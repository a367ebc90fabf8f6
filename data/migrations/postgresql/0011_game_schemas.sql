-- PostgreSQL twin of ../0011_game_schemas.sql (the bot's own version is in schema_version).
CREATE TABLE game_schemas (
    game    TEXT    NOT NULL PRIMARY KEY,
    version INTEGER NOT NULL
);
