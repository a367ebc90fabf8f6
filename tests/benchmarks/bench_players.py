"""Computer players measured, not assumed (issue 10): complete games between levels, with
95 % confidence intervals. Prints; asserts nothing.

Run: ``python -m tests.benchmarks.bench_players [--games N] [--game ID] [--players N]``
(default 2000 games per game and player count; ``--games 200`` for a quick look).

Seats alternate between the levels, starting at a random seat each game, so that every
level sits everywhere equally often. Reported per game and table size:
- win rate of a seat of each level, and its fair share (winners per game / players);
- Mascarade: how often an announcement is true, how often a contest is right;
- Grimm: how often a Point Finger names the target's true character;
- Suspicion: correct final guesses per opponent, against chance (1 in 9);
- the time a decision takes (knowledge built + choice), p50 and p99, on one core.
The benchmark reads the true state to score moves; the players never do.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bot.engine.core import Event
from bot.games import load_games
from bot.players.base import LEVELS, Level, knowledge_for, move_rng
from bot.players.registry import PLAYERS, player_for

Z = 1.96  # 95 %


@dataclass
class Rate:
    hits: int = 0
    total: int = 0

    def add(self, hit: bool) -> None:
        self.hits += int(hit)
        self.total += 1

    def __str__(self) -> str:
        """The rate with its 95 % Wilson interval."""
        if not self.total:
            return "—"
        n, p = self.total, self.hits / self.total
        centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
        half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
        return f"{p:6.1%} [{max(centre - half, 0.0):.1%}–{min(centre + half, 1.0):.1%}] n={n}"


@dataclass
class Table:
    wins: dict[Level, Rate] = field(default_factory=lambda: defaultdict(Rate))
    share: Rate = field(default_factory=Rate)
    moves: dict[str, dict[Level, Rate]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(Rate)))
    times: list[float] = field(default_factory=list)


def score_move(game: str, state: Any, seat: int, action: Any, level: Level, table: Table) -> None:
    """Whether a move was right, by the true state (for the kinds the issue asks about)."""
    kind = action.kind
    if game == "mascarade" and kind == "claim":
        table.moves["announcement true"][level].add(state.slots[action.slot].card == action.character)
    elif game == "mascarade" and kind == "contest":
        table.moves["contest right"][level].add(state.slots[action.slot].card == state.claim.character)
    elif game == "grimm" and kind == "point_finger":
        table.moves["accusation right"][level].add(action.character in state.seats[action.target].characters)
    elif game == "suspicion" and kind == "guess":
        for other, guess in action.guesses.items():
            table.moves["guess right (chance 11.1%)"][level].add(guess == state.secrets[other].guest)


def play(game: str, rules: Any, players: int, seed: int, table: Table) -> None:
    rng = random.Random(seed)
    first = rng.randrange(players)
    levels: list[Level] = [LEVELS[(seat + first) % len(LEVELS)] for seat in range(players)]
    brains = {level: player_for(rules, level) for level in LEVELS}
    state, events = rules.setup(players, seed, rules.options_model())
    history: list[Event] = list(events)
    for _ in range(type(rules).max_actions):
        if state.finished:
            break
        seat = rng.choice(rules.pending(state)).seat
        begun = time.perf_counter()
        action = brains[levels[seat]].choose(knowledge_for(rules, state, seat, history), move_rng(state, seat))
        table.times.append(time.perf_counter() - begun)
        score_move(game, state, seat, action, levels[seat], table)
        state, events = rules.apply(state, seat, action)
        history += events
    winners = set(state.outcome.winners) if state.outcome else set()
    for seat, level in enumerate(levels):
        table.wins[level].add(seat in winners)
    table.share.hits += len(winners)
    table.share.total += players


def report(game: str, players: int, games: int, table: Table) -> None:
    times = sorted(table.times)
    p50 = times[len(times) // 2] * 1000
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    fair = table.share.hits / table.share.total if table.share.total else 0.0
    timing = f"decision p50 {p50:.2f} ms, p99 {p99:.2f} ms"
    print(f"\n{game}, {players} players, {games} games — fair share {fair:.1%}; {timing}")
    for level in LEVELS:
        print(f"  win rate, {level:6}: {table.wins[level]}")
    for name, by_level in sorted(table.moves.items()):
        for level in LEVELS:
            print(f"  {name}, {level:6}: {by_level[level]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per game and player count")
    parser.add_argument("--game", choices=sorted(PLAYERS), help="only this game")
    parser.add_argument("--players", type=int, help="only this table size")
    args = parser.parse_args()
    for game, rules in load_games().items():
        if game not in PLAYERS or (args.game and game != args.game):
            continue
        low, high = rules.player_range(rules.options_model())
        for players in range(low, high + 1):
            if args.players and players != args.players:
                continue
            table = Table()
            for k in range(args.games):
                play(game, rules, players, k, table)
            report(game, players, args.games, table)


if __name__ == "__main__":
    main()
