# Общие строки бота и всех игр.
coins = { $n ->
    [one] { $n } монета
    [few] { $n } монеты
   *[other] { $n } монет
}

## Слэш-команды (имена: строчные, без пробелов)
cmd-game = игра
cmd-game-desc = Сыграть в настольную игру со скрытыми ролями
cmd-new = новая
cmd-new-desc = Открыть сбор игроков для новой игры здесь
cmd-new-game = Какая игра
cmd-join = сесть
cmd-join-desc = Сесть за стол в этом канале
cmd-leave = выйти
cmd-leave-desc = Покинуть стол в этом канале
cmd-start = начать
cmd-start-desc = Начать игру (хозяин стола)
cmd-cancel = отменить
cmd-cancel-desc = Отменить сбор игроков (хозяин стола)
cmd-board = поле
cmd-board-desc = Заново выложить игровое поле в этот канал
cmd-panel = панель
cmd-panel-desc = Открыть свою личную панель
cmd-rules = правила
cmd-rules-desc = Справка по правилам, по темам
cmd-rules-game = Какая игра (по умолчанию — та, что идёт здесь)
cmd-rules-topic = Тема (оставьте пустым, чтобы увидеть список)

## Модерация
error-not-running = Здесь не идёт игра.
error-target-not-seated = Этот игрок не участвует в игре.
error-removal-ends-game = Если убрать игрока { $seat }, эта партия в «{ $game_term }» закончится для всех, без победителя. Чтобы игра продолжилась, передайте его место компьютерному игроку командой /игра заменить; чтобы всё же убрать игрока, повторите команду с параметром подтвердить: True.
error-not-paused = Игра не на паузе.
error-no-timer = В этой игре нет таймера хода.
error-extend-range = Можно добавить от { $least } до { $most } минут.
error-mod-only = Это могут делать только модераторы (право «Управлять сервером» или роль модератора сервера).
error-channel-not-allowed = В этом канале игры не разрешены. Модератор может разрешить их командой /настройки канал.
error-log-unavailable = Этот журнал недоступен: полный журнал есть только у завершённых игр этого сервера.
error-dm-reminders-off = На этом сервере напоминания в личные сообщения отключены; модератор может включить их командой /настройки напоминания-в-лс разрешить: True.
mod-ended = 🛑 Модератор завершил игру: { $reason }. Победителя нет.
mod-removed = 🚪 Игрок { $seat } убран из игры.
mod-skipped = ⏭️ Модератор пропустил ход игрока { $seat }; применено правило об истёкшем времени.
paused-moderator = ⏸️ Модератор поставил игру на паузу. Таймеры остановлены.
paused-no-permission = ⏸️ Игра на паузе: я больше не могу писать в этот канал.
resumed = ▶️ Игра продолжается.
mod-extended = ⏱️ Модератор добавил к ходу { $n ->
    [one] { $n } секунду
    [few] { $n } секунды
   *[other] { $n } секунд
}.
mod-host = 👑 Теперь хозяин стола — { $seat }.
mod-done = Готово.
mod-log-title = Действия модераторов
mod-log-empty = Модераторы пока ничего не делали.
mod-log-line = { $when } · { $mod } · { $action } · игра № { $game } · { $detail }
mod-action-end = завершение игры
mod-action-remove = удаление игрока
mod-action-skip = пропуск хода
mod-action-pause = пауза
mod-action-resume = продолжение игры
mod-action-extend = продление таймера
mod-action-host = смена хозяина стола
mod-action-repair = починка
stuck-game = Игра № { $game } в { $channel } на паузе: я не могу туда писать. Исправьте мои права (/игра диагностика), затем модератор может продолжить игру (/мод продолжить).

## Настройки
settings-title = Настройки игр на этом сервере
settings-channels = Где можно создавать игры
settings-anywhere = везде, где я могу писать
settings-modrole = Модераторы
settings-manage-server = участники с правом «Управлять сервером»
settings-timer = Таймер хода по умолчанию
settings-language = Язык публичных сообщений
settings-server-language = язык сервера
settings-lobby-expiry = Срок сбора игроков
settings-dm = Игроки могут включить напоминания в личные сообщения
settings-yes = да
settings-no = нет
reminders-on = Напоминания о ходе будут приходить в личные сообщения.
reminders-off = Напоминания о ходе в личные сообщения отключены.
timer-dm = ⏰ В { $channel } ждут вашего решения — время выйдет { $when }.

## Диагностика
doctor-ok = У меня есть все права, нужные для игры в этом канале.
doctor-missing = В этом канале мне не хватает прав:
perm-view_channel = Просматривать каналы — я не вижу этот канал
perm-send_messages = Отправлять сообщения — я не могу выложить игровое поле и объявления
perm-embed_links = Встраивать ссылки — игровое поле будет пустым
perm-attach_files = Прикреплять файлы — я не могу выложить картинки поля и журналы игр
perm-read_message_history = Читать историю сообщений — я не могу обновлять прежние игровые поля

