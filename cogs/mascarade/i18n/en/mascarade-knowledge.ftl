# Mascarade: what each player knows about the cards — the timeline in the panel and its
# history pages.

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
}{ $came ->
    [0] {""}
   *[other] {" "}and it came to you on turn { $came }
}); it cannot have changed since.
mascarade-known-card-maybe = Your { $hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    } was **{ $card_term }** (you have known this card { $turn ->
    [0] since the start
   *[other] since turn { $turn }
}{ $came ->
    [0] {""}
   *[other] {" "}and it came to you on turn { $came }
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
}{ $came ->
    [0] {""}
   *[other] {" "}and it came to you on turn { $came }
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
