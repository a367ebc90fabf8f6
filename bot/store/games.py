"""The games repository: lobbies, seats, the action log and the announcement outbox.

The outbox has two stages. Public events are committed with their action (``delivered =
0``); :meth:`GameStore.plan_posts` turns them into rendered posts and marks them delivered
in one transaction; a post is then sent and :meth:`GameStore.mark_sent` records the id
Discord gave it. A crash at any point leaves either events to plan or posts to send.
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from bot.shards import Shards
from bot.store.db import ConstraintError, Database, Dialect, Row, Transaction

__all__ = [
    "LIVE",
    "AuditEntry",
    "Call",
    "ChannelBusyError",
    "DueTimer",
    "EndReason",
    "GameRecord",
    "GameStatus",
    "GameStore",
    "LiveGame",
    "NewAction",
    "NewAudit",
    "NewEvent",
    "NewPost",
    "OpenLobby",
    "PauseReason",
    "Post",
    "SeatChange",
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
_LIVE_SQL = "(" + ", ".join(f"'{s.value}'" for s in LIVE) + ")"


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
    # belongs to (Engine.progress().turn); the calls still up (see cogs/game/table.py).
    turn_post: int | None
    turn_pinged: tuple[int, ...]
    turn_lines: tuple[str, ...]
    board_round: int | None
    turn_key: int | None
    turn_calls: tuple[Call, ...]
    seats: list[SeatRecord] = field(default_factory=list)

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


@dataclass(frozen=True, slots=True)
class NewAudit:
    """A line of the moderation log, written in the same transaction as what it records."""

    guild_id: int
    game_id: int
    moderator_id: int
    action: str
    detail: str = ""


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
    """A running game's turn timer."""

    game_id: int
    deadline_at: float
    turn_seconds: int
    reminded: bool


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


def _game_columns(dialect: Dialect) -> str:
    """The games columns, in GameRecord's order. The seats come along as one JSON column,
    so loading a game is a single query."""
    seat_rows = dialect.json_rows(
        "seat, user_id, name, strikes, away, removed, timed_out_began, computer",
        "seats s WHERE s.game_id = games.id",
        "seat",
    )
    return (
        "id, guild_id, channel_id, game, status, host_id, options, seed, version, state, "
        "turn_seconds, deadline_at, reminded, board_message_id, locale, end_reason, created_at, "
        f"started_at, finished_at, lobby_message_id, paused_remaining, pause_reason, winners, "
        f"turn_post, turn_pinged, turn_lines, board_round, turn_key, turn_calls, {seat_rows} AS seat_rows"
    )


def _shard_filter(shards: Shards | None) -> str:
    """SQL true for the games of ``shards``' servers (a games row's ``guild_id``), the same
    arithmetic as :func:`bot.shards.shard_of` in both dialects. The ids are validated
    integers from the settings, so they are written into the SQL as numbers."""
    if shards is None or shards.all:
        return "1 = 1"
    ids = ", ".join(str(int(i)) for i in shards.ids)
    return f"((guild_id >> 22) % {int(shards.count)}) IN ({ids})"


