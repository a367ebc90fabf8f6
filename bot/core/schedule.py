"""When a person is away from the table: their quiet hours (every day, in their own time zone)
and their holidays. A time bank counts only the time in between (:meth:`Schedule.deadline`,
:meth:`Schedule.awake_between`) and nobody is called before they are back
(:meth:`Schedule.wakes`). Pure: times are Unix seconds, zones IANA names (``zoneinfo``)."""

from __future__ import annotations

import datetime
import functools
from collections.abc import Iterator
from dataclasses import dataclass
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

__all__ = [
    "DAY",
    "HOLIDAY_DAYS_PER_YEAR",
    "MAX_QUIET_MINUTES",
    "Schedule",
    "holiday_days",
    "known_zone",
    "zone_names",
]

DAY = 86_400
# A person may stop their clocks for this many days a year (the days a holiday touches,
# counted in the year it starts).
HOLIDAY_DAYS_PER_YEAR = 14
# Quiet hours longer than this would leave a time bank running a few hours a day at most.
MAX_QUIET_MINUTES = 14 * 60


@functools.cache
def zone_names() -> tuple[str, ...]:
    """Every IANA zone name this system knows, sorted (for an autocomplete)."""
    return tuple(sorted(available_timezones()))


def known_zone(name: str) -> bool:
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return False
    return True


def holiday_days(starts_at: float, ends_at: float) -> int:
    """Days a holiday takes from the allowance: every started day of it."""
    return max(1, -int(-(ends_at - starts_at) // DAY))


@dataclass(frozen=True, slots=True)
class Schedule:
    """A person's time away. ``quiet``: minutes after local midnight (from, to), across
    midnight when to < from; ``holidays``: (start, end) Unix times, sorted."""

    zone: str | None = None
    quiet: tuple[int, int] | None = None
    holidays: tuple[tuple[float, float], ...] = ()

    @property
    def tz(self) -> datetime.tzinfo:
        return ZoneInfo(self.zone) if self.zone else datetime.UTC

    def away_periods(self, since: float) -> Iterator[tuple[float, float]]:
        """The periods away that end after ``since``, in order, overlapping ones merged (an
        endless series with quiet hours, a finite one with holidays only)."""
        pending: tuple[float, float] | None = None
        for start, end in _merged_sorted(self._quiet_periods(since), iter(self.holidays)):
            if end <= since:
                continue
            if pending is not None and start <= pending[1]:
                pending = (pending[0], max(pending[1], end))
                continue
            if pending is not None:
                yield pending
            pending = (start, end)
        if pending is not None:
            yield pending

    def _quiet_periods(self, since: float) -> Iterator[tuple[float, float]]:
        if self.quiet is None or self.quiet[0] == self.quiet[1]:
            return
        tz = self.tz
        begin, end = self.quiet
        day = datetime.datetime.fromtimestamp(since, tz).date() - datetime.timedelta(days=1)
        while True:
            start = _local(day, begin, tz)
            stop = _local(day + datetime.timedelta(days=1 if end < begin else 0), end, tz)
            if stop > start:
                yield start, stop
            day += datetime.timedelta(days=1)

    def asleep(self, when: float) -> bool:
        """Whether ``when`` falls in quiet hours or a holiday."""
        return self.wakes(when) > when

    def wakes(self, when: float) -> float:
        """The first moment at or after ``when`` that is neither quiet nor a holiday."""
        for start, end in self.away_periods(when):
            return end if start <= when else when
        return when

    def away_until(self, when: float) -> float | None:
        """The end of the holiday ``when`` falls in (quiet hours aside), if any."""
        for start, end in self.holidays:
            if start <= when < end:
                return end
        return None

    def deadline(self, start: float, seconds: float) -> float:
        """The moment ``seconds`` of time outside quiet hours and holidays have passed since
        ``start``: a deadline that falls in a time away moves past it."""
        now, left = start, max(seconds, 0.0)
        for away_start, away_end in self.away_periods(start):
            if away_start > now:
                if away_start - now >= left:
                    return now + left
                left -= away_start - now
            now = max(now, away_end)
        return now + left

    def awake_between(self, start: float, end: float) -> float:
        """Seconds between ``start`` and ``end`` outside quiet hours and holidays."""
        if end <= start:
            return 0.0
        total, now = 0.0, start
        for away_start, away_end in self.away_periods(start):
            if away_start >= end:
                break
            total += max(0.0, away_start - now)
            now = max(now, away_end)
            if now >= end:
                return total
        return total + max(0.0, end - now)


def _local(day: datetime.date, minute: int, tz: datetime.tzinfo) -> float:
    hour, minute = divmod(minute, 60)
    return datetime.datetime(day.year, day.month, day.day, hour, minute, tzinfo=tz).timestamp()


def _merged_sorted(
    first: Iterator[tuple[float, float]], second: Iterator[tuple[float, float]]
) -> Iterator[tuple[float, float]]:
    """Two series of periods, each sorted by start, as one sorted series."""
    a, b = next(first, None), next(second, None)
    while a is not None or b is not None:
        if b is None or (a is not None and a[0] <= b[0]):
            assert a is not None
            yield a
            a = next(first, None)
        else:
            yield b
            b = next(second, None)
