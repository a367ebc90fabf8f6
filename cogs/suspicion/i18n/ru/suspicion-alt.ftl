# «Подозрительно» на картинках словами (их альтернативный текст для экранных дикторов) и
# тайны, которые показывает шаг повтора законченной игры.
suspicion-alt-dice = Кубики: { $faces }{ $used ->
    [0] {""}
    [one] {" "}(один использован)
   *[other] {" "}(оба использованы)
}
suspicion-alt-room = Комната { $room }: { $guests }
suspicion-alt-guest-of = { $guest } (за этого гостя играет { $seat })
suspicion-alt-bank = Самоцветы в банке: { $gems }
suspicion-replay-turn = Ход { $n }
suspicion-replay-guest = играет { $seat }
suspicion-replay-peeked = Игрок { $seat } увидел приглашение гостя «{ $guest_term }».
