-- PostgreSQL twin of ../0004_notepad_assistant.sql.
CREATE TABLE notepad_settings (
    game_id   BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      BIGINT  NOT NULL,
    assistant INTEGER NOT NULL CHECK (assistant IN (0, 1)),
    PRIMARY KEY (game_id, seat)
);

INSERT INTO notepad_settings (game_id, seat, assistant)
SELECT seats.game_id, seats.seat, 1
FROM seats JOIN games ON games.id = seats.game_id
WHERE games.game = 'suspicion' AND CAST(games.options AS jsonb) -> 'notepad_assistant' = 'true';
