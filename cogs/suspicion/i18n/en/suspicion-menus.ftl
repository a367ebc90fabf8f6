# Suspicion: what a player's panel asks and offers — flat menus (each move and each card
# half one choice), a one-line description on every choice, and notes saying why an
# expected choice is missing. Every key starts with "suspicion-". Descriptions stay within
# 100 characters.

## Menus
suspicion-menu-roll = Your turn: roll the dice.
suspicion-choice-roll = Roll the dice
suspicion-menu-move = Move the guests shown on the dice, one room each.
suspicion-choice-room = { $room_term }
suspicion-choice-guest = { $guest_term }
suspicion-menu-play = Play one of your action cards.
suspicion-choice-play = { $card_term }
suspicion-menu-act = Carry out both actions of { $card_term }, in any order.
suspicion-menu-act-one = Choose one action of { $card_term } to carry out.
suspicion-choice-search = Search: take one { $gem_term }
suspicion-choice-tip = Tip: take one { $gem_term }
suspicion-choice-peek = Look at the top invitation
suspicion-menu-guess = Guess every other player's guest.
suspicion-choice-guess-for = { $target_seat }
suspicion-menu-guess-for = Which guest is { $target_seat }?
suspicion-choice-no-guess = No guess

## Moves: the guest and the room in one choice
suspicion-choice-move-to = Move { $guest_term } to { $room_term }
suspicion-desc-move = From { $from_term }
suspicion-desc-move-own = From { $from_term } — this is your guest
suspicion-choice-move-both = Move { $guest_term } to { $room_term } and { $then_guest_term } to { $then_room_term }
suspicion-desc-move-both = Both dice: from { $from_term } and { $then_from_term }
suspicion-desc-move-both-own = Both dice: from { $from_term } and { $then_from_term } — { $own_term } is yours
suspicion-note-die-used = The { $used_term } die is used; the other die shows { $left_term }.
suspicion-note-any-guest = A ? moves any guest one room, even the one shown on the other die.

## Cards in hand: what their two halves do
suspicion-desc-card = { $first_term } · { $second_term }
suspicion-desc-card-one = One of: { $first_term } · { $second_term }
suspicion-desc-half-search = Search: a gem of your guest's room
suspicion-desc-half-tip-ruby = Tip: a ruby, wherever you are
suspicion-desc-half-tip-emerald = Tip: an emerald, wherever you are
suspicion-desc-half-tip-diamond = Tip: a diamond, wherever you are
suspicion-desc-half-passage = Secret passage: any guest to any room
suspicion-desc-half-peek = Invitation: see a guest nobody plays
suspicion-desc-half-ask-buford = Ask if a player's guest sees { suspicion-guest-buford }
suspicion-desc-half-ask-trudie = Ask if a player's guest sees { suspicion-guest-trudie }
suspicion-desc-half-ask-remy = Ask if a player's guest sees { suspicion-guest-remy }
suspicion-desc-half-ask-viola = Ask if a player's guest sees { suspicion-guest-viola }
suspicion-desc-half-ask-stefano = Ask if a player's guest sees { suspicion-guest-stefano }
suspicion-desc-half-ask-lily = Ask if a player's guest sees { suspicion-guest-lily }
suspicion-desc-half-ask-earl = Ask if a player's guest sees the { suspicion-guest-earl }
suspicion-desc-half-ask-nadia = Ask if a player's guest sees { suspicion-guest-nadia }
suspicion-desc-half-ask-ashraf = Ask if a player's guest sees { suspicion-guest-ashraf }
suspicion-desc-half-ask-mildred = Ask if a player's guest sees { suspicion-guest-mildred }

## A card played together with the half carried out first
suspicion-choice-play-search = #{ $card } · Search: take one { $gem_term }
suspicion-choice-play-tip = #{ $card } · Tip: take one { $gem_term }
suspicion-choice-play-peek = #{ $card } · Look at the top invitation
suspicion-choice-play-ask = #{ $card } · Ask { $target_seat } about { $guest_term }
suspicion-choice-play-passage = #{ $card } · Secret passage…
suspicion-menu-play-passage = Play { $card_term }: which guest takes the secret passage?
suspicion-desc-play-then = Then: { $half_term }
suspicion-desc-play-only = With two players this is the card's one action.

## The played card's halves, each with its target
suspicion-desc-search = Everyone sees which gem you take: it hints where your guest stands.
suspicion-desc-tip = Reveals nothing about where your guest stands.
suspicion-desc-peek = Only you see it; nobody plays that guest.
suspicion-choice-passage-guest = Secret passage: { $guest_term }…
suspicion-desc-passage = Now in { $room_term }; then choose any other room.
suspicion-menu-passage-room = Where does the secret passage take { $guest_term }?
suspicion-desc-room = { $n ->
    [0] Nobody there now
    [one] { $n } guest there now
   *[other] { $n } guests there now
}
suspicion-choice-ask-seat = Ask { $target_seat } about { $guest_term }
suspicion-desc-ask = Yes if their guest is in that guest’s row or column (or is it). Only you learn it.
suspicion-note-search-room = Your guest is in { $room_term }: a search takes one of the gems shown there.
suspicion-note-left = { $seat } has left the game: nobody asks them.
suspicion-note-one-half = With two players you carry out only one of the card's two actions.
suspicion-note-half-done = Done: { $half_term }.

## What "can see" means (S-4.1, S-4.2) and what an answer rules out, beside every question;
## a choice that takes the bank's last gem of a kind ends the game (S-5.1); what the turn
## message's buttons do (a public line beside them)
suspicion-note-sight = A guest sees every guest in its row and its column, its own room included, and always itself; nothing blocks sight. Yes: their guest stands in the row or column of { $guest_term } (as the board is now). No: it stands in neither.
suspicion-desc-last-gem = The bank’s last { $gem_term }: taking it ends the game at once; then everyone guesses.
suspicion-table-note-move = Each die moves the guest it shows one room through a door; a ? moves any guest. Everyone sees every move.
suspicion-table-note-act = A tip takes a gem wherever your guest is; a question is answered to the asker alone (a guest sees every guest in its row and column).
suspicion-note-sight-any = A question asks whether a player’s guest can see another: a guest sees every guest in its row and its column, its own room included, and always itself. Yes keeps only the guests in that row or column; No rules them out.