class GameStore:
    """Every read and write of games. Each write is one transaction.

    With ``shards``, the queries that look for work across all games (timers, lobbies to
    expire, games to reconcile, announcements owed, restart grace) see only the games of
    this process's shards: another process runs the others. Everything else is reached from
    an interaction or a game id, which Discord already routed to the right process."""

    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        self.db = db
        self._columns = _game_columns(db.dialect)
        self._mine = _shard_filter(shards)
        # Each server's games paused for lost permissions, as last read: every slash command
        # asks (cogs.game.common.note_stuck_games), and they change only by this store's
        # pause, resume, end and cancel (a server's games are all this process's), which
        # drop what was read.
        self._stuck: dict[int, list[tuple[int, int]]] = {}
        self._stuck_writes = 0  # such writes so far: a read that overlapped one is not kept
        # The private events of the games played lately: every panel shows its seat's (the
        # notes), and they change only when this store commits an action or a start.
        self._private: OrderedDict[int, list[StoredEvent]] = OrderedDict()
        self._events_written = 0

    # -- reads ---------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord | None:
        row = await self.db.fetchone(f"SELECT {self._columns} FROM games WHERE id = ?", (game_id,))
        return None if row is None else _record(row)

    async def live_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.db.fetchone(
            f"SELECT {self._columns} FROM games WHERE channel_id = ? AND status IN {_LIVE_SQL}", (channel_id,)
        )
        return None if row is None else _record(row)

    async def live_games(self) -> list[GameRecord]:
        """This process's games that are not over."""
        rows = await self.db.fetchall(
            f"SELECT {self._columns} FROM games WHERE status IN {_LIVE_SQL} AND {self._mine} ORDER BY id"
        )
        return [_record(row) for row in rows]

    async def live_overview(self) -> list[LiveGame]:
        """This process's games that are not over, as :class:`LiveGame` (one light row each:
        with thousands of games open, the whole rows are tens of megabytes)."""
        rows = await self.db.fetchall(
            "SELECT id, guild_id, channel_id, status, created_at, started_at, lobby_message_id, board_message_id, "
            "pause_reason, EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id AND s.computer IS NOT NULL) "
            f"FROM games WHERE status IN {_LIVE_SQL} AND {self._mine} ORDER BY id"
        )
        return [
            LiveGame(
                int(r[0]),
                int(r[1]),
                int(r[2]),
                GameStatus(r[3]),
                r[4],
                r[5],
                r[6],
                r[7],
                None if r[8] is None else PauseReason(r[8]),
                bool(r[9]),
            )
            for r in rows
        ]

    async def actions(self, game_id: int) -> list[tuple[int | None, str, str]]:
        """(seat, kind, action JSON) in order — the input of a replay."""
        rows = await self.db.fetchall(
            "SELECT seat, kind, action FROM actions WHERE game_id = ? ORDER BY version", (game_id,)
        )
        return [(r[0], r[1], r[2]) for r in rows]

    async def undelivered(self, game_id: int, up_to_version: int | None = None) -> list[StoredEvent]:
        """The events not yet announced; with ``up_to_version``, only those of the game's
        versions up to it (the version of the row the outbox read: an action committed since
        is planned with its own row, never with an older one)."""
        up_to = "" if up_to_version is None else " AND version <= ?"
        rows = await self.db.fetchall(
            f"SELECT id, version, audience, payload FROM events WHERE game_id = ? AND delivered = 0{up_to} ORDER BY id",
            (game_id,) if up_to_version is None else (game_id, up_to_version),
        )
        return [_event(r) for r in rows]

    async def unsent_posts(self, game_id: int) -> list[Post]:
        rows = await self.db.fetchall(
            "SELECT id, game_id, kind, content, mentions, with_panel, created_at, target FROM posts "
            "WHERE game_id = ? AND message_id IS NULL AND dropped = 0 ORDER BY id",
            (game_id,),
        )
        return [Post(r[0], r[1], r[2], r[3], tuple(json.loads(r[4])), bool(r[5]), r[6], r[7]) for r in rows]

    async def post_message(self, post_id: int) -> int | None:
        """The message a sent post made (None: not sent, or dropped)."""
        row = await self.db.fetchone("SELECT message_id FROM posts WHERE id = ? AND dropped = 0", (post_id,))
        return None if row is None or row[0] is None else int(row[0])

    async def last_sent_message(self, game_id: int) -> int | None:
        """The id of the newest message the game's outbox is known to have made."""
        row = await self.db.fetchone(
            "SELECT MAX(message_id) FROM posts WHERE game_id = ? AND kind NOT IN ('turn-edit', 'delete')", (game_id,)
        )
        return None if row is None or row[0] is None else int(row[0])

    async def games_with_unsent_announcements(self) -> list[int]:
        """Every game of this process, finished and cancelled ones included, with public
        events not yet planned or posts not yet sent."""
        rows = await self.db.fetchall(
            "SELECT game_id FROM (SELECT game_id FROM events WHERE delivered = 0 "
            "UNION SELECT game_id FROM posts WHERE message_id IS NULL AND dropped = 0) AS owed "
            f"JOIN games ON games.id = owed.game_id WHERE {self._mine} ORDER BY game_id"
        )
        return [int(r[0]) for r in rows]

    async def public_events(self, game_id: int, limit: int) -> list[StoredEvent]:
        """The latest ``limit`` public events, oldest first."""
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? AND audience IS NULL "
            "ORDER BY id DESC LIMIT ?",
            (game_id, limit),
        )
        return [_event(r) for r in reversed(rows)]

    async def all_events(self, game_id: int) -> list[StoredEvent]:
        """Every event, private ones included — only for a finished game's full log."""
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [_event(r) for r in rows]

    async def events_seen_by(self, game_id: int, seat: int) -> list[StoredEvent]:
        """The events ``seat`` saw, oldest first: public ones and those addressed to it."""
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [e for e in map(_event, rows) if e.audience is None or seat in e.audience]

    async def private_events(self, game_id: int, seat: int) -> list[StoredEvent]:
        """The seat's private events, oldest first."""
        found = self._private.get(game_id)
        if found is None:
            writes = self._events_written
            rows = await self.db.fetchall(
                "SELECT id, version, audience, payload FROM events WHERE game_id = ? AND audience IS NOT NULL "
                "ORDER BY id",
                (game_id,),
            )
            found = [_event(r) for r in rows]
            if writes == self._events_written:  # no private event was written meanwhile
                self._private[game_id] = found
                while len(self._private) > PRIVATE_EVENTS_KEPT:
                    self._private.popitem(last=False)
        else:
            self._private.move_to_end(game_id)
        return [e for e in found if e.audience and seat in e.audience]

    async def due_timers(self) -> list[DueTimer]:
        """Every running game's turn timer in this process (paused games keep theirs frozen)."""
        rows = await self.db.fetchall(
            "SELECT id, deadline_at, turn_seconds, reminded FROM games "
            f"WHERE status = ? AND deadline_at IS NOT NULL AND {self._mine}",
            (GameStatus.RUNNING,),
        )
        return [DueTimer(r[0], r[1], r[2], bool(r[3])) for r in rows]

    async def open_lobbies(self) -> list[OpenLobby]:
        rows = await self.db.fetchall(
            "SELECT id, guild_id, channel_id, created_at, lobby_message_id FROM games "
            f"WHERE status = ? AND {self._mine}",
            (GameStatus.LOBBY,),
        )
        return [OpenLobby(*r) for r in rows]

    async def paused_without_permission(self, guild_id: int) -> list[tuple[int, int]]:
        """(game id, channel id) of a server's games paused because the bot cannot post."""
        found = self._stuck.get(guild_id)
        if found is None:
            writes = self._stuck_writes
            rows = await self.db.fetchall(
                "SELECT id, channel_id FROM games WHERE guild_id = ? AND status = ? AND pause_reason = ?",
                (guild_id, GameStatus.PAUSED, PauseReason.NO_PERMISSION),
            )
            found = [(int(r[0]), int(r[1])) for r in rows]
            if writes == self._stuck_writes:
                self._stuck[guild_id] = found
        return list(found)

    async def audit_log(self, guild_id: int, limit: int) -> list[AuditEntry]:
        """A server's moderation log, newest first."""
        rows = await self.db.fetchall(
            "SELECT game_id, moderator_id, action, detail, created_at FROM mod_actions WHERE guild_id = ? "
            "ORDER BY id DESC LIMIT ?",
            (guild_id, limit),
        )
        return [AuditEntry(*row) for row in rows]

    # -- writes --------------------------------------------------------------------------

    def _events_changed(self, game_id: int) -> None:
        """An action or a start committed the game's new events (after the commit: no read
        keeps what was there before)."""
        self._private.pop(game_id, None)
        self._events_written += 1

    def _status_written(self) -> None:
        """A paused game was resumed or ended, or a game paused: what was read of the
        servers' stuck games is dropped (after the write, so no read keeps the old)."""
        self._stuck.clear()
        self._stuck_writes += 1

    async def create_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game: str,
        host_id: int,
        host_name: str,
        options: str,
        seed: int,
        turn_seconds: int,
        locale: str,
        now: float,
    ) -> int:
        try:
            async with self.db.transaction() as tx:
                game_id = await tx.insert(
                    "INSERT INTO games (guild_id, channel_id, game, status, host_id, options, seed, "
                    "turn_seconds, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, game, GameStatus.LOBBY, host_id, options, seed, turn_seconds, locale, now),
                )
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except ConstraintError:
            raise ChannelBusyError from None
        return game_id

    async def join_seat(self, game_id: int, seat: int, user_id: int, name: str, computer: str | None = None) -> None:
        """Someone takes a lobby seat; ``computer``: the level of a computer player (its
        ``user_id`` is negative, see migration 0008)."""
        await self.db.execute(
            "INSERT INTO seats (game_id, seat, user_id, name, computer) VALUES (?, ?, ?, ?, ?)",
            (game_id, seat, user_id, name, computer),
        )

    async def replace_with_computer(
        self,
        game_id: int,
        *,
        seat: int,
        user_id: int,
        level: str,
        announcement: NewEvent,
        version: int,
        audit: NewAudit | None,
        now: float,
    ) -> None:
        """A seated player's seat goes on as a computer player: same seat, same name."""
        async with self.db.transaction() as tx:
            await tx.execute(
                "UPDATE seats SET user_id = ?, computer = ?, strikes = 0, away = 0, timed_out_began = NULL "
                "WHERE game_id = ? AND seat = ?",
                (user_id, level, game_id, seat),
            )
            await _announce(tx, game_id, version, announcement, audit, now)

    async def leave_lobby(
        self, game_id: int, user_id: int, *, new_host_id: int | None = None, cancelled_at: float | None = None
    ) -> None:
        """A player leaves a lobby; the host's role passes to ``new_host_id``, and the last
        one out cancels it (``cancelled_at``) — one transaction."""
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM seats WHERE game_id = ? AND user_id = ?", (game_id, user_id))
            if cancelled_at is not None:
                await tx.execute(
                    "UPDATE games SET status = ?, finished_at = ? WHERE id = ?",
                    (GameStatus.CANCELLED, cancelled_at, game_id),
                )
            elif new_host_id is not None:
                await tx.execute("UPDATE games SET host_id = ? WHERE id = ?", (new_host_id, game_id))

    async def set_options(self, game_id: int, options: str) -> None:
        await self.db.execute("UPDATE games SET options = ? WHERE id = ?", (options, game_id))

    async def set_turn_seconds(self, game_id: int, seconds: int) -> None:
        await self.db.execute("UPDATE games SET turn_seconds = ? WHERE id = ?", (seconds, game_id))

    async def cancel_lobby(
        self, game_id: int, now: float, *, reason: EndReason | None = None, audit: NewAudit | None = None
    ) -> bool:
        """Cancel a game still in its lobby (and log who did, if a moderator did); False if
        it is not in its lobby any more."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET status = ?, finished_at = ?, end_reason = ? WHERE id = ? AND status = ?",
                (GameStatus.CANCELLED, now, reason, game_id, GameStatus.LOBBY),
            )
            if changed and audit is not None:
                await _add_audit(tx, audit, now)
            return changed == 1

    async def cancel_for_deleted_channel(self, game_id: int, now: float) -> None:
        """A live game whose channel is gone: cancelled, with its unannounced events and
        unsent posts dropped — there is nowhere left to post them."""
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    f"UPDATE games SET status = ?, finished_at = ?, end_reason = ?, deadline_at = NULL "
                    f"WHERE id = ? AND status IN {_LIVE_SQL}",
                    (GameStatus.CANCELLED, now, EndReason.CHANNEL_DELETED, game_id),
                )
                await _drop_unsent(tx, game_id)
        finally:
            self._status_written()

    async def record_start(
        self,
        game_id: int,
        *,
        seat_order: Sequence[int],
        state: str,
        version: int,
        options: str,
        events: Sequence[NewEvent],
        deadline_at: float | None,
        now: float,
    ) -> None:
        """The game starts: seats renumbered 0..n-1 in ``seat_order`` (user ids; the engine
        knows seats by number), its first state, options and events — one transaction."""
        async with self.db.transaction() as tx:
            # Negated first: the (game_id, seat) key must stay unique while renumbering.
            await tx.execute("UPDATE seats SET seat = -1 - seat WHERE game_id = ?", (game_id,))
            for number, user_id in enumerate(seat_order):
                await tx.execute(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND user_id = ?", (number, game_id, user_id)
                )
            await tx.execute(
                "UPDATE games SET status = ?, state = ?, version = ?, started_at = ?, deadline_at = ?, options = ? "
                "WHERE id = ?",
                (GameStatus.RUNNING, state, version, now, deadline_at, options, game_id),
            )
            await _add_events(tx, game_id, version, events)
        self._events_changed(game_id)

    async def mark_reminded(self, game_id: int) -> None:
        await self.db.execute("UPDATE games SET reminded = 1 WHERE id = ?", (game_id,))

    async def record_lobby_message(self, game_id: int, message_id: int) -> None:
        await self.db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def restore_lobby_message(self, game_id: int, message_id: int) -> None:
        """Record a lobby message found or posted again — unless one was recorded meanwhile."""
        await self.db.execute(
            "UPDATE games SET lobby_message_id = ? WHERE id = ? AND lobby_message_id IS NULL", (message_id, game_id)
        )

    async def record_board_message(self, game_id: int, message_id: int) -> None:
        await self.db.execute("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))

    async def grant_restart_grace(self, now: float, grace_seconds: float) -> None:
        """Deadlines that passed (or nearly) while this process was down get a fresh grace
        period; another process's games never stopped, so theirs stay as they are."""
        greatest, least = self.db.dialect.greatest, self.db.dialect.least
        await self.db.execute(
            f"UPDATE games SET deadline_at = {greatest}(deadline_at, CAST(? AS DOUBLE PRECISION) + "
            f"{least}(turn_seconds, CAST(? AS DOUBLE PRECISION))) "
            f"WHERE status = ? AND deadline_at IS NOT NULL AND {self._mine}",
            (now, grace_seconds, GameStatus.RUNNING),
        )

    async def commit_action(self, new: NewAction) -> None:
        """Store an accepted action with all it changed, atomically, and only if nobody
        committed another action first and the game's status is still the one the action
        was checked against (a game cancelled meanwhile is not brought back)."""
        game_id = new.game_id
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET version = ?, state = ?, status = ?, deadline_at = ?, reminded = 0, "
                "finished_at = CASE WHEN ? THEN ? ELSE finished_at END "
                "WHERE id = ? AND version = ? AND status = ?",
                (
                    new.new_version,
                    new.state,
                    new.status,
                    new.deadline_at,
                    new.status in ENDED,
                    new.now,
                    game_id,
                    new.expected_version,
                    new.expected_status,
                ),
            )
            if changed != 1:
                raise VersionConflictError
            await tx.execute(
                "INSERT INTO actions (game_id, version, seat, kind, action, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, new.new_version, new.seat, new.kind, new.action, new.now),
            )
            await _add_events(tx, game_id, new.new_version, new.events)
            for change in new.seat_changes:
                await _change_seat(tx, game_id, change)
            if new.winners is not None:
                await tx.execute("UPDATE games SET winners = ? WHERE id = ?", (json.dumps(list(new.winners)), game_id))
            if new.audit is not None:
                await _add_audit(tx, new.audit, new.now)
        if new.expected_status == GameStatus.PAUSED:
            self._status_written()  # a paused game's action (a seat removed) may end it
        self._events_changed(game_id)

    # -- moderation: each change announced (outbox) and audited in its own transaction -----

    async def end_game(
        self, game_id: int, *, reason: str, announcement: NewEvent, version: int, audit: NewAudit | None, now: float
    ) -> None:
        """End a game now, with no winner, for ``reason`` (shown to the table)."""
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE games SET status = ?, finished_at = ?, end_reason = ?, deadline_at = NULL, winners = '[]' "
                    "WHERE id = ?",
                    (GameStatus.FINISHED, now, reason, game_id),
                )
                await _announce(tx, game_id, version, announcement, audit, now)
        finally:
            self._status_written()

    async def pause(
        self,
        game_id: int,
        *,
        remaining: float | None,
        reason: PauseReason,
        announcement: NewEvent,
        version: int,
        audit: NewAudit | None,
        now: float,
    ) -> None:
        """Pause a game, keeping the time its turn had left."""
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE games SET status = ?, paused_remaining = ?, pause_reason = ?, deadline_at = NULL "
                    "WHERE id = ?",
                    (GameStatus.PAUSED, remaining, reason, game_id),
                )
                await _announce(tx, game_id, version, announcement, audit, now)
        finally:
            self._status_written()

    async def resume(
        self,
        game_id: int,
        *,
        deadline_at: float | None,
        announcement: NewEvent,
        version: int,
        audit: NewAudit | None,
        now: float,
    ) -> None:
        try:
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE games SET status = ?, deadline_at = ?, paused_remaining = NULL, pause_reason = NULL "
                    "WHERE id = ?",
                    (GameStatus.RUNNING, deadline_at, game_id),
                )
                await _announce(tx, game_id, version, announcement, audit, now)
        finally:
            self._status_written()

    async def extend_timer(
        self,
        game_id: int,
        *,
        seconds: int,
        paused: bool,
        announcement: NewEvent,
        version: int,
        audit: NewAudit | None,
        now: float,
    ) -> None:
        """Give the current turn more time: to the frozen time left of a paused game, else
        to its running deadline."""
        column = "paused_remaining" if paused else "deadline_at"
        async with self.db.transaction() as tx:
            await tx.execute(f"UPDATE games SET {column} = {column} + ?, reminded = 0 WHERE id = ?", (seconds, game_id))
            await _announce(tx, game_id, version, announcement, audit, now)

    async def transfer_host(
        self, game_id: int, *, user_id: int, announcement: NewEvent, version: int, audit: NewAudit | None, now: float
    ) -> None:
        async with self.db.transaction() as tx:
            await tx.execute("UPDATE games SET host_id = ? WHERE id = ?", (user_id, game_id))
            await _announce(tx, game_id, version, announcement, audit, now)

    async def add_audit(self, audit: NewAudit, now: float) -> None:
        """An audit line that records no change of the game (a repair)."""
        async with self.db.transaction() as tx:
            await _add_audit(tx, audit, now)

    async def plan_posts(
        self,
        game_id: int,
        event_ids: Sequence[int],
        posts: Sequence[NewPost],
        now: float,
        turn: TurnUpdate | None = None,
    ) -> None:
        """Replace undelivered events by the posts that announce them — atomically, so an
        event is announced by exactly one planned post — and record what the turn message
        becomes (``turn``) in the same transaction."""
        async with self.db.transaction() as tx:
            ids = [
                await tx.insert(
                    "INSERT INTO posts (game_id, kind, content, mentions, with_panel, target, created_at) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (game_id, p.kind, p.content, json.dumps(list(p.mentions)), int(p.with_panel), p.target, now),
                )
                for p in posts
            ]
            if turn is not None:
                calls = [*turn.calls, *(Call(ids[c.post], c.users) for c in turn.new_calls)]
                await tx.execute(
                    "UPDATE games SET turn_post = COALESCE(?, turn_post), turn_pinged = ?, turn_lines = ?, "
                    "board_round = ?, turn_key = ?, turn_calls = ? WHERE id = ?",
                    (
                        None if turn.new_post is None else ids[turn.new_post],
                        json.dumps(list(turn.pinged)),
                        json.dumps(list(turn.lines)),
                        turn.board_round,
                        turn.turn_key,
                        json.dumps([[c.post, list(c.users)] for c in calls]),
                        game_id,
                    ),
                )
            if event_ids:
                marks = ",".join("?" * len(event_ids))
                await tx.execute(f"UPDATE events SET delivered = 1 WHERE id IN ({marks})", tuple(event_ids))

    async def mark_sent(self, post_id: int, message_id: int) -> None:
        await self.db.execute("UPDATE posts SET message_id = ? WHERE id = ?", (message_id, post_id))

    async def drop_post(self, post_id: int) -> None:
        await self.db.execute("UPDATE posts SET dropped = 1 WHERE id = ?", (post_id,))

    async def drop_unsent(self, game_id: int) -> int:
        """Give up every announcement of a game whose channel is gone (unplanned events
        included); returns how many posts were dropped."""
        async with self.db.transaction() as tx:
            return await _drop_unsent(tx, game_id)


