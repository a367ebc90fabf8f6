"""Computer players answering Mascarade claims all at once (R5): every move legal, every
game ends, and an answer never depends on another seat's sealed answer — the scrambling
check of ``test_players`` (which remakes every answer the seat has not been shown) runs
at every answer given after someone else has already answered."""

from __future__ import annotations

import random

import pytest

from bot.engine.core import Event
from bot.players.base import LEVELS, Level
from cogs.mascarade.rules import Options, State
from cogs.mascarade.rules.options import Answers
from tests.bounds import bounded
from tests.engine.seeds import BASE_SEED
from tests.players.test_players import COMPARED, RULES, check_scrambled
from tests.registry import computer_move

TABLES = (4, 6, 9, 13)


@pytest.mark.parametrize("level", LEVELS)
def test_r5_computers_answer_all_at_once_without_seeing_sealed_answers(level: Level) -> None:
    rules = RULES["mascarade"]
    compared = COMPARED["mascarade"]
    together = 0  # decisions taken while several seats were asked at once
    for k, players in enumerate(TABLES):
        rng = random.Random(f"{BASE_SEED}:answers:{level}:{k}")
        state, events = rules.setup(players, rng.randrange(2**31), Options(answers=Answers.ALL_AT_ONCE))
        history: list[Event] = list(events)
        for _ in bounded(rules, f"{level}"):
            if state.finished:
                break
            decisions = rules.pending(state)
            together += len(decisions) > 1
            seat = rng.choice(decisions).seat
            action = computer_move(rules, level, state, seat, history)
            assert action in rules.legal_actions(state, seat), f"seat {seat} chose {action!r}, not legal"
            if _others_have_answered(state):
                check_scrambled("mascarade", level, state, seat, history, action, rng)
            state, events = rules.apply(state, seat, action)
            history += events
    assert together, "no claim was answered all at once"
    assert COMPARED["mascarade"] > compared, "no answer was given after another's sealed one"


def _others_have_answered(state: State) -> bool:
    """A claim is being answered and some seat's answer is already sealed."""
    if state.phase != "contest" or state.claim is None:
        return False
    return len(state.claim.waiting) < len(state.order) - 1
