"""Every game's board picture: drawn for every table size the engine allows, mid-game and
at the end, in English and Russian, from fixed seeds; deterministic (the board is
re-uploaded only when its key changes, so the same state must give the same picture);
blind to secrets; and the public history the pictures draw is what the table saw.

Every text a picture draws is recorded (:class:`Drawn`): none is smaller than 11 px on a
phone showing the picture 360 px wide, none has a character that no font draws (it would be
a box), names in every script are drawn whole, and the last picture names the winners.

No picture is compared with a stored one: a change of drawing changes no expectation here,
only what the checks above read."""

from __future__ import annotations

import hashlib
import inspect
import io
import random
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.engine.core import BaseState
from bot.ops.docs_pictures import NAMES, SCRIPTS, Samples
from cogs.grimm.presentation.board import board_embeds as grimm_board_embeds
from cogs.suspicion.rules.actions import Move, Passage, Play
from cogs.table import drawing
from tests.bounds import bounded
from tests.engine.harness import option_sets
from tests.registry import CATALOG, PLUGINS, RULES, hooks_for

pytestmark = pytest.mark.every_game

# Every game draws its board and tells its story (GamePresentation: checked at start-up).
GAMES = RULES
SAMPLES = Samples(PLUGINS, RULES, CATALOG)
sample_state, sample_steps, picture = SAMPLES.state, SAMPLES.steps, SAMPLES.picture
story_picture, translator = SAMPLES.story_picture, SAMPLES.translator
SEED = 11
SCRAMBLES = 20  # tries at other secrets for the same public table


def tables() -> list[tuple[str, int, dict[str, Any]]]:
    """(game, players, options) for every table size any of a game's option sets allows,
    each with the first option set that allows it."""
    out: list[tuple[str, int, dict[str, Any]]] = []
    for game, rules in sorted(GAMES.items()):
        sizes: dict[int, dict[str, Any]] = {}
        for options in option_sets(rules, hooks_for(game)):
            low, high = rules.player_range(options)
            for n in range(low, high + 1):
                sizes.setdefault(n, options.model_dump(exclude_defaults=True))
        out += [(game, n, options) for n, options in sorted(sizes.items())]
    return out


TABLES = tables()


