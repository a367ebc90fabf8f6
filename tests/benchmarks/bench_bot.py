"""Bot-side numbers through the real bot and the fake Discord (not a test; prints figures).

    python -m tests.benchmarks.bench_bot [--games 100] [--actions 1000] [--memory-games 1000]

- handling time per interaction: from the fake dispatching the gateway event to the bot's
  response request (includes the SQLite commit), p50 / p99, with N games in N channels
  played concurrently;
- resident memory per active game: RSS growth while 1,000 games are running, divided by 1,000.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import tempfile
import time
from pathlib import Path

from bot.app import MasqueradeBot
from tests.e2e.fakediscord import FakeDiscord, pointed_at, running
from tests.e2e.harness import Night, make_night


def _rss_kib() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


async def _table(fake: FakeDiscord, base: Night, index: int) -> Night:
    channel = await fake.add_channel(base.guild, f"games-{index}")
    return Night(fake, base.guild, channel, base.users, base.mod, base.db_path)


async def _play(night: Night, actions: int, rng: random.Random) -> None:
    done = 0
    while done < actions:
        for user in night.users[:6]:
            done += await night.random_turn(user, rng)
            if night.summary() is not None:
                return


async def measure(games: int, actions: int, memory_games: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            with pointed_at(fake):
                base = await make_night(fake, Path(tmp))
                bot = MasqueradeBot(base.settings())
                async with running(bot, fake):
                    tables = [await _table(fake, base, i) for i in range(games)]
                    for table in tables:
                        await table.open_game("mascarade", 6)
                    first = len(fake.interactions)
                    started = time.perf_counter()
                    per_game = max(actions // games, 1)
                    await asyncio.gather(*(_play(t, per_game, random.Random(i)) for i, t in enumerate(tables)))
                    elapsed = time.perf_counter() - started
                    latencies = sorted(
                        ix.latency * 1000 for ix in fake.interactions[first:] if ix.latency is not None
                    )
                    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))]
                    print(f"interactions: {len(latencies)} over {games} concurrent games in {elapsed:.1f} s")
                    print(f"handling time per interaction: p50 {statistics.median(latencies):.1f} ms, p99 {p99:.1f} ms")

                    await bot.table.flush()
                    before = _rss_kib()
                    service = bot.service
                    for i in range(memory_games):
                        record = await service.new_lobby(
                            guild_id=base.guild.id, channel_id=10_000_000 + i, user_id=base.users[0].id,
                            user_name="ann", game="mascarade", locale="en", turn_seconds=0,
                        )  # fmt: skip
                        for user in base.users[1:6]:
                            await service.join(record.id, user.id, user.name)
                        await service.start(record.id, base.users[0].id, False)
                    after = _rss_kib()
                    print(
                        f"resident memory per active game: {(after - before) * 1024 / memory_games / 1024:.1f} KiB "
                        f"({memory_games} games started; state lives in SQLite, loaded per click)"
                    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--memory-games", type=int, default=1000)
    args = parser.parse_args()
    asyncio.run(measure(args.games, args.actions, args.memory_games))


if __name__ == "__main__":
    main()
