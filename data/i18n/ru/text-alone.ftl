# Картинки или игра только текстом (/настройки картинки); шаг повтора словами.
cmd-settings-pictures = картинки
cmd-settings-pictures-desc = Рисовать картинки или играть только текстом
cmd-settings-pictures-shown = Рисовать картинки (False — только текст)
cmd-option-shown = показывать
settings-pictures = Картинки (стол, история игры, повтор)
settings-pictures-on = рисуются
settings-pictures-off = нет: все игры только текстом
replay-table = Стол на этом шаге
# /stats: как показан рейтинг (docs/ratings.md).
rating-explained = { $scope } · очки рейтинга: 1000 в начале, растут с победами и с уверенностью бота в вас; до { $n } { $n ->
    [one] рейтинговой игры
   *[other] рейтинговых игр
} рейтинг предварительный
# Длинный список вариантов в нескольких меню, каждое названо тем, что в нём (ходы одного гостя вместе).
panel-part-groups = { $first } – { $last }
panel-select-part-named = { $prompt } ({ $held })
