# «Подозрительно» — русский каталог. Все ключи начинаются с "suspicion-".
suspicion-name = Подозрительно
suspicion-summary = Двигайте гостей по вилле, собирайте самоцветы и вычислите, за какого гостя играет каждый соперник.

## Настройки хозяина стола (S-1.4, S-7.2)
suspicion-option-length = Длительность партии
suspicion-option-length-standard = Обычная
suspicion-option-notepad_assistant = Помощник в списке гостей
suspicion-option-length-short2 = Совсем короткая: на 2 самоцвета каждого вида меньше
suspicion-option-length-short1 = Короткая: на 1 самоцвет каждого вида меньше
suspicion-option-length-long1 = Долгая: на 1 самоцвет каждого вида больше
suspicion-option-length-long2 = Очень долгая: на 2 самоцвета каждого вида больше
suspicion-option-notepad_assistant-allowed = Разрешён: каждый может включить его в своём списке
suspicion-option-notepad_assistant-forbidden = Запрещён для всего стола

## Гости (короткие метки — для картинки виллы)
suspicion-guest-buford = Бафорд Барнс
suspicion-guest-trudie = Труди Мадж
suspicion-guest-remy = Реми ля Рок
suspicion-guest-viola = Виола Чанг
suspicion-guest-stefano = Стефано Лакони
suspicion-guest-lily = Лили Несбитт
suspicion-guest-earl = граф Воулсуорти
suspicion-guest-nadia = Надя Бвалья
suspicion-guest-ashraf = доктор Ашраф Найим
suspicion-guest-mildred = Милдред Веллингтон
suspicion-guest-abbr-buford = Бф
suspicion-guest-abbr-trudie = Тр
suspicion-guest-abbr-remy = Рм
suspicion-guest-abbr-viola = Вл
suspicion-guest-abbr-stefano = Ст
suspicion-guest-abbr-lily = Лл
suspicion-guest-abbr-earl = Гр
suspicion-guest-abbr-nadia = Нд
suspicion-guest-abbr-ashraf = Аш
suspicion-guest-abbr-mildred = Мл
suspicion-die-unknown = ?

## Самоцветы
suspicion-gem-ruby = рубин
suspicion-gem-emerald = изумруд
suspicion-gem-diamond = алмаз
suspicion-gems-ruby = { $n ->
    [one] { $n } рубин
    [few] { $n } рубина
    [many] { $n } рубинов
   *[other] { $n } рубинов
}
suspicion-gems-emerald = { $n ->
    [one] { $n } изумруд
    [few] { $n } изумруда
    [many] { $n } изумрудов
   *[other] { $n } изумрудов
}
suspicion-gems-diamond = { $n ->
    [one] { $n } алмаз
    [few] { $n } алмаза
    [many] { $n } алмазов
   *[other] { $n } алмазов
}

## Комнаты: столбцы A–D слева направо, ряды 1–3 сверху вниз
suspicion-room-r0c0 = A1 ({ suspicion-gem-ruby })
suspicion-room-r0c1 = B1 ({ suspicion-gem-ruby }, { suspicion-gem-diamond })
suspicion-room-r0c2 = C1 ({ suspicion-gem-emerald }, { suspicion-gem-diamond })
suspicion-room-r0c3 = D1 ({ suspicion-gem-ruby }, { suspicion-gem-emerald })
suspicion-room-r1c0 = A2 ({ suspicion-gem-emerald }, { suspicion-gem-diamond })
suspicion-room-r1c1 = B2 ({ suspicion-gem-ruby }, { suspicion-gem-emerald })
suspicion-room-r1c2 = C2 ({ suspicion-gem-ruby }, { suspicion-gem-diamond })
suspicion-room-r1c3 = D2 ({ suspicion-gem-diamond })
suspicion-room-r2c0 = A3 ({ suspicion-gem-ruby }, { suspicion-gem-diamond })
suspicion-room-r2c1 = B3 ({ suspicion-gem-emerald })
suspicion-room-r2c2 = C3 ({ suspicion-gem-ruby }, { suspicion-gem-emerald })
suspicion-room-r2c3 = D3 ({ suspicion-gem-emerald }, { suspicion-gem-diamond })

