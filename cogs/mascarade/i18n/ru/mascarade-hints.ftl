# «Маскарад»: объяснения подсказки (💡 — что сделал бы на вашем месте сильный игрок). Каждое
# называет, на чём держится ход: что вы знаете о своей карте, насколько вероятна карта,
# что сейчас даст сила, чем рискует заявление.

## Общие части объяснений (часть читает аргументы объяснения, в которое входит)
mascarade-hint-your-card = { $hand ->
    [left] ваша левая карта
    [middle] ваша защищённая карта
    [right] ваша правая карта
   *[single] ваша карта
}
mascarade-hint-your-card-cap = { $hand ->
    [left] Ваша левая карта
    [middle] Ваша защищённая карта
    [right] Ваша правая карта
   *[single] Ваша карта
}
mascarade-hint-your-card-acc = { $hand ->
    [left] свою левую карту
    [middle] свою защищённую карту
    [right] свою правую карту
   *[single] свою карту
}
mascarade-hint-since = { $own_turn ->
    [0] начала игры
   *[other] хода { $own_turn }
}
mascarade-hint-coins = { $coins } { $coins ->
    [one] монета
    [few] монеты
   *[many] монет
}
mascarade-hint-fine = { $fine } { $fine ->
    [one] монету
    [few] монеты
   *[many] монет
}
# Что вы знаете о своей карте, как это пишет панель: измениться она не могла…
mascarade-hint-sure = С { mascarade-hint-since } вы знаете, что у вас{ $hand ->
    [left] {" "}слева
    [middle] {" "}в середине
    [right] {" "}справа
   *[single] {""}
} карта «{ $own_term }», и с тех пор её никто не менял
# …или могла.
mascarade-hint-maybe = { $own_turn ->
    [0] В начале игры
   *[other] На ходу { $own_turn }
} у вас{ $hand ->
    [left] {" "}слева
    [middle] {" "}в середине
    [right] {" "}справа
   *[single] {""}
} была карта «{ $own_term }», но с тех пор её могли поменять { $own_swaps } { $own_swaps ->
    [one] раз
    [few] раза
   *[many] раз
}
# Насколько верно, что карта там, где её видит догадка.
mascarade-hint-likely = { $likely_pct ->
    [100] наверняка
   *[other] скорее всего,
}
# Чья это карта (как дополнение: «возьмите …»).
mascarade-hint-place = { $place ->
    [centre] карту из центра
   *[other] { $place_hand ->
        [left] левую карту
        [middle] защищённую карту
        [right] правую карту
       *[single] карту
    } игрока { $place_seat }
}
# Что сейчас даст вам сила.
mascarade-hint-effect = { $effect ->
    [win] это принесёт вам победу: у вас станет { $coins } монет
    [cheat] это принесёт вам победу: Жулик побеждает при { $coins } монетах и больше, а они у вас есть
    [cheat-short] пока это ничего не даст: Жулик побеждает только при { $coins } монетах
    [judge] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } из суда
    [bishop] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } от самого богатого — игрока { $from_seat }
    [witch] это принесёт вам запас игрока { $from_seat } — { mascarade-hint-coins }
    [thief] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } от соседей
    [widow] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } — до 10
    [spy] это позволит тайно взглянуть на чужую карту и, если захотите, поменяться
    [fool] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } и тайный обмен карт двух других игроков
    [inquisitor] это даст шанс получить штраф с игрока, который ошибётся в своей карте
    [princess] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    }, а всему столу покажет чужую карту
    [puppet_master] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } от двух других игроков
    [beggar] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } от тех, кто богаче вас
   *[bank] это принесёт вам { $coins } { $coins ->
        [one] монету
        [few] монеты
       *[many] монет
    } из банка
}

