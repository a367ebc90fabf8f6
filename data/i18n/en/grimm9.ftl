# Grimm Masquerade, keys added for issue 9 (fewer clicks, knowing what you know). Every key starts with grimm-.

## What a choice does (one line each, shown under it in a select)
grimm-desc-action-point_finger = Name a player's character. Right: they are unmasked, +2 roses. Wrong: they get 1 rose.
grimm-desc-action-eavesdrop = One or two players each put a token on a character they are not.
grimm-desc-action-guest_list = Secretly look at 2 cards of the character deck.
grimm-desc-action-dance = Pass a card of your choice; everyone else passes a random one the same way.
grimm-desc-action-toast = Draw 2 artifacts and give them to one or two players.
grimm-desc-action-pickpocket = See 1 card of the character deck, then draw an artifact to keep or give.
grimm-desc-action-gift = Give an artifact; that player gives you 2 of theirs at random.
grimm-desc-action-secrets = Take any bet card still in the bet deck.
grimm-desc-end-turn = Take no action; the next player's turn begins.
grimm-desc-ability-true_reflection = Giving your charm or curse card makes the receiver place a token.
grimm-desc-ability-curiosity = Giving your charm or curse card lets you see a random character card.
grimm-desc-ability-gambler = Take a random bet card at the start of the round.
grimm-desc-ability-power_over_time = Win the round as soon as you hold 6 different artifacts.
grimm-desc-ability-big_eyes = A wrong Point the Finger lets you see a random character card.
grimm-desc-ability-devious_accusation = A wrong Point the Finger lets you draw an artifact to keep or give.
grimm-desc-ability-humble_gifts = No two identical artifacts at the start of your turn: draw an extra one.
grimm-desc-ability-host_of_the_game = Placed a token this turn: draw an artifact to keep or give at its end.
grimm-desc-character = charm { $boon_icon } { $boon_term } · curse { $bane_icon } { $bane_term }
grimm-desc-holds = holds { $cards }
grimm-desc-holds-nothing = holds no artifacts
grimm-desc-holds-two = { $first_seat }: { $first_cards } · { $second_seat }: { $second_cards }
grimm-desc-keep = You would hold { $icon } ×{ $held }.
grimm-desc-keep-boon = Your charm: { $icon } { $held }/{ $threshold }{ $reached ->
    [yes] , you win the round!
   *[no] .
}
grimm-desc-keep-bane = Your curse: { $icon } { $held }/{ $threshold }{ $reached ->
    [yes] , you would be unmasked!
   *[no] .
}
grimm-desc-keep-hand = Into your hand (unmasked: nothing is checked there).
grimm-desc-bet = Your one bet card: it pays the trophy's value if that character wins the round.
grimm-desc-bet-later = You may take it on a later turn of yours instead.
grimm-desc-hand-give = Give one card from your hand to a masked player.

## Choices that combine a choice with its target
grimm-prompt-point = Whom do you accuse, and as which character?
grimm-choice-point = { $target_seat }: { $character_term }
grimm-prompt-gift = Which artifact, to whom?
grimm-choice-gift = { $card_term } to { $to_seat }
grimm-prompt-dance = Which artifact do you pass, and which way?
grimm-choice-dance = { $card_term } { $direction ->
    [left] to the left
   *[right] to the right
} (to { $to_seat })
grimm-prompt-toast-both = Who receives { $first_term } and who { $second_term }?
grimm-choice-toast = { $first_term } to { $first_seat }, { $second_term } to { $second_seat }
grimm-prompt-give-or-act = You drew { $card_term }. You kept the first card, so give this one — and end your turn, or go on to an action.
grimm-choice-to-end = Give to { $to_seat } and end turn
grimm-choice-to-act = Give to { $to_seat }, then an action

## Why a choice is not offered
grimm-note-unmasked = { $target_seat } is unmasked and can no longer receive cards or be chosen.
grimm-note-broken = Unmasked characters cannot be named.
grimm-note-needs-card = { $action_term } is not offered: no artifact would be left to give after paying.
grimm-note-no-bets = Secrets is not offered: no bet cards are left.
grimm-note-no-pair = You have no pair to pay for an action: your turn ends with this card.
grimm-note-unmasked-self = You are unmasked: no action this turn; give this card to a masked player.
grimm-note-unmasked-hand = Unmasked players take no actions: draw and give one card from your hand.
grimm-note-portraits = Not offered: your own character, characters you already marked, unmasked characters.
grimm-note-no-tokens = { $target_seat } has no evidence tokens left: eavesdropping on them places nothing.

## The panel: your tableau and how near you are to your charm and your curse
grimm-panel-tableau = Your tableau
grimm-panel-goals = Charm and curse
grimm-panel-goal-boon = { $icon } { $card }: { $held }/{ $threshold } — your charm{ $two ->
    [yes] {" "}({ $character })
   *[no] {""}
}: { $threshold } win the round
grimm-panel-goal-bane = { $icon } { $card }: { $held }/{ $threshold } — your curse{ $two ->
    [yes] {" "}({ $character })
   *[no] {""}
}: { $threshold } unmask you
grimm-panel-power = Power over Time: { $held }/{ $threshold } different artifacts
