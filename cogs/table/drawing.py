"""What every game's board picture shares: the fonts, text drawn in any script, fitting and
wrapping a line to a width, and writing the PNG.

Names are typed by players in any script, with emoji (every computer player's name starts
with 🤖), so one font is never enough. A :class:`Face` is a chain of fonts of one size —
DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew and the symbols the pictures use), Noto
Emoji (monochrome, so it draws at any size in the text's colour), Noto Sans Devanagari,
Bengali, Tamil and Thai, Droid Sans Fallback (Chinese, Japanese, Korean) — and each
character is drawn with the first font that has it, its marks with it; one that no font has
is drawn as its compatibility form where a font has that (fancy-text letters: 𝓐 as A).

Scripts whose letters change shape with their neighbours (Devanagari, Bengali and Tamil
conjuncts and vowel signs, Arabic joining, Thai marks stacked) are shaped by Pillow's
shaping library, raqm (HarfBuzz, with FriBiDi), where Pillow has it (:data:`LAYOUT_SAID`
says which, in the bot's start-up log): each run of one font is shaped on its own, with its
direction. Right-to-left text is put in display order here, so a picture reads the same
whether or not Pillow has raqm; without it, Arabic letters also take their joined forms from
Unicode's presentation forms, and Indic and Thai text is drawn letter by letter, unshaped
(data/fonts/README.md).

Pictures are :data:`WIDTH` px wide and their smallest type is :data:`SMALLEST` px, so that
nothing drawn is smaller than 11 px on a phone showing them 360 px wide (tests/test_pictures.py
checks every text drawn).

Pictures are drawn in the painter thread (:mod:`cogs.table.table`), so nothing here may
touch the event loop; the same image always gives the same bytes (Pillow's PNG writer
adds no timestamp), which the tests rely on.
"""

from __future__ import annotations

import io
import unicodedata
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from pathlib import Path
from typing import Literal

from PIL import Image, ImageDraw, ImageFont, features

from bot.i18n import Translator

__all__ = [
    "MIN_SIZE",
    "PHONE_WIDTH",
    "SMALLEST",
    "WIDTH",
    "Face",
    "fit",
    "font",
    "length",
    "missing",
    "pack",
    "png",
    "text",
    "winners_line",
    "wrap",
    "wrap_name",
]

