# Suspicion — English catalogue. Every key starts with "suspicion-".
suspicion-name = Suspicion
suspicion-summary = Move the party guests, collect gems and work out which guest each other player is.

## Host options (S-1.4, S-7.2)
suspicion-option-length = Game length
suspicion-option-length-standard = Standard
suspicion-option-notepad_assistant = Notepad assistant
suspicion-option-length-short2 = Quicker: 2 fewer gems of each kind
suspicion-option-length-short1 = Quick: 1 fewer gem of each kind
suspicion-option-length-long1 = Long: 1 more gem of each kind
suspicion-option-length-long2 = Longer: 2 more gems of each kind
suspicion-option-notepad_assistant-allowed = Allowed: each player may turn it on in their notepad
suspicion-option-notepad_assistant-forbidden = Forbidden for the whole table

## Guests (names as printed; short labels for the villa picture)
suspicion-guest-buford = Buford Barnswallow
suspicion-guest-trudie = Trudie Mudge
suspicion-guest-remy = Remy La Rocque
suspicion-guest-viola = Viola Chung
suspicion-guest-stefano = Stefano Làconi
suspicion-guest-lily = Lily Nesbitt
suspicion-guest-earl = Earl of Volesworthy
suspicion-guest-nadia = Nadia Bwalya
suspicion-guest-ashraf = Dr. Ashraf Najem
suspicion-guest-mildred = Mildred Wellington
suspicion-guest-abbr-buford = Bu
suspicion-guest-abbr-trudie = Tr
suspicion-guest-abbr-remy = Re
suspicion-guest-abbr-viola = Vi
suspicion-guest-abbr-stefano = St
suspicion-guest-abbr-lily = Li
suspicion-guest-abbr-earl = Ea
suspicion-guest-abbr-nadia = Na
suspicion-guest-abbr-ashraf = As
suspicion-guest-abbr-mildred = Mi
suspicion-die-unknown = ?

## Gems
suspicion-gem-ruby = ruby
suspicion-gem-emerald = emerald
suspicion-gem-diamond = diamond
suspicion-gems-ruby = { $n ->
    [one] { $n } ruby
   *[other] { $n } rubies
}
suspicion-gems-emerald = { $n ->
    [one] { $n } emerald
   *[other] { $n } emeralds
}
suspicion-gems-diamond = { $n ->
    [one] { $n } diamond
   *[other] { $n } diamonds
}

## Rooms: columns A–D from the left, rows 1–3 from the top
suspicion-room-r0c0 = A1 ({ suspicion-gem-ruby })
suspicion-room-r0c1 = B1 ({ suspicion-gem-ruby }, { suspicion-gem-diamond })
suspicion-room-r0c2 = C1 ({ suspicion-gem-emerald }, { suspicion-gem-diamond })
suspicion-room-r0c3 = D1 ({ suspicion-gem-ruby }, { suspicion-gem-emerald })
suspicion-room-r1c0 = A2 ({ suspicion-gem-emerald }, { suspicion-gem-diamond })
suspicion-room-r1c1 = B2 ({ suspicion-gem-ruby }, { suspicion-gem-emerald })
suspicion-room-r1c2 = C2 ({ suspicion-gem-ruby }, { suspicion-gem-diamond })
suspicion-room-r1c3 = D2 ({ suspicion-gem-diamond })
suspicion-room-r2c0 = A3 ({ suspicion-gem-ruby }, { suspicion-gem-diamond })
suspicion-room-r2c1 = B3 ({ suspicion-gem-emerald })
suspicion-room-r2c2 = C3 ({ suspicion-gem-ruby }, { suspicion-gem-emerald })
suspicion-room-r2c3 = D3 ({ suspicion-gem-emerald }, { suspicion-gem-diamond })

