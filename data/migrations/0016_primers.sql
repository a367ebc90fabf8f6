-- The primer: what a game is about, in three lines, told privately the first time a person
-- takes a seat at a game they have never finished here. One row per person and game once
-- told, so it is told once (a restart does not repeat it); forget-me deletes the rows.
CREATE TABLE primers (
    user_id  INTEGER NOT NULL,
    game     TEXT    NOT NULL,
    shown_at REAL    NOT NULL,
    PRIMARY KEY (user_id, game)
);
