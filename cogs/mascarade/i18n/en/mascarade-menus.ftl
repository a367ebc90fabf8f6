# Mascarade: what a player's panel asks and offers — the prompts, flat menus (the action and
# its card in one choice) that explain themselves, and why an expected choice is missing.

## Your panel: prompts and buttons
mascarade-prompt-prep = Preparatory turn: you may only swap your card with another one — or not.
mascarade-prompt-turn = Your turn: swap or not, peek at your card, or announce a character.
mascarade-prompt-turn-no-claim = Your turn: swap or not, or peek at your card.
mascarade-prompt-turn-swap = Your turn: swap your card with another one — or not.
mascarade-prompt-swap-do = Under the table: swap them, or not?
mascarade-prompt-claim = Which character do you announce?
mascarade-prompt-claim-slot = Put your hand on which card?
mascarade-prompt-contest = { $seat } claims to be the { $card_term }. Do you contest?
mascarade-prompt-contest-slot = Contest with which card?
mascarade-prompt-bishop = { $card_term }: take 2 coins from which of the richest players?
mascarade-prompt-witch = { $card_term }: swap your fortune with whom?
mascarade-prompt-fool = { $card_term }: choose the first card.
mascarade-prompt-fool-second = { $card_term }: choose the second card.
mascarade-prompt-spy-look = { $card_term }: look at which other card?
mascarade-prompt-spy-swap = { $card_term }: swap the two cards, or not?
mascarade-prompt-inquire = { $card_term }: whom do you question?
mascarade-prompt-guess = You are questioned: which character do you believe you are?
mascarade-prompt-princess = { $card_term }: who must show their card to everyone else?
mascarade-prompt-puppet = { $card_term }: choose the first player.
mascarade-prompt-puppet-second = { $card_term }: choose the second player.
mascarade-menu-claim = Announce
mascarade-menu-pass = Pass
mascarade-menu-contest = Contest
mascarade-menu-do-swap = Swap
mascarade-menu-no-swap = Don’t swap
mascarade-menu-no-witch = Keep my fortune
mascarade-menu-silent = Say nothing (counts as wrong)
mascarade-menu-seat = { $seat } ({ $n ->
    [one] { $n } coin
   *[other] { $n } coins
})

## Menu choices: the action and its card in one
mascarade-menu-swap-with = Swap { $mine ->
    [single] { $other ->
        [centre] with centre card { $other_number }
       *[other] with { $other_seat }
    }
    [left] your left card with { $other ->
        [own] your { $other_hand ->
                [left] left card
                [middle] protected card
                [right] right card
               *[single] card
            }
        [centre] centre card { $other_number }
        *[other] { $other_seat }’s { $other_hand ->
                [left] left card
                [middle] protected card
                [right] right card
               *[single] card
            }
    }
    [middle] your protected card with { $other ->
        [own] your { $other_hand ->
                [left] left card
                [middle] protected card
                [right] right card
               *[single] card
            }
        [centre] centre card { $other_number }
        *[other] { $other_seat }’s { $other_hand ->
                [left] left card
                [middle] protected card
                [right] right card
               *[single] card
            }
    }
   *[right] your right card with { $other ->
        [own] your { $other_hand ->
                [left] left card
                [middle] protected card
                [right] right card
               *[single] card
            }
        [centre] centre card { $other_number }
        *[other] { $other_seat }’s { $other_hand ->
                [left] left card
                [middle] protected card
                [right] right card
               *[single] card
            }
    }
}
mascarade-menu-look = Look at your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }
mascarade-menu-announce = Announce the { $card_term }
mascarade-menu-hand = With your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }
mascarade-menu-pair-of = { $first ->
    [own] Your { $first_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
    [centre] Centre card { $first_number }
    *[other] { $first_seat }’s { $first_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
} ↔ { $second ->
    [own] your { $second_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
    [centre] centre card { $second_number }
    *[other] { $second_seat }’s { $second_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
}
mascarade-menu-two-seats = { $first_seat } ↔ { $second_seat }

## One-line descriptions under the choices (at most 100 characters)
mascarade-desc-swap = Both cards go under the table: swap them or not — only you will know.
mascarade-desc-look = Only you see it; this ends your turn.
mascarade-desc-hand = Your hand rests on this card: it is revealed if someone contests.
mascarade-desc-claim = Name a character in play — truthfully or not.
mascarade-desc-pass = Let { $seat }’s claim stand.
mascarade-desc-contest = Claim the { $card_term } too: all claimants reveal, impostors pay { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }.
mascarade-desc-contest-hand = This card is revealed.
mascarade-desc-fool = Both cards go under the table: swap them or not — only you will know.
mascarade-desc-fool-first = Then choose the second card.
mascarade-desc-puppet = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from each; they swap seats, cards and coins stay put.
mascarade-desc-puppet-first = Then choose the second player.
mascarade-desc-bishop = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from { $target_seat }.
mascarade-desc-inquire = { $target_seat } names a character and reveals; if wrong, pays you { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }.
mascarade-desc-princess = Everyone but { $target_seat } sees that player’s card.
mascarade-desc-witch = You get { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }; { $target_seat } gets your { $mine ->
        [one] { $mine } coin
       *[other] { $mine } coins
    }.
mascarade-desc-witch-keep = Keep your { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }.
mascarade-desc-spy-look = See it and your own card, then swap them or not.
mascarade-desc-silent = Counts as a wrong answer: you pay { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }.

## What each character’s power does (menus)
mascarade-power-bank = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from the bank.
mascarade-power-judge = Take all the coins in the courthouse.
mascarade-power-bishop = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from the richest other player.
mascarade-power-fool = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }, then swap or not two cards that are not yours.
mascarade-power-spy = Look at your card and another, then swap them or not.
mascarade-power-witch = You may swap your whole fortune with another player’s.
mascarade-power-thief = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from each neighbour.
mascarade-power-cheat = With { $n } coins or more, you win at once.
mascarade-power-widow = Take coins from the bank until you have { $n }.
mascarade-power-peasant = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }; 2 each if both Peasants are revealed together.
mascarade-power-inquisitor = A player names their character and reveals; wrong pays you { $n }{ $ends ->
    [yes] {" "}(if short: all, and the game ends)
   *[no] {""}
}.
mascarade-power-princess = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }; a player shows their card to all but themselves.
mascarade-power-puppet-master = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } from each of two players, who swap seats.
mascarade-power-patron = Take { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }; each neighbour takes 1.
mascarade-power-beggar = Every richer player, clockwise, gives you { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }.

