"""A player's private notepad (Suspicion, S-7): their marks and their assistant switch.
No discord."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from bot.store.db import Database

__all__ = ["Mark", "NotepadStore"]

Mark = Literal["out", "suspect"]


class NotepadStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def marks(self, game_id: int, seat: int) -> dict[int, dict[str, Mark]]:
        """target seat → guest → mark, for one player's notepad."""
        rows = await self.db.fetchall(
            "SELECT target, guest, mark FROM notepad_marks WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        found: dict[int, dict[str, Mark]] = {}
        for target, guest, mark in rows:
            found.setdefault(target, {})[guest] = mark
        return found

    async def set_marks(self, game_id: int, seat: int, target: int, mark: Mark, guests: Iterable[str]) -> None:
        """Make ``guests`` exactly the ones carrying ``mark`` for ``target`` (a guest has one
        mark at most: marking it one way clears the other). The caller has checked that
        ``target`` is another seat of the game and ``guests`` are guests."""
        chosen = sorted(set(guests))
        async with self.db.transaction() as tx:
            await tx.execute(
                "DELETE FROM notepad_marks WHERE game_id = ? AND seat = ? AND target = ? AND mark = ?",
                (game_id, seat, target, mark),
            )
            await tx.executemany(
                "INSERT INTO notepad_marks (game_id, seat, target, guest, mark) VALUES (?, ?, ?, ?, ?) "
                "ON CONFLICT (game_id, seat, target, guest) DO UPDATE SET mark = excluded.mark",
                [(game_id, seat, target, guest, mark) for guest in chosen],
            )

    async def assistant_on(self, game_id: int, seat: int) -> bool:
        """S-7.2: whether this player turned their assistant on (off by default)."""
        row = await self.db.fetchone(
            "SELECT assistant FROM notepad_settings WHERE game_id = ? AND seat = ?", (game_id, seat)
        )
        return bool(row and row[0])

    async def set_assistant(self, game_id: int, seat: int, on: bool) -> None:
        await self.db.execute(
            "INSERT INTO notepad_settings (game_id, seat, assistant) VALUES (?, ?, ?) "
            "ON CONFLICT (game_id, seat) DO UPDATE SET assistant = excluded.assistant",
            (game_id, seat, int(on)),
        )
