"""The villa as a picture: whose turn it is and the dice; the 3×4 rooms with their gem
symbols and every guest's token; arrows for the guests moved in the last turn.

Readable on a phone (720 px wide with type of 22 px and more: 11 px and more at 360 px) and
colour-blind safe: every token carries the guest's two-letter label as well as the
printed colour, the gems differ by shape (ruby ▼, emerald ■, diamond ◆) as well as by
colour, and the moves are also written out under the dice.

A finished game's replay step (:mod:`cogs.suspicion.presentation.scene`) is drawn the same
way with the step's turn and what it did at the top, the guests it moved with their arrows,
every guest in the list under the villa named with the player who secretly was that guest,
and the guest of the player who played ringed in gold, of the player it asked in blue.
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from functools import cache

from PIL import Image, ImageDraw

from bot.core.content import read_content
from bot.i18n import Translator
from cogs.suspicion.presentation.board import face_name, room_code
from cogs.suspicion.presentation.scene import HEADLINES, Scene
from cogs.suspicion.rules import Content, PublicView
from cogs.suspicion.rules.content import CONTENT_FILE, GEMS, UNKNOWN_FACE
from cogs.suspicion.rules.terms import guest_term
from cogs.table.drawing import SMALLEST, WIDTH, fit, font, pack, png, text, winners_line, wrap

__all__ = ["moves", "picture_key", "render_board", "render_replay", "status"]

BACKGROUND = "#F6F1E7"
ROOM = "#FFFDF8"
INNER = "#ECE4D4"
WALL = "#5B4A3A"
INK = "#222222"
MUTED = "#7A6E62"
MOVED = "#B8860B"
PLAYED = "#B8860B"
NAMED = "#0072B2"
GEM_FILL = {"ruby": "#C62828", "emerald": "#2E7D32", "diamond": "#81D4FA"}

PAD = 20
ROOM_W = 170
ROOM_H = 170
DIE = 54
LINE = 28
LEGEND_ROW = 50
LEGEND_TOKEN = 46  # room for a two-letter label at 22 px, Cyrillic's included
TEXT = SMALLEST  # 11 px on a phone showing the picture 360 px wide


@cache
def _content() -> Content:
    return read_content(CONTENT_FILE, Content)


def _ink_on(colour: str) -> str:
    """Black or white text, whichever reads better on ``colour`` (relative luminance)."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#FFFFFF"


def _gem(draw: ImageDraw.ImageDraw, gem: str, cx: float, cy: float, r: float) -> None:
    fill = GEM_FILL[gem]
    if gem == "ruby":
        shape = [(cx - r, cy - r * 0.7), (cx + r, cy - r * 0.7), (cx, cy + r)]
        draw.polygon(shape, fill=fill, outline=INK, width=2)
    elif gem == "emerald":
        draw.rectangle((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), fill=fill, outline=INK, width=2)
    else:
        draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fill, outline=INK, width=2)


def status(view: PublicView, t: Translator, scene: Scene | None = None, most: int = HEADLINES) -> list[str]:
    """The lines under the title: whose turn (in a replay: the step's turn and what it did,
    ``most`` of its lines), the guessing, or the end."""
    if scene is not None:
        when = t("replay-deal") if scene.deal else t("suspicion-replay-turn", n=scene.turn)
        lines = [when, *(t.text(said) for said in scene.headline[:most])]
        if view.outcome is not None:
            lines.append(winners_line(view.outcome.winners, t))
        return lines
    if view.outcome is not None:
        return [t("suspicion-board-over"), t.text(view.outcome.reason), winners_line(view.outcome.winners, t)]
    if view.phase == "guess":
        return [t("suspicion-board-guessing", names=", ".join(t.seat(w.seat) for w in view.waiting))]
    # Whose turn, not the step: a card played changes no picture (nor any upload).
    return ["▶ " + t("pictures-suspicion-turn", seat=t.seat(view.current))]


