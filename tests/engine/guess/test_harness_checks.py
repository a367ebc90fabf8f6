"""The conformance harness's action secrecy check fails on the leak it exists for: a secret
the move itself carries, which no scrambled state can show (the same move is replayed on
each). The test-only guessing game, with its private "you picked" told to the table."""

from __future__ import annotations

import pytest

from bot.engine.core import Event, Events
from tests.engine.harness import Harness, Sampling
from tests.engine.test_conformance import TEXTS
from tests.fourth_game.conformance import HOOKS
from tests.fourth_game.rules import Guess, Options, Pick, Rules, State

EVERY_MOVE = Sampling(heavy=0.0, events=1.0, replay=0.0)


class PickToldToTheTable(Rules):
    def perform(self, state: State, seat: int, action: Pick | Guess, events: Events) -> None:
        super().perform(state, seat, action, events)
        events[:] = [Event(text=e.text) for e in events]


def test_a_pick_told_to_the_table_fails_the_action_secrecy_check() -> None:
    harness = Harness(PickToldToTheTable(), HOOKS, TEXTS)
    with pytest.raises(AssertionError, match=r"viewer \S+ tells seat \d's Pick\(.*by its events"):
        harness.play(2, Options(), 1, EVERY_MOVE)


def test_the_same_game_kept_secret_passes_it() -> None:
    Harness(Rules(), HOOKS, TEXTS).play(2, Options(), 1, EVERY_MOVE)
