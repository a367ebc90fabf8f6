# Board pictures (cogs/*/render.py). Names are drawn as typed, never as markdown.

# The last picture of a game names who won.
pictures-winners = { $n ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
pictures-no-winner = Nobody won.
