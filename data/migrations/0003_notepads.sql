-- Suspicion's private notepad (S-7): a player's own marks, kept apart from the game state
-- so that marking never changes the game's version (and never stales anyone's buttons).
CREATE TABLE notepad_marks (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    target  INTEGER NOT NULL,
    guest   TEXT    NOT NULL,
    mark    TEXT    NOT NULL CHECK (mark IN ('out', 'suspect')),
    PRIMARY KEY (game_id, seat, target, guest)
);