## Действия и 28 карт действий
suspicion-action-search = Обыск
suspicion-action-tip-ruby = Наводка: { suspicion-gem-ruby }
suspicion-action-tip-emerald = Наводка: { suspicion-gem-emerald }
suspicion-action-tip-diamond = Наводка: { suspicion-gem-diamond }
suspicion-action-passage = Тайный ход
suspicion-action-peek = Чужое приглашение
suspicion-action-ask-buford = Наводящий вопрос: { suspicion-guest-buford }
suspicion-action-ask-trudie = Наводящий вопрос: { suspicion-guest-trudie }
suspicion-action-ask-remy = Наводящий вопрос: { suspicion-guest-remy }
suspicion-action-ask-viola = Наводящий вопрос: { suspicion-guest-viola }
suspicion-action-ask-stefano = Наводящий вопрос: { suspicion-guest-stefano }
suspicion-action-ask-lily = Наводящий вопрос: { suspicion-guest-lily }
suspicion-action-ask-earl = Наводящий вопрос: { suspicion-guest-earl }
suspicion-action-ask-nadia = Наводящий вопрос: { suspicion-guest-nadia }
suspicion-action-ask-ashraf = Наводящий вопрос: { suspicion-guest-ashraf }
suspicion-action-ask-mildred = Наводящий вопрос: { suspicion-guest-mildred }
suspicion-card-1 = № 1: { suspicion-action-tip-diamond } + { suspicion-action-ask-remy }
suspicion-card-2 = № 2: { suspicion-action-search } + { suspicion-action-peek }
suspicion-card-3 = № 3: { suspicion-action-tip-ruby } + { suspicion-action-ask-nadia }
suspicion-card-4 = № 4: { suspicion-action-tip-emerald } + { suspicion-action-ask-lily }
suspicion-card-5 = № 5: { suspicion-action-peek } + { suspicion-action-ask-buford }
suspicion-card-6 = № 6: { suspicion-action-tip-ruby } + { suspicion-action-ask-earl }
suspicion-card-7 = № 7: { suspicion-action-search } + { suspicion-action-ask-nadia }
suspicion-card-8 = № 8: { suspicion-action-tip-emerald } + { suspicion-action-ask-stefano }
suspicion-card-9 = № 9: { suspicion-action-tip-diamond } + { suspicion-action-peek }
suspicion-card-10 = № 10: { suspicion-action-search } + { suspicion-action-ask-ashraf }
suspicion-card-11 = № 11: { suspicion-action-tip-emerald } + { suspicion-action-peek }
suspicion-card-12 = № 12: { suspicion-action-tip-ruby } + { suspicion-action-peek }
suspicion-card-13 = № 13: { suspicion-action-search } + { suspicion-action-ask-mildred }
suspicion-card-14 = № 14: { suspicion-action-search } + { suspicion-action-passage }
suspicion-card-15 = № 15: { suspicion-action-search } + { suspicion-action-ask-earl }
suspicion-card-16 = № 16: { suspicion-action-search } + { suspicion-action-ask-remy }
suspicion-card-17 = № 17: { suspicion-action-peek } + { suspicion-action-ask-viola }
suspicion-card-18 = № 18: { suspicion-action-search } + { suspicion-action-ask-stefano }
suspicion-card-19 = № 19: { suspicion-action-search } + { suspicion-action-ask-viola }
suspicion-card-20 = № 20: { suspicion-action-search } + { suspicion-action-peek }
suspicion-card-21 = № 21: { suspicion-action-search } + { suspicion-action-ask-lily }
suspicion-card-22 = № 22: { suspicion-action-tip-diamond } + { suspicion-action-ask-mildred }
suspicion-card-23 = № 23: { suspicion-action-search } + { suspicion-action-ask-buford }
suspicion-card-24 = № 24: { suspicion-action-search } + { suspicion-action-passage }
suspicion-card-25 = № 25: { suspicion-action-passage } + { suspicion-action-ask-ashraf }
suspicion-card-26 = № 26: { suspicion-action-search } + { suspicion-action-peek }
suspicion-card-27 = № 27: { suspicion-action-search } + { suspicion-action-ask-trudie }
suspicion-card-28 = № 28: { suspicion-action-passage } + { suspicion-action-ask-trudie }

