"""Grimm Masquerade's table as a picture: every player by name with their tableau (the
artifacts in front of them), roses and trophies, who is unmasked and whose turn it is;
then the evidence board: which player ruled out which character, broken mirrors.

Readable on a phone (720 px wide, type of 17 px and more, so legible at 360 px) and
colour-blind safe: every token shows its player's number, and the players' list gives the
number beside the name; colours (Okabe-Ito) only help.
"""

from __future__ import annotations

import hashlib

from PIL import Image, ImageDraw

from bot.engine.grimm import PublicView
from bot.engine.grimm.views import PublicSeat
from bot.i18n import Translator
from cogs.game.drawing import fit, font, pack, png

__all__ = ["picture_key", "render_board"]

# Okabe-Ito: distinguishable with the common colour-vision deficiencies.
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2")
INK_ON = ("#000000", "#000000", "#FFFFFF", "#000000", "#FFFFFF")
BACKGROUND = "#FBF7F0"
GRID = "#C9BFB0"
INK = "#222222"
MUTED = "#6E655C"
STRIPE = "#F1EADF"
ACTIVE = "#FFE9A8"
ACTIVE_EDGE = "#B8860B"
UNMASKED = "#A23B2A"

WIDTH = 720
PAD = 16
NAME_W = 300  # at least: the evidence board's column of characters
ROW_H = 58
TOKEN_ROW_H = 64
LINE = 28


def _token(draw: ImageDraw.ImageDraw, seat: int, cx: int, cy: int, r: int = 19) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=PALETTE[seat], outline=INK, width=2)
    draw.text((cx, cy), str(seat + 1), font=font(22, True), fill=INK_ON[seat], anchor="mm")


def _status(view: PublicView, t: Translator) -> list[str]:
    if view.outcome is not None:
        return [t("grimm-board-over"), t.text(view.outcome.reason)]
    return [t("grimm-board-waiting", player=t.seat(d.seat), what=t(f"grimm-decision-{d.kind}")) for d in view.pending]


def _seat_lines(view: PublicView, seat: PublicSeat, t: Translator) -> tuple[list[str], list[str]]:
    """The facts under a player's name, and their tableau (kept whole when wrapped)."""
    facts = [t("pictures-grimm-score", roses=seat.roses, trophies=sum(seat.trophies))]
    facts.append(t("grimm-board-tokens", n=seat.tokens_left))
    if not seat.masked:
        facts.append(t("grimm-board-hand", n=seat.hand_count))
    tableau = [t("grimm-board-card-count", card=t(f"grimm-card-{card}"), n=n) for card, n in seat.tableau]
    return facts, tableau or [t("grimm-board-tableau-empty")]


def _players_height(draw: ImageDraw.ImageDraw, view: PublicView, t: Translator) -> list[int]:
    heights = []
    for seat in view.seats:
        facts, tableau = _seat_lines(view, seat, t)
        lines = 1 + len(seat.unmasked) + len(pack(draw, facts, font(19), WIDTH - 2 * PAD - 70))
        lines += len(pack(draw, tableau, font(21, True), WIDTH - 2 * PAD - 70))
        heights.append(16 + 34 + (lines - 1) * LINE)
    return heights


