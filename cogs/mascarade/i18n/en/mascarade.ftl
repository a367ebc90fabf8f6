# Mascarade (Bruno Faidutti). Rule ids (M-x.y) refer to the project's rules digest.
mascarade-name = Mascarade
mascarade-summary = Bluff about which character you are — swap masks in secret, claim powers, reach 13 coins.

## Editions and host options
mascarade-edition-first = 1st edition
mascarade-edition-second = 2nd edition
mascarade-option-edition = Edition
mascarade-option-edition-first = 1st edition (2–13 players)
mascarade-option-edition-second = 2nd edition (4–12 players)
mascarade-option-preset = Characters
mascarade-option-preset-standard = Standard set (recommended for the number of players)
mascarade-option-preset-random = Random set (follows the composition rules)

## Characters (names of the edition being played: the 2nd edition's King takes 2 coins)
mascarade-card-judge = Judge
mascarade-card-bishop = Bishop
mascarade-card-king = King
mascarade-card-fool = Fool
mascarade-card-queen = Queen
mascarade-card-thief = Thief
mascarade-card-witch = Witch
mascarade-card-spy = Spy
mascarade-card-peasant = Peasant
mascarade-card-cheat = Cheat
mascarade-card-inquisitor = Inquisitor
mascarade-card-widow = Widow
mascarade-card-empress = Empress
mascarade-card-guru = Guru
mascarade-card-princess = Princess
mascarade-card-puppet_master = Puppet Master
mascarade-card-patron = Patron
mascarade-card-cheater = Cheater
mascarade-card-beggar = Beggar

## Card positions
mascarade-slot = { $place ->
    [centre] Centre card { $place_number }
    [own] Your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }
   *[other] { $place_seat }’s { $place ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }
}

