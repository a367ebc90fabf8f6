# Clocks for play over days as well as tonight: the time bank, the answer timer, quiet hours and holidays.

timer-days = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
clock-bank = { $start }, +{ $add } a decision, at most { $cap }
lobby-clock = Clock: a timer per decision, or a time bank for days
lobby-bank = Time bank
lobby-answers = Answer timer
error-bad-clock = That clock cannot be played: times from 0 to a week a decision, a bank of up to four weeks (its start no more than its cap), and answers of at least 20 seconds and no longer than a decision.

## The turn message of a time-bank game
turn-bank = ⏳ runs out { $when }
turn-banks = ⏳ { $clocks }
turn-bank-seat = { $who } { $when }
turn-away-until = 🏖️ { $who } is away until { $when }.
call-dm = 🔔 You are up in { $channel }: the turn message there says what is asked.

## /game clock: the lobby's clock set by hand
cmd-clock = clock
cmd-clock-desc = Set the lobby's clock by hand (host)
cmd-clock-turn = A timer per decision, e.g. 3m (no time bank)
cmd-clock-answer = The answer timer, e.g. 45s
cmd-clock-bank = A time bank to start with, e.g. 3d
cmd-clock-increment = Added after each decision, e.g. 12h
cmd-clock-cap = The most a bank may hold, e.g. 5d
clock-set = The lobby's clock is set:
error-bad-duration = “{ $typed }” is not a length of time: write it like 45s, 3m, 12h, 3d or 1h30m.
error-clock-both = Choose one clock: a turn timer, or a time bank (its start, increment and cap).
error-clock-bank-start = A time bank needs its start too, e.g. bank:3d.

## /game away: time zone, quiet hours, holidays
cmd-away = away
cmd-away-desc = Your time zone, quiet hours and holidays
cmd-away-zone = zone
cmd-away-zone-desc = Set your time zone
cmd-away-zone-arg = A time zone, e.g. Europe/Berlin
cmd-away-quiet = quiet
cmd-away-quiet-desc = Hours when nobody calls you
cmd-away-quiet-start = From this hour, local time (0-23)
cmd-away-quiet-end = Until this hour (the same hour: no quiet hours)
cmd-away-holiday = holiday
cmd-away-holiday-desc = Stop your clocks for some days
cmd-away-holiday-days = How many days
cmd-away-holiday-start = From this date, YYYY-MM-DD (default: now)
cmd-away-back = back
cmd-away-back-desc = End your holiday now
error-unknown-zone = “{ $zone }” is not a time zone: pick one from the list, e.g. Europe/Berlin.
away-zone-set = Your time zone is { $zone }.
error-quiet-too-long = Quiet hours may last { $n } hours at most.
away-quiet-set = Your quiet hours are { $start }–{ $end }: in games played over days nobody calls you then and your time bank stops.
away-quiet-off = You have no quiet hours now.
away-no-zone = Your time zone is not set, so these hours are UTC: set it with /game away zone.
error-holiday-date = Write the date as YYYY-MM-DD, e.g. 2025-08-01.
error-holiday-past = That day is over: a holiday starts today or later.
error-holiday-overlap = You already have a holiday then: /settings me lists them, and /game away back ends the one under way.
error-holiday-allowance = A holiday may take { $n } days a year; { $left ->
    [0] none are left this year.
    [one] { $left } day is left this year.
   *[other] { $left } days are left this year.
}
away-holiday-set = You are away from { $start } until { $end }: in games played over days your clock stops and the table sees it. { $left ->
    [one] { $left } holiday day is left this year.
   *[other] { $left } holiday days are left this year.
}
away-back = Welcome back: your holiday is over and your clocks run again.
away-back-none = You had no holiday under way or planned.

## /settings me
cmd-settings-me = me
cmd-settings-me-desc = Your own settings
me-title = Your settings
me-zone = Time zone
me-zone-none = not set (UTC)
me-quiet = Quiet hours
me-quiet-none = none
me-quiet-hours = { $start }–{ $end }
me-holidays = Holidays
me-holiday = from { $start } until { $end }
me-holidays-none = none planned
me-days-left = Holiday days left this year
me-dm = Reminders by direct message
me-footer = Quiet hours and holidays count in games played over days (a time bank): your clock stops and nobody calls you. Change them with /game away.

## A player's panel in a time-bank game
panel-bank-running = ⏳ Your time runs out { $when }.
panel-bank = ⏳ Your time bank: { $left }.
panel-digest = 📜 Since your last decision ({ $n ->
    [one] { $n } line
   *[other] { $n } lines
}):
panel-digest-earlier = -# …and { $n } earlier.

## The lobby's estimate of a game's length
lobby-estimate = ⌛ Such a game takes about { $median } ({ $low }–{ $high }), from { $n } finished { $where ->
    [here] games here
   *[everywhere] games on all servers
}.

## /help
help-days-title = Playing over days (a time bank: your quiet hours and holidays stop your clock)
