"""The table as a whole, checked against the engine: random complete games through the real
bot and the fake Discord, with a check of every screen after every step.

The engine conformance harness (``tests/engine/harness.py``) proves the rules; this proves
what the table makes of them. Scripted people play only through what they are shown — the
quick buttons the turn message draws for their seat, and their own ephemeral panel ("My
panel" or ``/game panel``) with its menus and forms — while computer seats play through the
bot's own runner, one move at a time. After every interaction and every computer move, once
the bot has settled, :meth:`TableRun.check` compares the channel and each open panel with the
**oracle**: the game's stored actions replayed through the engine, which says after each
action which seats have a decision pending ("due"), since when, and whose turn it is.

The invariants (each failure names the game, the seed, the step and how to replay it):

``called``
    Every person was notified exactly once for each moment they became due (not due after
    the previous action, due after this one; the start counts for whoever is due at once),
    and never otherwise. A notification is a public post of the bot in the game's channel,
    after the game started, whose mentions include the person (edits never notify; a post
    deleted since still did). A half-time warning (content starting with "⏰") is the one
    extra allowed. Nobody else (no one away from the table, no role, not everyone) is
    notified.
``turn-message``
    The turn message (the newest public message with "My panel" and no embeds; the board
    has embeds) mentions exactly the due people in its first line, names every due
    computer seat there, and names a computer that is not due only if it owns the turn.
``live-controls``
    At most the board and the turn message carry components; every quick button on the
    turn message is for a due person's seat and that seat's open decision.
``open-panel``
    The last panel each person opened (while Discord still lets the bot edit it) shows the
    seat's current decision — every action control carries that decision's ``since`` — or
    no action control when the seat has nothing to decide.
``announced``
    Every public event of the engine is shown in the channel (a turn message's lines, the
    board's log), as the bot renders it in the server's language.
``hint``
    At a table that offers hints (a practice table; a lobby whose host allowed them with
    /game hints), an open panel that shows its seat's decision shows 💡 for it (carrying the
    decision's ``since``, checked as ``open-panel`` checks the action controls); at a table
    without hints no panel shows it. Pressed now and then, it answers the presser alone
    (ephemeral, not a refusal) and changes nothing: the game's version stays, no public post
    appears and no line of the answer is shown in the channel.
``accepted``
    A control a person was shown and used is accepted (the scripted players only use what
    their screens offer, so a refusal means a screen was out of date).
``end``
    The game ends within a bounded number of steps (and a wall-clock limit), posts exactly
    one summary (with its Rematch button), and leaves no live controls but the summary's.
``spectator`` (a table played with a spectator, who opened ``/game watch`` at the start)
    The spectator's view shows, at every step, the board drawn from the engine's public view
    of the replayed game (``view(state, None)``) — never a seat's — and no control; by the
    end the spectator has seen no text of any private event.
``half-time`` (tests/e2e/test_table_conformance.py)
    Whoever is due and lets half the turn timer pass is notified by a warning before the
    deadline.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import time
import weakref
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.boot.app import MasqueradeBot
from bot.boot.registry import load_plugins
from bot.core.time_control import TimeControl
from bot.engine.core import Engine
from bot.i18n import Translator, locale_for
from bot.i18n.names import markdown_name
from bot.players.base import LEVELS
from bot.service.commit import GAME_FINISHED, decode_text
from bot.service.computers import Computers
from bot.store.records import GameRecord, GameStatus
from cogs.table import common, fallback
from cogs.table.common import names_for, public_translator
from cogs.table.lobby import BANK_CHOICES, TIMER_FIELD, clock_value, option_fields
from cogs.table.open_panels import EDIT_WINDOW
from tests.e2e.fakediscord import Callback, Channel, Interaction, Message, User
from tests.e2e.fakediscord.model import walk_components
from tests.e2e.harness import Night, private_texts
from tests.registry import EXTRA_GAMES as EXTRA_MODULES
from tests.registry import PLAYERS, PLUGINS

__all__ = [
    "CLICK",
    "EXTRA_MODULES",
    "GAMES",
    "ConformanceError",
    "TableSpec",
    "play_table",
    "table_spec",
    "watching_handlers",
]

Rules = Engine[Any, Any, Any]

# Every game the tests play (tests/registry.py: the registry's, the fourth, MN_EXTRA_GAMES),
# so a new game is played here the day it is registered.
GAMES: tuple[str, ...] = tuple(p.id for p in PLUGINS)
#: The games a bot offers only when MN_EXTRA_GAMES names them.
EXTRA_GAMES: frozenset[str] = frozenset(GAMES) - {p.id for p in load_plugins("")}

# Most tables are small (fast games, many of them); this share of the tables of a game that
# seats more than SMALL_TABLE is larger, up to LARGE_TABLE seats.
SMALL_TABLE = 5
LARGE_TABLE = 10
LARGE_SHARE = 0.12
# Lobby choices the tables prefer, to keep a game short enough to play many times in CI:
# a field listed here takes one of these values, the others any value the lobby offers.
PREFERRED_CHOICES: dict[str, dict[str, tuple[str, ...]]] = {"suspicion": {"length": ("short2", "short1")}}
CLICK = "click"  # a lobby choice made with a button (TableSpec.choices)
# This share of the lobbies sets a clock from the lobby's select: a turn timer or a time bank.
# Only clocks real time never reaches in a table's few minutes (the test moves no time on).
CLOCK_SHARE = 0.4
TABLE_CLOCKS = ("86400", *(clock_value(TimeControl(bank=bank)) for bank in BANK_CHOICES))
PRACTICE_SHARE = 0.25  # tables opened with /game practice (one person, the rest computers)
COMPUTER_SHARE = 0.6  # lobbies in which some seats are computers added by the host
HINTS_SHARE = 0.3  # lobbies whose host allows hints (a practice table offers them by default)
HINT_PRESSES = 0.15  # panel steps that press 💡 first, where the panel shows it

# Steps (interactions and computer moves) a game may take before it counts as one that
# never ends: the longest engines' games are a few hundred actions, each a few clicks.
MAX_STEPS = 3000
TABLE_SECONDS = 300.0  # a table's wall-clock limit: a slow machine, not a stuck game, gets this far
SETTLE_SECONDS = 15.0  # the bot settling after one step, on a loaded machine
COMPUTER_MOVE_SECONDS = 15.0
TRAIL = 8  # steps shown before a broken invariant
WARNING = "⏰"  # a half-time warning: the one notification allowed beside the calls

_MENTION = re.compile(r"<@!?(\d+)>")
ACTION_PREFIXES = ("mn:a:", "mn:s:", "mn:g:")  # panel controls that act, carrying the decision's ``since``
HINT_PREFIX = "mn:h:"  # 💡, which carries it too but acts on nothing
QUICK_PREFIX = "mn:q:"
PANEL_PREFIX = "mn:p:"
SUBMENU = "m"


class ConformanceError(AssertionError):
    """A table that broke an invariant; its message says which, where, and how to replay."""


@dataclass(frozen=True)
class TableSpec:
    """One random table: who sits at it and how it is opened, all drawn from (game, seed)."""

    game: str
    seed: int
    people: int
    computers: tuple[str, ...]  # the computer seats' levels
    practice: bool  # opened with /game practice (else a lobby joined through its buttons)
    # Lobby selects the host sets (field, value), and buttons the host clicks (CLICK, custom_id
    # with {game_id}).
    choices: tuple[tuple[str, str], ...]
    seating: tuple[bool, ...]  # lobby seats after the host in order: True a person, False a computer
    hints: bool = False  # the table offers hints (a practice table by default; a lobby by /game hints)

    @property
    def game_seed(self) -> int:
        """The seed the service deals this game from."""
        return random.Random(f"{self.game}:{self.seed}:deal").getrandbits(32)

    def describe(self) -> str:
        how = "practice" if self.practice else "lobby"
        bots = f" + {len(self.computers)} computers ({', '.join(self.computers)})" if self.computers else ""
        options = f" options {dict(self.choices)}" if self.choices else ""
        hints = " with hints" if self.hints else ""
        return f"{how}: {self.people} people{bots}{options}{hints}"


def table_spec(game: str, seed: int, rules: Rules) -> TableSpec:
    """The table that ``seed`` deals for ``game``: its options, size, computers, opening."""
    rng = random.Random(f"{game}:{seed}")
    computers_allowed = game in PLAYERS
    if computers_allowed and rng.random() < PRACTICE_SHARE:
        # A practice table has the game's default options.
        least, most = rules.player_range(rules.options_model())
        seats = _table_size(game, rng, least, most)
        level = rng.choice(LEVELS)
        return TableSpec(game, seed, 1, (level,) * (seats - 1), True, (), (), hints=True)
    preferred = PREFERRED_CHOICES.get(game, {})
    choices: list[tuple[str, str]] = []
    for name, values in option_fields(rules.options_model):
        offered = preferred.get(name)
        if offered is not None:
            choices.append((name, rng.choice(offered)))
        elif rng.random() < 0.5:
            choices.append((name, rng.choice(values)))
    least, most = rules.player_range(rules.options_model.model_validate(dict(choices)))
    seats = _table_size(game, rng, least, most)
    bots = rng.randint(1, seats - 1) if computers_allowed and seats > 1 and rng.random() < COMPUTER_SHARE else 0
    seating = [True] * (seats - 1 - bots) + [False] * bots
    rng.shuffle(seating)
    levels = tuple(rng.choice(LEVELS) for _ in range(bots))
    # Drawn last (the clock, then hints), so that a seed deals the tables it dealt before
    # either existed.
    if rng.random() < CLOCK_SHARE:
        choices.append((TIMER_FIELD, rng.choice(TABLE_CLOCKS)))
    hints = computers_allowed and rng.random() < HINTS_SHARE
    return TableSpec(game, seed, seats - bots, levels, False, tuple(choices), tuple(seating), hints=hints)


def _table_size(game: str, rng: random.Random, least: int, most: int) -> int:
    if most > SMALL_TABLE and rng.random() < LARGE_SHARE:
        return rng.randint(SMALL_TABLE + 1, min(most, LARGE_TABLE))
    return rng.randint(least, min(most, SMALL_TABLE))


# -- the oracle -------------------------------------------------------------------------


@dataclass
class Oracle:
    """The game replayed from its stored actions: after each action, who is due."""

    rules: Rules
    state: Any
    applied: int = 0
    due: list[frozenset[int]] = field(default_factory=list)  # index i: after action i (0: the start)

    @classmethod
    async def start(cls, bot: MasqueradeBot, record: GameRecord) -> Oracle:
        service = bot.services.service
        rules = service.rules(record)
        state, _ = rules.setup(len(record.seats), record.seed, service.options(record))
        oracle = cls(rules, state)
        oracle.due.append(oracle._due())
        return oracle

    def _due(self) -> frozenset[int]:
        return frozenset(d.seat for d in self.rules.pending(self.state))

    async def catch_up(self, bot: MasqueradeBot, record: GameRecord) -> None:
        actions = await bot.services.store.actions(record.id)
        for seat, kind, action in actions[self.applied :]:
            assert seat is not None
            if kind == "remove":
                self.state, _ = self.rules.remove_seat(self.state, seat)
            else:
                self.state, _ = self.rules.apply(self.state, seat, self.rules.parse_action(json.loads(action)))
            self.applied += 1
            self.due.append(self._due())
        if self.state.version != record.version:
            raise AssertionError(f"the replay is at version {self.state.version}, the game at {record.version}")

    def pending(self) -> dict[int, int]:
        """Seat -> the ``since`` of its open decision."""
        return {d.seat: d.since for d in self.rules.pending(self.state)}

    def owner(self) -> int | None:
        return self.rules.progress(self.state).owner

    def moments(self, seat: int) -> int:
        """How often ``seat`` became due: not due after one action, due after the next."""
        return sum(1 for i, due in enumerate(self.due) if seat in due and (i == 0 or seat not in self.due[i - 1]))


# -- what the screens show --------------------------------------------------------------


def custom_ids(message: Message) -> list[str]:
    return [str(c["custom_id"]) for c in walk_components(message.components) if "custom_id" in c]


def is_turn_message(message: Message) -> bool:
    return not message.embeds and any(c.startswith(PANEL_PREFIX) for c in custom_ids(message))


def first_line(message: Message) -> str:
    return message.content.split("\n", 1)[0]


def mentioned(line: str) -> set[int]:
    return {int(u) for u in _MENTION.findall(line)}


def names(line: str, name: str) -> bool:
    """Whether ``line`` shows the seat name ``name`` as the table writes names (escaped),
    as a whole name (not the start of a longer one)."""
    return re.search(re.escape(markdown_name(name)) + r"(?![\w])", line) is not None


def label_of(message: Message, custom_id: str, value: str | None = None) -> str:
    """What the player read on the control (a select's option with ``value``)."""
    for component in walk_components(message.components):
        if component.get("custom_id") != custom_id:
            continue
        if value is None:
            return str(component.get("label", ""))
        return next((str(o.get("label", "")) for o in component.get("options", []) if o.get("value") == value), "")
    return ""


def action_sinces(message: Message) -> list[tuple[str, int]]:
    """The panel's controls for its decision — those that act and 💡 — (custom_id, the
    decision's ``since`` it carries)."""
    return [(c, int(c.split(":")[3])) for c in custom_ids(message) if c.startswith((*ACTION_PREFIXES, HINT_PREFIX))]


@dataclass(frozen=True)
class Quick:
    custom_id: str
    since: int
    seat: int


def quick_buttons(message: Message) -> list[Quick]:
    """``mn:q:<game>:<since>:<seat>:<path>:<tag>`` (a button), ``mn:q:<game>:<since>:<seat>:s<part>``
    (a select of a seat's many quick choices)."""
    found = []
    for custom_id in custom_ids(message):
        if custom_id.startswith(QUICK_PREFIX):
            parts = custom_id.split(":")
            found.append(Quick(custom_id, int(parts[3]), int(parts[4])))
    return found


# -- the players ------------------------------------------------------------------------


@dataclass
class Person:
    user: User
    seat: int
    panel: Message | None = None  # the last panel they opened
    opened: float = 0.0  # when (monotonic)
    # The newest message's id when they last acted or looked at their panel: a notification
    # after it calls them.
    acted_after: int = 0
    # The turn message (id, versions) when they last looked at their panel: a mention in
    # it calls them only once it changed.
    checked_turn: tuple[int, int] | None = None
    refused: set[str] = field(default_factory=set)  # controls the bot refused them: not tried again
    hinted: set[str] = field(default_factory=set)  # 💡 pressed (the answer to a decision does not change)


@dataclass
class Step:
    """One step of a table: who did what."""

    index: int
    what: str


class ComputerGate:
    """Lets the bot's own runner play computer moves one at a time, so that the table can be
    checked after each of them: ``Computers.play_one`` waits here for a permit for its game
    (per game: a table abandoned after a failure must not take the next table's permits)."""

    def __init__(self, computers: Computers) -> None:
        self.permits: dict[int, int] = {}
        self.moves: dict[int, int] = {}
        self._changed = asyncio.Event()
        original = computers.play_one

        async def gated(game_id: int) -> Any:
            while self.permits.get(game_id, 0) == 0:
                self._changed.clear()
                await self._changed.wait()
            self.permits[game_id] -= 1
            try:
                return await original(game_id)
            finally:
                # No await between here and the runner's delivery request: whoever waits
                # for this move wakes once that delivery is scheduled.
                self.moves[game_id] = self.moves.get(game_id, 0) + 1
                self._changed.set()

        setattr(computers, "play_one", gated)  # noqa: B010  (an instance attribute over the method)

    async def one_move(self, game_id: int) -> None:
        """Let one computer move of ``game_id`` through and wait until it is made."""
        before = self.moves.get(game_id, 0)
        self.permits[game_id] = self.permits.get(game_id, 0) + 1
        self._changed.set()
        deadline = time.monotonic() + COMPUTER_MOVE_SECONDS
        while self.moves.get(game_id, 0) == before:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError("a computer seat was due but never moved")
            self._changed.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._changed.wait(), remaining)


