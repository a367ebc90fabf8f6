"""Grimm Masquerade benchmark: complete random games per second, and the evidence picture's
render time. Run: ``python -m tests.benchmarks.bench_grimm``."""

from __future__ import annotations

import random
import statistics
import time

from bot.core.content import read_content
from bot.i18n import Translator
from cogs.grimm.presentation.render import render_board
from cogs.grimm.rules import Content, Options, Rules
from cogs.grimm.rules.content import CONTENT_FILE
from tests.bounds import bounded
from tests.registry import CATALOG


def main() -> None:
    rules = Rules(read_content(CONTENT_FILE, Content))
    for players in (2, 4, 5):
        games, steps, started = 0, 0, time.perf_counter()
        while time.perf_counter() - started < 3.0:
            state, _ = rules.setup(players, games, Options())
            rnd = random.Random(games)
            for _ in bounded(rules, f"{players} players, seed {games}"):
                if state.outcome is not None:
                    break
                decision = rnd.choice(rules.pending(state))
                action = rnd.choice(rules.legal_actions(state, decision.seat))
                state, _ = rules.apply(state, decision.seat, action)
                steps += 1
            games += 1
        elapsed = time.perf_counter() - started
        print(f"{players} players: {games / elapsed:.0f} games/s ({steps / games:.0f} actions/game)")
    t = Translator(CATALOG, "ru", lambda s: f"Игрок {s + 1}")
    view = rules.public_view(state)
    times = []
    for _ in range(200):
        begun = time.perf_counter()
        render_board(view, t)
        times.append((time.perf_counter() - begun) * 1000)
    times.sort()
    print(f"render: p50 {statistics.median(times):.1f} ms, p99 {times[int(len(times) * 0.99) - 1]:.1f} ms")


if __name__ == "__main__":
    main()
