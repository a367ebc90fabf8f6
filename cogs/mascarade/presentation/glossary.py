"""Mascarade's “What does … do?”: every character in this game's set (public, M-10.1; never
who holds it), the table (coins, the courthouse, centre cards) and the four things a turn or
an announcement asks of a player, each with a short paragraph and its "why".

``ABOUT_RULES``: the rule ids behind each paragraph (kept out of the text players read).
"""

from __future__ import annotations

from typing import Any

from bot.engine.text import text
from cogs.mascarade.rules.menus import power_args
from cogs.mascarade.rules.table import card_term
from cogs.mascarade.rules.views import PublicView
from cogs.table.glossary import Topic

__all__ = ["ABOUT_RULES", "glossary"]

CHARACTERS = "mascarade-about-group-characters"
TABLE = "mascarade-about-group-table"
MOVES = "mascarade-about-group-moves"

ABOUT_RULES: dict[str, tuple[str, ...]] = {
    "mascarade-about-power-bank": ("M-6.1", "M-6.2", "M-5.4"),
    "mascarade-about-power-judge": ("M-6.3", "M-5.5"),
    "mascarade-about-power-bishop": ("M-6.4",),
    "mascarade-about-power-fool": ("M-6.5", "M-5.7"),
    "mascarade-about-power-spy": ("M-6.6", "M-5.7"),
    "mascarade-about-power-witch": ("M-6.7",),
    "mascarade-about-power-thief": ("M-6.8",),
    "mascarade-about-power-cheat": ("M-6.9", "M-7.4"),
    "mascarade-about-power-widow": ("M-6.10",),
    "mascarade-about-power-peasant": ("M-6.11",),
    "mascarade-about-power-inquisitor": ("M-6.12", "M-2.3"),
    "mascarade-about-power-princess": ("M-6.13",),
    "mascarade-about-power-puppet-master": ("M-6.13",),
    "mascarade-about-power-patron": ("M-6.13",),
    "mascarade-about-power-beggar": ("M-6.13",),
    "mascarade-about-coins": ("M-1.1", "M-7.2", "M-7.3", "M-6.14"),
    "mascarade-about-courthouse": ("M-1.2", "M-5.4", "M-6.3"),
    "mascarade-about-centre": ("M-1.3", "M-3.1", "M-6.6"),
    "mascarade-about-revealed": ("M-2.3",),
    "mascarade-about-swap": ("M-3.1", "M-10.3"),
    "mascarade-about-look": ("M-4.1", "M-10.3"),
    "mascarade-about-announce": ("M-5.1", "M-5.2", "M-5.3", "M-5.4", "M-5.6"),
    "mascarade-about-contest": ("M-5.2", "M-5.4", "M-2.3"),
}


def glossary(rules: Any, view: PublicView) -> list[Topic]:
    """What this game has in play, from the public board: its characters, then the table,
    then a turn's choices."""
    content = rules.content
    topics = []
    for character in view.characters:
        power, args = power_args(content, view.edition, character.id)
        about = text(f"mascarade-about-power-{power}", card_term=card_term(character.id), **args)
        topics.append(Topic(CHARACTERS, character.id, text(card_term(character.id)), about))
    fine = {"fine": content.fine}
    table = [
        ("coins", text("mascarade-about-coins", start=content.start_coins, win=content.win_coins)),
        ("courthouse", text("mascarade-about-courthouse", n=view.courthouse, **fine)),
    ]
    if view.centre:
        table.append(("centre", text("mascarade-about-centre")))
    table.append(("revealed", text("mascarade-about-revealed")))
    topics += [Topic(TABLE, key, text(f"mascarade-about-topic-{key}"), about) for key, about in table]
    moves = [
        ("swap", text("mascarade-about-swap")),
        ("look", text("mascarade-about-look")),
        ("announce", text("mascarade-about-announce", **fine)),
        ("contest", text("mascarade-about-contest", **fine)),
    ]
    topics += [Topic(MOVES, key, text(f"mascarade-about-topic-{key}"), about) for key, about in moves]
    return topics
