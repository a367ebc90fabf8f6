# Сообщение хода и таймеры (issue 9: тихий канал, видимые таймеры).
turn9-turn = ▶ Ход: { $who }
turn9-turn-waiting = ▶ Ход: { $who } · ждём: { $waiting }
turn9-waiting = ⏳ Ждём: { $waiting }
turn9-over = Игра окончена.
turn9-deadline = ⏰ время истекает { $when }
turn9-reminder = ⏰ { $who }, время на исходе — { $when }
turn9-courthouse = Дворец Правосудия: { $n }
turn9-unmasked = без маски
turn9-dice = 🎲 { $dice }
turn-call = 🔔 { $who }: ждём вашего решения — что нужно сделать, сказано в сообщении хода выше.
turn-over-won = 🏁 Игра окончена. { $n ->
    [one] Победитель
   *[other] Победители
}: { $winners }.