FONT_DIR = Path(__file__).resolve().parents[2] / "data" / "fonts"
# (regular, bold) in the order they are tried; a font without a bold is used for both.
# Their scripts do not overlap (data/fonts/README.md), so the order only decides the shared
# punctuation and symbols; each run of a script is then drawn whole by its font, as shaping needs.
CHAIN = (
    ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"),
    ("NotoEmoji.ttf", "NotoEmoji.ttf"),
    ("NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"),
    ("NotoSansBengali-Regular.ttf", "NotoSansBengali-Bold.ttf"),
    ("NotoSansTamil-Regular.ttf", "NotoSansTamil-Bold.ttf"),
    ("NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"),
    ("DroidSansFallback.ttf", "DroidSansFallback.ttf"),
)
# Variable fonts, and the weight their bold is drawn at.
BOLD_WEIGHT = {"NotoEmoji.ttf": 700}
# A picture is drawn WIDTH px wide and shown about PHONE_WIDTH wide on a phone; text is at
# least MIN_SIZE px (the font's size) there, so at least SMALLEST px here.
WIDTH = 720
PHONE_WIDTH = 360
MIN_SIZE = 11
SMALLEST = -(-MIN_SIZE * WIDTH // PHONE_WIDTH)
RAQM = bool(features.check_feature("raqm"))
LAYOUT = ImageFont.Layout.RAQM if RAQM else ImageFont.Layout.BASIC
# One line for the bot's start-up log: which layout draws the pictures' text.
LAYOUT_SAID = (
    f"text shaped by raqm {features.version('raqm')} (HarfBuzz {features.version('harfbuzz')}, "
    f"FriBiDi {features.version('fribidi')})"
    if RAQM
    else "basic text layout: Pillow has no raqm (it needs the FriBiDi library, libfribidi0), so Devanagari, "
    "Bengali, Tamil and Thai are drawn unshaped"
)

Direction = Literal["ltr", "rtl"]


@cache
def _font(index: int, size: int, bold: bool) -> ImageFont.FreeTypeFont:
    face = ImageFont.truetype(str(FONT_DIR / CHAIN[index][bold]), size, layout_engine=LAYOUT)
    weight = BOLD_WEIGHT.get(CHAIN[index][bold])
    if bold and weight is not None:
        face.set_variation_by_axes([weight])
    return face


@cache
def _probe(index: int, bold: bool) -> ImageFont.FreeTypeFont:
    """Font ``index`` of the chain as the coverage checks draw it: without shaping, so a
    character is drawn as the glyph the font maps it to, or its missing-glyph box (a shaper
    would draw a lone mark on a dotted circle, found or not)."""
    return ImageFont.truetype(str(FONT_DIR / CHAIN[index][bold]), 24, layout_engine=ImageFont.Layout.BASIC)


def _ink(face: ImageFont.FreeTypeFont, char: str) -> bytes:
    size = int(face.size)
    image = Image.new("L", (3 * size, 3 * size))
    ImageDraw.Draw(image).text((size, size), char, font=face, fill=255)
    return image.tobytes()


@cache
def _notdef(index: int, bold: bool) -> bytes:
    # U+10FFFF is a noncharacter: no font has it, so every font draws its missing-glyph box.
    return _ink(_probe(index, bold), "\U0010ffff")


@cache
def _has(index: int, bold: bool, char: str) -> bool:
    """Whether font ``index`` of the chain, bold or not, draws ``char`` as something other
    than its missing-glyph box (the regular and the bold file of a font may cover different
    characters; the size changes nothing)."""
    return _ink(_probe(index, bold), char) != _notdef(index, bold)


def _unseen(char: str) -> bool:
    """Characters that draw nothing of their own: joiners, variation selectors (the emoji
    presentation of ❤️), tags."""
    return unicodedata.category(char) == "Cf" or "\ufe00" <= char <= "\ufe0f"


def _follows(char: str) -> bool:
    """Characters drawn with whatever precedes them, in its font: those that draw nothing of
    their own, and combining marks (accents, and the vowel signs of Indic and Thai letters,
    spacing ones included: shaping moves some before their letter)."""
    return _unseen(char) or unicodedata.category(char) in ("Mn", "Mc", "Me")


VIRAMA = 9  # the canonical combining class of the viramas (्, ্, ்)


def _joins(before: str, char: str) -> bool:
    """Whether ``char`` belongs to the same cluster as ``before``, the character before it: a
    mark, a skin tone (👍🏽), the letter after a virama (a conjunct: क्ष) or after a zero-width
    joiner (👨‍👩‍👧)."""
    return (
        _follows(char)
        or "\U0001f3fb" <= char <= "\U0001f3ff"
        or before == "\u200d"
        or unicodedata.combining(before) == VIRAMA
    )


def _regional(char: str) -> bool:
    """A regional indicator: two of them are a flag (🇮🇳)."""
    return "\U0001f1e6" <= char <= "\U0001f1ff"


def _clusters(label: str) -> list[str]:
    """``label`` in the clusters a line may be broken between: what is drawn as one (a letter
    with its marks, a conjunct, an emoji sequence, a flag) is never broken, nor cut."""
    out: list[str] = []
    for i, char in enumerate(label):
        if out and (_joins(label[i - 1], char) or (_regional(char) and len(out[-1]) == 1 and _regional(out[-1]))):
            out[-1] += char
        else:
            out.append(char)
    return out


def _which(char: str, bold: bool) -> int | None:
    """The first font of the chain that has ``char`` (None: none has it)."""
    return next((i for i in range(len(CHAIN)) if _has(i, bold, char)), None)


def missing(label: str, bold: bool = False) -> list[str]:
    """The characters of ``label`` that would be drawn as a box: each letter no font has,
    and each mark the font of its letter does not have."""
    return [
        c for piece in _pieces(label, bold) for c in piece.label if not _unseen(c) and not _has(piece.index, bold, c)
    ]


def _rtl(char: str) -> bool:
    return unicodedata.bidirectional(char) in ("R", "AL")


def _strong(char: str) -> bool:
    return unicodedata.bidirectional(char) in ("L", "R", "AL", "EN", "AN")


def _directions(label: str) -> list[Direction]:
    """Each character's direction in a left-to-right line (the pictures' sentences are):
    right-to-left letters, and what lies between two of them (spaces, punctuation), run
    right to left; everything else, digits included, left to right. This is the Unicode
    bidi algorithm's result for names and sentences, without its rarer cases."""
    out: list[Direction] = []
    for i, char in enumerate(label):
        if _rtl(char):
            out.append("rtl")
        elif unicodedata.bidirectional(char) == "NSM" and out:
            out.append(out[-1])  # a mark goes with its letter
        elif _strong(char) or not out or out[-1] == "ltr":
            out.append("ltr")
        else:
            after = next((c for c in label[i + 1 :] if _strong(c)), None)
            out.append("rtl" if after is not None and _rtl(after) else "ltr")
    return out


ALEFS = ("\u0622", "\u0623", "\u0625", "\u0627")  # lam followed by one of them is one ligature


@cache
def _forms() -> dict[tuple[str, str], str]:
    """Arabic presentation forms by (letter or lam-alef pair, position), from Unicode's own
    decompositions, for drawing without a shaping library."""
    forms: dict[tuple[str, str], str] = {}
    for code in (*range(0xFB50, 0xFDFF), *range(0xFE70, 0xFEFF)):
        parts = unicodedata.decomposition(chr(code)).split()
        if len(parts) in (2, 3) and parts[0] in ("<isolated>", "<final>", "<initial>", "<medial>"):
            base = "".join(chr(int(p, 16)) for p in parts[1:])
            forms.setdefault((base, parts[0][1:-1]), chr(code))
    return forms


def _shape(run: str, index: int, bold: bool) -> str:
    """``run`` (Arabic, in logical order) with each letter in its joined form, where font
    ``index`` of the chain, bold or not, has that form."""
    forms = _forms()
    letters: list[str] = []
    i = 0
    while i < len(run):
        pair = run[i : i + 2]
        if run[i] == "\u0644" and pair[1:] in ALEFS:
            letters.append(pair)  # lam-alef: one ligature, as written
            i += 2
        else:
            letters.append(run[i])
            i += 1

    def joins_next(x: str) -> bool:
        return (x, "initial") in forms or (x, "medial") in forms

    def joins_prev(x: str) -> bool:
        return (x, "final") in forms

    out = []
    for k, x in enumerate(letters):
        before = k > 0 and joins_next(letters[k - 1]) and joins_prev(x)
        after = k + 1 < len(letters) and joins_next(x) and joins_prev(letters[k + 1])
        position = "medial" if before and after else "final" if before else "initial" if after else "isolated"
        shaped = forms.get((x, position), forms.get((x, "isolated"), x))
        out.append(shaped if _has(index, bold, shaped) else x)
    return "".join(out)


@dataclass(frozen=True)
class _Piece:
    index: int  # the font in the chain
    label: str  # in logical order
    direction: Direction


@dataclass(frozen=True)
class Face:
    """Text of one size and weight, drawn with the first font of the chain that has each
    character."""

    size: int
    bold: bool = False

    @cached_property
    def primary(self) -> ImageFont.FreeTypeFont:
        return _font(0, self.size, self.bold)

    def _pieces(self, label: str) -> tuple[_Piece, ...]:
        return _pieces(label, self.bold)

    def _drawn(self, piece: _Piece) -> tuple[ImageFont.FreeTypeFont, str, Direction | None]:
        """The font, the string and the direction to hand Pillow for ``piece``."""
        face = _font(piece.index, self.size, self.bold)
        if RAQM:
            return face, piece.label, piece.direction
        if piece.direction == "ltr":
            return face, piece.label, None
        return face, _shape(piece.label, piece.index, self.bold)[::-1], None

    def simple(self, label: str) -> bool:
        """Whether ``label`` is drawn with the primary font alone, left to right (then it
        is drawn in one call, as Pillow would)."""
        return _simple(label, self.bold)

    def length(self, label: str) -> float:
        return _length(self, label)

    def draw(
        self,
        draw: ImageDraw.ImageDraw,
        xy: tuple[float, float],
        label: str,
        fill: str,
        anchor: str = "la",
        stroke_width: int = 0,
        stroke_fill: str | None = None,
    ) -> None:
        if self.simple(label):
            draw.text(
                xy,
                label,
                font=self.primary,
                fill=fill,
                anchor=anchor,
                stroke_width=stroke_width,
                stroke_fill=stroke_fill,
            )
            return
        # Pieces in several fonts share the primary font's baseline, placed by ``anchor``.
        ascent, descent = self.primary.getmetrics()
        x, y = xy
        width = self.length(label)
        x -= {"l": 0.0, "m": width / 2, "r": width}[anchor[0]]
        baseline = {
            "a": y + ascent,
            "t": y + ascent,
            "m": y + (ascent - descent) / 2,
            "s": y,
            "b": y - descent,
            "d": y - descent,
        }[anchor[1]]
        for piece in self._pieces(label):
            face, shown, direction = self._drawn(piece)
            draw.text(
                (x, baseline),
                shown,
                font=face,
                fill=fill,
                anchor="ls",
                direction=direction,
                stroke_width=stroke_width,
                stroke_fill=stroke_fill,
            )
            x += face.getlength(shown, direction=direction)


# Measuring is most of the drawing time (wrapping measures a line word by word), and the
# same labels come back in every picture of a game: both are kept, bounded.
@lru_cache(maxsize=8192)
def _simple(label: str, bold: bool) -> bool:
    return label.isascii() or all(not _rtl(c) and (_unseen(c) or _has(0, bold, c)) for c in label)


@lru_cache(maxsize=8192)
def _length(face: Face, label: str) -> float:
    if face.simple(label):
        return face.primary.getlength(label)
    total = 0.0
    for piece in face._pieces(label):
        font, shown, direction = face._drawn(piece)
        total += font.getlength(shown, direction=direction)
    return total


@lru_cache(maxsize=4096)
def _pieces(label: str, bold: bool) -> tuple[_Piece, ...]:
    """``label`` cut where its font or direction changes, in display order."""
    directions = _directions(label)
    pieces: list[_Piece] = []
    for typed, direction in zip(label, directions, strict=True):
        last = pieces[-1] if pieces else None
        char, index = typed, last.index if last is not None and _follows(typed) else _which(typed, bold)
        if index is None:
            char, index = _stand_in(typed, bold)
        if last is not None and last.index == index and last.direction == direction:
            pieces[-1] = _Piece(index, last.label + char, direction)
        else:
            pieces.append(_Piece(index, char, direction))
    # Display order: a stretch of right-to-left pieces is read from its end.
    ordered: list[_Piece] = []
    stretch: list[_Piece] = []
    for piece in pieces:
        if piece.direction == "rtl":
            stretch.append(piece)
            continue
        ordered += reversed(stretch)
        stretch = []
        ordered.append(piece)
    return (*ordered, *reversed(stretch))


@cache
def _stand_in(char: str, bold: bool) -> tuple[str, int]:
    """What is drawn for a character no font has, and in which font: its compatibility form
    where a font has all of it (the "fancy text" of Unicode's mathematical alphabets, 𝓐 𝔄 𝐀:
    A), else the character itself in the primary font, whose box says it is missing."""
    plain = unicodedata.normalize("NFKC", char)
    if plain != char:
        for index in range(len(CHAIN)):
            if all(_has(index, bold, c) for c in plain):
                return plain, index
    return char, 0


@cache
def font(size: int, bold: bool = False) -> Face:
    return Face(size, bold)


def length(label: str, face: Face) -> float:
    return face.length(label)


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    label: str,
    face: Face,
    fill: str,
    anchor: str = "la",
    stroke_width: int = 0,
    stroke_fill: str | None = None,
) -> None:
    """Draw ``label`` at ``xy`` (Pillow's anchors), every character in a font that has it."""
    face.draw(draw, xy, label, fill, anchor, stroke_width, stroke_fill)


