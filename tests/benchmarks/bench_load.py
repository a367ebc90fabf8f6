"""Load: many games at once through the fake Discord, on each store and process layout
(not a test; prints figures).

    tests/pg_server.sh python -m tests.benchmarks.bench_load [--games 12] [--rate 6] [--actions 240]

For each set-up — SQLite in one process, PostgreSQL in one process, PostgreSQL in two
processes on shards 0 and 1 of 2 — ``--games`` games (Mascarade, Grimm and Suspicion in turn,
four players each, half of them in a server on shard 0 and half on shard 1) are played at once
until ``--actions`` moves in all, at about ``--rate`` moves a second across all tables (each
table paces its moves at ``games / rate`` seconds, give or take half). Players behave as in
``bench_bot``, whose machinery this reuses: panels opened, menus stepped through, old panels
clicked (refusals).

Reported per set-up: time to answer inside the bot per interaction kind (p50/p99, as
``bench_bot`` measures it), the moves and interactions per second achieved, the bot
processes' CPU time per game and per move (PostgreSQL's own CPU is not included), and their
resident memory per game (growth from idle to the end of play, divided by the games).
Without PostgreSQL (``MN_POSTGRES_URL`` unset; ``tests/pg_server.sh`` starts one), the
PostgreSQL rows are skipped with one line saying why.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.benchmarks.bench_bot import MOVE, bot_process, new_table, outcomes, read_timings, report, rss_kib
from tests.e2e.fakediscord import FakeDiscord, pointed_at
from tests.e2e.harness import Night, make_night
from tests.postgres import fresh_postgres, postgres_server

SHARDS = 2
_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass(frozen=True)
class Layout:
    name: str
    postgres: bool
    #: SHARD_IDS of each process; () is one process without sharding
    processes: tuple[str, ...]


LAYOUTS = (
    Layout("SQLite, one process", postgres=False, processes=("",)),
    Layout("PostgreSQL, one process", postgres=True, processes=("",)),
    Layout("PostgreSQL, two processes (shards 0 and 1 of 2)", postgres=True, processes=("0", "1")),
)


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time the process has used so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / _TICKS


@asynccontextmanager
async def _database(layout: Layout) -> AsyncIterator[dict[str, str]]:
    """The settings that point a bot at this layout's database (SQLite: the harness's file)."""
    if not layout.postgres:
        yield {}
        return
    async with fresh_postgres() as url:
        yield {"DATABASE_URL": url}


async def run(layout: Layout, games: int, actions: int, rate: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake, _database(layout) as database:
            with pointed_at(fake):
                fake.shard_count = SHARDS
                servers = [await make_night(fake, Path(tmp), shard=shard) for shard in range(SHARDS)]
                processes = [
                    await bot_process(
                        fake,
                        servers[0],
                        {**database, **({"SHARD_COUNT": str(SHARDS), "SHARD_IDS": ids} if ids else {})},
                    )
                    for ids in layout.processes
                ]
                timings: dict[int, float] = {}
                readers = [asyncio.create_task(read_timings(p, timings)) for p in processes]
                try:
                    for server in servers:
                        await fake.wait_for_bot(timeout=60, guild=server.guild)
                    await fake.settle()
                    idle = [rss_kib(p.pid) for p in processes]
                    kinds: dict[int, str] = {}
                    tables = [await new_table(fake, _server(servers, i), i, kinds) for i in range(games)]
                    await fake.settle(timeout=30)
                    cpu_before = [_cpu_seconds(p.pid) for p in processes]
                    interactions_before = len(fake.interactions)
                    started = time.perf_counter()
                    think = games / rate
                    per_game = max(actions // games, 1)
                    await asyncio.gather(*(t.play(per_game, random.Random(i), think) for i, t in enumerate(tables)))
                    elapsed = time.perf_counter() - started
                    await fake.settle(timeout=30)
                    cpu = sum(_cpu_seconds(p.pid) for p in processes) - sum(cpu_before)
                    played = [rss_kib(p.pid) for p in processes]
                finally:
                    await fake.settle(timeout=30)
                    for process in processes:
                        process.terminate()
                    for process in processes:
                        await process.wait()
                    for reader in readers:
                        await reader
                moves = sum(1 for _, kind in outcomes(fake, kinds) if kind == MOVE)
                interactions = len(fake.interactions) - interactions_before
                finished = sum(1 for t in tables if t.night.summary() is not None)
                print(f"== {layout.name}")
                print(
                    f"{games} games at once ({finished} finished), {moves} moves and {interactions} interactions"
                    f" in {elapsed:.1f} s: {moves / elapsed:.2f} moves/s, {interactions / elapsed:.2f}"
                    f" interactions/s (asked for {rate:g} moves/s)"
                )
                report(fake, kinds, timings)
                print(
                    f"bot CPU: {cpu:.2f} s in all, {cpu / games * 1000:.0f} ms per game,"
                    f" {cpu / max(moves, 1) * 1000:.1f} ms per move, {cpu / elapsed * 100:.0f}% of a core"
                    " (bot processes only)"
                )
                growth = sum(played) - sum(idle)
                print(
                    "bot memory (VmRSS): idle "
                    + " + ".join(f"{kib / 1024:.1f}" for kib in idle)
                    + " MiB, after play "
                    + " + ".join(f"{kib / 1024:.1f}" for kib in played)
                    + f" MiB; {growth / games:.0f} KiB per game"
                )


def _server(servers: list[Night], index: int) -> Night:
    """Tables alternate between the servers, so each shard carries half of them."""
    return servers[index % len(servers)]


async def measure(games: int, actions: int, rate: float) -> None:
    print(f"load: {games} games, {actions} moves, about {rate:g} moves/s; 4 players a game; {os.cpu_count()} cores")
    for layout in LAYOUTS:
        if layout.postgres and postgres_server() is None:
            reason = (
                os.environ.get("MN_POSTGRES_SKIPPED") or "MN_POSTGRES_URL is not set (run under tests/pg_server.sh)"
            )
            print(f"== {layout.name}: skipped, no PostgreSQL: {reason}")
            continue
        await run(layout, games, actions, rate)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12, help="games played at once (the three games in turn)")
    parser.add_argument("--actions", type=int, default=240, help="moves in all, per set-up")
    parser.add_argument("--rate", type=float, default=6.0, help="moves a second across all games")
    args = parser.parse_args()
    asyncio.run(measure(args.games, args.actions, args.rate))


if __name__ == "__main__":
    main()