## Card actions and the 28 action cards
suspicion-action-search = Search
suspicion-action-tip-ruby = Tip: { suspicion-gem-ruby }
suspicion-action-tip-emerald = Tip: { suspicion-gem-emerald }
suspicion-action-tip-diamond = Tip: { suspicion-gem-diamond }
suspicion-action-passage = Secret passage
suspicion-action-peek = Invitation
suspicion-action-ask-buford = Ask about { suspicion-guest-buford }
suspicion-action-ask-trudie = Ask about { suspicion-guest-trudie }
suspicion-action-ask-remy = Ask about { suspicion-guest-remy }
suspicion-action-ask-viola = Ask about { suspicion-guest-viola }
suspicion-action-ask-stefano = Ask about { suspicion-guest-stefano }
suspicion-action-ask-lily = Ask about { suspicion-guest-lily }
suspicion-action-ask-earl = Ask about { suspicion-guest-earl }
suspicion-action-ask-nadia = Ask about { suspicion-guest-nadia }
suspicion-action-ask-ashraf = Ask about { suspicion-guest-ashraf }
suspicion-action-ask-mildred = Ask about { suspicion-guest-mildred }
suspicion-card-1 = #1: { suspicion-action-tip-diamond } + { suspicion-action-ask-remy }
suspicion-card-2 = #2: { suspicion-action-search } + { suspicion-action-peek }
suspicion-card-3 = #3: { suspicion-action-tip-ruby } + { suspicion-action-ask-nadia }
suspicion-card-4 = #4: { suspicion-action-tip-emerald } + { suspicion-action-ask-lily }
suspicion-card-5 = #5: { suspicion-action-peek } + { suspicion-action-ask-buford }
suspicion-card-6 = #6: { suspicion-action-tip-ruby } + { suspicion-action-ask-earl }
suspicion-card-7 = #7: { suspicion-action-search } + { suspicion-action-ask-nadia }
suspicion-card-8 = #8: { suspicion-action-tip-emerald } + { suspicion-action-ask-stefano }
suspicion-card-9 = #9: { suspicion-action-tip-diamond } + { suspicion-action-peek }
suspicion-card-10 = #10: { suspicion-action-search } + { suspicion-action-ask-ashraf }
suspicion-card-11 = #11: { suspicion-action-tip-emerald } + { suspicion-action-peek }
suspicion-card-12 = #12: { suspicion-action-tip-ruby } + { suspicion-action-peek }
suspicion-card-13 = #13: { suspicion-action-search } + { suspicion-action-ask-mildred }
suspicion-card-14 = #14: { suspicion-action-search } + { suspicion-action-passage }
suspicion-card-15 = #15: { suspicion-action-search } + { suspicion-action-ask-earl }
suspicion-card-16 = #16: { suspicion-action-search } + { suspicion-action-ask-remy }
suspicion-card-17 = #17: { suspicion-action-peek } + { suspicion-action-ask-viola }
suspicion-card-18 = #18: { suspicion-action-search } + { suspicion-action-ask-stefano }
suspicion-card-19 = #19: { suspicion-action-search } + { suspicion-action-ask-viola }
suspicion-card-20 = #20: { suspicion-action-search } + { suspicion-action-peek }
suspicion-card-21 = #21: { suspicion-action-search } + { suspicion-action-ask-lily }
suspicion-card-22 = #22: { suspicion-action-tip-diamond } + { suspicion-action-ask-mildred }
suspicion-card-23 = #23: { suspicion-action-search } + { suspicion-action-ask-buford }
suspicion-card-24 = #24: { suspicion-action-search } + { suspicion-action-passage }
suspicion-card-25 = #25: { suspicion-action-passage } + { suspicion-action-ask-ashraf }
suspicion-card-26 = #26: { suspicion-action-search } + { suspicion-action-peek }
suspicion-card-27 = #27: { suspicion-action-search } + { suspicion-action-ask-trudie }
suspicion-card-28 = #28: { suspicion-action-passage } + { suspicion-action-ask-trudie }

