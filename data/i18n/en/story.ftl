# The end summary's story of the game: its facts and its picture (cogs/table/summary.py,
# cogs/*/story.py). The picture draws names as typed.

summary-story = The story of the game

