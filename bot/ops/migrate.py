"""``python -m bot.ops.migrate --from sqlite:///PATH --to postgresql://…``: move the bot's data.

Copies every table of the schema (games, seats, actions, events, posts, settings, stats,
notepads, the moderation log, …), read from the source's schema rather than a list kept
here, in one transaction; then checks that every table holds as many rows as the source's
and that every running or paused game's stored actions, replayed from its seed, rebuild
its stored state. It refuses to write into a database that already holds data. Stop the
bot first: rows written to the source during the copy would not be copied.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from dataclasses import dataclass
from pathlib import Path

from bot.boot.registry import game_migrations, load_games
from bot.core.database_url import is_postgres_url
from bot.service.games import GameService
from bot.store.copying import CopyError, copy_database
from bot.store.db import Database, DatabaseUnusableError, open_database
from bot.store.games import GameStore
from bot.store.records import GameStatus

__all__ = ["MigrationError", "Report", "main", "migrate"]

_SQLITE_PREFIX = "sqlite:///"
_KEPT = "the copy was kept for inspection: empty the target before trying again"


class MigrationError(Exception):
    """The move cannot be made or did not check out; the message is one line."""


@dataclass(frozen=True, slots=True)
class Report:
    counts: dict[str, int]  # rows copied per table
    replayed: int  # running and paused games whose replay matched


def location(address: str, *, flag: str, must_exist: bool) -> Path | str:
    """A database address as ``open_database`` takes it: a PostgreSQL URL, or the path of
    an ``sqlite:///PATH`` address."""
    if is_postgres_url(address):
        return address
    if address.startswith(_SQLITE_PREFIX):
        path = Path(address.removeprefix(_SQLITE_PREFIX))
        if must_exist and not path.is_file():
            raise MigrationError(f"{flag}: {path} is not a database file; give the path of the bot's DATABASE_PATH.")
        return path
    raise MigrationError(f"{flag} must look like sqlite:///path/to/file.sqlite3 or postgresql://user@host/database.")


async def migrate(source_address: Path | str, target_address: Path | str) -> Report:
    games = game_migrations()
    source = await open_database(source_address, games=games)
    try:
        target = await open_database(target_address, games=games)
        try:
            return await _copy_and_check(source, target)
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy_and_check(source: Database, target: Database) -> Report:
    try:
        counts = await copy_database(source, target)
    except CopyError as exc:
        raise MigrationError(f"{exc}; {_KEPT}." if exc.written else f"{exc}.") from None
    try:
        return Report(counts, await _replay_live_games(target))
    except MigrationError as exc:
        raise MigrationError(f"{exc}; {_KEPT}.") from None


async def _replay_live_games(db: Database) -> int:
    """Replay every running and paused game from the copy; each must rebuild its state."""
    store = GameStore(db)
    service = GameService(store, load_games())
    replayed = 0
    for record in await store.live_games():
        if record.status not in (GameStatus.RUNNING, GameStatus.PAUSED):
            continue  # a lobby has no actions yet
        if record.game not in service.games:
            raise MigrationError(f"game {record.id} is a {record.game!r} game, which this bot does not know")
        if await service.replay(record.id) != service.state(record):
            raise MigrationError(f"game {record.id}: replaying its actions in the target does not rebuild its state")
        replayed += 1
    return replayed


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.ops.migrate",
        description="Copy the bot's data into an empty database (stop the bot first).",
    )
    parser.add_argument("--from", dest="source", required=True, metavar="sqlite:///PATH")
    parser.add_argument("--to", dest="target", required=True, metavar="postgresql://…")
    args = parser.parse_args(argv)
    try:
        source = location(args.source, flag="--from", must_exist=True)
        target = location(args.target, flag="--to", must_exist=False)
        report = asyncio.run(migrate(source, target))
    except MigrationError as exc:
        print(f"masquerade-night: migrate: {exc}", file=sys.stderr)
        return 1
    except DatabaseUnusableError as exc:
        print(f"masquerade-night: database error: {exc}", file=sys.stderr)
        return 3
    for table, n in report.counts.items():
        print(f"{table}: {n} rows copied")
    print(f"row counts match; {report.replayed} running or paused games replay to their stored state")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
