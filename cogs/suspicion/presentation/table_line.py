"""Suspicion's table in one line, at the top of every turn message."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.suspicion.presentation.board import face_name
from cogs.suspicion.rules.views import PublicView

__all__ = ["table_line"]


def table_line(view: PublicView, t: Translator) -> str:
    """`▶ ann 💎3 · bob 💎1 · … · 🎲 Lily, ?`: every seat with the gems it took (its points
    once scored), whose turn it is, the dice of the turn."""
    points = {score.seat: score.points for score in view.scores}
    current = view.current if view.phase not in ("guess", "over") else None
    seats = []
    for seat in view.seats:
        if seat.removed:
            continue
        mark = f"★{points[seat.seat]}" if seat.seat in points else f"💎{sum(seat.gems.values())}"
        seats.append(f"{'▶ ' if seat.seat == current else ''}{t.seat(seat.seat)} {mark}")
    if view.dice and current is not None:
        seats.append(t("turn-dice", dice=", ".join(face_name(t, f) for f in view.dice)))
    return " · ".join(seats)