## Статистика и история
stats-title = { $name } — сыгранные игры
stats-line = сыграно { $played } · побед { $wins } · { $rate }%
stats-rating = рейтинг **{ $points }**{ $provisional ->
    [yes] {" "}(предварительный)
   *[no] {""}
}
stats-changes = Последние изменения рейтинга
stats-change = { $game } № { $id } · { $before } → { $after } ({ $sign }{ $change }) · { $when }
stats-here = Этот сервер
stats-everywhere = Все серверы
stats-none = Завершённых игр пока нет.
leaderboard-title = Таблица лидеров — { $game }
leaderboard-all = все игры
leaderboard-title-everywhere = { $title } (все серверы)
leaderboard-line = **{ $rank }.** { $name } — { $points }{ $provisional ->
    [yes] {" "}(предварительный)
   *[no] {""}
} · игр: { $played }
leaderboard-line-game = **{ $rank }.** { $name } — { $points }{ $provisional ->
    [yes] {" "}(предварительный)
   *[no] {""}
} · { $game } · игр: { $played }
leaderboard-empty = Пока ни у кого нет { $n ->
    [one] { $n } рейтинговой игры
   *[other] { $n } рейтинговых игр
}.
leaderboard-page = Страница { $n } · в таблицу попадают игроки, у которых не меньше { $min } { $min ->
    [one] рейтинговой игры
   *[other] рейтинговых игр
} · очки рейтинга: 1000 в начале, растут с победами и с уверенностью бота в игроке; до { $provisional } { $provisional ->
    [one] рейтинговой игры
   *[other] рейтинговых игр
} рейтинг предварительный
history-title = Недавние игры
history-line = № { $game } · { $name } · игроков: { $n } · { $winners } · { $when }
history-no-winner = без победителя
history-empty = Завершённых игр пока нет.
log-title = Полный журнал игры № { $game } ({ $name })
privacy-forgotten = Готово: ваши статистика, рейтинги и уроки удалены, а имя убрано из { $n ->
    [one] { $n } сохранённой игры
   *[other] { $n } сохранённых игр
}.

## Ещё слэш-команды
cmd-doctor = диагностика
cmd-doctor-desc = Проверить мои права здесь
cmd-history = история
cmd-history-desc = Недавние завершённые игры
cmd-log = журнал
cmd-log-desc = Полный журнал завершённой игры
cmd-log-id = Номер игры (см. /игра история)
cmd-reminders = напоминания
cmd-reminders-desc = Напоминания о ходе в личные сообщения
cmd-mod = мод
cmd-mod-desc = Модерация игр
cmd-mod-end = завершить
cmd-mod-end-desc = Завершить игру здесь без победителя
cmd-mod-reason = Причина (её увидят игроки)
cmd-mod-remove = убрать
cmd-mod-remove-desc = Убрать игрока
cmd-mod-player = Игрок
cmd-mod-skip = пропустить
cmd-mod-skip-desc = Пропустить текущий ход
cmd-mod-pause = пауза
cmd-mod-pause-desc = Поставить игру на паузу
cmd-mod-resume = продолжить
cmd-mod-resume-desc = Продолжить игру
cmd-mod-extend = продлить
cmd-mod-extend-desc = Добавить время к ходу
cmd-mod-minutes = Сколько минут добавить
cmd-mod-host = хозяин
cmd-mod-host-desc = Сделать игрока хозяином стола
cmd-mod-repair = починить
cmd-mod-repair-desc = Заново выложить игровое поле и объявления
cmd-mod-log = журнал
cmd-mod-log-desc = Недавние действия модераторов
cmd-settings = настройки
cmd-settings-desc = Настройки игр на сервере
cmd-settings-show = показать
cmd-settings-show-desc = Показать настройки
cmd-settings-channel = канал
cmd-settings-channel-desc = Разрешить или запретить игры в канале
cmd-settings-channel-arg = Канал или категория
cmd-settings-allowed = Разрешить игры (False — запретить)
cmd-settings-modrole = роль-модератора
cmd-settings-modrole-desc = Назначить роль модератора
cmd-settings-role = Роль (пусто — только «Управлять сервером»)
cmd-settings-timer = таймер
cmd-settings-timer-desc = Таймер хода по умолчанию
cmd-settings-seconds = Секунды (0 — без таймера, 86400 — неспешно)
cmd-settings-language = язык
cmd-settings-language-desc = Язык публичных сообщений
cmd-settings-expiry = срок-сбора
cmd-settings-expiry-desc = Через сколько минут закрывать сбор, если игра не началась
cmd-settings-dm = напоминания-в-лс
cmd-settings-dm-desc = Разрешить игрокам напоминания в личные сообщения
cmd-stats = статистика
cmd-stats-desc = Сыгранные и выигранные игры, рейтинг
cmd-stats-user = Чья статистика (по умолчанию — ваша)
cmd-stats-everywhere = Игры на всех серверах (по умолчанию — на этом)
cmd-leaderboard = лидеры
cmd-leaderboard-desc = Лучшие игроки сервера по рейтингу
cmd-leaderboard-page = Страница
cmd-leaderboard-everywhere = Общий рейтинг игроков этого сервера по всем серверам
cmd-privacy = приватность
cmd-privacy-desc = Ваши данные
cmd-forget = забыть-меня
cmd-forget-desc = Удалить вашу статистику, рейтинги и имя из журналов
error-not-away = Хозяин стола может убрать только игрока, отмеченного как отошедший; модератор может убрать любого.
cmd-kick = убрать
cmd-kick-desc = Убрать отошедшего игрока (хозяин стола)
cmd-remove-confirm = Убрать, даже если игра на этом закончится
cmd-start-first = Кто ходит первым (по умолчанию — случайно)
error-nothing-to-skip = Никого не ждали: пропускать нечего.
