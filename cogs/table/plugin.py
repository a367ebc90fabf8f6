"""What a game offers the bot: one :class:`GamePlugin` per game package, registered by one
line in :mod:`bot.boot.registry`. The bot, the service and the store take what they need from it
when the bot is built; the adapter draws the game through its presentation and never
imports a game.

Importing a plugin loads neither discord nor Pillow: its presentation is loaded only when
asked for, so the database tools (``python -m bot.ops.migrate``) read the registry — the rules,
the private storage — without them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from bot.engine.core import Engine
from bot.players.base import Levels
from bot.players.hints import ExplainerFactory
from bot.store.db import Database

if TYPE_CHECKING:
    from bot.engine.conformance import GameHooks
    from bot.engine.tutorial import Tutorial
    from cogs.table.presentation import GamePresentation

__all__ = ["DocsSample", "GamePlugin", "Stage"]

#: Where a sample game stops: at its start, at an interesting moment mid-game, at its end.
Stage = Literal["start", "mid", "end"]


@dataclass(frozen=True, slots=True)
class DocsSample:
    """A board picture the docs show (``python -m bot.ops.docs_pictures`` draws it into
    ``docs/pictures/<name>``), from a game played from ``seed`` by a fixed random policy."""

    name: str
    players: int
    seed: int
    stage: Stage
    locale: str
    #: What is interesting in the public view, for this picture (default: the game's).
    moment: Callable[[Any], bool] | None = None
    names: str | None = None  # which sample names the seats take (default: the locale's)
    width: int | None = None  # scaled to this width, as a phone shows it
    story: bool = False  # the end summary's story picture of the game played to its end


@dataclass(frozen=True, slots=True, kw_only=True)
class GamePlugin:
    id: str
    #: Builds the engine (with its validated content); called once at start-up.
    rules: Callable[[], Engine[Any, Any, Any]]
    #: Loads how the game is drawn (discord, pictures); called once when the bot is built.
    presentation: Callable[[], GamePresentation]
    #: Its computer players, one factory per level; none: the game offers no computer seats.
    players: Levels = field(default_factory=dict)
    #: Explains its hints (💡, the sharp player's move for a person's seat) to a newcomer:
    #: pure, from the seat's knowledge. None: a game with computer players still offers
    #: hints, with a generic reason; a game without them offers none.
    hints: ExplainerFactory | None = None
    #: Private storage of the game's own (Suspicion's notepads), opened on the bot's database.
    storage: Callable[[Database], object] | None = None
    #: The migrations of its private tables, numbered from 1 for this game alone: a folder
    #: of ``0001_name.sql`` for SQLite with a ``postgresql/`` twin, like ``data/migrations``.
    migrations: Path | None = None
    #: A folder of ``<locale>/*.ftl`` catalogues shipped with the game (its own folder's ``i18n``).
    catalog_dir: Path | None = None
    #: Its computer players' names from the game's world: a JSON file ``{locale: [names]}``
    #: (none: plain names).
    computer_names: Path | None = None
    #: The pictures of its board the docs show, and the moment mid-game worth a picture (in
    #: the public view; by default any after the opening).
    docs_samples: tuple[DocsSample, ...] = ()
    interesting: Callable[[Any], bool] | None = None
    #: Loads what the conformance harness must know of the game beyond the engine contract
    #: (conserved quantities, what a seat may know, secret moves' twins); only the tests
    #: call it. None: the generic checks alone (no secrets, so no private event).
    conformance: Callable[[], GameHooks] | None = None
    #: Loads its guided first game (``/game learn``): a fixed deal, scripted opponents and a
    #: coach (:mod:`bot.engine.tutorial`). None: the game offers no lesson.
    tutorial: Callable[[], Tutorial] | None = None