## Ход
mascarade-hint-announce = { $basis ->
    [sure] { mascarade-hint-sure }. Заявите «Я — { $card_term }!» — { mascarade-hint-effect }.
    [likely] По всему, что вы видели, { mascarade-hint-your-card } — почти наверняка «{ $card_term }» ({ $pct } %). Заявите «Я — { $card_term }!» — { mascarade-hint-effect }.
    [gamble] По всему, что вы видели, { mascarade-hint-your-card } — «{ $card_term }» с вероятностью { $pct } %, а { mascarade-hint-contested }. Заявите «Я — { $card_term }!» — { mascarade-hint-effect }.
   *[bluff] Блеф: { $pct ->
        [0] карты «{ $card_term }» у вас нет
       *[other] { mascarade-hint-your-card } — «{ $card_term }» лишь с вероятностью { $pct } %
    }, а { $contested ->
        [yes] спор вероятен (никто не спорит лишь в { $quiet } % случаев) и обойдётся вам в { mascarade-hint-fine }
       *[no] спорить, скорее всего, не станут (никто не спорит в { $quiet } % случаев)
    } — но редкий блеф не даёт другим читать ваши заявления. Заявите «Я — { $card_term }!» — { mascarade-hint-effect }.
}
# Насколько вероятен спор с заявлением (в объяснении заявления).
mascarade-hint-contested = { $contested ->
    [yes] спор вероятен (никто не спорит лишь в { $quiet } % случаев) — но спор вскрывает карты, и тот, у кого карта на самом деле, всё равно применит её силу
   *[no] спорить, скорее всего, не станут (никто не спорит в { $quiet } % случаев)
}
mascarade-hint-peek = { $own ->
    [maybe] { mascarade-hint-maybe }: посмотрите её, прежде чем что-то заявлять (ваша лучшая догадка верна лишь на { $pct } %).
    [sure] Посмотрите { mascarade-hint-your-card-acc }, чтобы знать её наверняка, прежде чем что-то заявлять.
   *[unseen] Вы не знаете { mascarade-hint-your-card-acc }: посмотрите её, прежде чем что-то заявлять.
}
mascarade-hint-swap-not = { $prep ->
    [yes] Подготовительный ход: смотреть и заявлять пока нельзя, и ни одна доступная карта не лучше вашей. Возьмите две карты под стол и верните их без обмена — никто этого не заметит.
   *[no] Сейчас нечего заявлять и незачем подсматривать: возьмите две карты под стол и верните их без обмена — никто этого не заметит, а у вас останется { $own ->
        [sure] карта «{ $own_term }»
       *[other] ваша карта
    }.
}
mascarade-hint-swap-deny = Карта игрока { $owner_seat } — { $pct ->
    [100] наверняка
   *[other] скорее всего,
} «{ $card_term }» ({ $pct } %): заявив её, этот игрок { $stakes ->
    [win] выиграет партию
   *[near] окажется в одном шаге от победы
}. Заберите её обменом — владелец не узнает, что её забрали.
mascarade-hint-swap-better = { $prep ->
    [yes] Подготовительный обмен: возьмите { mascarade-hint-place }
   *[no] Возьмите { mascarade-hint-place }
} — { mascarade-hint-likely } это «{ $likely_term }» ({ $likely_pct } %), и для вас она ценнее { $own ->
    [sure] вашей карты «{ $own_term }»
   *[other] вашей карты (скорее всего, «{ $mine_term }»)
}. Был ли обмен, будете знать только вы.

## Ответ на заявление
mascarade-hint-contest = { $reason ->
    [stop] Если заявление «{ $card_term }» устоит, { $announcer_seat } { $stakes ->
        [win] выиграет партию
       *[near] окажется в одном шаге от победы
    }. Спор вскроет карты и остановит блеф, у кого бы ни была эта карта; в худшем случае он обойдётся вам в { mascarade-hint-fine }.
   *[hold] { $basis ->
        [sure] { mascarade-hint-sure }
       *[likely] По всему, что вы видели, { mascarade-hint-your-card } — тоже «{ $card_term }» с вероятностью { $pct } %
    }: спорьте. Силу применит тот, у кого на самом деле карта «{ $card_term }», а тот, кто блефует, заплатит в суд { mascarade-hint-fine }.
}
mascarade-hint-pass = { $reason ->
    [broke] Штраф оставит вас без монет, а это закончит игру победой самых богатых: не спорьте.
    [lacks] { $basis ->
        [sure] { mascarade-hint-sure }: это не «{ $card_term }», так что
       *[likely] По всему, что вы видели, { mascarade-hint-your-card } не может быть картой «{ $card_term }»:
    } спор лишь обойдётся вам в { mascarade-hint-fine }.
    [holder] У игрока { $announcer_seat }, скорее всего, действительно карта «{ $card_term }» ({ $theirs } % с учётом заявления): спор, скорее всего, обойдётся вам в { mascarade-hint-fine } и ничего не остановит.
    [useless] { $basis ->
        [sure] { mascarade-hint-sure }
       *[likely] По всему, что вы видели, { mascarade-hint-your-card } — тоже «{ $card_term }» с вероятностью { $pct } %
    }, но сейчас эта сила вам почти ничего не даст ({ mascarade-hint-effect }): спор не стоит риска штрафа.
   *[unlikely] { mascarade-hint-your-card-cap } — «{ $card_term }» лишь с вероятностью { $pct } %: спор, скорее всего, обойдётся вам в { mascarade-hint-fine }.
}

