# «Маскарад» (Бруно Файдутти). Номера правил (M-x.y) — из свода правил проекта.
mascarade-name = Маскарад
mascarade-summary = Игра на блеф: тайно меняйтесь масками, называйте персонажей и соберите 13 монет.

## Издания и настройки
mascarade-edition-first = 1-е издание
mascarade-edition-second = 2-е издание
mascarade-option-edition = Издание
mascarade-option-edition-first = 1-е издание (2–13 игроков)
mascarade-option-edition-second = 2-е издание (4–12 игроков)
mascarade-option-preset = Персонажи
mascarade-option-preset-standard = Базовый набор (рекомендуемый для этого числа игроков)
mascarade-option-preset-random = Случайный набор (по правилам состава)

## Персонажи (официальные русские названия 1-го издания)
mascarade-card-judge = Судья
mascarade-card-bishop = Епископ
mascarade-card-king = Король
mascarade-card-fool = Дурак
mascarade-card-queen = Королева
mascarade-card-thief = Вор
mascarade-card-witch = Ведьма
mascarade-card-spy = Шпион
mascarade-card-peasant = Крестьянин
mascarade-card-cheat = Жулик
mascarade-card-inquisitor = Инквизитор
mascarade-card-widow = Вдова
mascarade-card-empress = Императрица
mascarade-card-guru = Гуру
mascarade-card-princess = Принцесса
mascarade-card-puppet_master = Кукловод
mascarade-card-patron = Меценат
mascarade-card-cheater = Шулер
mascarade-card-beggar = Нищий

## Положение карт
mascarade-slot = { $place ->
    [centre] Карта № { $place_number } в центре
    [own] { $hand ->
        [left] Ваша левая карта
        [middle] Ваша защищённая карта
        [right] Ваша правая карта
       *[single] Ваша карта
    }
   *[other] { $place ->
        [left] Левая карта игрока { $place_seat }
        [middle] Защищённая карта игрока { $place_seat }
        [right] Правая карта игрока { $place_seat }
       *[single] Карта игрока { $place_seat }
    }
}

