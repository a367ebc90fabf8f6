"""Discord's sense of time in the fake: real time plus what a test let pass at once.

``FakeDiscord.advance`` (which ``Night.pass_time`` calls with the bot's own clock) moves it on,
so a 15-minute interaction token expires, a thread idle for an hour archives and an external
event starts at its scheduled time without a test waiting for any of it.
"""

from __future__ import annotations

import datetime as dt
import time
from dataclasses import dataclass


@dataclass
class Clock:
    """Real time plus ``skipped`` seconds: monotonic for durations, UTC for timestamps."""

    skipped: float = 0.0

    def now(self) -> float:
        """Monotonic seconds: what deadlines and idle times are measured on."""
        return time.monotonic() + self.skipped

    def wall(self) -> dt.datetime:
        """The date and time Discord believes it is (what it stamps and compares timestamps with)."""
        return dt.datetime.now(dt.UTC) + dt.timedelta(seconds=self.skipped)

    def iso(self) -> str:
        return self.wall().isoformat()


def parse_iso(text: str) -> dt.datetime:
    """An ISO 8601 timestamp as Discord takes it; one without a zone is UTC."""
    parsed = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=dt.UTC)
