-- A table whose host allowed hints (the 💡 button in every player's panel: what a sharp
-- computer player would do from that seat), and every practice or tutorial table that
-- offers them. Such a game is not rated: ratings.py marks it rated without moving anyone.
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
