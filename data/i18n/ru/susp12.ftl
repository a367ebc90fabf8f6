# «Подозрительно», второй круг (issue 12): длительность партии, помощник для каждого
# игрока отдельно, история ответов и отказы списка гостей. Все ключи начинаются с "suspicion-".

## Настройки хозяина стола (S-1.4: на 1 или 2 самоцвета каждого вида меньше или больше; S-7.2: помощник)
suspicion-option-length-short2 = Совсем короткая: на 2 самоцвета каждого вида меньше
suspicion-option-length-short1 = Короткая: на 1 самоцвет каждого вида меньше
suspicion-option-length-long1 = Долгая: на 1 самоцвет каждого вида больше
suspicion-option-length-long2 = Очень долгая: на 2 самоцвета каждого вида больше
suspicion-option-notepad_assistant-allowed = Разрешён: каждый может включить его в своём списке
suspicion-option-notepad_assistant-forbidden = Запрещён для всего стола

## Помощник — у каждого игрока свой переключатель (S-7.2)
suspicion-assistant-turn-on = Помощник выключен — включить
suspicion-assistant-turn-off = Помощник включён — выключить
suspicion-assistant-forbidden = Хозяин стола запретил помощника за этим столом.
suspicion-notepad-not-yourself = Список гостей ведётся о соперниках: своего гостя отмечать нельзя.
suspicion-notepad-legend-assistant = ✗ исключён · ★ подозреваю · ⊘ исключён помощником · · возможно

## Все полученные ответы (S-4.5), по страницам
suspicion-history-open = Ответы
suspicion-history-title = { $n ->
    [1] Полученный ответ
   *[other] Полученные ответы ({ $n })
}
suspicion-history-empty = На ваши вопросы ещё никто не отвечал.
suspicion-history-page = Страница { $page } из { $pages }
suspicion-panel-answers-recent = Полученные ответы (последние { $shown } из { $n }; все — под кнопкой «Ответы»)
# Поле формы догадок: соперник и сколько гостей ещё возможно.
suspicion-guess-label = { $seat } (возможно: { $n })