## Публичные события
mascarade-event-start = Начинается «Маскарад»: игроков — { $n }, { $edition_term }. Все карты открываются на виду у всех, затем переворачиваются рубашкой вверх.
mascarade-event-opening = { $place ->
    [centre] Карта № { $place_number } в центре
    [left] { $place_seat }, левая карта
    [middle] { $place_seat }, защищённая карта
    [right] { $place_seat }, правая карта
   *[single] { $place_seat }
}: { $card_term }.
mascarade-event-first = Первым ходит { $seat }. Первые четыре хода — подготовительные.
mascarade-event-swap = { $seat } берёт { $mine ->
    [left] свою левую карту
    [middle] свою защищённую карту
    [right] свою правую карту
   *[single] свою карту
} и { $other ->
    [centre] карту № { $other_number } из центра
    [left] левую карту игрока { $other_seat }
    [middle] защищённую карту игрока { $other_seat }
    [right] правую карту игрока { $other_seat }
   *[single] карту игрока { $other_seat }
} и под столом меняет их местами — или не меняет; об этом знает только { $seat }.
mascarade-event-peek = { $seat } тайком смотрит { $hand ->
    [left] свою левую карту
    [middle] свою защищённую карту
    [right] свою правую карту
   *[single] свою карту
}.
mascarade-event-claim = { $seat } заявляет: «Я — { $card_term }!»{ $hand ->
    [left] {" "}(рука на левой карте)
    [right] {" "}(рука на правой карте)
   *[single] {""}
}
mascarade-event-contest = { $seat } спорит: «Нет, это я — { $card_term }!»{ $hand ->
    [left] {" "}(левая карта)
    [middle] {" "}(защищённая карта)
    [right] {" "}(правая карта)
   *[single] {""}
}
mascarade-event-pass = { $seat } не спорит.
mascarade-event-unopposed = Никто не спорит: { $seat } применяет способность персонажа «{ $card_term }», не открывая карту.
mascarade-event-reveal = { $seat } открывает { $hand ->
    [left] левую карту
    [middle] защищённую карту
    [right] правую карту
   *[single] карту
}: { $card_term }.
mascarade-event-no-holder = Среди открытых карт нет персонажа «{ $card_term }»: способность не применяется.
mascarade-event-gain = { $seat } получает из банка { $n } { $n ->
    [one] монету
    [few] монеты
   *[many] монет
}.
mascarade-event-judge = { $seat } забирает из Дворца Правосудия { $n } { $n ->
    [one] монету
    [few] монеты
   *[many] монет
}.
mascarade-event-take = { $seat } забирает { $n } { $n ->
    [one] монету
    [few] монеты
   *[many] монет
} у игрока { $from_seat }.
mascarade-event-fine = { $seat } платит штраф во Дворец Правосудия: { $n ->
    [0] ничего (монет не осталось)
    [one] { $n } монету
    [few] { $n } монеты
   *[many] { $n } монет
}.
mascarade-event-witch = { $seat } меняется личным запасом монет с игроком { $other_seat }.
mascarade-event-witch-none = { $seat } оставляет свой запас монет.
mascarade-event-fool = { $seat } берёт { $first ->
    [left] левую карту игрока { $first_seat }
    [middle] защищённую карту игрока { $first_seat }
    [right] правую карту игрока { $first_seat }
   *[single] карту игрока { $first_seat }
} и { $second ->
    [left] левую карту игрока { $second_seat }
    [middle] защищённую карту игрока { $second_seat }
    [right] правую карту игрока { $second_seat }
   *[single] карту игрока { $second_seat }
} и под столом меняет их местами — или не меняет; об этом знает только { $seat }.
mascarade-event-spy-look = { $seat } тайком смотрит { $hand ->
    [left] свою левую карту
    [middle] свою защищённую карту
    [right] свою правую карту
   *[single] свою карту
} и { $other ->
    [centre] карту № { $other_number } из центра
    [left] левую карту игрока { $other_seat }
    [middle] защищённую карту игрока { $other_seat }
    [right] правую карту игрока { $other_seat }
   *[single] карту игрока { $other_seat }
}.
mascarade-event-spy-swap = { $seat } возвращает обе карты на места — поменяв их или нет; об этом знает только { $seat }.
mascarade-event-cheat-fail = У игрока { $seat } меньше { $n } монет: { $card_term } не побеждает.
mascarade-event-widow-nothing = У игрока { $seat } уже { $n } монет или больше: Вдова ничего не получает.
mascarade-event-beggar-none = Никто не богаче игрока { $seat }: Нищий ничего не получает.
mascarade-event-inquire = { $seat } указывает на игрока { $target_seat }: «Кто ты?»
mascarade-event-guess = { $seat } отвечает: «Я — { $card_term }».
mascarade-event-guess-silent = { $seat } не отвечает (это считается ошибкой).
mascarade-event-guess-right = { $seat } угадывает: ничего не происходит.
mascarade-event-princess = { $seat } заставляет игрока { $target_seat } показать карту всем остальным — { $target_seat } на неё не смотрит.
mascarade-event-puppet = { $first_seat } и { $second_seat } меняются местами: каждый получает карту и запас монет того места, куда пересел.
mascarade-event-facedown = Открытые карты переворачиваются рубашкой вверх.
mascarade-event-removed = { $seat } выходит из игры: карта уходит рубашкой вверх в центр стола, { $n } { $n ->
    [one] монета возвращается
    [few] монеты возвращаются
   *[many] монет возвращаются
} в банк.
mascarade-event-claim-withdrawn = Заявление игрока { $seat } отменено.
mascarade-event-power-lost = Способность не применяется до конца: игрока { $seat } больше нет в игре.
mascarade-event-winner = { $winners ->
    [1] Побеждает { $seat }
   *[other] { $seat } делит победу
}: { $n } { $n ->
    [one] монета
    [few] монеты
   *[many] монет
}!
# У нескольких игроков не осталось монет: каждого называем перед концом игры (M-7.2).
mascarade-event-broke = У игрока { $seat } не осталось монет.
# Что сыграло правило тайм-аута, там, где правила делают это открытым (R1, R2).
mascarade-timeout-turn = ⏰ У игрока { $seat } вышло время: засчитано как обмен с картой соседа слева без обмена.
mascarade-timeout-pass = ⏰ У игрока { $seat } вышло время: засчитано как «пас».

