"""A name in every script a Discord name may use draws with real glyphs in every game's
pictures — at least the scripts of Discord's own languages (Latin, Greek, Cyrillic,
Devanagari, Thai, Han, kana, Hangul) and Arabic, Hebrew, Bengali and Tamil — and the scripts
whose letters change shape with their neighbours are shaped where Pillow has raqm.

A missing glyph is looked for in two ways, neither of them the drawing code's own probe:

- **cmap**: each character of each run the drawing code draws a text in (the whole text in
  the primary font, or the runs it cuts it into) is in that run's font file's character map,
  read by fontTools: the drawing code picked a font that has it. Marks count (a vowel sign
  the font of its letter lacks is a box); joiners and variation selectors do not (shaping
  hides them).
- **pixels**: the text drawn through the drawing code, as a picture draws it, shows no font's
  missing-glyph box: each font's ``.notdef`` is drawn alone and searched for, pixel for pixel,
  along the text's baseline.

Both checks are shown to fail on a character no font has and on a mark after a letter of
another script.
"""

from __future__ import annotations

import io
import itertools
import unicodedata
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageChops, ImageDraw, ImageFont

from bot.engine.core import BaseState
from bot.i18n import Translator
from bot.ops.docs_pictures import SCRIPTS, Samples
from cogs.table import drawing
from cogs.table.presentation import GamePresentation
from tests.registry import CATALOG, PLUGINS, RULES

# The scripts every picture must draw, and what Unicode calls each letter of their sample
# name: the sample cannot drift into another script unnoticed.
REQUIRED = {
    "Latin": "LATIN",
    "Greek": "GREEK",
    "Cyrillic": "CYRILLIC",
    "Devanagari": "DEVANAGARI",
    "Thai": "THAI",
    "Chinese": "CJK UNIFIED IDEOGRAPH",
    "Hiragana": "HIRAGANA",
    "Katakana": "KATAKANA",
    "Korean": "HANGUL",
    "Arabic": "ARABIC",
    "Hebrew": "HEBREW",
    "Bengali": "BENGALI",
    "Tamil": "TAMIL",
}
SEED = 11
SIZE = 32  # the size the pixel check draws at: a glyph's presence does not depend on it
# Every game the tests play (each draws its board and its story), with how it draws them.
DRAWN = {p.id: p.presentation() for p in PLUGINS}
SAMPLES = Samples(PLUGINS, RULES, CATALOG)
sample_state, sample_steps, translator = SAMPLES.state, SAMPLES.steps, SAMPLES.translator


def _invisible(char: str) -> bool:
    """Never drawn on its own: joiners and tags (format characters), variation selectors."""
    return unicodedata.category(char) == "Cf" or "\ufe00" <= char <= "\ufe0f"


@cache
def _cmap(file: str) -> frozenset[int]:
    return frozenset(TTFont(drawing.FONT_DIR / file, lazy=True).getBestCmap())


def _runs(label: str, bold: bool) -> list[tuple[str, str]]:
    """(font file, text) of each run ``label`` is drawn in, as :meth:`drawing.Face.draw` draws it."""
    face = drawing.font(SIZE, bold)
    if face.simple(label):
        return [(drawing.CHAIN[0][bold], label)]
    return [(drawing.CHAIN[p.index][bold], p.label) for p in face._pieces(label)]


def cmap_boxes(label: str, bold: bool) -> list[str]:
    """The characters of ``label`` drawn with a font whose character map lacks them."""
    return [c for file, run in _runs(label, bold) for c in run if not _invisible(c) and ord(c) not in _cmap(file)]


@cache
def _notdef(index: int, bold: bool) -> tuple[Image.Image, int, list[int]]:
    """Font ``index``'s missing-glyph box drawn on the baseline as the pictures draw text: the
    box, its top row, and its columns' sums of ink (to find where it may be)."""
    image = Image.new("L", (3 * SIZE, 3 * SIZE))
    ImageDraw.Draw(image).text(
        (SIZE, 2 * SIZE), "\U0010ffff", font=drawing._font(index, SIZE, bold), fill=255, anchor="ls"
    )
    box = image.getbbox()
    assert box is not None, f"{drawing.CHAIN[index][bold]} draws its missing glyph as something"
    glyph = image.crop(box)
    return glyph, box[1], _column_sums(glyph)


