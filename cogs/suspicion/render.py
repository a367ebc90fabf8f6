"""The villa as a picture: 3×4 rooms with their gem symbols and every guest's token.

Readable on a phone (large type, big tokens) and colour-blind safe: every token carries the
guest's two-letter label as well as the printed colour, and the gems differ by shape
(ruby ▼, emerald ■, diamond ◆) as well as by colour.
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.content import read_content
from bot.engine.suspicion import Content, PublicView
from bot.engine.suspicion.content import GEMS
from bot.i18n import Translator

__all__ = ["render_board"]

FONT_DIR = Path(__file__).resolve().parents[2] / "data" / "fonts"
BACKGROUND = "#F6F1E7"
ROOM = "#FFFDF8"
INNER = "#ECE4D4"
WALL = "#5B4A3A"
INK = "#222222"
MUTED = "#7A6E62"
GEM_FILL = {"ruby": "#C62828", "emerald": "#2E7D32", "diamond": "#81D4FA"}

PAD = 20
HEAD_H = 56
ROOM_W = 250
ROOM_H = 230
TOKEN_R = 27
TOKEN_STEP = 60
LEGEND_ROW = 34
COLUMNS = "ABCD"


@cache
def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


@cache
def _content() -> Content:
    return read_content("suspicion", Content)


def _ink_on(colour: str) -> str:
    """Black or white text, whichever reads better on ``colour`` (relative luminance)."""
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#FFFFFF"


def _gem(draw: ImageDraw.ImageDraw, gem: str, cx: int, cy: int, r: int) -> None:
    fill = GEM_FILL[gem]
    if gem == "ruby":
        shape = [(cx - r, cy - r * 0.7), (cx + r, cy - r * 0.7), (cx, cy + r)]
        draw.polygon(shape, fill=fill, outline=INK, width=2)
    elif gem == "emerald":
        draw.rectangle((cx - r * 0.8, cy - r * 0.8, cx + r * 0.8, cy + r * 0.8), fill=fill, outline=INK, width=2)
    else:
        draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=fill, outline=INK, width=2)


def render_board(view: PublicView, t: Translator) -> bytes:
    """PNG of the villa for the public view."""
    content = _content()
    colours = {g.id: g.colour for g in content.guests}
    width = PAD * 2 + ROOM_W * content.cols
    grid_h = ROOM_H * content.rows
    legend_h = LEGEND_ROW * (1 + (len(content.guests) + 1) // 2) + PAD
    height = HEAD_H + grid_h + PAD + legend_h
    image = Image.new("RGB", (width, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    draw.text((PAD, PAD // 2 + 4), t("suspicion-board-title"), font=_font(30, True), fill=INK)

    by_room: dict[str, list[str]] = {}
    for guest in content.guest_ids:
        by_room.setdefault(view.positions[guest], []).append(guest)
    for room in content.rooms:
        x = PAD + ROOM_W * room.col
        y = HEAD_H + ROOM_H * room.row
        draw.rectangle((x, y, x + ROOM_W, y + ROOM_H), fill=INNER if room.inner else ROOM, outline=WALL, width=4)
        draw.text((x + 12, y + 8), f"{COLUMNS[room.col]}{room.row + 1}", font=_font(26, True), fill=MUTED)
        for i, gem in enumerate(room.gems):
            _gem(draw, gem, x + ROOM_W - 30 - 40 * (len(room.gems) - 1 - i), y + 24, 14)
        for i, guest in enumerate(by_room.get(room.id, [])):
            cx = x + 40 + TOKEN_STEP * (i % 4)
            cy = y + 80 + TOKEN_STEP * (i // 4)
            colour = colours[guest]
            draw.ellipse((cx - TOKEN_R, cy - TOKEN_R, cx + TOKEN_R, cy + TOKEN_R), fill=colour, outline=INK, width=3)
            label = t(f"suspicion-guest-abbr-{guest}")
            draw.text((cx, cy), label, font=_font(22, True), fill=_ink_on(colour), anchor="mm")

    # Legend: the gem bank with its symbols, then every guest's token and name.
    y = HEAD_H + grid_h + PAD
    x = PAD
    for gem in GEMS:
        _gem(draw, gem, x + 12, y + 14, 12)
        label = t(f"suspicion-gems-{gem}", n=view.bank[gem])
        draw.text((x + 32, y + 2), label, font=_font(22), fill=INK)
        x += (width - 2 * PAD) // len(GEMS)
    half = (width - 2 * PAD) // 2
    for i, guest in enumerate(content.guest_ids):
        lx = PAD + half * (i % 2)
        ly = y + LEGEND_ROW * (1 + i // 2) + 4
        colour = colours[guest]
        draw.ellipse((lx, ly, lx + 26, ly + 26), fill=colour, outline=INK, width=2)
        draw.text(
            (lx + 13, ly + 13),
            t(f"suspicion-guest-abbr-{guest}"),
            font=_font(12, True),
            fill=_ink_on(colour),
            anchor="mm",
        )
        draw.text((lx + 34, ly + 1), t(f"suspicion-guest-{guest}"), font=_font(20), fill=INK)
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=3)
    return out.getvalue()


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows — the villa is re-drawn (and re-uploaded) only when it changes."""
    return repr((t.locale, sorted(view.positions.items()), sorted(view.bank.items())))
