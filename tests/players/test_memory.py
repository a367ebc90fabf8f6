"""What a computer seat remembers is never wrong: checked against the true state over
computer-only games (the benchmark and the players rely on it)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.boot.registry import load_games
from bot.engine.core import Event
from cogs.mascarade.players.memory import CardMemory, Place
from cogs.mascarade.rules.state import State as MascaradeState
from cogs.suspicion.players.casual import candidates
from cogs.suspicion.rules.state import State as SuspicionState
from tests.bounds import bounded
from tests.engine.harness import configs
from tests.registry import computer_move, hooks_for

RULES = load_games()
GAMES = 12


def true_card(state: MascaradeState, place: Place) -> str:
    owner, where = place
    if owner == "centre":
        centre = [sl for sl in state.slots if sl.owner is None]
        return centre[int(where) - 1].card
    return next(sl.card for sl in state.slots if sl.owner == owner and sl.hand == where)


def check_mascarade(state: Any, seat: int, history: list[Event]) -> None:
    for place, card in CardMemory(seat, [e for e in history if e.to is None or seat in e.to]).known.items():
        assert true_card(state, place) == card, f"seat {seat} remembers {card} at {place}"


def check_suspicion(state: SuspicionState, seat: int, history: list[Event]) -> None:
    rules = RULES["suspicion"]
    view: Any = rules.view(state, seat)
    seen = tuple(e for e in history if e.to is None or seat in e.to)
    for other, left in candidates(rules.content, view, seen).items():  # type: ignore[attr-defined]
        assert state.secrets[other].guest in left, f"seat {seat} ruled out seat {other}'s true guest"


CHECKS = {"mascarade": check_mascarade, "suspicion": check_suspicion}


@pytest.mark.parametrize("game", sorted(CHECKS))
def test_memory_agrees_with_the_true_state(game: str) -> None:
    rules = RULES[game]
    tables = configs(rules, hooks_for(game))
    for k in range(GAMES):
        rng = random.Random(f"memory:{game}:{k}")
        players, options = tables[k % len(tables)]
        state, events = rules.setup(players, k, options)
        history: list[Event] = list(events)
        for _ in bounded(rules, f"seed {k}"):
            if state.finished:
                break
            seat = rng.choice(rules.pending(state)).seat
            CHECKS[game](state, seat, history)
            state, events = rules.apply(state, seat, computer_move(rules, "casual", state, seat, history))
            history += events
