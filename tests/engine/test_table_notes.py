"""The line a turn message shows beside its quick controls (``Menu.table_note``), in every
registered game: a public line — it names no seat and no secret card, only what any player may
know (the claimed character) — one line in every language, short enough for the turn message
(its first lines are never clipped, so each note costs at most this much of its 2000)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.core import Engine
from bot.i18n import LOCALES
from tests.bounds import bounded
from tests.registry import CATALOG, RULES

NOTE_LIMIT = 200  # characters: a line on a phone, and a tenth of a turn message
# The only names a table note may carry: the character a claim names, said aloud (M-5.1).
PUBLIC_TERMS = {"card_term"}


def table_notes(rules: Engine[Any, Any, Any], seed: int) -> list[Any]:
    """Every table note a random game shows, every seat that decides asked."""
    rng = random.Random(seed)
    options = rules.options_model()
    least, most = rules.player_range(options)
    state, _ = rules.setup(rng.randint(least, min(most, 5)), seed, options)
    notes = []
    for _ in bounded(rules, f"a random game of {type(rules).__name__}"):
        pending = rules.pending(state)
        if state.finished or not pending:
            break
        for decision in pending:
            menu = rules.menu(state, decision.seat)
            if menu is not None and menu.table_note is not None:
                notes.append(menu.table_note)
        seat = pending[0].seat
        state, _ = rules.apply(state, seat, rng.choice(list(rules.legal_actions(state, seat))))
    return notes


@pytest.mark.parametrize("game", ["mascarade", "grimm", "suspicion"])
def test_table_notes_are_public_short_single_lines(game: str) -> None:
    seen = [note for seed in range(3) for note in table_notes(RULES[game], seed)]
    assert seen, f"{game} shows no table note"
    for note in seen:
        assert not note.seats, f"{note.key} names a seat"
        assert set(note.terms) <= PUBLIC_TERMS, f"{note.key} names {note.terms}"
        for locale in LOCALES:
            line = CATALOG.render(locale, note, lambda seat: "x")
            assert "\n" not in line
            assert 0 < len(line) <= NOTE_LIMIT, f"{locale} {note.key}: {len(line)} characters"