def _column_sums(image: Image.Image) -> list[int]:
    data = image.tobytes()
    return [sum(data[x :: image.width]) for x in range(image.width)]


def pixel_boxes(label: str, bold: bool) -> list[str]:
    """The fonts whose missing-glyph box shows in ``label`` drawn through the drawing code."""
    face = drawing.font(SIZE, bold)
    image = Image.new("L", (int(face.length(label)) + 2 * SIZE, 3 * SIZE))
    drawing.text(ImageDraw.Draw(image), (SIZE, 2 * SIZE), label, face, "white", anchor="ls")
    found = []
    for index in range(len(drawing.CHAIN)):
        glyph, top, sums = _notdef(index, bold)
        band = image.crop((0, top, image.width, top + glyph.height))
        seen = _column_sums(band)
        for x in range(image.width - glyph.width + 1):
            if seen[x : x + glyph.width] != sums:
                continue
            if ImageChops.difference(band.crop((x, 0, x + glyph.width, glyph.height)), glyph).getbbox() is None:
                found.append(drawing.CHAIN[index][bold])
                break
    return found


def _letters(label: str) -> Iterator[str]:
    return (c for c in label if unicodedata.category(c)[0] in "LM")


# -- the samples, and the checks on them ------------------------------------------------------


def test_the_samples_have_a_name_in_every_script_required() -> None:
    for script, unicode_name in REQUIRED.items():
        letters = list(_letters(SCRIPTS[script]))
        assert letters, script
        strays = [c for c in letters if not unicodedata.name(c).startswith(unicode_name)]
        assert not strays, (script, strays)


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_every_sample_is_drawn_by_fonts_that_have_its_characters(script: str, bold: bool) -> None:
    assert cmap_boxes(SCRIPTS[script], bold) == []
    assert pixel_boxes(SCRIPTS[script], bold) == []
    assert drawing.missing(SCRIPTS[script], bold) == [], "the drawing code's own probe agrees"


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_both_checks_find_a_box(bold: bool) -> None:
    """A letter no font has (Ethiopic) and a Devanagari vowel sign after a Latin letter (drawn
    by DejaVu Sans, which lacks it) are boxes, in a Devanagari name and in a Latin one."""
    for label, boxed in (("प्रिया ሀ", "ሀ"), ("Bob\u093f", "\u093f")):
        assert cmap_boxes(label, bold) == [boxed]
        assert pixel_boxes(label, bold) == [drawing.CHAIN[0][bold]]
        assert drawing.missing(label, bold) == [boxed]


def test_fancy_letters_no_font_has_are_drawn_as_their_plain_letters() -> None:
    """Script and fraktur letters of Unicode's mathematical alphabets are in none of the fonts:
    their plain forms are drawn instead of boxes, in the weight asked."""
    for bold in (False, True):
        assert _runs("🤖 𝓐𝓵𝓲𝓬𝓮 𝕭𝖔𝖇", bold) == [("NotoEmoji.ttf", "🤖"), (drawing.CHAIN[0][bold], " Alice Bob")]
    assert drawing.missing("\U00013000") == ["\U00013000"], "a character with no plain form stays a box"


# -- every game's pictures -----------------------------------------------------------------


