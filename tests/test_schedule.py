"""A person's time away (bot.core.schedule): quiet hours in their own zone, holidays, and the
time a clock counts between them."""

from __future__ import annotations

import datetime
import random
from zoneinfo import ZoneInfo

import pytest

from bot.core.schedule import DAY, Schedule, holiday_days, known_zone
from bot.core.time_control import MIN_ANSWER_SECONDS, Bank, TimeControl

BERLIN = ZoneInfo("Europe/Berlin")
HOUR = 3600


def at(year: int, month: int, day: int, hour: int = 0, minute: int = 0, tz: datetime.tzinfo = BERLIN) -> float:
    return datetime.datetime(year, month, day, hour, minute, tzinfo=tz).timestamp()


NIGHTS = Schedule("Europe/Berlin", (22 * 60, 7 * 60))  # quiet from 22:00 to 07:00, Berlin time


def test_without_quiet_hours_or_holidays_a_clock_counts_every_second() -> None:
    start = at(2024, 5, 1, 12)
    assert Schedule().deadline(start, 5000) == start + 5000
    assert Schedule().awake_between(start, start + 5000) == 5000
    assert Schedule().wakes(start) == start


def test_a_deadline_that_falls_in_quiet_hours_moves_past_them() -> None:
    # 20 hours of awake time from Tuesday 23:13: 15 h on Wednesday (07–22), 5 h on Thursday.
    start = at(2023, 11, 14, 23, 13)
    assert NIGHTS.deadline(start, 20 * HOUR) == at(2023, 11, 16, 12)
    assert NIGHTS.awake_between(start, at(2023, 11, 16, 12)) == 20 * HOUR


def test_quiet_hours_follow_the_persons_own_clock_across_a_change_to_summer_time() -> None:
    # Berlin moves its clocks on at 02:00 on 31 March 2024: the night from 22:00 to 07:00 is
    # eight hours long, and the quiet hours still end at 07:00 local time.
    assert NIGHTS.wakes(at(2024, 3, 30, 23)) == at(2024, 3, 31, 7)
    assert NIGHTS.awake_between(at(2024, 3, 30, 21), at(2024, 3, 31, 8)) == 2 * HOUR


def test_quiet_hours_within_one_day() -> None:
    afternoons = Schedule("Asia/Tokyo", (13 * 60, 15 * 60))
    tokyo = ZoneInfo("Asia/Tokyo")
    assert afternoons.asleep(at(2024, 1, 5, 14, tz=tokyo))
    assert not afternoons.asleep(at(2024, 1, 5, 12, tz=tokyo))
    assert afternoons.deadline(at(2024, 1, 5, 12, tz=tokyo), 2 * HOUR) == at(2024, 1, 5, 16, tz=tokyo)


def test_a_holiday_postpones_every_deadline_that_falls_inside_it() -> None:
    start = at(2024, 6, 1, 12)
    holiday = (at(2024, 6, 3, 9), at(2024, 6, 10, 9))
    away = Schedule(holidays=(holiday,))
    for hours in (1, 40, 45, 100, 200):
        plain = start + hours * HOUR
        postponed = away.deadline(start, hours * HOUR)
        if plain <= holiday[0]:
            assert postponed == plain, "a deadline before the holiday stays"
        else:
            assert postponed == plain + (holiday[1] - holiday[0]), "the holiday is added whole"
    assert away.away_until(at(2024, 6, 5)) == holiday[1]
    assert away.away_until(at(2024, 6, 11)) is None


def test_holidays_and_quiet_hours_that_overlap_count_once() -> None:
    both = Schedule("Europe/Berlin", (22 * 60, 7 * 60), ((at(2024, 6, 3, 23), at(2024, 6, 4, 12)),))
    # Awake on 3 June from 07:00 to 22:00 (15 h), then away until noon on the 4th.
    assert both.awake_between(at(2024, 6, 3), at(2024, 6, 4, 13)) == 16 * HOUR
    assert both.wakes(at(2024, 6, 3, 22, 30)) == at(2024, 6, 4, 12)


@pytest.mark.parametrize("seed", range(20))
def test_a_deadline_is_exactly_its_seconds_of_awake_time(seed: int) -> None:
    rng = random.Random(seed)
    zone = rng.choice(["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC"])
    begin, end = rng.randrange(0, 24 * 60, 30), rng.randrange(0, 24 * 60, 30)
    start = at(2024, rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 23))
    holidays = ((start + rng.randint(0, 10) * DAY, start + rng.randint(11, 20) * DAY),)
    schedule = Schedule(zone, (begin, end), holidays)
    seconds = rng.uniform(0, 30 * DAY)
    deadline = schedule.deadline(start, seconds)
    assert schedule.awake_between(start, deadline) == pytest.approx(seconds, abs=1e-3)
    assert not schedule.asleep(deadline - 1e-3) or seconds == 0


def test_a_holiday_takes_every_day_it_starts() -> None:
    assert holiday_days(0, DAY) == 1
    assert holiday_days(0, DAY + 1) == 2
    assert holiday_days(0, 14 * DAY) == 14


def test_zones_are_iana_names() -> None:
    assert known_zone("Europe/Berlin")
    assert not known_zone("Mars/Olympus_Mons")
    assert not known_zone("../etc/passwd")


def test_the_answer_timer_defaults_to_a_third_of_a_decisions_time() -> None:
    assert TimeControl(180).answers == 60
    assert TimeControl(30).answers == MIN_ANSWER_SECONDS
    assert TimeControl(0).answers == 0, "no timer: answers are not timed either"
    assert TimeControl(180, answer_seconds=45).answers == 45
    assert TimeControl(bank=Bank(3 * DAY, DAY // 2, 5 * DAY)).answers == 4 * HOUR
