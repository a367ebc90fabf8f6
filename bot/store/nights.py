"""Game nights (migration 0014): a channel's hub and the night it belongs to, what the hub
lists (the channel's tables and its threads' tables), the night's finished games (its
scoreboard is counted from them, never stored), and nights planned as scheduled events.

With ``shards``, the queries that look for work across every server (open nights, planned
nights due) see only this process's servers.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.shards import Shards
from bot.store.db import ConstraintError, Database, Row, shard_filter
from bot.store.records import LIVE, GameStatus

__all__ = [
    "FinishedGame",
    "NightOpenError",
    "NightRecord",
    "NightStore",
    "PlannedNight",
    "TableRow",
    "TableSeat",
]

_LIVE_SQL = "(" + ", ".join(f"'{s}'" for s in LIVE) + ")"
_NIGHT_COLUMNS = "id, guild_id, channel_id, opened_by, opened_at, ends_at, closed_at, hub_message_id"
_PLAN_COLUMNS = "event_id, guild_id, channel_id, starts_at, weekly, games, title"


class NightOpenError(Exception):
    """The channel already has a night open (the unique index said so)."""


@dataclass(frozen=True, slots=True)
class NightRecord:
    id: int
    guild_id: int
    channel_id: int
    opened_by: int
    opened_at: float
    ends_at: float
    closed_at: float | None
    hub_message_id: int | None


@dataclass(frozen=True, slots=True)
class TableSeat:
    user_id: int
    name: str
    computer: bool


@dataclass(frozen=True, slots=True)
class TableRow:
    """A live table a hub lists: in the hub's channel, or in a thread of it."""

    game_id: int
    game: str
    status: GameStatus
    channel_id: int  # the game's channel: the hub's own, or a thread
    host_id: int
    options: str
    seats: tuple[TableSeat, ...]  # in seat order, removed seats left out


@dataclass(frozen=True, slots=True)
class FinishedGame:
    game_id: int
    game: str
    finished_at: float
    winners: tuple[int, ...]
    players: tuple[TableSeat, ...]


@dataclass(frozen=True, slots=True)
class PlannedNight:
    event_id: int
    guild_id: int
    channel_id: int
    starts_at: float  # the next start
    weekly: bool
    games: tuple[str, ...]
    title: str


