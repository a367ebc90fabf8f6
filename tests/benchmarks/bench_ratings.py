"""Rating the games finished before ratings existed: a database of 1,000 finished games
(three servers, 40 people, 2 to 8 seats, some computers) written as the bot left it before
migration 0012, then opened by this version (the schema migration) and rated by the
start-up step. Prints the times; fails unless the ratings and their history equal those of
rating each game live, as it finished. SQLite always, PostgreSQL too under
``tests/pg_server.sh``. Then, on SQLite, ``--finishes`` four-player Mascarade games played
to their end through the service: the last move's ``act`` (what its player waits for; the
game is rated after it) and the rating that follows it.
Run: ``python -m tests.benchmarks.bench_ratings [--games N] [--finishes N]``."""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.boot.registry import load_games
from bot.service.games import GameService
from bot.store.db import Database, open_database
from bot.store.games import GameStore
from bot.store.ratings import RatingStore
from tests.bounds import bounded
from tests.postgres import fresh_postgres, postgres_server
from tests.store.finished import (
    Finished,
    changes_of,
    insert_finished,
    open_before_ratings,
    random_finished,
    ratings_of,
)
from tests.store.playing import a_random_move, running_game


async def _upgraded(location: Path | str, scratch: Path, games: list[Finished]) -> tuple[Database, float]:
    """The games written before ratings existed, then the database opened by this version:
    it and the schema migration's seconds."""
    old = await open_before_ratings(location, scratch)
    for game in games:
        await insert_finished(old, game)
    await old.close()
    began = time.perf_counter()
    db = await open_database(location)
    return db, time.perf_counter() - began


async def _live(db: Database, games: list[Finished]) -> float:
    """Each game rated as it finishes; the seconds spent rating."""
    rater, spent = RatingStore(db), 0.0
    for game in sorted(games, key=lambda g: g.finished_at):
        await insert_finished(db, game)
        began = time.perf_counter()
        await rater.rate_pending()
        spent += time.perf_counter() - began
    return spent


async def _run(store: str, location: Path | str, live_location: Path | str, scratch: Path, count: int) -> None:
    games = random_finished(count, random.Random(2026))
    db, migrating = await _upgraded(location, scratch, games)
    try:
        began = time.perf_counter()
        rated = await RatingStore(db).rate_pending()
        backfill = time.perf_counter() - began
        backfilled, backfilled_changes = await ratings_of(db), await changes_of(db)
    finally:
        await db.close()
    live_db = await open_database(live_location)
    try:
        live = await _live(live_db, games)
        same = await ratings_of(live_db) == backfilled and await changes_of(live_db) == backfilled_changes
    finally:
        await live_db.close()
    print(
        f"{store:10} {count} finished games: schema migration {migrating * 1000:.0f} ms, back-fill "
        f"{backfill:.2f} s ({rated} games rated, {backfill / count * 1000:.2f} ms a game, "
        f"{len(backfilled)} ratings, {len(backfilled_changes)} changes); live {live / count * 1000:.2f} ms a game; "
        f"equal to live: {'yes' if same else 'NO'}"
    )
    if not same:
        raise SystemExit("the back-filled ratings differ from rating the games live")


async def _last_moves(location: Path, count: int) -> None:
    """``count`` games played at random to their end; the last move's ``act`` and the rating
    after it, in milliseconds."""
    db = await open_database(location)
    service = GameService(GameStore(db), load_games())
    answered: list[float] = []
    rated: list[float] = []
    try:
        for number in range(count):
            rng = random.Random(number)
            game_id = await running_game(service, 4)
            record = await service.game(game_id)
            for _ in bounded(service.rules(record), f"game {number}"):
                if not record.live:
                    break
                move = a_random_move(service, record, rng)
                began = time.perf_counter()
                await service.act(game_id, *move)
                acted = time.perf_counter()
                record = await service.game(game_id)
            answered.append((acted - began) * 1000)
            await service.ratings_settled()
            rated.append((time.perf_counter() - acted) * 1000)
    finally:
        await service.ratings_settled()
        await db.close()
    print(
        f"sqlite     {count} games played to their end: the last move's act p50 {statistics.median(answered):.2f} ms,"
        f" max {max(answered):.2f} ms; rated after it in p50 {statistics.median(rated):.2f} ms"
    )


async def main(count: int, finishes: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        scratch = Path(folder)
        await _run("sqlite", scratch / "old.sqlite3", scratch / "live.sqlite3", scratch / "sqlite-before", count)
        if finishes:
            await _last_moves(scratch / "played.sqlite3", finishes)
        if postgres_server() is None:
            print("postgresql skipped: run under tests/pg_server.sh")
            return
        async with fresh_postgres() as upgraded, fresh_postgres() as live:
            await _run("postgresql", upgraded, live, scratch / "postgresql-before", count)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--finishes", type=int, default=40)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.games, arguments.finishes))
