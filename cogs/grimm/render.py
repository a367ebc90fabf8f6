"""The evidence board as a picture: which player ruled out which character, broken mirrors.

Readable on a phone (large type, one column per player) and colour-blind safe: every token
shows its player's number; colours (Okabe-Ito) only help.
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.engine.grimm import PublicView
from bot.i18n import Translator

FONT_DIR = Path(__file__).resolve().parents[2] / "data" / "fonts"
# Okabe-Ito: distinguishable with the common colour-vision deficiencies.
PALETTE = ("#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2")
INK_ON = ("#000000", "#000000", "#FFFFFF", "#000000", "#FFFFFF")
BACKGROUND = "#FBF7F0"
GRID = "#C9BFB0"
INK = "#222222"
MUTED = "#8A8078"

NAME_W = 440
COL_W = 92
ROW_H = 58
HEAD_H = 110
PAD = 16


@cache
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def _fit(draw: ImageDraw.ImageDraw, label: str, font: ImageFont.FreeTypeFont, width: int) -> str:
    if draw.textlength(label, font=font) <= width:
        return label
    while label and draw.textlength(label + "…", font=font) > width:
        label = label[:-1]
    return label + "…"


def render_board(view: PublicView, t: Translator) -> bytes:
    """PNG of the evidence board for the public view."""
    n = len(view.seats)
    width = PAD * 2 + NAME_W + COL_W * n
    height = HEAD_H + ROW_H * len(view.table) + PAD
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    title = t("grimm-render-title", round=view.round, rounds=view.rounds)
    draw.text((PAD, PAD), _fit(draw, title, _font(28, True), width - 2 * PAD), font=_font(28, True), fill=INK)
    for s, seat in enumerate(view.seats):
        x = PAD + NAME_W + COL_W * s
        cx = x + COL_W // 2
        draw.ellipse((cx - 20, 52, cx + 20, 92), fill=PALETTE[s], outline=INK)
        draw.text((cx, 72), str(s + 1), font=_font(24, True), fill=INK_ON[s], anchor="mm")
        if not seat.masked:
            draw.line((cx - 24, 96, cx + 24, 96), fill=INK, width=3)
    for r, spec in enumerate(view.table):
        y = HEAD_H + ROW_H * r
        broken = spec.id in view.broken
        if r % 2 == 0:
            draw.rectangle((PAD, y, width - PAD, y + ROW_H), fill="#F1EADF")
        name = t(f"grimm-character-{spec.id}")
        sub = t(
            "grimm-render-boon-bane",
            boon=t(f"grimm-card-{spec.boon}"),
            bane=t(f"grimm-card-{spec.bane}"),
        )
        colour = MUTED if broken else INK
        draw.text((PAD + 8, y + 6), _fit(draw, name, _font(24, True), NAME_W - 16), font=_font(24, True), fill=colour)
        draw.text((PAD + 8, y + 34), _fit(draw, sub, _font(16), NAME_W - 16), font=_font(16), fill=MUTED)
        if broken:
            owner = next((s.seat for s in view.seats if spec.id in s.unmasked), None)
            label = t("grimm-render-broken", n=(owner + 1) if owner is not None else 0)
            left = PAD + NAME_W
            for k in range(left, width - PAD, 14):
                draw.line((k, y + ROW_H - 4, k + 10, y + 4), fill=GRID, width=2)
            draw.text(
                ((left + width - PAD) // 2, y + ROW_H // 2),
                label,
                font=_font(22, True),
                fill=INK,
                anchor="mm",
                stroke_width=3,
                stroke_fill=BACKGROUND,
            )
            continue
        for s, seat in enumerate(view.seats):
            if spec.id not in seat.marks:
                continue
            cx = PAD + NAME_W + COL_W * s + COL_W // 2
            cy = y + ROW_H // 2
            draw.ellipse((cx - 19, cy - 19, cx + 19, cy + 19), fill=PALETTE[s], outline=INK, width=2)
            draw.text((cx, cy), str(s + 1), font=_font(22, True), fill=INK_ON[s], anchor="mm")
    for s in range(n + 1):
        x = PAD + NAME_W + COL_W * s
        draw.line((x, HEAD_H, x, height - PAD), fill=GRID, width=1)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=3)
    return out.getvalue()


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows — the board is re-drawn (and re-uploaded) only when it changes."""
    seats = [(s.masked, sorted(s.marks), sorted(s.unmasked)) for s in view.seats]
    return repr((t.locale, view.round, view.rounds, seats, [x.id for x in view.table], sorted(view.broken)))
