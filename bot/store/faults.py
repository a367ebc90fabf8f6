"""The storage's trouble as an operator needs to read it: what failed (a read-only disk, a
full disk, an I/O error, a lock held too long, a server away), one WARNING line when it
begins and one INFO line when it ends, whoever met it (a player's click, a timer, a
delivery). Players meanwhile read "nothing was changed" (``error-storage-*``); the store
tells this object at every refusal and every success.

A fault that still lets reads through (a read-only or full disk, a lock held elsewhere) ends
only with a write that succeeds: a read would end it at once only for it to begin again. A
server that went away fails reads too, and any success ends that one (the store says which:
``failed(…, writing=…)``).
"""

from __future__ import annotations

import errno
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass

from bot.core.clock import WALL_CLOCK, Clock

__all__ = ["Fault", "StorageFaults", "os_cause"]

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Fault:
    """The storage failing since ``since`` (the bot's clock), for ``cause``."""

    cause: str
    since: float
    writing: bool  # only a write that succeeds ends it (reads go through meanwhile)


_OS_CAUSES = {
    errno.EROFS: "read-only file system",
    errno.ENOSPC: "disk full",
    errno.EDQUOT: "disk quota exceeded",
    errno.EIO: "I/O error",
    errno.EACCES: "permission denied",
    errno.ECONNREFUSED: "connection refused",
}


def os_cause(exc: OSError) -> str:
    """An operating-system error in the system's words ("read-only file system")."""
    if exc.errno in _OS_CAUSES:
        return _OS_CAUSES[exc.errno]
    return os.strerror(exc.errno).lower() if exc.errno else type(exc).__name__


class StorageFaults:
    """Whether the storage fails now, and why; ``on_change`` hears each beginning and end
    (the heartbeat, for ``python -m bot.ops.health``)."""

    def __init__(self, where: str, clock: Clock = WALL_CLOCK) -> None:
        self.where = where
        self.clock = clock
        self.current: Fault | None = None
        self.refused = 0  # operations the storage refused during the current fault
        self.on_change: Callable[[Fault | None], None] = lambda fault: None

    def failed(self, cause: str, *, writing: bool) -> None:
        self.refused += 1
        if self.current is not None:
            if writing and not self.current.writing:
                self.current = Fault(self.current.cause, self.current.since, True)
            return
        self.current = Fault(cause, self.clock(), writing)
        self.refused = 1
        log.warning(
            "storage unavailable: %s (%s): nothing can change until it is back; players are told so",
            cause,
            self.where,
        )
        self.on_change(self.current)

    def succeeded(self, *, writing: bool) -> None:
        fault = self.current
        if fault is None or (fault.writing and not writing):
            return
        self.current = None
        log.info(
            "storage is back after %.0f s (it was: %s); %d operations were refused meanwhile",
            self.clock() - fault.since,
            fault.cause,
            self.refused,
        )
        self.refused = 0
        self.on_change(None)
