# «Маскарад сказок»: что спрашивает и предлагает панель игрока — вопросы и варианты, строка
# под каждым вариантом и почему варианта нет. Все ключи начинаются с grimm-.

## Меню
grimm-prompt-draft = Возьмите 1 карту предмета из ряда.
grimm-prompt-ability = Выберите способность на этот раунд.
grimm-prompt-evidence = Выложите фишку подсказки на портрет персонажа, которым вы не являетесь.
grimm-prompt-humble = «Скромные дары»: взять дополнительную карту перед ходом?
grimm-prompt-devious = «Коварное обвинение»: взять карту, чтобы оставить или передать?
grimm-prompt-keep = Вы взяли карту «{ $card_term }». Оставить её или передать?
grimm-prompt-give = Вы взяли карту «{ $card_term }». Первую вы оставили, эту нужно передать.
grimm-prompt-extra = Вы взяли карту «{ $card_term }». Оставить её или передать?
grimm-prompt-toast = Кому достаётся карта «{ $card_term }»?
grimm-prompt-hand_give = Передайте 1 карту с руки нераскрытому сопернику.
grimm-prompt-action = { $treasure ->
    [yes] Можно выполнить 1 действие, сбросив 2 одинаковых предмета или жетон драгоценностей и 1 любой предмет.
   *[no] Можно выполнить 1 действие, сбросив 2 одинаковых предмета.
}
grimm-prompt-pay = Чем платите?
grimm-prompt-target = Какой игрок?
grimm-prompt-targets = Чей разговор подслушать?
grimm-prompt-character = Какого персонажа назвать?
grimm-prompt-card = Какую карту?
grimm-prompt-to = Кому?
grimm-prompt-bet = Какую карту пари?
grimm-choice-keep = Оставить
grimm-choice-to = Передать игроку { $to_seat }
grimm-choice-target = { $target_seat }
grimm-choice-targets = { $first_seat } и { $second_seat }
grimm-choice-pay-pair = Сбросить 2 карты «{ $card_term }»
grimm-choice-pay-treasure = Сбросить жетон драгоценностей и «{ $card_term }»
grimm-choice-skip-action = Закончить ход
grimm-choice-skip = Нет, спасибо
grimm-choice-draw = Взять карту
grimm-choice-hand-give = Передать карту
grimm-choice-bet = Взять карту пари
# G-10.1: карта пари, которую раскрытый игрок может взять сразу или в один из следующих ходов.
grimm-prompt-bet-now = Вас раскрыли: взять карту пари сейчас? Это можно сделать и в любой из ваших следующих ходов.
grimm-choice-bet-later = Не сейчас
# G-11.2: «Скромные дары» спрашивают раскрытого игрока, есть ли пара в руке или нет.
grimm-prompt-humble-pair = «Скромные дары»: на руке есть две одинаковые карты, поэтому дополнительной карты в этот ход нет.
grimm-choice-continue = Продолжить

## Что делает выбор (одна строка под вариантом в списке)
grimm-desc-action-point_finger = Назовите персонажа игрока. Угадали — он раскрыт, вам 2 розы; нет — ему роза и фишка туда.
grimm-desc-action-eavesdrop = 1–2 игрока кладут фишку на персонажа, которым не являются.
grimm-desc-action-guest_list = Тайно посмотрите 2 карты колоды персонажей.
grimm-desc-action-dance = Передайте карту по выбору; остальные передают случайную в ту же сторону.
grimm-desc-action-toast = Возьмите 2 карты предметов и раздайте их 1–2 игрокам.
grimm-desc-action-pickpocket = Посмотрите 1 карту персонажа, затем возьмите предмет: себе или другому.
grimm-desc-action-gift = Отдайте предмет; этот игрок отдаёт вам 2 случайных своих предмета.
grimm-desc-action-secrets = Возьмите любую карту пари из колоды пари.
grimm-desc-end-turn = Без действия; ход переходит к следующему игроку.
grimm-desc-ability-true_reflection = Кто получит от вас ваш талисман или проклятье, кладёт фишку подсказки.
grimm-desc-ability-curiosity = Передав свой талисман или проклятье, посмотрите случайную карту персонажа.
grimm-desc-ability-gambler = В начале раунда возьмите случайную карту пари.
grimm-desc-ability-power_over_time = У вас 6 разных предметов — вы побеждаете в раунде.
grimm-desc-ability-big_eyes = Не угадали в «Маску прочь!» — посмотрите случайную карту персонажа.
grimm-desc-ability-devious_accusation = Не угадали в «Маску прочь!» — возьмите предмет: себе или другому.
grimm-desc-ability-humble_gifts = В начале хода нет одинаковых предметов — возьмите ещё один.
grimm-desc-ability-host_of_the_game = Выложили фишку за ход — в конце хода возьмите предмет: себе или другому.
grimm-desc-character = талисман { $boon_icon } { $boon_term } · проклятье { $bane_icon } { $bane_term }
grimm-desc-holds = у игрока: { $cards }
grimm-desc-holds-nothing = у игрока нет предметов
grimm-desc-holds-two = { $first_seat }: { $first_cards } · { $second_seat }: { $second_cards }
grimm-desc-keep = У вас будет { $icon } ×{ $held }.
grimm-desc-keep-boon = Ваш талисман: { $icon } { $held }/{ $threshold }{ $reached ->
    [yes] {""} — вы побеждаете в раунде!
   *[no] .
}
grimm-desc-keep-bane = Ваше проклятье: { $icon } { $held }/{ $threshold }{ $reached ->
    [yes] {""} — вы будете раскрыты!
   *[no] .
}
grimm-desc-keep-hand = На руку (вы раскрыты: там ничего не проверяется).
grimm-desc-bet = Ваша единственная карта пари: если этот персонаж победит, она принесёт награду раунда.
grimm-desc-bet-later = Её можно взять и в один из следующих ваших ходов.
grimm-desc-hand-give = Передайте 1 карту с руки нераскрытому сопернику.