## Events
suspicion-event-setup = Suspicion begins: { $gems } gems of each kind in the bank. { $first_seat } plays first.
suspicion-event-dealt = Your secret guest is { $guest_term }. Your hand: { $first_term } and { $second_term }.
suspicion-event-turn = { $seat }'s turn.
suspicion-event-rolled = { $seat } rolled { $first_term } and { $second_term }.
suspicion-event-moved = { $seat } moved { $guest_term } from { $from_term } to { $to_term }.
suspicion-event-played = { $seat } played { $card_term }.
suspicion-event-searched = { $seat } searched and took one { $gem_term }.
suspicion-event-tipped = { $seat } followed a tip and took one { $gem_term }.
suspicion-event-passage = { $seat } sent { $guest_term } through a secret passage from { $from_term } to { $to_term }.
suspicion-event-peeked = { $seat } looked at the top invitation and put it at the bottom of the deck.
suspicion-event-peek-result = The invitation you saw is { $guest_term }'s: nobody plays that guest.
suspicion-event-asked = { $seat } asked { $target_seat } whether their guest can see { $guest_term }.
suspicion-event-answer = { $target_seat } answered { $answer ->
    [yes] YES: their guest can see { $guest_term }.
   *[no] NO: their guest cannot see { $guest_term }.
}
suspicion-event-answered-for-you = { $asker_seat } asked whether your guest can see { $guest_term }; you answered { $answer ->
    [yes] YES.
   *[no] NO.
}
suspicion-event-drew = You drew { $card_term }.
suspicion-event-reshuffled = The action deck ran out: the discards were shuffled into a new deck of { $cards } cards.
suspicion-event-ran-out = The bank has no { $gem_term } left: the game is over. Everyone now guesses the other players' guests.
suspicion-event-guessed = { $seat } has handed in their guesses.
suspicion-event-revealed = { $seat } was { $guest_term }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} (correct guesses: { $correct }, sets: { $sets }, single gems: { $loose }).
suspicion-event-removed = { $seat } has left the game. Their guest stays in the villa and can still be guessed.

## How the game ended (S-5.4)
suspicion-end-points = Highest score: { $points } points.
suspicion-end-tiebreak-guessed = Tied on { $points } points; decided by whose guest was correctly guessed by the fewest players.
suspicion-end-tiebreak-gems = Tied on { $points } points and on guesses; decided by the most gems.
suspicion-end-shared = Tied on { $points } points, guesses and gems: { $count } players share the victory.
suspicion-end-abandoned = The game ended with no winner: too few players are left.

## Refusals
suspicion-error-now-roll = Roll the dice first.
suspicion-error-now-move = Move the guests shown on the dice first.
suspicion-error-now-play = Play one of your action cards now.
suspicion-error-now-act = Carry out the actions of the card you played.
suspicion-error-now-guess = The game is over: only your final guesses are asked for.
suspicion-error-not-in-hand = That card is not in your hand.
suspicion-error-no-die = No die left this turn lets you move { $guest_term }.
suspicion-error-not-adjacent = A guest moves one room through a doorway: that room is not next to it.
suspicion-error-both-moves = Both moves in one choice are those of the two guests the dice show, the first die's first.
suspicion-error-not-on-card = That action is not (or no longer) on the card you played.
suspicion-error-gem-not-here = You cannot take one { $gem_term }: your guest's room does not show one the bank still has.
suspicion-error-same-room = The guest is already in that room: a secret passage leads elsewhere.
suspicion-error-bank-empty = The bank has none of that gem left.
suspicion-error-already-guessed = You have already handed in your guesses.
suspicion-error-guess-everyone = A guess sheet needs one entry (a guest or none) for every other player.
# Set-up: a table or first player the rules do not allow.

## The public board, the private panel, the summary
suspicion-board-title = Suspicion — the villa
suspicion-board-over = Game over
suspicion-board-turn-roll = { $seat } to roll the dice
suspicion-board-turn-move = { $seat } is moving the guests
suspicion-board-turn-play = { $seat } is choosing a card to play
suspicion-board-turn-act = { $seat } is carrying out a card
suspicion-board-guessing = Final guesses — waiting for { $names }
suspicion-board-dice = Dice: { $first } and { $second }
suspicion-board-dice-left = Still to move: { $faces }
suspicion-board-card = Card in play: { $card }
suspicion-board-card-left = { $n ->
    [one] One of: { $halves }
   *[other] Still to do: { $halves }
}
suspicion-step-half-search = Search
suspicion-step-half-tip = Tip
suspicion-step-half-passage = Secret passage
suspicion-step-half-peek = Invitation
suspicion-step-half-ask = Ask
suspicion-board-guests = Guests by room
suspicion-board-bank = Gem bank (started with { $n } of each)
suspicion-board-players = Players' gems
suspicion-board-cards = Action cards
suspicion-board-deck = { $n ->
    [one] { $n } card in the deck
   *[other] { $n } cards in the deck
}, { $discard } discarded
suspicion-board-left = (left the game)
suspicion-panel-title = Your secrets
suspicion-panel-guest = Your guest: **{ $guest }**
suspicion-panel-hand = Your hand
suspicion-panel-peeks = Invitations you saw (nobody plays them)
suspicion-panel-answers = Answers you received
suspicion-panel-answer = { $target } — sees { $guest } (then in { $room })? { $answer ->
    [yes] YES
   *[no] NO
}
suspicion-panel-assistant = Notepad assistant: still possible
suspicion-panel-possible = { $target }: { $names }
suspicion-panel-guesses = Your guesses
suspicion-guess-line = { $target }: { $guest }
suspicion-summary-title = Suspicion — the invitations revealed
suspicion-summary-winners = { $n ->
    [one] Winner: { $names }
   *[other] Winners: { $names }
}
suspicion-summary-guest = Guest: **{ $guest }**
suspicion-summary-score = **{ $points ->
    [one] { $points } point
   *[other] { $points } points
}** — correct guesses: { $correct }, sets: { $sets }, single gems: { $loose }; guessed by: { $guessed_by }
suspicion-summary-hand = Hand: { $cards }
suspicion-replay-seat = { $player }: **{ $guest }**; hand: { $cards }

