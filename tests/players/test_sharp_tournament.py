"""A short tournament of sharp against casual players in every game: every move legal,
every game ends. How often each level wins is measured by ``tests/benchmarks/bench_players``
(thousands of games, with confidence intervals), never asserted here."""

from __future__ import annotations

import random

import pytest

from bot.engine.core import Event
from bot.players.base import Level
from tests.bounds import bounded
from tests.engine.harness import configs
from tests.engine.seeds import BASE_SEED
from tests.registry import PLAYERS, computer_move, hooks_for
from tests.registry import RULES as EVERY_GAME

pytestmark = pytest.mark.every_game

RULES = {game: rules for game, rules in EVERY_GAME.items() if game in PLAYERS}
GAMES = 6
SEEDED = f"MN_SEED={BASE_SEED}"


@pytest.mark.parametrize("game", [pytest.param(g, id=f"{g}-{SEEDED}") for g in sorted(RULES)])
def test_sharp_against_casual_plays_legal_games_to_the_end(game: str) -> None:
    rules = RULES[game]
    tables = configs(rules, hooks_for(game))
    for k in range(GAMES):
        rng = random.Random(f"{BASE_SEED}:tournament:{game}:{k}")
        players, options = tables[k % len(tables)]
        levels: list[Level] = ["sharp" if (seat + k) % 2 else "casual" for seat in range(players)]
        state, events = rules.setup(players, rng.randrange(2**31), options)
        history: list[Event] = list(events)
        for _ in bounded(rules, f"{game}: game {k}"):
            if state.finished:
                break
            seat = rng.choice(rules.pending(state)).seat
            action = computer_move(rules, levels[seat], state, seat, history)
            assert action in rules.legal_actions(state, seat), f"{game}: {levels[seat]} seat {seat} chose {action!r}"
            state, events = rules.apply(state, seat, action)
            history += events
