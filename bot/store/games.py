"""The games repository: lobbies, seats, the action log and the announcement outbox.

The outbox has two stages. Public events are committed with their action (``delivered =
0``); :meth:`GameStore.plan_posts` turns them into rendered posts and marks them delivered
in one transaction; a post is then sent and :meth:`GameStore.mark_sent` records the id
Discord gave it. A crash at any point leaves either events to plan or posts to send.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import aiosqlite

from bot.store.db import Database

__all__ = [
    "ChannelBusyError",
    "GameRecord",
    "GameStore",
    "NewPost",
    "Post",
    "SeatRecord",
    "Statement",
    "StoredEvent",
    "VersionConflictError",
]

LIVE = ("lobby", "running", "paused")

# One SQL statement and its parameters, to run inside a transaction with others.
Statement = tuple[str, list[object]]


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


@dataclass(slots=True)
class GameRecord:
    id: int
    guild_id: int
    channel_id: int
    game: str
    status: str
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
    pause_reason: str | None
    winners: str | None
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
class NewPost:
    """A public message the outbox will send: a log chunk, or the end-of-game summary."""

    kind: str  # "log" | "summary"
    content: str = ""
    mentions: tuple[int, ...] = ()
    with_panel: bool = False


@dataclass(frozen=True, slots=True)
class Post:
    id: int
    game_id: int
    kind: str
    content: str
    mentions: tuple[int, ...]
    with_panel: bool
    created_at: float

    @property
    def nonce(self) -> str:
        """Discord returns the message already made for a repeated nonce (``enforce_nonce``)."""
        return f"mn{self.id}"


# The seats come along as one JSON column, so loading a game is a single query.
_GAME_COLUMNS = (
    "id, guild_id, channel_id, game, status, host_id, options, seed, version, state, "
    "turn_seconds, deadline_at, reminded, board_message_id, locale, end_reason, created_at, "
    "started_at, finished_at, lobby_message_id, paused_remaining, pause_reason, winners, "
    "(SELECT json_group_array(json_array(seat, user_id, name, strikes, away, removed, timed_out_began)) "
    "FROM (SELECT * FROM seats s WHERE s.game_id = games.id ORDER BY s.seat)) AS seat_rows"
)


class GameStore:
    """Every read and write of games. Each write is one transaction."""

    def __init__(self, db: Database) -> None:
        self.db = db

    # -- reads ---------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord | None:
        row = await self.db.fetchone(f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return None if row is None else _record(row)

    async def live_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.db.fetchone(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE channel_id = ? AND status IN {LIVE}", (channel_id,)
        )
        return None if row is None else _record(row)

    async def live_games(self) -> list[GameRecord]:
        rows = await self.db.fetchall(f"SELECT {_GAME_COLUMNS} FROM games WHERE status IN {LIVE} ORDER BY id")
        return [_record(row) for row in rows]

    async def actions(self, game_id: int) -> list[tuple[int | None, str, str]]:
        """(seat, kind, action JSON) in order — the input of a replay."""
        rows = await self.db.fetchall(
            "SELECT seat, kind, action FROM actions WHERE game_id = ? ORDER BY version", (game_id,)
        )
        return [(r[0], r[1], r[2]) for r in rows]

    async def undelivered(self, game_id: int) -> list[StoredEvent]:
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? AND delivered = 0 ORDER BY id",
            (game_id,),
        )
        return [_event(r) for r in rows]

    async def unsent_posts(self, game_id: int) -> list[Post]:
        rows = await self.db.fetchall(
            "SELECT id, game_id, kind, content, mentions, with_panel, created_at FROM posts "
            "WHERE game_id = ? AND message_id IS NULL AND dropped = 0 ORDER BY id",
            (game_id,),
        )
        return [Post(r[0], r[1], r[2], r[3], tuple(json.loads(r[4])), bool(r[5]), r[6]) for r in rows]

    async def last_sent_message(self, game_id: int) -> int | None:
        """The id of the newest message the game's outbox is known to have made."""
        row = await self.db.fetchone("SELECT MAX(message_id) FROM posts WHERE game_id = ?", (game_id,))
        return None if row is None or row[0] is None else int(row[0])

    async def games_with_unsent_announcements(self) -> list[int]:
        """Every game, finished and cancelled ones included, with public events not yet
        planned or posts not yet sent."""
        rows = await self.db.fetchall(
            "SELECT game_id FROM events WHERE delivered = 0 "
            "UNION SELECT game_id FROM posts WHERE message_id IS NULL AND dropped = 0 ORDER BY game_id"
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

    async def private_events(self, game_id: int, seat: int, limit: int) -> list[StoredEvent]:
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? AND audience IS NOT NULL ORDER BY id",
            (game_id,),
        )
        mine = [e for e in map(_event, rows) if e.audience and seat in e.audience]
        return mine[-limit:]

    # -- writes --------------------------------------------------------------------------

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
                    "turn_seconds, locale, created_at) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, game, host_id, options, seed, turn_seconds, locale, now),
                )
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, host_id, host_name),
                )
        except sqlite3.IntegrityError:
            raise ChannelBusyError from None
        return game_id

    async def write(self, sql: str, params: Sequence[object]) -> None:
        """One statement in its own transaction (autocommit)."""
        await self.db.execute(sql, params)

    async def transaction(self, statements: Iterable[tuple[str, Sequence[object]]]) -> None:
        async with self.db.transaction() as tx:
            for sql, params in statements:
                await tx.execute(sql, params)

    async def commit_action(
        self,
        game_id: int,
        *,
        expected_version: int,
        expected_status: str,
        new_version: int,
        state: str,
        seat: int | None,
        kind: str,
        action: str,
        events: Sequence[NewEvent],
        status: str,
        deadline_at: float | None,
        now: float,
        extra: Iterable[tuple[str, Sequence[object]]] = (),
    ) -> None:
        """Store an accepted action, its events and the new state — atomically, and only
        if nobody committed another action first and the game's status is still the one
        the action was checked against (a game cancelled meanwhile is not brought back)."""
        async with self.db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE games SET version = ?, state = ?, status = ?, deadline_at = ?, reminded = 0, "
                "finished_at = CASE WHEN ? IN ('finished', 'cancelled') THEN ? ELSE finished_at END "
                "WHERE id = ? AND version = ? AND status = ?",
                (new_version, state, status, deadline_at, status, now, game_id, expected_version, expected_status),
            )
            if changed != 1:
                raise VersionConflictError
            await tx.execute(
                "INSERT INTO actions (game_id, version, seat, kind, action, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, new_version, seat, kind, action, now),
            )
            await tx.executemany(
                "INSERT INTO events (game_id, version, audience, payload, delivered) VALUES (?, ?, ?, ?, ?)",
                [
                    (
                        game_id,
                        new_version,
                        None if e.audience is None else json.dumps(list(e.audience)),
                        e.payload,
                        0 if e.audience is None else 1,
                    )
                    for e in events
                ],
            )
            for sql, params in extra:
                await tx.execute(sql, params)

    async def plan_posts(self, game_id: int, event_ids: Sequence[int], posts: Sequence[NewPost], now: float) -> None:
        """Replace undelivered events by the posts that announce them — atomically, so an
        event is announced by exactly one planned post."""
        async with self.db.transaction() as tx:
            await tx.executemany(
                "INSERT INTO posts (game_id, kind, content, mentions, with_panel, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(game_id, p.kind, p.content, json.dumps(list(p.mentions)), int(p.with_panel), now) for p in posts],
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
            await tx.execute("UPDATE events SET delivered = 1 WHERE game_id = ? AND delivered = 0", (game_id,))
            return await tx.execute(
                "UPDATE posts SET dropped = 1 WHERE game_id = ? AND message_id IS NULL AND dropped = 0", (game_id,)
            )


def _record(row: aiosqlite.Row) -> GameRecord:
    *columns, seat_rows = tuple(row)
    record = GameRecord(*columns)
    record.reminded = bool(record.reminded)
    record.seats = [SeatRecord(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5]), r[6]) for r in json.loads(seat_rows)]
    return record


def _event(row: aiosqlite.Row) -> StoredEvent:
    audience = None if row[2] is None else tuple(json.loads(row[2]))
    return StoredEvent(id=row[0], version=row[1], audience=audience, payload=row[3])
