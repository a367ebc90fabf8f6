"""The Fluent keys that name Suspicion's pieces in texts (``*_term`` arguments): one place
for the rules' events, the menus' labels and the cogs' pictures and embeds."""

from __future__ import annotations

from cogs.suspicion.rules.content import UNKNOWN_FACE, Gem


def guest_term(guest: str) -> str:
    return f"suspicion-guest-{guest}"


def gem_term(gem: Gem) -> str:
    return f"suspicion-gem-{gem}"


def room_term(room: str) -> str:
    return f"suspicion-room-{room}"


def card_term(card: int) -> str:
    return f"suspicion-card-{card}"


def face_term(face: str) -> str:
    """A die's face: a guest, or the face that stands for any guest."""
    return "suspicion-die-unknown" if face == UNKNOWN_FACE else guest_term(face)
