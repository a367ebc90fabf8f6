# Mascarade: the reasons of a hint (💡, what a sharp player would do from your seat). Each
# names what the move rests on: what you know of your card, how likely a card is, what a
# power brings you now, what a claim risks.

## Fragments the reasons share (a fragment reads the arguments of the reason it is in)
mascarade-hint-your-card = { $hand ->
    [left] your left card
    [middle] your protected card
    [right] your right card
   *[single] your card
}
mascarade-hint-your-card-cap = { $hand ->
    [left] Your left card
    [middle] Your protected card
    [right] Your right card
   *[single] Your card
}
# The same card as the object of a verb (English does not tell the two apart).
mascarade-hint-your-card-acc = { mascarade-hint-your-card }
mascarade-hint-since = { $own_turn ->
    [0] the start
   *[other] turn { $own_turn }
}
mascarade-hint-coins = { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
mascarade-hint-fine = { $fine ->
    [one] { $fine } coin
   *[other] { $fine } coins
}
# What you know of your card, as your panel says it: it cannot have changed…
mascarade-hint-sure = You have known { mascarade-hint-your-card } since { mascarade-hint-since } — the { $own_term } — and nobody has swapped it since
# …or it may have.
mascarade-hint-maybe = { mascarade-hint-your-card-cap } was the { $own_term } on { mascarade-hint-since }, but it may have been swapped { $own_swaps ->
    [one] once
   *[other] { $own_swaps } times
} since
# How sure a card is where the belief puts it.
mascarade-hint-likely = { $likely_pct ->
    [100] surely
   *[other] most likely
}
# Whose card another one is, as the object of a verb.
mascarade-hint-place = { $place ->
    [centre] the centre card
   *[other] { $place_seat }’s { $place_hand ->
        [left] left card
        [middle] protected card
        [right] right card
       *[single] card
    }
}
# What a power brings you now.
mascarade-hint-effect = { $effect ->
    [win] it wins you the game: it takes you to { $coins } coins
    [cheat] it wins you the game: the Cheat wins with { $coins } coins or more, and you have them
    [cheat-short] it brings you nothing yet: the Cheat wins only with { $coins } coins
    [judge] it brings you the { mascarade-hint-coins } in the courthouse
    [bishop] it brings you { mascarade-hint-coins } from { $from_seat }, the richest
    [witch] it brings you { $from_seat }’s fortune of { mascarade-hint-coins }
    [thief] it brings you { mascarade-hint-coins } from your neighbours
    [widow] it brings you { mascarade-hint-coins }, up to 10
    [spy] it brings you a secret look at another card, and the swap if you want it
    [fool] it brings you { mascarade-hint-coins } and a secret swap of two other players’ cards
    [inquisitor] it brings you the chance of a fine from a player who names their card wrong
    [princess] it brings you { mascarade-hint-coins }, and another player’s card shown to the table
    [puppet_master] it brings you { mascarade-hint-coins } from two other players
    [beggar] it brings you { mascarade-hint-coins } from the players richer than you
   *[bank] it brings you { mascarade-hint-coins } from the bank
}

## A turn
mascarade-hint-announce = { $basis ->
    [sure] { mascarade-hint-sure }: announce the { $card_term } — { mascarade-hint-effect }.
    [likely] By all you have seen, { mascarade-hint-your-card } is almost surely the { $card_term } ({ $pct } %): announce it — { mascarade-hint-effect }.
    [gamble] By all you have seen, { mascarade-hint-your-card } is the { $card_term } { $pct } % of the time, and { mascarade-hint-contested }. Announce it — { mascarade-hint-effect }.
   *[bluff] A bluff: { $pct ->
        [0] you do not hold the { $card_term }
       *[other] { mascarade-hint-your-card } is the { $card_term } only { $pct } % of the time
    }, and { $contested ->
        [yes] a contest is likely (only { $quiet } % that nobody contests), which would cost you { mascarade-hint-fine }
       *[no] nobody is likely to contest ({ $quiet } % that nobody does)
    } — but a bluff now and then keeps your claims from being read. Announce it — { mascarade-hint-effect }.
}
# How likely a claim is to be contested, in the announcement's reason.
mascarade-hint-contested = { $contested ->
    [yes] a contest is likely ({ $quiet } % that nobody contests) — but a contest shows the cards, and whoever truly holds the card still uses its power
   *[no] nobody is likely to contest ({ $quiet } % that nobody does)
}
mascarade-hint-peek = { $own ->
    [maybe] { mascarade-hint-maybe }: look at it before you announce anything (your best guess is only { $pct } % sure).
    [sure] Look at { mascarade-hint-your-card-acc } to be sure of it before you announce anything.
   *[unseen] You do not know { mascarade-hint-your-card-acc }: look at it before you announce anything.
}
mascarade-hint-swap-not = { $prep ->
    [yes] A preparatory turn: nobody may look or announce yet, and no card you can take is clearly better than yours. Take two cards under the table and give them back unswapped: nobody can tell.
   *[no] Nothing is worth announcing or looking at now: take two cards under the table and give them back unswapped — nobody can tell, and you keep { $own ->
        [sure] your { $own_term }
       *[other] your card
    }.
}
mascarade-hint-swap-deny = { $owner_seat }’s card is { $pct ->
    [100] surely
   *[other] likely
} the { $card_term } ({ $pct } %): announced, it would { $stakes ->
    [win] win them the game
   *[near] bring them within one power of winning
}. Swap it away — they cannot tell it has gone.
mascarade-hint-swap-better = { $prep ->
    [yes] A preparatory swap: take { mascarade-hint-place }
   *[no] Take { mascarade-hint-place }
}: it is { mascarade-hint-likely } the { $likely_term } ({ $likely_pct } %), worth more to you than { $own ->
    [sure] your { $own_term }
   *[other] your card, most likely the { $mine_term }
}. Nobody but you will know whether you swapped.

## Answering a claim
mascarade-hint-contest = { $reason ->
    [stop] If the claim of the { $card_term } stands, { $announcer_seat } { $stakes ->
        [win] wins the game
       *[near] comes within one power of winning
    }. A contest reveals the cards and stops a bluff whoever holds the card; at worst it costs you { mascarade-hint-fine }.
   *[hold] { $basis ->
        [sure] { mascarade-hint-sure }
       *[likely] By all you have seen, { mascarade-hint-your-card } is the { $card_term } too { $pct } % of the time
    }: contest. Whoever truly holds the { $card_term } uses its power, and whoever bluffed pays { mascarade-hint-fine } to the courthouse.
}
mascarade-hint-pass = { $reason ->
    [broke] A fine would leave you with no coins, which ends the game for the richest: let the claim stand.
    [lacks] { $basis ->
        [sure] { mascarade-hint-sure }: it is not the { $card_term }, so
       *[likely] By all you have seen, { mascarade-hint-your-card } cannot be the { $card_term }:
    } a contest would only cost you { mascarade-hint-fine }.
    [holder] { $announcer_seat } most likely holds the { $card_term } ({ $theirs } %, the claim counted): a contest would most likely cost you { mascarade-hint-fine } and stop nothing.
    [useless] { $basis ->
        [sure] { mascarade-hint-sure }
       *[likely] By all you have seen, { mascarade-hint-your-card } is the { $card_term } too { $pct } % of the time
    }, but the power is worth little to you now ({ mascarade-hint-effect }): a contest is not worth the risk of a fine.
   *[unlikely] { mascarade-hint-your-card-cap } is the { $card_term } only { $pct } % of the time: a contest would most likely cost you { mascarade-hint-fine }.
}

## Powers
mascarade-hint-guess = { $basis ->
    [sure] { mascarade-hint-sure }: name the { $card_term }.
   *[likely] Name the { $card_term }: by all you have seen, it is what { mascarade-hint-your-card } most likely is ({ $pct } %).
}
mascarade-hint-witch-keep = Nobody is richer than you ({ mascarade-hint-coins }): keep your fortune.
mascarade-hint-witch = { $target_seat } has { $theirs } coins and you { $coins }: swap fortunes with the richest.
mascarade-hint-bishop = { $target_seat } is among the richest ({ mascarade-hint-coins }): take the coins from them.
mascarade-hint-fool-not = No swap would take a good card away from the leader, { $leader_seat }: give the cards back unswapped — nobody can tell.
mascarade-hint-fool = { $leader_seat } leads, and their card is { mascarade-hint-likely } the { $likely_term } ({ $likely_pct } %): swap it with { mascarade-hint-place } to take it from them — nobody can tell.
mascarade-hint-spy-look = Look at { mascarade-hint-place }: { $likely_pct ->
    [100] it is surely the { $likely_term }, which may be worth taking.
   *[other] a card you are not sure of (most likely the { $likely_term }, { $likely_pct } %) that may be worth taking.
}
mascarade-hint-spy-swap = { $swap ->
    [yes] You saw your { $mine_term } and the other card, the { $other_term }: the { $other_term } is worth more to you now — swap.
   *[no] You saw your { $mine_term } and the other card, the { $other_term }: your { $mine_term } is worth at least as much to you — keep it.
}
mascarade-hint-inquire = { $aware ->
    [no] { $target_seat } has likely lost track of their card (someone swapped it since they last saw it)
   *[yes] { $target_seat } { $lead ->
        [yes] leads the table with { mascarade-hint-coins }
       *[other] has { mascarade-hint-coins } to lose
    }
}: point at them — a wrong guess pays you up to { $fine } coins.
mascarade-hint-princess = Show { $target_seat }’s card to the others: { $likely_pct ->
    [100] you are sure it is the { $likely_term } — the others are not.
   *[other] it is the card you are least sure of (most likely the { $likely_term }, { $likely_pct } %), and you see it too.
}
mascarade-hint-puppet = Take a coin each from { $first_seat } ({ $first } coins) and { $second_seat } ({ $second }), the richest pair, and make them swap seats.
