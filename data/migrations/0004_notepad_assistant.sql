-- Suspicion's notepad assistant (S-7.2) is each player's own switch, kept with their marks
-- (not game state: switching it must not change the game's version). The host's option
-- now only allows or forbids it for the table.
CREATE TABLE notepad_settings (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    assistant INTEGER NOT NULL CHECK (assistant IN (0, 1)),
    PRIMARY KEY (game_id, seat)
);

-- Games stored before: the host's switch turned the assistant on for everyone at the table
-- ({"notepad_assistant": true}). Those players keep it on; the option itself is read as
-- "allowed" (true) or "forbidden" (false) by the engine's Options.
INSERT INTO notepad_settings (game_id, seat, assistant)
SELECT seats.game_id, seats.seat, 1
FROM seats JOIN games ON games.id = seats.game_id
WHERE games.game = 'suspicion' AND json_extract(games.options, '$.notepad_assistant') = 1;
