# Mascarade, issue 12 ("Rules, round two"): endings after a removal, and the texts fixed there.

## A removal that leaves a table M-1.1/M-1.4 does not allow ends the game with no winner
mascarade-end-removed-small = { $seat } was removed, and a 2- or 3-player game cannot go on with fewer players: nobody wins.
mascarade-end-removed-few = { $seat } was removed: { $n ->
    [one] { $n } player is
   *[other] { $n } players are
} left, and this game needs at least { $low }: nobody wins.
mascarade-end-removed-card = { $seat } was removed: { $n ->
    [one] { $n } player is
   *[other] { $n } players are
} left, and the { $card_term } needs at least { $low } players: nobody wins.
mascarade-end-removed-count = { $seat } was removed: { $n } players need { $low ->
    [6] exactly 6 cards
   *[other] { $low } to { $high } cards (one per player plus 0–2 in the centre)
}, and { $cards } are in play: nobody wins.

## Several players at 0 coins: each is named before the ending (M-7.2)
mascarade-event-broke = { $seat } has no coins left.

## Kept for games stored before the removal reasons named the rule that ends them.
mascarade-end-abandoned = { $seat } was removed and the game cannot go on with this table: nobody wins.
# What the timeout rule played, said where the rules make it public (R1, R2).
mascarade-timeout-turn = ⏰ { $seat } ran out of time: counted as not swapping with their left neighbour's card.
mascarade-timeout-pass = ⏰ { $seat } ran out of time: counted as a pass.
