"""The bot's one clock. The composition root picks it (the wall clock in production) and
hands the same one to the service and to the adapter, so that everything that stamps or
compares a time — deadlines, lobbies, the outbox, open panels, the timer loop — agrees on
what "now" is, and every pause the bot takes — the board's edit interval, a retry's
backoff, a computer player's delay, the wait before a slow answer is deferred — waits on it,
so a test moves it on for all of them at once instead of sleeping."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Protocol, TypeAlias, TypeVar

__all__ = ["WALL_CLOCK", "Clock", "TimerClock", "WallClock", "within"]

T = TypeVar("T")

#: Seconds since the Unix epoch (stored in the database, shown as Discord timestamps).
Clock: TypeAlias = Callable[[], float]


class TimerClock(Protocol):
    """A :data:`Clock` the bot's timers also wait on."""

    def __call__(self) -> float:
        """Now, in seconds since the Unix epoch."""
        ...

    async def sleep(self, seconds: float) -> None:
        """Return once this clock has moved ``seconds`` on."""
        ...


class WallClock:
    """Real time: what the bot runs on outside the tests."""

    def __call__(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


WALL_CLOCK = WallClock()


async def within(clock: TimerClock, seconds: float, work: Awaitable[T]) -> T:
    """``work``'s result if it is done before ``clock`` moves ``seconds`` on; else ``work`` is
    cancelled and TimeoutError raised (``asyncio.wait_for`` on the bot's clock)."""
    task = asyncio.ensure_future(work)
    timer = asyncio.ensure_future(clock.sleep(seconds))
    try:
        await asyncio.wait({task, timer}, return_when=asyncio.FIRST_COMPLETED)
    except asyncio.CancelledError:
        task.cancel()
        raise
    finally:
        timer.cancel()
    if not task.done():
        task.cancel()
        raise TimeoutError
    return task.result()
