# «Маскарад»: что спрашивает и предлагает панель игрока — вопросы, плоские меню (действие и
# карта в одном пункте) с пояснениями и почему ожидаемого пункта нет.

## Ваша панель: вопросы и кнопки
mascarade-prompt-prep = Подготовительный ход: можно только поменять свою карту с другой — или не поменять.
mascarade-prompt-turn = Ваш ход: поменять или не поменять, подсмотреть свою карту или назвать персонажа.
mascarade-prompt-turn-no-claim = Ваш ход: поменять карты (или не поменять) либо подсмотреть свою карту.
mascarade-prompt-turn-swap = Ваш ход: поменяйте свою карту с другой — или не меняйте.
mascarade-prompt-swap-do = Под столом: менять карты местами или нет?
mascarade-prompt-claim = Каким персонажем вы себя назовёте?
mascarade-prompt-claim-slot = На какую карту положить руку?
mascarade-prompt-contest = { $seat } заявляет: «Я — { $card_term }!» Будете спорить?
mascarade-prompt-contest-slot = Какой картой спорить?
mascarade-prompt-bishop = { $card_term }: у кого из самых богатых взять 2 монеты?
mascarade-prompt-witch = { $card_term }: с кем поменяться запасом монет?
mascarade-prompt-fool = { $card_term }: выберите первую карту.
mascarade-prompt-fool-second = { $card_term }: выберите вторую карту.
mascarade-prompt-spy-look = { $card_term }: какую ещё карту подсмотреть?
mascarade-prompt-spy-swap = { $card_term }: менять эти две карты местами или нет?
mascarade-prompt-inquire = { $card_term }: кого спросить?
mascarade-prompt-guess = Вас спрашивают: каким персонажем вы себя считаете?
mascarade-prompt-princess = { $card_term }: кто покажет свою карту всем остальным?
mascarade-prompt-puppet = { $card_term }: выберите первого игрока.
mascarade-prompt-puppet-second = { $card_term }: выберите второго игрока.
mascarade-menu-claim = Назвать персонажа
mascarade-menu-pass = Не спорить
mascarade-menu-contest = Спорить
mascarade-menu-do-swap = Поменять
mascarade-menu-no-swap = Не менять
mascarade-menu-no-witch = Оставить свой запас
mascarade-menu-silent = Промолчать (считается ошибкой)
mascarade-menu-seat = { $seat } ({ $n } { $n ->
    [one] монета
    [few] монеты
   *[many] монет
})

## Пункты меню: действие и карта сразу
mascarade-menu-swap-with = { $mine ->
    [single] Обмен с { $other ->
        [centre] картой № { $other_number } из центра
       *[other] { $other_hand ->
            [left] левой картой игрока { $other_seat }
            [middle] защищённой картой игрока { $other_seat }
            [right] правой картой игрока { $other_seat }
           *[single] игроком { $other_seat }
        }
    }
   *[other] Обмен: { $mine ->
        [left] ваша левая карта
        [middle] ваша защищённая карта
       *[right] ваша правая карта
    } ↔ { $other ->
        [own] ваша { $other_hand ->
                [left] левая карта
                [middle] защищённая карта
                [right] правая карта
               *[single] карта
            }
        [centre] карта № { $other_number } в центре
        *[other] { $other_hand ->
                [left] левая карта
                [middle] защищённая карта
                [right] правая карта
               *[single] карта
            } игрока { $other_seat }
    }
}
mascarade-menu-look = Подсмотреть свою { $hand ->
        [left] левую карту
        [middle] защищённую карту
        [right] правую карту
       *[single] карту
    }
mascarade-menu-announce = «Я — { $card_term }!»
mascarade-menu-hand = Ваша { $hand ->
        [left] левая карта
        [middle] защищённая карта
        [right] правая карта
       *[single] карта
    }
mascarade-menu-pair-of = { $first ->
    [own] Ваша { $first_hand ->
            [left] левая карта
            [middle] защищённая карта
            [right] правая карта
           *[single] карта
        }
    [centre] Карта № { $first_number } в центре
    *[other] { $first_hand ->
            [left] Левая карта
            [middle] Защищённая карта
            [right] Правая карта
           *[single] Карта
        } игрока { $first_seat }
} ↔ { $second ->
    [own] ваша { $second_hand ->
            [left] левая карта
            [middle] защищённая карта
            [right] правая карта
           *[single] карта
        }
    [centre] карта № { $second_number } в центре
    *[other] { $second_hand ->
            [left] левая карта
            [middle] защищённая карта
            [right] правая карта
           *[single] карта
        } игрока { $second_seat }
}
mascarade-menu-two-seats = { $first_seat } ↔ { $second_seat }

