"""``/game learn``: a guided first game, shown to the learner alone.

The lesson is one ephemeral message, edited at every click: a coach line saying what just
happened and what to look at, what happened (the engine's events the learner may see), the
board as the table would show it (its embeds and picture) and the learner's own panel, and
the real choices, drawn from ``Engine.menu`` by the same code as a player's panel, the
suggested one pointed at. Nothing is posted in the channel and nobody is pinged; no game
row is touched, so a lesson runs beside a game or a lobby in the same channel.

Its controls carry the game and the step in their custom_id, so they work after a restart:

* ``mn:t:<game>:<step>:<path>:<tag>`` a choice (or the way into a sub-menu);
* ``mn:ts:<game>:<step>:<path>[:<part>]`` a select of choices;
* ``mn:tn:<game>:<step>`` read on (a step that asks nothing);
* ``mn:tf:<game>:<step>`` open a form (Suspicion's final guesses), submitted as ``mn:tfs:…``;
* ``mn:th:<game>:<step>`` 💡 at a step that asks something: what the sharp computer player
  would do from the learner's seat, knowing only what the learner knows, and why — a new
  ephemeral message beside the lesson's (which keeps its place, a sub-menu open too); it
  plays nothing, and a hint for a step the lesson has passed is refused as out of date;
* ``mn:tx:<game>:<op>`` at the end: a practice table here, join this channel's lobby, or
  the lesson again.

A click on a message behind the lesson (a second copy, an answered one) shows where the
lesson is and changes nothing; ``/game learn`` again reopens it at its step, saying so
(an ephemeral message disappears with the client that showed it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.core.errors import UserError
from bot.engine.core import Choice, Menu
from bot.engine.tutorial import Verdict
from bot.i18n import Translator
from bot.service.computers import COMPUTER_MARK
from bot.service.tutorials import LessonView
from bot.store.records import GameStatus
from cogs.table.alt_text import describe, picture_file
from cogs.table.common import (
    Interaction,
    SeatNames,
    modal_values,
    select_values,
    services_of,
    user_locale,
)
from cogs.table.hints import choice_path, hint_lines
from cogs.table.items import Field, TableButton, TableSelect, one_of
from cogs.table.lobby import lobby_command, open_practice
from cogs.table.menus import (
    SUBMENU,
    action_hash,
    clipped,
    descend,
    paginated,
    path_to,
    picked_choice,
)
from cogs.table.panel import MARK, ChoiceItem, menu_components, unkept_view
from cogs.table.presentation import LessonForm

__all__ = [
    "LESSON_FORM_SUBMIT",
    "LESSON_ITEMS",
    "LessonButton",
    "LessonEndButton",
    "LessonFormButton",
    "LessonHintButton",
    "LessonNextButton",
    "LessonSelect",
    "open_lesson",
    "submit_lesson_form",
]

GAME = "[a-z][a-z0-9_]{0,30}"
STEP = "[0-9]{1,3}"
LESSON_FORM_SUBMIT = re.compile(rf"mn:tfs:(?P<g>{GAME}):(?P<s>{STEP})")
PICTURE = "lesson.png"
# What happened since the learner's last click: a contest, a whole turn of two opponents.
HAPPENED_LIMIT = 3500
# Discord shows 10 embeds a message: what happened, the board's, the learner's panel.
BOARD_EMBEDS = 8
# The end's practice table: the tutorial's size, computer players who play plainly.
PRACTICE_LEVEL = "casual"


async def open_lesson(interaction: Interaction, game: str, *, again: bool = False) -> None:
    """``/game learn``: the learner's lesson where they left it (or a new one), in a new
    ephemeral message."""
    shown = await services_of(interaction).tutorials.open(interaction.user.id, game, again=again)
    message = await _message(interaction, shown)
    await interaction.response.send_message(ephemeral=True, **message.sent())


@dataclass(frozen=True, slots=True)
class _Message:
    """A lesson's message: its words, embeds, picture (with its alt text) and controls."""

    content: str
    embeds: list[discord.Embed]
    picture: bytes | None
    alt: str | None
    view: discord.ui.View

    def _files(self) -> list[discord.File]:
        return [] if self.picture is None else [picture_file(self.picture, PICTURE, self.alt)]

    def sent(self) -> dict[str, Any]:
        return {"content": self.content, "embeds": self.embeds, "view": self.view, "files": self._files()}

    def edited(self) -> dict[str, Any]:
        return {"content": self.content, "embeds": self.embeds, "view": self.view, "attachments": self._files()}


