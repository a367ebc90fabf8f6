# Имена параметров слэш-команд (bot/i18n/commands.py: option): так их показывает и так
# их набирает клиент Discord на русском. Правила имени: строчные буквы, без пробелов,
# 1–32 буквы, цифры, «-» или «_». Тексты бота называют параметры этими именами.
cmd-option-game = игра
cmd-option-players = игроки
cmd-option-level = уровень
cmd-option-player = игрок
cmd-option-first = первый
cmd-option-topic = тема
cmd-option-confirm = подтвердить
cmd-option-game-id = номер
cmd-option-on = включить
cmd-option-channel = канал
cmd-option-allowed = разрешить
cmd-option-role = роль
cmd-option-seconds = секунды
cmd-option-language = язык
cmd-option-minutes = минуты
cmd-option-reason = причина
cmd-option-user = участник
cmd-option-everywhere = везде
cmd-option-hints = подсказки
cmd-option-again = заново
cmd-option-turn = ход
cmd-option-answer = ответ
cmd-option-bank = запас
cmd-option-increment = прибавка
cmd-option-cap = предел
cmd-option-zone = пояс
cmd-option-end = конец
cmd-option-days = дни
cmd-option-page = страница

## Описания параметров, у которых их не было (Discord показывал «…»)
cmd-reminders-on = True — присылать напоминания в личные сообщения, False — перестать
cmd-settings-language-arg = Язык
cmd-settings-expiry-minutes = Минуты (от 1 до 10080, это неделя)
cmd-settings-dm-allowed = Разрешить напоминания в личные сообщения (False — запретить)
