# «Маскарад», задача 9 (игра в человеческом темпе): плоские меню с пояснениями и хроника того,
# что каждый игрок знает о картах.

## Пункты меню: действие и карта сразу
mascarade-menu-swap-with = Обмен: { $mine ->
    [left] ваша левая карта ↔
    [middle] ваша защищённая карта ↔
    [right] ваша правая карта ↔
   *[single] с
} { $mine ->
    [single] { $other ->
        [centre] картой № { $other_number } из центра
       *[other] { $other_hand ->
            [left] левой картой игрока { $other_seat }
            [middle] защищённой картой игрока { $other_seat }
            [right] правой картой игрока { $other_seat }
           *[single] игроком { $other_seat }
        }
    }
   *[other] { $other ->
        [own] ваша { $other_hand ->
                [left] левая карта
                [middle] защищённая карта
                [right] правая карта
               *[single] карта
            }
        [centre] карта № { $other_number } в центре
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
mascarade-menu-announce = Назваться: { $card_term }
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
    [centre] Карта № { $first_number } в центре
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
    [centre] карта № { $second_number } в центре
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
mascarade-desc-claim = Назвать персонажа из игры — правду или нет.
mascarade-desc-pass = Не оспаривать заявление игрока { $seat }.
mascarade-desc-contest = Тоже назваться: { $card_term }. Все спорщики открывают карты, самозванцы платят { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
mascarade-desc-contest-hand = Эту карту откроют.
mascarade-desc-fool = Обе карты — под стол: поменяйте их или нет, знать будете только вы.
mascarade-desc-fool-first = Затем выберите вторую карту.
mascarade-desc-puppet = Взять по { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    } у каждого; они меняются местами, карты и монеты остаются.
mascarade-desc-puppet-first = Затем выберите второго игрока.
mascarade-desc-bishop = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    } у игрока { $target_seat }.
mascarade-desc-inquire = { $target_seat } называет персонажа и открывает карту; ошибка — платит вам { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }.
mascarade-desc-princess = Карту игрока { $target_seat } увидят все, кроме владельца.
mascarade-desc-witch = Вам — { $n } { $n ->
        [one] монета
        [few] монеты
       *[many] монет
    }, игроку { $target_seat } — ваши { $mine } { $mine ->
        [one] монета
        [few] монеты
       *[many] монет
    }.
mascarade-desc-witch-keep = Оставить себе свои { $n } { $n ->
        [one] монета
        [few] монеты
       *[many] монет
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
        [one] монету
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
mascarade-power-inquisitor = Игрок называет себя и открывает карту; ошибся — платит вам { $n }{ $ends ->
    [yes] {" "}(не хватает — всё, конец игры)
   *[no] {""}
}.
mascarade-power-princess = Взять { $n } { $n ->
        [one] монету
        [few] монеты
       *[many] монет
    }; выбранный игрок показывает карту всем, кроме себя.
mascarade-power-puppet-master = Взять по { $n } { $n ->
        [one] монету
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
    [no] ; называть персонажа можно только левой или правой картой
   *[yes] {""}
}.
mascarade-note-fool = { $players ->
    [2] Только левая и правая карты соперника.
    [3] Любые две карты, кроме ваших.
   *[other] Карты двух других игроков: не ваша и не из центра.
}

## Что вы знаете: ваши карты сейчас и хроника
mascarade-known-turn = { $turn ->
    [0] Начало
   *[other] Ход { $turn }
}
mascarade-known-opening = { $place ->
    [own] Ваша { $place_hand ->
            [left] левая карта
            [middle] защищённая карта
            [right] правая карта
           *[single] карта
        }
    [centre] Карта № { $place_number } в центре
    *[other] { $place_hand ->
            [left] Левая карта
            [middle] Защищённая карта
            [right] Правая карта
           *[single] Карта
        } игрока { $place_seat }
} была: { $card_term } (показана всем).
mascarade-known-reveal = { $place ->
    [own] Ваша { $place_hand ->
            [left] левая карта
            [middle] защищённая карта
            [right] правая карта
           *[single] карта
        }
    [centre] Карта № { $place_number } в центре
    *[other] { $place_hand ->
            [left] Левая карта
            [middle] Защищённая карта
            [right] Правая карта
           *[single] Карта
        } игрока { $place_seat }
} открыта: { $card_term }.
mascarade-known-peek = Вы посмотрели свою { $hand ->
        [left] левую карту
        [middle] защищённую карту
        [right] правую карту
       *[single] карту
    }: { $card_term }.
mascarade-known-princess = { $by ->
    [me] Вы (Принцесса) увидели
   *[other] { $actor_seat } (Принцесса) показывает вам
} { $place ->
    [own] вашу { $place_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        }
    [centre] карту № { $place_number } из центра
    *[other] { $place_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } игрока { $place_seat }
}: { $card_term }.
mascarade-known-princess-blind = { $actor_seat } (Принцесса) показывает вашу карту всем остальным — но не вам.
mascarade-known-puppet-mine = Вы (Кукловод) пересаживаете игроков { $first_seat } и { $second_seat }: они меняются местами.
mascarade-known-puppet = { $actor_seat } (Кукловод) пересаживает вас на место игрока { $other_seat }: теперь у вас карта и монеты нового места.
mascarade-known-spy-look = Вы (Шпион) посмотрели свою { $hand ->
        [left] левую карту
        [middle] защищённую карту
        [right] правую карту
       *[single] карту
    }: { $own_term } — и { $other ->
    [own] вашу { $other_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        }
    [centre] карту № { $other_number } из центра
    *[other] { $other_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } игрока { $other_seat }
}: { $other_term }.
mascarade-known-looked = { $actor_seat } (Шпион) смотрит { $place ->
    [own] вашу { $place_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        }
    [centre] карту № { $place_number } из центра
    *[other] { $place_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } игрока { $place_seat }
}.
mascarade-known-swap = { $by ->
    [me] Вы взяли под стол свою { $first_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } и { $second ->
        [own] вашу { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            }
        [centre] карту № { $second_number } из центра
        *[other] { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            } игрока { $second_seat }
    } и { $swapped ->
        [yes] поменяли их местами
        [no] не стали их менять
       *[unknown] поменяли их или нет
    }.
   *[other] { $actor_seat } берёт под стол свою карту и { $second ->
        [own] вашу { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            }
        [centre] карту № { $second_number } из центра
        *[other] { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            } игрока { $second_seat }
    } — был ли обмен, знает только { $actor_seat }.
}
mascarade-known-fool = { $by ->
    [me] Вы (Дурак) взяли под стол
   *[other] { $actor_seat } (Дурак) берёт под стол
} { $first ->
    [own] вашу { $first_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        }
    [centre] карту № { $first_number } из центра
    *[other] { $first_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } игрока { $first_seat }
} и { $second ->
    [own] вашу { $second_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        }
    [centre] карту № { $second_number } из центра
    *[other] { $second_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } игрока { $second_seat }
}{ $by ->
    [me] {" "}и { $swapped ->
        [yes] поменяли их местами
        [no] не стали их менять
       *[unknown] поменяли их или нет
    }.
   *[other] {" "}— был ли обмен, знает только { $actor_seat }.
}
mascarade-known-spy-swap = { $by ->
    [me] Вы (Шпион) вернули на места свою карту и { $second ->
        [own] вашу { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            }
        [centre] карту № { $second_number } из центра
        *[other] { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            } игрока { $second_seat }
    }: вы { $swapped ->
        [yes] поменяли их местами
        [no] не стали их менять
       *[unknown] поменяли их или нет
    }.
   *[other] { $actor_seat } (Шпион) возвращает на места свою карту и { $second ->
        [own] вашу { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            }
        [centre] карту № { $second_number } из центра
        *[other] { $second_hand ->
                [left] левую карту
                [middle] защищённую карту
                [right] правую карту
               *[single] карту
            } игрока { $second_seat }
    } — был ли обмен, знает только { $actor_seat }.
}
mascarade-known-card-unseen = Ваша { $hand ->
        [left] левая карта
        [middle] защищённая карта
        [right] правая карта
       *[single] карта
    }: вы её не знаете.
mascarade-known-card-sure = Ваша { $hand ->
        [left] левая карта
        [middle] защищённая карта
        [right] правая карта
       *[single] карта
    }: **{ $card_term }** (известно { $turn ->
    [0] с начала игры
   *[other] с хода { $turn }
}); с тех пор она не могла измениться.
mascarade-known-card-maybe = Ваша { $hand ->
        [left] левая карта
        [middle] защищённая карта
        [right] правая карта
       *[single] карта
    } была: **{ $card_term }** (известно { $turn ->
    [0] с начала игры
   *[other] с хода { $turn }
}), но с тех пор её могли поменять: { $n ->
    [one] ход { $turns }
   *[other] ходы { $turns }
}.
mascarade-known-card-maybe-many = Ваша { $hand ->
        [left] левая карта
        [middle] защищённая карта
        [right] правая карта
       *[single] карта
    } была: **{ $card_term }** (известно { $turn ->
    [0] с начала игры
   *[other] с хода { $turn }
}), но с тех пор её могли поменять: ходы { $first }–{ $last }, { $swaps } { $swaps ->
    [one] обмен
    [few] обмена
   *[many] обменов
}.

## Ваша панель и страницы хроники
mascarade-panel-earlier = Ещё { $n } { $n ->
    [one] запись раньше
    [few] записи раньше
   *[many] записей раньше
} — откройте «Хронику».
mascarade-history-button = Хроника
mascarade-history-title = Что вы знаете — { $n } { $n ->
    [one] запись
    [few] записи
   *[many] записей
}
mascarade-history-page = Страница { $page } из { $pages } · сначала новые
mascarade-history-empty = Пока ничего.

## Свой набор в лобби: для каких столов он подходит
mascarade-custom-set-range = { $same ->
    [yes] Этот набор подходит для { $low } игроков
   *[no] Этот набор подходит для { $low }–{ $high } игроков
}; сейчас за столом: { $n }.
mascarade-custom-set-never = Этот набор не подходит ни для какого числа игроков: измените его или уберите, чтобы взять готовый.
