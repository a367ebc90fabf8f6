"""What the conformance harness needs to know about one game beyond the engine contract.

A game's plugin names its hooks (``GamePlugin.conformance``, loaded only by the tests, from
the game's ``conformance.py``); a game without them still runs every generic check, with no
conservation law, no secrets to scramble and no secret actions (so the coverage test fails
for it as soon as it sends a private event). Pure, like the engines: the hooks describe what a
seat may know by the rules, which the tests check every view, event and computer move against.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from bot.engine.core import Event, Menu

# An action by a seat: what the event non-interference check replays on a scrambled state.
Move = tuple[int, Any]


def _no_law(state: Any) -> None:
    """No conserved quantity declared."""


def _nothing_secret(state: Any, viewer: int | None, rng: random.Random, move: Move | None) -> Any:
    return state


def _no_step_law(before: Any, seat: int, action: Any, after: Any, events: list[Event]) -> None:
    """Nothing game-specific to check about one step."""


def _whole_view(state: Any, viewer: int | None, view: BaseModel) -> object:
    return view


def _no_strays(state: Any, seat: int, rng: random.Random) -> list[Any]:
    return []


def _no_twins(state: Any, seat: int, action: Any, rng: random.Random) -> list[Any]:
    return []


def leaves(menu: Menu) -> list[Any]:
    """The actions at the ends of a menu's branches."""
    out: list[Any] = []
    for choice in menu.choices:
        assert (choice.action is None) != (choice.menu is None), "a choice is an action or a sub-menu"
        out += [choice.action] if choice.menu is None else leaves(choice.menu)
    return out


def _menu_is_legal(state: Any, seat: int, menu: Menu, legal: Sequence[Any]) -> None:
    found = leaves(menu)
    assert len(found) == len(set(found)), "a menu offers the same action twice"
    assert set(found) == set(legal), "menu leaves differ from the legal actions"


@dataclass(frozen=True)
class GameHooks:
    # Asserts every conserved quantity (coins, cards, gems, artifacts) of a state.
    conserve: Callable[[Any], None] = _no_law
    # Game-specific checks of a state, too slow for every step (views), on sampled ones.
    sampled: Callable[[Any], None] = _no_law
    # Game-specific checks of one step (before, seat, action, after, events).
    step: Callable[[Any, int, Any, Any, list[Event]], None] = _no_step_law
    # A state that agrees with ``state`` on everything ``viewer`` may know by the rules and
    # differs, at random, in the rest. With a move: also on what the move lets the viewer
    # learn by the rules (a peek shows the peeker that card) — the harness then checks
    # that no event tells the viewer anything else.
    scramble: Callable[[Any, int | None, random.Random, Move | None], Any] = _nothing_secret
    # What the viewer may know, from its view of a state: by default the view; without the
    # viewer's log of private events (Mascarade's notes), which repeats what events said and
    # so cannot be evidence that the viewer may know it; plus public facts the board does
    # not draw (Grimm's face-up discard pile).
    knowledge: Callable[[Any, int | None, BaseModel], object] = _whole_view
    # Other actions ``seat`` may take now in place of ``action`` that no other seat may tell
    # from it by the rules: the same swap not made, another sealed answer, another guess
    # sheet. The harness applies both and checks that every other viewer is shown the same;
    # an event that carries the action's secret to someone else differs between the two.
    twins: Callable[[Any, int, Any, random.Random], Sequence[Any]] = _no_twins
    # Event kinds private to someone that no pair the harness compares can ever show, each
    # with the reason (the coverage test requires compared pairs for every other one).
    never_compared: Mapping[str, str] = field(default_factory=dict)
    # Actions of this game's own shapes that are illegal now (malformed, out of range).
    strays: Callable[[Any, int, random.Random], list[Any]] = _no_strays
    # Asserts that ``seat``'s menu offers exactly its legal actions (and game-specific shape).
    menu: Callable[[Any, int, Menu, Sequence[Any]], None] = _menu_is_legal
    # Option sets the generic enumeration (every bool and Literal field) does not reach.
    extra_options: Sequence[BaseModel] = ()
    # (players, options, seed) of the games kept as golden logs.
    golden: Sequence[tuple[int, BaseModel, int]] = field(default_factory=tuple)