## Конец игры
mascarade-end-rich = { $winners ->
    [1] У игрока набралось { $n } монет.
    [few] { $winners } игрока набрали { $n } монет или больше и делят победу.
   *[many] { $winners } игроков набрали { $n } монет или больше и делят победу.
}
mascarade-end-broke = { $broke ->
    [1] У игрока { $seat } не осталось монет
   *[other] У { $broke } игроков не осталось монет
}: игра заканчивается, { $winners ->
    [1] побеждает самый богатый игрок.
    [few] победу делят { $winners } самых богатых игрока.
   *[many] победу делят { $winners } самых богатых игроков.
}
mascarade-end-cheat = { $seat } — { $card_term }, и у игрока { $n } монет или больше: немедленная победа.
mascarade-end-guru = { $seat } не может заплатить Гуру 4 монеты: игра заканчивается, { $winners ->
    [1] побеждает самый богатый игрок.
    [few] победу делят { $winners } игрока.
   *[many] победу делят { $winners } игроков.
}
# Если после удаления стол нарушает M-1.1/M-1.4, игра заканчивается без победителя.
mascarade-end-removed-small = Игрока { $seat } удалили из игры, а партию на двоих или троих нельзя продолжить меньшим составом: победителя нет.
mascarade-end-removed-few = Игрока { $seat } удалили из игры: { $n ->
    [one] остался { $n } игрок
    [few] осталось { $n } игрока
   *[many] осталось { $n } игроков
}, а для этой партии нужно не меньше { $low }: победителя нет.
mascarade-end-removed-card = Игрока { $seat } удалили из игры: { $n ->
    [one] остался { $n } игрок
    [few] осталось { $n } игрока
   *[many] осталось { $n } игроков
}, а персонаж «{ $card_term }» используется только при { $low } игроках и больше: победителя нет.
mascarade-end-removed-count = Игрока { $seat } удалили из игры: для { $n } игроков { $low ->
    [6] нужно ровно 6 карт
   *[other] нужно от { $low } до { $high } карт (по одной на игрока и 0–2 в центре)
}, а в игре { $cards }: победителя нет.
# Для партий, сохранённых до того, как причина удаления стала называть правило.
mascarade-end-abandoned = Игрока { $seat } удалили из игры, и за этим столом играть дальше нельзя: победителя нет.

## Личные сообщения (видите только вы)
mascarade-private-swap-done = Вы поменяли карты местами.
mascarade-private-swap-kept = Вы не меняли карты местами.
mascarade-private-peek = { $hand ->
    [left] Ваша левая карта
    [middle] Ваша защищённая карта
    [right] Ваша правая карта
   *[single] Ваша карта
}: { $card_term }.
mascarade-private-saw = { $place ->
    [centre] Карта № { $place_number } в центре
    [left] Левая карта игрока { $place_seat }
    [middle] Защищённая карта игрока { $place_seat }
    [right] Правая карта игрока { $place_seat }
   *[single] Карта игрока { $place_seat }
}: { $card_term }.
mascarade-private-princess = Карта игрока { $target_seat }: { $card_term } ({ $target_seat } этого не знает).

## Чего ждёт стол
mascarade-pending-prep = Подготовительный ход: { $seat } меняет карты или нет.
mascarade-pending-turn = Ход игрока { $seat }: обменять карты, подсмотреть свою или назвать персонажа.
mascarade-pending-contest = { $seat } называет себя: { $card_term } — отвечает { $next_seat }.
mascarade-pending-bishop = { $seat } ({ $card_term }) выбирает среди самых богатых.
mascarade-pending-witch = { $seat } ({ $card_term }) может поменяться запасом монет.
mascarade-pending-fool = { $seat } ({ $card_term }) { $players ->
    [2] меняет или не меняет левую и правую карты соперника.
    [3] меняет или не меняет две чужие карты — обе могут принадлежать одному сопернику.
   *[other] меняет или не меняет карты двух других игроков.
}
mascarade-pending-spy-look = { $seat } ({ $card_term }) выбирает, какую карту подсмотреть.
mascarade-pending-spy-swap = { $seat } ({ $card_term }) решает, менять ли карты.
mascarade-pending-inquire = { $seat } ({ $card_term }) выбирает, кого спросить.
mascarade-pending-guess = Ждём, пока { $seat } назовёт персонажа, которым себя считает.
mascarade-pending-princess = { $seat } ({ $card_term }) выбирает, кто покажет карту.
mascarade-pending-puppet = { $seat } ({ $card_term }) выбирает двух игроков, которые поменяются местами.

## Отказы
mascarade-error-preparatory = В первые четыре хода можно только поменять карты или не поменять.
mascarade-error-revealed = Вашу карту открыли в прошлом ходе: в этот ход называть персонажа нельзя.
mascarade-error-must-swap = Вашу карту открыли в прошлом ходе: в этот ход можно только поменять карты или не поменять.
mascarade-error-not-now = Сейчас от вас ждут другого выбора.
mascarade-error-not-in-play = «{ $card }» — не персонаж этой партии.

