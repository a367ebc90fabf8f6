"""Helpers for Grimm engine tests: the rules object, hand-set states, random playouts."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, TypeVar

from bot.core.content import read_content
from bot.engine.core import Event
from cogs.grimm.rules import Content, Options, Rules, State
from cogs.grimm.rules.actions import Action
from cogs.grimm.rules.content import CONTENT_FILE
from cogs.grimm.rules.state import Stage

RULES = Rules(read_content(CONTENT_FILE, Content))
CONTENT = RULES.content

ActionT = TypeVar("ActionT", bound=Action)


def legal_of(kind: type[ActionT], state: State, seat: int) -> list[ActionT]:
    """Every legal action of ``seat``, each checked to be a ``kind`` (the test expects no other)."""
    legal = RULES.legal_actions(state, seat)
    assert all(isinstance(x, kind) for x in legal), legal
    return [x for x in legal if isinstance(x, kind)]


def new_game(players: int = 4, seed: int = 1, **options: Any) -> State:
    state, _ = RULES.setup(players, seed, Options(**options))
    return state


def hand_set(
    players: int = 4,
    characters: list[list[str]] | None = None,
    tableaux: list[list[str]] | None = None,
    *,
    active: int = 0,
    stage: Stage = "keep",
    drawn: list[str] | None = None,
    deck: list[str] | None = None,
    **options: Any,
) -> State:
    """A round-1 state after the draft, arranged by hand. The deck's top is its end."""
    st = new_game(players, **options)
    default = ["evil_queen", "red_riding_hood", "beast", "cinderella", "sleeping_beauty"]
    characters = characters or [[c] for c in default[:players]]
    for s, seat in enumerate(st.seats):
        seat.characters = list(characters[s])
        seat.tableau = list(tableaux[s]) if tableaux else []
    used = {c for chars in characters for c in chars}
    st.char_deck = [c for c in CONTENT.character_ids if c not in used]
    st.row = []
    st.draft_order = []
    st.active = active
    st.stage = stage
    st.stage_since = st.version
    st.drawn = list(drawn or [])
    if deck is not None:
        # The given cards on top of some real ones, so later draws still work; [] = empty.
        st.deck = st.deck[:20] + list(deck) if deck else []
    return st


def play(state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    return RULES.apply(state, seat, action)


def keys(events: list[Event]) -> list[str]:
    return [e.text.key for e in events]


def random_game(
    players: int, seed: int, options: Options, limit: int = 4000
) -> Iterator[tuple[State, int, Action, State, list[Event]]]:
    """Play random legal actions to the end, yielding every step."""
    state, _ = RULES.setup(players, seed, options)
    rnd = random.Random(seed)
    for _ in range(limit):
        if state.outcome is not None:
            return
        decision = rnd.choice(RULES.pending(state))
        action = rnd.choice(RULES.legal_actions(state, decision.seat))
        new, events = RULES.apply(state, decision.seat, action)
        yield state, decision.seat, action, new, events
        state = new
    raise AssertionError(f"game did not end within {limit} actions")
