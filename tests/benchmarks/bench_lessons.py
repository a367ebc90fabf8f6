"""Each game's lesson (``/game learn``) followed to its end through the real bot and the fake
Discord (not a test; prints figures, asserts nothing about time):

    python -m tests.benchmarks.bench_lessons [--locale en]

Per game: its steps, its clicks (a form counts two: open and submit), the words a learner
reads (every coach line and every line of what happened, as shown), the minutes that makes
for a first-time reader (150 words a minute, plus 10 seconds a click: docs/tutorials.md), and
the bot's answer time per click (the fake's round trip, dispatch to answer).
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import tempfile
from pathlib import Path
from typing import Any

from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Message, pointed_at
from tests.e2e.harness import make_night
from tests.e2e.lessons import Learner, coach_line, ended, start

GAMES = ("mascarade", "grimm", "suspicion")
WORDS_PER_MINUTE = 150
SECONDS_PER_CLICK = 10


def _read(message: Message) -> int:
    """The words of a step a learner reads: the coach line and what happened."""
    happened = message.embeds[0].get("description", "") if message.embeds else ""
    return len(coach_line(message).split()) + len(str(happened).split())


async def _lesson(fake: FakeDiscord, night: Any, user: Any, game: str) -> tuple[int, int, int, list[float]]:
    learner: Learner = await start(fake, night.slash, user, game)
    steps, words = 0, 0
    latencies: list[float] = []
    last = None
    for _ in bounded(60, "the clicks of a lesson"):
        title = learner.message.content.splitlines()[0]
        if title != last:
            steps, words, last = steps + 1, words + _read(learner.message), title
        if ended(learner.message):
            return steps, learner.clicks, words, latencies
        before = len(fake.interactions)
        await learner.follow()
        latencies += [ix.latency * 1000 for ix in fake.interactions[before:] if ix.latency is not None]
    raise AssertionError("unreachable")


async def main(locale: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord() as fake:
            with pointed_at(fake):
                night = await make_night(fake, Path(folder))
                user = night.users[1 if locale == "ru" else 0]
                async with night.bot():
                    print(f"lessons in {locale}: steps, clicks, words read, minutes, answer ms per click (p50, max)")
                    for game in GAMES:
                        steps, clicks, words, latencies = await _lesson(fake, night, user, game)
                        minutes = words / WORDS_PER_MINUTE + clicks * SECONDS_PER_CLICK / 60
                        print(
                            f"{game:10} {steps:3} steps {clicks:3} clicks {words:5} words {minutes:5.1f} min "
                            f"{statistics.median(latencies):6.1f} {max(latencies):6.1f} ms"
                        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--locale", choices=("en", "ru"), default="en")
    asyncio.run(main(parser.parse_args().locale))