## Проверка набора персонажей (M-1.4)
mascarade-set-small-table = Свой набор — только для 4 игроков и больше; вдвоём и втроём всегда играют фиксированными шестью картами — чтобы играть этим составом, уберите свой набор.
mascarade-set-players = В это издание играют от { $low } до { $high } игроков.
mascarade-set-unknown = «{ $card }» — не персонаж этого издания.
mascarade-set-count = Карт в наборе: { $n }; нужно { $low ->
    [6] ровно 6 для 4–5 игроков
   *[other] от { $low } до { $high } (по одной на игрока и 0–2 в центре)
}.
mascarade-set-judge = В игре обязательно нужен Судья.
mascarade-set-copies = Персонаж «{ $card_term }» есть только в одном экземпляре.
mascarade-set-peasants = Крестьяне участвуют только вдвоём или не участвуют вовсе.
mascarade-set-min-players = Персонаж «{ $card_term }» используется только при { $n } игроках и больше.
mascarade-set-money = Только { $n } из { $total } карт приносят деньги из банка, а нужно не меньше трети.
mascarade-set-money-warning = { $n } из { $total } карт приносят деньги из банка — больше половины: можно, но игра будет щедрой.

## Игровое поле
mascarade-board-title = Маскарад — { $edition_term }
mascarade-board-turn = Ход { $n }
mascarade-board-turn-prep = Ход { $n } (подготовительный)
mascarade-board-pending = Сейчас
mascarade-board-players = Игроки (в порядке хода)
mascarade-board-seat = { $seat } — { $n } { $n ->
    [one] монета
    [few] монеты
   *[many] монет
}
mascarade-board-seat-cards = { $n } { $n ->
    [one] карта
    [few] карты
   *[many] карт
}
mascarade-board-faceup = открыта: { $card_term }
mascarade-board-current = ▶
mascarade-board-revealed = карту открыли в прошлом ходе — не может называть персонажа
mascarade-board-courthouse = Дворец Правосудия
mascarade-board-coins = { $n } { $n ->
    [one] монета
    [few] монеты
   *[many] монет
}
mascarade-board-centre = Центр стола
mascarade-board-centre-cards = { $n ->
    [0] карт нет
    [one] { $n } карта рубашкой вверх
    [few] { $n } карты рубашкой вверх
   *[many] { $n } карт рубашкой вверх
}
mascarade-board-set = Персонажи в игре
mascarade-board-claim = Заявление
mascarade-board-claim-line = { $seat } называет себя: { $card_term }.
mascarade-board-contesters = Спорят: { $names }
mascarade-board-removed = Вышли из игры: { $names }
mascarade-board-over = Игра окончена
mascarade-panel-title = Ваши секреты — { $seat }
mascarade-panel-cards = Ваши карты
mascarade-panel-notes = Что вы знаете — последние записи
mascarade-panel-seen = Вы видите сейчас
mascarade-summary-title = Маскарад — итоги
mascarade-summary-winners = Победители
mascarade-summary-nobody = Никто
mascarade-summary-fortunes = Запасы монет
mascarade-summary-cards = Карты в конце игры
mascarade-summary-left = (больше не в игре)

