"""A finished 13-player game's replay through the real bot and the fake Discord (not a test;
prints figures, asserts nothing about time):

    python -m tests.benchmarks.bench_replay [--game mascarade] [--players 13] [--steps 20]

A practice table (one person, the rest casual computers, no delay) is played to its end;
then ``/game replay`` opens it (the first open replays the stored actions and draws the
deal's picture), ▶ steps it (a picture drawn per step; the replay itself is kept), a jump
goes to the last turn, and the replay is opened again. Times are the fake's round trips,
from the interaction dispatched to the bot's answer.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Interaction, pointed_at
from tests.e2e.harness import Night, make_night


def ms(ix: Interaction) -> float:
    assert ix.latency is not None, f"{ix.label}: not answered"
    return ix.latency * 1000


async def finished_practice(night: Night, game: str, players: int) -> int:
    """A practice table of ``players`` played to its end; its game id."""
    person = night.users[0]
    opened = await night.slash(person, "game practice", game=game, players=players, level="casual")
    assert opened.original is not None
    assert night.running_bot is not None
    record = await night.running_bot.services.store.live_in_channel(night.channel.id)
    assert record is not None
    night.game_id = record.id
    rng = random.Random(13)
    for _ in bounded(2000, "turns of a practice table"):
        await night.idle()
        if night.summary() is not None:
            return record.id
        await night.random_turn(person, rng)
    raise AssertionError("the practice table did not end")


async def run(game: str, players: int, steps: int) -> None:
    async with FakeDiscord() as fake:
        with pointed_at(fake), tempfile.TemporaryDirectory() as folder:
            night = await make_night(fake, Path(folder))
            night.settings_overrides["computer_delay_seconds"] = 0
            viewer = night.users[1]
            async with night.bot() as bot:
                begun = time.perf_counter()
                game_id = await finished_practice(night, game, players)
                played = time.perf_counter() - begun
                count = len(await bot.services.service.replay_steps(game_id))
                print(f"{game}, {players} players: {count} steps, played to the end in {played:.1f} s")

                first = await fake.slash(viewer, night.channel, "game replay", options={"game": game_id})
                await first.answered()
                replay = first.original
                assert replay is not None
                print(f"open (replayed from the store, the deal drawn): {ms(first):7.1f} ms")

                stepped = []
                for step in range(1, min(steps, count - 1) + 1):
                    forward = await fake.click(viewer, replay, custom_id=f"mn:rp:{game_id}:{step}:e")
                    await forward.answered()
                    stepped.append(ms(forward))
                print(
                    f"step ▶ (a new picture each): median {statistics.median(stepped):7.1f} ms, "
                    f"max {max(stepped):7.1f} ms (n={len(stepped)})"
                )

                jump = replay.select(f"mn:rj:{game_id}:e")
                jumped = await fake.select(viewer, replay, jump["custom_id"], [jump["options"][-1]["value"]])
                await jumped.answered()
                print(f"jump to the last turn:                        {ms(jumped):7.1f} ms")

                again = await fake.slash(viewer, night.channel, "game replay", options={"game": game_id})
                await again.answered()
                print(f"open again (kept replay and picture):         {ms(again):7.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="mascarade")
    parser.add_argument("--players", type=int, default=13)
    parser.add_argument("--steps", type=int, default=20)
    args = parser.parse_args()
    asyncio.run(run(args.game, args.players, args.steps))


if __name__ == "__main__":
    main()
