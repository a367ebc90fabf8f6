-- Suspicion's automatic roll (S-2.1): games stored before it keep rolling by hand, so that
-- their stored actions (a Roll opening every turn) replay to their stored state. Every
-- started game gets ``"dice": "player"`` in its options and in the options its state
-- embeds — finished ones too, since a finished game is still replayed from its actions.
-- A lobby has no actions yet: it starts with the default, the automatic roll.
UPDATE games SET options = json_set(options, '$.dice', 'player')
WHERE game = 'suspicion' AND status <> 'lobby' AND json_type(options, '$.dice') IS NULL;

UPDATE games SET state = json_set(state, '$.options.dice', 'player')
WHERE game = 'suspicion' AND state IS NOT NULL AND json_type(state, '$.options.dice') IS NULL;
