# Board pictures (cogs/*/render.py). Names are drawn as typed, never as markdown.

# The hands of the 2- and 3-player Mascarade games, one letter on each card.
pictures-hand-left = L
pictures-hand-middle = M
pictures-hand-right = R
pictures-hand-single = card
pictures-mascarade-centre = Centre
pictures-mascarade-banned = revealed last turn: no announcing
pictures-mascarade-last-reveal = Last reveal (turn { $turn }):
pictures-mascarade-shown = { $seat } — { $card }
pictures-mascarade-shown-hand = { $seat } ({ $hand }) — { $card }
pictures-mascarade-showed = turn { $turn }: { $card }

pictures-grimm-score = 🌹 { $roses ->
    [one] { $roses } rose
   *[other] { $roses } roses
} · 🏆 { $trophies }
pictures-grimm-evidence = Evidence
pictures-grimm-broken = ✕ broken mirror: { $name }
pictures-grimm-broken-nobody = ✕ broken mirror

pictures-suspicion-dice = Dice: { $faces }
pictures-suspicion-moves = Moved by { $seat }:
pictures-suspicion-move = { $guest } { $origin }→{ $room }
pictures-suspicion-turn = { $seat }'s turn

# The last picture of a game names who won.
pictures-winners = { $n ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
pictures-no-winner = Nobody won.
pictures-grimm-charm-curse = charm · curse
