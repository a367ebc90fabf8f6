"""Deadlines as Discord shows them: a relative timestamp (``<t:UNIX:R>``) counts down in
every client, in the reader's own language, without the bot editing anything."""

from __future__ import annotations

import datetime

import discord

from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus

__all__ = ["deadline_line", "relative"]


def relative(when: float) -> str:
    """``when`` (a Unix time) as Discord's relative timestamp ("in 3 minutes", "2 days ago")."""
    return discord.utils.format_dt(datetime.datetime.fromtimestamp(when, tz=datetime.UTC), "R")


def deadline_line(record: GameRecord, t: Translator) -> str | None:
    """ "⏰ Time runs out <t:…:R>" while a running game's turn has a deadline."""
    if record.status != GameStatus.RUNNING or record.deadline_at is None:
        return None
    return t("turn-deadline", when=relative(record.deadline_at))
