"""Computer players measured, not assumed: complete games between levels, with 95 %
confidence intervals. Prints; asserts nothing.

Run: ``python -m tests.benchmarks.bench_players [--games N] [--game ID] [--players N]
[--section levels|seats|all]`` (default 2000 games per game, table size and pairing;
``--games 200`` for a quick look).

``levels``: two pairings per game and table size, *sharp against casual* and *casual
against random* (a player that picks uniformly among the legal actions, kept here: it
is a yardstick, not a level). Seats alternate between the two, starting at a random seat
each game, so that every level sits everywhere equally often. Reported:
- win rate of a seat of each level, and its fair share (winners per game / players);
- Mascarade: how often an announcement is true, how often a contest is right, how often
  a claim that would win the game is contested by the next answerer who may, and how
  often a claim of the Cheat at 10 coins or more is a bluff;
- Grimm: how often a Point Finger names the target's true character, and how often a
  seat drafts its own boon when it is in the row (a tell);
- Suspicion: correct final guesses per opponent, against chance (1 in 9), and how often
  a guess sheet names one guest for two opponents;
- the time a decision takes (knowledge built + choice), p50 and p99, on one core.

``seats``: all-sharp Mascarade tables (4 and 5 players unless ``--players``), the first
player fixed, so that the share of wins by turn position shows what the seat order alone
is worth (a fair share is 1 / players); with the Cheat claims at 10 coins or more and how
many of the bluffs among them won outright.

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

from bot.boot.registry import load_games
from bot.engine.core import ActionModel, Event
from bot.players.base import ComputerPlayer, Knowledge, knowledge_for, move_rng
from tests.bounds import bounded
from tests.registry import PLAYERS, player_for

Z = 1.96  # 95 %
PAIRINGS: tuple[tuple[str, str], ...] = (("sharp", "casual"), ("casual", "random"))
SEAT_TABLES = (4, 5)


class RandomPlayer:
    """Uniform among the legal actions: the floor every level must clear."""

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        return rng.choice(knowledge.legal)


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
    wins: dict[str, Rate] = field(default_factory=lambda: defaultdict(Rate))
    share: Rate = field(default_factory=Rate)
    moves: dict[str, dict[str, Rate]] = field(default_factory=lambda: defaultdict(lambda: defaultdict(Rate)))
    times: list[float] = field(default_factory=list)


def brain(rules: Any, level: str) -> ComputerPlayer:
    return RandomPlayer() if level == "random" else player_for(rules, level)  # type: ignore[arg-type]


def _mascarade_wins_now(rules: Any, state: Any, seat: int, character: str) -> bool:
    """Whether the claimed power, if unopposed, ends the game with ``seat`` a winner (the
    Cheat at its threshold, or a bank power reaching the winning fortune)."""
    content = rules.content
    power = content.editions[state.edition].character(character)
    coins = state.coins[seat]
    if power.power == "cheat":
        return bool(coins >= content.cheat_coins)
    gain = {"bank": power.amount, "peasant": power.amount, "judge": state.courthouse}.get(power.power, 0)
    return bool(coins + gain >= content.win_coins)


def score_move(rules: Any, state: Any, seat: int, knowledge: Knowledge, action: Any, level: str, table: Table) -> None:
    """Whether a move was right, or told too much, by the true state."""
    game, kind = rules.id, action.kind
    if game == "mascarade" and kind == "claim":
        table.moves["announcement true"][level].add(state.slots[action.slot].card == action.character)
        if action.character == "cheat" and state.coins[seat] >= rules.content.cheat_coins:
            table.moves["Cheat claim at 10+ coins a bluff"][level].add(state.slots[action.slot].card != "cheat")
    elif game == "mascarade" and kind in ("contest", "pass") and knowledge.decision.kind == "contest":
        claim = state.claim
        if kind == "contest":
            table.moves["contest right"][level].add(state.slots[action.slot].card == claim.character)
        if not claim.contesters and _mascarade_wins_now(rules, state, claim.announcer, claim.character):
            # The first answerer of a winning claim nobody has contested yet: the one who must
            # choose between a fine and the end of the game.
            table.moves["winning claim contested (first answers)"][level].add(kind == "contest")
    elif game == "grimm" and kind == "point_finger":
        table.moves["accusation right"][level].add(action.character in state.seats[action.target].characters)
    elif game == "grimm" and kind == "pick":
        boons = {g.card for g in knowledge.view.goals if g.role == "boon"}  # type: ignore[attr-defined]
        offered = {a.card for a in knowledge.legal if a.kind == "pick"}  # type: ignore[attr-defined]
        if boons & offered:
            table.moves["own boon drafted (when in the row)"][level].add(action.card in boons)
    elif game == "suspicion" and kind == "guess":
        for other, guess in action.guesses.items():
            table.moves["guess right (chance 11.1%)"][level].add(guess == state.secrets[other].guest)
        named = [g for g in action.guesses.values() if g is not None]
        if len(action.guesses) >= 2:
            table.moves["guess sheet names a guest twice"][level].add(len(set(named)) < len(named))


def play(rules: Any, players: int, seed: int, pairing: tuple[str, str], table: Table) -> None:
    rng = random.Random(seed)
    first = rng.randrange(players)
    levels = [pairing[(seat + first) % 2] for seat in range(players)]
    brains = {level: brain(rules, level) for level in pairing}
    state, events = rules.setup(players, seed, rules.options_model())
    history: list[Event] = list(events)
    for _ in bounded(rules, f"seed {seed}"):
        if state.finished:
            break
        seat = rng.choice(rules.pending(state)).seat
        begun = time.perf_counter()
        knowledge = knowledge_for(rules, state, seat, history)
        action = brains[levels[seat]].choose(knowledge, move_rng(state, seat))
        if levels[seat] != "random":
            table.times.append(time.perf_counter() - begun)
        score_move(rules, state, seat, knowledge, action, levels[seat], table)
        state, events = rules.apply(state, seat, action)
        history += events
    winners = set(state.outcome.winners) if state.outcome else set()
    for seat, level in enumerate(levels):
        table.wins[level].add(seat in winners)
    table.share.hits += len(winners)
    table.share.total += players


def report(game: str, players: int, games: int, pairing: tuple[str, str], table: Table) -> None:
    times = sorted(table.times)
    p50 = times[len(times) // 2] * 1000
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    fair = table.share.hits / table.share.total if table.share.total else 0.0
    timing = f"decision p50 {p50:.2f} ms, p99 {p99:.2f} ms"
    versus = " vs ".join(pairing)
    print(f"\n{game}, {players} players, {versus}, {games} games — fair share {fair:.1%}; {timing}")
    for level in pairing:
        print(f"  win rate, {level:6}: {table.wins[level]}")
    for name, by_level in sorted(table.moves.items()):
        for level in pairing:
            if by_level[level].total:
                print(f"  {name}, {level:6}: {by_level[level]}")


def seat_order(rules: Any, players: int, games: int) -> None:
    """All-sharp Mascarade with the first player fixed: wins by turn position."""
    sharp = player_for(rules, "sharp")
    options = rules.options_model().model_copy(update={"first_seat": 0})
    by_position = [Rate() for _ in range(players)]
    cheat_bluffs, cheat_bluffs_won = Rate(), 0
    for seed in range(games):
        rng = random.Random(f"seats:{seed}")
        state, events = rules.setup(players, seed, options)
        history: list[Event] = list(events)
        bluff_by: int | None = None
        for _ in bounded(rules, f"seed {seed}"):
            if state.finished:
                break
            seat = rng.choice(rules.pending(state)).seat
            action: Any = sharp.choose(knowledge_for(rules, state, seat, history), move_rng(state, seat))
            cheat = action.kind == "claim" and action.character == "cheat"
            if cheat and state.coins[seat] >= rules.content.cheat_coins:
                bluff = state.slots[action.slot].card != "cheat"
                cheat_bluffs.add(bluff)
                bluff_by = seat if bluff else None
            state, events = rules.apply(state, seat, action)
            history += events
            if state.claim is None and bluff_by is not None and not state.finished:
                bluff_by = None
        winners = set(state.outcome.winners) if state.outcome else set()
        if bluff_by is not None and winners == {bluff_by}:
            cheat_bluffs_won += 1
        for position in range(players):
            by_position[position].add(position in winners)  # seat n plays n-th: first_seat is 0
    fair = f"fair share {1 / players:.1%}"
    print(f"\nmascarade, {players} players, all sharp, {games} games, seat 1 plays first — {fair}")
    for position, rate in enumerate(by_position, start=1):
        print(f"  wins, seat {position}: {rate}")
    print(f"  Cheat claims at 10+ coins that were bluffs: {cheat_bluffs}")
    bluffs = cheat_bluffs.hits
    print(f"  of those bluffs, won outright: {cheat_bluffs_won} of {bluffs}" if bluffs else "  no bluffs")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per game, table size and pairing")
    parser.add_argument("--game", choices=sorted(PLAYERS), help="only this game")
    parser.add_argument("--players", type=int, help="only this table size")
    parser.add_argument("--section", choices=("levels", "seats", "all"), default="all")
    args = parser.parse_args()
    games = load_games()
    if args.section in ("levels", "all"):
        for game, rules in games.items():
            if game not in PLAYERS or (args.game and game != args.game):
                continue
            low, high = rules.player_range(rules.options_model())
            for players in range(low, high + 1):
                if args.players and players != args.players:
                    continue
                for pairing in PAIRINGS:
                    table = Table()
                    for k in range(args.games):
                        play(rules, players, k, pairing, table)
                    report(game, players, args.games, pairing, table)
    if args.section in ("seats", "all") and args.game in (None, "mascarade"):
        for players in (args.players,) if args.players else SEAT_TABLES:
            seat_order(games["mascarade"], players, args.games)


if __name__ == "__main__":
    main()
