"""Rating finished games: each once, in finish order, per server and bot-wide.

One path rates every game, whether it just finished or finished before ratings existed:
:meth:`RatingStore.rate_pending` takes the earliest finished game not rated yet, rates it
and marks it rated in one transaction, and goes on until none is left. A game whose table
offered hints (``games.hints``: the host allowed them, or a practice or tutorial table) is
marked rated and moves nobody, as a game without a winner: a player following a sharp
computer's advice says nothing about their own skill. The service calls it
after each game that ends with a winner and the bot at start-up, so a game whose rating a
kill interrupted is rated at the next start — before any later game, so the ratings are
those of rating every game live. The marker makes a second rating of a game impossible,
and each player's ``played`` is checked on update, so two processes sharing a PostgreSQL
database that rate at once cannot overwrite each other's result: the later one starts over.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from dataclasses import dataclass

from bot.core.skill import NEW, REFERENCE, Entrant, Skill, counts, rate
from bot.store.db import ConstraintError, Database, Transaction

__all__ = ["BOT_WIDE", "RatingStore"]

#: The ``guild_id`` of a bot-wide rating: no Discord server has id 0.
BOT_WIDE = 0


class _OvertakenError(Exception):
    """Another process updated a rating this transaction read: roll back and start over."""


@dataclass(frozen=True, slots=True)
class _Seat:
    user_id: int
    computer: str | None
    won: bool

    @property
    def person(self) -> bool:
        # A forgotten player's old seat has a small negative id: they play as a newcomer
        # whose result is not kept, like a computer's.
        return self.computer is None and self.user_id > 0


class RatingStore:
    def __init__(self, db: Database) -> None:
        self.db = db
        # One rater per process; several processes are kept apart by the checks above.
        self._rating = asyncio.Lock()

    async def rate_pending(self) -> int:
        """Rate every finished game not rated yet, earliest finish first, each in its own
        transaction; the number of games marked rated."""
        done = 0
        async with self._rating:
            while True:
                row = await self.db.fetchone(
                    # Literals, so that SQLite sees the partial index games_unrated applies.
                    "SELECT id, guild_id, game, winners, hints FROM games WHERE status = 'finished' AND rated = 0 "
                    "ORDER BY finished_at, id LIMIT 1"
                )
                if row is None:
                    return done
                try:
                    async with self.db.transaction() as tx:
                        if await tx.execute("UPDATE games SET rated = 1 WHERE id = ? AND rated = 0", (row[0],)):
                            if not row[4]:  # a table with hints is marked, and rates nobody
                                await self._rate(tx, row[0], row[1], row[2], json.loads(row[3] or "[]"))
                            done += 1
                except (_OvertakenError, ConstraintError):
                    continue

    async def _rate(self, tx: Transaction, game_id: int, guild_id: int, game: str, winners: list[int]) -> None:
        rows = await tx.fetchall(
            "SELECT user_id, computer FROM seats WHERE game_id = ? AND removed = 0 ORDER BY seat", (game_id,)
        )
        seats = [_Seat(r[0], r[1], r[0] in winners) for r in rows]
        for scope in (guild_id, BOT_WIDE):
            await self._rate_in(tx, game_id, scope, game, seats)

    async def _rate_in(self, tx: Transaction, game_id: int, scope: int, game: str, seats: Sequence[_Seat]) -> None:
        people = [s.user_id for s in seats if s.person]
        known: dict[int, tuple[Skill, int]] = {}
        if people:
            rows = await tx.fetchall(
                f"SELECT user_id, mu, sigma, played FROM ratings WHERE guild_id = ? AND game = ? "
                f"AND user_id IN ({', '.join('?' * len(people))})",
                (scope, game, *people),
            )
            known = {r[0]: (Skill(r[1], r[2]), r[3]) for r in rows}
        entrants = [
            Entrant(
                skill=known.get(s.user_id, (NEW, 0))[0] if s.person else REFERENCE.get(s.computer or "", NEW),
                won=s.won,
                kept=s.person,
            )
            for s in seats
        ]
        if not counts(entrants):
            return
        for seat, before, after in zip(seats, entrants, rate(entrants), strict=True):
            if seat.person:
                await _store(tx, game_id, scope, game, seat.user_id, before.skill, after, known.get(seat.user_id))


async def _store(
    tx: Transaction,
    game_id: int,
    scope: int,
    game: str,
    user_id: int,
    before: Skill,
    after: Skill,
    known: tuple[Skill, int] | None,
) -> None:
    if known is None:
        # A first rating: a row inserted meanwhile by another process breaks the key.
        await tx.execute(
            "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, played) VALUES (?, ?, ?, ?, ?, 1)",
            (scope, game, user_id, after.mu, after.sigma),
        )
    elif not await tx.execute(
        "UPDATE ratings SET mu = ?, sigma = ?, played = played + 1 "
        "WHERE guild_id = ? AND game = ? AND user_id = ? AND played = ?",
        (after.mu, after.sigma, scope, game, user_id, known[1]),
    ):
        raise _OvertakenError
    await tx.execute(
        "INSERT INTO rating_changes (game_id, guild_id, user_id, mu_before, sigma_before, mu, sigma) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        (game_id, scope, user_id, before.mu, before.sigma, after.mu, after.sigma),
    )
