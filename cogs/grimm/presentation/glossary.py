"""Grimm Masquerade's “What does … do?”: the round's characters and artifacts (the portraits
and the deck are public, G-11.1 — never who plays whom), the actions shown this round, the
abilities held, and the table's tokens, roses and the moves of a turn (keep, give, the draft),
each with a short paragraph and its "why".

``ABOUT_RULES``: the rule ids behind each paragraph (kept out of the text players read).
"""

from __future__ import annotations

from typing import Any

from bot.engine.text import Text, text
from cogs.grimm.rules.views import PublicView
from cogs.table.glossary import Topic

__all__ = ["ABOUT_RULES", "glossary"]

CHARACTERS = "grimm-about-group-characters"
ARTIFACTS = "grimm-about-group-artifacts"
ACTIONS = "grimm-about-group-actions"
TABLE = "grimm-about-group-table"

ABOUT_RULES: dict[str, tuple[str, ...]] = {
    "grimm-about-character": ("G-1.2", "G-4.1", "G-4.3", "G-6.2"),
    "grimm-about-artifact": ("G-1.2", "G-4.1", "G-4.2", "G-4.3", "G-4.4"),
    "grimm-about-action-point_finger": ("G-5.1", "G-7.1"),
    "grimm-about-action-eavesdrop": ("G-5.2",),
    "grimm-about-action-guest_list": ("G-5.3",),
    "grimm-about-action-dance": ("G-5.4", "G-5.8"),
    "grimm-about-action-toast": ("G-5.5", "G-5.8"),
    "grimm-about-action-pickpocket": ("G-5.6", "G-5.8"),
    "grimm-about-action-gift": ("G-5.7", "G-5.7a", "G-5.8"),
    "grimm-about-action-secrets": ("G-5.9", "G-10.1"),
    "grimm-about-keep": ("G-3.1", "G-3.3", "G-4.1", "G-11.1"),
    "grimm-about-give": ("G-3.1", "G-3.6", "G-4.1", "G-4.3"),
    "grimm-about-draft": ("G-2.1", "G-2.3", "G-9.2"),
    "grimm-about-tokens": ("G-4.2", "G-4.4", "G-7.1", "G-7.2", "G-7.3", "G-2.5"),
    "grimm-about-roses": ("G-4.1", "G-5.1", "G-5.8", "G-8.2", "G-8.3", "G-8.4"),
    "grimm-about-unmasked": ("G-6.2", "G-6.3", "G-6.4"),
    "grimm-about-treasure": ("G-10.2",),
    "grimm-about-bets": ("G-10.1",),
    "grimm-ability-*-text": ("G-10.3", "G-12.1"),
}
# Every action card there is: Point the Finger first (always available), then the deck's.
ACTION_KINDS = ("point_finger", "eavesdrop", "guest_list", "dance", "toast", "pickpocket", "gift", "secrets")


def glossary(rules: Any, view: PublicView) -> list[Topic]:
    """What this round has in play, from the public board."""
    del rules  # the public board carries the round's content (portraits, abilities)
    topics = [
        Topic(
            CHARACTERS,
            f"character-{spec.id}",
            text(f"grimm-character-{spec.id}"),
            text(
                "grimm-about-character",
                boon_term=f"grimm-card-{spec.boon}",
                boon_icon=view.icons[spec.boon],
                bane_term=f"grimm-card-{spec.bane}",
                bane_icon=view.icons[spec.bane],
            ),
        )
        for spec in view.table
    ]
    charm = {spec.boon: spec.id for spec in view.table}
    curse = {spec.bane: spec.id for spec in view.table}
    topics += [
        Topic(
            ARTIFACTS,
            f"artifact-{card}",
            text("grimm-about-artifact-name", card_term=f"grimm-card-{card}", icon=icon),
            text(
                "grimm-about-artifact",
                charm_term=f"grimm-character-{charm[card]}",
                curse_term=f"grimm-character-{curse[card]}",
            ),
        )
        for card, icon in view.icons.items()
        if card in charm and card in curse
    ]
    shown = {"point_finger", *view.shown}
    topics += [
        Topic(ACTIONS, f"action-{kind}", text(f"grimm-action-{kind}"), text(f"grimm-about-action-{kind}"))
        for kind in ACTION_KINDS
        if kind in shown
    ]
    table = ["keep", "give", "draft", "tokens", "roses", "unmasked"]
    table += [name for name, on in (("treasure", view.options.treasures), ("bets", view.options.bets)) if on]
    topics += [Topic(TABLE, name, text(f"grimm-about-topic-{name}"), text(f"grimm-about-{name}")) for name in table]
    held = sorted({seat.ability for seat in view.seats if seat.ability is not None})
    topics += [
        Topic(TABLE, f"ability-{ability}", text(f"grimm-ability-{ability}"), _ability(view, ability))
        for ability in held
    ]
    return topics


def _ability(view: PublicView, ability: str) -> Text:
    """An ability's rules text; the artifacts it names come from the round's content."""
    spec = next(a for a in view.abilities if a.id == ability)
    if not spec.triggers:
        return text(f"grimm-ability-{ability}-text", n=spec.distinct)
    first, second = f"grimm-card-{spec.triggers[0]}", f"grimm-card-{spec.triggers[-1]}"
    return text(f"grimm-ability-{ability}-text", first_term=first, second_term=second, n=spec.distinct)
