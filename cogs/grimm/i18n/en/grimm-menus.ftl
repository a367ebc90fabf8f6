# Grimm Masquerade: what a player's panel asks and offers — prompts and choices, a line under
# each choice, and why a choice is not offered. Every key starts with grimm-.

## Menus
grimm-prompt-draft = Take one artifact from the row.
grimm-prompt-ability = Choose the ability you keep this round.
grimm-prompt-evidence = Place an evidence token on a character you are not.
grimm-prompt-humble = Humble Gifts: draw an extra artifact before your turn?
grimm-prompt-devious = Devious Accusation: draw an artifact to keep or give?
grimm-prompt-keep = You drew { $card_term }. Keep it, or give it away?
grimm-prompt-give = You drew { $card_term }. You kept the first card, so give this one.
grimm-prompt-extra = You drew { $card_term }. Keep it, or give it away?
grimm-prompt-toast = Who receives { $card_term }?
grimm-prompt-hand_give = Give one card from your hand to a masked player.
grimm-prompt-action = { $treasure ->
    [yes] You may take one action by discarding a pair, or your treasure and any one artifact.
   *[no] You may take one action by discarding a pair.
}
grimm-prompt-pay = How do you pay?
grimm-prompt-target = Which player?
grimm-prompt-targets = Whom do you eavesdrop on?
grimm-prompt-character = Which character do you name?
grimm-prompt-card = Which card?
grimm-prompt-to = To whom?
grimm-prompt-bet = Which bet card?
grimm-choice-keep = Keep
grimm-choice-to = Give to { $to_seat }
grimm-choice-target = { $target_seat }
grimm-choice-targets = { $first_seat } and { $second_seat }
grimm-choice-pay-pair = Discard { $card_term } ×2
grimm-choice-pay-treasure = Discard the treasure + { $card_term }
grimm-choice-skip-action = End turn
grimm-choice-skip = No, thanks
grimm-choice-draw = Draw
grimm-choice-hand-give = Give a card
grimm-choice-bet = Take a bet card
# G-10.1: the bet card an unmasked player may take at once or on a later turn.
grimm-prompt-bet-now = You are unmasked: take your one bet card now? You may also take it on a later turn of yours.
grimm-choice-bet-later = Not now
# G-11.2: Humble Gifts asks an unmasked holder whether or not the hidden hand has a pair.
grimm-prompt-humble-pair = Humble Gifts: your hand holds two identical cards, so there is no extra draw this turn.
grimm-choice-continue = Continue

## What a choice does (one line each, shown under it in a select)
grimm-desc-action-point_finger = Name a player's character. Right: unmasked, +2 roses. Wrong: they get 1 rose and mark it.
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

## The draft (G-2.1 deals the character first, G-2.3 the row), what a gift could do to its
## receiver (G-4.1, G-4.3), and what the turn message's buttons do (a public line beside them)
grimm-prompt-draft-open = Draft: take one artifact from the face-up row into your tableau. Your character is shown above — mind its charm and its curse.
grimm-choice-draft = Choose from the row…
grimm-note-draft = Everyone sees what you take: a charm brings you closer to winning, but a curse is one of the two that unmask you.
grimm-desc-holds-second = holds { $cards }: a 2nd { $icon } unmasks them if it is their curse
grimm-desc-holds-third = holds { $cards }: a 3rd { $icon } wins them the round if it is their charm
grimm-table-note-draft = Draft: each player in turn takes one face-up artifact; the button opens your panel, with your character, to choose.
grimm-table-note-keep = Keep: the drawn card goes face up into your tableau. Give: face up into another player’s. The second card gets the other choice.
grimm-table-note-give = The second card goes face up to the player chosen; then end the turn, or pay a pair for an action.
grimm-table-note-action = End turn: no action. An action costs two identical artifacts from your tableau; choose it in your panel.
