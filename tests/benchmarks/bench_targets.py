"""The play path's figures against its targets, through the real bot and the fake Discord
(not a test; prints numbers, asserts none).

    python -m tests.benchmarks.bench_targets [--tables 10] [--actions 300] [--think 1]
        [--open-games 100] [--panels 400] [--resume-games 10000] [--skip play,open,resume]

Four parts, each with the bot in its own process (``timed_launcher``: time to answer taken
inside it, from the INTERACTION_CREATE frame decoded to the answer's request issued):

- play: ``--tables`` games at once (Mascarade, Grimm, Suspicion in turn, four players each,
  ``bench_bot``'s players pacing their moves at ``--think`` seconds). Time to answer per game
  for component interactions (buttons, selects, forms) and slash commands, p50/p99; the bot
  process's CPU time (user + system, /proc/<pid>/stat) over the play divided by the
  interactions answered in it — deliveries, board edits, pictures and open-panel edits
  included, since they are what a click costs; the CPU of the processes the bot started
  (a picture painter) is printed apart, and with the bot's.
- open games: ``--open-games`` more games started, each in its own channel; the growth of
  the bot's resident memory (VmRSS) divided by them, measured once their boards settled.
- panel: ``--panels`` ``/game panel`` commands spread over those open games (ten players at
  once, each pausing a little between commands); then the same commands, in the same
  channels, answered by a no-op discord.py bot (``noop_bot``) started in the bot's place —
  its figures printed beside ours, with the ratio.
- resume: ``--resume-games`` open games (three played through the bot, copied in the
  database, each with its own channel and board message in the fake); the bot is started,
  killed with SIGKILL while it resumes them, and started again: seconds from that start to
  READY (the fake's session identified) and to the answer of a first click ("My panel" on
  one game's board, sent as soon as READY came); then the round trip of ``--later-clicks``
  more, one each half second, while the start-up work goes on.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Iterable
from pathlib import Path

from tests.benchmarks.bench_bot import PLAYERS, new_table, read_timings, rss_kib
from tests.e2e.fakediscord import FakeDiscord, Interaction, pointed_at
from tests.e2e.harness import Night, bot_env, kill, make_night

COMPONENT_TYPES = (3, 5)  # message component, modal submit
SLASH = 2


def _cpu_seconds(pid: int, *, thread: int | None = None) -> float:
    """User + system CPU time the process (or one of its threads) has used so far (0 once it
    is gone)."""
    where = f"/proc/{pid}/task/{thread}/stat" if thread is not None else f"/proc/{pid}/stat"
    try:
        with open(where, encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except FileNotFoundError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _load() -> str:
    """The machine's load: latencies mean little on a machine busy with other work (CPU time
    per interaction is the steadier figure)."""
    one, five, _ = os.getloadavg()
    return f"load average {one:.1f} (5 min {five:.1f}) on {os.cpu_count()} cores"


def _children(pid: int) -> set[int]:
    """The processes ``pid`` started (a picture painter's), and theirs."""
    found: set[int] = set()
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except FileNotFoundError:
        return found
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children", encoding="ascii") as listed:
                kids = {int(k) for k in listed.read().split()}
        except FileNotFoundError:
            continue
        for kid in kids:
            found |= {kid, *_children(kid)}
    return found


def _p(values: Iterable[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    if q == 0.5:
        return statistics.median(ordered)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))]


def _line(values: list[float]) -> str:
    if not values:
        return "none"
    return f"p50 {_p(values, 0.5):6.1f} ms, p99 {_p(values, 0.99):6.1f} ms, max {max(values):6.1f} ms (n={len(values)})"


class Bot:
    """A bot process (ours, or the no-op one) and the timings it prints."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.timings: dict[int, float] = {}
        self.reader = asyncio.create_task(read_timings(process, self.timings))

    @classmethod
    async def start(cls, fake: FakeDiscord, night: Night, *, noop: bool = False) -> Bot:
        env = {**bot_env(fake, night.db_path), "LOG_LEVEL": "WARNING"}
        args = ["-m", "tests.benchmarks.timed_launcher", *(["--noop"] if noop else [])]
        process = await asyncio.create_subprocess_exec(sys.executable, *args, env=env, stderr=asyncio.subprocess.PIPE)
        return cls(process)

    def profile(self) -> None:
        """Start or stop the bot's profiler (``MN_BENCH_PROFILE``, see ``timed_launcher``)."""
        if os.environ.get("MN_BENCH_PROFILE"):
            self.process.send_signal(signal.SIGUSR2)

    @property
    def pid(self) -> int:
        return self.process.pid

    async def stop(self) -> None:
        if self.process.returncode is None:
            self.process.terminate()
        await self.process.wait()
        await self.reader

    async def kill(self) -> None:
        await kill(self.process)
        await self.reader