class Recorder:
    """Every text drawn while it is installed, with its weight."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, bool]] = []

    def shown(self) -> str:
        return "".join(label for label, _ in self.texts).replace(" ", "")


@pytest.fixture
def recorded(monkeypatch: pytest.MonkeyPatch) -> Recorder:
    record = Recorder()
    draw = drawing.Face.draw

    def recording(face: drawing.Face, *args: Any, **kwargs: Any) -> None:
        record.texts.append((args[2], face.bold))
        draw(face, *args, **kwargs)

    monkeypatch.setattr(drawing.Face, "draw", recording)
    return record


@cache
def _states(game: str) -> tuple[tuple[str, BaseState], ...]:
    """The smallest table at its start (Mascarade's preparatory turns name the swapper in the
    title line) and at its end (the winners named)."""
    players = RULES[game].players[0]
    return tuple((stage, sample_state(game, players, SEED, stage)) for stage in ("start", "end"))


def _pictures(game: str, shown: GamePresentation) -> list[tuple[str, Callable[[Any, Translator], bytes], object]]:
    """(what, its drawing, what it draws) for each picture ``game`` draws: its board (a replay
    draws a step's board the same way) and its story."""
    out: list[tuple[str, Callable[[Any, Translator], bytes], object]] = [
        (f"board, {stage}", shown.render_board, RULES[game].view(state, None)) for stage, state in _states(game)
    ]
    steps = sample_steps(game, RULES[game].players[0], SEED)
    out.append(("story", shown.render_story, shown.story(steps).chart))
    return out


@pytest.mark.parametrize("script", sorted(SCRIPTS))
@pytest.mark.parametrize("game", sorted(DRAWN))
def test_every_picture_draws_a_name_in_every_script(game: str, script: str, recorded: Recorder) -> None:
    """Every seat named in one script: each picture names them with glyphs the fonts have, and
    no text it draws (the name in a sentence included) shows a missing-glyph box."""
    name = SCRIPTS[script]
    for what, render, subject in _pictures(game, DRAWN[game]):
        recorded.texts.clear()
        image = Image.open(io.BytesIO(render(subject, translator("en", [name]))))
        assert image.width == drawing.WIDTH
        assert name.replace(" ", "") in recorded.shown(), f"{what}: the name is drawn whole"
        for label, bold in dict.fromkeys(recorded.texts):
            assert cmap_boxes(label, bold) == [], (what, label)
            if any(c in label for c in _letters(name)):
                assert pixel_boxes(label, bold) == [], (what, label)


@pytest.fixture
def basic_layout(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The drawing code as it runs where Pillow has no raqm."""
    monkeypatch.setattr(drawing, "RAQM", False)
    monkeypatch.setattr(drawing, "LAYOUT", ImageFont.Layout.BASIC)
    drawing._font.cache_clear()
    drawing._length.cache_clear()
    _notdef.cache_clear()
    yield
    drawing._font.cache_clear()
    drawing._length.cache_clear()
    _notdef.cache_clear()


# -- breaking a name ------------------------------------------------------------------------


def _inside_a_cluster(text: str, at: int) -> bool:
    """Whether a break in ``text`` before ``text[at]`` would split what is drawn as one: a
    mark from its letter, a conjunct after its virama, an emoji sequence at its joiner, a
    skin tone from its emoji, a flag's two letters."""
    before, after = text[at - 1], text[at]
    flags = len(text[:at]) - len(text[:at].rstrip("".join(map(chr, range(0x1F1E6, 0x1F200)))))
    return (
        unicodedata.category(after)[0] == "M"
        or "\u200d" in (before, after)
        or unicodedata.combining(before) == 9  # a virama
        or unicodedata.name(after).startswith("EMOJI MODIFIER")
        or flags % 2 == 1
    )


# Names with no space, wider than a line: one Devanagari and one Bengali name with conjuncts
# and vowel signs, and emoji sequences, skin tones and flags.
UNBROKEN = ["प्रियाक्षत्रियशर्माकुमारी", "সৌমিত্রচট্টোপাধ্যায়দত্ত", "👨‍👩‍👧👍🏽🇮🇳👨‍👩‍👧👍🏽🇮🇳👨‍👩‍👧🇯🇵"]


@pytest.mark.parametrize("layout", ["shaped", "basic"])
@pytest.mark.parametrize("name", UNBROKEN)
def test_a_name_wider_than_a_line_is_broken_and_cut_between_clusters(
    name: str, layout: str, request: pytest.FixtureRequest
) -> None:
    """At every width from a few characters' to the whole name's, so every place the name
    could be broken or cut at is tried; laid out without raqm too, where a flag or an emoji
    with its skin tone is two glyphs, not one."""
    if layout == "basic":
        request.getfixturevalue("basic_layout")
    face = drawing.font(drawing.SMALLEST, True)
    for step in range(8, 40):
        width = face.length(name) * step / 40
        lines = drawing.wrap(name, face, width, most=40)
        assert "".join(lines) == name
        for at in itertools.accumulate(len(line) for line in lines[:-1]):
            assert not _inside_a_cluster(name, at), (width, name[:at], name[at:])
        cut = drawing.fit(name, face, width).removesuffix("…")
        assert len(cut) < len(name)
        assert not cut or not _inside_a_cluster(name, len(cut)), (width, cut)


# -- shaping ---------------------------------------------------------------------------------

# A sample of each kind of shaping, and the font that draws it.
SHAPED = {
    "Devanagari conjunct": ("NotoSansDevanagari-Regular.ttf", "क्ष"),
    "Devanagari vowel sign before its letter": ("NotoSansDevanagari-Regular.ttf", "कि"),
    "Bengali conjunct": ("NotoSansBengali-Regular.ttf", "ক্ষ"),
    "Tamil vowel sign around its letter": ("NotoSansTamil-Regular.ttf", "கொ"),
    "Arabic joining": ("DejaVuSans.ttf", "محمد"),
    "Thai marks stacked": ("NotoSansThai-Regular.ttf", "ดิ์"),
}


def _unshaped(file: str) -> ImageFont.FreeTypeFont:
    """``file`` laying characters out one after another."""
    return ImageFont.truetype(str(drawing.FONT_DIR / file), SIZE, layout_engine=ImageFont.Layout.BASIC)


def _drawn(draw: Callable[[ImageDraw.ImageDraw], None]) -> bytes:
    image = Image.new("L", (4 * SIZE, 3 * SIZE))
    draw(ImageDraw.Draw(image))
    return image.tobytes()


@pytest.mark.skipif(not drawing.RAQM, reason="Pillow has no raqm here (no FriBiDi): text is drawn unshaped")
@pytest.mark.parametrize("sample", sorted(SHAPED))
def test_complex_scripts_are_shaped(sample: str) -> None:
    """Drawn through the drawing code, a conjunct, a vowel sign, joined letters and stacked
    marks differ from the same characters laid out one after another by the same font."""
    file, label = SHAPED[sample]
    assert _runs(label, False) == [(file, label)], "one run, in the font of its script"
    plain = _unshaped(file)
    shaped = _drawn(lambda d: drawing.text(d, (SIZE, SIZE), label, drawing.font(SIZE), "white"))
    unshaped = _drawn(lambda d: d.text((SIZE, SIZE), label, font=plain, fill="white"))
    assert shaped != unshaped


@pytest.mark.skipif(not drawing.RAQM, reason="Pillow has no raqm here (no FriBiDi): text is drawn unshaped")
def test_a_devanagari_conjunct_is_one_glyph() -> None:
    """क्ष shaped is one letter; unshaped it is क, a visible virama, then ष: twice as wide."""
    face = drawing.font(SIZE)
    plain = _unshaped("NotoSansDevanagari-Regular.ttf")
    assert face.length("क्ष") < 0.7 * plain.getlength("क्ष")


@pytest.mark.usefixtures("basic_layout")
@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_without_raqm_every_sample_still_draws_with_real_glyphs(script: str) -> None:
    for bold in (False, True):
        assert pixel_boxes(SCRIPTS[script], bold) == []


def test_the_fonts_readme_lists_every_font_and_its_licence() -> None:
    readme = (drawing.FONT_DIR / "README.md").read_text(encoding="utf-8")
    shipped = {p.name for p in drawing.FONT_DIR.iterdir()}
    for regular, bold in drawing.CHAIN:
        assert f"`{regular}`" in readme
        assert f"`{bold}`" in readme
    for licence in sorted(n for n in shipped if n.startswith("LICENSE-")):
        assert f"`{licence}`" in readme
    assert {f for pair in drawing.CHAIN for f in pair} <= shipped
