# Компьютерные игроки (задача 10).
computer-add = Добавить компьютерного игрока
computer-choose-level = Как будет играть компьютерный игрок? Каждое нажатие добавляет одного; «Убрать одного» убирает последнего добавленного.
computer-level-casual = спокойно
computer-level-sharp = остро
computer-remove = Убрать одного
computer-lobby-updated = Готово: в сборе игроков видно, кто сейчас за столом.
computer-error-unsupported = В этой игре нет компьютерных игроков.
computer-error-none = В этом сборе игроков нет компьютерных игроков.
computer-replaced = 🤖 За { $seat } теперь играет компьютер ({ $level ->
    [sharp] остро
   *[other] спокойно
}), зная только то, что знало это место.
mod-action-replace = замена игрока компьютерным
cmd-practice = тренировка
cmd-practice-desc = Сразу сыграть против компьютерных игроков
cmd-practice-players = Игроков за столом, считая вас
cmd-computer-level = Как играют компьютерные игроки
cmd-replace = заменить
cmd-replace-desc = Компьютерный игрок займёт место отошедшего игрока (хозяин стола)
cmd-mod-replace = заменить
cmd-mod-replace-desc = Компьютерный игрок займёт место игрока
