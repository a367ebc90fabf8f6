"""Lobbies: a new table opened by its host, people joining and leaving, the host's options
and turn timer, a cancel, and a lobby nobody started expiring. No discord here."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any

from pydantic import ValidationError

from bot.core.errors import UserError
from bot.core.time_control import MIN_ANSWER_SECONDS, TimeControl
from bot.engine.core import BaseOptions
from bot.service.reads import GameReads
from bot.store.records import ChannelBusyError, EndReason, GameRecord, GameStatus, NewAudit, NewLobby

__all__ = ["Lobbies", "check_time_control", "require_host_or_mod", "require_lobby"]

# The longest clock a lobby may set: a week a decision, or a bank of four weeks.
MAX_TURN_SECONDS = 7 * 24 * 3600
MAX_BANK_SECONDS = 28 * 24 * 3600


def check_time_control(control: TimeControl) -> None:
    """Refuse a clock no table could play: negative or overlong times, a bank whose cap is
    below its start, an answer timer shorter than :data:`MIN_ANSWER_SECONDS` or longer than
    the decision it answers."""
    if not 0 <= control.turn_seconds <= MAX_TURN_SECONDS:
        raise UserError("error-bad-clock")
    bank = control.bank
    if bank is not None and not (0 < bank.initial <= bank.cap <= MAX_BANK_SECONDS and 0 <= bank.increment <= bank.cap):
        raise UserError("error-bad-clock")
    answers = control.answer_seconds
    longest = bank.cap if bank is not None else control.turn_seconds
    if answers is not None and not MIN_ANSWER_SECONDS <= answers <= max(longest, MIN_ANSWER_SECONDS):
        raise UserError("error-bad-clock")


def require_lobby(record: GameRecord) -> None:
    if record.status != GameStatus.LOBBY:
        raise UserError("error-already-started")


def require_host_or_mod(record: GameRecord, user_id: int, is_mod: bool) -> None:
    if user_id != record.host_id and not is_mod:
        raise UserError("error-host-only")


class Lobbies(GameReads):
    """Tables before they start."""

    def _start(self) -> None:
        super()._start()
        # Where new games' seeds come from: the system's entropy; a test may put a seeded
        # generator here to deal reproducible games.
        self.deals: random.Random = random.SystemRandom()

    async def new_lobby(self, lobby: NewLobby) -> GameRecord:
        """A lobby hosted by ``lobby.host_id``, with the game's default options unless it
        names its own (a rematch keeps the finished game's). With ``lobby.hints`` every
        player's panel offers 💡 (a practice or tutorial table opens with them; the host of any
        lobby may allow them), and the game is not rated."""
        rules = self.games.get(lobby.game)
        if rules is None:
            raise UserError("error-unknown-game")
        if lobby.options is None:
            lobby = replace(lobby, options=rules.options_model().model_dump_json())
        if lobby.time_control is not None:
            check_time_control(lobby.time_control)
        try:
            game_id = await self.store.create_lobby(lobby, seed=self.deals.getrandbits(62), now=self.clock())
        except ChannelBusyError:
            raise UserError("error-channel-busy") from None
        return await self.game(game_id)

    def next_seat(self, record: GameRecord) -> int:
        """The seat the next one to join a lobby takes, unless it is full."""
        _, most = self.rules(record).player_range(self.options(record))
        if len(record.seats) >= most:
            raise UserError("error-lobby-full", n=most)
        return max((s.seat for s in record.seats), default=-1) + 1

    async def join(self, game_id: int, user_id: int, name: str) -> GameRecord:
        async with self.lock(game_id):
            record = await self.game(game_id)
            require_lobby(record)
            if record.seat_of(user_id) is not None:
                raise UserError("error-already-joined")
            await self.store.join_seat(game_id, self.next_seat(record), user_id, name)
            return await self.game(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Leave a lobby. The host's seat passes to the next player; the last one out
        cancels the lobby."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            require_lobby(record)
            if record.seat_of(user_id) is None:
                raise UserError("error-not-joined")
            # Computer players neither host nor keep a lobby open on their own.
            rest = [s for s in record.seats if s.user_id != user_id and s.computer is None]
            await self.store.leave_lobby(
                game_id,
                user_id,
                new_host_id=rest[0].user_id if rest and user_id == record.host_id else None,
                cancelled_at=None if rest else self.clock(),
            )
            return await self.game(game_id)

    async def set_option(self, game_id: int, user_id: int, is_mod: bool, field: str, value: Any) -> GameRecord:
        """The host (or a moderator) changes one lobby option; the engine's Options model
        decides what is valid. Lobby selects send strings (``"true"``/``"false"`` for bools)."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            require_lobby(record)
            require_host_or_mod(record, user_id, is_mod)
            current = json.loads(record.options)
            # The options every game has (the first player) are not lobby selects.
            if field not in current or field in BaseOptions.model_fields:
                raise UserError("error-bad-option")
            current[field] = {"true": True, "false": False}.get(value, value) if isinstance(value, str) else value
            try:
                options = self.rules(record).options_model.model_validate(current)
            except ValidationError:
                raise UserError("error-bad-option") from None
            await self.store.set_options(game_id, options.model_dump_json())
            return await self.game(game_id)

    async def set_time_control(self, game_id: int, user_id: int, is_mod: bool, control: TimeControl) -> GameRecord:
        """The host (or a moderator) sets the lobby's clock: the per-decision timer or a time
        bank, and the answer timer (see :mod:`bot.core.time_control`)."""
        check_time_control(control)
        async with self.lock(game_id):
            record = await self.game(game_id)
            require_lobby(record)
            require_host_or_mod(record, user_id, is_mod)
            await self.store.set_time_control(game_id, control)
            return await self.game(game_id)

    async def set_hints(self, game_id: int, user_id: int, is_mod: bool, allowed: bool) -> GameRecord:
        """The host (or a moderator) allows hints at the table, or no longer does: a game
        with hints is not rated, so it is settled before the start, like every option."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            require_lobby(record)
            require_host_or_mod(record, user_id, is_mod)
            await self.store.set_hints(game_id, allowed)
            return await self.game(game_id)

    async def cancel(self, game_id: int, user_id: int, is_mod: bool, audited_reason: str | None = None) -> GameRecord:
        """Cancel a lobby. A moderator's ``/mod end`` gives its reason: the audit line is
        written in the same transaction."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            require_lobby(record)
            require_host_or_mod(record, user_id, is_mod)
            audit = None
            if audited_reason is not None:
                audit = NewAudit(record.guild_id, game_id, user_id, "end", audited_reason)
            await self.store.cancel_lobby(game_id, self.clock(), audit=audit)
            return await self.game(game_id)

    async def expire_lobby(self, game_id: int, minutes: int) -> GameRecord | None:
        """Cancel a lobby nobody started within ``minutes``; None if it started, was
        cancelled or is not that old (checked under the lock, against the stored row)."""
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            now = self.clock()
            if record is None or record.status != GameStatus.LOBBY or record.created_at + minutes * 60 > now:
                return None
            await self.store.cancel_lobby(game_id, now, reason=EndReason.LOBBY_EXPIRED)
            return await self.game(game_id)
