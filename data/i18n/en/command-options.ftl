# Slash-command option names (bot/i18n/commands.py: option). English is Discord's default
# name, the parameter's own; another locale gives the name its clients show and type.
# Rules for a name: lowercase, no spaces, 1–32 letters, digits, "-" or "_".
cmd-option-game = game
cmd-option-players = players
cmd-option-level = level
cmd-option-player = player
cmd-option-first = first
cmd-option-topic = topic
cmd-option-confirm = confirm
cmd-option-game-id = game_id
cmd-option-on = on
cmd-option-channel = channel
cmd-option-allowed = allowed
cmd-option-role = role
cmd-option-seconds = seconds
cmd-option-language = language
cmd-option-minutes = minutes
cmd-option-reason = reason
cmd-option-user = user
cmd-option-everywhere = everywhere
cmd-option-hints = hints
cmd-option-again = again
cmd-option-turn = turn
cmd-option-answer = answer
cmd-option-bank = bank
cmd-option-increment = increment
cmd-option-cap = cap
cmd-option-zone = zone
cmd-option-end = end
cmd-option-days = days
cmd-option-page = page

## Descriptions of options that had none (Discord showed "…")
cmd-reminders-on = True to get reminders by DM, False to stop them
cmd-settings-language-arg = The language
cmd-settings-expiry-minutes = Minutes (1 to 10080, a week)
cmd-settings-dm-allowed = Allow DM reminders (false stops them)
