# Suspicion's set-up refusals (a host's table or first player the rules do not allow).
suspicion-error-players = В «Подозрительно» играют от { $low } до { $high } человек.
suspicion-error-first-seat = Первым игроком может быть только одно из { $n } мест.
