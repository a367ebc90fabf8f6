# «Маскарад сказок». Все ключи начинаются с grimm-.
grimm-name = Маскарад сказок
grimm-summary = Скройте, кто вы из героев сказок, передавайте талисманы и проклятья, срывайте маски с гостей — побеждает тот, у кого больше всего роз после трёх раундов.

## Персонажи
grimm-character-evil_queen = Злая королева
grimm-character-red_riding_hood = Красная Шапочка
grimm-character-beast = Чудовище
grimm-character-cinderella = Золушка
grimm-character-sleeping_beauty = Спящая красавица
grimm-character-rumpelstiltskin = Румпельштильцхен
grimm-character-big_bad_wolf = Страшный серый волк
grimm-character-hansel = Гензель

## Предметы
grimm-card-crown = Корона
grimm-card-mirror = Зеркало
grimm-card-treats = Угощения
grimm-card-disguise = Костюм
grimm-card-glass_slipper = Хрустальные туфельки
grimm-card-clock = Часы
grimm-card-spindle = Веретено
grimm-card-cauldron = Котёл

## Действия
grimm-action-point_finger = Маску прочь!
grimm-action-eavesdrop = Подслушать разговор
grimm-action-guest_list = Заглянуть в список гостей
grimm-action-dance = Закружиться в танце
grimm-action-toast = Поднять тост
grimm-action-pickpocket = Поискать в чужих вещах
grimm-action-gift = Обменяться сувенирами
grimm-action-secrets = Узнать тайну

## Способности
grimm-ability-true_reflection = Истинное отражение
grimm-ability-curiosity = Любопытство
grimm-ability-gambler = Азартный игрок
grimm-ability-power_over_time = Власть над временем
grimm-ability-big_eyes = Большие глаза
grimm-ability-devious_accusation = Коварное обвинение
grimm-ability-humble_gifts = Скромные дары
grimm-ability-host_of_the_game = Хозяин игры
grimm-ability-true_reflection-text = Каждый раз, когда вы передаёте сопернику карту «{ $first_term }» или «{ $second_term }», получатель выкладывает фишку подсказки на портрет персонажа, которым не является.
grimm-ability-curiosity-text = Каждый раз, когда вы передаёте сопернику карту «{ $first_term }» или «{ $second_term }», посмотрите 1 случайную карту колоды персонажей.
grimm-ability-gambler-text = В начале раунда возьмите 1 случайную карту пари (только с картами пари).
grimm-ability-power_over_time-text = Как только у вас окажется { $n } разных карт предметов, вы побеждаете в раунде.
grimm-ability-big_eyes-text = Если ваше «Маску прочь!» не угадало персонажа, посмотрите 1 случайную карту колоды персонажей.
grimm-ability-devious_accusation-text = Если ваше «Маску прочь!» не угадало персонажа, можете взять 1 карту предмета и оставить её себе или передать.
grimm-ability-humble_gifts-text = Если в начале хода у вас нет одинаковых предметов, можете сначала взять 1 карту предмета и оставить её себе или передать.
grimm-ability-host_of_the_game-text = В конце хода, в котором вы выложили хотя бы 1 фишку подсказки, возьмите 1 карту предмета и оставьте её себе или передайте.
grimm-request-ability = Выберите способность на этот раунд

## Параметры (лобби)
grimm-option-bets = Карты пари
grimm-option-bets-true = Пари: да (от 3 игроков)
grimm-option-bets-false = Пари: нет
grimm-option-treasures = Драгоценности
grimm-option-treasures-true = Драгоценности: да
grimm-option-treasures-false = Драгоценности: нет
grimm-option-abilities = Способности
grimm-option-abilities-true = Способности: да
grimm-option-abilities-false = Способности: нет

