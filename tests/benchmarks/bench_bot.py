"""Bot-side numbers through the real bot and the fake Discord (not a test; prints figures).

    python -m tests.benchmarks.bench_bot [--games 100] [--actions 2000] [--think 2] [--memory-games 1000]

- handling time per interaction with N games in N channels played at once: the bot's own
  measure (handler entry to the answer sent, SQLite commit included, logged at DEBUG), and
  the round trip the fake sees (two loopback hops more). The bot runs in its own process
  (the production start-up path, tests/e2e/launcher.py) so the players' side does not share
  its event loop; players pace their moves like people (``--think`` seconds; 0 drives the
  bot flat out, which measures queueing rather than handling);
- resident memory per active game: RSS growth while 1,000 games are started, divided by 1,000
  (a game lives in SQLite between clicks).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

from bot.games import load_games
from bot.service import GameService
from bot.store.db import open_database
from bot.store.games import GameStore
from tests.e2e.fakediscord import FakeDiscord, pointed_at
from tests.e2e.harness import Night, bot_env, make_night


def _percentiles(values: list[float]) -> str:
    p99 = values[min(len(values) - 1, int(len(values) * 0.99))]
    return f"p50 {statistics.median(values):.1f} ms, p99 {p99:.1f} ms (n={len(values)})"


def _rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


async def _table(fake: FakeDiscord, base: Night, index: int) -> Night:
    channel = await fake.add_channel(base.guild, f"games-{index}")
    return Night(fake, base.guild, channel, base.users, base.mod, base.db_path)


async def _play(night: Night, actions: int, rng: random.Random, think: float) -> None:
    """Players who take about ``think`` seconds per move, as people at a table do. Tables
    start out of step, as real ones do (a synchronised first move would measure a burst)."""
    await asyncio.sleep(rng.uniform(0, think))
    done = 0
    while done < actions:
        for user in night.users[:6]:
            if await night.random_turn(user, rng):
                done += 1
                await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
            if night.summary() is not None:
                return


async def measure(games: int, actions: int, memory_games: int, think: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            with pointed_at(fake):
                base = await make_night(fake, Path(tmp))
                process = await _bot_process(fake, base)
                handled: dict[str, list[float]] = {}
                reader = asyncio.create_task(_handling_times(process, handled))
                try:
                    await fake.wait_for_bot(timeout=30)
                    tables = [await _table(fake, base, i) for i in range(games)]
                    for table in tables:
                        await table.open_game("mascarade", 6)
                    first = len(fake.interactions)
                    started = time.perf_counter()
                    per_game = max(actions // games, 1)
                    await asyncio.gather(*(_play(t, per_game, random.Random(i), think) for i, t in enumerate(tables)))
                    elapsed = time.perf_counter() - started
                    latencies = sorted(ix.latency * 1000 for ix in fake.interactions[first:] if ix.latency is not None)
                    print(f"interactions: {len(latencies)} over {games} concurrent games in {elapsed:.1f} s")
                    print(f"round trip seen by the fake (two loopback hops): {_percentiles(latencies)}")
                finally:
                    await fake.settle()
                    process.terminate()
                    await process.wait()
                    await reader
                # The bot's own measure, from handler entry to the answer (commit included);
                # the lobby and start-up interactions are part of it.
                every = sorted(t for times in handled.values() for t in times)
                print(f"bot-side handling time per interaction: {_percentiles(every)}")
                for label, times in sorted(handled.items()):
                    print(f"  {label:<16} {_percentiles(sorted(times))}")
        await _memory(Path(tmp), memory_games)


async def _memory(tmp: Path, games: int) -> None:
    """RSS growth per started game: the service keeps no game in memory between clicks."""
    db = await open_database(tmp / "memory.sqlite3")
    service = GameService(GameStore(db), load_games())
    before = _rss_kib()
    for i in range(games):
        record = await service.new_lobby(
            guild_id=1, channel_id=1_000 + i, user_id=1, user_name="ann", game="mascarade", locale="en",
            turn_seconds=0,
        )  # fmt: skip
        for user in range(2, 7):
            await service.join(record.id, user, f"p{user}")
        await service.start(record.id, 1, False)
    after = _rss_kib()
    await db.close()
    print(f"resident memory per active game: {(after - before) / games:.2f} KiB ({games} games started)")


async def _bot_process(fake: FakeDiscord, night: Night) -> asyncio.subprocess.Process:
    # The bot logs its own handling time per interaction at DEBUG; we read it from stderr.
    env = {**bot_env(fake, night.db_path), "LOG_LEVEL": "DEBUG"}
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.e2e.launcher", env=env, stderr=asyncio.subprocess.PIPE
    )


async def _handling_times(process: asyncio.subprocess.Process, into: dict[str, list[float]]) -> None:
    assert process.stderr is not None
    async for raw in process.stderr:
        line = raw.decode(errors="replace")
        if " handled in " in line:
            label = line.split("interaction ", 1)[1].split(" handled in", 1)[0]
            into.setdefault(label, []).append(float(line.rsplit("handled in", 1)[1].split()[0]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--actions", type=int, default=2000)
    parser.add_argument("--memory-games", type=int, default=1000)
    parser.add_argument("--think", type=float, default=2.0, help="seconds a player takes per move (0: flat out)")
    args = parser.parse_args()
    asyncio.run(measure(args.games, args.actions, args.memory_games, args.think))


if __name__ == "__main__":
    main()
