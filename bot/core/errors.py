"""User-feedback errors: refusals a player or moderator should read.

A refusal carries a :class:`~bot.engine.text.Text`: the adapter's own refusals build one
from a catalogue key; an engine's ``IllegalAction`` is passed on with its Text unchanged
(seats and terms included) and the names of the table's seats, so the user reads exactly
what the engine said. Anything that is not a :class:`UserError` is a bug: the adapter logs
it with its traceback and tells the user only that something went wrong.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Mapping
from typing import Any

from bot.engine.text import Text, text

__all__ = ["STORAGE_TROUBLE", "UserError", "os_words", "storage_trouble"]


class UserError(Exception):
    """A refusal with a reason the user can read: a catalogue key and its arguments, or an
    engine's :class:`Text` as it is. ``names`` are the seats' player names, for a reason
    that names seats."""

    def __init__(self, reason: str | Text, /, *, names: Mapping[int, str] | None = None, **args: Any) -> None:
        if isinstance(reason, Text) and args:
            raise TypeError("a Text reason carries its own arguments")
        self.reason: Text = reason if isinstance(reason, Text) else text(reason, **args)
        self.names: dict[int, str] = dict(names or {})
        super().__init__(self.reason.key)


#: Refusals that say the storage, not the request, failed (full, busy, a disk error).
STORAGE_TROUBLE = frozenset({"error-storage-full", "error-storage-busy", "error-storage-failed"})


def storage_trouble(error: BaseException) -> bool:
    """Whether ``error`` is the storage's condition (it passes), not a bug: worth one line
    in the log, never a traceback, and never a reason to pause a game."""
    return isinstance(error, UserError) and error.reason.key in STORAGE_TROUBLE


def os_words(error: OSError) -> str:
    """What an operating-system error says ("connection refused"), in the system's words
    rather than a library's wrapping of it, for one-line start-up messages."""
    reason = error.strerror if isinstance(error, socket.gaierror) or not error.errno else os.strerror(error.errno)
    return (reason or "no connection").lower()