def _translator(interaction: Interaction, shown: LessonView) -> Translator:
    """The learner's language, the learner's name at their seat and the game's computer
    players' names at the others."""
    services = services_of(interaction)
    locale = user_locale(interaction)
    tutorial = shown.lesson.tutorial
    pool = services.computers.pool(shown.game, locale)
    opponents = [seat for seat in range(tutorial.players) if seat != tutorial.learner]
    names = {seat: f"{COMPUTER_MARK} {pool[n % len(pool)]}" for n, seat in enumerate(opponents)}
    names[tutorial.learner] = interaction.user.display_name
    return Translator(services.catalog, locale, SeatNames(names))


def _coach(shown: LessonView, t: Translator, suffix: str = "", step: int | None = None) -> str:
    """A step's coach line (or its ``-retry``/``-played`` variant), with the numbers of the
    moment and every seat's name (``seat0``, ``seat1``, …)."""
    lesson = shown.lesson
    number = shown.step if step is None else step
    coach = lesson.tutorial.steps[number].coach
    names = {f"seat{seat}": t.seat(seat) for seat in range(lesson.tutorial.players)}
    return t(f"{shown.game}-tutorial-{coach}{suffix}", **lesson.facts(shown.shown.state), **names)


def _menu(shown: LessonView) -> Menu | None:
    """The learner's choices now, as a panel draws them (paginated), at a step that asks."""
    lesson = shown.lesson
    if lesson.step(shown.shown.progress).suggest is None:
        return None
    found = lesson.rules.menu(shown.shown.state, lesson.tutorial.learner)
    return None if found is None else paginated(found)


def _form(interaction: Interaction, shown: LessonView) -> LessonForm | None:
    """The form the learner's decision is asked with, if its game asks it as one."""
    lesson = shown.lesson
    if lesson.step(shown.shown.progress).suggest is None:
        return None
    decisions = [d for d in lesson.rules.pending(shown.shown.state) if d.seat == lesson.tutorial.learner]
    forms = services_of(interaction).presentations[shown.game].lesson_forms
    return next((f for f in forms for d in decisions if f.kind == d.kind), None)


async def _message(interaction: Interaction, shown: LessonView, path: Sequence[int] = ()) -> _Message:
    t = _translator(interaction, shown)
    lines = _coaching(shown, t)
    view = unkept_view()
    for item in await _controls(interaction, shown, t, path, lines):
        view.add_item(item)
    embeds, picture, alt = await _shown(interaction, shown, t)
    return _Message(clipped("\n".join(lines), 2000), embeds, picture, alt, view)


def _coaching(shown: LessonView, t: Translator) -> list[str]:
    """Where the lesson is, and the coach: what the choice just made did, what happened,
    what to look at (and why a choice is offered again)."""
    steps = shown.lesson.tutorial.last + 1
    lines = [t("tutorial-title", name=t(f"{shown.game}-name"), step=shown.step + 1, steps=steps)]
    if shown.behind:
        lines.append(t("tutorial-behind"))
    elif shown.reopened:
        lines.append(t("tutorial-reopened"))
    if shown.reopened or shown.step == 0:
        lines.append(t("tutorial-private"))
    if shown.verdict is Verdict.PLAYED:
        lines.append("✅ " + _coach(shown, t, "-played", shown.step - 1))
    lines.append("💬 " + _coach(shown, t))
    if shown.verdict is Verdict.RETRY:
        lines.append("🔁 " + _coach(shown, t, "-retry"))
    return lines


