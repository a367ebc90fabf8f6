# Grimm Masquerade's pictures, its story at the end, its name in the commands and its part of the turn line
# (read by the shared table: cogs/table). Names are drawn as typed.

cmd-choice-grimm = Маскарад сказок
pictures-grimm-score = 🌹 розы: { $roses } · 🏆 трофеи: { $trophies }
pictures-grimm-evidence = Улики
pictures-grimm-broken = ✕ разбитое зеркало: { $name }
pictures-grimm-broken-nobody = ✕ разбитое зеркало
pictures-grimm-charm-curse = талисман · проклятье
pictures-story-grimm = Доски улик, все роли раскрыты
pictures-story-round = Раунд { $round }
pictures-story-round-won = Раунд { $round }: победа — { $seat }
pictures-story-grimm-read = ★ кто был кем (в рамке: разоблачён) · ✕ исключено жетоном улики этого игрока
grimm-story-finger = Самый меткий палец: { $seat } — верных обвинений: { $n }.
grimm-story-no-finger = Ни один указующий палец не попал в цель.
grimm-story-rounds = Больше всех выигранных раундов: { $seat } ({ $n }).
turn-unmasked = без маски
