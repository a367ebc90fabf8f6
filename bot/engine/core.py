"""The contract every game engine follows.

Engines are pure: no discord, no asyncio, no I/O, no global randomness. A game is a
pydantic ``State``; players act through pydantic actions (a discriminated union on
``kind``); ``apply`` returns the next state and the events it produced, each tagged
with who may see it. Everything a player reads is a :class:`Text` — a translation key
plus arguments — so the engine never formats a sentence in any language.

Every game subclasses :class:`Engine`, which owns the order of an action (check, copy,
count, let the game carry it out, stamp the decisions it opened) and of a removal; the
game fills in its rules and declares its metadata (player range, the most actions a game
can take, the kinds of decision it asks) as class attributes.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from types import UnionType
from typing import Annotated, Any, ClassVar, Generic, Literal, Self, TypeVar, Union, get_args, get_origin, overload

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bot.engine.errors import IllegalAction
from bot.engine.text import Text, text

__all__ = [
    "ActionModel",
    "ActionParser",
    "BaseOptions",
    "BaseState",
    "Choice",
    "Decision",
    "Engine",
    "Event",
    "Events",
    "IllegalAction",
    "Menu",
    "Outcome",
    "Progress",
    "SeatViewModel",
    "SharedSinceState",
    "Text",
    "rng_for",
    "text",
]


PublicT = TypeVar("PublicT", bound=BaseModel)


class Event(BaseModel):
    """Something that happened. ``to`` is ``None`` for the whole table, else the seats
    that may see it. The adapter sends non-public events only ephemerally."""

    model_config = ConfigDict(frozen=True)

    text: Text
    to: tuple[int, ...] | None = None

    @property
    def public(self) -> bool:
        return self.to is None


class Events(list[Event]):
    """The events one set-up, action or removal produces, in order, and the one way an
    engine adds one: :meth:`say` to the whole table, :meth:`tell` to some seats only."""

    @overload
    def say(self, what: Text, /) -> None: ...
    @overload
    def say(self, what: str, /, **args: Any) -> None: ...
    def say(self, what: Text | str, /, **args: Any) -> None:
        """A public event: a catalogue key and its arguments (named as :func:`text` sorts
        them), or a :class:`Text` already made (an outcome's reason)."""
        self.append(Event(text=what if isinstance(what, Text) else text(what, **args)))

    def tell(self, seats: int | Iterable[int], key: str, /, **args: Any) -> None:
        """An event only ``seats`` may see."""
        to = (seats,) if isinstance(seats, int) else tuple(seats)
        self.append(Event(text=text(key, **args), to=to))


class Decision(BaseModel):
    """A seat that must answer something now (a turn, a contest window, a choice).

    ``since`` is the state version at which this step was opened. Buttons carry it, so
    a click is accepted only while the step it was drawn for is still open: a button
    from an earlier turn is stale even if the same kind of choice is open again, while a
    simultaneous decision (two players answering at once) stays valid when the other
    player answers first. A seat has at most one open decision at a time.

    ``began`` says which decision this step belongs to, for the timer: the version at
    which the decision's first step opened (it defaults to ``since``: a decision of one
    step). A decision the rules play as a whole keeps its ``began`` across its steps: a
    Suspicion turn (roll, moves, card, its halves), a Grimm turn (keep or give, the
    second card, the action). Everything else is a decision of its own: another seat's
    answer (a contest, an Inquisition, a True Reflection token), and what opens next for
    the same seat (the next Mascarade turn, the Mascarade Spy's swap after its look, a
    Suspicion guess sheet). A seat's decision is never interrupted by another decision
    of the same seat: what the seat is asked meanwhile is part of it.

    The service relies on this (``GameService.expire``): a timeout applies
    ``timeout_action`` to the seat while its open decision continues the one whose
    deadline passed — one decision, one strike, one notice — and stops at the first
    decision that does not, which gets a deadline and an announcement of its own. A
    decision interrupted by another seat's (a Grimm turn waiting for a True Reflection
    token) reopens with the same ``began``; a timed-out one is then finished by the
    timeout ruling at once.
    """

    model_config = ConfigDict(frozen=True)

    seat: int
    kind: str
    since: int
    began: int = Field(default_factory=lambda data: data["since"])

    def continues(self, other: Decision) -> bool:
        """Whether this step belongs to the same decision as ``other``."""
        return self.seat == other.seat and self.began == other.began


class Outcome(BaseModel):
    """How a game ended. ``winners`` may be empty (a game ended with no winner)."""

    model_config = ConfigDict(frozen=True)

    winners: tuple[int, ...]
    reason: Text


class Choice(BaseModel):
    """One option of a :class:`Menu`: either a final action or a sub-menu.

    ``description`` is one line saying what the choice does (a character's power, an
    action card's effect); a level with descriptions is drawn as a select, which shows
    them. ``quick`` marks a choice whose label and pressing reveal nothing the table may
    not see (which cards a swap involves, pass or contest a claim, give a card to a player,
    end the turn): the adapter also offers it on the public turn message, by its label only
    (a description stays private), and only the deciding seat may use it. A quick choice
    may open a sub-menu: its private step (swap or not) is then shown to that seat alone."""

    label: Text
    action: Any = None
    menu: Menu | None = None
    style: Literal["primary", "secondary", "success", "danger"] = "secondary"
    description: Text | None = None
    quick: bool = False
    #: What the choice is about (the guest a move moves), for a level too long for one
    #: select: the adapter splits it between selects at these groups' boundaries, each
    #: select named by the groups it holds, so that a group's choices are found together.
    group: Text | None = None


class Menu(BaseModel):
    """What a seat may do right now, as a tree of choices the adapter can draw as
    buttons or select menus. Built from ``legal_actions``; never persisted.

    ``notes`` say why a choice the player may expect is not offered now ("revealed last
    turn: you may not announce"), shown above the choices. ``table_note`` says in one line
    what the quick choices do, for the public turn message beside them (a quick choice's
    description may speak of the seat's secrets; this line never does).

    ``opens``: a label that reveals nothing, for one control on the public turn message that
    opens this menu privately — for a decision made on a secret the prompt shows (the card
    just drawn), whose choices pressed blind would be a guess. Its choices are then not
    offered there one by one."""

    prompt: Text
    choices: list[Choice]
    notes: list[Text] = Field(default_factory=list)
    table_note: Text | None = None
    opens: Text | None = None


class Progress(BaseModel):
    """Where the game is, for the table (who is pinged, when the board is re-posted).

    ``turn`` is the turn's identity: it changes exactly when a new turn begins and only
    grows (a count of turns begun in Mascarade, the version that opened the turn in Grimm
    and Suspicion; 0 before the first, and always for a game without turns). The table posts
    a new turn message when it changes; within a turn, whoever falls due is called
    separately. ``owner`` is the seat whose turn it is (None when no one's, e.g. a
    simultaneous guess). ``round`` is the round for games that have rounds (None
    otherwise): the board is re-posted when it changes. Who must act now is ``pending``."""

    model_config = ConfigDict(frozen=True)

    turn: int = 0
    owner: int | None = None
    round: int | None = None


class BaseState(BaseModel):
    """Fields every game state has. ``version`` counts accepted actions; it is part of
    every button so a stale click is recognised."""

    seed: int
    version: int = 0
    players: int
    outcome: Outcome | None = None

    @property
    def finished(self) -> bool:
        return self.outcome is not None

    def clone(self) -> Self:
        """A copy that is safe to mutate, for ``apply``: lists, dicts and mutable models
        are copied all the way down, while what never changes in place (scalars, tuples,
        frozen models such as texts, the outcome and recorded facts) is shared. Several
        times faster than ``model_copy(deep=True)``, which dominated the cost of a move;
        the property tests check that the input state is never changed."""
        copied: Self = _copy(self)
        return copied


class SharedSinceState(BaseState):
    """The state of a game whose open decisions all opened at one version: ``since``,
    kept by the template's :meth:`Engine.stamp`."""

    since: int = 0


def _shared(value: Any) -> bool:
    """Immutable, so a copy may share it."""
    if isinstance(value, BaseModel):
        return bool(value.model_config.get("frozen"))
    return not isinstance(value, list | dict)


def _copy(value: Any) -> Any:
    # State containers are homogeneous (typed fields), so the first item tells whether a
    # shallow copy of the container is already a deep one.
    if type(value) is list:
        return list(value) if not value or _shared(value[0]) else [_copy(v) for v in value]
    if type(value) is dict:
        if not value or _shared(next(iter(value.values()))):
            return dict(value)
        return {key: _copy(item) for key, item in value.items()}
    if isinstance(value, BaseModel) and not value.model_config.get("frozen"):
        new = value.model_copy()
        fields = new.__dict__
        for name, item in fields.items():
            if not _shared(item):
                fields[name] = _copy(item)
        return new
    return value


class BaseOptions(BaseModel):
    """Host options every game has. ``first_seat`` is the host's choice of who starts
    (``None``: drawn from the seed); the lobby sets it and the service keeps it when it
    reorders the seats."""

    first_seat: int | None = Field(default=None, ge=0)


class ActionModel(BaseModel):
    """The base of every action: immutable (menus hold them, logs store them) and strict
    (a field the action does not have is an error, not silently dropped)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str


ActionT = TypeVar("ActionT")


class ActionParser(Generic[ActionT]):
    """Validates an action of a game from JSON-like data (a stored log entry, a button
    payload, a form); ``union`` is the game's discriminated union of actions."""

    def __init__(self, union: Any) -> None:
        self._adapter: TypeAdapter[ActionT] = TypeAdapter(union)
        self.types: tuple[type, ...] = _members(union)

    def __call__(self, data: Any) -> ActionT:
        if isinstance(data, str | bytes):
            return self._adapter.validate_json(data)
        return self._adapter.validate_python(data)


def _members(union: Any) -> tuple[type, ...]:
    """The action classes of a (possibly ``Annotated``) union of actions."""
    if get_origin(union) is Annotated:
        return _members(get_args(union)[0])
    if get_origin(union) in (Union, UnionType):
        return tuple(t for arg in get_args(union) for t in _members(arg))
    return (union,)


class SeatViewModel(BaseModel, Generic[PublicT]):
    """The one shape of a seat's view: the public ``board`` everybody sees, plus the
    ``seat``'s own secrets in the fields a game adds."""

    model_config = ConfigDict(frozen=True)

    board: PublicT
    seat: int


def rng_for(state: BaseState, salt: str = "") -> random.Random:
    """The only source of randomness: derived from the seed and the version, so the
    same actions replayed from the same seed give the same results."""
    return random.Random(f"{state.seed}:{state.version}:{salt}")


S = TypeVar("S", bound=BaseState)
A = TypeVar("A")
Opt = TypeVar("Opt", bound=BaseOptions)


class Engine(ABC, Generic[S, A, Opt]):
    """The contract every game engine follows, and its template. One instance per game;
    the service and the adapter use nothing else of a game's rules.

    ``setup`` refuses a table the options do not fit (the count in ``player_range``, a
    first seat at the table: one catalogue key each) before the game deals it (``begin``).
    ``apply`` and ``remove_seat`` fix the order of every change: refuse (with
    :class:`IllegalAction`) before anything is copied, copy the state, count the version,
    let the game change the copy, then stamp the decisions it opened (``stamp`` after an
    action; a removal's own ruling inside ``remove``). Randomness drawn while the game
    changes the copy therefore comes from the new version. ``pending`` is the one place
    that says a finished game asks nothing. Every event goes through :class:`Events`. A
    game fills in the abstract hooks below and declares its metadata as class attributes.
    """

    id: ClassVar[str]
    state_model: type[S]
    options_model: type[Opt]
    # Validates the game's actions (its discriminated union on ``kind``).
    parse_action: ActionParser[A]
    # The smallest and largest table any options allow (``player_range`` narrows it).
    players: ClassVar[tuple[int, int]]
    # No game takes more player actions than this (a moderator's seat removals are not
    # player actions: a test loop that removes seats adds its own allowance, tests/bounds.py).
    max_actions: ClassVar[int]
    # Every ``Decision.kind`` the game asks.
    decision_kinds: ClassVar[frozenset[str]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game that keeps the default :meth:`stamp` keeps its ``since`` where the
        default writes it: refused when the class is defined, not at its first action."""
        super().__init_subclass__(**kwargs)
        state_model = getattr(cls, "state_model", None)
        if state_model is not None and cls.stamp is Engine.stamp and not issubclass(state_model, SharedSinceState):
            raise TypeError(f"{cls.__name__}: a {state_model.__name__} keeps no shared since; override stamp")

    def player_range(self, options: Opt) -> tuple[int, int]:
        """Smallest and largest table for these options."""
        return self.players

    # -- the template --------------------------------------------------------------------

    def setup(self, players: int, seed: int, options: Opt) -> tuple[S, list[Event]]:
        """A new game, or :class:`IllegalAction` when these options cannot be played at a
        table of ``players``: a count outside ``player_range``, a first seat not at the
        table, or what the game's own rules forbid (``begin``)."""
        least, most = self.player_range(options)
        if not least <= players <= most:
            raise IllegalAction("error-player-count", n=players, least=least, most=most)
        if options.first_seat is not None and options.first_seat >= players:
            raise IllegalAction("error-first-seat", n=players)
        events = Events()
        return self.begin(players, seed, options, events), events

    def apply(self, state: S, seat: int, action: A) -> tuple[S, list[Event]]:
        """Apply one action; raise :class:`IllegalAction` and change nothing if it is
        not legal. Returns a new state (the input is never mutated)."""
        if not isinstance(action, self.parse_action.types):
            raise IllegalAction("error-stale")  # another game's action (a forged or foreign button)
        self.check(state, seat, action)
        new = state.clone()
        new.version += 1
        events = Events()
        self.perform(new, seat, action, events)
        self.stamp(state, new, seat)
        return new, events

    def remove_seat(self, state: S, seat: int) -> tuple[S, list[Event]]:
        """A moderator removes a player: continue where the rules allow, otherwise
        end the game with no winner and say why."""
        if state.finished:
            raise IllegalAction("error-game-over")
        if not self.seated(state, seat):
            raise IllegalAction("error-not-seated")
        new = state.clone()
        new.version += 1
        events = Events()
        self.remove(state, new, seat, events)
        return new, events

    def pending(self, state: S) -> list[Decision]:
        """Who must answer what now; empty when the game is over."""
        return [] if state.finished else self.decisions(state)

    def view(self, state: S, seat: int | None) -> BaseModel:
        """What ``seat`` may know (``None``: the public board). Structurally lacks
        every secret the viewer may not see."""
        if seat is None:
            return self.public_view(state)
        if not 0 <= seat < state.players:
            raise IllegalAction("error-not-seated")
        return self.seat_view(state, seat)

    def progress(self, state: S) -> Progress:
        """Where the game is (see :class:`Progress`). The default knows no turns: the table
        then keeps one turn message, edited, and calls whoever falls due; games with turns
        and rounds say more."""
        return Progress()

    # -- what every game fills in --------------------------------------------------------

    @abstractmethod
    def begin(self, players: int, seed: int, options: Opt, events: Events) -> S:
        """A new game at a table these options fit (the template checked the player count
        and the first seat); ``events`` describe the opening (public deals, private cards).
        Options the game's own rules forbid at this table raise :class:`IllegalAction`."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        """Every action ``seat`` may take now (empty when nothing is asked of it)."""

    @abstractmethod
    def check(self, state: S, seat: int, action: A) -> None:
        """Raise :class:`IllegalAction`, with the reason a player should read, unless
        ``seat`` may take ``action`` now."""

    @abstractmethod
    def perform(self, state: S, seat: int, action: A, events: Events) -> None:
        """Carry out a checked action on ``state`` (already a copy, its version counted)."""

    def stamp(self, before: S, after: S, seat: int) -> None:
        """Record, in ``after``, the version at which each decision it has open opened
        (``Decision.since``). The default is the rule of one shared ``since``
        (:class:`SharedSinceState`): an action answers ``seat``'s decision, so unless every
        decision now open is another seat's that was already open before (a simultaneous
        decision still waiting), they opened now. A game whose decisions open at versions
        of their own (Grimm stamps each as its flow opens it) overrides this."""
        assert isinstance(after, SharedSinceState)  # held when the game's class is defined
        waiting = {(d.seat, d.kind) for d in self.pending(before) if d.seat != seat}
        now = self.pending(after)
        if not (now and all((d.seat, d.kind) in waiting for d in now)):
            after.since = after.version

    @abstractmethod
    def decisions(self, state: S) -> list[Decision]:
        """The open decisions of a game that is not over (at most one per seat)."""

    @abstractmethod
    def timeout_action(self, state: S, seat: int) -> A:
        """The action the rules' timeout ruling takes for ``seat``."""

    def timeout_note(self, state: S, seat: int) -> Text | None:
        """The public line that says what the timeout ruling played for ``seat`` ("counted
        as a pass"), where saying it reveals nothing the rules do not already make public;
        None: the table reads the general "the timeout rule was applied"."""
        return None

    def timeout_note_says(self, state: S, seat: int) -> frozenset[str]:
        """The catalogue keys of the timed-out move's own public events that its
        :meth:`timeout_note` already says ("does not contest" after "counted as a pass"):
        the first event of each is left out of the announcement, so the table reads the move
        once. What follows from the move (a claim resolved) is always announced."""
        return frozenset()

    @abstractmethod
    def seated(self, state: S, seat: int) -> bool:
        """Whether ``seat`` is still playing (a moderator may remove it)."""

    @abstractmethod
    def remove(self, before: S, state: S, seat: int, events: Events) -> None:
        """Take ``seat`` out of ``state`` (a copy of ``before``, its version counted) and
        stamp the decisions this opened (each game has its own ruling on that)."""

    @abstractmethod
    def menu(self, state: S, seat: int) -> Menu | None:
        """The choices to show ``seat`` in their private panel, or None."""

    @abstractmethod
    def public_view(self, state: S) -> BaseModel:
        """The public board."""

    @abstractmethod
    def seat_view(self, state: S, seat: int) -> BaseModel:
        """The board plus ``seat``'s own secrets (a :class:`SeatViewModel`)."""