def render_board(view: PublicView, t: Translator) -> bytes:
    """PNG of the players' tableaux and the evidence board for the public view."""
    t = t.for_labels()  # names as typed: a picture never renders markdown
    n = len(view.seats)
    col_w = min(130, (WIDTH - 2 * PAD - NAME_W) // n)
    name_w = WIDTH - 2 * PAD - col_w * n
    probe = ImageDraw.Draw(Image.new("RGB", (1, 1)))
    status = [x for line in _status(view, t) for x in pack(probe, [line], font(21), WIDTH - 2 * PAD)]
    players = _players_height(probe, view, t)
    head_h = PAD + 42 + LINE * len(status) + 8
    board_top = head_h + sum(players) + 8 * n + 16
    height = board_top + TOKEN_ROW_H + ROW_H * len(view.table) + PAD
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = t("grimm-render-title", round=view.round, rounds=view.rounds)
    draw.text((PAD, PAD), fit(draw, title, font(28, True), WIDTH - 2 * PAD), font=font(28, True), fill=INK)
    y = PAD + 42
    for line in status:
        draw.text((PAD, y), line, font=font(21), fill=INK)
        y += LINE

    # The players, in seat order: name, unmasked character, roses, tokens, tableau.
    y = head_h
    for seat, h in zip(view.seats, players, strict=True):
        active = view.outcome is None and seat.seat == view.active
        winner = view.outcome is not None and seat.seat in view.outcome.winners
        fill = ACTIVE if active or winner else "#FFFFFF"
        edge = ACTIVE_EDGE if active or winner else GRID
        draw.rounded_rectangle(
            (PAD, y, WIDTH - PAD, y + h), 12, fill=fill, outline=edge, width=5 if active or winner else 2
        )
        _token(draw, seat.seat, PAD + 32, y + 30)
        marker = "★ " if winner else "▶ " if active else ""
        name = fit(draw, marker + t.seat(seat.seat), font(25, True), WIDTH - 2 * PAD - 80)
        draw.text((PAD + 62, y + 14), name, font=font(25, True), fill=INK)
        ly = y + 14 + 34
        for character in seat.unmasked:
            line = t("grimm-board-unmasked", character=t(f"grimm-character-{character}"))
            draw.text(
                (PAD + 62, ly),
                fit(draw, line, font(20, True), WIDTH - 2 * PAD - 80),
                font=font(20, True),
                fill=UNMASKED,
            )
            ly += LINE
        facts, tableau = _seat_lines(view, seat, t)
        for line in pack(draw, tableau, font(21, True), WIDTH - 2 * PAD - 70):
            draw.text((PAD + 62, ly), line, font=font(21, True), fill=INK)
            ly += LINE
        for line in pack(draw, facts, font(19), WIDTH - 2 * PAD - 70):
            draw.text((PAD + 62, ly), line, font=font(19), fill=MUTED)
            ly += LINE
        y += h + 8

    # The evidence board: a column per player (numbered tokens), a row per character.
    top = board_top
    draw.text(
        (PAD, top + 18),
        fit(draw, t("pictures-grimm-evidence"), font(22, True), name_w - 8),
        font=font(22, True),
        fill=INK,
    )
    left = PAD + name_w
    for s, seat in enumerate(view.seats):
        cx = left + col_w * s + col_w // 2
        _token(draw, s, cx, top + 30)
        if not seat.masked:
            draw.line((cx - 22, top + 56, cx + 22, top + 56), fill=INK, width=3)
    grid_top = top + TOKEN_ROW_H
    right = left + col_w * n
    for r, spec in enumerate(view.table):
        y = grid_top + ROW_H * r
        broken = spec.id in view.broken
        if r % 2 == 0:
            draw.rectangle((PAD, y, right, y + ROW_H), fill=STRIPE)
        name = t(f"grimm-character-{spec.id}")
        sub = t("grimm-render-boon-bane", boon=t(f"grimm-card-{spec.boon}"), bane=t(f"grimm-card-{spec.bane}"))
        colour = MUTED if broken else INK
        draw.text((PAD + 8, y + 5), fit(draw, name, font(22, True), name_w - 16), font=font(22, True), fill=colour)
        draw.text((PAD + 8, y + 33), fit(draw, sub, font(17), name_w - 16), font=font(17), fill=MUTED)
        if broken:
            owner = next((s.seat for s in view.seats if spec.id in s.unmasked), None)
            for k in range(left, right - 10, 14):
                draw.line((k, y + ROW_H - 4, k + 10, y + 4), fill=GRID, width=2)
            label = (
                t("pictures-grimm-broken", name=t.seat(owner))
                if owner is not None
                else t("pictures-grimm-broken-nobody")
            )
            draw.text(
                ((left + right) // 2, y + ROW_H // 2),
                fit(draw, label, font(18, True), right - left - 8),
                font=font(18, True),
                fill=INK,
                anchor="mm",
                stroke_width=3,
                stroke_fill=BACKGROUND,
            )
            continue
        for s, seat in enumerate(view.seats):
            if spec.id in seat.marks:
                _token(draw, s, left + col_w * s + col_w // 2, y + ROW_H // 2)
    for s in range(n + 1):
        x = left + col_w * s
        draw.line((x, grid_top, x, grid_top + ROW_H * len(view.table)), fill=GRID, width=1)
    return png(image)


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows (names included) — re-drawn and re-uploaded only when it changes."""
    t = t.for_labels()
    seats = [s.model_dump() for s in view.seats]
    shown = (
        t.locale,
        [t.seat(s.seat) for s in view.seats],
        view.round,
        view.rounds,
        view.active,
        [d.model_dump(include={"seat", "kind"}) for d in view.pending],
        seats,
        [x.id for x in view.table],
        view.broken,
        view.outcome.model_dump() if view.outcome else None,
    )
    return hashlib.sha1(repr(shown).encode(), usedforsecurity=False).hexdigest()
