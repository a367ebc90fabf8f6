"""The end summary's story pictures share one shape: a title, lines to read first, one or
more tables, and lines under them. A table has a row per player, named in its first column,
and a few columns whose cells hold *chips*: short coloured labels with the card's,
character's or guest's own name (no letters to look up in a legend). Nothing is cut: a name
too long for its column, a cell with more chips than fit on a line, a chip wider than its
cell — each wraps onto more lines and its row grows. Each game's ``story.py`` fills it in;
720 px wide with type of 22 px, as every picture the bot draws, through the font chain for
names in any script.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from cogs.table.drawing import SMALLEST, WIDTH, Face, font, length, png, text, wrap

__all__ = ["BACKGROUND", "Chip", "Row", "Section", "draw_story", "story_lines"]

BACKGROUND = "#FBF7F0"
INK = "#222222"
MUTED = "#6E655C"
GRID = "#C9BFB0"
CHIP = "#FFFFFF"
PAD = 16
LINE = 30  # a line of 22 px type
CHIP_H = 32  # a chip's line: 22 px type and its frame
CHIP_GAP = 6
CHIP_PAD = 8  # inside a chip, each side of its text
TITLE = 28
LABEL_MOST = 220  # the player names' column is at most this wide (longer names wrap)
MOST_LINES = 12  # far more than any name or chip needs: nothing is ever cut in practice


@dataclass(frozen=True, slots=True)
class Chip:
    """A label in a cell: its words, its colour, and ``strong``: framed (something the table
    saw happen, or the truth)."""

    label: str
    fill: str = CHIP
    ink: str = INK
    strong: bool = False


@dataclass(frozen=True, slots=True)
class Row:
    """A row: the player's name, and each column's chips."""

    label: str
    cells: tuple[tuple[Chip, ...], ...]


@dataclass(frozen=True, slots=True)
class Section:
    """One table: its heading (may be empty), its column headings, its rows, and each
    column's share of the width (default: equal)."""

    heading: str
    columns: tuple[str, ...]
    rows: tuple[Row, ...]
    shares: tuple[float, ...] = ()


def story_lines(lines: list[str], bold: bool = False) -> list[str]:
    """``lines`` wrapped to the picture's width, never cut."""
    return [part for line in lines for part in wrap(line, font(SMALLEST, bold), WIDTH - 2 * PAD, MOST_LINES)]


@dataclass(frozen=True, slots=True)
class _Placed:
    """A chip laid out in its cell: its lines and where it starts (relative to the cell)."""

    chip: Chip
    lines: list[str]
    x: int
    y: int
    w: int


def _lay(chips: tuple[Chip, ...], width: int, face: Face) -> tuple[list[_Placed], int]:
    """Chips flowed left to right over lines ``width`` wide; returns them and the height."""
    placed: list[_Placed] = []
    x = y = 0
    line_h = CHIP_H
    for chip in chips:
        lines = wrap(chip.label, face, width - 2 * CHIP_PAD, MOST_LINES)
        w = int(max((length(line, face) for line in lines), default=0)) + 2 * CHIP_PAD
        h = CHIP_H + (len(lines) - 1) * (CHIP_H - 6)
        if x and x + w > width:
            x, y = 0, y + line_h + CHIP_GAP
            line_h = CHIP_H
        placed.append(_Placed(chip, lines, x, y, w))
        x += w + CHIP_GAP
        line_h = max(line_h, h)
    return placed, (y + line_h if chips else CHIP_H)


@dataclass(frozen=True, slots=True)
class _Table:
    section: Section
    label_w: int
    widths: list[int]
    labels: list[list[str]]
    cells: list[list[list[_Placed]]]
    heights: list[int]
    headings: list[list[str]]

    @property
    def height(self) -> int:
        heading = LINE * len(story_lines([self.section.heading], True)) if self.section.heading else 0
        head = max((len(h) for h in self.headings), default=1) * LINE + 4
        return heading + head + sum(self.heights) + 12


