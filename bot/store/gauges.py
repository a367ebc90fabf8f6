"""What the metrics read from the database at each scrape: live games by status and the
outbox's backlog, per shard of this process (bot/service/metrics.py)."""

from __future__ import annotations

from bot.core.shards import Shards
from bot.store.db import Database, shard_filter
from bot.store.records import LIVE

__all__ = ["GaugeStore"]

_LIVE_SQL = "(" + ", ".join(f"'{s.value}'" for s in LIVE) + ")"


class GaugeStore:
    """Counts over this process's games, grouped by shard (``0`` without sharding). Only
    live games are counted: they are few and indexed, so a scrape stays cheap however many
    finished games a year leaves behind."""

    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        self.db = db
        self._mine = shard_filter(shards)
        # The ids are validated integers from the settings, written into the SQL as numbers.
        self._shard = "0" if shards is None else f"((guild_id >> 22) % {int(shards.count)})"

    async def live_games(self) -> dict[tuple[int, str], int]:
        """(shard, status) → how many games are in a lobby, running or paused."""
        rows = await self.db.fetchall(
            f"SELECT {self._shard}, status, COUNT(*) FROM games "
            f"WHERE status IN {_LIVE_SQL} AND {self._mine} GROUP BY 1, 2"
        )
        return {(int(r[0]), str(r[1])): int(r[2]) for r in rows}

    async def unsent_posts(self) -> dict[int, int]:
        """shard → posts planned but not yet confirmed by Discord (the outbox's backlog)."""
        rows = await self.db.fetchall(
            f"SELECT {self._shard}, COUNT(*) FROM posts JOIN games ON games.id = posts.game_id "
            f"WHERE posts.message_id IS NULL AND posts.dropped = 0 AND {self._mine} GROUP BY 1"
        )
        return {int(r[0]): int(r[1]) for r in rows}
