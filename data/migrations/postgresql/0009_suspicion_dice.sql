-- PostgreSQL twin of ../0009_suspicion_dice.sql: started Suspicion games stored before the
-- automatic roll keep rolling by hand (their options and their state's options).
UPDATE games SET options = (CAST(options AS jsonb) || '{"dice": "player"}'::jsonb)::text
WHERE game = 'suspicion' AND status <> 'lobby' AND CAST(options AS jsonb) -> 'dice' IS NULL;

UPDATE games SET state = jsonb_set(CAST(state AS jsonb), '{options,dice}', '"player"')::text
WHERE game = 'suspicion' AND state IS NOT NULL AND CAST(state AS jsonb) -> 'options' -> 'dice' IS NULL;