async def _controls(
    interaction: Interaction, shown: LessonView, t: Translator, path: Sequence[int], lines: list[str]
) -> list[discord.ui.Item[Any]]:
    """What the learner can press: the end's offers, Next, the form, or the menu at ``path``
    (whose prompt and notes join ``lines``)."""
    lesson = shown.lesson
    suggested = lesson.step(shown.shown.progress).suggest
    if shown.finished:
        lines.append(t("tutorial-end-offer"))
        return await _end_items(interaction, shown, t)
    labels = t.for_labels()
    if suggested is None:
        return [LessonNextButton(shown.game, shown.step, label=labels("tutorial-next"))]
    hints: list[discord.ui.Item[Any]] = []
    if services_of(interaction).hints.supported(shown.game):
        hints.append(LessonHintButton(shown.game, shown.step, label=labels("hint-button")))
    form = _form(interaction, shown)
    if form is not None:
        return [LessonFormButton(shown.game, shown.step, label=labels(form.label)), *hints]
    menu = _menu(shown)
    if menu is None:
        return []
    node = descend(menu, path)
    level = node if isinstance(node, Menu) else node.menu
    if level is None:
        raise UserError("error-stale")
    lines.append("👉 " + t.text(level.prompt))
    lines += [f"-# {t.text(note)}" for note in level.notes]
    controls = _Controls(shown.game, shown.step)
    return [*menu_components(level, list(path), controls, t, marked=path_to(menu, suggested)), *hints]


async def _shown(
    interaction: Interaction, shown: LessonView, t: Translator
) -> tuple[list[discord.Embed], bytes | None, str | None]:
    """What happened, the board as the table would show it (with its picture and the
    picture's alt text) and the learner's own panel."""
    services = services_of(interaction)
    lesson, state = shown.lesson, shown.shown.state
    show = services.presentations[shown.game]
    happened = [("🔒 " if e.to else "• ") + t.text(e.text) for e in shown.shown.events]
    embeds: list[discord.Embed] = []
    if happened:
        embeds.append(
            discord.Embed(title=t("tutorial-happened"), description=clipped("\n".join(happened), HAPPENED_LIMIT))
        )
    public = lesson.rules.view(state, None)
    board = show.board_embeds(public, t)[:BOARD_EMBEDS]
    picture = await services.table.picture(shown.game, public, t, interaction.guild_id)
    if picture is not None and board:
        board[0].set_image(url=f"attachment://{PICTURE}")
    embeds += board
    embeds.append(show.panel_embed(lesson.rules.view(state, lesson.tutorial.learner), t))
    return embeds, picture, describe(show.describe_board, public, t)


async def _end_items(interaction: Interaction, shown: LessonView, t: Translator) -> list[discord.ui.Item[Any]]:
    """What the end offers: a practice table here, this channel's lobby if one is open,
    the lesson again."""
    labels = t.for_labels()
    items: list[discord.ui.Item[Any]] = [
        LessonEndButton(
            shown.game,
            "practice",
            label=labels("tutorial-practice", n=shown.lesson.tutorial.players),
            style=discord.ButtonStyle.primary,
        )
    ]
    record = await services_of(interaction).store.live_in_channel(interaction.channel_id or 0)
    if record is not None and record.status == GameStatus.LOBBY:
        items.append(
            LessonEndButton(
                shown.game,
                "join",
                label=labels("tutorial-join", name=labels(f"{record.game}-name")),
                style=discord.ButtonStyle.success,
            )
        )
    items.append(LessonEndButton(shown.game, "again", label=labels("tutorial-again")))
    return items


async def _edit(interaction: Interaction, shown: LessonView, path: Sequence[int] = ()) -> None:
    message = await _message(interaction, shown, path)
    await interaction.response.edit_message(**message.edited())


