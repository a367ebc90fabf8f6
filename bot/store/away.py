"""When each person is away: their time zone, quiet hours and holidays, read as a
:class:`~bot.core.schedule.Schedule` (kept a short while: every move of a time-bank game asks
for the schedules of the seats it concerns)."""

from __future__ import annotations

import time
from dataclasses import dataclass

from bot.core.schedule import Schedule
from bot.store.db import Database

__all__ = ["SCHEDULE_KEPT_SECONDS", "AwayStore", "Holiday"]

# A schedule read is kept this long. Changes made through this store are seen at once; one
# made through another process (a bot of several shards) is seen after this long.
SCHEDULE_KEPT_SECONDS = 60.0
HOLIDAYS_READ = 16  # a person's holidays still to come or under way, at most


@dataclass(frozen=True, slots=True)
class Holiday:
    id: int
    starts_at: float
    ends_at: float


class AwayStore:
    def __init__(self, db: Database) -> None:
        self.db = db
        self._kept: dict[int, tuple[float, Schedule]] = {}

    async def schedule(self, user_id: int, now: float) -> Schedule:
        """The person's schedule: their zone, quiet hours and the holidays not over at ``now``."""
        kept = self._kept.get(user_id)
        if kept is not None and time.monotonic() - kept[0] < SCHEDULE_KEPT_SECONDS:
            return kept[1]
        row = await self.db.fetchone("SELECT zone, quiet_from, quiet_to FROM user_prefs WHERE user_id = ?", (user_id,))
        holidays = await self.holidays(user_id, now)
        zone, quiet = (None, None) if row is None else (row[0], _quiet(row[1], row[2]))
        found = Schedule(zone, quiet, tuple((h.starts_at, h.ends_at) for h in holidays))
        self._kept[user_id] = (time.monotonic(), found)
        return found

    def forget(self, user_id: int) -> None:
        """The person's schedule changed: the next read goes to the database."""
        self._kept.pop(user_id, None)

    async def holidays(self, user_id: int, now: float) -> list[Holiday]:
        """The person's holidays not over at ``now``, earliest first."""
        rows = await self.db.fetchall(
            "SELECT id, starts_at, ends_at FROM holidays WHERE user_id = ? AND ends_at > ? ORDER BY starts_at LIMIT ?",
            (user_id, now, HOLIDAYS_READ),
        )
        return [Holiday(int(r[0]), r[1], r[2]) for r in rows]

    async def holidays_starting(self, user_id: int, since: float, until: float) -> list[Holiday]:
        """The person's holidays that start in [since, until) (a year's, for the allowance)."""
        rows = await self.db.fetchall(
            "SELECT id, starts_at, ends_at FROM holidays WHERE user_id = ? AND starts_at >= ? AND starts_at < ? "
            "ORDER BY starts_at",
            (user_id, since, until),
        )
        return [Holiday(int(r[0]), r[1], r[2]) for r in rows]

    async def set_zone(self, user_id: int, zone: str) -> None:
        await self.db.execute(
            "INSERT INTO user_prefs (user_id, zone) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET zone = excluded.zone",
            (user_id, zone),
        )
        self.forget(user_id)

    async def set_quiet(self, user_id: int, quiet: tuple[int, int] | None) -> None:
        """Quiet hours as minutes after local midnight (from, to); None: none."""
        begin, end = quiet if quiet is not None else (None, None)
        await self.db.execute(
            "INSERT INTO user_prefs (user_id, quiet_from, quiet_to) VALUES (?, ?, ?) ON CONFLICT (user_id) "
            "DO UPDATE SET quiet_from = excluded.quiet_from, quiet_to = excluded.quiet_to",
            (user_id, begin, end),
        )
        self.forget(user_id)

    async def add_holiday(self, user_id: int, starts_at: float, ends_at: float) -> None:
        await self.db.execute(
            "INSERT INTO holidays (user_id, starts_at, ends_at) VALUES (?, ?, ?)", (user_id, starts_at, ends_at)
        )
        self.forget(user_id)

    async def end_holidays(self, user_id: int, now: float) -> int:
        """The person is back: a holiday under way ends now, those to come are dropped.
        Returns how many were changed."""
        async with self.db.transaction() as tx:
            dropped = await tx.execute("DELETE FROM holidays WHERE user_id = ? AND starts_at >= ?", (user_id, now))
            ended = await tx.execute(
                "UPDATE holidays SET ends_at = ? WHERE user_id = ? AND starts_at < ? AND ends_at > ?",
                (now, user_id, now, now),
            )
        self.forget(user_id)
        return dropped + ended


def _quiet(begin: int | None, end: int | None) -> tuple[int, int] | None:
    return None if begin is None or end is None or begin == end else (begin, end)
