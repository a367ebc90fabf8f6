"""Suspicion throughput: complete random 4-player games per second, and the villa
picture's render time. Run: ``python -m tests.benchmarks.bench_suspicion``."""

from __future__ import annotations

import random
import statistics
import sys
import time

from bot.core.content import read_content
from bot.i18n import Translator
from cogs.suspicion.presentation.render import render_board
from cogs.suspicion.rules import Content, Options, PublicView, Rules, State
from cogs.suspicion.rules.content import CONTENT_FILE
from tests.bounds import bounded
from tests.registry import CATALOG

GAMES = 300
RENDERS = 200


def random_game(rules: Rules, seed: int) -> State:
    rng = random.Random(seed)
    state, _ = rules.setup(4, seed, Options())
    for _ in bounded(rules, f"seed {seed}"):
        if state.finished:
            break
        decision = rng.choice(rules.pending(state))
        action = rng.choice(rules.legal_actions(state, decision.seat))
        state, _ = rules.apply(state, decision.seat, action)
    return state


def main() -> None:
    rules = Rules(read_content(CONTENT_FILE, Content))
    started = time.perf_counter()
    actions = sum(random_game(rules, seed).version for seed in range(GAMES))
    elapsed = time.perf_counter() - started
    sys.stdout.write(
        f"games: {GAMES / elapsed:.1f} complete 4-player games/s "
        f"({actions / GAMES:.0f} actions per game, {actions / elapsed:.0f} actions/s)\n"
    )
    state, _ = rules.setup(4, 1, Options())
    board = rules.view(state, None)
    assert isinstance(board, PublicView)
    t = Translator(CATALOG, "ru", lambda seat: f"Player {seat + 1}")
    render_board(board, t)  # fonts and content load once
    times = []
    for _ in range(RENDERS):
        started = time.perf_counter()
        render_board(board, t)
        times.append((time.perf_counter() - started) * 1000)
    times.sort()
    p99 = times[int(len(times) * 0.99) - 1]
    sys.stdout.write(f"render: p50 {statistics.median(times):.1f} ms, p99 {p99:.1f} ms\n")


if __name__ == "__main__":
    main()
