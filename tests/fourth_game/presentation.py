"""How the guessing game is drawn: plain embeds, the pictures every game draws (the table, and
the story of the game at its end), no forms; on a player's panel, a select that keeps their
note (the game's private storage, reached through the services the adapter is given)."""

from __future__ import annotations

from typing import Any

import discord
from PIL import Image, ImageDraw

from bot.core.errors import UserError
from bot.i18n import Translator
from bot.store.records import GameRecord, GameStatus
from cogs.table.alt_text import sentence
from cogs.table.common import Interaction, bot_of, translator
from cogs.table.drawing import SMALLEST, WIDTH, font, png, text, winners_line, wrap, wrap_name
from cogs.table.grid import Chip, Row, Section, draw_story
from cogs.table.items import TableSelect
from cogs.table.presentation import GamePresentation
from cogs.table.seated import seated_owner
from tests.fourth_game.rules import Options, PublicView, SeatView, State
from tests.fourth_game.storage import NoteStore
from tests.fourth_game.story import Guesses, tell

__all__ = ["PRESENTATION", "NoteSelect"]


def _lines(view: PublicView, t: Translator) -> str:
    return "\n".join(f"{t.seat(seat)}: {_status(view, seat, t)}" for seat in range(len(view.picked)))


def _status(view: PublicView, seat: int, t: Translator) -> str:
    """What the table knows of a seat: whether it picked, its guess, and its number once
    the game is over."""
    status = t("guess-board-picked") if view.picked[seat] else t("guess-board-thinking")
    if view.guesses[seat] is not None:
        status += " · " + t("guess-board-guess", n=view.guesses[seat])
    if view.picks is not None:
        status += " · " + t("guess-board-number", n=view.picks[seat])
    return status


def board_embeds(view: PublicView, t: Translator) -> list[discord.Embed]:
    return [discord.Embed(title=t("guess-name"), description=_lines(view, t))]


def panel_embed(view: SeatView, t: Translator) -> discord.Embed:
    mine = t("guess-panel-mine", n=view.mine) if view.mine is not None else t("guess-panel-none")
    return discord.Embed(title=t("guess-name"), description=f"{mine}\n\n{_lines(view.board, t)}")


def summary_embed(state: State, t: Translator) -> discord.Embed:
    assert state.outcome is not None
    return discord.Embed(title=t("guess-name"), description=t.text(state.outcome.reason))


BACKGROUND = "#FBF7F0"
INK = "#222222"
PAD = 16
LINE = 30  # a line of 22 px type
NAME_W = 330
TALLEST_NAME = 2 * LINE + 12
SHORTEST = 300  # a picture is at least this tall


def render_board(view: PublicView, t: Translator) -> bytes:
    """Each player's name beside what the table knows of them, then who won, 720 px wide
    with type of 22 px and more, through the font chain."""
    t = t.for_labels()  # names as typed: a picture never renders markdown
    face, bold = font(SMALLEST), font(SMALLEST, True)
    rows = [(wrap_name(t.seat(s), 24, NAME_W), _status(view, s, t)) for s in range(len(view.picked))]
    end = wrap(winners_line(view.outcome.winners, t), bold, WIDTH - 2 * PAD, 3) if view.outcome else []
    height = max(SHORTEST, PAD + 46 + TALLEST_NAME * len(rows) + LINE * len(end) + PAD)
    image = Image.new("RGB", (WIDTH, height), BACKGROUND)
    draw = ImageDraw.Draw(image)
    text(draw, (PAD, PAD), t("guess-name"), font(30, True), INK)
    y = PAD + 46
    for (name_face, names), status in rows:
        for n, line in enumerate(names):
            text(draw, (PAD, y + LINE * n), line, name_face, INK)
        for n, line in enumerate(wrap(status, face, WIDTH - 3 * PAD - NAME_W, 2)):
            text(draw, (2 * PAD + NAME_W, y + LINE * n), line, face, INK)
        y += TALLEST_NAME
    for line in end:
        text(draw, (PAD, y), line, bold, INK)
        y += LINE
    return png(image)


