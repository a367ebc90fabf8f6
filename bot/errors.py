"""User-feedback errors: refusals a player or moderator should read, each a catalogue key.

Anything that is not a :class:`UserError` (or an engine ``IllegalAction``) is a bug: the
adapter logs it with its traceback and tells the user only that something went wrong.
"""

from __future__ import annotations

from typing import Any

from bot.engine.text import Text, text

__all__ = ["UserError"]


class UserError(Exception):
    """A refusal with a reason the user can read (``key`` is a catalogue key)."""

    def __init__(self, key: str, /, **args: Any) -> None:
        super().__init__(key)
        self.reason: Text = text(key, **args)
