"""The bot's one clock. The composition root picks it (the wall clock in production) and
hands the same one to the service and to the adapter, so that everything that stamps or
compares a time — deadlines, lobbies, the outbox, open panels, the timer loop — agrees on
what "now" is, and a test can move it on for all of them at once instead of sleeping."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeAlias

__all__ = ["WALL_CLOCK", "Clock"]

#: Seconds since the Unix epoch (stored in the database, shown as Discord timestamps).
Clock: TypeAlias = Callable[[], float]

WALL_CLOCK: Clock = time.time
