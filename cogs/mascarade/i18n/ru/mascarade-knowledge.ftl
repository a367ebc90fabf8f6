# «Маскарад»: что каждый игрок знает о картах — хроника в панели и её страницы.

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
    [centre] Карта № { $place_number } в центре
    *[other] { $place_hand ->
            [left] Левая карта
            [middle] Защищённая карта
            [right] Правая карта
           *[single] Карта
        } игрока { $place_seat }
} — { $card_term } (карту показали всем).
mascarade-known-reveal = { $place ->
    [own] Ваша { $place_hand ->
            [left] левая карта
            [middle] защищённая карта
            [right] правая карта
           *[single] карта
        }
    [centre] Карта № { $place_number } в центре
    *[other] { $place_hand ->
            [left] Левая карта
            [middle] Защищённая карта
            [right] Правая карта
           *[single] Карта
        } игрока { $place_seat }
} открыта: это { $card_term }.
mascarade-known-peek = Вы подсмотрели свою { $hand ->
        [left] левую карту
        [middle] защищённую карту
        [right] правую карту
       *[single] карту
    }: это { $card_term }.
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
    [centre] карту № { $place_number } из центра
    *[other] { $place_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } игрока { $place_seat }
}: это { $card_term }.
mascarade-known-princess-blind = { $actor_seat } (Принцесса) показывает вашу карту всем остальным — но не вам.
mascarade-known-puppet-mine = Вы (Кукловод) пересаживаете игроков { $first_seat } и { $second_seat }: они меняются местами.
mascarade-known-puppet = { $actor_seat } (Кукловод) пересаживает вас на место игрока { $other_seat }: теперь у вас карта и монеты нового места.
mascarade-known-spy-look = Вы (Шпион) подсмотрели свою { $hand ->
        [left] левую карту
        [middle] защищённую карту
        [right] правую карту
       *[single] карту
    } («{ $own_term }») и { $other ->
    [own] вашу { $other_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        }
    [centre] карту № { $other_number } из центра
    *[other] { $other_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        } игрока { $other_seat }
} («{ $other_term }»).
mascarade-known-looked = { $actor_seat } (Шпион) подсматривает { $place ->
    [own] вашу { $place_hand ->
            [left] левую карту
            [middle] защищённую карту
            [right] правую карту
           *[single] карту
        }
    [centre] карту № { $place_number } из центра
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
        [centre] карту № { $second_number } из центра
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
        [centre] карту № { $second_number } из центра
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
    [centre] карту № { $first_number } из центра
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
    [centre] карту № { $second_number } из центра
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
        [centre] карту № { $second_number } из центра
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
        [centre] карту № { $second_number } из центра
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
    } — **{ $card_term }** (известно { $turn ->
    [0] с начала игры
   *[other] с хода { $turn }
}{ $came ->
    [0] {""}
   *[other] , к вам она пришла на { $came }-м ходу
}); с тех пор она не могла измениться.
mascarade-known-card-maybe = Ваша { $hand ->
        [left] левая карта
        [middle] защищённая карта
        [right] правая карта
       *[single] карта
    } — **{ $card_term }** (известно { $turn ->
    [0] с начала игры
   *[other] с хода { $turn }
}{ $came ->
    [0] {""}
   *[other] , к вам она пришла на { $came }-м ходу
}), но с тех пор её могли поменять: { $n ->
    [one] ход { $turns }
   *[other] ходы { $turns }
}.
mascarade-known-card-maybe-many = Ваша { $hand ->
        [left] левая карта
        [middle] защищённая карта
        [right] правая карта
       *[single] карта
    } — **{ $card_term }** (известно { $turn ->
    [0] с начала игры
   *[other] с хода { $turn }
}{ $came ->
    [0] {""}
   *[other] , к вам она пришла на { $came }-м ходу
}), но с тех пор её могли поменять: ходы { $first }–{ $last }, { $swaps } { $swaps ->
    [one] обмен
    [few] обмена
   *[many] обменов
}.

## Ваша панель и страницы хроники
mascarade-panel-earlier = Ещё { $n } { $n ->
    [one] более ранняя запись
    [few] более ранние записи
   *[many] более ранних записей
} — откройте «Хронику».
mascarade-history-button = Хроника
mascarade-history-title = Что вы знаете — { $n } { $n ->
    [one] запись
    [few] записи
   *[many] записей
}
mascarade-history-page = Страница { $page } из { $pages } · сначала новые
mascarade-history-empty = Пока ничего.
