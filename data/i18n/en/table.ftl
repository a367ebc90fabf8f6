# The table: announcements, the board, the turn message and its quick buttons, timers.

game-finished = The game is over.
timeout-acted = ⏰ { $seat } ran out of time; the timeout rule was applied.
timeout-away = { $seat } timed out { $n } turns in a row and is marked away. The host or a moderator may remove them.
timeout-away-replace = { $seat } timed out { $n } turns in a row and is marked away. Removing them would end the game for everyone, so the host or a moderator may instead give their seat to a computer player with /game replace.
log-private-line = [private to { $who }] { $line }
board-log = Latest
board-footer = Game #{ $game } · { $version ->
    [one] { $version } move played
   *[other] { $version } moves played
}
board-my-panel = My panel
board-paused = ⏸️ The game is paused.
board-moved = The board moved: { $url }
board-reposted = The board was posted again below.
error-board-in-view = The board is right above: { $url }
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
# One topic of that list: what to type, and its title.
rules-topic-line = • `{ $topic }` — { $title }
rules-rulings-footer = Where the rulebook is silent, the bot follows its own rulings: the topic "Bot rulings" lists them.

## The turn message and the timers (a quiet channel, visible timers)
turn-turn = ▶ { $who }'s turn
turn-turn-waiting = ▶ { $who }'s turn · waiting for { $waiting }
turn-waiting = ⏳ Waiting for { $waiting }
turn-over = The game is over.
turn-deadline = ⏰ time runs out { $when }
turn-reminder = ⏰ { $who }, time is running out — { $when }
turn-call = 🔔 { $who }: you are up — the turn message above says what is asked.
turn-over-won = 🏁 The game is over. { $n ->
    [one] Winner
   *[other] Winners
}: { $winners }.
paused-timer-failed = ⏸️ The game is paused: something went wrong when the turn timer ran out. The maintainers have been told; a moderator can /mod resume.

## Quick buttons on the turn message
quick-not-yours = Only { $seat } can make that choice.
quick-label = { $who }: { $choice }
quick-select = { $who }: choose here{ $parts ->
    [1] {""}
   *[other] {" "}({ $part }/{ $parts })
}…
