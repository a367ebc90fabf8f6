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

__all__ = ["absolute", "bank_line", "deadline_line", "duration", "relative", "seat_clock_line", "span_label"]

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


def seat_clock_line(record: GameRecord, seat: int, t: Translator) -> str | None:
    """In a time-bank game, a seat's own clock: when it runs out while the seat is asked
    something, else the bank it has."""
    found = record.by_seat(seat)
    clock = found.clock if found is not None else None
    if record.status != GameStatus.RUNNING or clock is None:
        return None
    if clock.due_at is not None:
        return t("panel-bank-running", when=relative(clock.due_at))
    return t("panel-bank", left=span_label(t, int(clock.bank)))


def span_label(t: Translator, seconds: int) -> str:
    """A span in its largest whole units, at most two ("2 days 5 hours", "40 minutes")."""
    parts: list[str] = []
    for key, unit in (("timer-days", 86_400), ("timer-hours", 3_600), ("timer-minutes", 60)):
        if seconds >= unit and len(parts) < 2:
            parts.append(t(key, n=seconds // unit))
            seconds %= unit
        elif parts:
            break
    return " ".join(parts) if parts else t("timer-seconds", n=seconds)


def deadline_line(record: GameRecord, t: Translator) -> str | None:
    """ "⏰ Time runs out <t:…:R>" while a running game's turn has a deadline."""
    if record.status != GameStatus.RUNNING or record.deadline_at is None:
        return None
    return t("turn-deadline", when=relative(record.deadline_at))
