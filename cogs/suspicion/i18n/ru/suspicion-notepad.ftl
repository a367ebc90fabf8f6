# «Подозрительно»: что игрок выясняет — список гостей и его помощник, все полученные
# ответы и итоговые догадки. Все ключи начинаются с "suspicion-".

## Список гостей
suspicion-notepad-open = Список гостей
suspicion-notepad-title = Ваш список гостей
suspicion-notepad-legend = ✗ исключён · ★ под подозрением · · возможен
suspicion-notepad-which = Чей гость?
suspicion-notepad-out = { $target_seat } — точно не…
suspicion-notepad-suspect = { $target_seat } — возможно…

## Помощник — у каждого игрока свой переключатель (S-7.2)
suspicion-assistant-turn-on = Помощник выключен — включить
suspicion-assistant-turn-off = Помощник включён — выключить
suspicion-assistant-forbidden = Хозяин стола запретил помощника за этим столом.
suspicion-notepad-not-yourself = Список гостей ведётся о соперниках: своего гостя отмечать нельзя.
suspicion-notepad-legend-assistant = ✗ исключён · ★ под подозрением · ⊘ исключён помощником · · возможен

## Все полученные ответы (S-4.5), по страницам
suspicion-history-open = Ответы
suspicion-history-title = { $n ->
    [1] Полученный ответ
   *[other] Полученные ответы ({ $n })
}
suspicion-history-empty = На ваши вопросы ещё никто не отвечал.
suspicion-history-page = Страница { $page } из { $pages }
suspicion-panel-answers-recent = Полученные ответы (последние { $shown } из { $n }; все — под кнопкой «Ответы»)

## Итоговые догадки
suspicion-guess-open = Сдать догадки
suspicion-guess-title = Ваши итоговые догадки
# Поле формы догадок: соперник и сколько гостей ещё возможно.
suspicion-guess-label = { $seat } (возможно: { $n })
suspicion-error-guessed = Вы уже сдали свои догадки.
suspicion-error-not-guessing = Время итоговых догадок ещё не пришло: они начнутся, когда в банке закончится какой-нибудь вид самоцветов.