## Why a choice is missing (shown above the choices)
mascarade-note-prep = Preparatory turn { $n } of { $total }: looking and announcing begin after turn { $total }.
mascarade-note-revealed = Your card was revealed last turn: you may not announce{ $peek ->
    [no] {" "}or look at it
   *[yes] {""}
} this turn.
mascarade-note-protected = Your opponent’s protected card cannot be taken{ $prep ->
    [no] ; you announce with your left or right card
   *[yes] {""}
}.
mascarade-note-fool = { $players ->
    [2] Only your opponent’s left and right cards.
    [3] Any two cards that are not yours.
   *[other] Two other players’ cards: not yours, not the centre’s.
}

## What is at stake (M-5.4), before a claim is made or answered, and what the turn message's
## buttons do (a public line beside them: the rules, never a seat's cards)
mascarade-note-claimed = The { $card_term }’s power: { $power ->
    [bank] { mascarade-power-bank }
    [judge] { mascarade-power-judge }
    [bishop] { mascarade-power-bishop }
    [fool] { mascarade-power-fool }
    [spy] { mascarade-power-spy }
    [witch] { mascarade-power-witch }
    [thief] { mascarade-power-thief }
    [cheat] { mascarade-power-cheat }
    [widow] { mascarade-power-widow }
    [peasant] { mascarade-power-peasant }
    [inquisitor] { mascarade-power-inquisitor }
    [princess] { mascarade-power-princess }
    [puppet-master] { mascarade-power-puppet-master }
    [patron] { mascarade-power-patron }
   *[beggar] { mascarade-power-beggar }
}
mascarade-note-contest-stakes = Contest if you think you hold the { $card_term } (or doubt { $seat }): all who claim it show their cards, the true one uses the power, and each impostor pays { $fine ->
        [one] { $fine } coin
       *[other] { $fine } coins
    } into the courthouse. Passing costs you nothing.
mascarade-note-announce-stakes = If anyone contests your announcement, all who claim the character show their cards and each one who does not hold it pays { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    } into the courthouse — you too, if you bluffed.
mascarade-table-note-prep = Preparatory turn: two cards go under the table and are swapped or not — only the one who swaps knows.
mascarade-table-note-turn = Swap: two cards go under the table, swapped or not — only the swapper knows. Look: see your own card. Announce: use a character’s power; anyone may contest.
mascarade-table-note-turn-no-claim = Swap: two cards go under the table, swapped or not — only the swapper knows. Look: see your own card.
mascarade-table-note-turn-swap = Swap: two cards go under the table, swapped or not — only the swapper knows.
mascarade-table-note-contest = Pass: let the claim stand. Contest: claim the { $card_term } too — all claimants show their cards, and each impostor pays { $n ->
        [one] { $n } coin
       *[other] { $n } coins
    }.
