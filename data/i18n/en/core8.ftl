# Set-up refusals the engine template makes for every game (the count is error-player-count).
error-first-seat = The first player must be one of the { $n } seats.
