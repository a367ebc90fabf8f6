# Refusals and failures a user may meet in any game or command.

## Errors every game may raise (engine reasons and service refusals)
error-not-your-turn = It is not your turn.
error-nothing-to-do = Nothing is asked of you right now.
error-game-over = This game is over.
error-not-seated = You are not playing in this game.
error-illegal-target = You cannot choose that target.
error-stale = This choice is out of date — open your panel again for the current choices.
error-not-started = The game has not started yet.
error-no-game = That game no longer exists.
error-no-game-here = There is no game in this channel. Start one with /game new.
error-unknown-game = I don't know that game.
error-channel-busy = This channel already has a game. Finish or cancel it first, or use another channel.
error-already-started = The game has already started.
error-host-only = Only the host or a moderator can do that.
error-already-joined = You are already seated.
error-lobby-full = The table is full ({ $n } players at most).
error-not-joined = You are not seated in this lobby.
error-bad-option = That option value is not allowed.
error-player-count = This game needs { $least } to { $most } players; { $n } { $n ->
    [one] is
   *[other] are
} seated.
error-first-seat = The first player must be one of the { $n } seats.
error-paused = The game is paused.
error-wrong-channel = That button belongs to a game in another channel.
error-internal = Something went wrong on my side; the game is unchanged. Please try again.
error-dm = Games are played in server channels, not in direct messages.
error-rules-which-game = No game runs here: pick a game to read its rules.

## Interactions that arrive late, forged or from an older version
late-answer-posted = Done — my answer is in the channel.
error-form-late = I took too long to open the form. Press the button again.
error-not-allowed = You cannot use this command here.
error-command-stale = This command is out of date. Discord will show the current ones shortly.

## Storage conditions a user may meet (the database is full or held by another program)
error-storage-full = The bot's storage is full; nothing was changed. Tell the server's admin — the game goes on once space is freed.
error-storage-busy = The bot's storage is busy right now; nothing was changed. Please try again in a moment.
error-storage-failed = The bot could not read or write its storage (a disk error); nothing was changed. Tell the server's admin — the game goes on once the disk works again.
