"""Months of uptime in minutes: the bot's memory and tasks over many complete games
(not a test; prints figures).

    python -m tests.benchmarks.bench_memory [--games 1000] [--tables 8] [--warmup 8]

The bot runs in its own process (the production start-up path, as tests/e2e/launcher.py
runs it) against the fake Discord; players at ``--tables`` channels play complete games of
Mascarade one after another through their panels, as people would. Before and after, the
bot process reports its resident memory (``/proc/<pid>/status``) and its asyncio task
count (on SIGUSR1, see ``--serve``). Target: growth ≤ 5 KB per finished game, and the task
count back to its idle value right after the last game — no 15-minute wait.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import signal
import sys
import tempfile
import time
from pathlib import Path

from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import Night, bot_env, make_night

PLAYERS = 4
PROBE = "bench-memory-probe"
SETTLE_SECONDS = 1.5  # board edits are coalesced at one per second: let the last ones run


def serve() -> int:
    """The bot process: the production ``main`` pointed at the fake, answering SIGUSR1 with
    one stderr line of its live asyncio task count (after a collection)."""
    import discord.gateway
    import discord.http
    import yarl

    from bot.__main__ import main

    discord.http.Route.BASE = os.environ["FAKE_DISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])

    def probe(signum: int, frame: object) -> None:
        gc.collect()
        print(f"{PROBE} tasks={len(asyncio.all_tasks())}", file=sys.stderr, flush=True)

    signal.signal(signal.SIGUSR1, probe)
    return main()


def _rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class BotProcess:
    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.probes: asyncio.Queue[int] = asyncio.Queue()
        self.errors = 0
        self.reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.process.stderr is not None
        async for raw in self.process.stderr:
            line = raw.decode(errors="replace").rstrip()
            if line.startswith(PROBE):
                self.probes.put_nowait(int(line.rsplit("=", 1)[1]))
            elif " ERROR " in line:
                self.errors += 1
                print(f"  bot: {line[:160]}", file=sys.stderr)

    async def measure(self) -> tuple[int, int]:
        """(resident KiB, live asyncio tasks) of the bot process."""
        self.process.send_signal(signal.SIGUSR1)
        tasks = await asyncio.wait_for(self.probes.get(), 30)
        return _rss_kib(self.process.pid), tasks


async def _play(table: Night, games: int, rng: random.Random, done: list[int], abandoned: list[int]) -> None:
    for _ in range(games):
        try:
            await table.open_game("mascarade", PLAYERS)
            await table.play_to_end(PLAYERS, rng)
        except AssertionError as exc:
            # On a loaded machine an answer can miss Discord's 3 s (the fake then refuses
            # it, as Discord would). Leave that game and go on in a fresh channel.
            print(f"  abandoned game {table.game_id}: {str(exc)[:100]}", file=sys.stderr)
            abandoned.append(table.game_id)
            table.channel = await table.fake.add_channel(table.guild, f"games-{table.channel.id}-again")
            continue
        done.append(table.game_id)
        if len(done) % 100 == 0:
            print(f"  {len(done)} games finished", file=sys.stderr)
        await table.fake.settle()
        await asyncio.sleep(SETTLE_SECONDS)  # the finished game's last board edit
        _forget_messages(table)


def _forget_messages(table: Night) -> None:
    """The fake keeps every message and scans them all on every lookup: drop a finished
    game's messages on the players' side, or the driver, not the bot, sets the pace."""
    messages = table.fake.world.messages
    for key in [key for key, message in messages.items() if message.channel is table.channel]:
        del messages[key]


async def _round(tables: list[Night], games: int, seed: int) -> tuple[int, int]:
    """(finished, abandoned) games."""
    done: list[int] = []
    abandoned: list[int] = []
    per_table = [games // len(tables) + (1 if i < games % len(tables) else 0) for i in range(len(tables))]
    await asyncio.gather(
        *(
            _play(t, n, random.Random(seed * 1000 + i), done, abandoned)
            for i, (t, n) in enumerate(zip(tables, per_table, strict=True))
        )
    )
    return len(done), len(abandoned)


async def measure(games: int, tables: int, warmup: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            base = await make_night(fake, Path(tmp))
            process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.benchmarks.bench_memory",
                "--serve",
                env=bot_env(fake, base.db_path),
                stderr=asyncio.subprocess.PIPE,
            )
            bot = BotProcess(process)
            try:
                await fake.wait_for_bot(timeout=60)
                channels = [base] + [
                    Night(fake, base.guild, await fake.add_channel(base.guild, f"games-{i}"), base.users, base.mod,
                          base.db_path)
                    for i in range(1, tables)
                ]  # fmt: skip
                # Warm-up: imports, catalogues, discord.py caches and SQLite's page cache fill
                # during the first games; what is measured is what games leave behind.
                await _round(channels, warmup, seed=0)
                await fake.settle()
                await asyncio.sleep(SETTLE_SECONDS)
                rss_before, tasks_before = await bot.measure()
                print(
                    f"after {warmup} warm-up games: resident {rss_before / 1024:.1f} MiB, {tasks_before} asyncio tasks"
                )
                started = time.perf_counter()
                finished, abandoned = await _round(channels, games, seed=1)
                elapsed = time.perf_counter() - started
                await fake.settle()
                await asyncio.sleep(SETTLE_SECONDS)
                rss_after, tasks_after = await bot.measure()
                print(f"after {finished} more complete games ({elapsed:.0f} s, {len(fake.interactions)} interactions):")
                print(f"  resident {rss_after / 1024:.1f} MiB, {tasks_after} asyncio tasks")
                growth = (rss_after - rss_before) / max(finished, 1)
                print(f"  growth {growth:.2f} KiB per finished game; tasks {tasks_before} → {tasks_after}")
                print(f"  abandoned (an answer later than 3 s on this loaded machine): {abandoned}")
                print(f"  bot ERROR lines: {bot.errors}")
            finally:
                process.terminate()
                await process.wait()
                await bot.reader


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="complete games to measure")
    parser.add_argument("--tables", type=int, default=8, help="channels playing at once")
    parser.add_argument("--warmup", type=int, default=8, help="games played before the first measure")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        sys.exit(serve())
    asyncio.run(measure(args.games, args.tables, args.warmup))


if __name__ == "__main__":
    main()
