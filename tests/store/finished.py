"""Finished games written straight into a database, as a bot would have left them: for the
ratings' tests and benchmark, which need many games and games from before ratings existed."""

from __future__ import annotations

import json
import random
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from bot.store.db import MIGRATIONS_DIR, Database
from bot.store.postgres import PG_MIGRATIONS_DIR, open_postgres
from bot.store.sqlite import open_sqlite

__all__ = [
    "Finished",
    "changes_of",
    "insert_finished",
    "open_before_ratings",
    "random_finished",
    "ratings_of",
]

BEFORE_RATINGS = 11  # the migrations a database had before ratings


@dataclass(frozen=True, slots=True)
class Finished:
    """A finished game: its seats in order as (user id, computer level or None)."""

    id: int
    guild_id: int
    seats: tuple[tuple[int, str | None], ...]
    winners: tuple[int, ...]
    finished_at: float
    game: str = "mascarade"
    removed: frozenset[int] = field(default_factory=frozenset)


async def insert_finished(db: Database, game: Finished) -> None:
    async with db.transaction() as tx:
        await tx.execute(
            "INSERT INTO games (id, guild_id, channel_id, game, status, host_id, options, seed, created_at, "
            "started_at, finished_at, winners) VALUES (?, ?, ?, ?, 'finished', ?, '{}', 1, ?, ?, ?, ?)",
            (
                game.id,
                game.guild_id,
                1000 + game.id,
                game.game,
                game.seats[0][0],
                game.finished_at - 600,
                game.finished_at - 500,
                game.finished_at,
                json.dumps(list(game.winners)),
            ),
        )
        await tx.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, computer, removed) VALUES (?, ?, ?, ?, ?, ?)",
            [
                (game.id, seat, user, f"p{user}", level, int(user in game.removed))
                for seat, (user, level) in enumerate(game.seats)
            ],
        )


def random_finished(count: int, rng: random.Random) -> list[Finished]:
    """``count`` finished games over three servers and 40 people, finished in an order other
    than their ids': 2 to 8 seats, now and then a computer or a removed player, and about one
    game in twenty ended with no winner."""
    times = rng.sample(range(1_000_000, 1_000_000 + 100 * count), count)
    games = []
    for number, finished_at in enumerate(times, start=1):
        size = rng.randint(2, 8)
        people = rng.sample(range(1, 41), size)
        seats = [
            (user, None) if rng.random() > 0.15 else (-1000 - seat, rng.choice(("casual", "sharp")))
            for seat, user in enumerate(people)
        ]
        users = [user for user, _ in seats]
        winners = () if rng.random() < 0.05 else tuple(rng.sample(users, rng.randint(1, max(1, size // 3))))
        removed = frozenset(rng.sample(users, 1)) if rng.random() < 0.05 else frozenset()
        games.append(
            Finished(
                id=number,
                guild_id=rng.choice((111, 222, 333)),
                seats=tuple(seats),
                winners=winners,
                finished_at=float(finished_at),
                game=rng.choice(("mascarade", "grimm", "suspicion")),
                removed=removed,
            )
        )
    return games


async def open_before_ratings(location: Path | str, scratch: Path) -> Database:
    """The database at ``location`` (an SQLite file, or a PostgreSQL URL) as the bot left it
    before ratings existed; ``scratch`` is a new folder for the older migrations."""
    if isinstance(location, str):
        return await open_postgres(location, _older_migrations(PG_MIGRATIONS_DIR, scratch))
    return await open_sqlite(location, _older_migrations(MIGRATIONS_DIR, scratch))


def _older_migrations(source: Path, scratch: Path) -> Path:
    scratch.mkdir()
    for script in sorted(source.glob("*.sql"))[:BEFORE_RATINGS]:
        shutil.copy(script, scratch)
    return scratch


async def ratings_of(db: Database) -> dict[tuple[int, str, int], tuple[float, float, int]]:
    """Every rating: (server or 0, game, user) → (mu, sigma, rated games)."""
    rows = await db.fetchall("SELECT guild_id, game, user_id, mu, sigma, played FROM ratings")
    return {(r[0], r[1], r[2]): (r[3], r[4], r[5]) for r in rows}


async def changes_of(db: Database) -> set[tuple[object, ...]]:
    rows = await db.fetchall(
        "SELECT game_id, guild_id, user_id, mu_before, sigma_before, mu, sigma FROM rating_changes"
    )
    return {tuple(r) for r in rows}
