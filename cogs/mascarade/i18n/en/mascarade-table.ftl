# Mascarade's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-mascarade = Mascarade
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
pictures-story-mascarade = Where the characters travelled
pictures-story-mascarade-read = Each player's cards, from the one dealt on; a framed card came to them on the turn it names.
pictures-story-held = Cards held, one after the other
pictures-story-came = { $cards } (turn { $turn })
pictures-story-centre = Centre
mascarade-story-bluff = Best bluff: on turn { $turn }, { $seat } announced the { $claimed_term } while holding the { $held_term }, and nobody challenged ({ $n ->
    [one] { $n } coin
   *[other] { $n } coins
} that turn).
mascarade-story-no-bluff = Nobody got away with a bluff.
mascarade-story-held = Longest held: { $seat } kept the { $card_term } for { $n ->
    [one] { $n } turn
   *[other] { $n } turns
} (turns { $first } to { $last }).
turn-courthouse = courthouse { $n }
pictures-story-alt-held = { $who }: { $cards }
