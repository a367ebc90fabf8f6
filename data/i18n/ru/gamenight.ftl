# Целый игровой вечер на одном сервере: столы в ветках, афиша, зрители, запланированные вечера.

## Столы в ветках
table-thread-name = { $game } — { $host }
table-line-opening = 🎲 **{ $game }** · стол { $host } — открываю ветку…
table-line-lobby = 🎲 **{ $game }** · стол { $host } — идёт сбор, за столом { $n }: { $thread }
table-line-playing = 🎲 **{ $game }** · стол { $host } — идёт игра, { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}: { $thread }
table-line-won = 🏁 **{ $game }** · стол { $host } — { $n ->
    [one] победитель
   *[other] победители
}: { $winners } · { $thread }
table-line-no-winner = 🏁 **{ $game }** · стол { $host } — игра окончена, победителя нет · { $thread }
table-line-closed = ✖️ **{ $game }** · стол { $host } — закрыт, игра так и не началась
thread-error-permissions = Не могу открыть ветку для этого стола: мне не хватает прав — { $missing }.
thread-error-not-started = Discord не дал мне создать ветку для этого стола, поэтому ничего не открыто. Попробуйте ещё раз или попросите модератора запустить здесь /игра диагностика.
rematch-answer-seated-there = У вас есть место в реванше: { $thread }
perm-create_public_threads = Создавать публичные ветки — я не могу открыть ветку для каждого стола
perm-send_messages_in_threads = Отправлять сообщения в ветках — я не могу писать в ветках столов
perm-create_events = Создавать события — я не могу планировать игровые вечера как события сервера
settings-threads = Столы в ветках каналов
settings-threads-nowhere = нигде (одна игра на канал)
settings-missing = Не хватает прав
settings-missing-in = { $channel }: { $missing }
settings-missing-events = Запланированные вечера: { $missing }
cmd-settings-threads = ветки
cmd-settings-threads-desc = Открывать каждый стол в отдельной ветке канала
cmd-settings-threads-allowed = По ветке на каждый стол (false — в самом канале)

## Зрители
cmd-watch = смотреть
cmd-watch-desc = Следить за этим столом, не играя (видно только вам)
cmd-watch-caster = Для трансляции: с отставанием на несколько ходов (с разрешения хозяина стола)
watch-title = 👁 Игра № { $game } ({ $name }) — так, как её видит стол, без секретов. Это окно обновляется 14 минут, потом откройте его снова.
watch-caster-title = 🎙️ Игра № { $game } ({ $name }) для вашей трансляции — с отставанием на { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
} от стола, без секретов. Это окно обновляется 14 минут, потом откройте его снова.
watch-turn = ▶ Ходит { $owner }
watch-waiting = ⏳ { $n ->
    [one] Решает
   *[other] Решают
} { $who }
watch-over = 🏁 Игра окончена: итоги — в { $channel }.
watch-footer = Игра № { $game } · ход { $version }
watch-footer-late = { $footer } · отставание { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}
watch-error-player = Вы играете за этим столом: ваша панель (/игра панель) показывает и поле, и ваши секреты.
watch-error-not-started = Игра за этим столом ещё не началась: кто уже сел, видно в сообщении о сборе.
caster-ask = 🎙️ { $caster } просит разрешения транслировать этот стол: общее поле с отставанием на { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}. { $host }, разрешаете?
caster-allow = Разрешить
caster-refuse = Отказать
caster-asked = Хозяину стола отправлен вопрос. Трансляция откроется здесь, как только он разрешит (в течение 14 минут; позже снова вызовите /игра смотреть).
caster-allowed = 🎙️ { $caster } транслирует этот стол с отставанием на { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}.
caster-refused = 🎙️ Хозяин стола не разрешил { $caster } транслировать игру.
caster-declined = Хозяин стола не разрешил вам транслировать эту игру.
caster-error-host-only = Решать, кто транслирует стол, может только его хозяин (или модератор).
help-nights-title = Игровые вечера: много столов, зрители, планы

