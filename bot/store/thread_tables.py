"""Tables in threads: which games live in a thread the bot opened for them, the parent
channel their line is in, and whether the table is put away (migration 0014).

A thread table's game is an ordinary game whose channel is the thread; this repository only
knows what a channel table has no need of. With ``shards``, the query that looks for work
across every table (:meth:`ThreadTableStore.open_tables`) sees only this process's servers.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.core.shards import Shards
from bot.store.db import Database, shard_filter
from bot.store.records import GameStatus

__all__ = ["OpenThreadTable", "ThreadTable", "ThreadTableStore"]


@dataclass(frozen=True, slots=True)
class ThreadTable:
    game_id: int
    parent_id: int  # the channel the thread is in
    line_message_id: int | None  # the table's line in the parent (the thread's starter message)
    closed: bool  # over, its line says so and its thread is archived


@dataclass(frozen=True, slots=True)
class OpenThreadTable:
    """A thread table not yet put away, with what keeping its thread active needs."""

    game_id: int
    guild_id: int
    thread_id: int
    parent_id: int
    line_message_id: int | None
    status: GameStatus
    last_post_message_id: int | None  # the newest message the table posted in its thread


class ThreadTableStore:
    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        self.db = db
        self._mine = shard_filter(shards).replace("guild_id", "g.guild_id")

    async def add(self, game_id: int, parent_id: int, line_message_id: int | None) -> None:
        await self.db.execute(
            "INSERT INTO thread_tables (game_id, parent_id, line_message_id) VALUES (?, ?, ?)",
            (game_id, parent_id, line_message_id),
        )

    async def get(self, game_id: int) -> ThreadTable | None:
        row = await self.db.fetchone(
            "SELECT game_id, parent_id, line_message_id, closed FROM thread_tables WHERE game_id = ?", (game_id,)
        )
        return None if row is None else ThreadTable(int(row[0]), int(row[1]), row[2], bool(row[3]))

    async def close(self, game_id: int) -> None:
        await self.db.execute("UPDATE thread_tables SET closed = 1 WHERE game_id = ?", (game_id,))

    async def thread_ids(self, guild_id: int | None = None) -> set[int]:
        """The threads of every table not put away (of one server's, with ``guild_id``)."""
        where = "" if guild_id is None else " AND g.guild_id = ?"
        rows = await self.db.fetchall(
            f"SELECT g.channel_id FROM thread_tables t JOIN games g ON g.id = t.game_id WHERE t.closed = 0{where}",
            () if guild_id is None else (guild_id,),
        )
        return {int(r[0]) for r in rows}

    async def in_parent(self, parent_id: int) -> list[int]:
        """The games of every table not put away in ``parent_id``'s threads."""
        rows = await self.db.fetchall(
            "SELECT game_id FROM thread_tables WHERE parent_id = ? AND closed = 0", (parent_id,)
        )
        return [int(r[0]) for r in rows]

    async def open_tables(self) -> list[OpenThreadTable]:
        """This process's tables not yet put away, with the newest message each posted."""
        rows = await self.db.fetchall(
            "SELECT t.game_id, g.guild_id, g.channel_id, t.parent_id, t.line_message_id, g.status, "
            "(SELECT MAX(p.message_id) FROM posts p WHERE p.game_id = t.game_id) "
            f"FROM thread_tables t JOIN games g ON g.id = t.game_id WHERE t.closed = 0 AND {self._mine} "
            "ORDER BY t.game_id"
        )
        return [
            OpenThreadTable(
                int(r[0]), int(r[1]), int(r[2]), int(r[3]), r[4], GameStatus(r[5]), None if r[6] is None else int(r[6])
            )
            for r in rows
        ]
