# Grimm Masquerade's pictures in words (their alt text, read by screen readers), and what a
# finished game's replay step shows of its secrets.
grimm-alt-seat = Player { $number }, { $seat }{ $role ->
    [won] {" "}(won)
    [turn] {" "}(their turn)
    [played] {" "}(played this step)
    [named] {" "}(named by this step)
   *[none] {""}
}
grimm-alt-tableau = tableau { $cards }
grimm-alt-ruled-out = Evidence: { $seat } ruled out { $characters }
grimm-alt-broken = Broken mirror: { $character }, unmasked as { $seat }
grimm-alt-broken-nobody = Broken mirror: { $character }
grimm-replay-turn = Turn { $n }
grimm-replay-is = secretly { $character }
grimm-replay-hand = hand: { $cards }
grimm-replay-bets = bets on { $characters }
grimm-replay-kept = The card { $seat } kept in hand: { $card_term }.
# The turn message's control that opens the choice about a drawn card, the card shown privately.
grimm-quick-card = 🂠 See your card: keep or give
grimm-quick-second = 🂠 See your second card: give it