def fit(label: str, face: Face, width: float) -> str:
    """``label``, cut with an ellipsis if it is wider than ``width``."""
    if face.length(label) <= width:
        return label
    clusters = _clusters(label)
    while clusters and face.length("".join(clusters) + "…") > width:
        clusters.pop()
    return "".join(clusters) + "…"


def _hyphenated(word: str) -> list[str]:
    """``word`` in the parts a line may end after: each up to and with its hyphen."""
    parts = [""]
    for char in word:
        parts[-1] += char
        if char == "-" and len(parts[-1]) > 1:
            parts.append("")
    return [p for p in parts if p]


def wrap(line: str, face: Face, width: float, most: int) -> list[str]:
    """``line`` broken into at most ``most`` lines no wider than ``width``: at spaces, after
    a hyphen, and inside a word only when it is wider than a line (a long name, or one in a
    script without spaces); the last line is cut with an ellipsis if the text does not fit."""
    lines = [""]
    breaks: list[str] = []  # what each line break took the place of: " " or nothing

    def new_line(part: str, at: str) -> None:
        lines.append(part)
        breaks.append(at)

    for word in line.split():
        for k, part in enumerate(_hyphenated(word)):
            joiner = " " if k == 0 and lines[-1] else ""
            if face.length(lines[-1] + joiner + part) <= width:
                lines[-1] += joiner + part
            elif face.length(part) <= width:
                new_line(part, joiner)
            else:
                # Wider than any line: this line is filled, then the next, cluster by cluster.
                for cluster in _clusters(part):
                    if lines[-1] and face.length(lines[-1] + joiner + cluster) > width:
                        new_line(cluster, joiner)
                    else:
                        lines[-1] += joiner + cluster
                    joiner = ""
    if len(lines) > most:
        rest = "".join(at + tail for at, tail in zip(breaks[most - 1 :], lines[most:], strict=True))
        lines = [*lines[: most - 1], lines[most - 1] + rest]
    return [fit(x, face, width) for x in lines if x]