def picture_key(view: PublicView, t: Translator) -> str:
    """What the picture shows (names included): drawn again only when it changes."""
    t = t.for_labels()
    return repr((t.locale, [t.seat(s) for s in range(len(view.picked))], view.model_dump(mode="json")))


def render_story(guesses: Guesses, t: Translator) -> bytes:
    """Both numbers against both guesses, a right guess framed."""
    t = t.for_labels()
    columns = (t("guess-story-picked"), t("guess-story-guessed"))
    rows = []
    for seat in (0, 1):
        pick, guess = guesses.picks[seat], guesses.guesses[seat]
        right = guess is not None and guess == guesses.picks[1 - seat]
        cells = ((Chip(str(pick or "?")),), (Chip("?" if guess is None else str(guess), strong=right),))
        rows.append(Row(t.seat(seat), cells))
    return draw_story(
        t("guess-story-title"), [winners_line(guesses.winners, t)], [Section("", columns, tuple(rows))], []
    )


def describe_board(view: PublicView, t: Translator) -> str:
    """The board in words: each player and what the table knows of them, then who won."""
    said = [t("guess-name"), *_lines(view, t).split("\n")]
    if view.outcome is not None:
        said.append(winners_line(view.outcome.winners, t))
    return " ".join(sentence(line) for line in said)


def describe_story(guesses: Guesses, t: Translator) -> str:
    """Who won, then each player's number and guess."""
    said = [winners_line(guesses.winners, t)]
    for seat in (0, 1):
        pick, guess = guesses.picks[seat], guesses.guesses[seat]
        said.append(
            f"{t.seat(seat)}: {t('guess-story-picked')} {pick or '?'}, "
            f"{t('guess-story-guessed')} {'?' if guess is None else guess}"
        )
    return " ".join(sentence(line) for line in said)


def panel_extras(record: GameRecord, seat: int, t: Translator) -> list[discord.ui.Item[Any]]:
    if record.status not in (GameStatus.RUNNING, GameStatus.PAUSED):
        return []
    numbers = int(Options.model_validate_json(record.options).numbers)
    choices = [discord.SelectOption(label=t("guess-note-option", n=n), value=str(n)) for n in range(1, numbers + 1)]
    return [NoteSelect(record.id, options=choices, placeholder=t("guess-note-placeholder"))]


class NoteSelect(TableSelect, custom_id="mn:gn:{game_id}"):
    """The clicker's note on the other's number, kept in the game's own table."""

    game_id: int

    async def handle(self, interaction: Interaction) -> None:
        record, seat, _ = await seated_owner(interaction, self.game_id, "guess")
        data: dict[str, Any] = dict(interaction.data or {})
        values = [str(v) for v in data.get("values", [])]
        numbers = int(Options.model_validate_json(record.options).numbers)
        if len(values) != 1 or values[0] not in {str(n) for n in range(1, numbers + 1)}:
            raise UserError("error-bad-option")
        notes = bot_of(interaction).services.storage("guess", NoteStore)
        was = await notes.note(record.id, seat)
        await notes.keep(record.id, seat, values[0])
        t = translator(interaction, record)
        said = t("guess-note-changed", n=values[0], was=was) if was else t("guess-note-kept", n=values[0])
        await interaction.response.send_message(said, ephemeral=True)


PRESENTATION = GamePresentation(
    title="Number Guess",
    choice_key="cmd-choice-guess",
    board_embeds=board_embeds,
    panel_embed=panel_embed,
    summary_embed=summary_embed,
    rules_topics=("overview",),
    render_board=render_board,
    picture_key=picture_key,
    story=tell,
    render_story=render_story,
    describe_board=describe_board,
    describe_story=describe_story,
    panel_extras=panel_extras,
    items=(NoteSelect,),
)
