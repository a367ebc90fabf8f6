-- The guessing game's private table: each player's own note (what they think the other
-- picked), kept apart from the game's state so that writing one changes no version.
CREATE TABLE guess_notes (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    note    TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);
