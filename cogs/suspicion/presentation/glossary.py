"""Suspicion's “What does … do?”: how sight, answers, dice, gems and the notepad work, the
card halves, the villa's rooms and the guests (where each stands and how many guests it sees
now, from the public board — never whose guest it is), each with a short paragraph.

``ABOUT_RULES``: the rule ids behind each paragraph (kept out of the text players read).
"""

from __future__ import annotations

from string import ascii_uppercase
from typing import Any

from bot.engine.text import text
from cogs.suspicion.rules.content import Content
from cogs.suspicion.rules.terms import guest_term, room_term
from cogs.suspicion.rules.views import PublicView
from cogs.table.glossary import Topic

__all__ = ["ABOUT_RULES", "glossary"]

PLAY = "suspicion-about-group-play"
ACTIONS = "suspicion-about-group-actions"
ROOMS = "suspicion-about-group-rooms"
GUESTS = "suspicion-about-group-guests"

ABOUT_RULES: dict[str, tuple[str, ...]] = {
    "suspicion-about-sight": ("S-4.1", "S-4.2"),
    "suspicion-about-answers": ("S-3.5", "S-4.3", "S-4.4", "S-4.5"),
    "suspicion-about-dice": ("S-2.1",),
    "suspicion-about-gems": ("S-1.4", "S-5.1", "S-5.2", "S-5.5"),
    "suspicion-about-scoring": ("S-5.2", "S-5.3", "S-5.4"),
    "suspicion-about-notepad": ("S-7.1", "S-7.2"),
    "suspicion-about-action-search": ("S-3.1", "S-6.1"),
    "suspicion-about-action-tip": ("S-3.2",),
    "suspicion-about-action-passage": ("S-3.3",),
    "suspicion-about-action-peek": ("S-3.4", "S-6.2"),
    "suspicion-about-action-ask": ("S-3.5", "S-4.1", "S-4.3"),
    "suspicion-about-room": ("S-1.2", "S-3.1", "S-4.1"),
    "suspicion-about-guest": ("S-1.1", "S-1.5", "S-3.4", "S-4.1"),
}
PLAY_TOPICS = ("sight", "answers", "dice", "gems", "scoring", "notepad")
ACTION_KINDS = ("search", "tip", "passage", "peek", "ask")


def glossary(rules: Any, view: PublicView) -> list[Topic]:
    """What the villa has in play, from the public board."""
    content: Content = rules.content
    topics = [
        Topic(PLAY, name, text(f"suspicion-about-topic-{name}"), text(f"suspicion-about-{name}"))
        for name in PLAY_TOPICS
    ]
    topics += [
        Topic(ACTIONS, f"action-{kind}", text(f"suspicion-about-topic-{kind}"), text(f"suspicion-about-action-{kind}"))
        for kind in ACTION_KINDS
    ]
    rooms = {room.id: room for room in content.rooms}

    def seen_from(room_id: str) -> int:
        """How many guests a guest standing in ``room_id`` sees now (S-4.1, itself too)."""
        here = rooms[room_id]
        return sum(1 for r in view.positions.values() if rooms[r].row == here.row or rooms[r].col == here.col)

    def place(room_id: str) -> dict[str, Any]:
        room = rooms[room_id]
        return {"row": room.row + 1, "col": ascii_uppercase[room.col], "n": seen_from(room_id)}

    topics += [
        Topic(ROOMS, f"room-{room.id}", text(room_term(room.id)), text("suspicion-about-room", **place(room.id)))
        for room in sorted(content.rooms, key=lambda r: (r.row, r.col))
    ]
    topics += [
        Topic(
            GUESTS,
            f"guest-{guest}",
            text(guest_term(guest)),
            text("suspicion-about-guest", room_term=room_term(room), **place(room)),
        )
        for guest, room in view.positions.items()
    ]
    return topics