## Общие события
grimm-event-round = Начинается раунд { $round } (награда: { $trophy } { $trophy ->
    [one] роза
    [few] розы
   *[many] роз
}). Начинает { $first_seat }.
grimm-event-action-shown = Карта действия этого раунда: { $action_term }.
grimm-event-ability = { $seat } получает способность «{ $ability_term }».
grimm-event-picked = { $seat } берёт из ряда: { $card_term }.
grimm-event-kept = { $seat } оставляет себе: { $card_term }.
grimm-event-kept-hidden = { $seat } кладёт вытянутую карту на руку.
grimm-event-gave = { $seat } передаёт игроку { $to_seat }: { $card_term }.
grimm-event-token = { $seat } кладёт фишку подсказки на портрет: { $character_term }.
grimm-event-unmasked = { $seat }: маска сорвана — это { $character_term }!
grimm-event-rose-unmask = { $seat } получает { $n } { $n ->
    [one] жетон розы
    [few] жетона роз
   *[many] жетонов роз
} за раскрытие.
grimm-event-must-mark = { $seat }: нужно выложить фишку подсказки («{ $reason_term }»).
grimm-event-reshuffled = Стопка сброса замешана в новую колоду предметов ({ $n } { $n ->
    [one] карта
    [few] карты
   *[many] карт
}).
grimm-event-action = { $seat } выполняет действие «{ $action_term }», сбросив { $treasure ->
    [yes] жетон драгоценностей и карту «{ $card_term }»
   *[no] две карты «{ $card_term }»
}.
grimm-event-rose-action = { $seat } получает { $n } { $n ->
    [one] жетон розы
    [few] жетона роз
   *[many] жетонов роз
} за действие.
grimm-event-eavesdrop = { $seat } подслушивает разговор игрока { $target_seat }.
grimm-event-point = { $seat } обвиняет игрока { $target_seat }: «{ $character_term }!»
grimm-event-point-right = Верно! { $seat } получает { $n } { $n ->
    [one] жетон розы
    [few] жетона роз
   *[many] жетонов роз
}.
grimm-event-point-wrong = Неверно! { $seat } получает { $n } { $n ->
    [one] жетон розы
    [few] жетона роз
   *[many] жетонов роз
}.
grimm-event-bet-taken = { $seat } берёт карту пари.
# G-10.1: раскрытый игрок может взять карту пари сразу или в один из следующих ходов.
grimm-event-bet-declined = { $seat } пока не берёт карту пари.
grimm-event-round-won = { $seat } побеждает в раунде — это { $character_term } — и получает жетон награды ({ $trophy } { $trophy ->
    [one] роза
    [few] розы
   *[many] роз
}).
# G-9.5: победитель вдвоём, у которого не раскрыты оба персонажа (одна строка с обоими).
grimm-event-round-won-two = { $seat } побеждает в раунде — это { $first_term } и { $second_term } — и получает жетон награды ({ $trophy } { $trophy ->
    [one] роза
    [few] розы
   *[many] роз
}).
grimm-event-bet-won = { $seat } выигрывает пари: { $n } { $n ->
    [one] роза
    [few] розы
   *[many] роз
}.
grimm-event-treasure = { $seat }: неиспользованная драгоценность — { $n } { $n ->
    [one] роза
    [few] розы
   *[many] роз
}.
grimm-event-game-won = { $seat } побеждает в игре: { $n } { $n ->
    [one] роза
    [few] розы
   *[many] роз
}!
grimm-round-no-cards = Колода предметов и стопка сброса пусты: раунд заканчивается без победителя.
grimm-round-no-winner = Нераскрытых игроков не осталось: раунд заканчивается без победителя.
grimm-round-last-masked = Нераскрытым остался только один игрок.
grimm-round-boon = Три талисмана своего персонажа.
grimm-end-roses = Больше всего роз: { $n }.
grimm-end-removed = По решению модератора { $seat } выбывает; игра заканчивается без победителя.

## Личные события
grimm-private-character = Ваш тайный персонаж в этом раунде: { $character_term }.
grimm-private-drawn = Вы взяли карту: { $card_term }.
grimm-private-peek = В колоде персонажей вы видите: { $character_term }.
grimm-private-bet = Вы берёте карту пари: { $character_term }.
grimm-private-answer-recorded = Ваш ответ принят; его покажут, когда ответят все.

## Ошибки
grimm-error-not-now = Сейчас от вас требуется другое.
grimm-error-not-in-row = Этой карты нет в ряду.
grimm-error-illegal-portrait = Сюда фишку класть нельзя: нужен персонаж, которым вы не являетесь, не раскрытый и без вашей фишки.
grimm-error-not-recipient = Карты можно передавать только другому нераскрытому игроку.
grimm-error-no-such-card = У вас нет такой карты.
grimm-error-no-bet = Этой карты пари нет.
grimm-error-action-not-shown = Это действие недоступно в этом раунде.
grimm-error-cannot-pay = Так оплатить действие нельзя: сбросьте 2 одинаковых предмета или жетон драгоценностей и 1 предмет.
grimm-error-character-unmasked = Этот персонаж уже раскрыт.
# G-11.2: пока в скрытой руке есть пара, дополнительного предмета нет.
grimm-error-humble-pair = «Скромные дары»: пока есть две одинаковые карты, дополнительную карту взять нельзя.

