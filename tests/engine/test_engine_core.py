"""The shared engine core (bot/engine/core.py): every registered game follows one template
and declares its metadata as data. Game-specific behaviour is tested per game; this checks
that every engine (the registry's, and the tests' fourth game) meets the contract the same way."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from pydantic import BaseModel, ValidationError

from bot.engine.core import (
    ActionModel,
    BaseOptions,
    BaseState,
    Decision,
    Engine,
    Event,
    IllegalAction,
    SeatViewModel,
    SharedSinceState,
)
from bot.engine.text import text
from tests.bounds import bounded
from tests.registry import RULES as GAMES

pytestmark = pytest.mark.every_game

IDS = sorted(GAMES)
MIDGAME = 25  # actions into a game, or halfway through a shorter one


def playout(rules: Engine[Any, Any, Any], seed: int) -> Iterator[tuple[BaseState, int, Any, BaseState]]:
    """A random game at the largest table, every step yielded; it must end in time."""
    state, _ = rules.setup(rules.players[1], seed, rules.options_model())
    rng = random.Random(seed)
    for _ in bounded(rules, f"{rules.id}, seed {seed}"):
        if not rules.pending(state):
            assert state.finished
            return
        seat = rng.choice(rules.pending(state)).seat
        action = rng.choice(rules.legal_actions(state, seat))
        new, _ = rules.apply(state, seat, action)
        yield state, seat, action, new
        state = new


def midgame(rules: Engine[Any, Any, Any]) -> BaseState:
    """A state of a random game with actions behind it and ahead of it: after ``MIDGAME``
    actions, or halfway through a game that takes fewer than twice as many (a game of a
    few actions has a middle too)."""
    played = [after for _, _, _, after in playout(rules, 3)]
    assert len(played) >= 2, f"{rules.id}: a game of one action has no middle"
    return played[min(MIDGAME, len(played) // 2) - 1]


@pytest.mark.parametrize("game", IDS)
def test_every_game_declares_its_metadata(game: str) -> None:
    rules = GAMES[game]
    assert isinstance(rules, Engine)
    low, high = rules.players
    assert 1 <= low <= high
    least, most = rules.player_range(rules.options_model())
    assert low <= least <= most <= high
    assert rules.max_actions >= 1  # the most player actions a game takes: see playout
    assert issubclass(rules.options_model, BaseOptions)
    assert "first_seat" in rules.options_model.model_fields


# What a game must fill in; the template does the rest.
HOOKS = {
    "begin",
    "legal_actions",
    "check",
    "perform",
    "decisions",
    "timeout_action",
    "seated",
    "remove",
    "menu",
    "public_view",
    "seat_view",
}


def test_a_game_that_leaves_out_a_hook_cannot_be_built() -> None:
    """Every hook is abstract, so a missing one fails when the engine is built, not when a
    game first reaches it."""
    assert Engine.__abstractmethods__ == HOOKS

    class Unfinished(Engine[BaseState, ActionModel, BaseOptions]):
        def menu(self, state: BaseState, seat: int) -> None:
            return None

    with pytest.raises(TypeError, match="abstract"):
        Unfinished()  # type: ignore[abstract]  # built on purpose without its hooks


def test_a_game_without_a_shared_since_must_stamp_its_own() -> None:
    """The default ``stamp`` writes the one shared ``since``: a game whose state has none
    and that keeps the default is refused when its class is defined."""
    rules = GAMES["grimm"]
    assert not issubclass(rules.state_model, SharedSinceState)
    with pytest.raises(TypeError, match="override stamp"):
        type("Unstamped", (type(rules),), {"stamp": Engine.stamp})


@pytest.mark.parametrize("game", IDS)
@pytest.mark.parametrize("seed", [1, 2])
def test_since_is_the_version_each_decision_opened_at(game: str, seed: int) -> None:
    """Every accepted action counts the version once; a decision it did not answer (another
    seat's simultaneous one) stays open with its ``since``. With one shared ``since``
    (stamped by the template) every other decision opens now; a game that stamps its own
    (a Grimm stage interrupted by a request reopens with the ``since`` it first opened
    at) never stamps one later than now. Only declared decision kinds are asked, and
    ``began`` never follows ``since``."""
    rules = GAMES[game]
    for before, seat, _, after in playout(rules, seed):
        assert after.version == before.version + 1
        waiting = {(d.seat, d.kind): d for d in rules.pending(before) if d.seat != seat}
        for d in rules.pending(after):
            assert d.kind in rules.decision_kinds
            assert d.began <= d.since
            kept = waiting.get((d.seat, d.kind))
            if kept is not None:
                assert d.since == kept.since
            elif isinstance(after, SharedSinceState):
                assert d.since == after.version
            else:
                assert d.since <= after.version


@pytest.mark.parametrize("game", IDS)
def test_actions_are_frozen_and_forbid_unknown_fields(game: str) -> None:
    rules = GAMES[game]
    state = midgame(rules)
    seat = rules.pending(state)[0].seat
    action = rules.legal_actions(state, seat)[0]
    assert isinstance(action, ActionModel)
    assert rules.parse_action(action.model_dump_json()) == action
    with pytest.raises(ValidationError):
        rules.parse_action({**action.model_dump(), "unknown": 1})
    with pytest.raises(ValidationError):
        action.kind = "other"  # type: ignore[misc]  # assigning to the frozen model on purpose


@pytest.mark.parametrize("game", IDS)
def test_a_set_up_the_rules_do_not_allow_is_refused_by_the_template(game: str) -> None:
    """Every game's table is checked by the template, one catalogue key per refusal."""
    rules = GAMES[game]
    low, high = rules.player_range(rules.options_model())
    with pytest.raises(IllegalAction) as refused:
        rules.setup(low, 1, rules.options_model(first_seat=low))
    assert refused.value.reason == text("error-first-seat", n=low)
    for players in (low - 1, high + 1):
        with pytest.raises(IllegalAction) as refused:
            rules.setup(players, 1, rules.options_model())
        assert refused.value.reason == text("error-player-count", n=players, least=low, most=high)


@pytest.mark.parametrize("game", IDS)
def test_seat_views_have_one_shape(game: str) -> None:
    rules = GAMES[game]
    state = midgame(rules)
    board = rules.view(state, None)
    for seat in range(state.players):
        mine = rules.view(state, seat)
        assert isinstance(mine, SeatViewModel)
        assert mine.board == board
        assert mine.seat == seat
        with pytest.raises(ValidationError):
            mine.seat = seat + 1  # type: ignore[misc]  # assigning to the frozen view on purpose
    with pytest.raises(IllegalAction):
        rules.view(state, state.players)


def _mutable_parts(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    if isinstance(value, list | dict):
        yield path, value
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            yield from _mutable_parts(item, f"{path}[{key}]")
    elif isinstance(value, BaseModel) and not value.model_config.get("frozen"):
        yield path, value
        for name in type(value).model_fields:
            yield from _mutable_parts(getattr(value, name), f"{path}.{name}")


@pytest.mark.parametrize("game", IDS)
def test_clone_shares_nothing_mutable(game: str) -> None:
    state = midgame(GAMES[game])
    copy = state.clone()
    assert copy == state
    assert type(copy) is type(state)
    originals = dict(_mutable_parts(state, "state"))
    for path, part in _mutable_parts(copy, "state"):
        assert part is not originals[path], path


@pytest.mark.parametrize("game", IDS)
def test_a_finished_game_refuses_a_removal(game: str) -> None:
    rules = GAMES[game]
    *_, (_, _, _, last) = playout(rules, 5)
    assert last.finished
    assert rules.pending(last) == []
    with pytest.raises(IllegalAction):
        rules.remove_seat(last, 0)


def test_decisions_and_events_are_the_core_types() -> None:
    rules = GAMES["suspicion"]
    state, events = rules.setup(3, 1, rules.options_model())
    assert all(isinstance(e, Event) for e in events)
    assert all(isinstance(d, Decision) for d in rules.pending(state))


def test_an_action_of_another_game_is_refused_before_the_game_sees_it() -> None:
    """A forged or foreign button can carry another game's action of the same ``kind``
    (Grimm and the tests' fourth game both have a ``pick``): the template refuses it as out
    of date instead of letting the game's own checks trip over an unexpected class."""

    class Pick(ActionModel):
        kind: str = "pick"
        number: int = 1

    rules = GAMES["grimm"]
    options = rules.options_model()
    state, _ = rules.setup(3, 7, options)
    (decision, *_) = rules.pending(state)
    with pytest.raises(IllegalAction) as refused:
        rules.apply(state, decision.seat, Pick())
    assert refused.value.reason.key == "error-stale"
