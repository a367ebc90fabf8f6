"""Whose notes, notepad or history a click opens: the clicking user's own seat, never a
number from the custom_id."""

from __future__ import annotations

from bot.core.errors import UserError
from bot.store.records import GameRecord
from cogs.table.common import Interaction, services_of

__all__ = ["seated_owner"]


async def seated_owner(interaction: Interaction, game_id: int, game: str) -> tuple[GameRecord, int, list[int]]:
    """The game, the clicker's seat and the other seats, for a started game of ``game`` (a
    game id) the clicker plays in. (The id fits SQLite: every custom_id pattern bounds it,
    see ``NUMBER``.)"""
    record = await services_of(interaction).service.game(game_id)
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error-not-seated")
    if record.game != game:
        raise UserError("error-stale")  # a control of another game kind: forged, or out of date
    if record.state is None:
        raise UserError("error-not-started")
    targets = [s.seat for s in record.seats if s.seat != seat.seat]
    return record, seat.seat, targets
