"""Small facts the bot keeps about itself (the digest of the last synced command tree)."""

from __future__ import annotations

from bot.store.db import Database

__all__ = ["MetaStore"]


class MetaStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def synced_commands(self, key: str) -> str | None:
        """The digest of the command tree last synced under ``key``, if any."""
        row = await self.db.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row[0])

    async def record_synced_commands(self, key: str, digest: str) -> None:
        await self.db.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
            (key, digest),
        )