@dataclass
class Handlers:
    """How many of the bot's interaction handlers are running (see :func:`watching_handlers`)."""

    busy: int = 0
    watched: bool = False


HANDLERS = Handlers()


@contextlib.contextmanager
def watching_handlers() -> Iterator[Handlers]:
    """Count the bot's interaction handlers while they run. Every handler runs through
    ``cogs.table.common.guarded`` (the fallback holds its own reference): wrapped here, so
    that a table settles only once the handler of its last click is done."""
    modules = [common, fallback]
    original = common.guarded

    async def counted(interaction: Any, work: Callable[[], Awaitable[None]]) -> None:
        HANDLERS.busy += 1
        try:
            await original(interaction, work)
        finally:
            HANDLERS.busy -= 1

    for module in modules:
        setattr(module, "guarded", counted)  # noqa: B010
    HANDLERS.watched = True
    try:
        yield HANDLERS
    finally:
        for module in modules:
            setattr(module, "guarded", original)  # noqa: B010
        HANDLERS.watched = False


_GATES: weakref.WeakKeyDictionary[Computers, ComputerGate] = weakref.WeakKeyDictionary()


def gate_for(bot: MasqueradeBot) -> ComputerGate:
    """The bot's gate, installed at its first table."""
    computers = bot.services.computers
    gate = _GATES.get(computers)
    if gate is None:
        gate = _GATES[computers] = ComputerGate(computers)
    return gate