## Поле
grimm-board-title = Маскарад сказок — раунд { $round }/{ $rounds } · награда { $trophy }
grimm-board-player = №{ $n } { $name }
grimm-board-waiting = Ждём: { $player } — { $what }
grimm-board-over = Игра окончена.
grimm-board-actions = Действия этого раунда
grimm-board-decks-title = Колоды
grimm-board-decks = Предметы: в колоде { $deck }, в сбросе { $discard } · колода персонажей: { $characters }
grimm-board-bet-deck = Осталось карт пари: { $n }
grimm-board-row-line = Открытый ряд: { $cards }
grimm-board-tableau-empty = (нет предметов)
grimm-board-card-count = { $n ->
    [one] { $card }
   *[other] { $card } ×{ $n }
}
grimm-board-unmasked = Маска сорвана: { $character }
grimm-board-hand = { $n ->
    [one] { $n } карта на руке
    [few] { $n } карты на руке
   *[many] { $n } карт на руке
}
grimm-board-tokens = { $n ->
    [one] осталась { $n } фишка
    [few] осталось { $n } фишки
   *[many] осталось { $n } фишек
}
grimm-board-bets = { $n ->
    [one] { $n } карта пари
    [few] { $n } карты пари
   *[many] { $n } карт пари
}
grimm-board-treasure = драгоценность
grimm-board-history = Раунды
grimm-board-round-winner = Раунд { $round }: { $player } (+{ $trophy })
grimm-board-round-nobody = Раунд { $round }: без победителя
grimm-decision-draft = взять предмет из ряда
grimm-decision-ability = выбрать способность
grimm-decision-evidence = выложить фишку подсказки
grimm-decision-humble = взять карту по «Скромным дарам»?
grimm-decision-keep = оставить или передать первую карту
grimm-decision-give = передать вторую карту
grimm-decision-action = выполнить действие или закончить ход
grimm-decision-extra = оставить или передать дополнительную карту
grimm-decision-devious = взять карту по «Коварному обвинению»?
grimm-decision-toast = раздать карты тоста
grimm-decision-hand_give = передать карту с руки
grimm-decision-bet = взять карту пари сейчас?
grimm-render-title = Подсказки — раунд { $round }/{ $rounds }
grimm-render-broken = ✕ разбитое зеркало (№{ $n })

## Личная панель
grimm-panel-title = Ваши секреты — { $player }
grimm-panel-characters = Ваш персонаж
grimm-panel-character = { $character } (талисман: { $boon }, проклятье: { $bane })
grimm-panel-drawn = Взятая карта
grimm-panel-hand = Ваша рука
grimm-panel-peeked = Увидено в колоде персонажей
grimm-panel-bets = Ваши карты пари
grimm-panel-chosen = Ваш ответ
# Ваши предметы и сколько до талисманов и проклятий.
grimm-panel-tableau = Ваши предметы
grimm-panel-goals = Талисман и проклятье
grimm-panel-goal-boon = { $icon } { $card }: { $held }/{ $threshold } — ваш талисман{ $two ->
    [yes] {" "}({ $character })
   *[no] {""}
}: { $threshold } — победа в раунде
grimm-panel-goal-bane = { $icon } { $card }: { $held }/{ $threshold } — ваше проклятье{ $two ->
    [yes] {" "}({ $character })
   *[no] {""}
}: { $threshold } — маска сорвана
grimm-panel-power = «Власть над временем»: { $held }/{ $threshold } разных предметов

## Итоги
grimm-summary-title = Маскарад сказок — итоги
grimm-summary-winners = Победа: { $players }
grimm-summary-scores = Розы (с жетонами наград)
grimm-summary-score = { $player }: 🌹 { $total } (награды: { $trophies })
grimm-summary-round = Раунд { $round }
grimm-summary-character = { $player }: { $characters }

