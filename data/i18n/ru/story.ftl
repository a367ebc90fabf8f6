# История партии в итогах игры: её факты и картинка (cogs/game/summary.py,
# cogs/*/story.py). На картинке имена как есть.

summary-story = Как прошла партия

pictures-story-mascarade = Куда путешествовали персонажи
pictures-story-deal = Раздача
pictures-story-turn = Ход { $turn }
pictures-story-turns = Ходы { $first }–{ $last }
pictures-story-centre = Ц
pictures-story-cards = Карты:
pictures-story-framed = Клетка в рамке: карта здесь сменилась на этом ходу.

pictures-story-grimm = Доски улик, все роли раскрыты
pictures-story-round = Раунд { $round }
pictures-story-round-won = Раунд { $round }: победа — { $seat }
pictures-story-grimm-read = ★ кто был кем (в рамке: разоблачён) · ✕ исключено жетоном улики этого игрока

pictures-story-suspicion = Догадки против правды
pictures-story-truth = Был
pictures-story-guests = Гости:
pictures-story-guesses-read = В каждой строке: кем этот игрок счёл каждого другого (зелёный: верно, красный: неверно).

mascarade-story-bluff = Лучший блеф: ход { $turn }, { $seat } — «Я { $claimed_term }!» с картой «{ $held_term }» на руках, и никто не оспорил ({ $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[many] { $n } монет
} за ход).
mascarade-story-no-bluff = Никому не сошёл с рук блеф.
mascarade-story-held = Дольше всех одна карта: { $seat } — «{ $card_term }», { $n ->
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
} (ходы с { $first } по { $last }).

grimm-story-finger = Самый меткий палец: { $seat } — верных обвинений: { $n }.
grimm-story-no-finger = Ни один указующий палец не попал в цель.
grimm-story-rounds = Больше всех выигранных раундов: { $seat } ({ $n }).

suspicion-story-guesser = Лучший сыщик: { $seat }, { $n ->
    [one] { $n } верная догадка
    [few] { $n } верные догадки
   *[many] { $n } верных догадок
}.
suspicion-story-no-guesser = Никто никого не угадал.
suspicion-story-hidden = Лучшая маскировка: { $seat } в роли «{ $guest_term }» — { $n ->
    [0] не разгадал никто
    [one] разгадал { $n } игрок
    [few] разгадали { $n } игрока
   *[many] разгадали { $n } игроков
}.
suspicion-story-curious = Самый любопытный: { $seat }, { $n ->
    [one] { $n } вопрос
    [few] { $n } вопроса
   *[many] { $n } вопросов
}.
