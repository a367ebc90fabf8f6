# Suspicion's pictures in words (their alt text, read by screen readers), and what a finished
# game's replay step shows of its secrets.
suspicion-alt-dice = Dice: { $faces }{ $used ->
    [0] {""}
    [one] {" "}(one used)
   *[other] {" "}(both used)
}
suspicion-alt-room = Room { $room }: { $guests }
suspicion-alt-guest-of = { $guest } (played by { $seat })
suspicion-alt-bank = Gems left in the bank: { $gems }
suspicion-replay-turn = Turn { $n }
suspicion-replay-guest = played by { $seat }
suspicion-replay-peeked = The invitation { $seat } saw was { $guest_term }'s.
