"""A seat's move: a player's click or a computer player's, checked against the decision it
answers, applied by the rules, committed, and any timed-out decision it reopened finished.
No discord here."""

from __future__ import annotations

from typing import Any

from bot.core.errors import UserError
from bot.engine.core import BaseState
from bot.engine.errors import IllegalAction
from bot.service.commit import Applied, Move, refusal
from bot.service.timeouts import Timeouts
from bot.store.records import GameRecord, GameStatus, SeatChange

__all__ = ["Acting"]


class Acting(Timeouts):
    """Moves, a person's or a computer player's."""

    async def act(self, game_id: int, user_id: int, since: int, action: Any) -> Applied:
        """A player's action, from a button whose decision opened at version ``since``."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error-not-seated")
            if record.status == GameStatus.PAUSED:
                raise UserError("error-paused")
            if record.status != GameStatus.RUNNING:
                raise UserError("error-game-over")
            state = self.state(record)
            decision = self.pending_for(record, state, seat.seat)
            if decision is None:
                raise UserError("error-nothing-to-do")
            if decision.since != since:
                raise UserError("error-stale")
            # A move clears the seat's strikes: written only when there are some to clear.
            cleared = [SeatChange(seat.seat, strikes=0)] if seat.strikes else []
            return await self.play(record, state, seat.seat, action, cleared)

    async def play(
        self,
        record: GameRecord,
        state: BaseState,
        seat: int,
        action: Any,
        seat_changes: list[SeatChange],
        *,
        kind: str = "player",
    ) -> Applied:
        """A seat's move, a person's or a computer player's (the caller holds the game's
        lock): applied, committed, then any timed-out decision it reopened is finished.
        ``kind``: ``timeout`` for the ruling played for a computer seat whose move failed."""
        try:
            new_state, events = self.rules(record).apply(state, seat, action)
        except IllegalAction as exc:
            raise refusal(exc, record) from None
        applied = await self.commit(record, state, Move(seat, kind, action, new_state, events, seat_changes))
        finished = await self.finish_timed_out(record.id, applied.record)
        if finished:
            # The panel is drawn from the game as it is now, after the timed-out decision.
            applied = Applied(finished[-1].record, finished[-1].state, applied.events)
        return applied
