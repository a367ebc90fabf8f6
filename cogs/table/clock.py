"""Deadlines as Discord shows them: a relative timestamp (``<t:UNIX:R>``) counts down in
every client, in the reader's own language, without the bot editing anything."""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence

import discord

from bot.core.errors import UserError
from bot.i18n import Translator
from bot.i18n.names import markdown_name
from bot.store.records import GameRecord, GameStatus, SeatRecord

__all__ = ["absolute", "bank_line", "deadline_line", "duration", "relative"]

# "3d", "12h", "1h30m", "45s", "90" (seconds): a span typed in a command.
_SPAN = re.compile(r"(?:(\d{1,4})d)?(?:(\d{1,5})h)?(?:(\d{1,6})m)?(?:(\d{1,7})s?)?")
_UNITS = (86_400, 3_600, 60, 1)


def relative(when: float) -> str:
    """``when`` (a Unix time) as Discord's relative timestamp ("in 3 minutes", "2 days ago")."""
    return discord.utils.format_dt(datetime.datetime.fromtimestamp(when, tz=datetime.UTC), "R")


def duration(typed: str) -> int:
    """Seconds in a span as typed ("3d", "12h", "1h30m", "45s", "90"); a refusal a user reads
    for anything else."""
    text = typed.strip().lower().replace(" ", "")
    found = _SPAN.fullmatch(text)
    if not text or found is None or not any(found.groups()):
        raise UserError("error-bad-duration", typed=typed[:40])
    return sum(int(part) * unit for part, unit in zip(found.groups(), _UNITS, strict=True) if part)


def absolute(when: float) -> str:
    """``when`` as Discord's date and time, in each reader's own time zone."""
    return discord.utils.format_dt(datetime.datetime.fromtimestamp(when, tz=datetime.UTC), "f")


def bank_line(record: GameRecord, due: Sequence[SeatRecord], t: Translator) -> str | None:
    """In a running time-bank game: when the clock of each person asked something runs out
    ("⏳ runs out <t:…:R>", one countdown when they all run out together, else one per seat)."""
    if record.status != GameStatus.RUNNING:
        return None
    clocks = [(s, s.clock.due_at) for s in due if s.clock is not None and s.clock.due_at is not None]
    if not clocks:
        return None
    if len({when for _, when in clocks}) == 1:
        return t("turn-bank", when=relative(clocks[0][1]))
    return t(
        "turn-banks",
        clocks=", ".join(t("turn-bank-seat", who=markdown_name(s.name), when=relative(when)) for s, when in clocks),
    )


def deadline_line(record: GameRecord, t: Translator) -> str | None:
    """ "⏰ Time runs out <t:…:R>" while a running game's turn has a deadline."""
    if record.status != GameStatus.RUNNING or record.deadline_at is None:
        return None
    return t("turn-deadline", when=relative(record.deadline_at))
