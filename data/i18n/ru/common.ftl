# Общие строки бота и всех игр.
coins = { $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[other] { $n } монет
}

## Ошибки, общие для всех игр
error-not-your-turn = Сейчас не ваш ход.
error-nothing-to-do = Сейчас от вас ничего не требуется.
error-game-over = Эта игра уже закончена.
error-not-seated = Вы не участвуете в этой игре.
error-illegal-target = Эту цель выбрать нельзя.
error-stale = Эта кнопка устарела — откройте свою панель заново, чтобы увидеть текущие варианты.
error-not-started = Игра ещё не началась.
error-no-game = Этой игры больше нет.
error-no-game-here = В этом канале нет игры. Начните её командой /игра новая.
error-unknown-game = Я не знаю такой игры.
error-channel-busy = В этом канале уже идёт игра. Завершите или отмените её либо выберите другой канал.
error-already-started = Игра уже началась.
error-host-only = Это может сделать только ведущий или модератор.
error-already-joined = Вы уже за столом.
error-lobby-full = Стол заполнен (не больше { $n ->
    [one] { $n } игрока
   *[other] { $n } игроков
}).
error-not-joined = Вы не сидите за этим столом.
error-bad-option = Такое значение настройки недопустимо.
error-player-count = Для этой игры нужно от { $least } до { $most } игроков; сейчас за столом { $n }.
error-paused = Игра на паузе.
error-wrong-channel = Эта кнопка относится к игре в другом канале.
error-internal = У меня что-то пошло не так; игра не изменилась. Попробуйте ещё раз.
error-dm = Игры идут в каналах сервера, а не в личных сообщениях.
error-rules-which-game = Здесь не идёт игра: выберите игру, чтобы прочитать её правила.

## Стол
game-finished = Игра окончена.
timeout-acted = ⏰ У игрока { $seat } вышло время; применено правило тайм-аута.
timeout-away = { $seat } пропускает ход { $n } раза подряд и отмечен как отошедший. Ведущий или модератор может убрать его из игры.
ping-to-act = 👉 { $who }: ваш ход — откройте свою панель.
log-private-line = [только для { $who }] { $line }
board-log = Последнее
board-footer = Игра №{ $game } · ход { $version }
board-my-panel = Моя панель
board-paused = ⏸️ Игра на паузе.
board-moved = Доска переехала: { $url }
board-reposted = Доска заново выложена ниже.
panel-back = ← Назад
panel-notes = Ваши личные заметки
panel-paused = ⏸️ Игра на паузе; панель вернётся, когда игра продолжится.
panel-waiting = Сейчас от вас ничего не требуется — ждём других игроков.
timer-reminder = ⏰ { $who }: { $n ->
    [one] осталась { $n } секунда
    [few] осталось { $n } секунды
   *[other] осталось { $n } секунд
}.
timer-off = без таймера
timer-seconds = { $n ->
    [one] { $n } секунда
    [few] { $n } секунды
   *[other] { $n } секунд
}
timer-minutes = { $n ->
    [one] { $n } минута
    [few] { $n } минуты
   *[other] { $n } минут
}
timer-hours = { $n ->
    [one] { $n } час
    [few] { $n } часа
   *[other] { $n } часов
}
rules-topics-intro = Выберите тему в параметре `тема`:

## Лобби
lobby-title = { $game } — сбор игроков
lobby-players = Игроки ({ $n }, { $least }–{ $most })
lobby-options = Настройки
lobby-timer = Таймер хода
lobby-footer = Ведущий выбирает настройки и начинает игру.
lobby-join = Сесть за стол
lobby-leave = Выйти
lobby-start = Начать
lobby-cancel = Отменить
lobby-started = Игра началась! Доска ниже.
lobby-cancelled = Сбор игроков отменён.

## Слэш-команды (имена: строчные, без пробелов)
cmd-game = игра
cmd-game-desc = Сыграть в настольную игру со скрытыми ролями
cmd-new = новая
cmd-new-desc = Открыть сбор игроков для новой игры здесь
cmd-new-game = Какая игра
cmd-choice-mascarade = Маскарад
cmd-choice-grimm = Маскарад сказок
cmd-choice-suspicion = Подозрительно
cmd-join = сесть
cmd-join-desc = Сесть за стол в этом канале
cmd-leave = выйти
cmd-leave-desc = Покинуть стол в этом канале
cmd-start = начать
cmd-start-desc = Начать игру (ведущий)
cmd-cancel = отменить
cmd-cancel-desc = Отменить сбор игроков (ведущий)
cmd-board = доска
cmd-board-desc = Заново выложить доску в этот канал
cmd-panel = панель
cmd-panel-desc = Открыть свою личную панель
cmd-rules = правила
cmd-rules-desc = Справка по правилам, по темам
cmd-rules-game = Какая игра (по умолчанию — та, что идёт здесь)
cmd-rules-topic = Тема (оставьте пустым, чтобы увидеть список)