def wrap_name(line: str, size: int, width: float, most: int = 2) -> tuple[Face, list[str]]:
    """A player's name in bold at ``size`` over at most ``most`` lines, or, if it would
    be cut there, at the smallest size (a name is cut only if it does not fit even so)."""
    for face in (font(size, True), font(SMALLEST, True)):
        lines = wrap(line, face, width, most)
        if "".join(lines).replace(" ", "") == line.replace(" ", ""):
            break
    return face, lines


def pack(entries: list[str], face: Face, width: float, sep: str = " · ", most: int = 2) -> list[str]:
    """``entries`` joined by ``sep`` into lines no wider than ``width``; an entry is broken
    only when it alone is wider than a line (then over at most ``most`` lines)."""
    lines: list[str] = []
    for entry in entries:
        if lines and lines[-1] and face.length(lines[-1] + sep + entry) <= width:
            lines[-1] += sep + entry
        else:
            lines += wrap(entry, face, width, most)
    return lines


def winners_line(winners: tuple[int, ...], t: Translator) -> str:
    """Who won, by name, for the last picture of a game."""
    if not winners:
        return t("pictures-no-winner")
    return t("pictures-winners", n=len(winners), names=", ".join(t.seat(s) for s in winners))


def png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=3)
    return out.getvalue()
