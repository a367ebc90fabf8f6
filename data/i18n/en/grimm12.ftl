# Grimm Masquerade, keys added for issue 12 (rules, round two). Every key starts with grimm-.

## G-10.1: the bet card an unmasked player may take at once or on a later turn
grimm-prompt-bet-now = You are unmasked: take your one bet card now? You may also take it on a later turn of yours.
grimm-choice-bet-later = Not now
grimm-decision-bet = take a bet card now?
grimm-event-bet-declined = { $seat } takes no bet card for now.

## G-11.2: Humble Gifts asks an unmasked holder whether or not the hidden hand has a pair
grimm-prompt-humble-pair = Humble Gifts: your hand holds two identical cards, so there is no extra draw this turn.
grimm-choice-continue = Continue
grimm-error-humble-pair = Humble Gifts: no extra draw while you hold two identical cards.

## G-9.5: a 2-player winner still hiding both characters (one line, both named)
grimm-event-round-won-two = { $seat } wins the round as { $first_term } and { $second_term }, taking the trophy ({ $trophy } { $trophy ->
    [one] rose
   *[other] roses
}).
