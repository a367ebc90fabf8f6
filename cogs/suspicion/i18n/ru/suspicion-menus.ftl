# «Подозрительно»: что спрашивает и предлагает панель игрока — плоские меню (каждое
# перемещение и каждое действие карты — один выбор), однострочное пояснение к каждому выбору
# и заметки о том, почему ожидаемого выбора нет. Все ключи начинаются с "suspicion-".
# Пояснения — не длиннее 100 символов.

## Меню
suspicion-menu-roll = Ваш ход: бросьте кубики.
suspicion-choice-roll = Бросить кубики
suspicion-menu-move = Передвиньте выпавших гостей, каждого на одну комнату.
suspicion-choice-room = { $room_term }
suspicion-choice-guest = { $guest_term }
suspicion-menu-play = Сыграйте одну из своих карт действий.
suspicion-choice-play = { $card_term }
suspicion-menu-act = Выполните в любом порядке оба действия карты { $card_term }.
suspicion-menu-act-one = Выберите одно действие карты { $card_term }.
suspicion-choice-search = Обыск: взять { $gem_term }
suspicion-choice-tip = Наводка: взять { $gem_term }
suspicion-choice-peek = Посмотреть верхнее приглашение
suspicion-menu-guess = Угадайте гостя каждого соперника.
suspicion-choice-guess-for = { $target_seat }
suspicion-menu-guess-for = Кто гость игрока { $target_seat }?
suspicion-choice-no-guess = Нет догадки

## Перемещения: гость и комната в одном выборе
suspicion-choice-move-to = { $guest_term } — в комнату { $room_term }
suspicion-desc-move = Сейчас в { $from_term }
suspicion-desc-move-own = Сейчас в { $from_term } — это ваш гость
suspicion-choice-move-both = { $guest_term } — в { $room_term }, { $then_guest_term } — в { $then_room_term }
suspicion-desc-move-both = Оба кубика: сейчас в { $from_term } и в { $then_from_term }
suspicion-desc-move-both-own = Оба кубика: сейчас в { $from_term } и в { $then_from_term }; ваш гость — { $own_term }
suspicion-note-die-used = Кубик «{ $used_term }» использован; на другом кубике — «{ $left_term }».
suspicion-note-any-guest = «?» передвигает любого гостя на одну комнату — даже выпавшего на другом кубике.

## Карты на руке: что делают два их действия
suspicion-desc-card = { $first_term } · { $second_term }
suspicion-desc-card-one = На выбор — { $first_term } · { $second_term }
suspicion-desc-half-search = Обыск: самоцвет из комнаты вашего гостя
suspicion-desc-half-tip-ruby = Наводка: рубин, где бы вы ни были
suspicion-desc-half-tip-emerald = Наводка: изумруд, где бы вы ни были
suspicion-desc-half-tip-diamond = Наводка: алмаз, где бы вы ни были
suspicion-desc-half-passage = Тайный ход: любого гостя в любую комнату
suspicion-desc-half-peek = Чужое приглашение: ничей гость
suspicion-desc-half-ask-buford = Спросить игрока, на виду ли { suspicion-guest-buford }
suspicion-desc-half-ask-trudie = Спросить игрока, на виду ли { suspicion-guest-trudie }
suspicion-desc-half-ask-remy = Спросить игрока, на виду ли { suspicion-guest-remy }
suspicion-desc-half-ask-viola = Спросить игрока, на виду ли { suspicion-guest-viola }
suspicion-desc-half-ask-stefano = Спросить игрока, на виду ли { suspicion-guest-stefano }
suspicion-desc-half-ask-lily = Спросить игрока, на виду ли { suspicion-guest-lily }
suspicion-desc-half-ask-earl = Спросить игрока, на виду ли { suspicion-guest-earl }
suspicion-desc-half-ask-nadia = Спросить игрока, на виду ли { suspicion-guest-nadia }
suspicion-desc-half-ask-ashraf = Спросить игрока, на виду ли { suspicion-guest-ashraf }
suspicion-desc-half-ask-mildred = Спросить игрока, на виду ли { suspicion-guest-mildred }

## Карта вместе с действием, которое выполняется первым
suspicion-choice-play-search = № { $card } · Обыск: взять { $gem_term }
suspicion-choice-play-tip = № { $card } · Наводка: взять { $gem_term }
suspicion-choice-play-peek = № { $card } · Посмотреть верхнее приглашение
suspicion-choice-play-ask = № { $card } · Вопрос игроку { $target_seat } о госте «{ $guest_term }»
suspicion-choice-play-passage = № { $card } · Тайный ход…
suspicion-menu-play-passage = Карта { $card_term }. Кого из гостей провести тайным ходом?
suspicion-desc-play-then = Затем — { $half_term }
suspicion-desc-play-only = При двух игроках это единственное действие карты.

## Действия сыгранной карты, каждое со своей целью
suspicion-desc-search = Все увидят, какой самоцвет вы взяли: это подсказка, где ваш гость.
suspicion-desc-tip = Ничего не говорит о том, где ваш гость.
suspicion-desc-peek = Его увидите только вы; за этого гостя никто не играет.
suspicion-choice-passage-guest = Тайный ход для гостя «{ $guest_term }»…
suspicion-desc-passage = Сейчас в { $room_term }; затем выберите любую другую комнату.
suspicion-menu-passage-room = Тайный ход для гостя «{ $guest_term }»: в какую комнату?
suspicion-desc-room = { $n ->
    [0] Сейчас там никого
    [one] Сейчас там { $n } гость
    [few] Сейчас там { $n } гостя
   *[other] Сейчас там { $n } гостей
}
suspicion-choice-ask-seat = Спросить игрока { $target_seat } о госте «{ $guest_term }»
suspicion-desc-ask = «Да», если его гость в том же ряду или столбце (или это он сам). Ответ узнаете только вы.
suspicion-note-search-room = Ваш гость в комнате { $room_term }: обыск приносит один из самоцветов этой комнаты.
suspicion-note-left = { $seat } — вне игры: вопросы задают только оставшимся игрокам.
suspicion-note-one-half = Вдвоём выполняется только одно из двух действий карты.
suspicion-note-half-done = Действие «{ $half_term }» выполнено.

## Что значит «видит» (S-4.1, S-4.2) и что исключает ответ — рядом с каждым вопросом; выбор,
## который забирает из банка последний самоцвет вида, заканчивает игру (S-5.1); что делают
## кнопки сообщения хода (открытая строка рядом с ними)
suspicion-note-sight = Гость видит всех гостей в своём ряду и своём столбце, включая свою комнату, и всегда видит себя; обзору ничто не мешает. «Да» — его гость стоит в одном ряду или столбце с гостем { $guest_term } (как поле стоит сейчас). «Нет» — ни там, ни там.
suspicion-desc-last-gem = Последний { $gem_term } в банке: если взять его, игра сразу закончится, и все будут угадывать.
suspicion-table-note-move = Каждый кубик двигает выпавшего гостя на одну комнату через проход; «?» — любого гостя. Все видят каждый ход.
suspicion-table-note-act = Наводка даёт самоцвет, где бы ни был ваш гость; на вопрос ответ получает только спросивший (гость видит всех в своём ряду и столбце).
suspicion-note-sight-any = Вопрос — видит ли гость игрока другого гостя: гость видит всех гостей в своём ряду и своём столбце, включая свою комнату, и всегда видит себя. «Да» оставляет только гостей этого ряда и столбца, «нет» их исключает.