## Силы
mascarade-hint-guess = { $basis ->
    [sure] { mascarade-hint-sure }: назовите карту «{ $card_term }».
   *[likely] Назовите карту «{ $card_term }»: по всему, что вы видели, { mascarade-hint-your-card } — скорее всего, именно она ({ $pct } %).
}
mascarade-hint-witch-keep = Никто не богаче вас (у вас { mascarade-hint-coins }): оставьте свой запас.
mascarade-hint-witch = У игрока { $target_seat } { $theirs } { $theirs ->
    [one] монета
    [few] монеты
   *[many] монет
}, у вас — { $coins }: поменяйтесь запасами с самым богатым.
mascarade-hint-bishop = Игрок { $target_seat } среди самых богатых ({ mascarade-hint-coins }): возьмите монеты у этого игрока.
mascarade-hint-fool-not = Ни один обмен не отнимет хорошую карту у лидера — игрока { $leader_seat }: верните карты без обмена, никто этого не заметит.
mascarade-hint-fool = Лидирует игрок { $leader_seat }, и карта лидера — { mascarade-hint-likely } «{ $likely_term }» ({ $likely_pct } %): поменяйте её с { $place ->
    [centre] картой из центра
   *[other] { $place_hand ->
        [left] левой картой
        [middle] защищённой картой
        [right] правой картой
       *[single] картой
    } игрока { $place_seat }
} — так вы отнимете её, и никто этого не заметит.
mascarade-hint-spy-look = Посмотрите { mascarade-hint-place }: { $likely_pct ->
    [100] это наверняка «{ $likely_term }», и её, возможно, стоит забрать.
   *[other] в этой карте вы не уверены (скорее всего, это «{ $likely_term }», { $likely_pct } %), и её, возможно, стоит забрать.
}
mascarade-hint-spy-swap = { $swap ->
    [yes] Вы видели свою карту «{ $mine_term }» и другую — «{ $other_term }»: карта «{ $other_term }» сейчас ценнее для вас — меняйте.
   *[no] Вы видели свою карту «{ $mine_term }» и другую — «{ $other_term }»: ваша карта «{ $mine_term }» для вас не хуже — оставьте её.
}
mascarade-hint-inquire = { $aware ->
    [no] Игрок { $target_seat }, скорее всего, уже не знает свою карту (её меняли с тех пор, как этот игрок её видел)
   *[yes] { $lead ->
        [yes] Игрок { $target_seat } лидирует: у этого игрока { mascarade-hint-coins }
       *[other] Игроку { $target_seat } есть что терять: у этого игрока { mascarade-hint-coins }
    }
}. Укажите на этого игрока: за ошибку вам заплатят до { $fine } монет.
mascarade-hint-princess = Покажите остальным карту игрока { $target_seat }: { $likely_pct ->
    [100] вы уверены, что это «{ $likely_term }», — а другие нет.
   *[other] в ней вы уверены меньше всего (скорее всего, это «{ $likely_term }», { $likely_pct } %), и вы её тоже увидите.
}
mascarade-hint-puppet = Возьмите по монете у игроков { $first_seat } ({ $first }) и { $second_seat } ({ $second }) — самой богатой пары — и пересадите их друг на место друга.