## Public events
mascarade-event-start = A game of Mascarade begins: { $n } players, { $edition_term }. Every card is shown face up, then turned face down.
mascarade-event-opening = { $place ->
    [centre] Centre card { $place_number }
    [left] { $place_seat }, left card
    [middle] { $place_seat }, protected card
    [right] { $place_seat }, right card
   *[single] { $place_seat }
}: { $card_term }.
mascarade-event-first = { $seat } plays first. The first four turns are preparatory.
mascarade-event-swap = { $seat } takes their { $mine ->
    [left] left card
    [middle] protected card
    [right] right card
   *[single] card
} and { $other ->
    [centre] centre card { $other_number }
    [left] { $other_seat }’s left card
    [middle] { $other_seat }’s protected card
    [right] { $other_seat }’s right card
   *[single] { $other_seat }’s card
} under the table — swapped or not, only they know.
mascarade-event-peek = { $seat } secretly looks at their { $hand ->
    [left] left card
    [middle] protected card
    [right] right card
   *[single] card
}.
mascarade-event-claim = { $seat } announces: “I am the { $card_term }!”{ $hand ->
    [left] {" "}(hand on the left card)
    [right] {" "}(hand on the right card)
   *[single] {""}
}
mascarade-event-contest = { $seat } contests: “No, I am the { $card_term }!”{ $hand ->
    [left] {" "}(left card)
    [middle] {" "}(protected card)
    [right] {" "}(right card)
   *[single] {""}
}
mascarade-event-pass = { $seat } does not contest.
mascarade-event-unopposed = Nobody contests: { $seat } uses the { $card_term }’s power without revealing.
mascarade-event-reveal = { $seat } reveals{ $hand ->
    [left] {" "}their left card
    [middle] {" "}their protected card
    [right] {" "}their right card
   *[single] {""}
}: { $card_term }.
mascarade-event-no-holder = Nobody revealed is the { $card_term }: no power is used.
mascarade-event-gain = { $seat } takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} from the bank.
mascarade-event-judge = { $seat } takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} from the courthouse.
mascarade-event-take = { $seat } takes { $n ->
    [one] { $n } coin
   *[other] { $n } coins
} from { $from_seat }.
mascarade-event-fine = { $seat } pays a fine of { $n ->
    [0] nothing (no coins left)
    [one] { $n } coin
   *[other] { $n } coins
} to the courthouse.
mascarade-event-witch = { $seat } swaps fortunes with { $other_seat }.
mascarade-event-witch-none = { $seat } keeps their fortune.
mascarade-event-fool = { $seat } takes { $first ->
    [left] { $first_seat }’s left card
    [middle] { $first_seat }’s protected card
    [right] { $first_seat }’s right card
   *[single] { $first_seat }’s card
} and { $second ->
    [left] { $second_seat }’s left card
    [middle] { $second_seat }’s protected card
    [right] { $second_seat }’s right card
   *[single] { $second_seat }’s card
} under the table — swapped or not, only they know.
mascarade-event-spy-look = { $seat } secretly looks at their { $hand ->
    [left] left card
    [middle] protected card
    [right] right card
   *[single] card
} and at { $other ->
    [centre] centre card { $other_number }
    [left] { $other_seat }’s left card
    [middle] { $other_seat }’s protected card
    [right] { $other_seat }’s right card
   *[single] { $other_seat }’s card
}.
mascarade-event-spy-swap = { $seat } puts both cards back — swapped or not, only they know.
mascarade-event-cheat-fail = { $seat } has fewer than { $n } coins: the { $card_term } does not win.
mascarade-event-widow-nothing = { $seat } already has { $n } coins or more: the Widow takes nothing.
mascarade-event-beggar-none = Nobody is richer than { $seat }: the Beggar gets nothing.
mascarade-event-inquire = { $seat } points at { $target_seat }: “Who do you think you are?”
mascarade-event-guess = { $seat } answers: “I am the { $card_term }.”
mascarade-event-guess-silent = { $seat } does not answer (counts as wrong).
mascarade-event-guess-right = { $seat } guessed right: nothing happens.
mascarade-event-princess = { $seat } makes { $target_seat } show their card to everyone else — { $target_seat } may not look.
mascarade-event-puppet = { $first_seat } and { $second_seat } swap seats, each taking over the card and fortune where they sit down.
mascarade-event-facedown = The revealed cards are turned face down.
mascarade-event-removed = { $seat } leaves the game: their card goes face down to the centre and their { $n ->
    [one] { $n } coin goes
   *[other] { $n } coins go
} back to the bank.
mascarade-event-claim-withdrawn = { $seat }’s announcement is withdrawn.
mascarade-event-power-lost = The power in progress is lost because { $seat } left.
mascarade-event-winner = { $winners ->
    [1] { $seat } wins
   *[other] { $seat } shares the victory
} with { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}!
# Several players at 0 coins: each is named before the ending (M-7.2).
mascarade-event-broke = { $seat } has no coins left.
# What the timeout rule played, said where the rules make it public (R1, R2).
mascarade-timeout-turn = ⏰ { $seat } ran out of time: counted as not swapping with their left neighbour's card.
mascarade-timeout-pass = ⏰ { $seat } ran out of time: counted as a pass.

## How the game ended
mascarade-end-rich = { $winners ->
    [1] A player reached { $n } coins.
   *[other] { $winners } players reached { $n } coins or more and share the victory.
}
mascarade-end-broke = { $broke ->
    [1] { $seat } has no coins left
   *[other] { $broke } players have no coins left
}: the game ends and { $winners ->
    [1] the richest player wins.
   *[other] the { $winners } richest players share the victory.
}
mascarade-end-cheat = { $seat } is the { $card_term } with { $n } coins or more and wins at once.
mascarade-end-guru = { $seat } could not pay the Guru 4 coins: the game ends and { $winners ->
    [1] the richest player wins.
   *[other] { $winners } players share the victory.
}
# A removal that leaves a table M-1.1/M-1.4 does not allow ends the game with no winner.
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
# Kept for games stored before the removal reasons named the rule that ends them.
mascarade-end-abandoned = { $seat } was removed and the game cannot go on with this table: nobody wins.

## Private messages (only you see these)
mascarade-private-swap-done = You swapped the two cards.
mascarade-private-swap-kept = You did not swap the two cards.
mascarade-private-peek = Your { $hand ->
    [left] left card
    [middle] protected card
    [right] right card
   *[single] card
} is the { $card_term }.
mascarade-private-saw = { $place ->
    [centre] Centre card { $place_number }
   *[other] { $place_seat }’s { $place ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }
} is the { $card_term }.
mascarade-private-princess = { $target_seat }’s card is the { $card_term } ({ $target_seat } does not know).

