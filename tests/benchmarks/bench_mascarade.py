"""Complete random Mascarade games per second on one core.

Run: ``python -m tests.benchmarks.bench_mascarade [games]``. The target is at least 200
six-player games per second.
"""

from __future__ import annotations

import random
import sys
import time

from bot.core.content import read_content
from cogs.mascarade.rules import Content, Options, Rules
from cogs.mascarade.rules.content import CONTENT_FILE
from tests.bounds import bounded


def play(rules: Rules, players: int, seed: int, options: Options) -> int:
    rng = random.Random(seed)
    state, _ = rules.setup(players, seed, options)
    actions = 0
    for _ in bounded(rules, f"{players} players, seed {seed}"):
        if state.finished:
            break
        seat = rules.pending(state)[0].seat
        state, _ = rules.apply(state, seat, rng.choice(list(rules.legal_actions(state, seat))))
        actions += 1
    return actions


def bench(rules: Rules, players: int, games: int, options: Options) -> tuple[float, float]:
    started = time.perf_counter()
    actions = sum(play(rules, players, seed, options) for seed in range(games))
    elapsed = time.perf_counter() - started
    return games / elapsed, actions / games


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    rules = Rules(read_content(CONTENT_FILE, Content))
    for edition in ("first", "second"):
        counts = (2, 3, 4, 6, 8, 13) if edition == "first" else (4, 6, 8, 12)
        for players in counts:
            rate, length = bench(rules, players, games, Options(edition=edition))
            sys.stdout.write(f"{edition:6} {players:2} players: {rate:7.1f} games/s ({length:.0f} actions/game)\n")


if __name__ == "__main__":
    main()
