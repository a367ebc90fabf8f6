"""Deadlines as Discord shows them: a relative timestamp (``<t:UNIX:R>``) counts down in
every client, in the reader's own language, without the bot editing anything."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import discord

from bot.i18n import Translator
from bot.i18n.names import markdown_name
from bot.store.records import GameRecord, GameStatus, SeatRecord

__all__ = ["absolute", "bank_line", "deadline_line", "relative"]


def relative(when: float) -> str:
    """``when`` (a Unix time) as Discord's relative timestamp ("in 3 minutes", "2 days ago")."""
    return discord.utils.format_dt(datetime.datetime.fromtimestamp(when, tz=datetime.UTC), "R")


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
