# Маскарад: как отвечают на заявление (по очереди или все сразу, ответы закрыты до
# последнего).

## Настройка лобби и её кнопка (кнопка называет то, на что переключает)
mascarade-option-answers = Ответы на заявление
mascarade-option-answers-one_at_a_time = По очереди, по порядку мест
mascarade-option-answers-all_at_once = Все сразу; ответы скрыты до последнего ответа
mascarade-answers-button-one_at_a_time = Отвечать по очереди
mascarade-answers-button-all_at_once = Отвечать всем сразу

## Заявление, на которое отвечают все сразу
mascarade-event-answered = Ответ игрока { $seat } принят.
mascarade-pending-sealed = { $seat } заявляет: «Я — { $card_term }!» { $n ->
    [one] Ждём ещё { $n } ответ; все ответы откроют вместе.
    [few] Ждём ещё { $n } ответа; все ответы откроют вместе.
   *[many] Ждём ещё { $n } ответов; все ответы откроют вместе.
}
mascarade-prompt-contest-sealed = { $seat } заявляет: «Я — { $card_term }!» Будете спорить? Ваш ответ никто не увидит, пока не ответят все.
mascarade-private-answer-pass = Ваш ответ: вы не спорите. Его покажут, когда ответят все.
mascarade-private-answer-contest = Ваш ответ: вы спорите — «Это я — { $card_term }!»{ $hand ->
    [left] {" "}(левая карта).
    [middle] {" "}(защищённая карта).
    [right] {" "}(правая карта).
   *[single] {""}
} Его покажут, когда ответят все.
mascarade-error-answered = Вы уже ответили на это заявление. Ответы откроют, когда ответит последний игрок.
