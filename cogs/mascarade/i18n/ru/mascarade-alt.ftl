# «Маскарад» на картинках словами (их альтернативный текст для экранных дикторов) и тайны,
# которые показывает шаг повтора законченной игры.
mascarade-alt-card = «{ $card }»
mascarade-alt-hand = { $hand ->
    [left] левая
    [middle] защищённая
    [right] правая
   *[other] карта
} «{ $card }»
mascarade-alt-face-up = открыта карта { $cards }
mascarade-alt-holds = карта { $cards }
mascarade-alt-face-down = { $n } { $n ->
    [one] карта
    [few] карты
   *[many] карт
} рубашкой вверх
mascarade-alt-seat = { $seat }{ $role ->
    [won] {" "}(среди победителей)
    [turn] {" "}(сейчас ходит)
    [asked] {" "}(ждём ответа)
    [played] {" "}(делает этот шаг)
    [named] {" "}(участвует в этом шаге)
   *[none] {""}
}, { $coins } { $coins ->
    [one] монета
    [few] монеты
   *[many] монет
}
mascarade-alt-showed = на { $turn }-м ходу показана карта { $cards }
mascarade-alt-courthouse = В суде { $n } { $n ->
    [one] монета
    [few] монеты
   *[many] монет
}
mascarade-alt-centre = В центре стола { $cards }
mascarade-alt-ring = За столом по часовой стрелке { $n } { $n ->
    [one] игрок
    [few] игрока
   *[many] игроков
}:
mascarade-alt-touched = карты этого шага обведены синим
mascarade-replay-swapped = Карты поменялись местами.
mascarade-replay-not-swapped = Карты остались на своих местах.
mascarade-replay-peeked = { $seat } видит карту «{ $card_term }».
mascarade-replay-spied = { $seat } видит свою карту «{ $own_term }» и карту «{ $other_term }».
