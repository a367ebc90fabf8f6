# «Маскарад сказок» на картинках словами (их альтернативный текст для экранных дикторов) и
# тайны, которые показывает шаг повтора законченной игры.
grimm-alt-seat = Игрок { $number }, { $seat }{ $role ->
    [won] {" "}(среди победителей)
    [turn] {" "}(сейчас ходит)
    [played] {" "}(делает этот шаг)
    [named] {" "}(участвует в этом шаге)
   *[none] {""}
}
grimm-alt-tableau = на столе { $cards }
grimm-alt-ruled-out = Улики: игрок { $seat } исключает персонажей { $characters }
grimm-alt-broken = Разбитое зеркало: персонаж «{ $character }», под этой маской был игрок { $seat }
grimm-alt-broken-nobody = Разбитое зеркало: персонаж «{ $character }»
grimm-replay-turn = Ход { $n }
grimm-replay-is = на самом деле персонаж «{ $character }»
grimm-replay-hand = в руке { $cards }
grimm-replay-bets = ставки на персонажей { $characters }
grimm-replay-kept = Игрок { $seat } оставил в руке карту «{ $card_term }».
# Кнопка на сообщении хода: открывает выбор о вытянутой карте, карту видно только игроку.
grimm-quick-card = 🂠 Посмотреть карту: оставить или отдать
grimm-quick-second = 🂠 Посмотреть вторую карту и отдать её
