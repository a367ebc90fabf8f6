"""Games stored by an earlier version still load, replay and continue.

``snapshots/<game>.json`` were written by the engines as they stood before the shared
engine core (one seeded random game each, with its action log and the stored snapshot),
so a change to a state model or to the order of an action's steps that would strand a
running game fails here. Grimm's old snapshots still carry a copy of the content table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.engine.core import BaseState
from tests.registry import RULES as GAMES

SNAPSHOTS = Path(__file__).parent / "snapshots"
# The games that were stored by that earlier version: a game added since has no old snapshot.
STORED = sorted(path.stem for path in SNAPSHOTS.glob("*.json"))


def stored(game: str) -> dict[str, Any]:
    """The stored game as the database holds it once migrated (the snapshot itself is
    the JSON as it was written)."""
    data: dict[str, Any] = json.loads((SNAPSHOTS / f"{game}.json").read_text(encoding="utf-8"))
    return migration_0009_suspicion_dice(data)


def migration_0009_suspicion_dice(data: dict[str, Any]) -> dict[str, Any]:
    """data/migrations/0009_suspicion_dice.sql on a stored game: a started Suspicion game
    from before the automatic roll keeps rolling by hand, in its options and its state's."""
    if data["game"] == "suspicion":
        data["options"].setdefault("dice", "player")
        data["state"]["options"].setdefault("dice", "player")
    return data


def replay(data: dict[str, Any]) -> BaseState:
    rules = GAMES[data["game"]]
    state: BaseState
    state, _ = rules.setup(data["players"], data["seed"], rules.options_model.model_validate(data["options"]))
    for entry in data["log"]:
        if entry["kind"] == "remove":
            state, _ = rules.remove_seat(state, entry["seat"])
        else:
            state, _ = rules.apply(state, entry["seat"], rules.parse_action(entry["action"]))
    return state


def stored_part(state: BaseState, data: dict[str, Any]) -> dict[str, Any]:
    """The state as far as the old snapshot could say: the fields it stored. A field added
    since (Mascarade's card history) loads with its default, so an old game
    goes on without what was never recorded; everything the snapshot stored must agree."""
    dumped: dict[str, Any] = json.loads(state.model_dump_json())
    return {key: value for key, value in dumped.items() if key in data["state"]}


@pytest.mark.parametrize("game", STORED)
def test_old_snapshot_loads_and_equals_replay(game: str) -> None:
    data = stored(game)
    model = GAMES[game].state_model
    loaded = model.model_validate_json(json.dumps(data["state"]))
    assert stored_part(replay(data), data) == stored_part(loaded, data)
    added = set(model.model_fields) - set(data["state"])
    defaults = {name: model.model_fields[name].get_default(call_default_factory=True) for name in added}
    assert all(getattr(loaded, name) == default for name, default in defaults.items())


@pytest.mark.parametrize("game", STORED)
def test_old_snapshot_continues_like_a_replayed_game(game: str) -> None:
    data = stored(game)
    rules = GAMES[game]
    loaded = rules.state_model.model_validate_json(json.dumps(data["state"]))
    replayed = replay(data)
    for _ in range(5):
        decisions = rules.pending(loaded)
        assert decisions == rules.pending(replayed)
        if not decisions:
            break
        seat = decisions[0].seat
        action = rules.timeout_action(loaded, seat)
        loaded, events = rules.apply(loaded, seat, action)
        replayed, replayed_events = rules.apply(replayed, seat, action)
        assert stored_part(loaded, data) == stored_part(replayed, data)
        assert events == replayed_events


# What an old Grimm game stored that the engine no longer keeps: the content table (loaded
# from data/ now), and whether Host of the Game had drawn this turn (its draw passes the turn,
# so a turn earns one draw without a flag). Loading ignores them; nothing else may go.
GRIMM_NO_LONGER_STORED = {"content", "host_used"}


def test_grimm_snapshots_reload_without_only_the_fields_no_longer_stored() -> None:
    data = stored("grimm")
    assert data["state"].keys() >= GRIMM_NO_LONGER_STORED, "the old snapshot is the one that carried them"
    snapshot = json.loads(replay(data).model_dump_json())
    assert not GRIMM_NO_LONGER_STORED & snapshot.keys()
    assert snapshot == {key: value for key, value in data["state"].items() if key not in GRIMM_NO_LONGER_STORED}


def test_every_snapshot_is_of_a_registered_game() -> None:
    assert STORED
    assert set(STORED) <= set(GAMES)
