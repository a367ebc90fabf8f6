# История партии в итогах игры: её факты и картинка (cogs/table/summary.py,
# cogs/*/story.py). На картинке имена как есть.

summary-story = Как прошла партия

