"""The games repository's records: what a game, a seat, an event, a post and an audit line
are once read, and what a write is given. Plain frozen dataclasses and enums, so every layer
above the store (the service, the adapter, the tools) may read them without reaching the
database."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from bot.core.time_control import Bank, TimeControl

__all__ = [
    "ENDED",
    "LIVE",
    "PRIVATE_EVENTS_KEPT",
    "AuditEntry",
    "Call",
    "ChannelBusyError",
    "DueTimer",
    "EndReason",
    "GameRecord",
    "GameStatus",
    "LiveGame",
    "NewAction",
    "NewAudit",
    "NewEvent",
    "NewLobby",
    "NewPost",
    "OpenLobby",
    "PauseReason",
    "Post",
    "SeatChange",
    "SeatClock",
    "SeatRecord",
    "StoredEvent",
    "TurnUpdate",
    "VersionConflictError",
]


class GameStatus(StrEnum):
    """A game's life: lobby → running ⇄ paused → finished; a lobby (or a game whose channel
    was deleted) may be cancelled. Stored as these strings."""

    LOBBY = "lobby"
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class EndReason(StrEnum):
    """Why the bot itself ended a game. A moderator's ``/mod end`` stores their own words."""

    LOBBY_EXPIRED = "lobby expired"
    CHANNEL_DELETED = "channel deleted"


class PauseReason(StrEnum):
    MODERATOR = "moderator"
    NO_PERMISSION = "no-permission"  # the bot can no longer post in the game's channel
    TIMER_FAILED = "timer-failed"  # the game's timeout ruling raised: a bug, reported once


LIVE = (GameStatus.LOBBY, GameStatus.RUNNING, GameStatus.PAUSED)
PRIVATE_EVENTS_KEPT = 32  # games whose private events are kept (see GameStore.private_events)
ENDED = (GameStatus.FINISHED, GameStatus.CANCELLED)


class ChannelBusyError(Exception):
    """The channel already has a live game (the unique index said so)."""


class VersionConflictError(Exception):
    """Someone else committed first: the caller's state is stale."""


@dataclass(frozen=True, slots=True)
class SeatRecord:
    seat: int
    user_id: int
    name: str
    strikes: int = 0
    away: bool = False
    removed: bool = False
    timed_out_began: int | None = None  # Decision.began of the seat's latest timeout
    computer: str | None = None  # the level of a computer player (its user_id is negative)
    clock: SeatClock | None = None  # its time bank and running clock (a time-bank game)


@dataclass(frozen=True, slots=True)
class SeatClock:
    """A seat's clock in a time-bank game: its ``bank`` (seconds), and the clock running for
    its open decision — the seconds it had ``left`` when it started running at ``since``
    (None: stopped) and the moment ``due_at`` it runs out, quiet hours and holidays left out
    (None: nothing asked of the seat)."""

    bank: float
    left: float | None = None
    since: float | None = None
    due_at: float | None = None

    @property
    def running(self) -> bool:
        return self.since is not None


@dataclass(slots=True)
class GameRecord:
    id: int
    guild_id: int
    channel_id: int
    game: str
    status: GameStatus
    host_id: int
    options: str
    seed: int
    version: int
    state: str | None
    turn_seconds: int
    deadline_at: float | None
    reminded: bool
    board_message_id: int | None
    locale: str
    end_reason: str | None
    created_at: float
    started_at: float | None
    finished_at: float | None
    lobby_message_id: int | None
    paused_remaining: float | None
    pause_reason: PauseReason | None
    winners: str | None
    # The current turn message (posts.id), the users notified for the decision they still
    # have, the log lines it shows; the round the board was last posted in; the turn it
    # belongs to (Engine.progress().turn); the calls still up (see cogs/table/table.py).
    turn_post: int | None
    turn_pinged: tuple[int, ...]
    turn_lines: tuple[str, ...]
    board_round: int | None
    turn_key: int | None
    turn_calls: tuple[Call, ...]
    # The host allowed hints (or the table is a practice or tutorial one): every player's
    # panel offers 💡, and the game is not rated.
    hints: bool
    # The clock (see bot.core.time_control): the answer timer as set, the time bank's
    # (initial, increment, cap) when it has one; when a call that waited is due.
    answer_seconds: int | None
    bank_initial: int | None
    bank_increment: int | None
    bank_cap: int | None
    call_at: float | None
    seats: list[SeatRecord] = field(default_factory=list)

    @property
    def banked(self) -> bool:
        """Whether the game's clock is a time bank (a game played over days)."""
        return self.bank_initial is not None

    @property
    def time_control(self) -> TimeControl:
        bank = None
        if self.bank_initial is not None:
            bank = Bank(self.bank_initial, self.bank_increment or 0, self.bank_cap or self.bank_initial)
        return TimeControl(self.turn_seconds, self.answer_seconds, bank)

    @property
    def live(self) -> bool:
        return self.status in LIVE

    def seat_of(self, user_id: int) -> SeatRecord | None:
        return next((s for s in self.seats if s.user_id == user_id and not s.removed), None)

    def by_seat(self, seat: int) -> SeatRecord | None:
        return next((s for s in self.seats if s.seat == seat), None)


