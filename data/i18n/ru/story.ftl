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

pictures-story-grimm = Поля подсказок: все персонажи раскрыты
pictures-story-round = Раунд { $round }
pictures-story-round-won = Раунд { $round }: победа — { $seat }
pictures-story-grimm-read = ★ кто был кем (в рамке: раскрыт) · ✕ исключено фишкой подсказки этого игрока

pictures-story-suspicion = Догадки против правды
pictures-story-truth = Был
pictures-story-guests = Гости:
pictures-story-guesses-read = В каждой строке: кем этот игрок счёл каждого другого (зелёный: верно, красный: неверно).

mascarade-story-bluff = Лучший блеф: ход { $turn }, { $seat } — «Я — { $claimed_term }!» с картой «{ $held_term }» на столе, и никто не оспорил ({ $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[many] { $n } монет
} за ход).
mascarade-story-no-bluff = Никому не сошёл с рук блеф.
mascarade-story-held = Дольше всех одна и та же карта — «{ $card_term }» — лежала перед игроком { $seat }: { $n } { $n ->
    [one] ход
    [few] хода
   *[many] ходов
} (с { $first } по { $last }).

grimm-story-finger = Самый зоркий игрок — { $seat }: { $n } { $n ->
    [one] верная догадка
    [few] верные догадки
   *[many] верных догадок
} в «Маску прочь!».
grimm-story-no-finger = Никому не удалось угадать персонажа действием «Маску прочь!».
grimm-story-rounds = Больше всех раундов выиграл игрок { $seat } ({ $n }).

suspicion-story-guesser = Лучший сыщик — { $seat }: { $n ->
    [one] { $n } верная догадка
    [few] { $n } верные догадки
   *[many] { $n } верных догадок
}.
suspicion-story-no-guesser = Никто никого не угадал.
suspicion-story-hidden = Лучшая маскировка — у игрока { $seat } (гость «{ $guest_term }»): { $n ->
    [0] его не разгадал никто
    [one] разгадал { $n } игрок
    [few] разгадали { $n } игрока
   *[many] разгадали { $n } игроков
}.
suspicion-story-curious = Самый любопытный — { $seat }: { $n ->
    [one] { $n } вопрос
    [few] { $n } вопроса
   *[many] { $n } вопросов
}.
