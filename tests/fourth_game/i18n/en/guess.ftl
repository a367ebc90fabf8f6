# The test-only guessing game (tests/fourth_game): shipped with its plugin.
guess-name = Number Guess
guess-summary = Each of you secretly picks a number; then guess the other's.
cmd-choice-guess = Number Guess
guess-rules-topic-overview = Overview
guess-rules-overview = Both players pick a number at the same time, in secret. Then each in turn guesses the other's number. A right guess wins.
guess-option-numbers = Numbers
guess-option-numbers-3 = From 1 to 3
guess-option-numbers-5 = From 1 to 5
guess-started = Pick a number from 1 to { $n }.
guess-you-picked = You picked { $n }.
guess-player-picked = { $seat } has picked a number.
guess-guessed-right = { $seat } guesses { $n }: right!
guess-guessed-wrong = { $seat } guesses { $n }: wrong.
guess-end = The numbers were { $a } and { $b }.
guess-abandoned = { $seat } left the game; it ends with no winner.
guess-prompt-pick = Pick your secret number.
guess-prompt-guess = Guess the other player's number.
guess-number = { $n }
guess-error-not-now = That is not something you can do now.
guess-board-picked = number picked
guess-board-thinking = thinking
guess-board-guess = guessed { $n }
guess-board-number = number { $n }
guess-panel-mine = Your number: { $n }
guess-panel-none = You have not picked yet.
guess-pick-random = Pick for me
guess-pick-random-about = The game picks your number at random; only you will see it.
guess-pick-about = Kept secret until the game ends.
guess-higher = Higher…
guess-note-no-pass = There is no passing: every turn is a guess.
guess-note-placeholder = Your note: which number did they pick?
guess-note-option = They picked { $n }
guess-note-kept = Noted: you think they picked { $n }.
guess-note-changed = Noted: you think they picked { $n } (your note said { $was }).
guess-story-title = Number Guess: both numbers
guess-story-picked = Picked
guess-story-guessed = Guessed
guess-story-right = { $seat } saw through the other's number: { $n }.
guess-story-off = { $seat } guessed { $n ->
    [one] one off
   *[other] { $n } off
} the other's number.
guess-story-no-guess = { $seat } never guessed.
