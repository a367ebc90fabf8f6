# The primer (cogs/table/primer.py): the game in three lines — the goal (S-5.1, S-5.3), what a
# turn is (S-2.1, S-2.2, S-3), where one's secrets are (S-6.2, S-7.1).
suspicion-primer-goal = **Goal:** you secretly are one of the ten guests. Work out which guest each other player is (7 points a right guess) and collect gems. The game ends the moment one kind of gem runs out.
suspicion-primer-turn = **A turn:** the dice move the guests they show one room each; then play one of your two cards and do both its actions — take a gem, move a guest through a secret passage, peek at an invitation, or ask a player whether their guest can see another guest.
suspicion-primer-secrets = **Your secrets:** your guest, your cards, the answers you get and your notepad of suspects are in **My panel** (🎭).

## "What does … do?" (cogs/suspicion/presentation/glossary.py; the rule ids behind each
## paragraph are its ABOUT_RULES). The select titles, the topics' names, then one paragraph
## each; a room or a guest is placed by $row (1–3) and $col (A–D), $n the guests seen from there now.
suspicion-about-group-play = How it works
suspicion-about-group-actions = The cards’ actions
suspicion-about-group-rooms = Rooms of the villa
suspicion-about-group-guests = Guests
suspicion-about-topic-sight = “Can see”
suspicion-about-topic-answers = Yes and No answers
suspicion-about-topic-dice = Dice and moves
suspicion-about-topic-gems = Gems and the end
suspicion-about-topic-scoring = Scoring
suspicion-about-topic-notepad = Your guest list (notepad)
suspicion-about-topic-search = Search
suspicion-about-topic-tip = Tip
suspicion-about-topic-passage = Secret passage
suspicion-about-topic-peek = Invitation
suspicion-about-topic-ask = Ask
suspicion-about-sight = A guest sees every guest in the same row or the same column of the villa, its own room included, and always sees itself. Nothing blocks sight, and sight changes whenever guests move.
suspicion-about-answers = Only the asker gets the answer, worked out truthfully from the board as it stands. Yes: the asked player’s guest is in the row or column of the guest on the card (or is that guest) — every guest elsewhere is ruled out. No: every guest in that row and column is ruled out.
suspicion-about-dice = Your turn begins with both dice rolled. Each die showing a guest moves that guest through a door to a neighbouring room; a ? moves any guest one room. Every die must be used. Moving your own guest away from prying rows hides it — or gives it away.
suspicion-about-gems = The bank holds the same number of each gem kind. The game ends the moment one kind runs out — even in the middle of a turn — so taking the last of a kind ends it; then everyone guesses.
suspicion-about-scoring = At the end everyone secretly guesses every other player’s guest: 7 points per right guess, 6 per set of a ruby, an emerald and a diamond, 1 per other gem. A tie goes to the player whose guest the fewest guessed, then to the most gems.
suspicion-about-notepad = Your guest list, in your panel, holds for each other player the ten guests, each possible, ruled out or suspected: only you see it. Its assistant, off until you turn it on, crosses out what your own answers and the public searches rule out.
suspicion-about-action-search = Take one gem of a kind shown in the room where your own guest stands. Everyone sees which gem you took: it narrows down where your guest is — and so who you are.
suspicion-about-action-tip = Take the gem printed on the card, wherever your guest is. It tells the table nothing.
suspicion-about-action-passage = Move any guest to any other room. Useful to bring a guest into sight before a question, or to take your own out of a telling row.
suspicion-about-action-peek = Look secretly at the top invitation, then put it at the bottom of the deck. That guest belongs to no player: cross it out everywhere.
suspicion-about-action-ask = Ask another player whether their guest can see the guest printed on the card. The table sees who asked whom about whom; only you get the answer.
suspicion-about-room = A search here takes one of the gems in its name. A guest standing here sees every guest in row { $row } and column { $col }: { $n ->
        [one] { $n } guest
       *[other] { $n } guests
    } now, itself included.
suspicion-about-guest = Now in { $room_term }. Any player may secretly be this guest — or nobody. It sees every guest in row { $row } and column { $col }: { $n ->
        [one] { $n } guest
       *[other] { $n } guests
    } now, itself included.
