"""Player names are data, not markup.

A display name is chosen by its owner, so it may hold Discord markdown (``**``, ``||``,
masked links ``[x](https://…)``), mention syntax (``<@id>``, ``@everyone``) or Unicode
bidi controls that reverse the rest of a line. Every name the bot shows passes through
one of these two functions (see :class:`bot.i18n.Translator`).
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["label_name", "markdown_name"]

# Embedding, override and isolate controls and the direction marks: each can reorder
# the text after the name (a right-to-left override turns the rest of the line around).
_BIDI_CONTROLS = dict.fromkeys(map(ord, "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"))
# Characters that are markdown (or open a mention, emoji, timestamp, link) wherever they stand.
_INLINE = re.compile(r"[\\*_~|`\[\]<>]")
# Characters that are markdown only at the start of a line: headings, lists, quotes, "-# ".
_LINE_START = re.compile(r"^(?:[#>+\-]|[0-9]+(?=\.))")


def label_name(raw: str) -> str:
    """A name for places Discord shows as plain text (button and option labels,
    placeholders, modal labels): bidi controls dropped, line breaks made spaces."""
    kept = raw.translate(_BIDI_CONTROLS)
    return "".join(" " if unicodedata.category(c) in ("Cc", "Zl", "Zp") else c for c in kept).strip()


def markdown_name(raw: str) -> str:
    """A name for message content and embeds: shown exactly as typed, never formatting,
    linking or mentioning anything."""
    name = _INLINE.sub(lambda m: "\\" + m.group(0), label_name(raw))
    name = _LINE_START.sub(lambda m: m.group(0) + "\\" if m.group(0)[0].isdigit() else "\\" + m.group(0), name)
    # A zero-width space after "@" keeps @everyone, @here and <@id> from ever being a mention.
    return name.replace("@", "@\u200b")