## События
suspicion-event-setup = «Подозрительно» начинается: в банке по { $gems } { $gems ->
    [one] самоцвету
    [few] самоцвета
   *[many] самоцветов
} каждого вида. Первый ход — за игроком { $first_seat }.
suspicion-event-dealt = Ваш тайный гость — { $guest_term }. На руке у вас карты { $first_term } и { $second_term }.
suspicion-event-turn = Ход игрока { $seat }.
suspicion-event-rolled = { $seat }: на кубиках { $first_term } и { $second_term }.
suspicion-event-moved = { $seat } передвигает гостя «{ $guest_term }» из { $from_term } в { $to_term }.
suspicion-event-played = { $seat } играет карту { $card_term }.
suspicion-event-searched = { $seat } проводит обыск и берёт { $gem_term }.
suspicion-event-tipped = { $seat } по наводке берёт { $gem_term }.
suspicion-event-passage = { $seat } тайным ходом переводит гостя «{ $guest_term }» из { $from_term } в { $to_term }.
suspicion-event-peeked = { $seat } смотрит верхнее приглашение и кладёт его под низ колоды.
suspicion-event-peek-result = Вы увидели приглашение гостя «{ $guest_term }»: за этого гостя никто не играет.
suspicion-event-asked = { $seat } задаёт игроку { $target_seat } наводящий вопрос: попадает ли { $guest_term } в поле зрения его гостя?
suspicion-event-answer = Ответ игрока { $target_seat }: { $answer ->
    [yes] ДА — { $guest_term } в поле зрения.
   *[no] НЕТ — { $guest_term } вне поля зрения.
}
suspicion-event-answered-for-you = { $asker_seat } спрашивает, попадает ли { $guest_term } в поле зрения вашего гостя. Ваш ответ: { $answer ->
    [yes] ДА.
   *[no] НЕТ.
}
suspicion-event-drew = Вы берёте карту { $card_term }.
suspicion-event-reshuffled = Колода действий кончилась: сброс перемешан в новую колоду ({ $cards ->
    [one] { $cards } карта
    [few] { $cards } карты
    [many] { $cards } карт
   *[other] { $cards } карт
}).
suspicion-event-ran-out = В банке закончились самоцветы вида «{ $gem_term }»: игра окончена. Теперь все угадывают гостей соперников.
suspicion-event-guessed = { $seat } сдаёт свои догадки.
suspicion-event-revealed = { $seat } — это { $guest_term }: { $points ->
    [one] { $points } очко
    [few] { $points } очка
    [many] { $points } очков
   *[other] { $points } очков
} (угадано: { $correct }, наборов: { $sets }, отдельных камней: { $loose }).
suspicion-event-removed = { $seat } покидает игру. Гость этого игрока остаётся на вилле, и его всё ещё можно угадать.

## Чем кончилась игра (S-5.4)
suspicion-end-points = Больше всех очков: { $points }.
suspicion-end-tiebreak-guessed = Ничья по очкам ({ $points }); побеждает игрок, чьего гостя угадало меньше всего игроков.
suspicion-end-tiebreak-gems = Ничья по очкам ({ $points }) и по числу угадавших; побеждает игрок, у которого больше самоцветов.
suspicion-end-shared = Полная ничья — по очкам ({ $points }), по числу угадавших и по самоцветам: победу делят { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
    [many] { $count } игроков
   *[other] { $count } игроков
}.
suspicion-end-abandoned = Игра окончена без победителя: осталось слишком мало игроков.