## Варианты, где выбор и цель вместе
grimm-prompt-point = Кого и каким персонажем вы назовёте?
grimm-choice-point = { $target_seat }: «Ты — { $character_term }!»
grimm-prompt-gift = Какой предмет и кому?
grimm-choice-gift = { $card_term } → { $to_seat }
grimm-prompt-dance = Какой предмет передать и в какую сторону?
grimm-choice-dance = { $card_term } { $direction ->
    [left] налево
   *[right] направо
} (игроку { $to_seat })
grimm-prompt-toast-both = Кому «{ $first_term }» и кому «{ $second_term }»?
grimm-choice-toast = { $first_term } → { $first_seat }, { $second_term } → { $second_seat }
grimm-prompt-give-or-act = Вы взяли карту «{ $card_term }». Первую вы оставили, эту нужно передать — и закончить ход или перейти к действию.
grimm-choice-to-end = Передать игроку { $to_seat } и закончить ход
grimm-choice-to-act = Передать игроку { $to_seat } и выполнить действие

## Почему варианта нет
grimm-note-unmasked = Игрок { $target_seat } раскрыт: ему нельзя передавать карты, и выбрать его нельзя.
grimm-note-broken = Раскрытых персонажей называть нельзя.
grimm-note-needs-card = Действие «{ $action_term }» недоступно: после оплаты не останется предмета, который нужно отдать.
grimm-note-no-bets = Действие «Узнать тайну» недоступно: карт пари не осталось.
grimm-note-no-pair = Нет пары, чтобы оплатить действие: с этой картой ваш ход заканчивается.
grimm-note-unmasked-self = Вас раскрыли: в этот ход действий нет, передайте карту нераскрытому сопернику.
grimm-note-unmasked-hand = Раскрытые игроки не выполняют действий: возьмите карту и передайте 1 карту с руки.
grimm-note-portraits = Нельзя выбрать: своего персонажа, уже отмеченных вами и раскрытых персонажей.
grimm-note-no-tokens = У игрока { $target_seat } не осталось фишек подсказок: подслушивание ничего не даст.

## Выбор из ряда (G-2.1: персонаж сдаётся раньше, G-2.3: ряд), что подарок может сделать с
## получателем (G-4.1, G-4.3), и что делают кнопки сообщения хода (открытая строка рядом с ними)
grimm-prompt-draft-open = Выбор из ряда: возьмите в свои выложенные предметы одну открытую карту. Ваш персонаж показан выше — помните о его талисмане и проклятье.
grimm-choice-draft = Выбрать из ряда…
grimm-note-draft = Все видят, что вы берёте: талисман приближает победу, а проклятье — одно из двух, что раскрывают вас.
grimm-desc-holds-second = у игрока { $cards }; 2-й { $icon } раскроет его, если это его проклятье
grimm-desc-holds-third = у игрока { $cards }; 3-й { $icon } принесёт ему раунд, если это его талисман
grimm-table-note-draft = Выбор из ряда: игроки по очереди берут по одной открытой карте предмета; кнопка открывает вашу панель с вашим персонажем.
grimm-table-note-keep = Оставить: взятая карта ложится в открытую к вашим предметам. Передать: в открытую к предметам другого игрока. Со второй картой — наоборот.
grimm-table-note-give = Вторая карта в открытую уходит выбранному игроку; затем закончите ход или оплатите действие парой.
grimm-table-note-action = Закончить ход: без действия. Действие стоит двух одинаковых предметов из выложенных; выберите его в панели.
