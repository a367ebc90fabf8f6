"""What the conformance harness needs to know about the test-only high card game
(``tests/high_card``): which cards a viewer may not know, to deal them anew, and what is
conserved. Nothing else: no move is secret (every call is made in front of the table), and
its one private event, the deal at the set-up, is compared by the harness like any other."""

from __future__ import annotations

import random

from bot.engine.conformance import GameHooks, Move
from tests.high_card.rules import RANKS, State


def conserve(state: State) -> None:
    """One card a seat, each a different rank of the deck."""
    assert len(state.cards) == state.players
    assert len(set(state.cards)) == state.players
    assert all(1 <= card <= RANKS for card in state.cards)


def scramble(s: State, viewer: int | None, rng: random.Random, move: Move | None) -> State:
    """The cards of every seat but the viewer's dealt anew from the cards the viewer has not
    seen (once the game is over every card is shown: nothing to deal anew). The state itself
    when nothing is hidden from the viewer."""
    hidden = [] if s.finished else [seat for seat in range(s.players) if seat != viewer]
    if not hidden:
        return s
    known = {s.cards[viewer]} if viewer is not None else set()
    pool = [card for card in range(1, RANKS + 1) if card not in known]
    out = s.model_copy(deep=True)
    for seat, card in zip(hidden, rng.sample(pool, len(hidden)), strict=True):
        out.cards[seat] = card
    return out


HOOKS = GameHooks(conserve=conserve, scramble=scramble)
