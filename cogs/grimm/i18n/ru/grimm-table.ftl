# Grimm Masquerade's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-grimm = Маскарад сказок
pictures-grimm-score = 🌹 розы: { $roses } · 🏆 награды: { $trophies }
pictures-grimm-evidence = Подсказки
pictures-grimm-broken = ✕ разбитое зеркало: { $name }
pictures-grimm-broken-nobody = ✕ разбитое зеркало
pictures-grimm-charm-curse = талисман · проклятье
pictures-story-grimm = Поля подсказок: все персонажи раскрыты
pictures-story-round-won = Раунд { $round }: победа — { $seat }
pictures-story-round-nobody = Раунд { $round }: никто не победил. { $reason }
pictures-story-round-unfinished = Раунд { $round }: не доигран
pictures-story-grimm-was = Кем был
pictures-story-grimm-ruled-out = Исключил фишками подсказок
pictures-story-grimm-read = В рамке: раскрыт за столом. ★ — победитель раунда.
grimm-story-finger = Самый зоркий игрок — { $seat }: { $n } { $n ->
    [one] верная догадка
    [few] верные догадки
   *[many] верных догадок
} в «Маску прочь!».
grimm-story-no-finger = Никому не удалось угадать персонажа действием «Маску прочь!».
grimm-story-rounds = Больше всех раундов выиграл игрок { $seat } ({ $n }).
turn-unmasked = персонаж раскрыт
pictures-story-alt-was = { $seat } — персонаж { $was }; исключил персонажей { $ruled }
pictures-story-alt-unmasked = { $character } (раскрыт)
pictures-story-alt-was-only = { $seat } — персонаж { $was }
