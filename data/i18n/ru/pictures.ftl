# Картинки поля (cogs/*/render.py). Имена рисуются как есть, без разметки.

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

pictures-grimm-score = 🌹 розы: { $roses } · 🏆 награды: { $trophies }
pictures-grimm-evidence = Подсказки
pictures-grimm-broken = ✕ разбитое зеркало: { $name }
pictures-grimm-broken-nobody = ✕ разбитое зеркало

pictures-suspicion-dice = Кубики: { $faces }
pictures-suspicion-moves = Перемещения ({ $seat }):
pictures-suspicion-move = { $guest } { $origin }→{ $room }
pictures-suspicion-turn = Ходит { $seat }

# Последняя картинка партии называет победителей.
pictures-winners = { $n ->
    [one] Победитель: { $names }
   *[other] Победители: { $names }
}
pictures-no-winner = Победителей нет.
pictures-grimm-charm-curse = талисман · проклятье
