"""What every game's board picture shares: the fonts (DejaVu covers Latin and Cyrillic),
fitting and wrapping a line to a width, and writing the PNG.

Pictures are drawn in the painter thread (:mod:`cogs.game.table`), so nothing here may
touch the event loop; the same image always gives the same bytes (Pillow's PNG writer
adds no timestamp), which the tests rely on.
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

__all__ = ["fit", "font", "pack", "png", "wrap"]

FONT_DIR = Path(__file__).resolve().parents[2] / "data" / "fonts"


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def fit(draw: ImageDraw.ImageDraw, label: str, face: ImageFont.FreeTypeFont, width: float) -> str:
    """``label``, cut with an ellipsis if it is wider than ``width``."""
    if draw.textlength(label, font=face) <= width:
        return label
    while label and draw.textlength(label + "…", font=face) > width:
        label = label[:-1]
    return label + "…"


def wrap(draw: ImageDraw.ImageDraw, line: str, face: ImageFont.FreeTypeFont, width: float, most: int) -> list[str]:
    """``line`` broken at spaces into at most ``most`` lines no wider than ``width``; the
    last one is cut with an ellipsis if the text does not fit."""
    lines: list[str] = []
    words = line.split()
    while words and len(lines) < most:
        taken = words[0]
        rest = words[1:]
        while rest and draw.textlength(taken + " " + rest[0], font=face) <= width:
            taken += " " + rest.pop(0)
        words = rest
        lines.append(taken)
    if words:
        lines[-1] = lines[-1] + " " + " ".join(words)
    return [fit(draw, x, face, width) for x in lines]


def pack(
    draw: ImageDraw.ImageDraw, entries: list[str], face: ImageFont.FreeTypeFont, width: float, sep: str = " · "
) -> list[str]:
    """``entries`` joined by ``sep`` into lines no wider than ``width``, an entry broken
    only when it alone is wider than a line (then it is cut)."""
    lines: list[str] = []
    for entry in entries:
        if lines and lines[-1] and draw.textlength(lines[-1] + sep + entry, font=face) <= width:
            lines[-1] += sep + entry
        else:
            lines.append(fit(draw, entry, face, width))
    return lines


def png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=3)
    return out.getvalue()
