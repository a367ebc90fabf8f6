# Grimm Masquerade: the reasons of a hint (💡, what a sharp player would do from your seat).
# Each names what the move rests on: your charm and curse and how many you hold, who most
# likely has a card as their curse or charm, how sure an accusation is.

## Fragments the reasons share (a fragment reads the arguments of the reason it is in)
grimm-hint-roses = { $trophy ->
    [one] { $trophy } rose
   *[other] { $trophy } roses
}
# Who receives a card, and why them; then whom to spare (a rival who may collect it).
grimm-hint-target = to { $to_seat }, { $target ->
    [unmask] who most likely has it as their curse ({ $pct } %) and already holds one: it may unmask them, for a rose to you
    [curse] who most likely has it as their curse ({ $pct } %): one step nearer to unmasking them
    [pair] who already holds { $held }: a pair or a triple makes them place an evidence token, which tells everyone something about them
   *[safe] who is the least likely to collect it
}.{ $avoid ->
    [yes] {" "}Not to { $avoid_seat }: they hold two, and it may be their charm — a third would win them the round.
   *[no] {""}
}

## Cards
grimm-hint-pick = { $why ->
    [boon] The { $card_term } is your charm: three of them in your tableau win you the round. Take it — but not every time it shows, or the table will guess who you are.
    [hide] Your charm, the { $boon_term }, is in the row, but taking it every time would tell the table who you are: take the { $card_term }, which is not your curse.
    [forced] Only cards you would rather not hold are left: the { $card_term } harms you least for now.
   *[safe] The { $card_term } is neither your charm nor your curse, and your charm is not in the row: a safe pick.
}
grimm-hint-keep = { $why ->
    [boon] The { $card_term } is your charm: keep it — you will hold { $held } of the 3 that win the round (the table may guess it is your charm: a price worth paying).
    [forced] The { $card_term } is your curse, but every player you could give it to might be helped by it: keep it for now (you will hold { $held } of the 2 that unmask you).
   *[neutral] The { $card_term } is neither your charm nor your curse, and giving it would hurt nobody much: keep it.
}{ $risky ->
    [yes] {" "}You already hold one of your curse: keeping this first card means the unseen second one goes to someone else.
   *[no] {""}
}
grimm-hint-give = { $why ->
    [bane] The { $card_term } is your curse: give it away
    [bane-pair] The { $card_term } is your curse, and one more would unmask you: give it away
    [forced] You kept the first card, so the { $card_term } must go: give it
    [hand] From your hand, give the { $card_term }
   *[harm] The { $card_term } does more harm to a rival than good to you: give it
} { grimm-hint-target }{ $why ->
    [bane] {" "}The table may guess it is your curse: a price worth paying.
   *[other] {""}
}
grimm-hint-toast-give = Give the { $first_term } to { $first_seat } and the { $second_term } to { $second_seat }: each goes where it hurts most — a likely curse, never a likely charm.
grimm-hint-extra-draw = { $draw ->
    [yes] Draw: an extra artifact is a chance at your charm, or a card to hand a rival.
   *[no] Do not draw: your tableau is fine as it is.
}

## Evidence tokens and bets
grimm-hint-mark = { $likely ->
    [seat] Put your token on { $character_term }: most likely that is { $owner_seat } ({ $pct } %), so it tells the table least about you.
   *[none] Put your token on { $character_term }: nobody seems to be that character, so it tells the table little about you.
}
grimm-hint-bet = { $mine ->
    [yes] Take the bet on { $character_term }, your own character: it pays { grimm-hint-roses } if that character wins the round.
   *[no] Bet on { $character_term }: by all you have seen, the likeliest to win the round — it pays { grimm-hint-roses } if that character does.
}
grimm-hint-ability = Either ability will serve: take { $ability_term } and read its card in your panel.

## Actions
grimm-hint-skip = No action is worth its price now: paying takes a pair from your tableau. End your turn.
grimm-hint-point = { $target_seat } is most likely { $character_term } ({ $pct } %; { $left ->
    [one] { $left } character is
   *[other] { $left } characters are
} still possible for them, and they have ruled out { $marks } with their tokens): point the finger — right, they are unmasked and you gain 2 roses; wrong, they gain 1 rose.
grimm-hint-eavesdrop = You know little of { $first_seat } (your best guess is { $first } % sure){ $two ->
    [yes] {" "}and of { $second_seat } ({ $second } %)
   *[no] {""}
}: make them place a token on a character they are not.
grimm-hint-guest-list = You know little of the others yet (your best guess about a player is wrong { $unsure } % of the time): look at 2 cards of the character deck — nobody at the table is those characters.
grimm-hint-pickpocket = You know little of the others yet (your best guess about a player is wrong { $unsure } % of the time): see a card of the character deck (nobody plays it), then draw an artifact to keep or give.
grimm-hint-toast = Draw 2 artifacts and hand them out where they hurt most: a likely curse, never a likely charm.
grimm-hint-secrets = Take the bet card of { $character_term }, your own character: it pays { grimm-hint-roses } if you win the round.
grimm-hint-gift = Give the { $card_term } { grimm-hint-target } In return they give you 2 of their artifacts at random.
grimm-hint-dance = { $why ->
    [bane] Pass your curse, the { $card_term },
   *[spare] Pass the { $card_term }, which you can spare,
} { $direction ->
    [left] to the left
   *[right] to the right
}: everyone else passes a random card the same way.
