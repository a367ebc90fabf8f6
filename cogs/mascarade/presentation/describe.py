"""What Mascarade's pictures show, in words (their alt text): the board from the public view
alone, a replay step from its scene. Said in the order a sighted player reads the picture:
the title and the status, the courthouse and the centre, then the seats around the table."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.mascarade.presentation.render import footer, header, marks, seat_ring
from cogs.mascarade.presentation.scene import Scene
from cogs.mascarade.rules import PublicView
from cogs.mascarade.rules.views import CardView, SeatInfo
from cogs.table.alt_text import alt_text, sentence
from cogs.table.drawing import winners_line

__all__ = ["describe_board", "describe_replay"]


def _cards(t: Translator, cards: tuple[CardView, ...], several: bool, replay: bool = False) -> str:
    """A seat's cards: each face up by its character (its hand named at a small table), the
    others counted face down; in a replay every card is shown, so each is simply held."""
    named = [
        t("mascarade-alt-hand" if several else "mascarade-alt-card", hand=c.hand, card=t(f"mascarade-card-{c.face_up}"))
        for c in cards
        if c.face_up
    ]
    down = sum(1 for c in cards if not c.face_up)
    key = "mascarade-alt-holds" if replay else "mascarade-alt-face-up"
    parts = ([t(key, cards=", ".join(named))] if named else []) + (
        [t("mascarade-alt-face-down", n=down)] if down else []
    )
    return ", ".join(parts)


def _seat(t: Translator, view: PublicView, info: SeatInfo, scene: Scene | None) -> str:
    winner, turn, asked = marks(view, info, scene)
    if scene is None:
        role = "won" if winner else "turn" if turn else "asked" if asked else "none"
    else:
        role = "played" if turn else "named" if asked else "won" if winner else "none"
    parts = [t("mascarade-alt-seat", seat=t.seat(info.seat), role=role, coins=info.coins)]
    parts.append(_cards(t, info.cards, len(info.cards) > 1, scene is not None))
    if scene is None:
        shown = [r for r in view.last_reveal if r.seat == info.seat]
        if shown and not any(c.face_up for c in info.cards):
            cards = ", ".join(t(f"mascarade-card-{r.card}") for r in shown)
            parts.append(t("mascarade-alt-showed", turn=shown[0].turn, cards=cards))
        if info.announce_banned:
            parts.append(t("pictures-mascarade-banned"))
    elif any(c.slot in scene.slots for c in info.cards):
        parts.append(t("mascarade-alt-touched"))
    return sentence(", ".join(p for p in parts if p))


def _table(t: Translator, view: PublicView, scene: Scene | None) -> list[str]:
    said = [sentence(t("mascarade-alt-courthouse", n=view.courthouse))]
    if view.centre:
        centre = [t("mascarade-alt-centre", cards=_cards(t, view.centre, False, scene is not None))]
        if scene is not None and any(c.slot in scene.slots for c in view.centre):
            centre.append(t("mascarade-alt-touched"))
        said.append(sentence(", ".join(centre)))
    ring = seat_ring(view)
    said.append(sentence(t("mascarade-alt-ring", n=len(ring))))
    said += [_seat(t, view, info, scene) for info in ring]
    return said


def describe_board(view: PublicView, t: Translator) -> str:
    """The board picture in words, from the public view alone."""
    title, status = header(t, view)
    below = [" ".join(line) for line in footer(t, view)]
    return alt_text([sentence(title), *map(sentence, status), *_table(t, view, None), *map(sentence, below)])


def describe_replay(scene: Scene, t: Translator) -> str:
    """A replay step's picture in words: its turn, every line the step said (the picture
    writes the first few), the winners at the end, then every card."""
    title, _ = header(t, scene.view, scene)
    when = t("replay-deal") if scene.deal else t("mascarade-board-turn", n=scene.turn)
    said = [t.text(line) for line in scene.headline]
    outcome = scene.view.outcome
    ending = [winners_line(outcome.winners, t)] if outcome is not None else []
    return alt_text(
        [sentence(title), sentence(when), *map(sentence, said), *map(sentence, ending), *_table(t, scene.view, scene)]
    )
