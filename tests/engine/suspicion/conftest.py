"""Shared fixtures for the Suspicion engine tests: the shipped content, the rules, and a
way to build hand-set positions the way the rulebook's examples describe them."""

from __future__ import annotations

import pytest

from bot.core.content import read_content
from bot.i18n import Catalog
from cogs.suspicion.rules import Content, Options, Rules, State
from cogs.suspicion.rules.content import CONTENT_FILE
from cogs.suspicion.rules.views import PublicView, SeatView
from tests.registry import CATALOG

CONTENT = read_content(CONTENT_FILE, Content)
RULES = Rules(CONTENT)


@pytest.fixture
def rules() -> Rules:
    return RULES


@pytest.fixture
def content() -> Content:
    return CONTENT


@pytest.fixture(scope="session")
def catalog() -> Catalog:
    return CATALOG


def public_view(state: State) -> PublicView:
    """The public board; ``Engine.view`` is typed as any model, so check it is Suspicion's."""
    view = RULES.view(state, None)
    assert isinstance(view, PublicView)
    return view


def seat_view(state: State, seat: int) -> SeatView:
    """What ``seat`` may know; ``Engine.view`` is typed as any model, so check it is Suspicion's."""
    view = RULES.view(state, seat)
    assert isinstance(view, SeatView)
    return view


def arrange(
    players: int = 3,
    *,
    guests: list[str] | None = None,
    hands: list[list[int]] | None = None,
    positions: dict[str, str] | None = None,
    current: int = 0,
    options: Options | None = None,
) -> State:
    """A fresh game with the given secrets and guest positions, seat ``current`` to move
    (the dice were rolled as the turn began).

    Guests named in ``guests`` are removed from the invitation deck, hands from the action
    deck, so the conserved quantities still hold.
    """
    state, _ = RULES.setup(players, 7, options or Options(first_seat=current))
    if guests is not None:
        for seat, guest in enumerate(guests):
            state.secrets[seat].guest = guest
        state.invitations = [g for g in CONTENT.guest_ids if g not in guests]
    if hands is not None:
        for seat, hand in enumerate(hands):
            state.secrets[seat].hand = list(hand)
        assert len(hands) == players, "give every seat's hand"
        held = {c for hand in hands for c in hand}
        state.deck = [c.number for c in CONTENT.cards if c.number not in held]
    if positions is not None:
        state.positions.update(positions)
    state.current = current
    return state


def at_act(state: State, card: int) -> State:
    """Put ``state`` in the act phase of its current seat with ``card`` played."""
    seat = state.current
    if card in state.secrets[seat].hand:
        state.secrets[seat].hand.remove(card)
    elif card in state.deck:
        state.deck.remove(card)
    state.card = card
    state.card_left = [a.kind for a in CONTENT.card_by_number[card].actions]
    state.phase = "act"
    return state