## Отказы
suspicion-error-now-roll = Сначала бросьте кубики.
suspicion-error-now-move = Сначала передвиньте гостей, выпавших на кубиках.
suspicion-error-now-play = Сейчас нужно сыграть одну из ваших карт действий.
suspicion-error-now-act = Выполните действия сыгранной карты.
suspicion-error-now-guess = Игра окончена: от вас ждут только догадки.
suspicion-error-not-in-hand = Этой карты нет у вас на руке.
suspicion-error-no-die = В этот ход ни один кубик не позволяет передвинуть гостя «{ $guest_term }».
suspicion-error-not-adjacent = Гость переходит только в соседнюю комнату, через проход, а эта комната не соседняя.
suspicion-error-both-moves = Два хода одним выбором — это ходы гостей, выпавших на кубиках, сначала гостя с первого кубика.
suspicion-error-not-on-card = Этого действия нет (или уже нет) на сыгранной карте.
suspicion-error-gem-not-here = Взять { $gem_term } нельзя: в комнате вашего гостя нет такого символа или банк пуст.
suspicion-error-same-room = Гость уже в этой комнате: тайный ход ведёт в другую.
suspicion-error-bank-empty = В банке не осталось таких самоцветов.
suspicion-error-already-guessed = Вы уже сдали свои догадки.
suspicion-error-guess-everyone = В списке догадок нужна запись (гость или «нет догадки») для каждого другого игрока.
# Подготовка: стол или первый игрок, которых правила не допускают.

## Открытое поле, личная панель, итоги
suspicion-board-title = «Подозрительно» — вилла
suspicion-board-over = Игра окончена
suspicion-board-turn-roll = { $seat }: бросок кубиков
suspicion-board-turn-move = { $seat }: передвижение гостей
suspicion-board-turn-play = { $seat }: выбор карты
suspicion-board-turn-act = { $seat }: действия карты
suspicion-board-guessing = Догадки — ждём: { $names }
suspicion-board-dice = Кубики: { $first } и { $second }
suspicion-board-dice-left = Ещё передвинуть: { $faces }
suspicion-board-card = Сыграна карта: { $card }
suspicion-board-card-left = { $n ->
    [one] Одно на выбор: { $halves }
   *[other] Ещё выполнить: { $halves }
}
suspicion-step-half-search = Обыск
suspicion-step-half-tip = Наводка
suspicion-step-half-passage = Тайный ход
suspicion-step-half-peek = Чужое приглашение
suspicion-step-half-ask = Наводящий вопрос
suspicion-board-guests = Гости по комнатам
suspicion-board-bank = Банк самоцветов (в начале по { $n } каждого вида)
suspicion-board-players = Самоцветы игроков
suspicion-board-cards = Карты действий
suspicion-board-deck = В колоде { $n ->
    [one] { $n } карта
    [few] { $n } карты
    [many] { $n } карт
   *[other] { $n } карт
}, в сбросе { $discard }
suspicion-board-left = (вне игры)
suspicion-panel-title = Ваши секреты
suspicion-panel-guest = Ваш гость: **{ $guest }**
suspicion-panel-hand = Ваши карты
suspicion-panel-peeks = Увиденные приглашения (за этих гостей никто не играет)
suspicion-panel-answers = Полученные ответы
suspicion-panel-answer = { $target }: { $guest } (тогда в { $room }) в поле зрения его гостя? { $answer ->
    [yes] ДА
   *[no] НЕТ
}
suspicion-panel-assistant = Помощник: ещё возможны
suspicion-panel-possible = { $target }: { $names }
suspicion-panel-guesses = Ваши догадки
suspicion-guess-line = { $target }: { $guest }
suspicion-summary-title = «Подозрительно»: приглашения раскрыты
suspicion-summary-winners = { $n ->
    [one] Победитель: { $names }
   *[other] Победители: { $names }
}
suspicion-summary-guest = Гость: **{ $guest }**
suspicion-summary-score = **Очков: { $points }** — угадано: { $correct }, наборов: { $sets }, отдельных камней: { $loose }; гостя угадали: { $guessed_by }
suspicion-summary-hand = Карты: { $cards }
suspicion-replay-seat = { $player }: **{ $guest }**; карты: { $cards }

