"""The Mascarade table as a picture: the seats around the table in turn order (clockwise:
down the right side, up the left), each with its name, coins and cards; the courthouse and
the centre cards on the table; whose turn it is; the last reveal under each seat.

Readable on a phone: drawn 720 px wide with type of 22 px and more, so 11 px and more at
360 px; a long name takes a second line before it is cut. Colour only helps: the player
whose turn it is also carries a ▶, a player who must answer a ▷, a winner a ★; a card face
up shows its character's name in words; the last picture names the winners.

A finished game's replay step (:mod:`cogs.mascarade.presentation.scene`) is drawn the same
way with every card face up (a card face up for everyone then keeps its gold edge, the
others a plain one), the step's turn and what it did written at the top, the seat that
played marked ▶ and the seats and cards it named framed in blue.
"""

from __future__ import annotations

import hashlib

from PIL import Image, ImageDraw

from bot.i18n import Translator
from cogs.mascarade.presentation.scene import HEADLINES, Scene
from cogs.mascarade.rules import PublicView
from cogs.mascarade.rules.views import CardView, SeatInfo
from cogs.table.drawing import SMALLEST, WIDTH, Face, fit, font, pack, png, text, winners_line, wrap, wrap_name

__all__ = ["footer", "header", "marks", "picture_key", "render_board", "render_replay", "seat_ring"]

PAD = 14
FELT_W = 170
BOX_W = (WIDTH - 2 * PAD - FELT_W - 2 * 10) // 2
BOX_H = 148  # with a name on one line; a second line adds NAME_LINE
NAME_LINE = 32
TEXT = SMALLEST  # 11 px on a phone showing the picture 360 px wide
BOX_GAP = 10
CARD_W = 42
CARD_H = 58
COIN_R = 24

BACKGROUND = "#FBF7F0"
INK = "#222222"
MUTED = "#6E655C"
BOX = "#FFFFFF"
BOX_EDGE = "#C9BFB0"
TURN_FILL = "#FFE9A8"
TURN_EDGE = "#B8860B"
ASKED_EDGE = "#0072B2"
WIN_FILL = "#DFF5EC"
WIN_EDGE = "#009E73"
FELT = "#2E5E4E"
FELT_INK = "#F4EBD0"
CARD_BACK = "#5B3A7A"
CARD_BACK_LINE = "#9C7BBF"
CARD_FACE = "#FFF6D5"
GOLD = "#E8B923"
GOLD_EDGE = "#8A6A00"


def seat_ring(view: PublicView) -> list[SeatInfo]:
    """The seats in turn order, starting from the lowest seat number, so everyone keeps
    their place around the table from turn to turn while the highlight moves."""
    seats = list(view.seats)
    start = seats.index(min(seats, key=lambda s: s.seat))
    return seats[start:] + seats[:start]


def _places(n: int) -> list[tuple[int, int]]:
    """(column, row) for each seat in turn order: down the right side, then up the left,
    which is clockwise around the table between them."""
    right = (n + 1) // 2
    return [(1, i) if i < right else (0, n - 1 - i) for i in range(n)]


def _coin(draw: ImageDraw.ImageDraw, cx: int, cy: int, n: int, r: int = COIN_R) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD, outline=GOLD_EDGE, width=3)
    text(draw, (cx, cy), str(n), font(TEXT, True), INK, anchor="mm")


