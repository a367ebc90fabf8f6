"""The conformance harness on a game of another shape: high card (``tests/high_card``), over
in a few actions, its secret dealt privately at the set-up.

- The set-up is compared like a move: a deal told to the wrong seat, or to every seat, fails
  the set-up check, and the deal kept secret counts as compared (no hand listing).
- ``max_actions`` is the most player actions a game takes: removals come on top (the
  harness's own allowance), so a game of six actions at most still plays with every seat
  removable.
- A public event shown to a viewer from whom nothing is hidden counts as reached by rule;
  a game without a scramble hook still cannot pass a private event off as compared.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.conformance import GameHooks
from bot.engine.core import Events
from tests.engine import harness as harness_module
from tests.engine.harness import COUNTERS, Coverage, Harness, Sampling, Texts
from tests.fourth_game import rules as guess
from tests.high_card.conformance import HOOKS
from tests.high_card.rules import Options, Rules, State
from tests.registry import CATALOG

TEXTS = Texts([*CATALOG.folders, Path(__file__).parents[2] / "high_card" / "i18n"])
NO_MOVES_CHECKED = Sampling(heavy=0.0, events=0.0, replay=0.0)
EVERY_MOVE = Sampling(heavy=1.0, events=1.0, replay=1.0)
SEEDS = 300  # set-ups of one table: enough for many to agree on what a seat knows


class DealToldToEverySeat(Rules):
    def begin(self, players: int, seed: int, options: Options, events: Events) -> State:
        state = super().begin(players, seed, options, events)
        for card in state.cards:
            events.tell(range(players), "highcard-event-dealt", card=card)
        return state


class DealToldToTheNextSeat(Rules):
    def begin(self, players: int, seed: int, options: Options, events: Events) -> State:
        state = super().begin(players, seed, options, Events())
        for seat, card in enumerate(state.cards):
            events.tell((seat + 1) % players, "highcard-event-dealt", card=card)
        return state


@pytest.mark.parametrize("leaky", [DealToldToEverySeat, DealToldToTheNextSeat])
def test_a_deal_told_to_someone_else_fails_the_set_up_check(leaky: type[Rules]) -> None:
    harness = Harness(leaky(), HOOKS, TEXTS)

    def deal_every_seed() -> None:
        for seed in range(SEEDS):
            harness.play(3, Options(first_seat=0), seed, NO_MOVES_CHECKED)

    with pytest.raises(AssertionError, match=r"set-up events to seat \d depend on a secret"):
        deal_every_seed()


def test_the_deal_kept_secret_passes_and_is_compared_at_the_set_up() -> None:
    harness = Harness(Rules(), HOOKS, TEXTS)
    before = [counter.copy() for counter in COUNTERS]
    for seed in range(SEEDS):
        harness.play(3, Options(first_seat=0), seed, NO_MOVES_CHECKED)
    reached = Coverage.since(before)
    assert reached.compared["highcard-event-dealt"] > 0
    assert reached.uncompared(HOOKS) == [], "the private deal needs no never_compared line"


def test_removals_come_on_top_of_the_most_actions_a_game_takes(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every game removes seats, often: six seats, at most six calls, and up to six
    removals besides, within the bound."""
    monkeypatch.setattr(harness_module, "REMOVAL_SHARE", 1.0)
    monkeypatch.setattr(harness_module, "REMOVAL_RATE", 0.5)
    harness = Harness(Rules(), HOOKS, TEXTS)
    removed = 0
    for seed in range(40):
        game, _ = harness.play(6, Options(), seed, EVERY_MOVE)
        removed += sum(1 for move in game.moves if move[0] == "remove")
        assert sum(1 for move in game.moves if move[0] == "act") <= Rules.max_actions
    assert removed > 40, "the games removed seats"


def test_public_events_with_nothing_hidden_are_reached_by_rule_but_a_private_one_is_not() -> None:
    """The guessing game played as if nothing were secret (no hooks: the scramble returns the
    state itself). Its public events are reached — hidden from nobody, they can tell nobody
    a secret — but its private "you picked" is never compared, so a game that forgot its
    scramble hook still fails the coverage test."""
    harness = Harness(guess.Rules(), GameHooks(), TEXTS)
    before = [counter.copy() for counter in COUNTERS]
    for seed in range(20):
        harness.play(2, guess.Options(), seed, Sampling(heavy=0.0, events=1.0, replay=0.0))
    reached = Coverage.since(before)
    assert reached.unhidden["guess-player-picked"] > 0
    assert reached.compared["guess-player-picked"] == 0
    assert reached.missed(1) == ["guess-you-picked"], "only the private kind goes unreached"
    assert reached.uncompared(GameHooks()) == ["guess-you-picked"]