def seats(game: str, wanted: int) -> int:
    """``wanted`` players, or the nearest count the game allows."""
    low, high = GAMES[game].players
    return min(max(wanted, low), high)


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Drawn:
    """Every text drawn while it is installed: (text, font size)."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, int]] = []

    def all(self) -> str:
        return " ".join(label for label, _ in self.texts)

    def check(self, width: int) -> None:
        """Nothing drawn is smaller than 11 px at 360 px wide, nothing is a box."""
        smallest = min(size for _, size in self.texts)
        assert smallest * drawing.PHONE_WIDTH / width >= drawing.MIN_SIZE, (smallest, width)
        boxes = {label: drawing.missing(label) for label, _ in self.texts if drawing.missing(label)}
        assert not boxes, f"drawn as missing-glyph boxes: {boxes}"


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Drawn:
    record = Drawn()
    draw = drawing.Face.draw

    def recording(face: drawing.Face, *args: Any, **kwargs: Any) -> None:
        record.texts.append((args[2], face.size))
        draw(face, *args, **kwargs)

    monkeypatch.setattr(drawing.Face, "draw", recording)
    return record


def test_every_size_of_every_game_is_covered() -> None:
    """Every count from the smallest table to the largest any options allow, each drawn."""
    for game, rules in GAMES.items():
        low, high = rules.players
        assert [n for g, n, _ in TABLES if g == game] == list(range(low, high + 1)), game


@pytest.mark.parametrize(
    ("game", "players", "options"), TABLES, ids=[f"{g}-{'-'.join(map(str, o.values()))}-{n}" for g, n, o in TABLES]
)
def test_picture_renders_mid_game_and_finished_in_both_languages(
    game: str, players: int, options: dict[str, Any], drawn: Drawn
) -> None:
    mid = sample_state(game, players, SEED, "mid", options)
    end = sample_state(game, players, SEED, "end", options)
    assert not mid.finished
    assert end.finished
    keys = set()
    for state in (mid, end):
        for locale in ("en", "ru"):
            data, key = picture(game, state, translator(locale))
            image = Image.open(io.BytesIO(data))
            assert image.format == "PNG"
            # Drawn 720 px wide with type of 22 px and more: 11 px and more shown 360 px wide.
            # At most twice as tall as wide: a phone showing it whole fits it by its width.
            assert image.width == 720
            assert 300 <= image.height <= 2 * image.width
            drawn.check(image.width)
            keys.add(key)
    assert len(keys) == 4, "mid-game and end, English and Russian: four different pictures"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_same_state_same_picture_and_key(game: str) -> None:
    players = seats(game, 4)
    state = sample_state(game, players, SEED, "mid")
    again = type(state).model_validate_json(state.model_dump_json())
    for locale in ("en", "ru"):
        first, first_key = picture(game, state, translator(locale))
        second, second_key = picture(game, again, translator(locale))
        assert digest(first) == digest(second)
        assert first_key == second_key


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_key_follows_the_names(game: str) -> None:
    """A renamed player is a different picture: the board must be drawn again."""
    state = sample_state(game, seats(game, 4), SEED, "mid")
    _, key = picture(game, state, translator("en"))
    drawn, _ = picture(game, state, translator("en"))
    renamed, other = picture(game, state, translator("en", ["a", "b", "c", "zed"]))
    assert key != other
    assert digest(renamed) != digest(drawn)


def hide_elsewhere(game: str, state: BaseState) -> BaseState:
    """The same public table with different secrets: the game's conformance scramble for the
    public viewer."""
    rng = random.Random(SEED)
    for _ in range(SCRAMBLES):
        other: BaseState = hooks_for(game).scramble(state, None, rng, None)
        if other != state:
            return other
    raise AssertionError(f"{game}: no other secrets for this table in {SCRAMBLES} tries")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_picture_is_blind_to_secrets(game: str) -> None:
    state = sample_state(game, seats(game, 4), SEED, "mid")
    other = hide_elsewhere(game, state)
    assert picture(game, state, translator("en")) == picture(game, other, translator("en"))


def test_mascarade_last_reveal_is_what_the_table_saw_and_stays_after_the_turn() -> None:
    rules = GAMES["mascarade"]
    state: Any = sample_state("mascarade", 6, SEED, "start")
    rng = random.Random(SEED)
    checked = 0
    for _ in bounded(rules, f"mascarade, seed {SEED}"):
        if state.finished or checked >= 3:
            break
        decision = rng.choice(rules.pending(state))
        turn = state.turn
        state, events = rules.apply(state, decision.seat, rng.choice(rules.legal_actions(state, decision.seat)))
        reveals = [e.text for e in events if e.text.key == "mascarade-event-reveal"]
        assert all(e.public for e in events if e.text.key == "mascarade-event-reveal")
        if not reveals:
            continue
        shown = rules.view(state, None).last_reveal  # type: ignore[attr-defined]
        assert [(r.seat, f"mascarade-card-{r.card}", r.turn) for r in shown][-len(reveals) :] == [
            (x.seats["seat"], x.terms["card_term"], turn) for x in reveals
        ]
        checked += 1
    assert checked == 3, "the sample game should have contested claims"


def _guests_moved(action: Any, before: dict[str, str]) -> list[tuple[str, str, str]]:
    """(guest, from, to) of each guest a Suspicion action moves: a die's move and the other
    die's made with it, a secret passage, alone or with its card."""
    half = action.first if isinstance(action, Play) else action
    if isinstance(half, Passage):
        return [(half.guest, before[half.guest], half.room)]
    moved = []
    while isinstance(half, Move):  # the two guests differ: each starts where it stood before
        moved.append((half.guest, before[half.guest], half.room))
        half = half.then
    return moved


def test_suspicion_moves_are_this_turns_and_reset_at_the_next_roll() -> None:
    """The villa's arrows are the moves of the turn that rolled the dice shown: they reset
    when the next turn begins, its dice rolled at once."""
    rules = GAMES["suspicion"]
    state: Any = sample_state("suspicion", 4, SEED, "start")
    rng = random.Random(SEED)
    expected: list[tuple[str, str, str]] = []
    resets = 0
    for _ in range(60):
        decision = rng.choice(rules.pending(state))
        before, began = dict(state.positions), state.began
        action = rng.choice(rules.legal_actions(state, decision.seat))
        state, _ = rules.apply(state, decision.seat, action)
        if state.began != began and state.phase == "move":
            expected = []
            resets += 1
        else:
            expected.extend(_guests_moved(action, before))
        view: Any = rules.view(state, None)
        assert [(m.guest, m.origin, m.room) for m in view.moves] == expected
    assert resets > 3, "several turns began"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_picture_of_a_table_a_moderator_removed_a_player_from(game: str) -> None:
    rules = GAMES[game]
    state = sample_state(game, seats(game, 5), SEED, "mid")
    removed, _ = rules.remove_seat(state, 1)
    data, key = picture(game, removed, translator("ru"))
    assert Image.open(io.BytesIO(data)).width == 720
    if game != "suspicion":  # the villa draws guests, not players: nothing to change there
        assert key != picture(game, state, translator("ru"))[1]


