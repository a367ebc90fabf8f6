## Повтор завершённой игры (/игра повтор, кнопка «Повтор» в итогах)
cmd-replay = повтор
cmd-replay-desc = Пройти завершённую игру шаг за шагом
cmd-replay-game = Завершённая игра этого сервера
replay-choice = № { $game } · { $name } · игроков: { $n } · { $when }
replay-title = Повтор игры № { $game } ({ $name })
replay-deal = Раздача
replay-step = Шаг { $step } из { $last } · сыгран на { $turn }-м ходу
replay-told = Сказано по секрету на этом шаге
replay-secrets = У кого что было
replay-footer = { $step } / { $last } · игра окончена: все тайны открыты
replay-show = Показать столу
replay-jump = Перейти к ходу…
replay-jump-turn = Ход { $turn }
replay-open = Повтор
replay-shown = { $user } показывает этот повтор столу. ◀ ▶ и ходы открывают вашу собственную копию на этом шаге — только для вас.
error-replay-not-finished = Эта игра не завершена: повтор есть только у завершённой игры, чтобы не открыть ни одной тайны идущей игры.
error-replay-other-server = Здесь можно смотреть повторы только завершённых игр этого сервера.