async def _choose(interaction: Interaction, game: str, step: int, path: list[int], tag: str) -> None:
    """A choice in the lesson's menu: a sub-menu opened, or the action the path leads to
    chosen (played, or explained and offered again)."""
    tutorials = services_of(interaction).tutorials
    shown = await tutorials.current(interaction.user.id, game)
    if shown.step != step:
        await _edit(interaction, LessonView(game, shown.lesson, shown.shown, reopened=True, behind=True))
        return
    menu = _menu(shown)
    if menu is None:
        raise UserError("error-stale")
    node = descend(menu, path)
    if tag == SUBMENU:
        await _edit(interaction, shown, path)
        return
    if not isinstance(node, Choice) or node.action is None or action_hash(node.action) != tag:
        raise UserError("error-stale")
    await _edit(interaction, await tutorials.choose(interaction.user.id, game, step, node.action))


class _Controls:
    """A lesson's choices carry the game and the step."""

    def __init__(self, game: str, step: int) -> None:
        self.game, self.step = game, step

    def button(self, path: Sequence[int], tag: str, *, label: str, style: discord.ButtonStyle) -> ChoiceItem:
        return LessonButton(self.game, self.step, path, tag, label=label, style=style)

    def select(
        self, path: Sequence[int], part: int, *, options: list[discord.SelectOption], placeholder: str
    ) -> ChoiceItem:
        return LessonSelect(self.game, self.step, path, part, options=options, placeholder=placeholder)


# A lesson's custom ids name the game and the step it was shown at.
GAME_FIELD = Field(GAME, str, ("mascarade", "suspicion"))
STEP_FIELD = Field(STEP, int, (0, 7, 999))
# The part of a long list of choices split over several selects (0: the first, left out).
PART_FIELD = Field("[1-9]", int, (0, 1, 9), default=0)


class LessonButton(TableButton, custom_id="mn:t:{game}:{step}:{path}:{tag}", game=GAME_FIELD, step=STEP_FIELD):
    """A choice in a lesson (an action, or the way into a sub-menu)."""

    game: str
    step: int
    path: list[int]
    tag: str

    async def handle(self, interaction: Interaction) -> None:
        await _choose(interaction, self.game, self.step, self.path, self.tag)


class LessonSelect(
    TableSelect, custom_id="mn:ts:{game}:{step}:{path}[:{part}]", game=GAME_FIELD, step=STEP_FIELD, part=PART_FIELD
):
    """A long list of choices in a lesson; each value is ``index:tag`` (see ActSelect)."""

    game: str
    step: int
    path: list[int]
    part: int

    async def handle(self, interaction: Interaction) -> None:
        index, tag = picked_choice(select_values(interaction))
        await _choose(interaction, self.game, self.step, [*self.path, index], tag)


class LessonNextButton(TableButton, custom_id="mn:tn:{game}:{step}", game=GAME_FIELD, step=STEP_FIELD):
    """Read on: the next step of a lesson, after one that asks nothing."""

    button_style = discord.ButtonStyle.primary
    button_emoji = "▶️"
    game: str
    step: int

    async def handle(self, interaction: Interaction) -> None:
        await _edit(
            interaction, await services_of(interaction).tutorials.read_on(interaction.user.id, self.game, self.step)
        )


class LessonFormButton(TableButton, custom_id="mn:tf:{game}:{step}", game=GAME_FIELD, step=STEP_FIELD):
    """Opens the form a lesson's decision is asked with (the final guesses)."""

    button_style = discord.ButtonStyle.primary
    button_emoji = MARK
    game: str
    step: int

    async def handle(self, interaction: Interaction) -> None:
        shown = await services_of(interaction).tutorials.current(interaction.user.id, self.game)
        form = _form(interaction, shown)
        if shown.step != self.step or form is None:
            await _edit(interaction, LessonView(self.game, shown.lesson, shown.shown, reopened=True, behind=True))
            return
        lesson = shown.lesson
        seat_view = lesson.rules.view(shown.shown.state, lesson.tutorial.learner)
        suggested = lesson.step(shown.shown.progress).suggest
        custom_id = f"mn:tfs:{self.game}:{self.step}"
        await interaction.response.send_modal(
            form.modal(lesson.rules, seat_view, _translator(interaction, shown), custom_id, suggested)
        )