@dataclass
class Violation:
    check: str
    step: int
    detail: str
    trail: tuple[str, ...] = ()  # the steps that led there, the last one last

    def __str__(self) -> str:
        return f"step {self.step}: [{self.check}] {self.detail}"


@dataclass
class TableRun:
    """One table being played and checked."""

    night: Night
    bot: MasqueradeBot
    spec: TableSpec
    channel: Channel
    gate: ComputerGate
    keep_going: bool = False
    rng: random.Random = field(default_factory=random.Random)
    # How to play this table again (the random tables: by its seed).
    replay: str = (
        "MN_SEED={seed} python -m pytest -n 0 tests/e2e/test_table_conformance.py -k 'random_tables and {game}'"
    )
    game_id: int = 0
    started_after: int = 0  # every message with a larger id came after the game started
    oracle: Oracle | None = None
    people: list[Person] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    violations: list[Violation] = field(default_factory=list)
    _seen: set[tuple[str, object]] = field(default_factory=set)
    announced: int = 0  # the id of the last event checked as announced
    spectator: User | None = None  # someone not at the table who follows it with /game watch
    watched: Message | None = None  # the spectator's view
    watched_at: float = 0.0  # when it was opened (monotonic)

    @property
    def fake(self) -> Any:
        return self.night.fake

    @property
    def step(self) -> int:
        return len(self.steps)

    def did(self, what: str) -> None:
        self.steps.append(Step(len(self.steps) + 1, what))

    # -- failing ----------------------------------------------------------------------

    def fail(self, check: str, detail: str, key: object = None) -> None:
        """An invariant broken. ``key`` names what is wrong, so that a survey lists a wrong
        screen once rather than at every check it stays wrong (None: the detail)."""
        seen = (check, detail if key is None else key)
        if seen in self._seen:
            return
        self._seen.add(seen)
        trail = tuple(f"{s.index}: {s.what}" for s in self.steps[-TRAIL:])
        violation = Violation(check, self.step, detail, trail)
        self.violations.append(violation)
        if not self.keep_going:
            raise ConformanceError(self.report([violation]))

    def report(self, violations: list[Violation]) -> str:
        """Each broken invariant once — where it broke first, the steps that led there, at
        how many checks it was broken — and how to replay the table."""
        spec = self.spec
        first: dict[str, Violation] = {}
        count: dict[str, int] = {}
        for violation in violations:
            first.setdefault(violation.check, violation)
            count[violation.check] = count.get(violation.check, 0) + 1
        shown = []
        for check, violation in first.items():
            again = f" (broken at {count[check]} checks)" if count[check] > 1 else ""
            shown.append(f"  {violation}{again}\n    after:\n" + "\n".join(f"      {s}" for s in violation.trail))
        return (
            f"table conformance: game={spec.game} seed={spec.seed} step={violations[0].step} "
            f"(game id {self.game_id}; {spec.describe()})\n" + "\n".join(shown) + "\n"
            f"  replay: {self.replay.format(seed=spec.seed, game=spec.game)}"
        )

    # -- the bot settling ----------------------------------------------------------------

    async def settle(self) -> None:
        """Until the bot is done with what was done: no interaction handler still running
        (a slow one answers with a deferral before it commits), the outbox empty and every
        announcement and panel edit sent."""
        store = self.bot.services.store
        deadline = time.monotonic() + SETTLE_SECONDS
        while True:
            if not HANDLERS.busy:
                await self.night.idle()
                if not HANDLERS.busy and (
                    self.game_id == 0
                    or (not await store.undelivered(self.game_id) and not await store.unsent_posts(self.game_id))
                ):
                    return
            if time.monotonic() > deadline:
                raise AssertionError(f"the bot did not settle within {SETTLE_SECONDS} s")
            await asyncio.sleep(0.005)

    async def record(self) -> GameRecord:
        return await self.bot.services.service.game(self.game_id)

    # -- what was posted -----------------------------------------------------------------

    def posts(self) -> list[Message]:
        """The bot's public posts in the channel since the game started, deleted ones too."""
        me = self.fake.bot_user.id
        return [
            m
            for m in self.fake.channel_messages(self.channel, include_deleted=True)
            if m.author.id == me and m.id > self.started_after
        ]

    def turn_message(self) -> Message | None:
        found = [m for m in self.posts() if not m.deleted and is_turn_message(m)]
        return found[-1] if found else None

    def newest_id(self) -> int:
        every = self.fake.channel_messages(self.channel, include_deleted=True)
        return max((m.id for m in every), default=0)

    # -- opening -------------------------------------------------------------------------

    async def open(self) -> None:
        night, spec = self.night, self.spec
        self.bot.services.service.deals = random.Random(spec.game_seed)
        host = night.users[0]
        if spec.practice:
            self.started_after = self.newest_id()
            await self.interact(
                host,
                lambda: self.fake.slash(
                    host,
                    self.channel,
                    "game practice",
                    options={
                        "game": spec.game,
                        "players": spec.people + len(spec.computers),
                        "level": spec.computers[0],
                    },
                ),
                f"{host.name}: /game practice",
            )
            record = await self.bot.services.store.live_in_channel(self.channel.id)
            assert record is not None, "the practice table did not start"
            self.game_id = record.id
        else:
            await self._lobby(host)
        record = await self.record()
        assert record.status == GameStatus.RUNNING, f"the game did not start ({record.status})"
        for user in night.users[: spec.people]:
            seat = record.seat_of(user.id)
            assert seat is not None
            self.people.append(Person(user, seat.seat))
        self.oracle = await Oracle.start(self.bot, record)
        if self.spectator is not None:
            await self.watch(self.spectator)

    async def watch(self, spectator: User) -> None:
        """The spectator opens their view of the table."""
        ix = await self.interact(
            spectator,
            lambda: self.fake.slash(spectator, self.channel, "game watch"),
            f"{spectator.name}: /game watch",
        )
        self.watched, self.watched_at = ix.original, time.monotonic()

    async def _lobby(self, host: User) -> None:
        spec, fake = self.spec, self.fake
        ix = await fake.slash(host, self.channel, "game new", options={"game": spec.game})
        await ix.answered()
        lobby = ix.original
        assert lobby is not None
        game_id = next(int(c.split(":")[2]) for c in custom_ids(lobby) if c.startswith("mn:l:"))
        for name, value in spec.choices:
            if name == CLICK:  # a game's own lobby button (Mascarade's answers switch)
                await (await fake.click(host, lobby, value.format(game_id=game_id))).answered()
                continue
            await (await fake.select(host, lobby, f"mn:o:{game_id}:{name}", [value])).answered()
        if spec.hints:
            await (await fake.slash(host, self.channel, "game hints", options={"allowed": True})).answered()
        people = iter(self.night.users[1 : spec.people])
        levels = iter(spec.computers)
        for person in spec.seating:
            if person:
                await (await fake.click(next(people), lobby, f"mn:l:{game_id}:join")).answered()
                continue
            menu = await fake.click(host, lobby, f"mn:r:{game_id}:menu")
            await menu.answered()
            assert menu.original is not None
            await (await fake.click(host, menu.original, f"mn:r:{game_id}:{next(levels)}")).answered()
        await self.night.idle()
        self.game_id = game_id
        self.started_after = self.newest_id()
        await self.interact(
            host, lambda: fake.click(host, lobby, f"mn:l:{game_id}:start"), f"{host.name}: start", expect_panel=False
        )

    # -- one interaction -----------------------------------------------------------------

    async def interact(
        self, user: User, send: Callable[[], Awaitable[Interaction]], what: str, *, expect_panel: bool = False
    ) -> Interaction:
        """One interaction as a step: sent, answered in time, then the bot settled."""
        self.did(what)
        ix = await send()
        callback = await ix.answered()
        await self.settle()
        if callback.type == 4 and callback.ephemeral and not callback.embeds and ix.original is not None:
            if any(p.user is user for p in self.people):
                person = self.person(user)
                person.refused.add(str(ix.payload.get("data", {}).get("custom_id", "")))
            self.fail("accepted", f"{what}: refused with {callback.content!r}")
        elif expect_panel:
            self._track_panel(user, ix, callback)
        return ix

    def _track_panel(self, user: User, ix: Interaction, callback: Callback) -> None:
        """A response that is a new ephemeral panel becomes the person's open panel."""
        message = ix.original
        if callback.type in (4, 5) and message is not None and message.ephemeral and message.embeds:
            person = self.person(user)
            person.panel, person.opened = message, time.monotonic()

    def person(self, user: User) -> Person:
        return next(p for p in self.people if p.user is user)

    # -- the checks ----------------------------------------------------------------------

    async def check(self) -> GameRecord:
        record = await self.record()
        oracle = self.oracle
        assert oracle is not None
        await oracle.catch_up(self.bot, record)
        running = record.status == GameStatus.RUNNING
        self._check_called(record, oracle)
        await self._check_announced(record)
        self._check_spectator(record, oracle)
        if running:
            self._check_turn_message(record, oracle)
            self._check_live_controls(record, oracle)
            self._check_open_panels(oracle, record)
        return record

    def _check_called(self, record: GameRecord, oracle: Oracle) -> None:
        posts = self.posts()
        seated = {p.user.id for p in self.people}
        for message in posts:
            mentions = message.mentions
            if mentions.users - seated or mentions.roles or mentions.everyone:
                self.fail(
                    "called", f"{message.versions[0].content[:90]!r} notified someone not at the table: {mentions}"
                )
        for person in self.people:
            notified = [m for m in posts if person.user.id in m.mentions.users]
            calls = [m for m in notified if not m.versions[0].content.startswith(WARNING)]
            moments = oracle.moments(person.seat)
            if len(calls) != moments:
                shown = [f"{m.id}{' (deleted)' if m.deleted else ''}: {m.versions[0].content[:90]!r}" for m in calls]
                self.fail(
                    "called",
                    f"{person.user.name} (seat {person.seat}) became due {moments} times but was notified "
                    f"{len(calls)} times: {shown[-4:]}; due after each action: {self._due_trail(oracle)}",
                    key=(person.seat, moments, len(calls)),
                )

    async def _check_announced(self, record: GameRecord) -> None:
        """Every public event is shown in the channel, in the server's language, as it
        happened: in some version of some post (a turn message's lines, the board's log)."""
        events = [e for e in await self.bot.services.store.all_events(self.game_id) if e.id > self.announced]
        public = [e for e in events if e.audience is None and decode_text(e.payload).key != GAME_FINISHED]
        if not public:
            return
        t = public_translator(self.bot, record)
        shown = "\n".join(text for m in self.posts() for text in m.texts())
        for event in public:
            line = t.text(decode_text(event.payload))
            if line not in shown:
                self.fail("announced", f"the public event {line!r} (version {event.version}) is not in the channel")
        self.announced = events[-1].id

    def _due_trail(self, oracle: Oracle) -> str:
        return " ".join("{" + ",".join(map(str, sorted(d))) + "}" for d in oracle.due[-8:])

    def _check_turn_message(self, record: GameRecord, oracle: Oracle) -> None:
        turn = self.turn_message()
        pending = oracle.pending()
        if turn is None:
            self.fail("turn-message", f"no turn message while seats {sorted(pending)} are due")
            return
        line = first_line(turn)
        due_people = {s.user_id for s in record.seats if s.seat in pending and s.computer is None}
        shown = mentioned(line)
        if shown != due_people:
            self.fail(
                "turn-message",
                f"its first line mentions {self._who(record, shown)} but {self._who(record, due_people)} "
                f"are due: {line!r}",
                key=(line, frozenset(due_people)),
            )
        owner = oracle.owner()
        for seat in record.seats:
            if seat.computer is None or seat.removed:
                continue
            named = names(line, seat.name)
            if seat.seat in pending and not named:
                self.fail("turn-message", f"the due computer {seat.name!r} is not named in {line!r}", (line, seat.seat))
            elif seat.seat not in pending and seat.seat != owner and named:
                self.fail(
                    "turn-message",
                    f"{seat.name!r} is named but neither due nor the turn's owner: {line!r}",
                    key=(line, seat.seat, owner),
                )

    def _who(self, record: GameRecord, users: set[int]) -> list[str]:
        return sorted(s.name for s in record.seats if s.user_id in users)

    def _check_live_controls(self, record: GameRecord, oracle: Oracle) -> None:
        me = self.fake.bot_user.id
        live = [
            m
            for m in self.fake.channel_messages(self.channel)
            if m.author.id == me and m.components and not m.deleted and not self._is_summary(m)
        ]
        turn = self.turn_message()
        if len(live) > 2 or any(not m.embeds and m is not turn for m in live):
            self.fail(
                "live-controls",
                f"{len(live)} messages carry controls: {[(m.id, m.content[:40]) for m in live]}",
                key=tuple(m.id for m in live),
            )
        if turn is None:
            return
        pending = oracle.pending()
        people = {s.seat for s in record.seats if s.computer is None and not s.removed}
        for quick in quick_buttons(turn):
            if quick.seat not in pending or quick.seat not in people:
                self.fail(
                    "live-controls", f"a quick button for seat {quick.seat}, who is not a due person: {quick}", quick
                )
            elif quick.since != pending[quick.seat]:
                self.fail(
                    "live-controls",
                    f"a quick button for seat {quick.seat}'s decision at {quick.since}, "
                    f"but its open decision began at {pending[quick.seat]}",
                    key=quick,
                )

    def _check_open_panels(self, oracle: Oracle, record: GameRecord) -> None:
        pending = oracle.pending()
        now = time.monotonic()
        for person in self.people:
            panel = person.panel
            if panel is None or now - person.opened >= EDIT_WINDOW:
                continue
            controls = action_sinces(self.fake.message(panel.id))
            since = pending.get(person.seat)
            self._check_hint(person, controls, since, record)
            if since is None and controls:
                self.fail(
                    "open-panel",
                    f"{person.user.name}'s panel offers {controls[0][0]} but seat {person.seat} has nothing to decide",
                    key=(person.seat, controls[0][0]),
                )
            stale = [c for c, s in controls if s != since]
            if since is not None and stale:
                self.fail(
                    "open-panel",
                    f"{person.user.name}'s panel shows {stale[0]} but seat {person.seat}'s decision began at {since}",
                    key=(person.seat, stale[0]),
                )

    def _check_hint(
        self, person: Person, controls: list[tuple[str, int]], since: int | None, record: GameRecord
    ) -> None:
        """💡 beside the decision's controls exactly where the table offers hints."""
        hints = [c for c, _ in controls if c.startswith(HINT_PREFIX)]
        acting = [c for c, _ in controls if not c.startswith(HINT_PREFIX)]
        if hints and not record.hints:
            self.fail("hint", f"{person.user.name}'s panel offers {hints[0]} at a table without hints", key=hints[0])
        if record.hints and since is not None and acting and not hints:
            self.fail(
                "hint",
                f"{person.user.name}'s panel shows {acting[0]} but no 💡 at a table that offers hints",
                key=(person.seat, since),
            )

    def _check_spectator(self, record: GameRecord, oracle: Oracle) -> None:
        """The spectator's view shows the engine's public view of the game as it is now."""
        if self.watched is None or time.monotonic() - self.watched_at >= EDIT_WINDOW:
            return
        view = self.fake.message(self.watched.id)
        if custom_ids(view):
            self.fail("spectator", f"the spectator's view carries controls: {custom_ids(view)}")
        assert self.spectator is not None
        t = Translator(self.bot.services.catalog, locale_for(self.spectator.locale), names_for(record))
        public = oracle.rules.view(oracle.state, None)
        drawn = self.bot.services.presentations[record.game].board_embeds(public, t)[:9]
        expected = [_embed_text(e.to_dict()) for e in drawn]
        shown = [_embed_text(e) for e in view.embeds[: len(expected)]]
        if shown != expected:
            self.fail(
                "spectator",
                f"the spectator's view at version {oracle.state.version} is not the public view: "
                f"{shown!r:.300} instead of {expected!r:.300}",
                key=oracle.state.version,
            )

    async def check_spectator_secrets(self) -> None:
        """By the end the spectator has seen no text of any private event."""
        if self.spectator is None:
            return
        seen = self.fake.all_text_seen_by(self.spectator)
        private = set().union(*(await private_texts(self.bot, self.game_id)).values())
        leaked = sorted(text for text in private if text in seen)
        if leaked:
            self.fail("spectator", f"the spectator saw private texts: {leaked[:3]}")

    def _is_summary(self, message: Message) -> bool:
        """The end summary: its controls (Rematch) are for after the game, not of it."""
        return any(a.filename == f"game-{self.game_id}-log.txt" for a in message.attachments)

    def live_messages(self) -> list[Message]:
        """The channel's messages that carry controls of the game (the summary's are not)."""
        return [m for m in self.fake.channel_messages(self.channel) if m.components and not self._is_summary(m)]

    def check_end(self, record: GameRecord) -> None:
        if record.status != GameStatus.FINISHED:
            self.fail("end", f"the game is {record.status}, not finished")
        name = f"game-{self.game_id}-log.txt"
        summaries = [m for m in self.posts() if any(a.filename == name for a in m.attachments)]
        if len(summaries) != 1:
            self.fail("end", f"{len(summaries)} end-of-game summaries")
        else:
            offered = [b["custom_id"] for b in summaries[0].buttons()]
            if f"mn:rm:{self.game_id}" not in offered or f"mn:rp:{self.game_id}:0:o" not in offered:
                self.fail("end", f"the summary offers {offered}, not Replay and Rematch")

    def check_retired(self) -> None:
        """Once the bot's board edits are done (``Table.flush``): the ended game left no
        live controls. Checked after the table's batch, not at once, so that no table waits
        out the board's coalescing interval."""
        live = self.live_messages()
        if live:
            self.fail("end", f"controls left live after the end: {[(m.id, m.content[:40]) for m in live]}")

    # -- the people's choices ------------------------------------------------------------

    def offers(self, person: Person, turn: Message | None) -> tuple[list[Quick], list[str]]:
        """What the person is shown that acts: their quick buttons, their panel's controls."""
        quick = [q for q in quick_buttons(turn) if q.seat == person.seat] if turn is not None else []
        quick = [q for q in quick if q.custom_id not in person.refused]
        panel = self.fake.message(person.panel.id) if person.panel is not None else None
        return quick, [] if panel is None else panel_choices(panel, person.refused)

    def called(self, person: Person, turn: Message | None) -> bool:
        """Whether the person is told to act: the turn message names them, or a message
        that notified them came after their last move and is still there."""
        if (
            turn is not None
            and person.user.id in mentioned(first_line(turn))
            and person.checked_turn != (turn.id, len(turn.versions))
        ):
            return True
        return any(
            person.user.id in m.mentions.users and not m.deleted and m.id > person.acted_after for m in self.posts()
        )

    async def person_step(self) -> bool:
        """One person does one thing they are shown. False: nobody is shown anything."""
        turn = self.turn_message()
        candidates = []
        for person in self.people:
            quick, controls = self.offers(person, turn)
            if quick or controls or self.called(person, turn):
                candidates.append(person)
        if not candidates:
            return False
        person = self.rng.choice(candidates)
        quick, controls = self.offers(person, turn)
        if quick and turn is not None and (not controls or self.rng.random() < 0.5):
            await self.press_quick(person, turn, self.rng.choice(quick))
        elif controls and person.panel is not None:
            await self.use_panel(person, self.fake.message(person.panel.id))
        else:
            await self.open_panel(person, turn)
        return True

    async def open_panel(self, person: Person, turn: Message | None) -> None:
        """ "My panel" on the turn message or the board, or ``/game panel``."""
        user = person.user
        person.acted_after = self.newest_id()
        person.checked_turn = None if turn is None else (turn.id, len(turn.versions))
        way = self.rng.randrange(3)
        board = self._board()
        source = turn if way == 0 and turn is not None else board if way == 1 and board is not None else None
        if source is None:
            await self.interact(
                user,
                lambda: self.fake.slash(user, self.channel, "game panel"),
                f"{user.name}: /game panel",
                expect_panel=True,
            )
            return
        button = next(c for c in custom_ids(source) if c.startswith(PANEL_PREFIX))
        where = "turn message" if source is turn else "board"
        await self.interact(
            user, lambda: self.fake.click(user, source, button), f"{user.name}: My panel ({where})", expect_panel=True
        )

    def _board(self) -> Message | None:
        boards = [
            m
            for m in self.fake.channel_messages(self.channel)
            if m.embeds and any(c.startswith(PANEL_PREFIX) for c in custom_ids(m))
        ]
        return boards[-1] if boards else None

    async def press_quick(self, person: Person, turn: Message, quick: Quick) -> None:
        user = person.user
        selects = [s for s in turn.selects() if s["custom_id"] == quick.custom_id]
        if selects:
            value = str(self.rng.choice(selects[0]["options"])["value"])
            if not value.endswith(f":{SUBMENU}"):
                person.acted_after = self.newest_id()
            await self.interact(
                user,
                lambda: self.fake.select(user, turn, quick.custom_id, [value]),
                f"{user.name}: quick pick {label_of(turn, quick.custom_id, value)!r} {quick.custom_id} = {value}",
                expect_panel=True,
            )
            return
        person.acted_after = self.newest_id()
        await self.interact(
            user,
            lambda: self.fake.click(user, turn, quick.custom_id),
            f"{user.name}: quick {label_of(turn, quick.custom_id)!r} {quick.custom_id}",
            expect_panel=True,
        )

    async def use_panel(self, person: Person, panel: Message) -> None:
        """One choice in the panel: a button, a select's option, or a form."""
        user, fake, rng = person.user, self.fake, self.rng
        hints = [c for c in custom_ids(panel) if c.startswith(HINT_PREFIX) and c not in person.hinted]
        if hints and rng.random() < HINT_PRESSES:
            await self.press_hint(person, panel, hints[0])
            return
        custom_id = rng.choice(panel_choices(panel, person.refused))
        if custom_id.startswith("mn:s:"):
            select = panel.select(custom_id)
            value = str(rng.choice(select["options"])["value"])
            final = not value.endswith(f":{SUBMENU}")
            if final:
                person.acted_after = self.newest_id()
            await self.interact(
                user,
                lambda: fake.select(user, panel, custom_id, [value]),
                f"{user.name}: panel picks {label_of(panel, custom_id, value)!r} {custom_id} = {value}",
            )
            return
        if custom_id.startswith("mn:g:"):
            await self.fill_form(person, panel, custom_id)
            return
        if not custom_id.endswith(f":{SUBMENU}"):
            person.acted_after = self.newest_id()
        await self.interact(
            user,
            lambda: fake.click(user, panel, custom_id),
            f"{user.name}: panel {label_of(panel, custom_id)!r} {custom_id}",
        )

    async def press_hint(self, person: Person, panel: Message, custom_id: str) -> None:
        """💡: a private answer, and nothing changed (the computers move only when the table
        lets them, so the game's version is the person's own to change)."""
        user, fake = person.user, self.fake
        before = await self.record()
        posted = {m.id for m in self.posts()}
        self.did(f"{user.name}: 💡 {custom_id}")
        ix = await fake.click(user, panel, custom_id)
        callback = await ix.answered()
        await self.settle()
        person.hinted.add(custom_id)
        if callback.type != 4 or not callback.ephemeral or callback.content.startswith("⚠️"):
            self.fail("hint", f"{user.name}: 💡 answered {callback.type} {callback.content[:90]!r}, not a private hint")
            return
        after = await self.record()
        if after.version != before.version:
            self.fail("hint", f"{user.name}: pressing 💡 changed the game (version {before.version} → {after.version})")
        new = [m.id for m in self.posts() if m.id not in posted]
        if new:
            self.fail("hint", f"{user.name}: pressing 💡 posted {new} in the channel")
        public = "\n".join(t for m in self.posts() for t in m.texts())
        shown = [line for line in callback.content.splitlines()[1:] if line and line in public]
        if shown:
            self.fail("hint", f"{user.name}: the hint's {shown[0]!r} is in the channel")

    async def fill_form(self, person: Person, panel: Message, custom_id: str) -> None:
        user, fake, rng = person.user, self.fake, self.rng
        opened = await self.interact(user, lambda: fake.click(user, panel, custom_id), f"{user.name}: form {custom_id}")
        if opened.modal is None:
            self.fail("accepted", f"{custom_id} opened no form")
            return
        values = {str(i["custom_id"]): [str(rng.choice(i["options"])["value"])] for i in opened.modal.inputs()}
        person.acted_after = self.newest_id()
        modal = opened.modal
        await self.interact(
            user, lambda: fake.submit_modal(user, modal, values), f"{user.name}: submits {values}", expect_panel=True
        )

    async def wake_someone(self) -> None:
        """Nobody is shown anything to do, yet the game goes on: someone opens their panel
        (a player who wonders why nothing happens)."""
        person = self.rng.choice(self.people)
        await self.open_panel(person, self.turn_message())


