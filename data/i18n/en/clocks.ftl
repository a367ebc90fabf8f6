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
