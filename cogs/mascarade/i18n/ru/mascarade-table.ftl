# Mascarade's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-mascarade = Маскарад
# Руки в «Маскараде» на 2 и 3 игроков: по одной букве на карте.
pictures-hand-left = Л
pictures-hand-middle = З
pictures-hand-right = П
pictures-hand-single = карта
pictures-mascarade-centre = Центр
pictures-mascarade-banned = карту открыли в прошлом ходе: называть нельзя
pictures-mascarade-last-reveal = Карты открывали в последний раз (ход { $turn }):
pictures-mascarade-shown = { $seat } — { $card }
pictures-mascarade-shown-hand = { $seat } ({ $hand }) — { $card }
pictures-mascarade-showed = ход { $turn }: { $card }
pictures-story-mascarade = Куда путешествовали персонажи
pictures-story-mascarade-read = Карты каждого игрока одна за другой, начиная с розданной; карта в рамке пришла к игроку на указанном ходу.
pictures-story-held = Карты по очереди
pictures-story-came = { $cards } (ход { $turn })
pictures-story-centre = Центр стола
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
turn-courthouse = Дворец Правосудия: { $n }
pictures-story-alt-held = { $who } — { $cards }
