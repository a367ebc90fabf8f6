"""Table geometry: which cards a seat may touch, and how a card is named in a Text.

The 2- and 3-player games (M-8, M-9) give each seat several hands; everything here
hides that difference from the rest of the engine.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from cogs.mascarade.rules.state import State


def swap_targets(s: State, seat: int) -> list[int]:
    """Cards ``seat`` may take as the "other" card of a swap or a Spy's look.

    4+ players: any card that is not yours, centre included (M-3.1, M-6.6). 3 players:
    an opponent's card (M-8.3). 2 players: the opponent's left or right card, never the
    protected middle one (M-9.2). The Spy follows the same limits (our reading).
    """
    if s.players == 2:
        return [i for i, sl in enumerate(s.slots) if sl.owner not in (seat, None) and sl.hand != "middle"]
    if s.players == 3:
        return [i for i, sl in enumerate(s.slots) if sl.owner not in (seat, None)]
    return [i for i, sl in enumerate(s.slots) if sl.owner != seat]


def swap_pairs(s: State, seat: int) -> list[tuple[int, int]]:
    """(own card, other card) pairs for a swap-or-not; any own hand may swap (M-9.2)."""
    return [(mine, other) for mine in s.owned(seat) for other in swap_targets(s, seat)]


def claim_slots(s: State, seat: int) -> list[int]:
    """Cards a seat may announce with: never the protected middle card (M-9.3)."""
    return [i for i in s.owned(seat) if s.slots[i].hand != "middle"]


def fool_pairs(s: State, seat: int) -> list[tuple[int, int]]:
    """The Fool's pairs (M-6.5): two other players' cards (4+), any two cards that are
    not yours (3 players), the opponent's left and right cards (2 players)."""
    if s.players <= 3:
        pool = swap_targets(s, seat)
    else:
        pool = [i for i, sl in enumerate(s.slots) if sl.owner not in (seat, None)]
    return list(combinations(pool, 2))


def characters(s: State) -> list[str]:
    """The distinct characters in play, in a stable order (M-5.1)."""
    return sorted(set(s.cards))


def place(s: State, slot: int, prefix: str) -> dict[str, Any]:
    """Text arguments naming a card: ``<prefix>`` is the hand (or "centre"),
    ``<prefix>_seat`` its owner and ``<prefix>_number`` a centre card's number."""
    sl = s.slots[slot]
    if sl.owner is None:
        return {prefix: "centre", f"{prefix}_number": s.centre_number(slot)}
    return {prefix: sl.hand, f"{prefix}_seat": sl.owner}


def card_term(card: str) -> str:
    return f"mascarade-card-{card}"
