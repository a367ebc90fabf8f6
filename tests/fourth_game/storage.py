"""The guessing game's private storage: each player's own note, one per seat (its table
comes with the game's own migrations, ``migrations/``). No discord."""

from __future__ import annotations

from bot.store.db import Database

__all__ = ["NoteStore"]


class NoteStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def note(self, game_id: int, seat: int) -> str:
        """The seat's note ("" before it writes one)."""
        row = await self.db.fetchone("SELECT note FROM guess_notes WHERE game_id = ? AND seat = ?", (game_id, seat))
        return str(row[0]) if row else ""

    async def keep(self, game_id: int, seat: int, note: str) -> None:
        """Replace the seat's note with ``note``."""
        await self.db.execute(
            "INSERT INTO guess_notes (game_id, seat, note) VALUES (?, ?, ?) "
            "ON CONFLICT (game_id, seat) DO UPDATE SET note = excluded.note",
            (game_id, seat, note),
        )
