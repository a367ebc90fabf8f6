# Suspicion's set-up refusals (a host's table or first player the rules do not allow).
suspicion-error-players = Suspicion needs { $low } to { $high } players.
suspicion-error-first-seat = The first player must be one of the { $n } seats.
