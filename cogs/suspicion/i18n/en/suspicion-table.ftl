# Suspicion's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-suspicion = Suspicion
pictures-suspicion-dice = Dice: { $faces }
pictures-suspicion-moves = Moved by { $seat }:
pictures-suspicion-move = { $guest } { $origin }→{ $room }
pictures-suspicion-turn = { $seat }'s turn
pictures-story-suspicion = The guesses against the truth
pictures-story-truth = Was
pictures-story-guessed = Guessed
pictures-story-guess = { $right ->
    [yes] ✓
   *[no] ✗
} { $target } → { $guest }
pictures-story-no-guess = ? { $target } → no guess
pictures-story-guesses-read = Each row: who that player was, then whom they guessed each other player to be (✓ green: right, ✗ red: wrong).
suspicion-story-guesser = Best guesser: { $seat }, with { $n ->
    [one] { $n } right guess
   *[other] { $n } right guesses
}.
suspicion-story-no-guesser = Nobody guessed anyone right.
suspicion-story-hidden = Best-kept secret: { $seat } as { $guest_term }, seen through by { $n ->
    [0] nobody
    [one] { $n } player
   *[other] { $n } players
}.
suspicion-story-curious = Most curious: { $seat } asked { $n ->
    [one] { $n } question
   *[other] { $n } questions
}.
turn-dice = 🎲 { $dice }
pictures-story-alt-sheet = { $seat } was { $guest }; guesses { $guesses }
