# Strings shared by every game and the bot itself.
coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}

## Errors every game may raise (engine reasons and service refusals)
error-not-your-turn = It is not your turn.
error-nothing-to-do = Nothing is asked of you right now.
error-game-over = This game is over.
error-not-seated = You are not playing in this game.
error-illegal-target = You cannot choose that target.
error-stale = This button is out of date — open your panel again for the current choices.
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
error-paused = The game is paused.
error-wrong-channel = That button belongs to a game in another channel.
error-internal = Something went wrong on my side; the game is unchanged. Please try again.
error-dm = Games are played in server channels, not in direct messages.
error-rules-which-game = No game runs here: pick a game to read its rules.

## The table
game-finished = The game is over.
timeout-acted = ⏰ { $seat } ran out of time; the timeout rule was applied.
timeout-away = { $seat } timed out { $n } turns in a row and is marked away. The host or a moderator may remove them.
ping-to-act = 👉 { $who }: { $n ->
    [one] your move
   *[other] your move
} — open your panel.
log-private-line = [private to { $who }] { $line }
board-log = Latest
board-footer = Game #{ $game } · move { $version }
board-my-panel = My panel
board-paused = ⏸️ The game is paused.
board-moved = The board moved: { $url }
board-reposted = The board was posted again below.
panel-back = ← Back
panel-notes = Your private notes
panel-paused = ⏸️ The game is paused; your panel will be back when it resumes.
panel-waiting = Nothing to do right now — waiting for other players.
timer-reminder = ⏰ { $who }: { $n ->
    [one] { $n } second
   *[other] { $n } seconds
} left.
timer-off = no timer
timer-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
}
timer-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
timer-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
rules-topics-intro = Pick a topic with the `topic` option:

## The lobby
lobby-title = { $game } — lobby
lobby-players = Players ({ $n }, { $least }–{ $most })
lobby-options = Options
lobby-timer = Turn timer
lobby-footer = The host sets the options and starts the game.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-started = The game has started! The board is below.
lobby-cancelled = The lobby was cancelled.

## Slash commands (names: lowercase, no spaces)
cmd-game = game
cmd-game-desc = Play a hidden-identity board game
cmd-new = new
cmd-new-desc = Open a lobby for a new game here
cmd-new-game = Which game
cmd-choice-mascarade = Mascarade
cmd-choice-grimm = Grimm Masquerade
cmd-choice-suspicion = Suspicion
cmd-join = join
cmd-join-desc = Take a seat in this channel's lobby
cmd-leave = leave
cmd-leave-desc = Leave this channel's lobby
cmd-start = start
cmd-start-desc = Start the game (host)
cmd-cancel = cancel
cmd-cancel-desc = Cancel the lobby (host)
cmd-board = board
cmd-board-desc = Post the live board again here
cmd-panel = panel
cmd-panel-desc = Open your private panel
cmd-rules = rules
cmd-rules-desc = Rules help, by topic
cmd-rules-game = Which game (default: the one in this channel)
cmd-rules-topic = A topic (leave empty for the list)
