# Suspicion's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-suspicion = Подозрительно
pictures-suspicion-dice = Кубики: { $faces }
pictures-suspicion-moves = Перемещения ({ $seat }):
pictures-suspicion-move = { $guest } { $origin }→{ $room }
pictures-suspicion-turn = Ходит { $seat }
pictures-story-suspicion = Догадки против правды
pictures-story-truth = Кем был
pictures-story-guessed = Догадки
pictures-story-guess = { $right ->
    [yes] ✓
   *[no] ✗
} { $target } → { $guest }
pictures-story-no-guess = ? { $target } → без догадки
pictures-story-guesses-read = В каждой строке: кем был игрок и кем он счёл каждого другого (✓ зелёный — верно, ✗ красный — неверно).
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
turn-dice = 🎲 { $dice }
pictures-story-alt-sheet = { $seat } — гость { $guest }; догадки { $guesses }