async def _drop_unsent(tx: Transaction, game_id: int) -> int:
    """Mark the game's unannounced events delivered and its unsent posts dropped; returns
    how many posts were dropped."""
    await tx.execute("UPDATE events SET delivered = 1 WHERE game_id = ? AND delivered = 0", (game_id,))
    return await tx.execute(
        "UPDATE posts SET dropped = 1 WHERE game_id = ? AND message_id IS NULL AND dropped = 0", (game_id,)
    )


async def _add_events(tx: Transaction, game_id: int, version: int, events: Sequence[NewEvent]) -> None:
    """Public events wait for the outbox (``delivered = 0``), and so do the table's signals,
    addressed to nobody (an empty audience: see ``bot.service.TABLE_DUE``); private ones
    are shown in panels."""
    await tx.executemany(
        "INSERT INTO events (game_id, version, audience, payload, delivered) VALUES (?, ?, ?, ?, ?)",
        [
            (
                game_id,
                version,
                None if e.audience is None else json.dumps(list(e.audience)),
                e.payload,
                0 if not e.audience else 1,
            )
            for e in events
        ],
    )


async def _change_seat(tx: Transaction, game_id: int, change: SeatChange) -> None:
    where = (game_id, change.seat)
    if change.strikes is not None:
        await tx.execute("UPDATE seats SET strikes = ? WHERE game_id = ? AND seat = ?", (change.strikes, *where))
    if change.timed_out_began is not None:
        await tx.execute(
            "UPDATE seats SET timed_out_began = ? WHERE game_id = ? AND seat = ?", (change.timed_out_began, *where)
        )
    if change.away:
        await tx.execute("UPDATE seats SET away = 1 WHERE game_id = ? AND seat = ?", where)
    if change.removed:
        await tx.execute("UPDATE seats SET removed = 1 WHERE game_id = ? AND seat = ?", where)


