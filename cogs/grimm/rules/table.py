"""Read-only questions about a state: who is masked, who may receive, where a token may go,
how an action can be paid. Shared by the rules, the legal-action list and the menus."""

from __future__ import annotations

from collections import Counter

from cogs.grimm.rules.content import Content
from cogs.grimm.rules.state import Seat, State

# G-4.3: three of your charm (boon) win the round; G-4.1: two of your curse (bane) unmask you.
BOON_WINS = 3
BANE_UNMASKS = 2


def masked(seat: Seat) -> bool:
    """Still in the round: one masked character (2 players: at least one, G-9.4)."""
    return len(seat.unmasked) < len(seat.characters)


def masked_characters(seat: Seat) -> list[str]:
    return [c for c in seat.characters if c not in seat.unmasked]


def clockwise(state: State, start: int) -> list[int]:
    """Every seat, starting with ``start`` and going clockwise."""
    n = state.players
    return [(start + i) % n for i in range(n)]


def recipients(state: State, giver: int) -> list[int]:
    """Players ``giver`` may give a card to: others who are not unmasked (G-3.6)."""
    return [s for s, seat in enumerate(state.seats) if s != giver and masked(seat)]


def holdings(seat: Seat) -> list[str]:
    """The cards a player gives from: the tableau, or the hand once unmasked (G-6.2)."""
    return seat.tableau if masked(seat) else seat.hand


def broken(state: State) -> set[str]:
    """Portraits covered by a broken mirror (G-6.2)."""
    return {c for seat in state.seats for c in seat.unmasked}


def tokens_left(content: Content, seat: Seat) -> int:
    return content.evidence_tokens - len(seat.marks)


def portraits(content: Content, state: State, s: int, exclude: tuple[str, ...] = ()) -> list[str]:
    """Portraits seat ``s`` may put a token on now (G-7.1, G-7.2)."""
    seat = state.seats[s]
    if tokens_left(content, seat) <= len(exclude):
        return []
    gone = broken(state)
    return [
        c
        for c in content.character_ids
        if c not in seat.characters and c not in seat.marks and c not in gone and c not in exclude
    ]


def nameable_characters(content: Content, state: State) -> list[str]:
    """Characters still hidden somewhere or in the character deck: Point Finger may name them."""
    gone = broken(state)
    return [c for c in content.character_ids if c not in gone]


def has_pair(cards: list[str]) -> bool:
    return len(set(cards)) < len(cards)


def payments(seat: Seat) -> list[tuple[str, bool]]:
    """Ways to pay for an action: a pair, or the treasure plus any one artifact (G-10.2)."""
    counts = Counter(seat.tableau)
    pairs = [(card, False) for card in sorted(counts) if counts[card] >= 2]
    if seat.treasure:
        pairs += [(card, True) for card in sorted(counts)]
    return pairs


def after_payment(seat: Seat, pay: str, treasure: bool) -> list[str]:
    rest = list(seat.tableau)
    for _ in range(1 if treasure else 2):
        rest.remove(pay)
    return rest


def can_pay(seat: Seat, pay: str, treasure: bool) -> bool:
    return (pay, treasure) in payments(seat)


def action_follows(seat: Seat) -> bool:
    """Whether the active seat is offered an action once its cards are placed (G-3.3): it
    is still masked (G-3.5) and can pay."""
    return masked(seat) and bool(payments(seat))


def available_actions(state: State) -> list[str]:
    """Point Finger plus the shown action cards (G-2.2)."""
    return ["point_finger", *state.shown]
