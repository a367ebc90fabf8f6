# The primer (cogs/table/primer.py): the game in three lines — the goal (G-4.1, G-4.3, G-8.1,
# G-8.3), what a turn is (G-3.1, G-3.3, G-5.1), where one's secrets are (G-11.1, G-11.2).
grimm-primer-goal = **Goal:** each round you secretly are a fairy-tale character. Collect three of its **charm** artifact, or be the last one still masked; two of its **curse** unmask you. Most roses after three rounds wins.
grimm-primer-turn = **A turn:** draw an artifact and keep it face up or give it to another player; draw a second and do the opposite. Then you may discard a pair to take an action — Point the Finger guesses who someone is.
grimm-primer-secrets = **Your secrets:** your character, its charm and curse, and the card you drew are in **My panel** (🎭); every tableau and token on the board is public, and shows the table what you keep.