## Афиша вечера и счёт
cmd-gamenight = вечер
cmd-gamenight-desc = Игровой вечер: много столов в одном канале
cmd-gamenight-open = открыть
cmd-gamenight-open-desc = Открыть здесь афишу вечера: столы, места, счёт
cmd-gamenight-close = закрыть
cmd-gamenight-close-desc = Закрыть вечер здесь и выложить итоговый счёт
hub-title = 🎲 Игровой вечер
hub-intro = Все столы этого канала и его веток: ниже можно сесть на свободное место или посмотреть игру. Вечер закончится { $ends }.
hub-no-tables = Столов пока нет: откройте первый командой /игра новая.
hub-lobby = 🪑 **{ $game }** · { $where } — занято мест: { $seated }, свободно: { $free } · ждут: { $waiting }
hub-playing = ▶️ **{ $game }** · { $where } — идёт игра, { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
hub-option = { $game } — стол { $host } ({ $n })
hub-join-placeholder = Сесть на свободное место…
hub-watch-placeholder = Посмотреть игру…
hub-joined = Вы сели за стол «{ $game }»: { $where }
night-scoreboard = Счёт вечера
night-no-games = Сегодня ещё ни одна игра не закончилась.
night-games-played = { $n ->
    [one] Сыграна { $n } игра
    [few] Сыграно { $n } игры
   *[many] Сыграно { $n } игр
}: { $games }
night-winner = **{ $rank }.** { $name } — { $n ->
    [one] { $n } победа
    [few] { $n } победы
   *[many] { $n } побед
} ({ $games })
night-more-winners = …и ещё { $n }
night-final-title = 🏁 Игровой вечер окончен — итоговый счёт
night-error-open = Вечер в этом канале уже открыт: его афиша — в канале.
night-error-none = В этом канале нет открытого игрового вечера.
night-error-closer = Закрыть вечер может тот, кто его открыл, или модератор.
night-error-closed = Этот игровой вечер уже окончен.

## Запланированные вечера
cmd-gamenight-plan = запланировать
cmd-gamenight-plan-desc = Запланировать вечер здесь как событие сервера и созвать желающих
cmd-plan-title = Название вечера
cmd-plan-start = Когда: 2025-06-13 19:30, 19:30 (ближайшее) или метка <t:…>
cmd-plan-offset = Смещение этого времени от UTC в часах (по умолчанию 0)
cmd-plan-hours = Сколько часов длится событие
cmd-plan-weekly = В то же время каждую неделю
cmd-plan-game = Игра для голосования (если не выбрать — все игры)
cmd-plan-second = Ещё одна игра для голосования
cmd-plan-third = Ещё одна игра для голосования
plan-error-permissions = Не могу запланировать вечер как событие сервера: мне не хватает прав — { $missing }.
plan-error-when = Не понимаю это время. Напишите его как 2025-06-13 19:30, как 19:30 (ближайшее) или вставьте метку времени Discord вроде <t:1750000000:F>.
plan-error-past = Это время уже прошло или наступит меньше чем через минуту: выберите более позднее.
plan-error-over = Этот запланированный вечер уже прошёл или отменён.
plan-event-description = Игровой вечер. Игры на голосовании: { $games }. В начале вечера в канале откроется его афиша; отметьтесь как заинтересованные, и мы вас позовём.
plan-title = 🗓️ { $title }
plan-announce = Игровой вечер { $when } ({ $soon }) в { $channel }. Отметьтесь как **заинтересованные** в событии, и мы позовём вас к началу: { $event }
plan-announce-weekly = Игровой вечер каждую неделю, ближайший — { $when } ({ $soon }), в { $channel }. Отметьтесь как **заинтересованные** в событии, и мы позовём вас к началу: { $event }
plan-vote-title = Во что играем? Выберите сколько угодно игр ниже
plan-vote-line = { $game }: { $n ->
    [one] { $n } голос
    [few] { $n } голоса
   *[many] { $n } голосов
}
plan-vote-placeholder = Игры, в которые вы бы сыграли…
plan-call = 🎲 **{ $title }** начинается! { $who } — ниже афиша со столами: садитесь за стол или откройте свой командой /игра новая. Больше всего голосов: { $wanted }.
plan-no-votes = никто не голосовал

## Имена параметров команд игровых вечеров (остальных — в command-options.ftl)
cmd-option-caster = трансляция
cmd-option-title = название
cmd-option-start = начало
cmd-option-utc-offset = часовой-пояс
cmd-option-hours = часы
cmd-option-weekly = еженедельно
cmd-option-second = вторая
cmd-option-third = третья