## Rules help (/game rules)
suspicion-rules-topic-overview = Overview
suspicion-rules-overview = You are a jewel thief disguised as one of ten party guests; every other player is one too. Move the guests around the villa, collect gems and work out who is who. The game ends the moment one kind of gem runs out of the bank; then everybody guesses the other players' guests. 7 points per correct guess, 6 per set of ruby + emerald + diamond, 1 per other gem.
suspicion-rules-topic-setup = Set-up
suspicion-rules-setup = 2–6 players. The ten guests start one in each outer room of the 3×4 villa, at random. Each player gets a secret invitation (their guest) and two secret action cards; the remaining invitations form the invitation deck. Bank, per gem kind: 6 with 2 players, 9 with 3–4, 12 with 5–6; the host may make the game quicker (1 or 2 fewer of each kind) or longer (1 or 2 more). The host picks the first player or lets the bot choose; play passes in seat order.
suspicion-rules-topic-turn = Your turn
suspicion-rules-turn = 1. The bot rolls both dice for you as your turn begins. Each die showing a guest moves that guest through a doorway to a neighbouring room (no diagonals). A "?" moves any guest one room — even the one on the other die; with two "?" move two guests once or one guest twice. Every die must be used. 2. Play one of your two cards face up and carry out both of its actions in the order you like (with 2 players only one of them). 3. The card is discarded and you draw; when the deck runs out, the discards are shuffled into a new deck at once.
suspicion-rules-topic-actions = Actions
suspicion-rules-actions = Search: take one gem of a kind shown in the room where YOUR guest stands — everyone sees which, so it hints where you are. Tip: take the gem printed on the card, wherever you are. Secret passage: move any guest to any other room. Invitation: look at the top invitation secretly and put it at the bottom; nobody plays that guest. Ask: choose another player and ask whether their guest can see the guest on the card.
suspicion-rules-topic-sight = Sight and answers
suspicion-rules-sight = A guest sees every guest in the same row or the same column, its own room included; nothing blocks sight. A guest always sees itself, so asked about your own guest the answer is Yes. The bot works out every answer truthfully from the board and sends it privately to the asker, and tells the asked player what was answered for them. The table only sees who asked whom about which guest.
suspicion-rules-topic-end = End and scoring
suspicion-rules-end = The game ends at once when a gem kind runs out of the bank, even in the middle of a turn (the rest of that turn is skipped). Everybody then hands in one secret guess per other player (the same guest may be guessed more than once). Invitations are revealed: 7 points per correct guess, 6 per set of three different gems, 1 per gem outside a set. Ties: the player whose guest was correctly guessed by the fewest wins; then the most gems; then the victory is shared.
suspicion-rules-topic-bot = Bot rulings
suspicion-rules-bot = Your panel has a private notepad for each opponent. Its assistant is off until you turn it on in your notepad (unless the host forbade it for the table); then it crosses out guests your own information rules out (your guest, invitations you saw, public searches, your answers as the board stood then). Every answer you received stays in your panel's history, with the room the asked-about guest stood in then (an answer is true of that moment). If your turn timer runs out, the bot moves at random, plays your first card and makes random legal choices. Missing final guesses count as no guess. A removed player's guest stays and can still be guessed; they guess nothing and cannot win.

# What the timeout rules played, said to the table (R1, R2 are public rules).
suspicion-timeout-turn = ⏰ { $seat } ran out of time: the rest of their turn was played at random — random moves, then the first card in their hand.
suspicion-timeout-guess = ⏰ { $seat } ran out of time: no guess for the players they left blank.
