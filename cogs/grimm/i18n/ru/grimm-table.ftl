# Grimm Masquerade's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-grimm = Маскарад сказок
pictures-grimm-score = 🌹 розы: { $roses } · 🏆 награды: { $trophies }
pictures-grimm-evidence = Подсказки
pictures-grimm-broken = ✕ разбитое зеркало: { $name }
pictures-grimm-broken-nobody = ✕ разбитое зеркало
pictures-grimm-charm-curse = талисман · проклятье
pictures-story-grimm = Поля подсказок: все персонажи раскрыты
pictures-story-round = Раунд { $round }
pictures-story-round-won = Раунд { $round }: победа — { $seat }
pictures-story-grimm-read = ★ кто был кем (в рамке: раскрыт) · ✕ исключено фишкой подсказки этого игрока
grimm-story-finger = Самый зоркий игрок — { $seat }: { $n } { $n ->
    [one] верная догадка
    [few] верные догадки
   *[many] верных догадок
} в «Маску прочь!».
grimm-story-no-finger = Никому не удалось угадать персонажа действием «Маску прочь!».
grimm-story-rounds = Больше всех раундов выиграл игрок { $seat } ({ $n }).
turn-unmasked = персонаж раскрыт
