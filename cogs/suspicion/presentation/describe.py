"""What Suspicion's pictures show, in words (their alt text): the villa from the public view
alone, a replay step from its scene. Said in the order a sighted player reads the picture:
the title and the status, the dice and the moves, the guests room by room, then the gem bank."""

from __future__ import annotations

from bot.i18n import Translator
from cogs.suspicion.presentation.board import face_name, room_code
from cogs.suspicion.presentation.render import moves, status
from cogs.suspicion.presentation.scene import Scene
from cogs.suspicion.rules import PublicView
from cogs.suspicion.rules.content import GEMS
from cogs.suspicion.rules.terms import guest_term
from cogs.table.alt_text import alt_text, sentence

__all__ = ["describe_board", "describe_replay"]


def _dice(view: PublicView, t: Translator) -> list[str]:
    if not view.dice or view.phase in ("guess", "over"):
        return []
    used = len(view.dice) - len(view.dice_left)
    faces = ", ".join(face_name(t, f) for f in view.dice)
    return [sentence(t("suspicion-alt-dice", faces=faces, used=used))]


def _rooms(view: PublicView, t: Translator, scene: Scene | None) -> list[str]:
    """Each room with guests in it, in the order the villa's rooms are listed."""
    players = {} if scene is None else {guest: seat for seat, guest in enumerate(scene.guests)}
    by_room: dict[str, list[str]] = {}
    for guest, room in view.positions.items():
        name = t(guest_term(guest))
        if guest in players:
            name = t("suspicion-alt-guest-of", guest=name, seat=t.seat(players[guest]))
        by_room.setdefault(room, []).append(name)
    return [
        sentence(t("suspicion-alt-room", room=room_code(room), guests=", ".join(names)))
        # Row by row, as the villa is read: A1, B1, C1, D1, A2, …
        for room, names in sorted(by_room.items(), key=lambda item: room_code(item[0])[::-1])
    ]


def _bank(view: PublicView, t: Translator) -> str:
    return sentence(t("suspicion-alt-bank", gems=", ".join(t(f"suspicion-gems-{g}", n=view.bank[g]) for g in GEMS)))


def _table(view: PublicView, t: Translator, scene: Scene | None) -> list[str]:
    # A replay step says every line the step said, not only those the picture has room for.
    said = status(view, t, scene, len(scene.headline) if scene is not None else 0)
    lines = [sentence(t("suspicion-board-title")), *map(sentence, said)]
    if scene is None:
        lines += _dice(view, t)
    lines += [sentence(line) for line in moves(view, t)]
    return [*lines, *_rooms(view, t, scene), _bank(view, t)]


def describe_board(view: PublicView, t: Translator) -> str:
    """The villa picture in words, from the public view alone."""
    return alt_text(_table(view, t, None))


def describe_replay(scene: Scene, t: Translator) -> str:
    """A replay step's picture in words: its turn, what it did, who was which guest."""
    return alt_text(_table(scene.view, t, scene))
