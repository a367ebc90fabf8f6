# The primer (cogs/table/primer.py): the game in three lines — the goal (M-7.2, M-1.1), what a
# turn is (M-2.2, M-3.1, M-4.1, M-5.2, M-5.4), where one's secrets are (M-10.2, M-10.3).
mascarade-primer-goal = **Goal:** reach 13 coins. Everyone starts with 6 coins and one face-down character card; if anyone drops to 0, the richest win.
mascarade-primer-turn = **A turn:** swap your card with another one under the table — or only pretend to (the first four turns do only this); look at your own card; or announce a character and use its power. Anyone may contest an announcement: then all who claim it show their cards and every impostor pays 1 coin.
mascarade-primer-secrets = **Your secrets:** **My panel** (🎭) shows your card when you look, and whether you swapped — to you alone. After a few swaps even you may not know who you are.
