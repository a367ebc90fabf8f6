"""A year of game nights in minutes: complete games with kill -9 restarts, a database held
by another program and a full disk in between (not a test; prints figures).

    python -m tests.benchmarks.bench_soak [--games 2000] [--tables 8] [--phases 10]

The bot runs in its own process (the production start-up, as bench_memory runs it) against
the fake Discord on SQLite; players at ``--tables`` channels play complete Mascarade games
through their panels. The games are split into ``--phases``; each phase ends with the bot
killed with SIGKILL and started again, and during every other phase a fault strikes in
turn: another program holds the database's write lock for longer than the bot waits (every
write is "storage busy"), or the disk is full (the bot process may not write its files:
``RLIMIT_FSIZE``, set from outside).
After each phase it prints the bot's resident memory, open file descriptors, asyncio
tasks and the outbox backlog; at the end every finished game is replayed from its actions
and compared with its stored state. Flat figures and zero mismatches are the goal.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import resource
import sqlite3
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

from bot.boot.registry import load_games
from bot.store.db import open_database
from bot.store.games import GameStore
from tests.benchmarks.bench_memory import SETTLE_SECONDS, BotProcess, _round
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import Night, bot_env, make_night

FAULTS = ("none", "database held", "none", "disk full")
FAULT_SECONDS = 8.0  # how long the database is held or the disk full (longer than the bot's 5 s wait)


def _open_fds(pid: int) -> int:
    return len(os.listdir(f"/proc/{pid}/fd"))


def _unsent(db_path: Path) -> int:
    with contextlib.closing(sqlite3.connect(db_path)) as db:
        return int(db.execute("SELECT COUNT(*) FROM posts WHERE message_id IS NULL AND dropped = 0").fetchone()[0])


@contextlib.asynccontextmanager
async def _bot(fake: FakeDiscord, db_path: Path) -> AsyncIterator[BotProcess]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.benchmarks.bench_memory",
        "--serve",
        env=bot_env(fake, db_path),
        stderr=asyncio.subprocess.PIPE,
    )
    bot = BotProcess(process)
    known = len(fake.sessions)
    try:
        await fake.wait_for_bot(timeout=60, skip=known)
        yield bot
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
        await bot.reader


async def _hold_database(db_path: Path, seconds: float) -> None:
    """Another program takes the write lock (a backup tool, a hand-run query) and keeps it."""

    def hold() -> None:
        with contextlib.closing(sqlite3.connect(db_path, timeout=30)) as db:
            db.execute("BEGIN IMMEDIATE")
            time.sleep(seconds)
            db.rollback()

    await asyncio.to_thread(hold)


async def _fill_disk(pid: int, seconds: float) -> None:
    """The bot may write no file for a while (a write past the limit fails with EFBIG; Python
    ignores the SIGXFSZ that comes with it), as on a full disk."""
    _, hard = resource.prlimit(pid, resource.RLIMIT_FSIZE)
    resource.prlimit(pid, resource.RLIMIT_FSIZE, (1, hard))  # the soft limit: it can be lifted again
    try:
        await asyncio.sleep(seconds)
    finally:
        resource.prlimit(pid, resource.RLIMIT_FSIZE, (hard, hard))


async def _during(fault: asyncio.Task[None], tables: list[Night], games: int, seed: int) -> tuple[int, int]:
    """Play while ``fault`` strikes: games may be cut short by it (abandoned, counted)."""
    played = await _round(tables, games, seed)
    await fault
    return played


async def _replayed(db_path: Path) -> tuple[int, int]:
    """(games replayed, mismatches): every finished game rebuilt from its seed and actions."""
    from bot.service.games import GameService

    db = await open_database(db_path)
    try:
        service = GameService(GameStore(db), load_games())
        rows = await db.fetchall("SELECT id, state FROM games WHERE status = 'finished'")
        mismatches = 0
        for game_id, stored in rows:
            state = await service.replay(int(game_id))
            if json.loads(state.model_dump_json()) != json.loads(str(stored)):
                mismatches += 1
        return len(rows), mismatches
    finally:
        await db.close()


async def soak(games: int, tables: int, phases: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            base = await make_night(fake, Path(tmp))
            channels = [base] + [
                Night(fake, base.guild, await fake.add_channel(base.guild, f"games-{i}"), base.users, base.mod,
                      base.db_path)
                for i in range(1, tables)
            ]  # fmt: skip
            per_phase = max(1, games // phases)
            finished = abandoned = 0
            started = time.perf_counter()
            print("phase  fault          games  abandoned  resident MiB  fds  tasks  unsent posts")
            for phase in range(phases):
                fault = FAULTS[phase % len(FAULTS)]
                async with _bot(fake, base.db_path) as bot:
                    if fault == "database held":
                        strike = asyncio.create_task(_hold_database(base.db_path, FAULT_SECONDS))
                    elif fault == "disk full":
                        strike = asyncio.create_task(_fill_disk(bot.process.pid, FAULT_SECONDS))
                    else:
                        strike = asyncio.create_task(asyncio.sleep(0))
                    done, lost = await _during(strike, channels, per_phase, seed=phase + 1)
                    finished, abandoned = finished + done, abandoned + lost
                    await fake.settle()
                    await asyncio.sleep(SETTLE_SECONDS)
                    rss, tasks = await bot.measure()
                    fds = _open_fds(bot.process.pid)
                    print(
                        f"{phase:>5}  {fault:<13} {done:>6}  {lost:>9}  {rss / 1024:>12.1f}  {fds:>3}  {tasks:>5}  "
                        f"{_unsent(base.db_path):>12}"
                    )
                    bot.process.kill()  # kill -9: the next phase starts it again
                    await bot.process.wait()
            elapsed = time.perf_counter() - started
            replayed, mismatches = await _replayed(base.db_path)
            print(f"{finished} games finished, {abandoned} abandoned, in {elapsed:.0f} s")
            print(f"replayed {replayed} finished games from their actions: {mismatches} differ from their stored state")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=2000, help="complete games in all")
    parser.add_argument("--tables", type=int, default=8, help="channels playing at once")
    parser.add_argument("--phases", type=int, default=10, help="phases, a fault between each two")
    args = parser.parse_args()
    asyncio.run(soak(args.games, args.tables, args.phases))


if __name__ == "__main__":
    main()
