# Set-up refusals the engine template makes for every game (the count is error-player-count).
error-first-seat = Первым игроком может быть только одно из { $n } мест.