## What the table waits for
mascarade-pending-prep = Preparatory turn: { $seat } swaps or not.
mascarade-pending-turn = { $seat }’s turn: swap, peek or announce.
mascarade-pending-contest = { $seat } claims the { $card_term } — { $next_seat } to answer.
mascarade-pending-bishop = { $seat } ({ $card_term }) chooses among the richest players.
mascarade-pending-witch = { $seat } ({ $card_term }) may swap fortunes.
mascarade-pending-fool = { $seat } ({ $card_term }) { $players ->
    [2] swaps their opponent’s left and right cards or not.
    [3] swaps two cards that are not theirs or not — both may be one opponent’s.
   *[other] swaps two other players’ cards or not.
}
mascarade-pending-spy-look = { $seat } ({ $card_term }) chooses a card to look at.
mascarade-pending-spy-swap = { $seat } ({ $card_term }) decides whether to swap.
mascarade-pending-inquire = { $seat } ({ $card_term }) chooses whom to question.
mascarade-pending-guess = { $seat } must name the character they believe they are.
mascarade-pending-princess = { $seat } ({ $card_term }) chooses who must reveal.
mascarade-pending-puppet = { $seat } ({ $card_term }) chooses two players to swap seats.

## Refusals
mascarade-error-preparatory = During the first four turns you may only swap or not.
mascarade-error-revealed = Your card was revealed last turn: you may not announce this turn.
mascarade-error-must-swap = Your card was revealed last turn: you must swap or not.
mascarade-error-not-now = That is not the choice you are asked to make now.
mascarade-error-not-in-play = “{ $card }” is not a character in this game.

## Character set checks (M-1.4)
mascarade-set-small-table = Custom sets are for 4 or more players; 2 and 3 players always use the fixed six-card set — remove the custom set to play at this table.
mascarade-set-players = This edition plays with { $low } to { $high } players.
mascarade-set-unknown = “{ $card }” is not a character of this edition.
mascarade-set-count = { $n } cards for this table: it needs { $low ->
    [6] exactly 6 with 4–5 players
   *[other] { $low } to { $high } (one per player plus 0–2 in the centre)
}.
mascarade-set-judge = The Judge must be in play.
mascarade-set-copies = There is only one { $card_term }.
mascarade-set-peasants = Peasants come in pairs or not at all.
mascarade-set-min-players = The { $card_term } needs at least { $n } players.
mascarade-set-money = Only { $n } of { $total } cards bring coins from the bank: at least a third must.
mascarade-set-money-warning = { $n } of { $total } cards bring coins from the bank — more than half, allowed but generous.