def _table(section: Section) -> _Table:
    face, bold = font(SMALLEST), font(SMALLEST, True)
    inner = WIDTH - 2 * PAD
    widest = max((length(row.label, bold) for row in section.rows), default=0)
    label_w = int(min(LABEL_MOST, widest + 16))
    count = max(1, len(section.columns))
    shares = section.shares or (1.0,) * count
    total = sum(shares)
    widths = [int((inner - label_w) * share / total) for share in shares]
    labels = [wrap(row.label, bold, label_w - 12, MOST_LINES) for row in section.rows]
    headings = [wrap(h, bold, w - 8, MOST_LINES) for h, w in zip(section.columns, widths, strict=True)]
    cells: list[list[list[_Placed]]] = []
    heights: list[int] = []
    for row, label in zip(section.rows, labels, strict=True):
        laid = [_lay(chips, w - 12, face) for chips, w in zip(row.cells, widths, strict=True)]
        cells.append([chips for chips, _ in laid])
        heights.append(max(LINE * len(label), *(h for _, h in laid)) + 12)
    return _Table(section, label_w, widths, labels, cells, heights, headings)


def draw_story(title: str, head: list[str], sections: list[Section], foot: list[str]) -> bytes:
    """The picture: ``title``, the ``head`` lines, each section's table, the ``foot`` lines."""
    face = font(SMALLEST)
    titled = wrap(title, font(TITLE, True), WIDTH - 2 * PAD, MOST_LINES)
    above, below = story_lines(head), story_lines(foot)
    tables = [_table(section) for section in sections]
    height = PAD + 38 * len(titled) + LINE * len(above) + 8 + sum(t.height for t in tables) + LINE * len(below) + PAD
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
    for table in tables:
        y = _draw_table(draw, table, y)
    for line in below:
        text(draw, (PAD, y), line, face, MUTED)
        y += LINE
    return png(image)


def _draw_table(draw: ImageDraw.ImageDraw, table: _Table, top: int) -> int:
    face, bold = font(SMALLEST), font(SMALLEST, True)
    y = top
    if table.section.heading:
        for line in story_lines([table.section.heading], True):
            text(draw, (PAD, y), line, bold, INK)
            y += LINE
    x = PAD + table.label_w
    head_h = max((len(h) for h in table.headings), default=1) * LINE
    for heading, w in zip(table.headings, table.widths, strict=True):
        for i, line in enumerate(heading):
            text(draw, (x + 6, y + LINE * i), line, bold, MUTED)
        x += w
    y += head_h + 4
    right = PAD + table.label_w + sum(table.widths)
    for label, cells, h in zip(table.labels, table.cells, table.heights, strict=True):
        draw.line((PAD, y, right, y), fill=GRID, width=1)
        for i, line in enumerate(label):
            text(draw, (PAD, y + 6 + LINE * i), line, bold, INK)
        x = PAD + table.label_w
        for placed, w in zip(cells, table.widths, strict=True):
            for chip in placed:
                _draw_chip(draw, chip, x + 6, y + 6, face)
            x += w
        y += h
    draw.line((PAD, y, right, y), fill=GRID, width=1)
    return y + 12


def _draw_chip(draw: ImageDraw.ImageDraw, placed: _Placed, left: int, top: int, face: Face) -> None:
    chip = placed.chip
    x, y = left + placed.x, top + placed.y
    h = CHIP_H + (len(placed.lines) - 1) * (CHIP_H - 6)
    edge, width = (INK, 3) if chip.strong else (GRID, 1)
    draw.rounded_rectangle((x, y, x + placed.w, y + h - 2), 8, fill=chip.fill, outline=edge, width=width)
    for i, line in enumerate(placed.lines):
        text(draw, (x + CHIP_PAD, y + 4 + (CHIP_H - 6) * i), line, face, chip.ink)
