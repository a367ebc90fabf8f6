"""Board pictures: milliseconds per picture for every game, at the smallest, a middle and
the largest table, mid-game, in Russian (the longer words). Run:
``python -m tests.benchmarks.bench_pictures``. Prints numbers; asserts nothing."""

from __future__ import annotations

import statistics
import time

from bot.boot.registry import load_games
from bot.ops.docs_pictures import picture, sample_state, translator

ROUNDS = 30


def main() -> None:
    t = translator("ru")
    for game, rules in sorted(load_games().items()):
        low, high = rules.players
        for players in sorted({low, (low + high) // 2, high}):
            state = sample_state(game, players, 11, "mid")
            picture(game, state, t)  # fonts, catalogues and content load once
            times = []
            for _ in range(ROUNDS):
                begun = time.perf_counter()
                data, _ = picture(game, state, t)
                times.append((time.perf_counter() - begun) * 1000)
            print(
                f"{game:10} {players:2} players: median {statistics.median(times):6.1f} ms, "
                f"max {max(times):6.1f} ms, {len(data) // 1024} KiB"
            )


if __name__ == "__main__":
    main()