class LessonHintButton(TableButton, custom_id="mn:th:{game}:{step}", game=GAME_FIELD, step=STEP_FIELD):
    """💡 at a lesson's step that asks something: the hint for the learner's decision."""

    button_emoji = "💡"
    game: str
    step: int

    async def handle(self, interaction: Interaction) -> None:
        await _hint(interaction, self.game, self.step)


async def _hint(interaction: Interaction, game: str, step: int) -> None:
    """Answer the learner, in a new ephemeral message, with the sharp player's move for their
    seat at ``step`` and its reason, the choice named as the lesson's menu draws it; nothing
    is played and the lesson's message is left as it is."""
    services = services_of(interaction)
    shown = await services.tutorials.current(interaction.user.id, game)
    if shown.step != step:
        raise UserError("tutorial-hint-passed")
    hint = services.hints.lesson(shown)
    t = _translator(interaction, shown)
    menu = None if _form(interaction, shown) is not None else _menu(shown)
    path = None if menu is None else choice_path(menu, hint.action)
    named = [t.text(choice.label) for choice in path or ()]
    await interaction.response.send_message("\n".join(hint_lines(hint, named, t)), ephemeral=True)


async def submit_lesson_form(interaction: Interaction, match: re.Match[str]) -> None:
    """A lesson's form came back: the action its picks make, chosen at its step."""
    game, step = match["g"], int(match["s"])
    tutorials = services_of(interaction).tutorials
    shown = await tutorials.current(interaction.user.id, game)
    form = _form(interaction, shown)
    if shown.step != step or form is None:
        raise UserError("error-stale")
    lesson = shown.lesson
    seat_view = lesson.rules.view(shown.shown.state, lesson.tutorial.learner)
    try:
        action = lesson.rules.parse_action(form.action(lesson.rules, seat_view, modal_values(interaction)))
    except ValueError:
        raise UserError("error-stale") from None
    moved = await tutorials.choose(interaction.user.id, game, step, action)
    message = await _message(interaction, moved)
    # A form submitted from a message answers by editing that message (the lesson's own).
    if interaction.message is not None:
        await interaction.response.edit_message(**message.edited())
    else:
        await interaction.response.send_message(ephemeral=True, **message.sent())


class LessonEndButton(
    TableButton, custom_id="mn:tx:{game}:{op}", game=GAME_FIELD, op=one_of("practice", "join", "again")
):
    """The end of a lesson: a practice table here, this channel's lobby, or the lesson again."""

    game: str
    op: str

    async def handle(self, interaction: Interaction) -> None:
        services = services_of(interaction)
        if self.op == "practice":
            lesson = services.tutorials.lessons.get(self.game)
            if lesson is None:
                raise UserError("tutorial-none")
            await open_practice(interaction, self.game, lesson.tutorial.players, PRACTICE_LEVEL)
        elif self.op == "join":
            record = await services.store.live_in_channel(interaction.channel_id or 0)
            if record is None or record.status != GameStatus.LOBBY:
                raise UserError("tutorial-no-lobby")
            await lobby_command(interaction, record.id, "join")
        else:
            await _edit(interaction, await services.tutorials.open(interaction.user.id, self.game, again=True))


#: Every persistent component of a lesson (registered with the bot's other DynamicItems).
LESSON_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    LessonButton,
    LessonSelect,
    LessonNextButton,
    LessonFormButton,
    LessonHintButton,
    LessonEndButton,
)
