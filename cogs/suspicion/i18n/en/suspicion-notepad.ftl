# Suspicion: what a player works out — the notepad and its assistant, every answer they
# received, and the final guesses. Every key starts with "suspicion-".

## The notepad
suspicion-notepad-open = Notepad
suspicion-notepad-title = Your notepad
suspicion-notepad-legend = ✗ ruled out · ★ suspected · · possible
suspicion-notepad-which = Whose guest?
suspicion-notepad-out = { $target_seat } is not…
suspicion-notepad-suspect = { $target_seat } might be…

## The notepad assistant, each player's own switch (S-7.2)
suspicion-assistant-turn-on = Assistant: off — turn it on
suspicion-assistant-turn-off = Assistant: on — turn it off
suspicion-assistant-forbidden = The host has forbidden the notepad assistant at this table.
suspicion-notepad-not-yourself = Your notepad is about the other players: you cannot mark your own guest.
suspicion-notepad-legend-assistant = ✗ ruled out · ★ suspected · ⊘ ruled out by the assistant · · possible

## Every answer you received (S-4.5), in pages
suspicion-history-open = Answers
suspicion-history-title = { $n ->
    [one] The answer you received
   *[other] Answers you received ({ $n })
}
suspicion-history-empty = Nobody has answered a question of yours yet.
suspicion-history-page = Page { $page } of { $pages }
suspicion-panel-answers-recent = Answers you received (the last { $shown } of { $n }; all under “Answers”)

## The final guesses
suspicion-guess-open = Hand in my guesses
suspicion-guess-title = Your final guesses
# A guess form's field: the opponent, and how many guests they may still be.
suspicion-guess-label = { $seat } ({ $n ->
    [one] 1 possible
   *[other] { $n } possible
})
suspicion-error-guessed = You have already handed in your guesses.
suspicion-error-not-guessing = It is not time for the final guesses yet: they begin when a gem runs out of the bank.