def _dice(draw: ImageDraw.ImageDraw, t: Translator, view: PublicView, y: int) -> None:
    """The two dice as rolled; a die already used is faded and ticked."""
    colours = {g.id: g.colour for g in _content().guests}
    left = Counter(view.dice_left)
    x = PAD
    for face in view.dice:
        unused = left[face] > 0
        left[face] -= 1 if unused else 0
        fill = "#FFFFFF" if face == UNKNOWN_FACE else colours[face]
        draw.rounded_rectangle((x, y, x + DIE, y + DIE), 10, fill=fill, outline=INK, width=3)
        label = "?" if face == UNKNOWN_FACE else t(f"suspicion-guest-abbr-{face}")
        ink = INK if face == UNKNOWN_FACE else _ink_on(fill)
        text(draw, (x + DIE // 2, y + DIE // 2), label, font(24, True), ink, anchor="mm")
        if not unused:
            draw.rounded_rectangle((x, y, x + DIE, y + DIE), 10, outline=MUTED, width=3)
            draw.line((x + 8, y + DIE - 8, x + DIE - 8, y + 8), fill=MUTED, width=4)
        x += DIE + 10
    names = " · ".join(face_name(t, f) for f in view.dice)
    line = fit(t("pictures-suspicion-dice", faces=names), font(TEXT), WIDTH - x - PAD - 6)
    text(draw, (x + 6, y + DIE // 2), line, font(TEXT), INK, anchor="lm")


def moves(view: PublicView, t: Translator) -> list[str]:
    if not view.moves:
        return []
    entries = [
        t(
            "pictures-suspicion-move",
            guest=t(guest_term(m.guest)),
            origin=room_code(m.origin),
            room=room_code(m.room),
        )
        for m in view.moves
    ]
    heading = t("pictures-suspicion-moves", seat=t.seat(view.moves[0].seat))
    return [f"{heading} {entries[0]}", *entries[1:]]


def _arrow(draw: ImageDraw.ImageDraw, a: tuple[float, float], b: tuple[float, float], colour: str) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    # Stop short of the room's centre so the head does not hide a token's label.
    end = (b[0] - 26 * math.cos(angle), b[1] - 26 * math.sin(angle))
    for width, fill in ((11, INK), (6, colour)):
        draw.line((a, end), fill=fill, width=width)
    head = [
        (end[0] + 20 * math.cos(angle), end[1] + 20 * math.sin(angle)),
        (end[0] + 16 * math.cos(angle + 2.3), end[1] + 16 * math.sin(angle + 2.3)),
        (end[0] + 16 * math.cos(angle - 2.3), end[1] + 16 * math.sin(angle - 2.3)),
    ]
    draw.polygon(head, fill=colour, outline=INK, width=2)


def render_board(view: PublicView, t: Translator) -> bytes:
    """PNG of the villa for the public view."""
    return _render(view, t, None)


def render_replay(scene: Scene, t: Translator) -> bytes:
    """PNG of a finished game's replay step: who was which guest, what the step did marked."""
    return _render(scene.view, t, scene)


def _render(view: PublicView, t: Translator, scene: Scene | None) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown
    content = _content()
    colours = {g.id: g.colour for g in content.guests}
    title = wrap(t("suspicion-board-title"), font(28, True), WIDTH - 2 * PAD, 2)
    said = [x for line in status(view, t, scene) for x in wrap(line, font(TEXT, True), WIDTH - 2 * PAD, 3)]
    moved_lines = pack(moves(view, t), font(TEXT), WIDTH - 2 * PAD)
    dice_h = DIE + 12 if view.dice and view.phase not in ("guess", "over") and scene is None else 0
    head_h = PAD + 38 * len(title) + 4 + LINE * len(said) + 6 + dice_h + LINE * len(moved_lines) + 8
    grid_h = ROOM_H * content.rows
    legend_h = LEGEND_ROW * (1 + (len(content.guests) + 1) // 2) + PAD
    height = head_h + grid_h + PAD + legend_h
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = PAD
    for line in title:
        text(draw, (PAD, y), line, font(28, True), INK)
        y += 38
    y += 4
    for line in said:
        text(draw, (PAD, y), line, font(TEXT, True), INK)
        y += LINE
    y += 6
    if dice_h:
        _dice(draw, t, view, y)
        y += dice_h
    for line in moved_lines:
        text(draw, (PAD, y), line, font(TEXT), INK)
        y += LINE

    def room_box(room_id: str) -> tuple[int, int]:
        room = content.room_by_id[room_id]
        return PAD + ROOM_W * room.col, head_h + ROOM_H * room.row

    by_room: dict[str, list[str]] = {}
    for guest in content.guest_ids:
        by_room.setdefault(view.positions[guest], []).append(guest)
    spots: dict[str, tuple[int, int, int]] = {}
    for room in content.rooms:
        x, ry = room_box(room.id)
        draw.rectangle((x, ry, x + ROOM_W, ry + ROOM_H), fill=INNER if room.inner else ROOM, outline=WALL, width=4)
        text(draw, (x + 10, ry + 8), room_code(room.id), font(24, True), MUTED)
        for i, gem in enumerate(room.gems):
            _gem(draw, gem, x + ROOM_W - 24 - 34 * (len(room.gems) - 1 - i), ry + 22, 13)
        here = by_room.get(room.id, [])
        crowded = len(here) > 6
        # Tokens as large as their 22 px labels allow: four to a row only in a crowded room.
        r, step, per_row = (20, 40, 4) if crowded else (24, 52, 3)
        for i, guest in enumerate(here):
            spots[guest] = (x + r + 7 + step * (i % per_row), ry + 36 + r + step * (i // per_row), r)

    moved = {m.guest for m in view.moves}
    for i, m in enumerate(view.moves):
        # Below the tokens of each room, nudged apart so two moves between the same rooms stay distinct.
        nudge = (i - (len(view.moves) - 1) / 2) * 12
        (ax, ay), (bx, by) = room_box(m.origin), room_box(m.room)
        _arrow(
            draw,
            (ax + ROOM_W / 2 + nudge, ay + ROOM_H - 36 + nudge / 2),
            (bx + ROOM_W / 2 + nudge, by + ROOM_H - 36 + nudge / 2),
            colours[m.guest],
        )
    rings = _rings(scene)
    for guest, spot in spots.items():
        _token(draw, t, guest, colours[guest], spot, moved=guest in moved, ring=rings.get(guest))
    _draw_legend(draw, view, t, content.guest_ids, colours, moved, head_h + grid_h + PAD, scene)
    return png(image)


def _rings(scene: Scene | None) -> dict[str, str]:
    """In a replay: the guest of the player who played ringed in gold, of the player asked in blue."""
    if scene is None:
        return {}
    rings = {scene.guests[seat]: NAMED for seat in scene.involved}
    if scene.actor is not None:
        rings[scene.guests[scene.actor]] = PLAYED
    return rings


def _token(
    draw: ImageDraw.ImageDraw,
    t: Translator,
    guest: str,
    colour: str,
    spot: tuple[int, int, int],
    *,
    moved: bool,
    ring: str | None = None,
) -> None:
    """A guest's token in its room, haloed when it moved this turn, ringed (in a replay)
    when its player played or was asked at the step."""
    cx, cy, r = spot
    if ring is not None:
        draw.ellipse((cx - r - 9, cy - r - 9, cx + r + 9, cy + r + 9), outline=ring, width=5)
    if moved:
        draw.ellipse((cx - r - 6, cy - r - 6, cx + r + 6, cy + r + 6), fill=MOVED)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=3)
    label = t(f"suspicion-guest-abbr-{guest}")
    text(draw, (cx, cy), label, font(TEXT, True), _ink_on(colour), anchor="mm")


def _draw_legend(
    draw: ImageDraw.ImageDraw,
    view: PublicView,
    t: Translator,
    guests: tuple[str, ...],
    colours: dict[str, str],
    moved: set[str],
    y: int,
    scene: Scene | None = None,
) -> None:
    """Under the villa: the gem bank with its symbols, then every guest's token and name
    (in bold when it moved this turn); in a replay, with the player who was that guest."""
    players = {} if scene is None else {guest: seat for seat, guest in enumerate(scene.guests)}
    x = PAD
    for gem in GEMS:
        _gem(draw, gem, x + 12, y + 14, 12)
        label = t(f"suspicion-gems-{gem}", n=view.bank[gem])
        text(draw, (x + 32, y + 2), label, font(TEXT), INK)
        x += (WIDTH - 2 * PAD) // len(GEMS)
    half = (WIDTH - 2 * PAD) // 2
    for i, guest in enumerate(guests):
        lx = PAD + half * (i % 2)
        ly = y + LEGEND_ROW * (1 + i // 2) + 4
        colour = colours[guest]
        draw.ellipse((lx, ly, lx + LEGEND_TOKEN, ly + LEGEND_TOKEN), fill=colour, outline=INK, width=2)
        mid = (lx + LEGEND_TOKEN // 2, ly + LEGEND_TOKEN // 2)
        text(draw, mid, t(f"suspicion-guest-abbr-{guest}"), font(TEXT, True), _ink_on(colour), anchor="mm")
        name = fit(t(guest_term(guest)), font(TEXT, guest in moved), half - LEGEND_TOKEN - 14)
        if guest not in players:
            text(draw, (lx + LEGEND_TOKEN + 8, mid[1]), name, font(TEXT, guest in moved), INK, anchor="lm")
            continue
        # A replay: the guest, and under it the player who secretly was that guest.
        who = fit(t("suspicion-replay-guest", seat=t.seat(players[guest])), font(TEXT), half - LEGEND_TOKEN - 14)
        text(draw, (lx + LEGEND_TOKEN + 8, mid[1] - 12), name, font(TEXT, guest in moved), INK, anchor="lm")
        text(draw, (lx + LEGEND_TOKEN + 8, mid[1] + 13), who, font(TEXT), MUTED, anchor="lm")


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows (names included) — re-drawn and re-uploaded only when it changes."""
    t = t.for_labels()
    shown = (
        t.locale,
        [t.seat(s.seat) for s in view.seats],
        view.phase if view.phase in ("guess", "over") else "turn",
        view.current,
        [w.seat for w in view.waiting],
        view.dice,
        view.dice_left,
        [m.model_dump() for m in view.moves],
        sorted(view.positions.items()),
        sorted(view.bank.items()),
        view.outcome.model_dump() if view.outcome else None,
    )
    return hashlib.sha1(repr(shown).encode(), usedforsecurity=False).hexdigest()
