# The primer (cogs/table/primer.py): the game in three lines — the goal (S-5.1, S-5.3), what a
# turn is (S-2.1, S-2.2, S-3), where one's secrets are (S-6.2, S-7.1).
suspicion-primer-goal = **Goal:** you secretly are one of the ten guests. Work out which guest each other player is (7 points a right guess) and collect gems. The game ends the moment one kind of gem runs out.
suspicion-primer-turn = **A turn:** the dice move the guests they show one room each; then play one of your two cards and do both its actions — take a gem, move a guest through a secret passage, peek at an invitation, or ask a player whether their guest can see another guest.
suspicion-primer-secrets = **Your secrets:** your guest, your cards, the answers you get and your notepad of suspects are in **My panel** (🎭).