## Board
mascarade-board-title = Mascarade — { $edition_term }
mascarade-board-turn = Turn { $n }
mascarade-board-turn-prep = Turn { $n } (preparatory)
mascarade-board-pending = Now
mascarade-board-players = Players (turn order)
mascarade-board-seat = { $seat } — { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
mascarade-board-seat-cards = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
mascarade-board-faceup = face up: { $card_term }
mascarade-board-current = ▶
mascarade-board-revealed = revealed last turn — may not announce
mascarade-board-courthouse = Courthouse
mascarade-board-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
mascarade-board-centre = Centre
mascarade-board-centre-cards = { $n ->
    [0] no cards
    [one] { $n } card face down
   *[other] { $n } cards face down
}
mascarade-board-set = Characters in play
mascarade-board-claim = Announcement
mascarade-board-claim-line = { $seat } claims the { $card_term }.
mascarade-board-contesters = Contesting: { $names }
mascarade-board-removed = Left the game: { $names }
mascarade-board-over = Game over
mascarade-panel-title = Your secrets — { $seat }
mascarade-panel-cards = Your cards
mascarade-panel-notes = What you know — newest lines
mascarade-panel-seen = You see now
mascarade-summary-title = Mascarade — final result
mascarade-summary-winners = Winners
mascarade-summary-nobody = Nobody
mascarade-summary-fortunes = Fortunes
mascarade-summary-cards = Cards at the end
mascarade-summary-left = (left the game)

## Rules help (/game rules)
mascarade-rules-topic-overview = Overview
mascarade-rules-overview = Every player has a face-down character card and 6 coins; fortunes are public. Reach **13 coins** to win. If anyone drops to **0**, the game ends and the richest win (ties share). Cards are shown face up once at the start, then hidden; after that nobody — not even the holder — knows a card unless a rule shows it. The 1st edition plays with 2–13 players, the 2nd with 4–12. With 4–5 players 6 cards are used and the extras lie face down in the centre.
mascarade-rules-topic-turn = Your turn
mascarade-rules-turn = The first 4 turns are preparatory: take your card and any other card and secretly swap them or not. From turn 5, do exactly one: **swap or not** (everyone sees which two cards, only you know whether you swapped), **peek** at your own card, or **announce** a character in play. If your card was revealed during the previous turn, you may not announce (1st edition: you must swap; 2nd edition: swap or peek). If time runs out, you swap with your left neighbour's card without swapping.
mascarade-rules-topic-claim = Announcing and contesting
mascarade-rules-claim = Announce any character in play, even if you are not it. Clockwise from your left, each player in turn may contest by claiming it too; every answer is shown. (If the host chose “Answer claims all at once”, everyone answers in any order and all answers are shown together when the last is in.) Nobody contests: you use the power without revealing. Contested: all claimants reveal. The true holder uses the power (even off-turn), then every impostor pays 1 coin to the courthouse. The Judge never collects this turn's fines; the Cheat wins before the fines. Before a true Fool or Spy acts, the cards go face down again.
mascarade-rules-topic-characters = Characters (1st edition)
mascarade-rules-characters = **King** +3 coins. **Queen** +2. **Judge** takes the courthouse. **Bishop** takes 2 from the richest other player (you choose on a tie). **Fool** +1, then swaps or not two other players' cards. **Spy** looks at their card and another, then swaps or not. **Witch** may swap fortunes with anyone. **Thief** takes 1 from each neighbour. **Cheat** wins with 10+ coins. **Widow** tops up to 10. **Peasant** +1, or +2 each if both are revealed together. **Inquisitor** points at a player, who names their character and reveals: if wrong, they pay the Inquisitor 4 coins.
mascarade-rules-topic-second = Characters (2nd edition)
mascarade-rules-second = Renamed: **Empress** +3, **King** +2, **Guru** (Inquisitor; a wrong target with fewer than 4 coins pays all and the game ends), **Cheater**. New: **Princess** +2, then one player shows their card to everyone else without seeing it. **Puppet Master** takes 1 coin from two other players, who swap seats (each takes over the card and fortune where they sit). **Patron** +3 and each neighbour +1. **Beggar**: clockwise, every player richer than you at that moment gives you 1. The Bishop takes from the richest player other than you.
mascarade-rules-topic-small = 2 and 3 players
mascarade-rules-small = Both use Bishop, Fool, Judge, Queen, King and Witch. **3 players**: two cards each (left and right hands) and one fortune; swap one of your cards with an opponent's card, peek at one of yours, or announce with your hand on one card; a contester picks one of their cards. **2 players**: three cards each — left, right and a protected middle card. Swap any of yours with the opponent's left or right card, never the protected one; announce only with your left or right card; you may contest with any card, the protected one included.
mascarade-rules-topic-bot = Bot rulings
mascarade-rules-bot = Where the rulebook is silent, the bot plays as follows. If your turn timer runs out, your turn counts as not swapping with your left neighbour's card, which changes nothing; an answer to a claim that runs out of time is a pass. Inside a power that runs out of time: the Witch, the Fool and the Spy do not swap, a Bishop's tie is settled at random, and the targets of the Inquisitor, the Princess and the Puppet Master are chosen at random; an Inquisitor's target who names no character in time pays as if wrong. The bank never runs out. The host may let everyone answer a claim at once: each answer stays sealed until the last is in. A moderator may remove a player: the game goes on only if the cards in play still suit the smaller table (otherwise it ends with no winner); the removed player's cards go face down to the centre and their coins to the bank.

## The custom character set in the lobby
mascarade-custom-set = Custom set
mascarade-custom-set-button = Custom set…
mascarade-custom-set-pick = Characters in play
mascarade-custom-set-help = Leave empty to use the preset. Peasants come as a pair.
mascarade-custom-set-cleared = Custom set removed: the preset decides the characters.
mascarade-custom-set-ok = This set follows the composition rules for { $n } players.
# For which tables the custom set is valid.
mascarade-custom-set-range = { $same ->
    [yes] This set can start with { $low } players
   *[no] This set can start with { $low } to { $high } players
}; { $n ->
    [one] { $n } is seated now.
   *[other] { $n } are seated now.
}
mascarade-custom-set-never = No table size allows this set: change it or clear it to use the preset.