def panel_choices(panel: Message, refused: set[str]) -> list[str]:
    """The custom_ids of the panel's choices a player may take (selects, buttons, forms;
    not Back, nor what the bot already refused them)."""
    return [
        c
        for c in custom_ids(panel)
        if c.startswith(ACTION_PREFIXES) and c not in refused and not (c.startswith("mn:a:") and _is_back(c, panel))
    ]


def _depth(path: str) -> int:
    return len(path.split(".")) if path else 0


def _is_back(custom_id: str, panel: Message) -> bool:
    """Back leads to a shorter path than the menu's own choices (a select at a menu's
    path offers the choices one level below it)."""
    depth = max(
        (
            _depth(c.split(":")[4]) if c.startswith("mn:a:") else _depth(c.split(":")[4]) + 1
            for c in custom_ids(panel)
            if c.startswith(("mn:a:", "mn:s:"))
        ),
        default=0,
    )
    return custom_id.endswith(f":{SUBMENU}") and _depth(custom_id.split(":")[4]) < depth


async def play_table(
    night: Night,
    bot: MasqueradeBot,
    spec: TableSpec,
    channel: Channel,
    *,
    keep_going: bool = False,
    spectator: User | None = None,
) -> TableRun:
    """Open ``spec``'s table in ``channel``, play it to its end, check every step (with
    ``spectator`` following it with /game watch from the start). Raises
    :class:`ConformanceError` at the first broken invariant (``keep_going``: collects them in
    ``violations``). Once the bot's board edits are done, call ``check_retired``."""
    assert HANDLERS.watched, "play tables inside watching_handlers()"
    night.channel = channel
    run = TableRun(
        night,
        bot,
        spec,
        channel,
        gate_for(bot),
        keep_going=keep_going,
        rng=random.Random(f"{spec.game}:{spec.seed}:play"),
        spectator=spectator,
    )
    try:
        await _play(run)
    except ConformanceError:
        raise
    except Exception as exc:  # whatever stopped the table, said with its game, seed and step
        violation = Violation("end", run.step, f"{type(exc).__name__}: {exc}")
        raise ConformanceError(run.report([*run.violations, violation])) from exc
    return run


async def _play(run: TableRun) -> None:
    await run.open()
    await run.settle()
    record = await run.check()
    idle = 0
    started = time.monotonic()
    while run.step < MAX_STEPS:
        if record.status != GameStatus.RUNNING:
            break
        if time.monotonic() - started > TABLE_SECONDS:
            run.fail("end", f"not over after {TABLE_SECONDS:.0f} s")
            return
        if run.bot.services.computers.waiting(record):
            run.did("a computer moves")
            await run.gate.one_move(run.game_id)
            await run.settle()
        elif await run.person_step():
            idle = 0
        else:
            idle += 1
            if idle > 2 * len(run.people):
                run.fail("end", "nobody is shown anything to do, and the game goes on")
                return
            await run.wake_someone()
        record = await run.check()
    else:
        run.fail("end", f"not over after {MAX_STEPS} steps")
        return
    run.check_end(record)
    await run.check_spectator_secrets()


def _embed_text(embed: Mapping[str, Any]) -> tuple[object, ...]:
    """What an embed says (its title, description and fields), without its footer and picture."""
    fields = tuple((f.get("name"), f.get("value"), f.get("inline", False)) for f in embed.get("fields", []))
    return (embed.get("title"), embed.get("description"), fields)
