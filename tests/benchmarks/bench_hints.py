"""Hints (💡) measured: what following them is worth to a newcomer, and what one costs on the
play path. Prints; asserts nothing.

Run: ``python -m tests.benchmarks.bench_hints [--games N] [--game ID] [--players N ...]
[--section wins|latency|all]`` (default 1000 games per game, table size and newcomer).

``wins``: one scripted *newcomer* against casual computer players, the newcomer's seat
drawn at random each game. The newcomer plays a random legal move (no hints), follows the
hint half the time (and plays at random otherwise), or always follows it. Reported: the
newcomer's win rate with its 95 % Wilson interval, against the fair share (winners per game
/ players), and the time each hint took to compute (the seat's knowledge built, the sharp
player's move, the game's reason), p50 and p99, on one core.

``latency``: the hint as the bot computes it when 💡 is pressed — the service reading the
seat's events from an SQLite file, then the same work — at every decision of a person in
``--service-games`` games of every game at ``--players`` (the largest table first, the
worst case): p50, p99 and the slowest, against Discord's 3 s (the button defers after 1.5 s).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bot.boot.registry import load_games
from bot.engine.core import ActionModel, Event
from bot.players.base import knowledge_for, move_rng
from bot.players.hints import explain
from bot.service.computers import Computers
from bot.service.games import GameService
from bot.service.hints import Hints
from bot.store.db import open_database
from bot.store.games import GameStore
from bot.store.records import NewLobby
from tests.benchmarks.bench_players import Rate
from tests.registry import PLAYERS, plugin

NEWCOMERS: tuple[tuple[str, float], ...] = (("no hints", 0.0), ("hints half the time", 0.5), ("always hints", 1.0))


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q))] if ordered else float("nan")


class Clock:
    """A hint's time on the wall and on the process's CPU (all its threads): the CPU time
    is what the hint costs, the wall time what the presser waits on a machine as loaded as
    this one is now."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    @contextlib.contextmanager
    def timed(self) -> Iterator[None]:
        wall, cpu = time.perf_counter(), time.process_time()
        yield
        self.wall.append(time.perf_counter() - wall)
        self.cpu.append(time.process_time() - cpu)

    def __str__(self) -> str:
        if not self.wall:
            return "no hint asked"

        def line(values: list[float]) -> str:
            ms = [v * 1000 for v in values]
            return f"p50 {_percentile(ms, 0.5):.2f}, p99 {_percentile(ms, 0.99):.2f}, max {max(ms):.2f} ms"

        return f"hint wall {line(self.wall)}; CPU {line(self.cpu)} (n={len(self.wall)})"


def play(rules: Any, players: int, seed: int, follow: float, wins: Rate, share: Rate, times: Clock) -> None:
    """One game: a newcomer at a random seat, casual computers at the others."""
    rng = random.Random(f"hints:{seed}")
    newcomer = rng.randrange(players)
    casual = PLAYERS[rules.id]["casual"](rules)
    sharp = PLAYERS[rules.id]["sharp"](rules)
    factory = plugin(rules.id).hints
    explainer = None if factory is None else factory(rules)
    state, events = rules.setup(players, seed, rules.options_model())
    history: list[Event] = list(events)
    for _ in range(type(rules).max_actions):
        if state.finished:
            break
        seat = rng.choice(rules.pending(state)).seat
        action: ActionModel
        if seat != newcomer:
            action = casual.choose(knowledge_for(rules, state, seat, history), move_rng(state, seat))
        elif rng.random() < follow:
            with times.timed():
                knowledge = knowledge_for(rules, state, seat, history)
                action = explain(sharp, explainer, knowledge, move_rng(state, seat)).action
        else:
            action = rng.choice(rules.legal_actions(state, seat))
        state, events = rules.apply(state, seat, action)
        history += events
    winners = set(state.outcome.winners) if state.outcome else set()
    wins.add(newcomer in winners)
    share.hits += len(winners)
    share.total += players


def wins_section(games: dict[str, Any], chosen: list[str], sizes: list[int] | None, count: int) -> None:
    print("A newcomer against casual computer players (win rate, 95 % Wilson interval)")
    for game in chosen:
        rules = games[game]
        low, high = rules.player_range(rules.options_model())
        for players in [p for p in (sizes or [4]) if low <= p <= high]:
            print(f"\n{game}, {players} players, {count} games per newcomer")
            for name, follow in NEWCOMERS:
                wins, share, times = Rate(), Rate(), Clock()
                for seed in range(count):
                    play(rules, players, seed, follow, wins, share, times)
                fair = share.hits / share.total if share.total else 0.0
                print(f"  {name:20} {wins}  (fair share {fair:.1%}); {times}")


async def latency_section(games: dict[str, Any], chosen: list[str], sizes: list[int] | None, count: int) -> None:
    """💡 through the service: the seat's events read from SQLite, then the hint."""
    print("\nA hint as the bot computes it (events read from SQLite + the hint), every decision of a person")
    with tempfile.TemporaryDirectory() as folder:
        db = await open_database(Path(folder) / "bench.sqlite3")
        try:
            service = GameService(GameStore(db), games)
            hints = Hints(Computers(service, PLAYERS), {g: f for g in chosen if (f := plugin(g).hints) is not None})
            channel = 0
            for game in chosen:
                rules = games[game]
                low, high = rules.player_range(rules.options_model())
                for players in [min(max(p, low), high) for p in (sizes or [high])]:
                    times = Clock()
                    for k in range(count):
                        channel += 1
                        await _timed_game(service, hints, game, players, channel, random.Random(k), times)
                    print(f"  {game}, {players} players, {count} games: {times}")
        finally:
            await db.close()


async def _timed_game(
    service: GameService, hints: Hints, game: str, players: int, channel: int, rng: random.Random, times: Clock
) -> None:
    """A game of ``players`` people played at random to its end; the time of the hint at
    every decision (as a press of 💡 asks for it)."""
    record = await service.new_lobby(
        NewLobby(
            guild_id=1,
            channel_id=channel,
            host_id=1,
            host_name="p1",
            game=game,
            locale="en",
            turn_seconds=0,
            hints=True,
        )
    )
    for user in range(2, players + 1):
        await service.join(record.id, user, f"p{user}")
    await service.start(record.id, 1, False)
    for _ in range(type(service.games[game]).max_actions):
        record = await service.game(record.id)
        if not record.live:
            break
        state = service.state(record)
        decision = rng.choice(service.pending(record, state))
        with times.timed():
            await hints.hint(record, decision.seat, decision.since)
        seat = record.by_seat(decision.seat)
        assert seat is not None
        action = rng.choice(list(service.rules(record).legal_actions(state, decision.seat)))
        await service.act(record.id, seat.user_id, decision.since, action)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per game, table size and newcomer")
    parser.add_argument("--service-games", type=int, default=5, help="games per game timed through the service")
    parser.add_argument("--game", choices=sorted(g for g in PLAYERS if plugin(g).hints is not None))
    parser.add_argument(
        "--players", type=int, nargs="*", help="table sizes (default: 4 for wins, the largest for latency)"
    )
    parser.add_argument("--section", choices=("wins", "latency", "all"), default="all")
    args = parser.parse_args()
    games = load_games()
    chosen = [g for g in games if g in PLAYERS and plugin(g).hints is not None and args.game in (None, g)]
    if args.section in ("wins", "all"):
        wins_section(games, chosen, args.players, args.games)
    if args.section in ("latency", "all"):
        asyncio.run(latency_section(games, chosen, args.players, args.service_games))


if __name__ == "__main__":
    main()
