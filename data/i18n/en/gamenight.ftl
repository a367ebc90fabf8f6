# A whole game night in one server: tables in threads, the hub, spectators, planned nights.

## Tables in threads
table-thread-name = { $game } — { $host }
table-line-opening = 🎲 **{ $game }** · { $host }'s table — opening its thread…
table-line-lobby = 🎲 **{ $game }** · { $host }'s table — lobby open, { $n } seated: { $thread }
table-line-playing = 🎲 **{ $game }** · { $host }'s table — playing, { $n ->
    [one] { $n } player
   *[other] { $n } players
}: { $thread }
table-line-won = 🏁 **{ $game }** · { $host }'s table — { $n ->
    [one] winner
   *[other] winners
}: { $winners } · { $thread }
table-line-no-winner = 🏁 **{ $game }** · { $host }'s table — over, no winner · { $thread }
table-line-closed = ✖️ **{ $game }** · { $host }'s table — closed before a game began
thread-error-permissions = I cannot open a thread for this table here: I am missing { $missing }.
thread-error-not-started = Discord did not let me start a thread for this table, so nothing was opened. Try again, or ask a moderator to run /game doctor here.
rematch-answer-seated-there = You have a seat in the rematch: { $thread }
perm-create_public_threads = Create Public Threads — I cannot open a thread for each table
perm-send_messages_in_threads = Send Messages in Threads — I cannot post in the tables' threads
perm-create_events = Create Events — I cannot plan game nights as server events
settings-threads = Tables in threads of
settings-threads-nowhere = nowhere (one game per channel)
settings-missing = Missing permissions
settings-missing-in = { $channel }: { $missing }
settings-missing-events = Planned game nights: { $missing }
cmd-settings-threads = threads
cmd-settings-threads-desc = Open each table in a thread of a channel
cmd-settings-threads-allowed = One thread per table there (false: in the channel itself)

## Spectators
cmd-watch = watch
cmd-watch-desc = Follow this table privately (not a player)
cmd-watch-caster = Cast it for a stream: a few moves late (the host allows it)
watch-title = 👁 Game #{ $game } ({ $name }) as the table sees it — no secrets. This view follows the game for 14 minutes; then watch again.
watch-caster-title = 🎙️ Game #{ $game } ({ $name }) for your stream, { $n ->
    [one] { $n } move
   *[other] { $n } moves
} behind the table — no secrets. This view follows the game for 14 minutes; then watch again.
watch-turn = ▶ { $owner }'s turn
watch-waiting = ⏳ Waiting for { $who }
watch-over = 🏁 The game is over: its summary is in { $channel }.
watch-footer = Game #{ $game } · move { $version }
watch-footer-late = { $footer } · { $n ->
    [one] { $n } move
   *[other] { $n } moves
} behind
watch-error-player = You play at this table: your panel (/game panel) shows the board and your own secrets.
watch-error-not-started = This table has not started yet: its lobby shows who is seated.
caster-ask = 🎙️ { $caster } asks to cast this table for a stream: the public board, { $n ->
    [one] { $n } move
   *[other] { $n } moves
} late. { $host }, do you allow it?
caster-allow = Allow
caster-refuse = Refuse
caster-asked = The host is asked. Your cast opens here once they allow it (within 14 minutes; later, run /game watch again).
caster-allowed = 🎙️ { $caster } casts this table, { $n ->
    [one] { $n } move
   *[other] { $n } moves
} late.
caster-refused = 🎙️ The host declined { $caster }'s request to cast this table.
caster-declined = The host declined your request to cast this table.
caster-error-host-only = Only the table's host (or a moderator) decides who casts it.
help-nights-title = Game nights: many tables, spectators, planned nights

## The night's hub and scoreboard
cmd-gamenight = gamenight
cmd-gamenight-desc = A game night: many tables in one channel
cmd-gamenight-open = open
cmd-gamenight-open-desc = Open the night's hub here: tables, seats, scores
cmd-gamenight-close = close
cmd-gamenight-close-desc = Close the night here and post its final scoreboard
hub-title = 🎲 Game night
hub-intro = Every table in this channel and its threads: take a free seat or watch a game below. The night ends { $ends }.
hub-no-tables = No table yet: open one with /game new.
hub-lobby = 🪑 **{ $game }** · { $where } — { $seated } seated, { $free } free · waiting: { $waiting }
hub-playing = ▶️ **{ $game }** · { $where } — playing, { $n ->
    [one] { $n } player
   *[other] { $n } players
}
hub-option = { $game } — { $host }'s table ({ $n })
hub-join-placeholder = Take a free seat…
hub-watch-placeholder = Watch a game…
hub-joined = You took a seat at { $game }: { $where }
night-scoreboard = Tonight's scoreboard
night-no-games = No game has finished yet tonight.
night-games-played = { $n ->
    [one] { $n } game played
   *[other] { $n } games played
}: { $games }
night-winner = **{ $rank }.** { $name } — { $n ->
    [one] { $n } win
   *[other] { $n } wins
} ({ $games })
night-more-winners = …and { $n } more
night-final-title = 🏁 The game night is over — final scoreboard
night-error-open = This channel's night is already open: its hub is in the channel.
night-error-none = No game night is open in this channel.
night-error-closer = Only whoever opened the night, or a moderator, can close it.
night-error-closed = This game night is over.

## Planned nights
cmd-gamenight-plan = plan
cmd-gamenight-plan-desc = Plan a night here as a server event; call who is interested
cmd-plan-title = The night's name
cmd-plan-start = When: 2025-06-13 19:30, 19:30 (the next), or a <t:…> timestamp
cmd-plan-offset = Hours from UTC of that time (default 0)
cmd-plan-hours = How long the event lasts, in hours
cmd-plan-weekly = The same time every week
cmd-plan-game = A game to vote on (none chosen: every game)
cmd-plan-second = Another game to vote on
cmd-plan-third = Another game to vote on
plan-error-permissions = I cannot plan a night as a server event: I am missing { $missing }.
plan-error-when = I could not read that time. Write it as 2025-06-13 19:30, as 19:30 (the next one), or paste a Discord timestamp such as <t:1750000000:F>.
plan-error-past = That time has passed, or is less than a minute away: pick a later one.
plan-error-over = This planned night is over or was cancelled.
plan-event-description = A game night. Games on the vote: { $games }. The night's hub opens in the channel when it starts; mark yourself Interested to be called then.
plan-title = 🗓️ { $title }
plan-announce = A game night { $when } ({ $soon }) in { $channel }. Mark yourself **Interested** in the event to be called when it starts: { $event }
plan-announce-weekly = A game night every week, next { $when } ({ $soon }), in { $channel }. Mark yourself **Interested** in the event to be called when it starts: { $event }
plan-vote-title = Which games? Pick any number below
plan-vote-line = { $game }: { $n ->
    [one] { $n } vote
   *[other] { $n } votes
}
plan-vote-placeholder = The games you would play…
plan-call = 🎲 **{ $title }** starts now! { $who } — the hub below lists the tables: take a seat, or open one with /game new. Most wanted: { $wanted }.
plan-no-votes = nobody voted

## Option names of the game nights' commands (the other commands' are in command-options.ftl)
cmd-option-caster = caster
cmd-option-title = title
cmd-option-start = start
cmd-option-utc-offset = utc_offset
cmd-option-hours = hours
cmd-option-weekly = weekly
cmd-option-second = second
cmd-option-third = third