## Пояснения под пунктами (не длиннее 100 знаков)
mascarade-desc-swap = Обе карты — под стол: поменяйте их или нет, знать будете только вы.
mascarade-desc-look = Её увидите только вы; на этом ход заканчивается.
mascarade-desc-hand = Рука ляжет на эту карту: её откроют, если кто-то поспорит.
mascarade-desc-claim = Назвать любого персонажа из игры — не обязательно своего.
mascarade-desc-pass = Не оспаривать заявление игрока { $seat }.
mascarade-desc-contest = Ответить «Нет, это я — { $card_term }!»; карты откроют, каждый самозванец заплатит { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
mascarade-desc-contest-hand = Эту карту откроют.
mascarade-desc-fool = Обе карты — под стол: поменяйте их или нет, знать будете только вы.
mascarade-desc-fool-first = Затем выберите вторую карту.
mascarade-desc-puppet = Взять по { $n } { $n ->
        [one] монете
        [few] монеты
       *[many] монет
    } у каждого; они пересаживаются, а карты и монеты остаются на местах.
mascarade-desc-puppet-first = Затем выберите второго игрока.
mascarade-desc-bishop = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    } у игрока { $target_seat }.
mascarade-desc-inquire = { $target_seat } называет персонажа и открывает карту; ошибся — платит вам { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
mascarade-desc-princess = Карту игрока { $target_seat } увидят все, кроме владельца.
mascarade-desc-witch = Вам — { $n } { $n ->
        [one] монета
        [few] монеты
       *[many] монет
    }, игроку { $target_seat } — { $mine ->
        [one] ваша { $mine } монета
        [few] ваши { $mine } монеты
       *[many] ваши { $mine } монет
    }.
mascarade-desc-witch-keep = Оставить себе { $n ->
        [one] свою { $n } монету
        [few] свои { $n } монеты
       *[many] свои { $n } монет
    }.
mascarade-desc-spy-look = Посмотреть её и свою карту, затем поменять их или нет.
mascarade-desc-silent = Считается ошибкой: вы платите { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.

## Что делает способность персонажа (меню)
mascarade-power-bank = Взять из банка { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
mascarade-power-judge = Забрать все монеты из Дворца Правосудия.
mascarade-power-bishop = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    } у самого богатого из других игроков.
mascarade-power-fool = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }, затем поменять или нет две чужие карты.
mascarade-power-spy = Посмотреть свою и ещё одну карту, затем поменять их или нет.
mascarade-power-witch = Можно поменяться всем запасом монет с другим игроком.
mascarade-power-thief = Взять по { $n } { $n ->
        [one] монете
        [few] монеты
       *[many] монет
    } у каждого соседа.
mascarade-power-cheat = Если у вас { $n } монет или больше — вы сразу побеждаете.
mascarade-power-widow = Добрать монеты из банка до { $n }.
mascarade-power-peasant = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }; по 2, если оба Крестьянина открыты вместе.
mascarade-power-inquisitor = Игрок называет персонажа и открывает карту; ошибся — платит вам { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }{ $ends ->
    [yes] {" "}(нет { $n } — все, конец игры)
   *[no] {""}
}.
mascarade-power-princess = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }; выбранный игрок показывает карту всем, кроме себя.
mascarade-power-puppet-master = Взять по { $n } { $n ->
        [one] монете
        [few] монеты
       *[many] монет
    } у двух игроков, которые меняются местами.
mascarade-power-patron = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }; каждый сосед получает 1.
mascarade-power-beggar = Каждый, кто богаче вас, по часовой стрелке даёт вам { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.

## Почему чего-то нет в меню (над пунктами)
mascarade-note-prep = Подготовительный ход { $n } из { $total }: подсматривать и называть персонажей можно после { $total }-го хода.
mascarade-note-revealed = Вашу карту открыли в прошлом ходе: в этот ход нельзя называть персонажа{ $peek ->
    [no] {" "}и подсматривать карту
   *[yes] {""}
}.
mascarade-note-protected = Защищённую карту соперника брать нельзя{ $prep ->
    [no] ; называя персонажа, руку кладут только на левую или правую карту
   *[yes] {""}
}.
mascarade-note-fool = { $players ->
    [2] Только левая и правая карты соперника.
    [3] Любые две карты, кроме ваших.
   *[other] Карты двух других игроков: не ваши и не из центра.
}

## Что на кону (M-5.4) — до заявления и до ответа на него; и что делают кнопки сообщения хода
## (открытая строка рядом с ними: правила, но не чьи-то карты)
mascarade-note-claimed = Способность персонажа «{ $card_term }» — { $power ->
    [bank] { mascarade-power-bank }
    [judge] { mascarade-power-judge }
    [bishop] { mascarade-power-bishop }
    [fool] { mascarade-power-fool }
    [spy] { mascarade-power-spy }
    [witch] { mascarade-power-witch }
    [thief] { mascarade-power-thief }
    [cheat] { mascarade-power-cheat }
    [widow] { mascarade-power-widow }
    [peasant] { mascarade-power-peasant }
    [inquisitor] { mascarade-power-inquisitor }
    [princess] { mascarade-power-princess }
    [puppet-master] { mascarade-power-puppet-master }
    [patron] { mascarade-power-patron }
   *[beggar] { mascarade-power-beggar }
}
mascarade-note-contest-stakes = Спорьте, если думаете, что карта «{ $card_term }» у вас (или не верите игроку { $seat }): все назвавшиеся открывают карты, настоящий применяет способность, а каждый самозванец платит { $fine } { $fine ->
        [one] монету
        [few] монеты
       *[many] монет
    } во Дворец Правосудия. Пас ничего вам не стоит.
mascarade-note-announce-stakes = Если с вашим заявлением поспорят, все назвавшиеся откроют карты, и каждый, у кого этой карты нет, заплатит { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    } во Дворец Правосудия — и вы тоже, если блефовали.
mascarade-table-note-prep = Подготовительный ход: две карты уходят под стол, и их меняют местами или нет — знает только тот, кто менял.
mascarade-table-note-turn = Обмен: две карты под столом, поменяли их или нет — знает только ходящий. Подсмотреть: увидеть свою карту. Назвать персонажа: применить его способность; любой может поспорить.
mascarade-table-note-turn-no-claim = Обмен: две карты под столом, поменяли их или нет — знает только ходящий. Подсмотреть: увидеть свою карту.
mascarade-table-note-turn-swap = Обмен: две карты под столом, поменяли их или нет — знает только ходящий.
mascarade-table-note-contest = Пас: заявление остаётся в силе. Спорить: назваться тем же персонажем («{ $card_term }») — все назвавшиеся откроют карты, и каждый самозванец заплатит { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
