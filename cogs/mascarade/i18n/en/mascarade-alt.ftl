# Mascarade's pictures in words (their alt text, read by screen readers), and what a finished
# game's replay step shows of its secrets.
mascarade-alt-card = { $card }
mascarade-alt-hand = { $hand ->
    [left] left
    [middle] protected
    [right] right
   *[other] card
} { $card }
mascarade-alt-face-up = face up { $cards }
mascarade-alt-holds = holds { $cards }
mascarade-alt-face-down = { $n ->
    [one] one card face down
   *[other] { $n } cards face down
}
mascarade-alt-seat = { $seat }{ $role ->
    [won] {" "}(won)
    [turn] {" "}(their turn)
    [asked] {" "}(to answer)
    [played] {" "}(played this step)
    [named] {" "}(named by this step)
   *[none] {""}
}, { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
mascarade-alt-showed = showed { $cards } on turn { $turn }
mascarade-alt-courthouse = Courthouse: { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
mascarade-alt-centre = Centre of the table: { $cards }
mascarade-alt-ring = { $n } players around the table, clockwise:
mascarade-alt-touched = cards of this step framed in blue
mascarade-replay-swapped = The cards were swapped.
mascarade-replay-not-swapped = The cards were not swapped.
mascarade-replay-peeked = { $seat } saw the { $card_term }.
mascarade-replay-spied = { $seat } saw their own { $own_term } and the { $other_term }.