async def _add_audit(tx: Transaction, audit: NewAudit, now: float) -> None:
    await tx.execute(
        "INSERT INTO mod_actions (guild_id, game_id, moderator_id, action, detail, created_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (audit.guild_id, audit.game_id, audit.moderator_id, audit.action, audit.detail, now),
    )


async def _announce(
    tx: Transaction, game_id: int, version: int, announcement: NewEvent, audit: NewAudit | None, now: float
) -> None:
    await _add_events(tx, game_id, version, [announcement])
    if audit is not None:
        await _add_audit(tx, audit, now)


def _record(row: Row) -> GameRecord:
    *columns, seat_rows = tuple(row)
    record = GameRecord(*columns)
    record.status = GameStatus(record.status)
    record.pause_reason = None if record.pause_reason is None else PauseReason(record.pause_reason)
    record.reminded = bool(record.reminded)
    record.turn_pinged = tuple(json.loads(str(record.turn_pinged)))
    record.turn_lines = tuple(json.loads(str(record.turn_lines)))
    record.turn_calls = tuple(Call(int(post), tuple(users)) for post, users in json.loads(str(record.turn_calls)))
    record.seats = [
        SeatRecord(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5]), r[6], r[7]) for r in json.loads(seat_rows)
    ]
    return record


def _event(row: Row) -> StoredEvent:
    audience = None if row[2] is None else tuple(json.loads(row[2]))
    return StoredEvent(id=row[0], version=row[1], audience=audience, payload=row[3])
