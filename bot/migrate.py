"""``python -m bot.migrate --from sqlite:///PATH --to postgresql://…``: move the bot's data.

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

from bot.games import load_games
from bot.service import GameService
from bot.store.db import ConstraintError, Database, DatabaseUnusableError, is_postgres_url, open_database
from bot.store.games import GameStatus, GameStore

__all__ = ["MigrationError", "Report", "main", "migrate"]

_SQLITE_PREFIX = "sqlite:///"


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
    source = await open_database(source_address)
    try:
        target = await open_database(target_address)
        try:
            return await _copy_and_check(source, target)
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy_and_check(source: Database, target: Database) -> Report:
    tables = await source.tables()
    if sorted(tables) != sorted(await target.tables()):
        raise MigrationError("the two databases have different tables; run the same version of the bot on both.")
    columns = {table: await source.columns(table) for table in tables}
    for table in tables:
        if sorted(columns[table]) != sorted(await target.columns(table)):
            raise MigrationError(f"table {table} has different columns in the two databases; update both first.")
    held = {table: n for table in tables if (n := await _count(target, table))}
    if held:
        listed = ", ".join(f"{table}: {n}" for table, n in held.items())
        raise MigrationError(f"the target already holds data ({listed}); migrate into an empty database.")

    try:
        async with target.transaction() as tx:
            for table in tables:
                names = columns[table]
                insert = f"INSERT INTO {table} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})"
                async for batch in source.rows(table, names):
                    await tx.executemany(insert, [tuple(row) for row in batch])
    except ConstraintError as exc:
        raise MigrationError(f"the target refused a row ({exc}); nothing was copied.") from None
    await target.continue_ids()
    try:
        counts = {table: await _count(source, table) for table in tables}
        for table in tables:
            copied = await _count(target, table)
            if copied != counts[table]:
                raise MigrationError(f"table {table}: {counts[table]} rows in the source but {copied} in the target")
        return Report(counts, await _replay_live_games(target))
    except MigrationError as exc:
        raise MigrationError(
            f"{exc}; the copy was kept for inspection: empty the target before trying again."
        ) from None


async def _count(db: Database, table: str) -> int:
    row = await db.fetchone(f"SELECT COUNT(*) FROM {table}")
    return int(row[0]) if row is not None else 0


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
        prog="python -m bot.migrate",
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