# -- names in every script, and the text the pictures draw ----------------------------------


@pytest.mark.parametrize("script", sorted(SCRIPTS))
def test_a_name_in_every_script_has_a_font(script: str) -> None:
    assert drawing.missing(SCRIPTS[script]) == []


def test_a_character_no_font_has_is_found_missing() -> None:
    """The check above can fail: Egyptian hieroglyphs and Ethiopic are in none of the fonts,
    and a mark is looked for in the font of its letter (a Devanagari vowel sign after a Latin
    letter would be a box drawn by DejaVu Sans, whatever the Devanagari font has)."""
    assert drawing.missing("a\U00013000b\u1200") == ["\U00013000", "\u1200"]
    assert drawing.missing("a\u093f") == ["\u093f"]
    assert drawing.missing("❤️ 👨‍👩‍👧") == [], "joiners and variation selectors go with their emoji"


@pytest.mark.parametrize("game", sorted(GAMES))
def test_pictures_draw_every_script_whole_and_name_the_winners(game: str, drawn: Drawn) -> None:
    """Every seat named in another script (🤖 and 🎲 included): no box, no name cut (a long
    name takes a second line), and the last picture names each winner."""
    names = NAMES["scripts"]
    rules = GAMES[game]
    low, high = rules.players
    for players in sorted({low, high}):
        for stage in ("mid", "end"):
            state = sample_state(game, players, SEED, stage)
            drawn.texts.clear()
            data, _ = picture(game, state, translator("en", names))
            drawn.check(Image.open(io.BytesIO(data)).width)
            shown = drawn.all().replace(" ", "")
            seated = names[:players] if game != "suspicion" else []  # the villa draws guests, not players
            for name in seated:
                assert name.replace(" ", "") in shown, (players, stage, name)
            for label, _ in drawn.texts:
                assert not any(label.endswith("…") and name.startswith(label[:-1].lstrip("▶▷★ ")) for name in names), (
                    f"a name was cut: {label}"
                )
            if stage == "end":
                view: Any = rules.view(state, None)
                labels = [label for label, _ in drawn.texts]
                at = next(i for i, label in enumerate(labels) if "Winner" in label or "Nobody won." in label)
                said = "".join(labels[at : at + 3]).replace(" ", "")  # the line, wrapped
                for seat in view.outcome.winners:
                    assert names[seat].replace(" ", "") in said, (said, names[seat])


