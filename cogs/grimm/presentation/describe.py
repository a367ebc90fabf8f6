"""What Grimm Masquerade's pictures show, in words (their alt text): the board from the public
view alone, a replay step from its scene. Said in the order a sighted player reads the
picture: the title and the status, each player's panel, then the evidence board."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.grimm.presentation.render import secret_lines, status
from cogs.grimm.presentation.scene import Scene
from cogs.grimm.rules import PublicView
from cogs.grimm.rules.views import PublicSeat
from cogs.table.alt_text import alt_text, sentence

__all__ = ["describe_board", "describe_replay"]


def _seat(view: PublicView, seat: PublicSeat, t: Translator, scene: Scene | None) -> str:
    winner = view.outcome is not None and seat.seat in view.outcome.winners
    if scene is None:
        role = "won" if winner else "turn" if view.outcome is None and seat.seat == view.active else "none"
    else:
        role = "played" if seat.seat == scene.actor else "named" if seat.seat in scene.involved else "none"
        role = "won" if role == "none" and winner else role
    parts = [t("grimm-alt-seat", number=seat.seat + 1, seat=t.seat(seat.seat), role=role)]
    parts += [t("grimm-board-unmasked", character=t(f"grimm-character-{c}")) for c in seat.unmasked]
    if seat.tableau:
        cards = [t("grimm-board-card-count", card=t(f"grimm-card-{card}"), n=n) for card, n in seat.tableau]
        parts.append(t("grimm-alt-tableau", cards=", ".join(cards)))
    elif not seat.unmasked:
        parts.append(t("grimm-board-tableau-empty"))
    parts.append(t("pictures-grimm-score", roses=seat.roses, trophies=sum(seat.trophies)))
    if view.outcome is None:
        parts.append(t("grimm-board-tokens", n=seat.tokens_left))
        if not seat.masked and scene is None:
            parts.append(t("grimm-board-hand", n=seat.hand_count))
    if view.options.bets and scene is None:
        parts.append(t("grimm-board-bets", n=seat.bet_count))
    if seat.treasure:
        parts.append(t("grimm-board-treasure"))
    if seat.ability:
        parts.append(t(f"grimm-ability-{seat.ability}"))
    if scene is not None:
        parts += secret_lines(seat.seat, scene, t)
    return sentence("; ".join(parts))


def _evidence(view: PublicView, t: Translator) -> list[str]:
    said = []
    for seat in view.seats:
        if seat.marks:
            ruled = ", ".join(t(f"grimm-character-{c}") for c in seat.marks)
            said.append(sentence(t("grimm-alt-ruled-out", seat=t.seat(seat.seat), characters=ruled)))
    for character in view.broken:
        owner = next((s.seat for s in view.seats if character in s.unmasked), None)
        name = t(f"grimm-character-{character}")
        if owner is None:
            said.append(sentence(t("grimm-alt-broken-nobody", character=name)))
        else:
            said.append(sentence(t("grimm-alt-broken", character=name, seat=t.seat(owner))))
    return said


def _table(view: PublicView, t: Translator, scene: Scene | None) -> list[str]:
    title = t("grimm-render-title", round=view.round, rounds=view.rounds)
    # A replay step says every line the step said, not only those the picture has room for.
    said = status(view, t, scene, len(scene.headline) if scene is not None else 0)
    lines = [sentence(title), *map(sentence, said)]
    lines += [_seat(view, seat, t, scene) for seat in view.seats]
    return [*lines, *_evidence(view, t)]


def describe_board(view: PublicView, t: Translator) -> str:
    """The board picture in words, from the public view alone."""
    return alt_text(_table(view, t, None))


def describe_replay(scene: Scene, t: Translator) -> str:
    """A replay step's picture in words: its turn, what it did, every secret."""
    return alt_text(_table(scene.view, t, scene))
