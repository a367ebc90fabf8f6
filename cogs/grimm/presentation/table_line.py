"""Grimm Masquerade's table in one line, at the top of every turn message."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.grimm.rules import PublicView

__all__ = ["table_line"]


def table_line(view: PublicView, t: Translator) -> str:
    """`▶ ann 🌹3 · bob 🌹1 (unmasked) · …`: every seat with its roses (trophies counted),
    the active one marked."""
    active = view.active if view.outcome is None and view.stage != "draft" else None
    seats = []
    for seat in view.seats:
        part = f"{'▶ ' if seat.seat == active else ''}{t.seat(seat.seat)} 🌹{seat.total}"
        if not seat.masked:
            part += f" ({t('turn-unmasked')})"
        seats.append(part)
    return " · ".join(seats)