@dataclass(frozen=True, slots=True)
class StoredEvent:
    id: int
    version: int
    audience: tuple[int, ...] | None
    payload: str


@dataclass(frozen=True, slots=True)
class NewEvent:
    audience: tuple[int, ...] | None
    payload: str


@dataclass(frozen=True, slots=True)
class SeatChange:
    """What an action changes on one seat besides the state (None/False = unchanged)."""

    seat: int
    strikes: int | None = None
    timed_out_began: int | None = None
    away: bool = False
    removed: bool = False
    clock: SeatClock | None = None  # its new clock (a time-bank game)


@dataclass(frozen=True, slots=True)
class NewAudit:
    """A line of the moderation log, written in the same transaction as what it records."""

    guild_id: int
    game_id: int
    moderator_id: int
    action: str
    detail: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class NewLobby:
    """What a new lobby is: the game, where it is played, who hosts it (they take its first
    seat), the language its table is told things in, its turn timer and its options (the
    game's Options as JSON; None: the game's defaults, which the service fills in)."""

    game: str
    guild_id: int
    channel_id: int
    host_id: int
    host_name: str
    locale: str
    turn_seconds: int
    options: str | None = None
    time_control: TimeControl | None = None  # None: the per-decision timer of turn_seconds
    hints: bool = False  # every player's panel offers 💡, and the game is not rated


@dataclass(frozen=True, slots=True, kw_only=True)
class NewAction:
    """An accepted action to store (:meth:`GameStore.commit_action`): the version and status
    it was checked against, and everything it changed — the state, its events, the seats, the
    winners if it ended the game, a moderator's audit line if one acted."""

    game_id: int
    expected_version: int
    expected_status: GameStatus
    new_version: int
    state: str
    seat: int | None
    kind: str
    action: str
    events: Sequence[NewEvent]
    status: GameStatus
    deadline_at: float | None
    now: float
    seat_changes: Sequence[SeatChange] = ()
    winners: Sequence[int] | None = None
    audit: NewAudit | None = None


@dataclass(frozen=True, slots=True)
class AuditEntry:
    game_id: int | None
    moderator_id: int
    action: str
    detail: str
    created_at: float


@dataclass(frozen=True, slots=True)
class DueTimer:
    """A running game's timers: its next deadline (the turn's, or the first of its seats'
    in a time-bank game), and when a call that waited is due."""

    game_id: int
    deadline_at: float | None
    turn_seconds: int
    reminded: bool
    call_at: float | None = None


@dataclass(frozen=True, slots=True)
class LiveGame:
    """What the start-up and the reconciliation look at in every live game: the row
    without its state, which is most of a row and none of their business."""

    id: int
    guild_id: int
    channel_id: int
    status: GameStatus
    created_at: float
    started_at: float | None
    lobby_message_id: int | None
    board_message_id: int | None
    pause_reason: PauseReason | None
    computers: bool  # a computer player has a seat


@dataclass(frozen=True, slots=True)
class OpenLobby:
    game_id: int
    guild_id: int
    channel_id: int
    created_at: float
    lobby_message_id: int | None


@dataclass(frozen=True, slots=True)
class NewPost:
    """A public message the outbox will send, edit or delete: a turn message ("turn"), a
    turn message's full new content ("turn-edit" of ``target``, a posts.id; without the
    panel it retires its controls), a call notifying whoever just fell due ("call"), the
    deletion of a call ("delete" of ``target``), the board posted again ("board"), the
    end-of-game summary ("summary"). "log" posts were planned by earlier versions and are
    still sent."""

    kind: str
    content: str = ""
    mentions: tuple[int, ...] = ()
    with_panel: bool = False
    target: int | None = None


@dataclass(frozen=True, slots=True)
class Call:
    """A call still up: its post (posts.id, or, in a :class:`TurnUpdate`, the index of a
    post of the batch being planned) and the users it notified."""

    post: int
    users: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TurnUpdate:
    """What the games row says of the turn message once a batch of posts is planned:
    ``new_post`` is the index, among the batch, of a new turn message (None: it stays);
    ``calls`` are the calls kept up (posts.id) and ``new_calls`` those the batch posts
    (their index among the batch)."""

    new_post: int | None
    pinged: tuple[int, ...]
    lines: tuple[str, ...]
    board_round: int | None
    turn_key: int | None
    calls: tuple[Call, ...] = ()
    new_calls: tuple[Call, ...] = ()
    call_at: float | None = None  # when a call that waits (quiet hours, a holiday) is due


@dataclass(frozen=True, slots=True)
class Post:
    id: int
    game_id: int
    kind: str
    content: str
    mentions: tuple[int, ...]
    with_panel: bool
    created_at: float
    target: int | None = None

    @property
    def nonce(self) -> str:
        """Discord returns the message already made for a repeated nonce (``enforce_nonce``)."""
        return f"mn{self.id}"
