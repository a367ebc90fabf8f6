"""Bot-side numbers through the real bot and the fake Discord (not a test; prints figures).

    python -m tests.benchmarks.bench_bot [--games 12] [--actions 300] [--think 1] [--memory-games 30]

- time to answer, measured inside the bot process (``timed_launcher``): from discord.py
  decoding the gateway's INTERACTION_CREATE frame to the HTTP request carrying the answer being
  issued — SQLite, the engine, rendering the reply and discord.py's own dispatch included, the
  network not. Reported apart for moves (the click or form that applies an action), reads
  (panel opens, menu steps, opening a form) and refusals (a click on an old panel when the
  player has nothing to do, or when a newer decision is open). The round trip the fake sees
  (two loopback hops more) is printed beside it.
- N games in N channels at once, Mascarade, Grimm and Suspicion in turn, boards with their
  pictures; players pace their moves like people (``--think`` seconds; 0 drives the bot flat out,
  which measures queueing rather than handling).
- the bot process's resident memory (VmRSS of its /proc/<pid>/status): idle after start-up,
  after the played games, and its growth per game while ``--memory-games`` more are started.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from tests.e2e.fakediscord import FakeDiscord, Interaction, Message, User, pointed_at
from tests.e2e.harness import Night, bot_env, make_night

GAMES = ("mascarade", "grimm", "suspicion")
PLAYERS = 4

MOVE, REFUSED_OUT_OF_TURN, REFUSED_STALE = "move", "refusal: out of turn", "refusal: stale button"
READ_PANEL, READ_MENU, READ_FORM = "read: panel open", "read: menu step", "read: form open"


def percentiles(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"p50 {statistics.median(ordered):6.1f} ms, p99 {p99:6.1f} ms, max {ordered[-1]:6.1f} ms (n={len(ordered)})"


def rss_kib(pid: int, field: str = "VmRSS") -> int:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith(field + ":"):
                return int(line.split()[1])
    raise RuntimeError(f"no {field} for process {pid}")


class Table:
    """One game in its own channel, and what each interaction there was for."""

    def __init__(self, night: Night, game: str, kinds: dict[int, str]) -> None:
        self.night = night
        self.game = game
        self.kinds = kinds
        #: A panel each player opened while they had choices and never used: clicking it
        #: later is the out-of-turn or out-of-date click people make.
        self.spare: dict[int, Message] = {}

    async def _answered(self, ix: Interaction, kind: str) -> int:
        self.kinds[ix.id] = kind
        return (await ix.answered()).type

    async def panel(self, user: User) -> Message:
        ix = await self.night.fake.slash(user, self.night.channel, "game panel")
        await self._answered(ix, READ_PANEL)
        assert ix.original is not None
        return ix.original

    async def turn(self, user: User, rng: random.Random) -> bool:
        """Open the panel; click an old panel first if one is lying around; act if asked."""
        message = await self.panel(user)
        asked = bool(_choices(message) or _selects(message) or _forms(message))
        old = self.spare.pop(user.id, None)
        if old is not None and (_choices(old) or _selects(old)):
            kind = REFUSED_STALE if asked else REFUSED_OUT_OF_TURN
            if await self._click_any(user, old, rng, kind) == 7:
                return True  # the old panel was still current: that was a move
        if not asked:
            return False
        if rng.random() < 0.5:  # leave this one lying around, act through a fresh one
            self.spare[user.id] = message
            message = await self.panel(user)
        return await self._act(user, message, rng)

    async def _click_any(self, user: User, message: Message, rng: random.Random, kind: str) -> int:
        selects = _selects(message)
        fake = self.night.fake
        if selects:
            value = rng.choice(selects[0]["options"])["value"]
            return await self._answered(await fake.select(user, message, selects[0]["custom_id"], [value]), kind)
        return await self._answered(await fake.click(user, message, rng.choice(_choices(message))["custom_id"]), kind)

    async def _act(self, user: User, message: Message, rng: random.Random) -> bool:
        fake = self.night.fake
        forms = _forms(message)
        if forms:
            opened = await fake.click(user, message, forms[0]["custom_id"])
            if await self._answered(opened, READ_FORM) != 9 or opened.modal is None:
                return False
            values = {i["custom_id"]: [rng.choice(i["options"])["value"]] for i in opened.modal.inputs()}
            await self._answered(await fake.submit_modal(user, opened, values), MOVE)
            return True
        for _ in range(8):
            choices, selects = _choices(message), _selects(message)
            if not choices and not selects:
                return False
            if selects:
                value = rng.choice(selects[0]["options"])["value"]
                tag = value.rsplit(":", 1)[-1]
                ix = await fake.select(user, message, selects[0]["custom_id"], [value])
            else:
                custom_id = rng.choice(choices)["custom_id"]
                tag = custom_id.rsplit(":", 1)[-1]
                ix = await fake.click(user, message, custom_id)
            if await self._answered(ix, READ_MENU if tag == "m" else MOVE) != 7:
                return False  # refused after all (a contest closed meanwhile): counted by its reply
            if tag != "m":
                return True
            assert ix.original is not None
            message = ix.original
        return False

    async def play(self, actions: int, rng: random.Random, think: float) -> None:
        """Players who take about ``think`` seconds per move, as people at a table do. Tables
        start out of step, as real ones do (a synchronised first move would measure a burst)."""
        await asyncio.sleep(rng.uniform(0, think))
        done = 0
        while done < actions and self.night.summary() is None:
            for user in self.night.users[:PLAYERS]:
                if await self.turn(user, rng):
                    done += 1
                    await asyncio.sleep(rng.uniform(0.5, 1.5) * think)
                if self.night.summary() is not None:
                    return


def _choices(message: Message) -> list[dict[str, Any]]:
    buttons = [b for b in message.buttons() if b.get("custom_id", "").startswith("mn:a:")]
    if not buttons:
        return []

    def depth(button: dict[str, Any]) -> int:
        return len(button["custom_id"].split(":")[4].split("."))

    deepest = max(depth(b) for b in buttons)
    # The Back button leads to a shorter path than the menu's own choices.
    return [b for b in buttons if not (b["custom_id"].endswith(":m") and depth(b) < deepest)]


def _selects(message: Message) -> list[dict[str, Any]]:
    return [s for s in message.selects() if str(s.get("custom_id", "")).startswith("mn:s:")]


def _forms(message: Message) -> list[dict[str, Any]]:
    return [b for b in message.buttons() if b.get("custom_id", "").startswith("mn:g:")]


async def new_table(fake: FakeDiscord, base: Night, index: int, kinds: dict[int, str]) -> Table:
    channel = await fake.add_channel(base.guild, f"games-{index}")
    night = Night(fake, base.guild, channel, base.users, base.mod, base.db_path)
    game = GAMES[index % len(GAMES)]
    await night.open_game(game, PLAYERS)
    return Table(night, game, kinds)


async def measure(games: int, actions: int, memory_games: int, think: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with FakeDiscord() as fake:
            with pointed_at(fake):
                base = await make_night(fake, Path(tmp))
                process = await bot_process(fake, base)
                timings: dict[int, float] = {}
                reader = asyncio.create_task(read_timings(process, timings))
                try:
                    await fake.wait_for_bot(timeout=60)
                    await fake.settle()
                    idle = rss_kib(process.pid)
                    kinds: dict[int, str] = {}
                    tables = [await new_table(fake, base, i, kinds) for i in range(games)]
                    started = time.perf_counter()
                    per_game = max(actions // games, 1)
                    await asyncio.gather(*(t.play(per_game, random.Random(i), think) for i, t in enumerate(tables)))
                    elapsed = time.perf_counter() - started
                    await fake.settle(timeout=30)
                    played = rss_kib(process.pid)
                    for i in range(memory_games):
                        await new_table(fake, base, games + i, {})
                    await fake.settle(timeout=30)
                    after_more = rss_kib(process.pid)
                    peak = rss_kib(process.pid, "VmHWM")
                finally:
                    await fake.settle(timeout=30)
                    await asyncio.sleep(2)  # board edits are coalesced to one a second: let the last go out
                    process.terminate()
                    await process.wait()
                    await reader
                finished = sum(1 for t in tables if t.night.summary() is not None)
                played_by_game: dict[str, int] = defaultdict(int)
                for table in tables:
                    played_by_game[table.game] += 1
                print(
                    f"{games} concurrent games ({', '.join(f'{n} {g}' for g, n in sorted(played_by_game.items()))};"
                    f" {PLAYERS} players; {finished} finished), think {think} s, {elapsed:.1f} s of play"
                )
                report(fake, kinds, timings)
                print(
                    f"bot process memory (VmRSS): idle {idle / 1024:.1f} MiB, after play {played / 1024:.1f} MiB,"
                    f" peak {peak / 1024:.1f} MiB; {(after_more - played) / max(memory_games, 1):.1f} KiB per"
                    f" game while {memory_games} more were started"
                )


def outcomes(fake: FakeDiscord, kinds: dict[int, str]) -> list[tuple[Interaction, str]]:
    """Each interaction the players made with its kind, as the bot's answer decided it: a
    click on an old panel that was still current moved; a move refused for another reason
    (a window closed meanwhile) is a refusal."""
    found = []
    for ix in fake.interactions:
        kind = kinds.get(ix.id)
        if kind is None:
            continue
        answer = ix.callback.type if ix.callback is not None else None
        if answer == 7 and kind in (REFUSED_OUT_OF_TURN, REFUSED_STALE):
            kind = MOVE
        elif answer == 4 and kind in (MOVE, READ_MENU, READ_FORM):
            kind = "refusal: other"
        found.append((ix, kind))
    return found


def report(fake: FakeDiscord, kinds: dict[int, str], timings: dict[int, float]) -> None:
    inside: dict[str, list[float]] = defaultdict(list)
    round_trip: dict[str, list[float]] = defaultdict(list)
    for ix, kind in outcomes(fake, kinds):
        if ix.id in timings:
            inside[kind].append(timings[ix.id])
        if ix.latency is not None:
            round_trip[kind].append(ix.latency * 1000)
    print("time to answer inside the bot (gateway frame decoded -> answer request issued):")
    for kind in sorted(inside):
        print(f"  {kind:<24} {percentiles(inside[kind])}")
    every = [t for times in inside.values() for t in times]
    print(f"  {'all':<24} {percentiles(every)}")
    print("round trip seen by the fake (dispatch -> answer received):")
    for kind in sorted(round_trip):
        print(f"  {kind:<24} {percentiles(round_trip[kind])}")


async def bot_process(
    fake: FakeDiscord, night: Night, settings: dict[str, str] | None = None
) -> asyncio.subprocess.Process:
    """The bot in its own process, timed (``timed_launcher``); ``settings`` add to or replace
    the environment's (a DATABASE_URL, the shards)."""
    env = {**bot_env(fake, night.db_path), "LOG_LEVEL": "WARNING", **(settings or {})}
    return await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.benchmarks.timed_launcher", env=env, stderr=asyncio.subprocess.PIPE
    )


async def read_timings(process: asyncio.subprocess.Process, into: dict[int, float]) -> None:
    """``bench-timing <id> <ms>`` lines from the bot; anything else it logs is passed through."""
    assert process.stderr is not None
    async for raw in process.stderr:
        line = raw.decode(errors="replace")
        if line.startswith("bench-timing "):
            _, ident, ms = line.split()
            into[int(ident)] = float(ms)
        else:
            sys.stderr.write(line)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=12, help="games played at once (the three games in turn)")
    parser.add_argument("--actions", type=int, default=300, help="moves in all")
    parser.add_argument("--memory-games", type=int, default=30, help="games started to measure memory per game")
    parser.add_argument("--think", type=float, default=1.0, help="seconds a player takes per move (0: flat out)")
    args = parser.parse_args()
    asyncio.run(measure(args.games, args.actions, args.memory_games, args.think))


if __name__ == "__main__":
    main()
