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
