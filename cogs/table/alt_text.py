"""A picture's alt text: what a sighted player reads off it, said in sentences, for a
screen reader (Discord reads an attachment's ``description`` aloud instead of "image").

Each game says what its pictures show (``describe_board``, ``describe_story``,
``describe_replay`` in its presentation); this joins their sentences and keeps them within
Discord's limit. A board's alt text is built at every board edit that uploads a picture, so
it is string work only: catalogue look-ups and joins, no drawing.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable
from typing import Any

import discord

from bot.i18n import Translator

__all__ = ["ALT_TEXT_LIMIT", "alt_text", "describe", "described", "picture_file", "sentence"]

#: Discord's limit on an attachment's description.
ALT_TEXT_LIMIT = 1024
ELLIPSIS = "…"


def alt_text(sentences: Iterable[str], limit: int = ALT_TEXT_LIMIT) -> str:
    """``sentences`` (empty ones skipped) joined by spaces; when they are longer than
    ``limit``, as many whole sentences as fit and an ellipsis (a first sentence longer than
    the limit alone is cut)."""
    said = [s.strip() for s in sentences if s.strip()]
    whole = " ".join(said)
    if len(whole) <= limit:
        return whole
    room = limit - len(ELLIPSIS) - 1
    kept: list[str] = []
    for sentence in said:
        if len(" ".join([*kept, sentence])) > room:
            break
        kept.append(sentence)
    if not kept:
        return said[0][: limit - len(ELLIPSIS)] + ELLIPSIS
    return " ".join(kept) + " " + ELLIPSIS


def describe(say: Callable[[Any, Translator], str] | None, shown: object, t: Translator) -> str | None:
    """What ``say`` says of ``shown`` (a public view, a story's chart, a replay step's scene)
    in ``t``'s language, within Discord's limit; None for a game that says nothing of it."""
    return None if say is None else alt_text([say(shown, t.for_labels())])


def described(
    render: Callable[[Any, Translator], bytes],
    say: Callable[[Any, Translator], str] | None,
    shown: object,
    t: Translator,
) -> tuple[bytes, str | None]:
    """``render``'s picture of ``shown`` and ``say``'s words for it: both made where pictures
    are drawn (the painter), so a board's alt text costs the event loop nothing."""
    return bytes(render(shown, t)), describe(say, shown, t)


def picture_file(png: bytes, filename: str, description: str | None) -> discord.File:
    """A picture to attach, with its alt text."""
    return discord.File(io.BytesIO(png), filename=filename, description=description or None)


def sentence(said: str) -> str:
    """``said`` ending as a sentence does (a heading or a label is given a full stop)."""
    said = said.strip()
    return said if not said or said[-1] in ".!?…:" else said + "."
