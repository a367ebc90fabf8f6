"""The end summary's story pictures share one shape: a title, lines to read first (who is
who), one or more tables of labelled rows and numbered columns, and lines under them. This
draws it (each game's ``story.py`` fills it in), 720 px wide with type of 22 px, as every
picture the bot draws, through the font chain for names in any script."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from cogs.table.drawing import SMALLEST, WIDTH, fit, font, length, pack, png, text, wrap

__all__ = ["BACKGROUND", "Cell", "Section", "draw_story", "legend"]

BACKGROUND = "#FBF7F0"
INK = "#222222"
MUTED = "#6E655C"
GRID = "#C9BFB0"
PAD = 16
LINE = 30  # a line of 22 px type
ROW_H = 36
TITLE = 28
LABEL_MOST = 240  # the row labels' column is at most this wide


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell: its label, its colour, and ``strong``: framed (something changed here)."""

    label: str = ""
    fill: str = BACKGROUND
    ink: str = INK
    strong: bool = False


@dataclass(frozen=True, slots=True)
class Section:
    """One table: its heading (may be empty), its column headings, and its rows."""

    heading: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, tuple[Cell, ...]], ...]


def legend(label: str, entries: list[str]) -> list[str]:
    """``label`` and ``entries`` ("1 alice", "A King") on as few lines as they fit, an entry
    broken over two lines only when it alone is wider than a line (a very long name)."""
    if label and entries:
        entries = [f"{label} {entries[0]}", *entries[1:]]
    return pack(entries, font(SMALLEST), WIDTH - 2 * PAD)


def _lines(lines: list[str], bold: bool = False) -> list[str]:
    return [part for line in lines for part in wrap(line, font(SMALLEST, bold), WIDTH - 2 * PAD, 4)]


def draw_story(title: str, head: list[str], sections: list[Section], foot: list[str]) -> bytes:
    """The picture: ``title``, the ``head`` lines, each section's table, the ``foot`` lines."""
    face, bold = font(SMALLEST), font(SMALLEST, True)
    titled = wrap(title, font(TITLE, True), WIDTH - 2 * PAD, 2)
    above, below = _lines(head), _lines(foot)
    height = PAD + 38 * len(titled) + LINE * len(above) + 8
    for section in sections:
        height += (LINE if section.heading else 0) + ROW_H * (len(section.rows) + 1) + 12
    height += LINE * len(below) + PAD
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    y = PAD
    for line in titled:
        text(draw, (PAD, y), line, font(TITLE, True), INK)
        y += 38
    for line in above:
        text(draw, (PAD, y), line, face, INK)
        y += LINE
    y += 8
    for section in sections:
        if section.heading:
            text(draw, (PAD, y), fit(section.heading, bold, WIDTH - 2 * PAD), bold, INK)
            y += LINE
        y = _table(draw, section, y)
        y += 12
    for line in below:
        text(draw, (PAD, y), line, face, MUTED)
        y += LINE
    return png(image)


def _table(draw: ImageDraw.ImageDraw, section: Section, top: int) -> int:
    face, bold = font(SMALLEST), font(SMALLEST, True)
    widest = max((length(label, bold) for label, _ in section.rows), default=0)
    label_w = int(min(LABEL_MOST, widest + 12))
    count = max(1, len(section.columns))
    cell_w = (WIDTH - 2 * PAD - label_w) // count
    left = PAD + label_w
    for c, heading in enumerate(section.columns):
        cx = left + cell_w * c + cell_w // 2
        text(draw, (cx, top + ROW_H // 2), fit(heading, bold, cell_w - 4), bold, INK, anchor="mm")
    y = top + ROW_H
    for label, cells in section.rows:
        text(draw, (PAD, y + ROW_H // 2), fit(label, bold, label_w - 8), bold, INK, anchor="lm")
        for c, cell in enumerate(cells):
            x = left + cell_w * c
            box = (x + 1, y + 1, x + cell_w - 1, y + ROW_H - 1)
            draw.rectangle(box, fill=cell.fill, outline=INK if cell.strong else GRID, width=3 if cell.strong else 1)
            if cell.label:
                text(
                    draw,
                    (x + cell_w // 2, y + ROW_H // 2),
                    fit(cell.label, face, cell_w - 8),
                    face,
                    cell.ink,
                    anchor="mm",
                )
        y += ROW_H
    return y