## Справка по правилам (/game rules)
grimm-rules-topic-overview = Об игре
grimm-rules-overview = 2–5 игроков, три раунда. В каждом раунде вы тайно играете за персонажа сказки (вдвоём — за двух). У каждого персонажа есть предмет-талисман и предмет-проклятье; каждый предмет — талисман одного персонажа и проклятье другого. Соберите 3 талисмана, чтобы выиграть раунд, или дождитесь, когда маска останется только на вас. 2 проклятья раскрывают вас. Жетоны наград стоят 1, 3 и 5 роз. Если после раунда у кого-то 10 или больше роз (вместе с наградами), игра заканчивается, иначе — после 3-го раунда. Побеждает игрок с наибольшим числом роз; при ничьей — с бо́льшей суммой наград, иначе победа общая.
grimm-rules-topic-turn = Ваш ход
grimm-rules-turn = Возьмите карту предмета и, посмотрев её, оставьте себе или передайте нераскрытому сопернику. Возьмите вторую и поступите с ней наоборот (до решения о первой её смотреть нельзя). Затем можно выполнить 1 действие, сбросив 2 одинаковых предмета. Если колода кончилась, сброс замешивается в новую; если пусты обе — раунд без победителя. Подготовка: выкладывается «игроки + 2» предмета (вдвоём — 6), и по очереди, начиная с первого игрока, каждый берёт 1 (вдвоём — по 2); остальные уходят в сброс. Раунды 2 и 3 начинает игрок с наименьшим числом роз.
grimm-rules-topic-artifacts = Пары и тройки
grimm-rules-artifacts = Каждый раз, когда у вас появляются карты, проверьте их. 2 проклятья вашего персонажа — вы раскрыты, а розу получает игрок, передавший карту (никто, если вы оставили её сами). 2 других одинаковых — фишка на портрет персонажа, чьё это проклятье. 3 талисмана — вы выиграли раунд (это сильнее пары проклятий в тот же ход). 3 других одинаковых — фишка на портрет персонажа, чей это талисман. Фишка отмечает, кем вы не являетесь; не дважды на один портрет и не на раскрытого. У вас 7 фишек на раунд.
grimm-rules-topic-actions = Действия
grimm-rules-actions = «Маску прочь!» (всегда): назовите игрока в маске и персонажа. Угадали — маска сорвана, вам 2 розы; нет — цели 1 роза и фишка на названного персонажа. Ещё 2 действия открываются каждый раунд: «Подслушать разговор» (1–2 игрока кладут фишку по своему выбору), «Заглянуть в список гостей» (2 карты колоды персонажей), «Закружиться в танце» (все передают карту налево или направо; ваша — по выбору, остальные — случайные), «Поднять тост» (раздайте 2 верхние карты), «Поискать в чужих вещах» (1 карта персонажа, затем предмет себе или другому), «Обменяться сувенирами» (отдайте 1, получите 2 случайных). За каждого, с кого ваше действие сорвало маску, — роза.
grimm-rules-topic-unmasked = Раскрытые
grimm-rules-unmasked = Когда с вас срывают маску, ваш персонаж открывается: фишки с его портрета возвращаются владельцам, портрет закрывает разбитое зеркало. Ваши предметы уходят на руку (их никто не видит). Вы больше не можете выиграть раунд, выполнять действия и получать карты. В свой ход возьмите 1 карту на руку и передайте 1 карту с руки игроку в маске; за каждого, с кого так сорвана маска, — роза. Вдвоём пара проклятий одного персонажа раскрывает только его; играйте как обычно, пока не раскрыты оба.
grimm-rules-topic-scoring = Розы
grimm-rules-scoring = Розы: 1 за каждого игрока, раскрытого вашей картой или действием; 2 за верное «Маску прочь!», 1 — цели неверного. Победитель раунда получает жетон награды (1, 3, 5 роз). Вдвоём каждое действие, кроме «Маску прочь!», приносит розу. Конец раунда: награда, пари, драгоценности, затем проверка 10 роз. Если кончились карты или нераскрытых не осталось — раунд без победителя.
grimm-rules-topic-advanced = Усложнённый режим
grimm-rules-advanced = Пари (от 3 игроков): действие «Узнать тайну» даёт любую карту пари; раскрытый игрок может 1 раз взять карту пари — сразу или в любой из своих следующих ходов (но не после конца раунда). В конце раунда каждая карта пари на победившего персонажа приносит столько роз, сколько стоит награда. Драгоценности: оплатите действие драгоценностью и 1 любым предметом; неиспользованная стоит 1 розу. Способности: в раундах 2 и 3 игрок(и) с наименьшим числом роз получают способность персонажа прошлого раунда (вдвоём — любого из двух). По таймеру: первая карта остаётся, вторая — случайному, без действия; фишки и выбор из ряда — случайно; карта пари при раскрытии не берётся (её можно взять позже).