def _card(draw: ImageDraw.ImageDraw, x: int, y: int, card: CardView, label: str, scene: Scene | None = None) -> None:
    """A card at (x, y): its back, or its face when it is face up for everyone. ``label``
    names the hand in the 2- and 3-player games (L, M, R). In a replay (``scene``) every card
    is face up: only those face up for everyone then have the gold edge; a card the step
    touched is framed."""
    box = (x, y, x + CARD_W, y + CARD_H)
    if scene is not None and card.slot in scene.slots:
        draw.rounded_rectangle((x - 7, y - 7, x + CARD_W + 7, y + CARD_H + 7), 10, outline=ASKED_EDGE, width=5)
    if card.face_up is None:
        draw.rounded_rectangle(box, 6, fill=CARD_BACK, outline=INK, width=2)
        draw.rounded_rectangle((x + 5, y + 5, x + CARD_W - 5, y + CARD_H - 5), 4, outline=CARD_BACK_LINE, width=2)
        ink = FELT_INK
    elif scene is not None and card.slot not in scene.shown:
        draw.rounded_rectangle(box, 6, fill=CARD_FACE, outline=MUTED, width=2)
        ink = INK
    else:
        draw.rounded_rectangle(box, 6, fill=CARD_FACE, outline=TURN_EDGE, width=3)
        ink = INK
    if card.hand == "middle":
        # The protected card (2 players) is shown with a double edge.
        draw.rounded_rectangle((x - 4, y - 4, x + CARD_W + 4, y + CARD_H + 4), 8, outline=INK, width=2)
    if label:
        text(draw, (x + CARD_W // 2, y + CARD_H // 2), label, font(TEXT, True), ink, anchor="mm")


def _hand_label(t: Translator, card: CardView, several: bool) -> str:
    return t(f"pictures-hand-{card.hand}") if several else ""


def marks(view: PublicView, info: SeatInfo, scene: Scene | None) -> tuple[bool, bool, bool]:
    """Whether the seat won, plays (the turn's, or in a replay the step's player), is asked
    (to answer now, or in a replay named by the step)."""
    winner = view.outcome is not None and info.seat in view.outcome.winners
    if scene is not None:
        return winner, info.seat == scene.actor, info.seat in scene.involved
    turn = view.outcome is None and info.seat == view.current
    # All at once (R5) every seat still to answer is asked; who has answered is public.
    answering = view.claim is not None and view.claim.sealed and info.seat in view.claim.waiting
    asked = view.outcome is None and (info.seat == view.pending_seat or answering) and not turn
    return winner, turn, asked


def _name_lines(
    t: Translator, view: PublicView, info: SeatInfo, most: int = 2, scene: Scene | None = None
) -> tuple[Face, list[str]]:
    winner, turn, asked = marks(view, info, scene)
    if scene is None:
        asked = asked and info.seat == view.pending_seat  # the ▷ names the one seat asked
    marker = "★ " if winner else "▶ " if turn else "▷ " if asked else ""
    return wrap_name(marker + t.seat(info.seat), 26, BOX_W - 24, most)


def _seat_box(
    draw: ImageDraw.ImageDraw,
    t: Translator,
    view: PublicView,
    info: SeatInfo,
    x: int,
    y: int,
    box_h: int,
    most: int,
    scene: Scene | None = None,
) -> None:
    fill, edge, width = _box_style(view, info, scene)
    draw.rounded_rectangle((x, y, x + BOX_W, y + box_h), 14, fill=fill, outline=edge, width=width)
    face, names = _name_lines(t, view, info, most, scene)
    for i, line in enumerate(names):
        text(draw, (x + 12, y + 10 + NAME_LINE * i), line, face, INK)
    # Cards and notes keep their place in every box of the table, whatever its name's length.
    top = y + box_h - BOX_H + 48
    _coin(draw, x + 12 + COIN_R, top + CARD_H // 2, info.coins)
    several = len(info.cards) > 1
    cx = x + 12 + 2 * COIN_R + 16
    for card in info.cards:
        _card(draw, cx, top, card, _hand_label(t, card, several), scene)
        cx += CARD_W + 12
    _seat_note(draw, t, view, info, (x + 12, top + CARD_H + 6))


def _box_style(view: PublicView, info: SeatInfo, scene: Scene | None) -> tuple[str, str, int]:
    """A seat box's fill, edge and edge width: the winner's (edged as the player when, in a
    replay, the winner plays the step), the seat that plays, a seat asked something, or any other."""
    winner, turn, asked = marks(view, info, scene)
    fill = WIN_FILL if winner else TURN_FILL if turn else BOX
    if turn:
        return fill, TURN_EDGE, 6
    if winner:
        return fill, WIN_EDGE, 6
    if asked:
        return fill, ASKED_EDGE, 6
    return fill, BOX_EDGE, 2


def _seat_note(draw: ImageDraw.ImageDraw, t: Translator, view: PublicView, info: SeatInfo, at: tuple[int, int]) -> None:
    """The line under a seat's cards: the faces it shows, that it may not announce this
    turn, or what it showed last."""
    several = len(info.cards) > 1
    faces = [c for c in info.cards if c.face_up is not None]
    if faces:
        words = ", ".join(
            (f"{t(f'pictures-hand-{c.hand}')}: " if several else "") + t(f"mascarade-card-{c.face_up}") for c in faces
        )
        text(draw, at, fit(words, font(TEXT, True), BOX_W - 24), font(TEXT, True), INK)
    elif info.announce_banned:
        text(draw, at, fit(t("pictures-mascarade-banned"), font(TEXT), BOX_W - 24), font(TEXT), MUTED)
    else:
        shown = [r for r in view.last_reveal if r.seat == info.seat]
        if shown:
            cards = ", ".join(
                t(f"mascarade-card-{r.card}") + (f" ({t(f'pictures-hand-{r.hand}')})" if several else "") for r in shown
            )
            line = fit(t("pictures-mascarade-showed", turn=shown[0].turn, card=cards), font(TEXT), BOX_W - 24)
            text(draw, at, line, font(TEXT), MUTED)


def _felt(
    draw: ImageDraw.ImageDraw, t: Translator, view: PublicView, top: int, bottom: int, scene: Scene | None = None
) -> None:
    """The table between the two rows of seats: the courthouse and the centre cards."""
    x0 = PAD + BOX_W + 10
    x1 = x0 + FELT_W
    draw.rounded_rectangle((x0, top, x1, bottom), 30, fill=FELT, outline=INK, width=2)
    cx = (x0 + x1) // 2
    y = top + 18
    for line in wrap(t("mascarade-board-courthouse"), font(TEXT, True), FELT_W - 16, 3):
        text(draw, (cx, y), line, font(TEXT, True), FELT_INK, anchor="mt")
        y += 26
    _coin(draw, cx, y + 8 + 30, view.courthouse, 30)
    y += 8 + 60 + 16
    if view.centre and y + 24 + CARD_H < bottom:
        text(
            draw,
            (cx, y),
            fit(t("pictures-mascarade-centre"), font(TEXT, True), FELT_W - 16),
            font(TEXT, True),
            FELT_INK,
            anchor="mt",
        )
        y += 28
        row = len(view.centre) * CARD_W + (len(view.centre) - 1) * 8
        left = cx - row // 2
        for card in view.centre:
            _card(draw, left, y, card, "", scene)
            left += CARD_W + 8
        names = [t(f"mascarade-card-{c.face_up}") for c in view.centre if c.face_up]
        y += CARD_H + 6
        for name in names:
            text(draw, (cx, y), fit(name, font(TEXT, True), FELT_W - 12), font(TEXT, True), FELT_INK, anchor="mt")
            y += 26


def header(t: Translator, view: PublicView, scene: Scene | None = None) -> tuple[str, list[str]]:
    edition = t(f"mascarade-edition-{view.edition}")
    title = t("mascarade-board-title", edition_term=edition)
    if scene is not None:
        # The step's turn as the replay numbers it, and what the step did; not what came next.
        when = t("replay-deal") if scene.deal else t("mascarade-board-turn", n=scene.turn)
        lines = [when, *(t.text(said) for said in scene.headline[:HEADLINES])]
        if view.outcome is not None:
            lines.append(winners_line(view.outcome.winners, t))
        return title, lines
    if view.outcome is not None:
        return title, [t("mascarade-board-over"), t.text(view.outcome.reason), winners_line(view.outcome.winners, t)]
    turn = t("mascarade-board-turn-prep" if view.preparatory else "mascarade-board-turn", n=view.turn)
    lines = [turn]
    claim = view.claim
    if claim is not None and view.phase != "contest":
        # While the contest runs, the pending line already names the claim.
        lines.append(
            t(
                "mascarade-board-claim-line",
                seat=t.seat(claim.announcer),
                card_term=t(f"mascarade-card-{claim.character}"),
            )
        )
    if view.pending is not None:
        lines.append(t.text(view.pending))
    if claim is not None and claim.contesters:
        lines.append(t("mascarade-board-contesters", names=", ".join(t.seat(p) for p in claim.contesters)))
    return title, lines


def footer(t: Translator, view: PublicView) -> list[list[str]]:
    """Lines of the footer, each a list of entries kept whole when the line wraps."""
    lines: list[list[str]] = []
    # A reveal is written here only where its seat's box does not show it (the box shows the
    # card face up, or "turn N: card" unless it says announcing is barred): on a phone the
    # footer would otherwise repeat the boxes, and a 13-seat table would need cut names.
    boxed = {s.seat for s in view.seats if not s.announce_banned}
    unboxed = [r for r in view.last_reveal if r.seat not in boxed]
    if unboxed:
        several = any(r.hand != "single" for r in view.last_reveal)
        shown = [
            t(
                "pictures-mascarade-shown-hand" if several else "pictures-mascarade-shown",
                seat=t.seat(r.seat),
                card=t(f"mascarade-card-{r.card}"),
                hand=t(f"pictures-hand-{r.hand}"),
            )
            for r in unboxed
        ]
        heading = t("pictures-mascarade-last-reveal", turn=unboxed[0].turn)
        lines.append([f"{heading} {shown[0]}", *shown[1:]])
    if view.removed:
        lines.append([t("mascarade-board-removed", names=", ".join(t.seat(p) for p in view.removed))])
    return lines


def render_board(view: PublicView, t: Translator) -> bytes:
    """PNG of the Mascarade table for the public view."""
    return _render(view, t, None)


def render_replay(scene: Scene, t: Translator) -> bytes:
    """PNG of a finished game's replay step: every card face up, what the step did marked."""
    return _render(scene.view, t, scene)


def _render(view: PublicView, t: Translator, scene: Scene | None) -> bytes:
    t = t.for_labels()  # names as typed: a picture never renders markdown, so nothing is escaped
    title, status = header(t, view, scene)
    titles = wrap(title, font(30, True), WIDTH - 2 * PAD, 2)
    status_lines = [w for line in status for w in wrap(line, font(TEXT), WIDTH - 2 * PAD, 3)]
    below = footer(t, view) if scene is None else []
    footer_lines = [w for line in below for w in pack(line, font(TEXT), WIDTH - 2 * PAD)]
    ring = seat_ring(view)
    places = _places(len(ring))
    rows = max(r for _, r in places) + 1
    # A row of the table as tall as its taller box: the two columns stay level.
    head_h = PAD + 40 * len(titles) + 2 + 28 * len(status_lines) + 10
    foot_h = (28 * len(footer_lines) + 16) if footer_lines else 0
    # Names on two lines where they need it, unless the picture would then be more than
    # twice as tall as wide (a phone would show it smaller): then on one line each.
    for most in (2, 1):
        box_h = [BOX_H] * rows
        for info, (_, row) in zip(ring, places, strict=True):
            names = _name_lines(t, view, info, most, scene)[1]
            box_h[row] = max(box_h[row], BOX_H + NAME_LINE * (len(names) - 1))
        table_h = max(sum(box_h) + BOX_GAP * (rows - 1), 300)
        height = head_h + table_h + foot_h + PAD
        if height <= 2 * WIDTH:
            break
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)

    y = PAD
    for line in titles:
        text(draw, (PAD, y), line, font(30, True), INK)
        y += 40
    y += 2
    for line in status_lines:
        text(draw, (PAD, y), line, font(TEXT), INK)
        y += 28
    _felt(draw, t, view, head_h, head_h + table_h, scene)
    for info, (col, row) in zip(ring, places, strict=True):
        x = PAD if col == 0 else PAD + BOX_W + 10 + FELT_W + 10
        top = head_h + sum(box_h[:row]) + BOX_GAP * row
        _seat_box(draw, t, view, info, x, top, box_h[row], most, scene)
    y = head_h + table_h + 16
    for line in footer_lines:
        text(draw, (PAD, y), line, font(TEXT), INK)
        y += 28
    return png(image)


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows (the names included) — re-drawn and re-uploaded only when it changes."""
    t = t.for_labels()  # the names as the picture draws them
    shown = view.model_dump(exclude={"version"})
    names = {s.seat: t.seat(s.seat) for s in (*view.seats,)} | {p: t.seat(p) for p in view.removed}
    return hashlib.sha1(repr((t.locale, shown, names)).encode(), usedforsecurity=False).hexdigest()