class NightStore:
    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        self.db = db
        self._mine = shard_filter(shards)

    # -- nights --------------------------------------------------------------------------

    async def open(self, guild_id: int, channel_id: int, opened_by: int, now: float, ends_at: float) -> NightRecord:
        try:
            async with self.db.transaction() as tx:
                night_id = await tx.insert(
                    "INSERT INTO game_nights (guild_id, channel_id, opened_by, opened_at, ends_at) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (guild_id, channel_id, opened_by, now, ends_at),
                )
        except ConstraintError:
            raise NightOpenError from None
        return NightRecord(night_id, guild_id, channel_id, opened_by, now, ends_at, None, None)

    async def open_in(self, channel_id: int) -> NightRecord | None:
        row = await self.db.fetchone(
            f"SELECT {_NIGHT_COLUMNS} FROM game_nights WHERE channel_id = ? AND closed_at IS NULL", (channel_id,)
        )
        return None if row is None else _night(row)

    async def get(self, night_id: int) -> NightRecord | None:
        row = await self.db.fetchone(f"SELECT {_NIGHT_COLUMNS} FROM game_nights WHERE id = ?", (night_id,))
        return None if row is None else _night(row)

    async def open_nights(self) -> list[NightRecord]:
        """This process's nights still open."""
        rows = await self.db.fetchall(
            f"SELECT {_NIGHT_COLUMNS} FROM game_nights WHERE closed_at IS NULL AND {self._mine} ORDER BY id"
        )
        return [_night(r) for r in rows]

    async def set_hub_message(self, night_id: int, message_id: int | None) -> None:
        await self.db.execute("UPDATE game_nights SET hub_message_id = ? WHERE id = ?", (message_id, night_id))

    async def close(self, night_id: int, now: float) -> bool:
        """Close the night; False if it was closed already."""
        changed = await self.db.execute(
            "UPDATE game_nights SET closed_at = ? WHERE id = ? AND closed_at IS NULL", (now, night_id)
        )
        return changed == 1

    # -- what a hub lists ------------------------------------------------------------------

    async def tables(self, channel_id: int) -> list[TableRow]:
        """The live tables in ``channel_id`` and in its threads, oldest first."""
        rows = await self.db.fetchall(
            "SELECT g.id, g.game, g.status, g.channel_id, g.host_id, g.options FROM games g "
            f"WHERE g.status IN {_LIVE_SQL} AND (g.channel_id = ? OR g.id IN "
            "(SELECT t.game_id FROM thread_tables t WHERE t.parent_id = ? AND t.closed = 0)) ORDER BY g.id",
            (channel_id, channel_id),
        )
        seats = await self._seats([int(r[0]) for r in rows])
        return [
            TableRow(int(r[0]), r[1], GameStatus(r[2]), int(r[3]), int(r[4]), r[5], seats.get(int(r[0]), ()))
            for r in rows
        ]

    async def finished(self, channel_id: int, since: float, until: float) -> list[FinishedGame]:
        """The games finished in ``channel_id`` or its threads between ``since`` and
        ``until``, in the order they finished."""
        rows = await self.db.fetchall(
            "SELECT g.id, g.game, g.finished_at, g.winners FROM games g "
            "WHERE g.status = ? AND g.finished_at >= ? AND g.finished_at <= ? AND (g.channel_id = ? OR g.id IN "
            "(SELECT t.game_id FROM thread_tables t WHERE t.parent_id = ?)) ORDER BY g.finished_at, g.id",
            (GameStatus.FINISHED, since, until, channel_id, channel_id),
        )
        seats = await self._seats([int(r[0]) for r in rows], with_removed=True)
        return [
            FinishedGame(int(r[0]), r[1], float(r[2]), tuple(json.loads(r[3] or "[]")), seats.get(int(r[0]), ()))
            for r in rows
        ]

    async def _seats(self, game_ids: list[int], *, with_removed: bool = False) -> dict[int, tuple[TableSeat, ...]]:
        if not game_ids:
            return {}
        removed = "" if with_removed else " AND removed = 0"
        rows = await self.db.fetchall(
            f"SELECT game_id, user_id, name, computer FROM seats WHERE game_id IN ({', '.join('?' * len(game_ids))})"
            f"{removed} ORDER BY game_id, seat",
            game_ids,
        )
        found: dict[int, list[TableSeat]] = {}
        for r in rows:
            found.setdefault(int(r[0]), []).append(TableSeat(int(r[1]), r[2], r[3] is not None))
        return {game_id: tuple(seats) for game_id, seats in found.items()}

    # -- planned nights ------------------------------------------------------------------

    async def plan(self, planned: PlannedNight) -> None:
        await self.db.execute(
            "INSERT INTO planned_nights (event_id, guild_id, channel_id, starts_at, weekly, games, title) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                planned.event_id,
                planned.guild_id,
                planned.channel_id,
                planned.starts_at,
                int(planned.weekly),
                json.dumps(list(planned.games)),
                planned.title,
            ),
        )

    async def plans_due(self, now: float) -> list[PlannedNight]:
        """This process's planned nights whose next start has come."""
        rows = await self.db.fetchall(
            f"SELECT {_PLAN_COLUMNS} FROM planned_nights WHERE starts_at <= ? AND {self._mine} ORDER BY starts_at",
            (now,),
        )
        return [_planned(r) for r in rows]

    async def planned(self, event_id: int) -> PlannedNight | None:
        row = await self.db.fetchone(
            f"SELECT {_PLAN_COLUMNS} FROM planned_nights WHERE event_id = ?",
            (event_id,),
        )
        return None if row is None else _planned(row)

    async def move_plan(self, event_id: int, starts_at: float) -> None:
        """The plan's next start (a weekly night's, or a start moved in Discord); the
        votes were for the start that passed."""
        async with self.db.transaction() as tx:
            await tx.execute("UPDATE planned_nights SET starts_at = ? WHERE event_id = ?", (starts_at, event_id))
            await tx.execute("DELETE FROM night_votes WHERE event_id = ?", (event_id,))

    async def drop_plan(self, event_id: int) -> None:
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM night_votes WHERE event_id = ?", (event_id,))
            await tx.execute("DELETE FROM planned_nights WHERE event_id = ?", (event_id,))

    async def vote(self, event_id: int, user_id: int, games: Sequence[str]) -> None:
        """``user_id``'s games for the planned night (replacing what they picked before)."""
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM night_votes WHERE event_id = ? AND user_id = ?", (event_id, user_id))
            for game in games:
                await tx.execute(
                    "INSERT INTO night_votes (event_id, user_id, game) VALUES (?, ?, ?)", (event_id, user_id, game)
                )

    async def votes(self, event_id: int) -> dict[str, int]:
        """How many people picked each game for the planned night."""
        rows = await self.db.fetchall(
            "SELECT game, COUNT(*) FROM night_votes WHERE event_id = ? GROUP BY game", (event_id,)
        )
        return {r[0]: int(r[1]) for r in rows}


def _planned(row: Row) -> PlannedNight:
    return PlannedNight(
        int(row[0]), int(row[1]), int(row[2]), float(row[3]), bool(row[4]), tuple(json.loads(row[5])), row[6]
    )


def _night(row: Row) -> NightRecord:
    return NightRecord(int(row[0]), int(row[1]), int(row[2]), int(row[3]), float(row[4]), float(row[5]), row[6], row[7])
