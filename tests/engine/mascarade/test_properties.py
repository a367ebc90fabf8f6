"""Seeded random complete games for every player count and option combination.

Default: one game per configuration (fast). ``MN_FULL=1``: at least 10,000 games.
"""

from __future__ import annotations

import math
import os
import random
import time
from typing import Any

import pytest

from bot.engine.core import Choice, Event, IllegalAction, Menu
from bot.engine.mascarade import Options, Rules, State
from bot.engine.mascarade.actions import Action, Guess, Pass
from bot.engine.text import Text, text
from bot.i18n import LOCALES, Catalog
from tests.engine.mascarade.helpers import Renderer

FULL = os.environ.get("MN_FULL") == "1"
FULL_GAMES = 10_000
# Generous: random play ends well before this (a random table bleeds coins to fines).
MAX_ACTIONS = 3_000

CUSTOM = ("judge", "king", "queen", "widow", "spy", "witch", "thief", "cheat")

CONFIGS: list[tuple[int, Options]] = [
    *[(n, Options(edition="first", preset=p)) for n in range(2, 14) for p in ("standard", "random")],
    *[(n, Options(edition="second", preset=p)) for n in range(4, 13) for p in ("standard", "random")],
    (8, Options(custom_set=CUSTOM)),
    (6, Options(custom_set=CUSTOM[:6], first_seat=5)),
]
SEEDS = math.ceil(FULL_GAMES / len(CONFIGS)) if FULL else 1
# The full run checks views, menus, refusals and JSON on a sample of steps (every step
# in the default run) so that 10,000 games fit in minutes.
HEAVY_SHARE = 0.05 if FULL else 1.0


class Checker:
    """Everything the engine must guarantee at every step of a game."""

    def __init__(self, rules: Rules, renderer: Renderer) -> None:
        self.rules = rules
        self.renderer = renderer
        self.catalog = Catalog()
        self.seen: set[tuple[Any, ...]] = set()

    def text(self, msg: Text) -> None:
        key = (msg.key, *sorted(msg.args.items()), *sorted(msg.seats), *sorted(msg.terms.items()))
        if key in self.seen:
            return
        self.seen.add(key)
        for locale in LOCALES:
            assert self.catalog.has(locale, msg.key), (locale, msg.key)
            self.renderer.render(locale, msg)

    def events(self, events: list[Event]) -> None:
        for e in events:
            self.text(e.text)

    def conservation(self, s: State) -> None:
        start = self.rules.content.start_coins * s.players
        assert sum(s.coins) + s.courthouse == start + s.bank_paid - s.bank_taken
        assert min(s.coins) >= 0
        assert s.courthouse >= 0
        assert sorted(sl.card for sl in s.slots) == sorted(s.cards)
        assert all(s.coins[p] == 0 for p in s.removed)

    def views(self, s: State, viewers: list[int | None]) -> None:
        """No viewer's view changes when everything secret from them is scrambled."""
        for viewer in viewers:
            view = self.rules.view(s, viewer)
            assert self.rules.view(scramble(s, viewer), viewer) == view
            board = view if viewer is None else view.board  # type: ignore[union-attr]
            if board.pending is not None:  # type: ignore[union-attr]
                self.text(board.pending)  # type: ignore[union-attr]
            if viewer is not None:
                for note in view.notes:  # type: ignore[union-attr]
                    self.text(note)
                for seen in view.seen:  # type: ignore[union-attr]
                    self.text(seen.label)

    def menu(self, s: State, seat: int, kind: str, legal: list[Action]) -> None:
        menu = self.rules.menu(s, seat)
        assert menu is not None
        if kind in ("prep", "turn", "contest", "spy_swap"):
            # Drawn as buttons; target choices (a select menu) may hold up to 25.
            assert len(menu.choices) <= 5
        leaves: list[Action] = []
        self._walk(menu, leaves)
        assert len(leaves) == len(set(leaves)) == len(legal)
        assert set(leaves) == set(legal)
        for other in s.order:
            if other != seat:
                assert self.rules.menu(s, other) is None

    def _walk(self, menu: Menu, leaves: list[Action]) -> None:
        assert 0 < len(menu.choices) <= 25
        self.text(menu.prompt)
        for choice in menu.choices:
            self._choice(choice, leaves)

    def _choice(self, choice: Choice, leaves: list[Action]) -> None:
        self.text(choice.label)
        assert (choice.action is None) != (choice.menu is None)
        if choice.menu is not None:
            self._walk(choice.menu, leaves)
        else:
            leaves.append(choice.action)

    def refused(self, s: State, seat: int, action: Action) -> None:
        before = s.model_dump_json()
        with pytest.raises(IllegalAction) as err:
            self.rules.apply(s, seat, action)
        self.text(err.value.reason)
        assert s.model_dump_json() == before


