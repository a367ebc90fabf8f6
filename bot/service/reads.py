"""What every part of the game service stands on: the store, the rules of each game, the
clock, each game's lock, and its state parsed once per version with what is worked out from
it (who must act, what a seat sees, its menu). No discord here."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Callable, Hashable, Mapping
from typing import Any, TypeVar, cast

from pydantic import BaseModel

from bot.core.clock import WALL_CLOCK, Clock
from bot.core.errors import UserError
from bot.engine.core import BaseOptions, BaseState, Decision, Engine, Menu
from bot.service.counters import GameCounters, Uncounted
from bot.service.parsed import ParsedStates
from bot.store.games import GameStore
from bot.store.records import GameRecord, GameStatus

__all__ = ["AnyRules", "GameReads"]

AnyRules = Engine[Any, Any, Any]
T = TypeVar("T")


class GameReads:
    """The games as the service reads them. ``games``: each game's rules, by id."""

    def __init__(
        self,
        store: GameStore,
        games: Mapping[str, AnyRules],
        *,
        clock: Clock = WALL_CLOCK,
        counters: GameCounters | None = None,
    ) -> None:
        self.store = store
        self.games = games
        self.clock = clock
        self.counters: GameCounters = counters or Uncounted()
        # A game's lock lives while someone holds or awaits it, then goes: months of games
        # leave nothing behind, and a lock in use is never replaced by a second one.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._parsed = ParsedStates()
        # Told the id of every game that just changed (a start; an action, in a game with
        # computer seats): the adapter wakes the game's computer players there.
        self.changed: Callable[[int], None] = lambda game_id: None
        self._start()

    def _start(self) -> None:
        """Each part of the service makes its own state here, once the reads are set up (an
        override calls ``super()._start()`` first): the service is built with one signature."""

    def lock(self, game_id: int) -> asyncio.Lock:
        """The game's lock. Every status change (start, end, cancel, pause, resume, a
        deleted channel, an expired lobby) and every action happens under it."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def forget(self, game_id: int) -> None:
        """Drop what is kept in memory for a game that ended."""
        self._parsed.forget(game_id)

    async def game(self, game_id: int) -> GameRecord:
        record = await self.store.get(game_id)
        if record is None:
            raise UserError("error-no-game")
        return record

    async def channel_game(self, channel_id: int) -> GameRecord:
        record = await self.store.live_in_channel(channel_id)
        if record is None:
            raise UserError("error-no-game-here")
        return record

    def rules(self, record: GameRecord) -> AnyRules:
        return self.games[record.game]

    def options(self, record: GameRecord) -> BaseOptions:
        options: BaseOptions = self.rules(record).options_model.model_validate_json(record.options)
        return options

    def state(self, record: GameRecord) -> BaseState:
        """The game's state, parsed once per version: a click reads it several times, and
        engines never mutate a state (``apply`` returns a new one). Only live games are
        kept; an ended game's state is read a few times at most (summary, last board)."""
        if record.state is None:
            raise UserError("error-not-started")
        kept = self._parsed.at(record.id, record.version)
        if kept is not None:
            return kept
        parsed: BaseState = self.rules(record).state_model.model_validate_json(record.state)
        if not record.live:
            self.forget(record.id)
            return parsed
        self._parsed.keep(record.id, parsed)
        return parsed

    def pending(self, record: GameRecord, state: BaseState) -> tuple[Decision, ...]:
        """``rules.pending(state)``, worked out once per version of a live game."""
        kept = self._parsed.of(record.id, state)
        if kept is not None and kept.pending is not None:
            return kept.pending
        found = tuple(self.rules(record).pending(state))
        if kept is not None:
            kept.pending = found
        return found

    def pending_for(self, record: GameRecord, state: BaseState, seat: int) -> Decision | None:
        return next((d for d in self.pending(record, state) if d.seat == seat), None)

    def view(self, record: GameRecord, state: BaseState, seat: int | None) -> BaseModel:
        """``rules.view(state, seat)``, worked out once per version and seat of a live game."""
        kept = self._parsed.of(record.id, state)
        if kept is not None and kept.views is not None and seat in kept.views:
            return kept.views[seat]
        found = self.rules(record).view(state, seat)
        if kept is not None:
            if kept.views is None:
                kept.views = {}
            kept.views[seat] = found
        return found

    def menu(self, record: GameRecord, state: BaseState, seat: int) -> Menu | None:
        if record.status != GameStatus.RUNNING or state.finished:
            return None
        kept = self._parsed.of(record.id, state)
        if kept is not None and kept.menus is not None and seat in kept.menus:
            return kept.menus[seat]
        found: Menu | None = self.rules(record).menu(state, seat)
        if kept is not None:
            if kept.menus is None:
                kept.menus = {}
            kept.menus[seat] = found
        return found

    def derived(self, record: GameRecord, state: BaseState, key: Hashable, make: Callable[[], T]) -> T:
        """What the adapter draws from this version of a game (a seat's panel embed, for a
        locale and the table's names, all in ``key``), made once per version; for a state
        the service does not keep, made every time. What is made must not be changed."""
        drawn = self.drawings(record, state)
        if drawn is None:
            return make()
        if key not in drawn:
            drawn[key] = make()
        return cast(T, drawn[key])

    def drawings(self, record: GameRecord, state: BaseState) -> dict[Hashable, object] | None:
        """What the adapter drew from this version of a live game, by key (see
        :meth:`derived`), for a drawing that awaits reads and so cannot be made by a plain
        function; None for a state the service does not keep. What is kept must not be
        changed, and it goes with its state (at most ``STATE_CACHE_SIZE`` games')."""
        kept = self._parsed.of(record.id, state)
        if kept is None:
            return None
        if kept.drawn is None:
            kept.drawn = {}
        return kept.drawn
