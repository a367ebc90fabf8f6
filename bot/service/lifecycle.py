"""A game's life outside its moves: the start (the deal, the first player, the first
deadline), the reminder sent, and the end of a game whose channel was deleted. No discord
here."""

from __future__ import annotations

import logging
from dataclasses import replace

from bot.core.errors import UserError
from bot.engine.errors import IllegalAction
from bot.service.commit import Applied, Commits, new_events, refusal
from bot.service.lobby import require_host_or_mod, require_lobby
from bot.store.records import GameStatus, SeatChange

__all__ = ["Lifecycle"]

log = logging.getLogger(__name__)


class Lifecycle(Commits):
    """Starting a game and ending one whose channel is gone."""

    async def start(self, game_id: int, user_id: int, is_mod: bool, first_user: int | None = None) -> Applied:
        """Start the game; ``first_user`` is the host's pick of the first player (else the
        engine draws one from the seed)."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            require_lobby(record)
            require_host_or_mod(record, user_id, is_mod)
            rules = self.rules(record)
            options = self.options(record)
            if first_user is not None:
                order = [s.user_id for s in record.seats]
                if first_user not in order:
                    raise UserError("error-target-not-seated")
                options = options.model_copy(update={"first_seat": order.index(first_user)})
            try:  # the engine refuses a count or first seat the options do not fit
                state, events = rules.setup(len(record.seats), record.seed, options)
            except IllegalAction as exc:
                raise refusal(exc, record) from None
            now = self.clock()
            deadline, clocks = self.turn_deadline(record, state, now), list[SeatChange]()
            if record.banked:
                # Seats are numbered in join order when the game starts: so are their clocks.
                seated = replace(record, seats=[replace(s, seat=n) for n, s in enumerate(record.seats)])
                clocks, deadline = await self.clocks_after(seated, [], None, state, now)
            await self.store.record_start(
                game_id,
                seat_order=[s.user_id for s in record.seats],  # seats are numbered in join order
                state=state.model_dump_json(),
                version=state.version,
                options=options.model_dump_json(),  # the host's first player, for replays
                events=new_events(events),
                deadline_at=deadline,
                now=now,
                clocks=clocks,
            )
            record = await self.game(game_id)
            self.counters.started(record.guild_id, record.game)
            self.changed(game_id)
            return Applied(record, state, events)

    async def mark_reminded(self, game_id: int) -> None:
        await self.store.mark_reminded(game_id)

    async def end_for_deleted_channel(self, game_id: int) -> bool:
        """A deleted channel cancels its live game: no ghost games, no timers, nothing
        scheduled. Its unannounced events and unsent posts are dropped with it — there is nowhere left to
        post them. False if the game had already ended."""
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            if record is None or not record.live:
                return False
            await self.store.cancel_for_deleted_channel(game_id, self.clock())
            self.forget(game_id)
        if record.status != GameStatus.LOBBY:
            self.counters.abandoned(record.guild_id, record.game)
        log.info("game=%s guild=%s channel=%s ended: channel deleted", game_id, record.guild_id, record.channel_id)
        return True