def scramble(s: State, viewer: int | None) -> State:
    """``s`` with every card identity and every secret of other seats replaced."""
    out = s.model_copy(deep=True)
    out.slots = [sl.model_copy(update={"card": "scrambled"}) for sl in out.slots]
    for seat in range(out.players):
        if seat != viewer:
            out.notes[seat] = [text("scrambled")]
    if out.step is not None and out.step.seat != viewer:
        out.step.seen = []
    return out


def play_game(checker: Checker, players: int, options: Options, seed: int) -> int:
    rules = checker.rules
    rng = random.Random(seed * 7919 + players)
    state, events = rules.setup(players, seed, options)
    checker.events(events)
    log: list[tuple[str, int, Action | None]] = []
    for _ in range(MAX_ACTIONS):
        checker.conservation(state)
        if state.finished:
            break
        (decision,) = rules.pending(state)
        seat = decision.seat
        assert decision.since <= state.version
        legal = list(rules.legal_actions(state, seat))
        assert legal
        for other in range(players):
            if other != seat:
                assert not rules.legal_actions(state, other)
        timeout = rules.timeout_action(state, seat)
        assert timeout in legal
        heavy = rng.random() < HEAVY_SHARE
        if heavy:
            checker.menu(state, seat, decision.kind, legal)
            other = rng.choice([p for p in range(players) if p != seat])
            # The public board, the seat deciding (it may hold a Spy's look) and one other.
            checker.views(state, [None, seat, *(p for p in state.order if p == other)])
            checker.refused(state, other, legal[0])
            for stray in (Pass(), Guess(character="nobody")):
                if stray not in legal:
                    checker.refused(state, seat, stray)
        if players >= 4 and rng.random() < 0.004:
            gone = rng.choice(state.order)
            new, events = rules.remove_seat(state, gone)
            log.append(("remove", gone, None))
        else:
            action = timeout if rng.random() < 0.1 else rng.choice(legal)
            before = state.model_dump_json() if heavy else ""
            new, events = rules.apply(state, seat, action)
            if heavy:
                assert state.model_dump_json() == before
            assert new.since == new.version
            log.append(("act", seat, action))
        assert new.version == state.version + 1
        checker.events(events)
        assert all(e.to is None or set(e.to) <= set(range(players)) for e in events)
        if heavy:
            assert State.model_validate_json(new.model_dump_json()) == new
        state = new
    else:
        pytest.fail(f"game did not end within {MAX_ACTIONS} actions")
    assert rules.pending(state) == []
    assert state.outcome is not None
    checker.text(state.outcome.reason)
    replay, _ = rules.setup(players, seed, options)
    for kind, seat, action in log:
        if kind == "remove":
            replay, _ = rules.remove_seat(replay, seat)
        else:
            assert action is not None
            replay, _ = rules.apply(replay, seat, action)
    assert replay == state
    return len(log)


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=lambda v: repr(v))
def test_random_games(rules: Rules, renderer: Renderer, players: int, options: Options) -> None:
    checker = Checker(rules, renderer)
    for seed in range(SEEDS):
        play_game(checker, players, options, seed)


@pytest.mark.skipif(not FULL, reason="MN_FULL=1 only")
def test_full_count_summary(rules: Rules, renderer: Renderer, capsys: pytest.CaptureFixture[str]) -> None:
    """Reports how many games the full run played (the parametrised test plays them)."""
    started = time.perf_counter()
    checker = Checker(rules, renderer)
    actions = play_game(checker, 6, Options(), 123_456)
    assert actions > 0
    with capsys.disabled():
        print(
            f"\nmascarade full run: {SEEDS * len(CONFIGS)} games "
            f"({SEEDS} seeds x {len(CONFIGS)} configs); sample game {time.perf_counter() - started:.2f}s"
        )
