"""What moderators (and, for some of it, the host) may do to a running game.

Each operation is announced through the same outbox as game events and written to the
audit log that ``/mod log`` shows. No discord here.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine.core import Event
from bot.engine.text import Text, text
from bot.errors import UserError
from bot.service import Applied, GameService
from bot.store.games import GameRecord, Statement

__all__ = ["AuditEntry", "Moderation"]


@dataclass(frozen=True, slots=True)
class AuditEntry:
    game_id: int | None
    moderator_id: int
    action: str
    detail: str
    created_at: float


class Moderation:
    def __init__(self, service: GameService) -> None:
        self.service = service
        self.store = service.store

    async def _live(self, game_id: int) -> GameRecord:
        record = await self.service.game(game_id)
        if record.status not in ("running", "paused"):
            raise UserError("error-not-running")
        return record

    def _audit_row(self, record: GameRecord, moderator_id: int, action: str, detail: str) -> Statement:
        return (
            "INSERT INTO mod_actions (guild_id, game_id, moderator_id, action, detail, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [record.guild_id, record.id, moderator_id, action, detail, self.service.clock()],
        )

    async def _audit(self, record: GameRecord, moderator_id: int, action: str, detail: str = "") -> None:
        await self.store.transaction([self._audit_row(record, moderator_id, action, detail)])

    async def _change(
        self,
        record: GameRecord,
        update: Statement,
        announcement: Text,
        *,
        moderator_id: int,
        action: str,
        detail: str = "",
    ) -> GameRecord:
        """Change the game, announce it to the table (outbox) and audit it — one transaction.
        A moderator id of 0 (the bot itself) is not audited."""
        statements = [update, *self.service.event_rows(record.id, record.version, [Event(text=announcement)])]
        if moderator_id:
            statements.append(self._audit_row(record, moderator_id, action, detail))
        await self.store.transaction(statements)
        return await self.service.game(record.id)

    async def end(self, game_id: int, moderator_id: int, reason: str) -> GameRecord:
        """End the game now with no winner; the reason is shown to the table."""
        async with self.service.lock(game_id):
            record = await self._live(game_id)
            ended = await self._change(
                record,
                (
                    "UPDATE games SET status = 'finished', finished_at = ?, end_reason = ?, deadline_at = NULL, "
                    "winners = '[]' WHERE id = ?",
                    [self.service.clock(), reason, game_id],
                ),
                text("mod-ended", reason=reason),
                moderator_id=moderator_id,
                action="end",
                detail=reason,
            )
            self.service.forget(game_id)
            return ended

    async def end_lobby(self, game_id: int, moderator_id: int, reason: str) -> GameRecord:
        """``/mod end`` on a lobby nobody started: cancel it, and log it like any end."""
        record = await self.service.cancel(game_id, moderator_id, True)
        await self._audit(record, moderator_id, "end", reason)
        return record

    async def remove(self, game_id: int, moderator_id: int, user_id: int) -> Applied:
        """Remove a player: the engine decides whether the game can go on without them."""
        async with self.service.lock(game_id):
            record = await self._live(game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error-target-not-seated")
            rules = self.service.rules(record)
            state = self.service.state(record)
            new_state, events = rules.remove_seat(state, seat.seat)
            applied = await self.service.commit(
                record,
                state,
                new_state,
                [Event(text=text("mod-removed", seat=seat.seat)), *events],
                seat.seat,
                "remove",
                {},
                [("UPDATE seats SET removed = 1 WHERE game_id = ? AND seat = ?", [game_id, seat.seat])],
            )
            await self._audit(record, moderator_id, "remove", str(user_id))
            return applied

    async def skip(self, game_id: int, moderator_id: int) -> list[Applied]:
        """Apply the timeout ruling to everyone the game is waiting for, now."""
        record = await self._live(game_id)
        if record.status == "paused":
            raise UserError("error-paused")
        applied = await self.service.skip(game_id)
        if not applied:
            raise UserError("error-nothing-to-skip")
        await self._audit(record, moderator_id, "skip")
        return applied

    async def pause(self, game_id: int, moderator_id: int) -> GameRecord:
        async with self.service.lock(game_id):
            record = await self._live(game_id)
            if record.status == "paused":
                raise UserError("error-paused")
            return await self._pause(record, moderator_id, "moderator")

    async def _pause(self, record: GameRecord, moderator_id: int, reason: str) -> GameRecord:
        now = self.service.clock()
        remaining = None if record.deadline_at is None else max(record.deadline_at - now, 0.0)
        return await self._change(
            record,
            (
                "UPDATE games SET status = 'paused', paused_remaining = ?, pause_reason = ?, "
                "deadline_at = NULL WHERE id = ?",
                [remaining, reason, record.id],
            ),
            text(f"paused-{reason}"),
            moderator_id=moderator_id,
            action="pause",
        )

    async def pause_lost_permission(self, game_id: int) -> bool:
        """The bot can no longer post in the game's channel: pause a running game (timers
        must not run out on players who cannot see it). False if it was not running —
        paused already, ended, or its channel deleted — checked under the game's lock."""
        async with self.service.lock(game_id):
            record = await self.service.game(game_id)
            if record.status != "running":
                return False
            await self._pause(record, 0, "no-permission")
            return True

    async def resume(self, game_id: int, moderator_id: int) -> GameRecord:
        async with self.service.lock(game_id):
            record = await self._live(game_id)
            if record.status != "paused":
                raise UserError("error-not-paused")
            now = self.service.clock()
            # The timer was frozen: the player gets back exactly what was left.
            deadline = None if record.paused_remaining is None else now + record.paused_remaining
            return await self._change(
                record,
                (
                    "UPDATE games SET status = 'running', deadline_at = ?, paused_remaining = NULL, "
                    "pause_reason = NULL WHERE id = ?",
                    [deadline, game_id],
                ),
                text("resumed"),
                moderator_id=moderator_id,
                action="resume",
            )

    async def extend(self, game_id: int, moderator_id: int, seconds: int) -> GameRecord:
        async with self.service.lock(game_id):
            record = await self._live(game_id)
            if record.turn_seconds == 0:
                raise UserError("error-no-timer")
            # A paused game keeps its time left in paused_remaining; add to whichever runs.
            column = "paused_remaining" if record.status == "paused" else "deadline_at"
            return await self._change(
                record,
                (f"UPDATE games SET {column} = {column} + ?, reminded = 0 WHERE id = ?", [seconds, game_id]),
                text("mod-extended", n=seconds),
                moderator_id=moderator_id,
                action="extend",
                detail=str(seconds),
            )

    async def transfer_host(self, game_id: int, moderator_id: int, user_id: int) -> GameRecord:
        async with self.service.lock(game_id):
            record = await self.service.game(game_id)
            if not record.live:
                raise UserError("error-not-running")
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error-target-not-seated")
            return await self._change(
                record,
                ("UPDATE games SET host_id = ? WHERE id = ?", [user_id, game_id]),
                text("mod-host", seat=seat.seat),
                moderator_id=moderator_id,
                action="host",
                detail=str(user_id),
            )

    async def audit_repair(self, game_id: int, moderator_id: int) -> GameRecord:
        record = await self.service.game(game_id)
        await self._audit(record, moderator_id, "repair")
        return record

    async def audit_log(self, guild_id: int, limit: int = 20) -> list[AuditEntry]:
        rows = await self.store.db.fetchall(
            "SELECT game_id, moderator_id, action, detail, created_at FROM mod_actions WHERE guild_id = ? "
            "ORDER BY id DESC LIMIT ?",
            (guild_id, limit),
        )
        return [AuditEntry(*row) for row in rows]