## Справка (/game rules)
mascarade-rules-topic-overview = Обзор
mascarade-rules-overview = У каждого игрока карта персонажа рубашкой вверх и 6 монет; запасы монет видны всем. Соберите **13 монет**, чтобы победить. Если у кого-то осталось **0**, игра заканчивается и побеждает самый богатый (при равенстве — несколько). В начале все карты показывают открытыми, потом переворачивают; дальше никто, даже владелец, не знает карту, пока правило её не откроет. 1-е издание — 2–13 игроков, 2-е — 4–12. При 4–5 игроках используют 6 карт, лишние лежат в центре рубашкой вверх.
mascarade-rules-topic-turn = Ваш ход
mascarade-rules-turn = Первые 4 хода подготовительные: возьмите свою карту и любую другую и тайно поменяйте их местами или нет. С 5-го хода выполните одно действие: **поменять или не поменять** (все видят, какие две карты, но только вы знаете, был ли обмен), **подсмотреть** свою карту или **назвать персонажа** из игры. Если вашу карту открыли в предыдущем ходе, называть нельзя (1-е издание: только обмен; 2-е: обмен или подсмотреть). Если время вышло — «обмен без обмена» с картой соседа слева.
mascarade-rules-topic-claim = Заявление и спор
mascarade-rules-claim = Назвать можно любого персонажа из игры, даже не будучи им. По часовой стрелке, начиная с соседа слева, каждый может поспорить, назвав того же персонажа; каждый ответ виден всем. (Если хозяин стола выбрал «Отвечать всем сразу», отвечают в любом порядке, а все ответы показывают вместе, когда ответит последний.) Никто не спорит — вы применяете способность, не открывая карту. Есть спор — все спорщики открывают карты: настоящий персонаж применяет способность (даже не в свой ход), затем каждый самозванец платит 1 монету во Дворец Правосудия. Судья не получает штрафы этого хода; Жулик побеждает до штрафов. Перед действием настоящего Дурака или Шпиона карты снова закрываются.
mascarade-rules-topic-characters = Персонажи (1-е издание)
mascarade-rules-characters = **Король** +3 монеты. **Королева** +2. **Судья** забирает монеты из Дворца Правосудия. **Епископ** берёт 2 монеты у самого богатого другого игрока (при равенстве выбирает). **Дурак** +1 и меняет или не меняет карты двух других игроков. **Шпион** смотрит свою и ещё одну карту, затем меняет их или нет. **Ведьма** может поменяться запасом монет с любым игроком. **Вор** берёт по 1 у соседей. **Жулик** побеждает при 10+ монетах. **Вдова** добирает до 10. **Крестьянин** +1, или по +2, если оба открыты вместе. **Инквизитор** указывает на игрока; тот называет себя и открывает карту: ошибся — платит 4.
mascarade-rules-topic-second = Персонажи (2-е издание)
mascarade-rules-second = Переименованы: **Императрица** +3, **Король** +2, **Гуру** (Инквизитор; ошибившийся с менее чем 4 монетами отдаёт все, и игра заканчивается), **Шулер** (Жулик). Новые: **Принцесса** +2, затем выбранный игрок показывает карту всем, кроме себя. **Кукловод** берёт по 1 монете у двух других игроков, и они меняются местами (каждый получает карту и монеты нового места). **Меценат** +3, каждый сосед +1. **Нищий**: по часовой стрелке каждый, кто в этот момент богаче вас, даёт вам 1. Епископ берёт у самого богатого, кроме себя.
mascarade-rules-topic-small = 2 и 3 игрока
mascarade-rules-small = Персонажи: Епископ, Дурак, Судья, Королева, Король, Ведьма. **Втроём**: у каждого по две карты (левая и правая рука) и общий запас монет; меняйте свою карту с картой соперника, подсматривайте одну из своих или называйте персонажа, положив руку на карту; спорящий выбирает одну свою карту. **Вдвоём**: по три карты — левая, правая и защищённая в середине. Менять можно любую свою с левой или правой картой соперника, но не с защищённой; называть — только левой или правой картой; спорить можно любой, включая защищённую.
mascarade-rules-topic-bot = Решения бота
mascarade-rules-bot = Где правила молчат, бот играет так. Если время вашего хода истекло, ход засчитывается как обмен с картой соседа слева без обмена — ничего не меняется; ответ на заявление, на который не хватило времени, — «пас». Если время истекло внутри способности: Ведьма, Дурак и Шпион не меняются, ничью Епископа решает жребий, цели Инквизитора, Принцессы и Кукловода выбираются случайно; цель Инквизитора, не назвавшая персонажа вовремя, платит как ошибившаяся. Банк не кончается. Хозяин стола может разрешить всем отвечать на заявление одновременно: каждый ответ скрыт, пока не придёт последний. Модератор может исключить игрока: игра продолжается, только если карты в игре подходят меньшему столу (иначе она заканчивается без победителя); карты исключённого ложатся в центр рубашкой вверх, его монеты возвращаются в банк.

## Свой набор персонажей в лобби
mascarade-custom-set = Свой набор
mascarade-custom-set-button = Свой набор…
mascarade-custom-set-pick = Персонажи в игре
mascarade-custom-set-help = Оставьте пустым, чтобы взять готовый набор. Крестьяне идут парой.
mascarade-custom-set-cleared = Свой набор убран: персонажей определяет готовый набор.
mascarade-custom-set-ok = Этот набор соответствует правилам состава для { $n ->
    [one] { $n } игрока
   *[other] { $n } игроков
}.
# Для каких столов подходит свой набор.
mascarade-custom-set-range = { $same ->
    [yes] Этот набор подходит для { $low } игроков
   *[no] Этот набор подходит для { $low }–{ $high } игроков
}; сейчас за столом: { $n }.
mascarade-custom-set-never = Этот набор не подходит ни для какого числа игроков: измените его или уберите, чтобы взять готовый.
