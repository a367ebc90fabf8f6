"""``python -m bot.ops.health``: exit 0 if the bot's event loop beat recently, 1 otherwise,
with one line saying why — for Docker's HEALTHCHECK, a process manager or a cron probe.

A running process proves little (a blocked event loop leaves it alive and every game
silent); the heartbeat file (bot/core/heartbeat.py) is touched from the loop itself, so its age
is how long the bot has not served.
"""

from __future__ import annotations

import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from bot.core.config import ConfigError, load_settings

__all__ = ["STALE_AFTER_BEATS", "Pulse", "main", "read_pulse"]

# A beat may come late (a long garbage collection, a loaded machine); three missed in a row
# is a hang, not a hiccup.
STALE_AFTER_BEATS = 3


@dataclass(frozen=True, slots=True)
class Pulse:
    """What the heartbeat file says: ``age`` seconds since the last beat, by ``pid``."""

    path: Path
    age: float
    interval: float
    pid: int | None

    @property
    def limit(self) -> float:
        return STALE_AFTER_BEATS * self.interval

    @property
    def fresh(self) -> bool:
        return self.age <= self.limit


def read_pulse(path: Path, default_interval: float) -> Pulse | None:
    """The heartbeat at ``path``, or None when there is none (the bot is not running, or
    stopped cleanly)."""
    try:
        beat = path.stat().st_mtime
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    interval, pid = default_interval, None
    try:
        written = json.loads(text)
        interval = float(written["interval"])
        pid = int(written["pid"])
    except (ValueError, KeyError, TypeError):
        pass  # an older or half-written file: its age alone still tells
    return Pulse(path, max(0.0, time.time() - beat), interval, pid)


def main() -> int:
    try:
        settings = load_settings()
    except ConfigError as exc:
        print(f"unhealthy: configuration error: {exc}")
        return 1
    pulse = read_pulse(settings.heartbeat, settings.heartbeat_seconds)
    if pulse is None:
        print(f"unhealthy: no heartbeat at {settings.heartbeat}: the bot is not running (or not set up yet)")
        return 1
    if not pulse.fresh:
        print(
            f"unhealthy: the last heartbeat is {pulse.age:.0f} s old (limit {pulse.limit:g} s, pid {pulse.pid}): "
            "the bot's event loop is stuck or the bot stopped"
        )
        return 1
    print(f"healthy: heartbeat {pulse.age:.1f} s ago (pid {pulse.pid})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