## Справка по правилам (/game rules)
suspicion-rules-topic-overview = Об игре
suspicion-rules-overview = Вы — мошенник под видом одного из десяти гостей на балу; остальные игроки тоже. Двигайте гостей по вилле, собирайте самоцветы и вычисляйте, кто есть кто. Игра кончается, как только в банке закончится один вид самоцветов; тогда все угадывают гостей соперников. 7 очков за каждую верную догадку, 6 за набор рубин + изумруд + алмаз, 1 за каждый другой камень.
suspicion-rules-topic-setup = Подготовка
suspicion-rules-setup = 2–6 игроков. Десять гостей случайно расставляются по одному в каждую крайнюю комнату виллы 3×4. Каждый получает тайное приглашение (своего гостя) и две тайные карты действий; остальные приглашения — колода приглашений. В банке каждого вида: 6 на двоих, 9 на 3–4 игроков, 12 на 5–6; хозяин стола может сократить партию (на 1 или 2 самоцвета каждого вида меньше) или удлинить её (на 1 или 2 больше). Первого игрока выбирает хозяин стола или бот; дальше ходят по порядку мест.
suspicion-rules-topic-turn = Ваш ход
suspicion-rules-turn = 1. В начале вашего хода бот бросает оба кубика за вас. Каждого выпавшего гостя передвиньте через проход в соседнюю комнату (не по диагонали). «?» двигает любого гостя на одну комнату — даже выпавшего на другом кубике; при двух «?» двигайте двух гостей по разу или одного дважды. Использовать нужно каждый кубик. 2. Сыграйте одну из двух карт в открытую и выполните оба её действия в любом порядке (вдвоём — только одно). 3. Карта уходит в сброс, вы берёте новую; когда колода кончается, сброс сразу перемешивается в новую колоду.
suspicion-rules-topic-actions = Действия
suspicion-rules-actions = Обыск: возьмите самоцвет вида, изображённого в комнате, где стоит ВАШ гость, — все видят, какой, и это выдаёт, где вы. Наводка: возьмите самоцвет с карты, где бы вы ни были. Тайный ход: переставьте любого гостя в любую другую комнату. Чужое приглашение: тайно посмотрите верхнее приглашение и положите его вниз; за этого гостя никто не играет. Наводящий вопрос: назовите гостя с карты и спросите выбранного игрока: «Твоя фишка видит этого гостя?»
suspicion-rules-topic-sight = Обзор и ответы
suspicion-rules-sight = Гость видит всех гостей в своём ряду и своём столбце, включая свою комнату; ничто не загораживает обзор. Себя гость видит всегда: на вопрос о собственном госте ответ — «да». Бот честно вычисляет ответ по полю, присылает его лично спросившему и сообщает спрошенному игроку, какой ответ отправлен. Остальные видят только, кто кого спросил и о ком.
suspicion-rules-topic-end = Конец и очки
suspicion-rules-end = Игра заканчивается сразу, как только в банке кончится один вид самоцветов, даже посреди хода (остаток хода пропускается). Затем каждый тайно записывает догадку о госте каждого соперника (одного гостя можно назвать несколько раз). Приглашения раскрываются: 7 очков за верную догадку, 6 за набор из трёх разных камней, 1 за камень вне набора. Ничья: побеждает игрок, чьего гостя угадало меньше всего игроков; затем — игрок, у которого больше камней; иначе победа общая.
suspicion-rules-topic-bot = Решения бота
suspicion-rules-bot = В вашей панели — личный список гостей для каждого соперника. Помощник в нём выключен, пока вы сами не включите его в списке (если хозяин стола не запретил помощника для всего стола); тогда он вычёркивает гостей, которых исключают ваши сведения (ваш гость, увиденные приглашения, открытые обыски, ваши ответы — по расстановке на момент вопроса). Все полученные ответы хранятся в истории вашей панели — с комнатой, где тогда стоял гость из вопроса (ответ верен для того момента). Если время хода истекло, бот двигает гостей случайно, играет вашу первую карту и делает случайный допустимый выбор. Несданные догадки считаются пустыми. Гость выбывшего игрока остаётся на поле, его можно угадать; выбывший игрок ничего не угадывает и не может победить.

# Что сыграли правила тайм-аута, для всего стола (R1, R2 открыты).
suspicion-timeout-turn = ⏰ У игрока { $seat } вышло время: остаток его хода сыгран случайно — случайные перемещения, затем первая карта с руки.
suspicion-timeout-guess = ⏰ У игрока { $seat } вышло время: по соперникам, для которых он не выбрал гостя, догадок нет.
