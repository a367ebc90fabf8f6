"""Seeded random complete games for every player count and option combination.

Default: a few games per combination (fast). ``MN_FULL=1``: at least 10,000 games.
"""

from __future__ import annotations

import json
import logging
import os
from collections import Counter
from itertools import product
from typing import Any

import pytest

from bot.engine.core import Menu, Text
from bot.engine.errors import IllegalAction
from bot.engine.grimm import Options, State
from bot.engine.grimm import actions as a
from bot.engine.grimm.table import masked
from bot.i18n import LOCALES, Catalog

from .support import CONTENT, RULES, random_game

FULL = os.environ.get("MN_FULL") == "1"
COMBOS = [
    (players, Options(bets=bets, treasures=treasures, abilities=abilities))
    for players, bets, treasures, abilities in product(range(2, 6), (False, True), (False, True), (False, True))
    if not (players == 2 and bets)
]
GAMES_PER_COMBO = -(-10_000 // len(COMBOS)) if FULL else 2
CATALOG = Catalog()


def _texts_of_menu(menu: Menu) -> list[Text]:
    out = [menu.prompt]
    for choice in menu.choices:
        out.append(choice.label)
        if choice.menu is not None:
            out += _texts_of_menu(choice.menu)
    return out


def _leaves(menu: Menu) -> list[Any]:
    out = []
    for choice in menu.choices:
        assert len(menu.choices) <= 25
        if choice.menu is not None:
            out += _leaves(choice.menu)
        else:
            out.append(choice.action)
    return out


def _check_text(msg: Text) -> None:
    for locale in LOCALES:
        assert CATALOG.has(locale, msg.key), (locale, msg.key)
        for term in msg.terms.values():
            assert CATALOG.has(locale, term), (locale, term)
        assert CATALOG.render(locale, msg, lambda s: f"P{s}")


def _check_invariants(st: State) -> None:
    # Every artifact is somewhere: deck, discard, row, tableaux, hands, in flight.
    where = Counter(st.deck + st.discard + st.row + st.drawn)
    for seat in st.seats:
        where.update(seat.tableau + seat.hand)
    assert where == Counter({x.id: x.copies for x in CONTENT.artifacts})
    gone = {c for seat in st.seats for c in seat.unmasked}
    for seat in st.seats:
        assert len(seat.marks) <= CONTENT.evidence_tokens
        assert len(set(seat.marks)) == len(seat.marks)
        assert not set(seat.marks) & (set(seat.characters) | gone)
        if not masked(seat) and st.players > 2:
            assert seat.tableau == []
    assert 1 <= st.round <= 3
    assert len(st.history) <= 3
    assert len(RULES.pending(st)) == len({d.seat for d in RULES.pending(st)})


def _rotate(ids: tuple[str, ...], values: list[str]) -> list[str]:
    return [ids[(ids.index(v) + 1) % len(ids)] for v in values]


def _others_perturbed(st: State, seat: int) -> State:
    """The same public situation with every secret ``seat`` may not know changed."""
    alt = st.clone()
    arts, chars = CONTENT.artifact_ids, CONTENT.character_ids
    alt.deck = _rotate(arts, alt.deck)
    alt.char_deck = _rotate(chars, alt.char_deck)
    if alt.active != seat:
        alt.drawn = _rotate(arts, alt.drawn)
    for t, other in enumerate(alt.seats):
        if t == seat:
            continue
        other.hand = _rotate(arts, other.hand)
        other.bets = _rotate(chars, other.bets)
        other.peeked = _rotate(chars, other.peeked)
        other.characters = [c if c in other.unmasked else _rotate(chars, [c])[0] for c in other.characters]
    for req in alt.requests:
        if req.seat != seat:
            req.chosen = _rotate(chars, req.chosen)
    for result in alt.history:
        for t, revealed in enumerate(result.revealed):
            if t != seat:
                result.characters[t] = [c if c in revealed else _rotate(chars, [c])[0] for c in result.characters[t]]
    return alt


def _check_views(st: State) -> None:
    public = RULES.view(st, None)
    for seat in range(st.players):
        alt = _others_perturbed(st, seat)
        assert RULES.view(alt, seat) == RULES.view(st, seat)
        assert RULES.view(alt, None) == public


def _check_illegal(st: State, seat: int) -> None:
    before = st.model_dump_json()
    idle = [s for s in range(st.players) if not RULES.legal_actions(st, s)]
    probes: list[tuple[int, a.Action]] = [(seat, a.Give(to=seat)), (seat, a.Pick(card="none"))]
    if idle:
        legal = RULES.legal_actions(st, seat)
        probes.append((idle[0], legal[0]))
    for who, action in probes:
        if action in RULES.legal_actions(st, who):
            continue
        with pytest.raises(IllegalAction) as err:
            RULES.apply(st, who, action)
        _check_text(err.value.reason)
    assert st.model_dump_json() == before


def _play_and_check(players: int, seed: int, options: Options, caplog: Any) -> None:
    actions: list[tuple[int, a.Action]] = []
    totals = [0] * players
    final: State | None = None
    setup_state, setup_events = RULES.setup(players, seed, options)
    for event in setup_events:
        _check_text(event.text)
    for before, seat, action, after, events in random_game(players, seed, options):
        assert after.version == before.version + 1
        menu = RULES.menu(before, seat)
        assert menu is not None
        legal = {json.dumps(x.model_dump(), sort_keys=True) for x in RULES.legal_actions(before, seat)}
        leaves = {json.dumps(x.model_dump(), sort_keys=True) for x in _leaves(menu)}
        assert leaves == legal
        assert len(menu.choices) <= 5 or all(c.menu is None for c in menu.choices)
        for msg in _texts_of_menu(menu):
            _check_text(msg)
        assert RULES.timeout_action(before, seat) in RULES.legal_actions(before, seat)
        _check_illegal(before, seat)
        for event in events:
            _check_text(event.text)
            if event.text.key.startswith("grimm-private-"):
                assert event.to is not None
                assert len(event.to) == 1
        _check_invariants(after)
        _check_views(after)
        new_totals = [s.total for s in after.seats]
        assert all(n >= o for n, o in zip(new_totals, totals, strict=True))  # roses only grow
        totals = new_totals
        actions.append((seat, action))
        final = after
    assert final is not None
    assert final.outcome is not None
    _check_text(final.outcome.reason)
    assert State.model_validate_json(final.model_dump_json()) == final
    replay = setup_state
    for seat, action in actions:
        replay, _ = RULES.apply(replay, seat, RULES.parse_action(action.model_dump_json()))
    assert replay == final
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


@pytest.mark.parametrize(("players", "options"), COMBOS, ids=lambda x: str(x).replace(" ", ""))
def test_random_games(players: int, options: Options, caplog: Any) -> None:
    caplog.set_level(logging.WARNING)
    base = hash((players, options.bets, options.treasures, options.abilities)) % 1000
    for i in range(GAMES_PER_COMBO):
        _play_and_check(players, base * 100_000 + i, options, caplog)
