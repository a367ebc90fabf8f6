# The turn message and the timers (issue 9: a quiet channel, visible timers).
turn9-turn = ▶ { $who }'s turn
turn9-turn-waiting = ▶ { $who }'s turn · waiting for { $waiting }
turn9-waiting = ⏳ Waiting for { $waiting }
turn9-over = The game is over.
turn9-deadline = ⏰ time runs out { $when }
turn9-reminder = ⏰ { $who }, time is running out — { $when }
turn9-courthouse = courthouse { $n }
turn9-unmasked = unmasked
turn9-dice = 🎲 { $dice }
turn-call = 🔔 { $who }: you are up — the turn message above says what is asked.
turn-over-won = 🏁 The game is over. { $n ->
    [one] Winner
   *[other] Winners
}: { $winners }.
