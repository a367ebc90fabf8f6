"""What moderators (and, for some of it, the host) may do to a running game.

Each operation is announced through the same outbox as game events and written to the
audit log that ``/mod log`` shows. No discord here.
"""

from __future__ import annotations

from dataclasses import replace

from bot.core.errors import UserError
from bot.engine.core import Event
from bot.engine.errors import IllegalAction
from bot.engine.text import text
from bot.service.clocks import first_due, started_clocks
from bot.service.commit import Applied, Move, announcement, refusal
from bot.service.games import GameService
from bot.store.records import AuditEntry, GameRecord, GameStatus, NewAudit, PauseReason, SeatChange
from bot.store.stats import USER_DETAIL_ACTIONS

__all__ = ["USER_DETAIL_ACTIONS", "AuditEntry", "Moderation"]


# What /mod extend may add to a turn: a minute to a day.
MIN_EXTEND_SECONDS = 60
MAX_EXTEND_SECONDS = 24 * 60 * 60


class Moderation:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.store = service.store

    async def live(self, game_id: int) -> GameRecord:
        """The game, if it is running or paused."""
        record = await self.service.game(game_id)
        if record.status not in (GameStatus.RUNNING, GameStatus.PAUSED):
            raise UserError("error-not-running")
        return record

    @staticmethod
    def audit(record: GameRecord, moderator_id: int, action: str, detail: str = "") -> NewAudit | None:
        """The audit line of a moderator's change; the bot itself (id 0) is not audited."""
        return NewAudit(record.guild_id, record.id, moderator_id, action, detail) if moderator_id else None

    async def end(self, game_id: int, moderator_id: int, reason: str) -> GameRecord:
        """End the game now with no winner; the reason is shown to the table."""
        async with self.service.lock(game_id):
            record = await self.live(game_id)
            await self.store.end_game(
                game_id,
                reason=reason,
                announcement=announcement(text("mod-ended", reason=reason)),
                version=record.version,
                audit=self.audit(record, moderator_id, "end", reason),
                now=self.service.clock(),
            )
            self.service.forget(game_id)
            self.service.counters.abandoned(record.guild_id, record.game)
            return await self.service.game(game_id)

    async def abandon(self, game_id: int, user_id: int) -> GameRecord:
        """The only person at a table of computer players leaves it: the game ends with no
        winner (nobody would be left to play against the computers)."""
        async with self.service.lock(game_id):
            record = await self.live(game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error-not-seated")
            if any(s.computer is None and not s.removed for s in record.seats if s is not seat):
                raise UserError("error-leave-started")
            await self.store.end_game(
                game_id,
                reason="abandoned",
                announcement=announcement(text("game-abandoned", seat=seat.seat)),
                version=record.version,
                audit=None,
                now=self.service.clock(),
            )
            self.service.forget(game_id)
            self.service.counters.abandoned(record.guild_id, record.game)
            return await self.service.game(game_id)

    async def end_lobby(self, game_id: int, moderator_id: int, reason: str) -> GameRecord:
        """``/mod end`` on a lobby nobody started: cancel it, and log it like any end."""
        return await self.service.cancel(game_id, moderator_id, True, audited_reason=reason)

    async def remove(self, game_id: int, moderator_id: int, user_id: int, *, confirmed: bool) -> Applied:
        """Remove a player: the engine decides whether the game can go on without them. A
        removal that would end the game (always in Grimm; a Mascarade table left too small)
        is refused until ``confirmed``: the refusal says so and how to keep the game going."""
        async with self.service.lock(game_id):
            record = await self.live(game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error-target-not-seated")
            rules = self.service.rules(record)
            state = self.service.state(record)
            try:
                new_state, events = rules.remove_seat(state, seat.seat)
            except IllegalAction as exc:
                raise refusal(exc, record) from None
            if new_state.finished and not confirmed:
                raise UserError(
                    text("error-removal-ends-game", seat=seat.seat, game_term=f"{record.game}-name"),
                    names={s.seat: s.name for s in record.seats},
                )
            removal = Move(
                seat.seat,
                "remove",
                {},
                new_state,
                [Event(text=text("mod-removed", seat=seat.seat)), *events],
                [SeatChange(seat.seat, removed=True)],
                audit=self.audit(record, moderator_id, "remove", str(user_id)),
            )
            return await self.service.commit(record, state, removal)

    async def skip(self, game_id: int, moderator_id: int) -> list[Applied]:
        """Apply the timeout ruling to everyone the game is waiting for, now."""
        record = await self.live(game_id)
        if record.status == GameStatus.PAUSED:
            raise UserError("error-paused")
        applied = await self.service.skip(game_id, moderator_id)
        if not applied:
            raise UserError("error-nothing-to-skip")
        return applied

    async def pause(self, game_id: int, moderator_id: int) -> GameRecord:
        async with self.service.lock(game_id):
            record = await self.live(game_id)
            if record.status == GameStatus.PAUSED:
                raise UserError("error-paused")
            return await self._pause(record, moderator_id, PauseReason.MODERATOR)

    async def _pause(self, record: GameRecord, moderator_id: int, reason: PauseReason) -> GameRecord:
        await self.service.pause_game(record, reason, self.audit(record, moderator_id, "pause"))
        return await self.service.game(record.id)

    async def pause_lost_permission(self, game_id: int) -> bool:
        """The bot can no longer post in the game's channel: pause a running game (timers
        must not run out on players who cannot see it). False if it was not running —
        paused already, ended, or its channel deleted — checked under the game's lock."""
        async with self.service.lock(game_id):
            record = await self.service.game(game_id)
            if record.status != GameStatus.RUNNING:
                return False
            await self._pause(record, 0, PauseReason.NO_PERMISSION)
            return True

    async def resume(self, game_id: int, moderator_id: int) -> GameRecord:
        async with self.service.lock(game_id):
            record = await self.live(game_id)
            if record.status != GameStatus.PAUSED:
                raise UserError("error-not-paused")
            now = self.service.clock()
            # The timer was frozen: the player gets back exactly what was left.
            deadline = None if record.paused_remaining is None else now + record.paused_remaining
            clocks: list[SeatChange] = []
            if record.banked:
                # Each seat's clock starts again with the time it had left.
                clocks = started_clocks(record.seats, now, await self.service.schedules(record, now))
                deadline = first_due(record.seats, clocks)
            await self.store.resume(
                game_id,
                clocks=clocks,
                deadline_at=deadline,
                announcement=announcement(text("resumed")),
                version=record.version,
                audit=self.audit(record, moderator_id, "resume"),
                now=now,
            )
        self.service.changed(game_id)  # a computer seat the game waits for plays again
        return await self.service.game(game_id)

    async def extend(self, game_id: int, moderator_id: int, seconds: int) -> GameRecord:
        # Discord's client keeps the option within its range; a crafted request need not.
        if not MIN_EXTEND_SECONDS <= seconds <= MAX_EXTEND_SECONDS:
            raise UserError("error-extend-range", least=MIN_EXTEND_SECONDS // 60, most=MAX_EXTEND_SECONDS // 60)
        async with self.service.lock(game_id):
            record = await self.live(game_id)
            if not record.time_control.timed:
                raise UserError("error-no-timer")
            now = self.service.clock()
            clocks, deadline = await self._extended_clocks(record, seconds, now)
            await self.store.extend_timer(
                game_id,
                clocks=clocks,
                deadline_at=deadline,
                seconds=seconds,
                paused=record.status == GameStatus.PAUSED,
                announcement=announcement(text("mod-extended", n=seconds)),
                version=record.version,
                audit=self.audit(record, moderator_id, "extend", str(seconds)),
                now=now,
            )
            return await self.service.game(game_id)

    async def _extended_clocks(
        self, record: GameRecord, seconds: int, now: float
    ) -> tuple[list[SeatChange], float | None]:
        """In a time-bank game: each seat asked something now gets ``seconds`` more on its
        clock (running, or stopped while the game is paused), and the game's next deadline."""
        if not record.banked:
            return [], None
        if record.status == GameStatus.PAUSED:
            clocks = [
                SeatChange(s.seat, clock=replace(s.clock, left=s.clock.left + seconds))
                for s in record.seats
                if s.clock is not None and s.clock.left is not None and s.computer is None and not s.removed
            ]
            return clocks, None
        asked = [s for s in record.seats if s.clock is not None and s.clock.since is not None]
        clocks = started_clocks(asked, now, await self.service.schedules(record, now), extra=seconds)
        return clocks, first_due(record.seats, clocks)

    async def transfer_host(self, game_id: int, moderator_id: int, user_id: int) -> GameRecord:
        async with self.service.lock(game_id):
            record = await self.service.game(game_id)
            if not record.live:
                raise UserError("error-not-running")
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error-target-not-seated")
            await self.store.transfer_host(
                game_id,
                user_id=user_id,
                announcement=announcement(text("mod-host", seat=seat.seat)),
                version=record.version,
                audit=self.audit(record, moderator_id, "host", str(user_id)),
                now=self.service.clock(),
            )
            return await self.service.game(game_id)

    async def audit_repair(self, game_id: int, moderator_id: int) -> GameRecord:
        record = await self.service.game(game_id)
        await self.store.add_audit(NewAudit(record.guild_id, game_id, moderator_id, "repair"), self.service.clock())
        return record

    async def audit_log(self, guild_id: int, limit: int = 20) -> list[AuditEntry]:
        return await self.store.audit_log(guild_id, limit)
