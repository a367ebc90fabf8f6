# Тестовая игра «Старшая карта» (tests/high_card): поставляется вместе с плагином.
highcard-name = Старшая карта
highcard-summary = Каждому сдают тайную карту; по очереди ставьте или пасуйте — выигрывает старшая карта среди ставок.
cmd-choice-highcard = Старшая карта
highcard-rules-topic-overview = Обзор
highcard-rules-overview = Каждому игроку сдают одну карту от 1 до 13, которую видит только он. Затем каждый по очереди, один раз и на глазах у всех, ставит или пасует. Выигрывает старшая карта среди поставивших; если не поставил никто, победителя нет. Если время вышло, вы пасуете.
highcard-event-setup = Игрокам ({ $n }) сдано по карте; первым решает { $first_seat }.
highcard-event-dealt = Ваша карта: { $card }.
highcard-event-bet = { $seat } ставит.
highcard-event-fold = { $seat } пасует.
highcard-event-removed = { $seat } удалён из-за стола и не может выиграть.
highcard-end-won = { $seat } выигрывает с картой { $card }.
highcard-end-nobody = Никто не поставил: победителя нет.
highcard-error-not-your-call = Сейчас решаете не вы.
highcard-prompt = Ставите или пасуете?
highcard-bet = Ставлю
highcard-bet-about = Остаться в игре: выигрывает старшая карта среди ставок.
highcard-fold = Пас
highcard-fold-about = Выйти: выиграть вы не сможете, а карта останется скрытой до конца.
highcard-card = { $n }
highcard-board-bet = ставит
highcard-board-fold = пас
highcard-board-to-call = решает сейчас
highcard-board-waiting-call = ещё не решил
highcard-board-removed = удалён
highcard-board-waiting = Ждём, поставит ли { $player } или спасует.
highcard-panel-card = Ваша карта: { $n }
highcard-story-title = Старшая карта: все карты
highcard-story-card = Карта
highcard-story-call = Решение
highcard-story-highest = Старшая карта — { $card } — была у игрока { $seat }.
highcard-story-bets = { $n ->
    [0] Никто не решился поставить.
    [one] Поставил { $n } игрок.
    [few] Поставили { $n } игрока.
   *[many] Поставили { $n } игроков.
}
highcard-story-regret = { $seat } спасовал с картой { $card }, а она бы выиграла.
