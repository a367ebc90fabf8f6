# Hints (💡): what a sharp computer player would do from your seat, knowing only what you
# know, and why. Offered at practice tables, in a tutorial, and at any table whose host
# allowed them; a game with hints is not rated.

## The button in your panel and its private answer
hint-button = Hint
hint-title = 💡 **Hint** — what a sharp player would do from your seat, knowing only what you know:
hint-choice = **{ $choice }**
hint-detail = • { $line }
hint-footer = -# Only you see this, and nothing was played: the choice is still yours.
# The reason of a game that explains nothing further.
hint-reason-generic = This is the move a sharp computer player would make from your seat, with only what you know.
hint-error-not-offered = Hints are not offered at this table.
hint-error-unsupported = This game has no hints.

## The lobby, /game hints and /game practice
lobby-hints = 💡 Hints: { $allowed ->
    [yes] **on** — players may ask for one in their panel; this game is not rated.
   *[no] **off** (the host may allow them with /game hints; a game with hints is not rated).
}
lobby-answer-hints-on = Hints are allowed: every player's panel offers 💡. This game will not be rated.
lobby-answer-hints-off = Hints are off: this game will be rated.
cmd-hints = hints
cmd-hints-desc = Allow hints (💡) at this table, or not (host); a game with hints is not rated
cmd-hints-allowed = Whether players may ask for hints
cmd-practice-hints = Offer hints (💡) in your panel; a game with hints is not rated

## The end of a game
summary-hints-title = 💡 Hints
summary-hints = Hints were allowed at this table: the game is not rated.
