"""How a game is drawn on Discord: one :class:`GamePresentation` per game package, loaded
through its :class:`~cogs.table.plugin.GamePlugin` when the bot starts. The adapter draws
any game through it and never imports a game."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.engine.core import Decision, Engine, Event
from bot.engine.story import Played, Story
from bot.i18n import Translator
from bot.store.records import GameRecord
from cogs.table.common import Interaction
from cogs.table.glossary import Topic

__all__ = ["DRAWN", "FormHandler", "GamePresentation", "LessonForm", "ReplayMoment", "undrawn"]

#: A modal form answered from its custom_id alone (so it survives a restart).
FormHandler = Callable[[Interaction, re.Match[str]], Awaitable[None]]

#: What every game draws, by field: the board's picture and its key, the story and its
#: picture, and both pictures said in words (their alt text).
DRAWN = ("render_board", "picture_key", "story", "render_story", "describe_board", "describe_story")


def undrawn(shown: object) -> list[str]:
    """The fields of ``DRAWN`` a game's presentation leaves out (a plugin written without the
    type checker may give None): the bot refuses such a game at start-up."""
    return [name for name in DRAWN if not callable(getattr(shown, name, None))]


@dataclass(frozen=True, slots=True)
class ReplayMoment:
    """One step of a finished game's replay, as its picture is made from it: the state before
    the step (None at the deal) and after it, the public view after it, who played (None:
    the deal; a removal names the seat removed), the move (None: the deal, a removal), the
    stored action's kind ("setup", "remove" or the move's), the step's events, and the turn
    the replay numbers it in (the step's label says the same turn). The game is over: every
    secret may be drawn."""

    before: Any
    after: Any
    view: Any
    seat: int | None
    action: Any
    kind: str
    events: tuple[Event, ...]
    turn: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LessonForm:
    """A decision a game asks as one form rather than a menu tree (Suspicion's final
    guesses), as a lesson (``/game learn``) asks it: the button that opens it (``label``, a
    catalogue key), the form itself for the learner's seat view (its submit custom_id given;
    ``suggested``: the lesson's suggested action, whose picks carry the mark), and the
    action data (for the engine's parser) a submitted form's selects make."""

    kind: str  # the Decision.kind it answers
    label: str
    modal: Callable[[Engine[Any, Any, Any], Any, Translator, str, Any], discord.ui.Modal]
    action: Callable[[Engine[Any, Any, Any], Any, Mapping[str, list[str]]], dict[str, Any]]


@dataclass(frozen=True, slots=True, kw_only=True)
class GamePresentation:
    """How a game is drawn. Every game draws its board as a picture and tells the story of
    the game at its end, and says both pictures in words (``DRAWN``): the bot refuses at
    start-up a game that does not (``bot.boot.app.load_checked_games``)."""

    #: The slash-command choice: its English name and its catalogue key.
    title: str
    choice_key: str
    board_embeds: Callable[[Any, Translator], list[discord.Embed]]
    panel_embed: Callable[[Any, Translator], discord.Embed]
    summary_embed: Callable[[Any, Translator], discord.Embed]
    #: ``/game rules`` topics: catalogue keys ``<id>-rules-<topic>``.
    rules_topics: tuple[str, ...]
    #: The board's picture, drawn from the public view, 720 px wide (docs/pictures), and
    #: what it shows as a string: the same key, the same picture (names included), so the
    #: board is drawn and uploaded again only when it changes.
    render_board: Callable[[Any, Translator], bytes]
    picture_key: Callable[[Any, Translator], str]
    #: The story the end summary tells: computed from the replayed game (pure, in the game's
    #: engine package; two or three facts), and drawn (a picture of the story's chart, in
    #: the painter).
    story: Callable[[Sequence[Played]], Story[Any]]
    render_story: Callable[[Any, Translator], bytes]
    #: The pictures' alt text: what a sighted player reads off the board, from the public
    #: view alone (the same argument as ``render_board``), and off the story's chart, in
    #: sentences (``cogs.table.alt_text``).
    describe_board: Callable[[Any, Translator], str]
    describe_story: Callable[[Any, Translator], str]
    #: Every secret of a state, one line each (who holds what): drawn at each step of a
    #: finished game's replay. None: the game shows only its steps' events there.
    replay_secrets: Callable[[Any, Translator], list[str]] | None = None
    #: The table in one line at the top of every turn message (from the public view).
    table_line: Callable[[Any, Translator], str] | None = None
    #: A game may draw some decisions itself (a form instead of a menu tree).
    panel_items: Callable[[GameRecord, Decision, Translator], list[discord.ui.Item[Any]] | None] | None = None
    #: "What does … do?": what is in play, from the game's rules (its engine) and the public
    #: board only, each with its paragraph (:mod:`cogs.table.glossary`). None: not offered.
    glossary: Callable[[Any, Any], list[Topic]] | None = None
    #: Always-available panel tools (Suspicion's notepad).
    panel_extras: Callable[[GameRecord, int, Translator], list[discord.ui.Item[Any]]] | None = None
    #: Lobby extras: lines under the options, and components (Mascarade's custom set): at
    #: most one button, beside Join/Leave/Start/Cancel (the other rows hold the selects;
    #: discord.py raises, rather than drops, an item that finds no room).
    lobby_lines: Callable[[Any, Translator], list[str]] | None = None
    lobby_items: Callable[[GameRecord, Translator], list[discord.ui.Item[Any]]] | None = None
    #: A finished game's replay step as a picture: ``replay_scene`` makes, in the bot's
    #: process, what the picture shows from the step (the table as it was, every secret, what
    #: the step did: a picklable value); ``render_replay`` draws it (in the painter) and
    #: ``describe_replay`` says it. Without them a step is drawn as the board's public view.
    replay_scene: Callable[[ReplayMoment], Any] | None = None
    render_replay: Callable[[Any, Translator], bytes] | None = None
    describe_replay: Callable[[Any, Translator], str] | None = None
    #: The game's own persistent components and modal forms.
    items: tuple[type[discord.ui.DynamicItem[Any]], ...] = ()
    forms: tuple[tuple[re.Pattern[str], FormHandler], ...] = ()
    #: The decisions a lesson asks as a form (see :class:`LessonForm`), by decision kind.
    lesson_forms: tuple[LessonForm, ...] = ()
