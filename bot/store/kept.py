"""Live games' records kept in memory by the games repository, written through by its writes.

A move reads its game about ten times (the click's checks, the action under the game's lock,
the row after the commit, the delivery, the board, the open panels, the panel), each a trip
to the database's thread and a parse. What is kept here answers them instead.

Why it is never stale: every write of a ``games`` or ``seats`` row of a live game goes through
:class:`bot.store.games.GameStore` (its outbox half included), which changes or drops what is
kept here once the write is done; and a game is served by exactly one process
(:mod:`bot.core.shards`: two processes sharing one PostgreSQL database own disjoint games), so no
other process writes a game kept here. The writes of other repositories touch only ended
games (forget-me, ratings), which are never kept. A row changed behind the store's back (a
test's planted position) needs :meth:`GameStore.reread`.
"""

from __future__ import annotations

import dataclasses
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from bot.store.records import GameRecord

__all__ = ["GAMES_KEPT", "KeptGames"]

# Live games whose records are kept: the games being played right now, with room to spare
# (a record is its state's JSON and a few fields, a few KiB).
GAMES_KEPT = 256


class KeptGames:
    """Records of live games, as read or last written, the least recently used dropped first.

    Records handed out are shared: nothing may change one (nothing in the bot assigns to a
    record's fields; a write makes a new record here). A read that overlapped any write of a
    game is not kept: it may hold a row from before that write."""

    def __init__(self, limit: int = GAMES_KEPT) -> None:
        self._limit = limit
        self._records: OrderedDict[int, GameRecord] = OrderedDict()
        self._in_channel: dict[int, int] = {}  # channel id → the id of its kept live game
        self._writes = 0  # writes begun or ended so far

    def get(self, game_id: int) -> GameRecord | None:
        record = self._records.get(game_id)
        if record is not None:
            self._records.move_to_end(game_id)
        return record

    def in_channel(self, channel_id: int) -> GameRecord | None:
        """The channel's live game, if it is kept (a channel has one live game at most)."""
        game_id = self._in_channel.get(channel_id)
        return None if game_id is None else self.get(game_id)

    def reading(self) -> int:
        """Called before a read: the mark :meth:`keep` checks."""
        return self._writes

    def keep(self, record: GameRecord, mark: int) -> None:
        """Keep a live game's record read since :meth:`reading` gave ``mark``, unless a write
        began or ended meanwhile."""
        if mark == self._writes and record.live:
            self._put(record)

    @contextmanager
    def dropping(self, game_id: int | None) -> Iterator[None]:
        """Around a write of a game (None: of any number of games): what was kept of it is
        dropped once the write is done or has failed (it may have committed before failing)."""
        self._writes += 1
        try:
            yield
        finally:
            self.drop(game_id)

    @contextmanager
    def dropping_on_failure(self, game_id: int) -> Iterator[None]:
        """Around a write of a game that :meth:`written` follows once it is done: what was
        kept of the game is dropped if it fails (it may have committed before failing)."""
        self._writes += 1
        try:
            yield
        except BaseException:
            self.drop(game_id)
            raise

    def written(self, game_id: int, **columns: Any) -> None:
        """A write of ``columns`` of a game committed: its kept record (if any) gets them;
        one that is no longer live is dropped."""
        self._writes += 1
        record = self._records.get(game_id)
        if record is None:
            return
        changed = dataclasses.replace(record, **columns)
        if changed.live:
            self._put(changed)
        else:
            self.drop(game_id)

    def drop(self, game_id: int | None) -> None:
        """Forget a game's record (None: every game's)."""
        self._writes += 1
        if game_id is None:
            self._records.clear()
            self._in_channel.clear()
            return
        record = self._records.pop(game_id, None)
        if record is not None and self._in_channel.get(record.channel_id) == game_id:
            del self._in_channel[record.channel_id]

    def _put(self, record: GameRecord) -> None:
        self._records[record.id] = record
        self._records.move_to_end(record.id)
        self._in_channel[record.channel_id] = record.id
        while len(self._records) > self._limit:
            _, evicted = self._records.popitem(last=False)
            if self._in_channel.get(evicted.channel_id) == evicted.id:
                del self._in_channel[evicted.channel_id]