def test_right_to_left_is_put_in_display_order_without_a_shaping_library(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without raqm, Hebrew and Arabic runs are reversed (Arabic in its joined forms) and a
    right-to-left stretch reads from its end; with it, raqm is told the direction."""
    monkeypatch.setattr(drawing, "RAQM", False)
    face = drawing.Face(22)
    pieces = [face._drawn(p)[1] for p in face._pieces("go דוד כהן!")]
    assert pieces == ["go ", "ןהכ דוד", "!"]
    shaped = "".join(face._drawn(p)[1] for p in face._pieces("محمد"))
    # meem initial, hah medial, meem medial, dal final — drawn right to left.
    assert shaped == "\ufeaa\ufee4\ufea4\ufee3"
    assert drawing._shape("لا", 0, False) == "\ufefb", "lam-alef is one ligature"
    monkeypatch.setattr(drawing, "LAYOUT", ImageFont.Layout.BASIC)
    drawing._font.cache_clear()
    try:
        image = Image.new("RGB", (300, 60), "white")
        drawing.text(ImageDraw.Draw(image), (10, 10), "🤖 محمد علي", face, "#000000")
    finally:
        drawing._font.cache_clear()
        drawing._length.cache_clear()  # measured without raqm


def test_every_render_draws_text_through_the_font_chain() -> None:
    """A text drawn straight with Pillow would miss the fallback fonts and the size check."""
    for game in sorted(GAMES):
        render_board = next(p for p in PLUGINS if p.id == game).presentation().render_board
        source = Path(inspect.getsourcefile(render_board) or "").read_text()
        assert "draw.text(" not in source
        assert "ImageFont" not in source


# -- Grimm's board embed leaves the picture's content to the picture -------------------------


@pytest.mark.parametrize("players", [3, 5])
@pytest.mark.parametrize("options", [{}, {"bets": True}])
def test_grimm_board_embed_has_at_most_four_fields_and_no_evidence(players: int, options: dict[str, Any]) -> None:
    rules = GAMES["grimm"]
    t = translator("en")
    for stage in ("start", "mid", "end"):
        view: Any = rules.view(sample_state("grimm", players, SEED, stage, options), None)
        (embed,) = grimm_board_embeds(view, t)
        assert len(embed.fields) <= 4, [f.name for f in embed.fields]
        text = " ".join(f"{f.name} {f.value}" for f in embed.fields)
        for seat in range(players):
            assert not any(t.seat(seat) in str(f.name) for f in embed.fields), "the players are in the picture"
        for spec in view.table:
            assert t(f"grimm-character-{spec.id}") not in text, "the evidence board is in the picture"
        assert len(embed) < 600, len(embed)


def test_grimm_picture_draws_what_the_embed_leaves_out(drawn: Drawn) -> None:
    """G-10: bet cards, treasures and abilities are drawn under each player, with roses."""
    options = {"bets": True, "treasures": True, "abilities": True}
    state: Any = sample_state("grimm", 5, SEED, "start", options)
    picture("grimm", state, translator("en"))
    text = drawn.all()
    assert text.count("treasure") == 5, "G-10.2: everyone starts with a treasure"
    assert text.count("0 bet cards") == 5
    assert text.count("🌹 0 roses") == 5


# -- the story of each game, in the end summary ---------------------------------------------


@pytest.mark.parametrize("game", sorted(GAMES))
def test_story_pictures_are_readable_in_every_script_and_name_the_winners(game: str, drawn: Drawn) -> None:
    """The smallest and the largest table, in both languages and with a name in every
    script: 720 px wide, no text under 22 px, no box, every name whole, the winners named."""
    low, high = GAMES[game].players
    for players in (low, high):
        steps = sample_steps(game, players, SEED)
        winners: Any = steps[-1].state.outcome
        for locale, names in (("en", None), ("ru", None), ("en", NAMES["scripts"])):
            drawn.texts.clear()
            data = story_picture(game, steps, translator(locale, names))
            image = Image.open(io.BytesIO(data))
            assert image.width == 720
            drawn.check(image.width)
            if names is not None:
                shown = drawn.all().replace(" ", "")
                for name in names[:players]:
                    assert name.replace(" ", "") in shown, (players, name)
                said = "".join(label for label, _ in drawn.texts if "Winner" in label or "Nobody won." in label)
                for seat in winners.winners:
                    assert names[seat].replace(" ", "") in said.replace(" ", ""), (said, names[seat])


@pytest.mark.parametrize("game", sorted(GAMES))
def test_story_pictures_cut_no_text_and_head_every_round(game: str, drawn: Drawn) -> None:
    """Names, cards, characters and guests wrap instead of being cut (no text drawn ends in
    the ellipsis ``fit`` adds), at the largest table with the longest names; every Grimm
    round is headed by its winner, or by why nobody won it."""
    high = GAMES[game].players[1]
    for locale, names in (("en", NAMES["scripts"]), ("ru", None)):
        for seed in range(SEED, SEED + 3):
            drawn.texts.clear()
            steps = sample_steps(game, high, seed)
            story_picture(game, steps, translator(locale, names))
            assert not [label for label, _ in drawn.texts if label.endswith("…")], "a text was cut"
            if game == "grimm":
                headings = [label for label, _ in drawn.texts if label[:5] in ("Round", "Раунд")]
                played = {getattr(s.state, "round", 0) for s in steps} - {0}
                assert len({h.split(":")[0] for h in headings}) == len(played), headings
                assert all(h.split(":", 1)[1].strip() for h in headings), "each round says who won it, or why nobody"
