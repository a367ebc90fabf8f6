# Mascarade, issue 9 (the table at human pace): flatter menus that explain themselves, and a
# timeline of what each player knows about the cards.

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

## What you know: your cards now, and the timeline
mascarade-known-turn = { $turn ->
    [0] Start
   *[other] Turn { $turn }
}
mascarade-known-opening = { $place ->
    [own] Your { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
    [centre] Centre card { $place_number }
    *[other] { $place_seat }’s { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
} was the { $card_term } (shown to everyone).
mascarade-known-reveal = { $place ->
    [own] Your { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
    [centre] Centre card { $place_number }
    *[other] { $place_seat }’s { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
} was revealed: { $card_term }.
mascarade-known-peek = You looked at your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }: { $card_term }.
mascarade-known-princess = { $by ->
    [me] As the Princess you saw
   *[other] { $actor_seat } (Princess) showed you
} { $place ->
    [own] your { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
    [centre] centre card { $place_number }
    *[other] { $place_seat }’s { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
}: { $card_term }.
mascarade-known-princess-blind = { $actor_seat } (Princess) showed your card to everyone else — not to you.
mascarade-known-puppet-mine = As the Puppet Master you made { $first_seat } and { $second_seat } swap seats.
mascarade-known-puppet = { $actor_seat } (Puppet Master) made you swap seats with { $other_seat }: you now hold the card and coins of your new seat.
mascarade-known-spy-look = As the Spy you saw your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }: { $own_term }, and { $other ->
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
}: { $other_term }.
mascarade-known-looked = { $actor_seat } (Spy) looked at { $place ->
    [own] your { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
    [centre] centre card { $place_number }
    *[other] { $place_seat }’s { $place_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
}.
mascarade-known-swap = { $by ->
    [me] You took your { $first_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        } and { $second ->
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
    } under the table and { $swapped ->
        [yes] swapped them
        [no] did not swap them
       *[unknown] swapped them or not
    }.
   *[other] { $actor_seat } took their own card and { $second ->
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
    } under the table — swapped or not, only they know.
}
mascarade-known-fool = { $by ->
    [me] As the Fool you took
   *[other] { $actor_seat } (Fool) took
} { $first ->
    [own] your { $first_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
    [centre] centre card { $first_number }
    *[other] { $first_seat }’s { $first_hand ->
            [left] left card
            [middle] protected card
            [right] right card
           *[single] card
        }
} and { $second ->
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
} under the table{ $by ->
    [me] {" "}and { $swapped ->
        [yes] swapped them
        [no] did not swap them
       *[unknown] swapped them or not
    }.
   *[other] {" "}— swapped or not, only they know.
}
mascarade-known-spy-swap = { $by ->
    [me] As the Spy you put back your card and { $second ->
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
    }: you { $swapped ->
        [yes] swapped them
        [no] did not swap them
       *[unknown] swapped them or not
    }.
   *[other] { $actor_seat } (Spy) put back their card and { $second ->
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
    } — swapped or not, only they know.
}
mascarade-known-card-unseen = Your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }: you do not know it.
mascarade-known-card-sure = Your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }: **{ $card_term }** (you have known this card { $turn ->
    [0] since the start
   *[other] since turn { $turn }
}); it cannot have changed since.
mascarade-known-card-maybe = Your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    } was **{ $card_term }** (you have known this card { $turn ->
    [0] since the start
   *[other] since turn { $turn }
}), but it may have been swapped since: { $n ->
    [one] turn { $turns }
   *[other] turns { $turns }
}.
mascarade-known-card-maybe-many = Your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    } was **{ $card_term }** (known { $turn ->
    [0] since the start
   *[other] since turn { $turn }
}), but it may have been swapped since: turns { $first }–{ $last }, { $swaps } swaps.

## Your panel and the history pages
mascarade-panel-earlier = { $n ->
    [one] { $n } earlier line
   *[other] { $n } earlier lines
} — press History to read them.
mascarade-history-button = History
mascarade-history-title = What you know — { $n ->
    [one] { $n } line
   *[other] { $n } lines
}
mascarade-history-page = Page { $page } of { $pages } · newest first
mascarade-history-empty = Nothing yet.

## Custom set in the lobby: for which tables it is valid
mascarade-custom-set-range = { $same ->
    [yes] This set can start with { $low } players
   *[no] This set can start with { $low } to { $high } players
}; { $n ->
    [one] { $n } is seated now.
   *[other] { $n } are seated now.
}
mascarade-custom-set-never = No table size allows this set: change it or clear it to use the preset.
