# The coach of Suspicion's lesson (/game learn, cogs/suspicion/tutorial.py), one line a step:
# what just happened and what to look at. $seat0 is the learner, $seat1 and $seat2 the
# computer players; $diamonds the diamonds left in the bank; at the end $points the learner's
# score, $right their right guesses and $won whether they won.

suspicion-tutorial-deal = Your secret guest is **Dr. Ashraf Najem**: the others must not find out, and you must find theirs. Every turn begins with the **dice**: here Buford and Lily. Each die shows a guest you must move one room through a door (a “?” lets you move any guest). Choose the marked move (👉): Buford to C3 and Lily to D3.
suspicion-tutorial-deal-retry = Any move the dice allow is fine in a game. For this lesson take the marked one (👉): the next turns are planned around it.
suspicion-tutorial-card = Now play one of your two cards, and carry out **both of its halves**, in the order you like. Card #22 is a Tip (a diamond) and a question about Mildred. Ask first: choose the marked choice (👉), asking { $seat2 } whether their guest can see Mildred Wellington.
suspicion-tutorial-card-retry = For this lesson play card #22 and ask { $seat2 } first (👉).
suspicion-tutorial-tip = { $seat2 }’s answer came to you alone: NO. A guest sees every guest in the same row or column, so { $seat2 }’s guest is neither in Mildred’s row nor in her column. Now the other half: a **Tip** gives you its gem, a diamond, wherever your guest is. Choose it.
suspicion-tutorial-others = You took a diamond and drew a card, to hold two again. { $seat1 }’s turn: the dice, two moves, then a card: a look at an **invitation** (only { $seat1 } saw it: that guest belongs to no player) and a tip. Every move and every card is public; the answers and the invitations are not.
suspicion-tutorial-search-seen = { $seat2 } made a **Search**: it takes a gem shown in the room where the searcher’s own guest stands. A diamond: so { $seat2 }’s guest stood in a room with diamonds. Your turn: the dice show Buford and Lily again. Choose the marked move (👉).
suspicion-tutorial-search-seen-retry = For this lesson take the marked move (👉): the next turns are planned around it.
suspicion-tutorial-peek = Play card #26, looking at an **invitation** first (👉): the guest on it belongs to no player, so you can rule it out.
suspicion-tutorial-peek-retry = For this lesson play card #26 and look at the invitation first (👉).
suspicion-tutorial-search = Only you saw that invitation. Now **search**: take a gem shown in your own guest’s room. Careful: everyone sees which kind you take, and it tells them where your guest may stand. Take the diamond.
suspicion-tutorial-search-retry = Take the diamond: the first kind of gem to run out ends the game, and this lesson needs the diamonds to.
suspicion-tutorial-questions = { $seat1 } asked { $seat2 } about Dr. Ashraf Najem, your guest! Only { $seat1 } learnt the answer. Then { $seat2 } asked { $seat1 } about Trudie Mudge. Each took a diamond: { $diamonds } left in the bank, and when a kind of gem runs out, the game ends at once. Your turn: choose the marked move (👉).
suspicion-tutorial-questions-retry = For this lesson take the marked move (👉): your card is waiting for the last diamond.
suspicion-tutorial-last = Play card #14 and search first (👉): you take the last diamond, and the game ends at once, the rest of your turn unplayed.
suspicion-tutorial-last-retry = Take the last diamond: play card #14 and search first (👉).
suspicion-tutorial-guess = No diamond left: the game is over. Now everyone guesses each other player’s guest, in secret. Your clues: { $seat2 } answered NO about Mildred and searched twice where Lily Nesbitt stood; { $seat1 } searched where Trudie Mudge stood. Open the form; the marked guesses (👉) are Trudie Mudge for { $seat1 } and Lily Nesbitt for { $seat2 }.
suspicion-tutorial-guess-played = Your own guesses are scored as they are.
suspicion-tutorial-scored = The invitations are revealed. Each right guess is worth **7 points**; each set of three different gems 6, every other gem 1. You scored { $points } points with { $right } right { $right ->
    [one] guess
   *[other] guesses
}{ $won ->
    [yes] : **you win**!
   *[other] .
} (On a tie, whoever was guessed right by the fewest players wins.) That is Suspicion: move, ask, search, and work out who everyone is.
