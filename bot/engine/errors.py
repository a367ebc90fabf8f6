"""Engine errors. The reason is a translatable :class:`~bot.engine.text.Text` so a player
can read why their action was refused."""

from __future__ import annotations

from typing import Any

from bot.engine.text import Text, text


class IllegalAction(Exception):  # noqa: N818 - reads as a reason: raise IllegalAction(...)
    """An action the rules do not allow now. ``key`` is a catalogue key (``error-…``)."""

    def __init__(self, key: str, /, **args: Any) -> None:
        super().__init__(key)
        self.reason: Text = text(key, **args)
