-- PostgreSQL twin of ../0008_computer_players.sql: a seat the bot plays has its level here
-- (NULL: a person); its user_id is -1000 or below, which no Discord user can have.
ALTER TABLE seats ADD COLUMN computer TEXT;
