# Suspicion: the reasons of a hint (💡, what a sharp player would do from your seat). Each
# names what the move rests on: how a question splits the guests a player may still be,
# what a move does for your questions or for your guest's cover, what a gem is worth and
# what a search shows the table, how likely each final guess is.

## Fragments the reasons share (a fragment reads the arguments of the reason it is in)
suspicion-hint-question = asking { $target_seat } whether their guest sees { $ask_term }
suspicion-hint-answers = of the { $total ->
    [one] one guest
   *[other] { $total } guests
} they may still be, { $yes } would answer yes and { $no } no
suspicion-hint-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
suspicion-hint-company = { $company ->
    [one] one guest
   *[other] { $company } guests
} your rivals could still take you for

## A turn
suspicion-hint-roll = Roll the dice: what to move comes after.
suspicion-hint-move = Move { $guest_term } to { $room_term }: { $why ->
    [question] then { suspicion-hint-question } splits the suspects best — { suspicion-hint-answers }.
    [company] your guest, { $mine_term }, then shares a room with { suspicion-hint-company } — no question can tell you apart.
    [least] no move helps you, and this one costs least (your guest, { $mine_term }, keeps { suspicion-hint-company } in its room).
   *[neutral] no move helps or hurts you much, and this one gives nothing away.
}
suspicion-hint-passage = { $why ->
    [set-up] Before you ask, move { $guest_term } to { $room_term } by the Secret Passage: then { suspicion-hint-question } splits the suspects — { suspicion-hint-answers }.
    [question] Move { $guest_term } to { $room_term } by the Secret Passage: then { suspicion-hint-question } splits the suspects best — { suspicion-hint-answers }.
    [company] Move { $guest_term } to { $room_term } by the Secret Passage: your guest, { $mine_term }, then shares a room with { suspicion-hint-company }.
    [least] Move { $guest_term } to { $room_term } by the Secret Passage: nothing helps you more, and this costs least (your guest, { $mine_term }, keeps { suspicion-hint-company } in its room).
   *[neutral] Move { $guest_term } to { $room_term } by the Secret Passage: it gives nothing away.
}
suspicion-hint-play = Play this card: { $best ->
    [ask] { suspicion-hint-question } splits the suspects — { suspicion-hint-answers }
    [tip] it brings one { $gem_term } wherever your guest is, worth { suspicion-hint-points }
    [search] it brings one { $gem_term } from your guest's room, worth { suspicion-hint-points }
    [peek] it lets you see an invitation nobody holds
   *[passage] its Secret Passage moves any guest where it serves you
}{ $one ->
    [yes] {" "}— the most any half in your hand brings.
   *[no] {" "}— with its other half, more than your other card brings.
}
suspicion-hint-ask = Ask { $target_seat }: { suspicion-hint-answers } — whatever the answer, it narrows them down most.
suspicion-hint-search = { $narrowed ->
    [0] Search: one { $gem_term } is worth { suspicion-hint-points } to you, and it tells your rivals nothing new about where your guest is.
   *[other] Search: one { $gem_term } is worth { suspicion-hint-points } to you — more than what it tells { $narrowed } of your { $rivals } rivals about where your guest is (a room showing { $gem_term }).
}
suspicion-hint-tip = Take the { $gem_term } on the card: { suspicion-hint-points }, and it tells nobody where your guest is.
suspicion-hint-peek = Look at the top invitation: that guest belongs to nobody, one fewer to suspect — and only you see it.

## The final guesses
suspicion-hint-guess = { $twice ->
    [yes] For each player, the guest your clues make likeliest — one guest named twice, which here is likelier right than any sheet of different guests (a guest is one player's at most):
   *[no] For each player, the guest your clues make likeliest, never one guest twice (a guest is one player's at most):
}
suspicion-hint-guess-seat = { $target_seat }: { $guest_term } — { $pct } % ({ $left ->
    [one] the only guest left
   *[other] of { $left } still possible
})
suspicion-hint-guess-none = { $target_seat }: no guess — your clues leave no guest possible.
