-- Computer players: a seat the bot plays has its level here (NULL: a person).
-- Its user_id is a negative number (-1000 and below) that no Discord user can have.
ALTER TABLE seats ADD COLUMN computer TEXT;
