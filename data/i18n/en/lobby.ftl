# The lobby: the message where players take their seats and the host sets the options.

lobby-title = { $game } — lobby
lobby-players = Players: { $n } ({ $least }–{ $most } needed)
lobby-options = Options
lobby-timer = Turn timer
lobby-footer = The host sets the options and starts the game.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-started = The game has started! The board is below.
lobby-cancelled = The lobby was cancelled.
lobby-expired = ⌛ This lobby expired before anyone started it.

## The lobby's private answers to /game join, leave, start and cancel (the lobby message shows the rest)
lobby-answer-joined = You took a seat: the lobby message above shows the table.
lobby-answer-left = You left the table.
lobby-answer-started = The game has started: the board is below.
lobby-answer-cancelled = The lobby is cancelled.
error-leave-started = The game has started: the host may hand your seat to a computer player (/game replace), or a moderator may remove you.

# Rematch, from a finished game's summary (cogs/table/rematch.py).
rematch-button = Rematch
rematch-opened = { $host } opened a rematch of game #{ $game }: same game, same options.
rematch-invite = { $players }: press Join to play again.
rematch-answer-seated = You have a seat in the rematch.
rematch-error-gone = That game no longer exists, so it cannot be played again. Open a new table with /game new.
rematch-error-not-finished = Only a finished game can be played again.
rematch-error-not-player = Only the players of that game can ask for its rematch. Anyone can open a new table with /game new.
