"""Mascarade's table in one line, at the top of every turn message."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.mascarade.rules import PublicView

__all__ = ["table_line"]


def table_line(view: PublicView, t: Translator) -> str:
    """`▶ carol 5🪙 · dave 8🪙 · … · courthouse 2`: the seats in turn order from the player
    whose turn it is, their coins, the courthouse."""
    seats = [
        f"{'▶ ' if info.seat == view.current and view.outcome is None else ''}{t.seat(info.seat)} {info.coins}🪙"
        for info in view.seats
    ]
    return " · ".join([*seats, t("turn-courthouse", n=view.courthouse)])