async def _play(fake: FakeDiscord, base: Night, bot: Bot, tables: int, actions: int, think: float) -> None:
    per_table: list[dict[int, str]] = [{} for _ in range(tables)]
    played = [await new_table(fake, base, i, per_table[i]) for i in range(tables)]
    await fake.settle(timeout=30)
    await asyncio.sleep(2)  # the opening boards' edits
    bot.profile()
    helpers = _children(bot.pid)
    cpu_before = _cpu_seconds(bot.pid)
    # The main thread runs the event loop; the others are the database connections' and the
    # thread that draws pictures while the worker is not ready.
    loop_before = _cpu_seconds(bot.pid, thread=bot.pid)
    requests_before = len(fake.requests)
    helpers_before = {pid: _cpu_seconds(pid) for pid in helpers}
    first = len(fake.interactions)
    started = time.perf_counter()
    per_game = max(actions // tables, 1)
    await asyncio.gather(*(t.play(per_game, random.Random(i), think) for i, t in enumerate(played)))
    elapsed = time.perf_counter() - started
    await fake.settle(timeout=30)
    await asyncio.sleep(2)  # the last board edits (one a second at most) are part of the cost
    cpu = _cpu_seconds(bot.pid) - cpu_before
    loop_cpu = _cpu_seconds(bot.pid, thread=bot.pid) - loop_before
    helpers |= _children(bot.pid)
    helper_cpu = sum(_cpu_seconds(pid) - helpers_before.get(pid, 0.0) for pid in helpers)
    bot.profile()
    routes: dict[str, int] = defaultdict(int)
    for request in fake.requests[requests_before:]:
        routes[f"{request.method} {re.sub(r'/[0-9]+|/ix-[^/]+', '/…', request.path)}"] += 1
    interactions = fake.interactions[first:]
    game_of = {ix: table.game for table, kinds in zip(played, per_table, strict=True) for ix in kinds}
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    for ix in interactions:
        if ix.id not in bot.timings or ix.id not in game_of:
            continue
        kind = "slash" if ix.type == SLASH else "component" if ix.type in COMPONENT_TYPES else None
        if kind is not None:
            times[(game_of[ix.id], kind)].append(bot.timings[ix.id])
    answered = sum(1 for ix in interactions if ix.callback is not None)
    moves = sum(len(kinds) for kinds in per_table)
    print(f"== play: {tables} tables at once, {PLAYERS} players, think {think:g} s, {elapsed:.1f} s of play; {_load()}")
    print("time to answer inside the bot, per game and kind:")
    worst = 0.0
    for (game, kind), values in sorted(times.items()):
        worst = max(worst, _p(values, 0.99))
        print(f"  {game:<10} {kind:<9} {_line(values)}")
    every = [v for values in times.values() for v in values]
    print(f"  {'all':<20} {_line(every)}")
    print(
        f"bot CPU: {cpu:.2f} s over {answered} interactions answered ({moves} driven):"
        f" {cpu / max(answered, 1) * 1000:.2f} ms per interaction; {cpu / elapsed * 100:.0f}% of a core"
    )
    others = cpu - loop_cpu
    print(
        f"  of which the event loop's thread {loop_cpu / max(answered, 1) * 1000:.2f} ms, its other threads"
        f" (database connections, pictures in a thread) {others / max(answered, 1) * 1000:.2f} ms"
    )
    print(
        f"its helper processes' CPU (the picture painter): {helper_cpu:.2f} s,"
        f" {helper_cpu / max(answered, 1) * 1000:.2f} ms per interaction;"
        f" both: {(cpu + helper_cpu) / max(answered, 1) * 1000:.2f} ms per interaction"
    )
    sent = sum(routes.values())
    print(f"the bot's requests to Discord: {sent}, {sent / max(answered, 1):.2f} per interaction answered:")
    for route, count in sorted(routes.items(), key=lambda item: -item[1]):
        print(f"  {count:6d}  {route}")
    print(f"target: CPU ≤ 3 ms per interaction; component and slash p99 ≤ 25 ms for every game (worst {worst:.1f} ms)")


async def _open_games(fake: FakeDiscord, base: Night, bot: Bot, count: int, first: int) -> list[Night]:
    await fake.settle(timeout=30)
    await asyncio.sleep(2)
    before = rss_kib(bot.pid)
    nights: list[Night] = []
    for i in range(count):
        table = await new_table(fake, base, first + i, {})
        nights.append(table.night)
    await fake.settle(timeout=60)
    await asyncio.sleep(3)  # every new board's coalesced edit
    after = rss_kib(bot.pid)
    per_game = (after - before) / max(count, 1)
    print(f"== open games: {count} more started, each in its own channel; {_load()}")
    print(
        f"bot memory (VmRSS): {before / 1024:.1f} MiB before, {after / 1024:.1f} MiB after:"
        f" {per_game:.1f} KiB per open game (target ≤ 30 KiB)"
    )
    return nights


async def _panels(fake: FakeDiscord, nights: list[Night], bot: Bot, count: int, seed: int) -> tuple[list[float], float]:
    """``count`` /game panel commands over ``nights``, ten players at once; the bot's times,
    and its CPU seconds per command (whatever it did meanwhile included)."""
    rng = random.Random(seed)
    cpu_before = _cpu_seconds(bot.pid)
    plan = [(rng.choice(nights), rng.randrange(PLAYERS)) for _ in range(count)]
    ids: list[int] = []

    async def player(part: list[tuple[Night, int]]) -> None:
        for night, seat in part:
            await asyncio.sleep(rng.uniform(0.02, 0.1))
            ix = await fake.slash(night.users[seat], night.channel, "game panel")
            await ix.answered()
            ids.append(ix.id)

    await asyncio.gather(*(player(plan[i::10]) for i in range(10)))
    cpu = _cpu_seconds(bot.pid) - cpu_before
    await asyncio.sleep(0.5)
    return [bot.timings[i] for i in ids if i in bot.timings], cpu / max(count, 1)


def _ratio(ours: float, floor: float) -> str:
    return f"{ours / floor:.2f}×" if floor > 0 else "n/a"


async def measure_play_and_panels(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            with pointed_at(fake):
                base = await make_night(fake, Path(tmp))
                bot = await Bot.start(fake, base)
                try:
                    await fake.wait_for_bot(timeout=60)
                    await fake.settle()
                    if "play" not in args.skip:
                        await _play(fake, base, bot, args.tables, args.actions, args.think)
                    if "open" in args.skip:
                        return
                    nights = await _open_games(fake, base, bot, args.open_games, args.tables)
                    bot.profile()
                    ours, ours_cpu = await _panels(fake, nights, bot, args.panels, seed=1)
                    bot.profile()
                finally:
                    await fake.settle(timeout=30)
                    await bot.stop()
                sessions = len(fake.sessions)
                noop = await Bot.start(fake, base, noop=True)
                try:
                    await fake.wait_for_bot(timeout=60, skip=sessions)
                    await fake.wait_for(lambda: [c for c in fake.commands() if c["name"] == "game"], timeout=30)
                    floor, floor_cpu = await _panels(fake, nights, noop, args.panels, seed=1)
                finally:
                    await noop.stop()
                print(
                    f"== /game panel with {len(nights)} open games, {args.panels} commands, ten players at once;"
                    f" {_load()}"
                )
                print(f"  ours     {_line(ours)}")
                print(f"  no-op    {_line(floor)}")
                p50 = _ratio(_p(ours, 0.5), _p(floor, 0.5))
                print(f"  ratio    p50 {p50}, p99 {_ratio(_p(ours, 0.99), _p(floor, 0.99))} (target ≤ 2×)")
                print(
                    f"  bot CPU per command: ours {ours_cpu * 1000:.2f} ms, no-op {floor_cpu * 1000:.2f} ms"
                    f" ({_ratio(ours_cpu, floor_cpu)})"
                )


def _copy_games(db_path: Path, templates: list[int], copies: list[tuple[int, int]]) -> list[int]:
    """Copy each template game (round robin) into the channels of ``copies`` ((channel id,
    board message id)): the games row and its seats, with no turn message and nothing owed.
    Returns the new games' ids."""
    db = sqlite3.connect(db_path)
    try:
        columns = [row[1] for row in db.execute("PRAGMA table_info(games)") if row[1] != "id"]
        seat_columns = [row[1] for row in db.execute("PRAGMA table_info(seats)") if row[1] != "game_id"]
        changed = {"channel_id": "?", "board_message_id": "?", "lobby_message_id": "NULL", "turn_post": "NULL"}
        select = ", ".join(changed.get(c, c) for c in columns)
        ids = []
        with db:
            for n, (channel_id, message_id) in enumerate(copies):
                template = templates[n % len(templates)]
                cursor = db.execute(
                    f"INSERT INTO games ({', '.join(columns)}) SELECT {select} FROM games WHERE id = ?",
                    (channel_id, message_id, template),
                )
                new_id = cursor.lastrowid
                assert new_id is not None
                db.execute(
                    f"INSERT INTO seats (game_id, {', '.join(seat_columns)}) "
                    f"SELECT ?, {', '.join(seat_columns)} FROM seats WHERE game_id = ?",
                    (new_id, template),
                )
                ids.append(new_id)
        return ids
    finally:
        db.close()


async def measure_resume(args: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            with pointed_at(fake):
                base = await make_night(fake, Path(tmp))
                bot = await Bot.start(fake, base)
                try:
                    await fake.wait_for_bot(timeout=60)
                    templates = [await new_table(fake, base, i, {}) for i in range(3)]
                    await fake.settle(timeout=30)
                    await asyncio.sleep(2)
                finally:
                    await bot.stop()
                copies = []
                for i in range(args.resume_games - len(templates)):
                    channel = fake.world.add_channel(base.guild, f"table-{i}")
                    copies.append(channel)
                boards = []
                game_ids = _copy_games(
                    base.db_path,
                    [t.night.game_id for t in templates],
                    [(c.id, 0) for c in copies],
                )
                # Each copy's board: a message in its channel carrying its "My panel" button.
                db = sqlite3.connect(base.db_path)
                with db:
                    for channel, game_id in zip(copies, game_ids, strict=True):
                        body = {
                            "content": "board",
                            "components": [
                                {
                                    "type": 1,
                                    "components": [
                                        {"type": 2, "style": 1, "label": "My panel", "custom_id": f"mn:p:{game_id}"}
                                    ],
                                }
                            ],
                        }
                        message = fake.world.new_message(channel, body, [])
                        boards.append(message)
                        db.execute("UPDATE games SET board_message_id = ? WHERE id = ?", (message.id, game_id))
                db.close()
                total = len(game_ids) + len(templates)
                print(f"== resume: {total} open games ({len(templates)} played, {len(game_ids)} copies); {_load()}")
                # First start over all of them, then SIGKILL while it is resuming them.
                sessions = len(fake.sessions)
                first = await Bot.start(fake, base)
                await fake.wait_for_bot(timeout=120, skip=sessions)
                await asyncio.sleep(args.kill_after)
                await first.kill()
                sessions = len(fake.sessions)
                started = time.perf_counter()
                again = await Bot.start(fake, base)
                try:
                    await fake.wait_for_bot(timeout=120, skip=sessions)
                    ready = time.perf_counter() - started
                    board = boards[len(boards) // 2]
                    user = base.users[0]
                    clicked = time.perf_counter()
                    ix: Interaction = await fake.click(user, board, board.buttons()[0]["custom_id"])
                    await ix.response(timeout=30)
                    answered = time.perf_counter() - started
                    took = time.perf_counter() - clicked
                    inside = again.timings.get(ix.id)
                    # Clicks while the start-up work (reconciliation, owed announcements,
                    # boards) runs: how long the resumed games keep players waiting.
                    later: list[float] = []
                    for n in range(args.later_clicks):
                        await asyncio.sleep(0.5)
                        board = boards[(n * 7919) % len(boards)]
                        other = await fake.click(user, board, board.buttons()[0]["custom_id"])
                        await other.response(timeout=30)
                        assert other.latency is not None
                        later.append(other.latency * 1000)
                    rss = rss_kib(again.pid)
                finally:
                    await again.kill()
                callback = ix.callback
                print(
                    f"  after SIGKILL: READY {ready:.2f} s after the start, first click answered {answered:.2f} s"
                    f" after it (the click itself {took * 1000:.0f} ms round trip"
                    + (f", {inside:.1f} ms inside the bot" if inside is not None else "")
                    + f"; answer type {callback.type if callback else None}); bot memory {rss / 1024:.1f} MiB"
                )
                print(f"  {len(later)} clicks in the {len(later) * 0.5:.0f} s after it, round trip: {_line(later)}")
                print("  target: READY and a first answered click within 2 s of the start")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tables", type=int, default=10, help="games played at once")
    parser.add_argument("--actions", type=int, default=300, help="moves in all during play")
    parser.add_argument("--think", type=float, default=1.0, help="seconds a player takes per move")
    parser.add_argument("--open-games", type=int, default=100, help="games started for memory and /game panel")
    parser.add_argument("--panels", type=int, default=400, help="/game panel commands, ours and the no-op bot's")
    parser.add_argument("--resume-games", type=int, default=10_000, help="open games resumed after SIGKILL")
    parser.add_argument("--kill-after", type=float, default=1.0, help="seconds after the first READY to SIGKILL")
    parser.add_argument("--later-clicks", type=int, default=10, help="clicks after the first, one each 0.5 s")
    parser.add_argument("--skip", default="", help="parts to leave out: play, open (open games and panel), resume")
    args = parser.parse_args()
    args.skip = {part.strip() for part in args.skip.split(",") if part.strip()}
    if not {"play", "open"} <= args.skip:
        asyncio.run(measure_play_and_panels(args))
    if "resume" not in args.skip:
        asyncio.run(measure_resume(args))


if __name__ == "__main__":
    main()
