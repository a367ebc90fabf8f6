# Suspicion, round two (issue 12): game lengths, the per-player notepad assistant, the
# answers history and the notepad's refusals. Every key starts with "suspicion-".

## Host options (S-1.4: 1 or 2 gems fewer or more per kind; S-7.2: the assistant)
suspicion-option-length-short2 = Quicker: 2 fewer gems of each kind
suspicion-option-length-short1 = Quick: 1 fewer gem of each kind
suspicion-option-length-long1 = Long: 1 more gem of each kind
suspicion-option-length-long2 = Longer: 2 more gems of each kind
suspicion-option-notepad_assistant-allowed = Allowed: each player may turn it on in their notepad
suspicion-option-notepad_assistant-forbidden = Forbidden for the whole table

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
# A guess form's field: the opponent, and how many guests they may still be.
suspicion-guess-label = { $seat } ({ $n ->
    [one] 1 possible
   *[other] { $n } possible
})
