"""The games repository: lobbies, seats, the action log, timers and the moderation log.
Its outbox half (events to announce, posts to send) is :class:`bot.store.outbox.Outbox`,
which :class:`GameStore` extends, so one repository answers both; the records they read and
write are in :mod:`bot.store.records`.
"""

from __future__ import annotations

import asyncio
import json
from collections import OrderedDict
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace

from bot.core.shards import Shards
from bot.core.time_control import TimeControl
from bot.store.db import ConstraintError, Database, Dialect, Row, Transaction
from bot.store.outbox import Outbox, drop_unsent_in, stored_event
from bot.store.records import (
    ENDED,
    LIVE,
    PRIVATE_EVENTS_KEPT,
    AuditEntry,
    Call,
    ChannelBusyError,
    DueTimer,
    EndReason,
    GameRecord,
    GameStatus,
    LiveGame,
    NewAction,
    NewAudit,
    NewEvent,
    NewLobby,
    OpenLobby,
    PauseReason,
    SeatChange,
    SeatClock,
    SeatRecord,
    StoredEvent,
    VersionConflictError,
)

__all__ = ["GameStore"]


_LIVE_SQL = "(" + ", ".join(f"'{s.value}'" for s in LIVE) + ")"


def _game_columns(dialect: Dialect) -> str:
    """The games columns, in GameRecord's order. The seats come along as one JSON column,
    so loading a game is a single query."""
    seat_rows = dialect.json_rows(
        "seat, user_id, name, strikes, away, removed, timed_out_began, computer, bank, clock_left, clock_from, due_at",
        "seats s WHERE s.game_id = games.id",
        "seat",
    )
    return (
        "id, guild_id, channel_id, game, status, host_id, options, seed, version, state, "
        "turn_seconds, deadline_at, reminded, board_message_id, locale, end_reason, created_at, "
        f"started_at, finished_at, lobby_message_id, paused_remaining, pause_reason, winners, "
        "turn_post, turn_pinged, turn_lines, board_round, turn_key, turn_calls, hints, answer_seconds, bank_initial, "
        f"bank_increment, bank_cap, call_at, {seat_rows} AS seat_rows"
    )


class GameStore(Outbox):
    """Every read and write of games. Each write is one transaction.

    With ``shards``, the queries that look for work across all games (timers, lobbies to
    expire, games to reconcile, announcements owed, restart grace) see only the games of
    this process's shards: another process runs the others. Everything else is reached from
    an interaction or a game id, which Discord already routed to the right process."""

    def __init__(self, db: Database, shards: Shards | None = None) -> None:
        super().__init__(db, shards)
        self._columns = _game_columns(db.dialect)
        # Each server's games paused for lost permissions, as last read: every slash command
        # asks (cogs.table.common.note_stuck_games), and they change only by this store's
        # pause, resume, end and cancel (a server's games are all this process's), which
        # drop what was read.
        self._stuck: dict[int, list[tuple[int, int]]] = {}
        self._stuck_writes = 0  # such writes so far: a read that overlapped one is not kept
        # The private events of the games played lately: every panel shows its seat's (the
        # notes), and they change only when this store commits an action or a start.
        self._private: OrderedDict[int, list[StoredEvent]] = OrderedDict()
        self._events_written = 0
        # The reads of private events under way, each with the count of writes it began at.
        self._private_reads: dict[int, tuple[int, asyncio.Future[list[StoredEvent]]]] = {}

    # -- reads ---------------------------------------------------------------------------

    async def get(self, game_id: int) -> GameRecord | None:
        """The game; a live one's record is kept (see :mod:`bot.store.kept`): shared, never
        to be changed."""
        kept = self._kept.get(game_id)
        if kept is not None:
            return kept
        mark = self._kept.reading()
        row = await self.db.fetchone(f"SELECT {self._columns} FROM games WHERE id = ?", (game_id,))
        return None if row is None else self._read(row, mark)

    async def live_in_channel(self, channel_id: int) -> GameRecord | None:
        kept = self._kept.in_channel(channel_id)
        if kept is not None:
            return kept
        mark = self._kept.reading()
        row = await self.db.fetchone(
            f"SELECT {self._columns} FROM games WHERE channel_id = ? AND status IN {_LIVE_SQL}", (channel_id,)
        )
        return None if row is None else self._read(row, mark)

    def _read(self, row: Row, mark: int) -> GameRecord:
        record = _record(row)
        self._kept.keep(record, mark)
        return record

    def reread(self, game_id: int) -> None:
        """The game's next read goes to the database: for a row changed behind this store's
        back (a position planted by a test)."""
        self._kept.drop(game_id)

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

    async def public_events(self, game_id: int, limit: int) -> list[StoredEvent]:
        """The latest ``limit`` public events, oldest first."""
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? AND audience IS NULL "
            "ORDER BY id DESC LIMIT ?",
            (game_id, limit),
        )
        return [stored_event(r) for r in reversed(rows)]

    async def all_events(self, game_id: int) -> list[StoredEvent]:
        """Every event, private ones included — only for a finished game's full log."""
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [stored_event(r) for r in rows]

    async def events_seen_by(self, game_id: int, seat: int) -> list[StoredEvent]:
        """The events ``seat`` saw, oldest first: public ones and those addressed to it."""
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [e for e in map(stored_event, rows) if e.audience is None or seat in e.audience]

    async def seen_since_last_decision(self, game_id: int, seat: int) -> list[StoredEvent]:
        """The events ``seat`` may see (public ones and its own) stored since its last
        decision (its move, or the timeout ruling's for it), oldest first: what the table did
        while its player was away."""
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? AND version > COALESCE("
            "(SELECT MAX(version) FROM actions WHERE game_id = ? AND seat = ? AND kind IN ('player', 'timeout')), 0) "
            "ORDER BY id",
            (game_id, game_id, seat),
        )
        return [e for e in map(stored_event, rows) if e.audience is None or seat in e.audience]

    async def private_events(self, game_id: int, seat: int) -> list[StoredEvent]:
        """The seat's private events, oldest first."""
        found = self._private.get(game_id)
        if found is None:
            found = await self._read_private(game_id)
        else:
            self._private.move_to_end(game_id)
        return [e for e in found if e.audience and seat in e.audience]

    async def _read_private(self, game_id: int) -> list[StoredEvent]:
        """The game's private events, read from the database. The panels drawn after a move
        (the clicker's, each open one followed, a quick choice's) ask at once: they share one
        read, unless an action or a start was committed after it began (it may miss their
        events), and then a new one is made."""
        writes = self._events_written
        flight = self._private_reads.get(game_id)
        if flight is None or flight[0] != writes:
            task = asyncio.ensure_future(self._fetch_private(game_id, writes))
            flight = self._private_reads[game_id] = (writes, task)
            task.add_done_callback(lambda _: self._private_read_done(game_id, task))
        # Shielded: a waiter given up (its interaction timed out) does not cancel the others' read.
        return await asyncio.shield(flight[1])

    def _private_read_done(self, game_id: int, task: asyncio.Future[list[StoredEvent]]) -> None:
        flight = self._private_reads.get(game_id)
        if flight is not None and flight[1] is task:
            del self._private_reads[game_id]

    async def _fetch_private(self, game_id: int, writes: int) -> list[StoredEvent]:
        rows = await self.db.fetchall(
            "SELECT id, version, audience, payload FROM events WHERE game_id = ? AND audience IS NOT NULL ORDER BY id",
            (game_id,),
        )
        found = [stored_event(r) for r in rows]
        if writes == self._events_written:  # no private event was written meanwhile
            self._private[game_id] = found
            while len(self._private) > PRIVATE_EVENTS_KEPT:
                self._private.popitem(last=False)
        return found

    async def due_timers(self) -> list[DueTimer]:
        """Every running game's turn timer in this process (paused games keep theirs frozen)."""
        rows = await self.db.fetchall(
            "SELECT id, deadline_at, turn_seconds, reminded, call_at FROM games "
            f"WHERE status = ? AND (deadline_at IS NOT NULL OR call_at IS NOT NULL) AND {self._mine}",
            (GameStatus.RUNNING,),
        )
        return [DueTimer(r[0], r[1], r[2], bool(r[3]), r[4]) for r in rows]

    async def clocked_games_of(self, user_id: int) -> list[int]:
        """This process's running time-bank games in which the person's clock runs."""
        rows = await self.db.fetchall(
            "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ? AND g.status = ? "
            f"AND g.bank_initial IS NOT NULL AND s.clock_from IS NOT NULL AND {self._mine} "
            "ORDER BY g.id",
            (user_id, GameStatus.RUNNING),
        )
        return [int(r[0]) for r in rows]

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

    @contextmanager
    def _changing_status(self, game_id: int) -> Iterator[None]:
        """A write that changes a game's status: its kept record is dropped, and so is what
        was read of the servers' stuck games, once the write is over (failed or not)."""
        with self._kept.dropping(game_id):
            try:
                yield
            finally:
                self._status_written()

    async def create_lobby(self, lobby: NewLobby, *, seed: int, now: float) -> int:
        """Store a new lobby, its host in seat 0; :class:`ChannelBusyError` if its channel
        has a live game. ``lobby.options`` must be given (the game's, as JSON)."""
        if lobby.options is None:
            raise ValueError("a lobby is stored with its options: the service fills in the game's defaults")
        try:
            # A new game: nothing of it is kept yet, and its channel had no live game.
            async with self.db.transaction() as tx:
                control = lobby.time_control or TimeControl(lobby.turn_seconds)
                game_id = await tx.insert(
                    "INSERT INTO games (guild_id, channel_id, game, status, host_id, options, seed, "
                    "turn_seconds, locale, created_at, hints, answer_seconds, bank_initial, bank_increment, "
                    "bank_cap) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        lobby.guild_id,
                        lobby.channel_id,
                        lobby.game,
                        GameStatus.LOBBY,
                        lobby.host_id,
                        lobby.options,
                        seed,
                        control.turn_seconds,
                        lobby.locale,
                        now,
                        int(lobby.hints),
                        *_control_columns(control),
                    ),
                )
                await tx.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                    (game_id, lobby.host_id, lobby.host_name),
                )
        except ConstraintError:
            raise ChannelBusyError from None
        return game_id

    async def join_seat(self, game_id: int, seat: int, user_id: int, name: str, computer: str | None = None) -> None:
        """Someone takes a lobby seat; ``computer``: the level of a computer player (its
        ``user_id`` is negative, see migration 0008)."""
        with self._kept.dropping(game_id):
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
        """A seated player's seat goes on as a computer player: same seat, same name, no clock
        (a computer player has no timer)."""
        with self._kept.dropping(game_id):
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE seats SET user_id = ?, computer = ?, strikes = 0, away = 0, timed_out_began = NULL, "
                    "clock_left = NULL, clock_from = NULL, due_at = NULL WHERE game_id = ? AND seat = ?",
                    (user_id, level, game_id, seat),
                )
                await _announce(tx, game_id, version, announcement, audit, now)

    async def leave_lobby(
        self, game_id: int, user_id: int, *, new_host_id: int | None = None, cancelled_at: float | None = None
    ) -> None:
        """A player leaves a lobby; the host's role passes to ``new_host_id``, and the last
        one out cancels it (``cancelled_at``) — one transaction."""
        with self._kept.dropping(game_id):
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
        with self._kept.dropping(game_id):
            await self.db.execute("UPDATE games SET options = ? WHERE id = ?", (options, game_id))

    async def set_time_control(self, game_id: int, control: TimeControl) -> None:
        """A lobby's clock (see :mod:`bot.core.time_control`)."""
        with self._kept.dropping(game_id):
            await self.db.execute(
                "UPDATE games SET turn_seconds = ?, answer_seconds = ?, bank_initial = ?, bank_increment = ?, "
                "bank_cap = ? WHERE id = ?",
                (control.turn_seconds, *_control_columns(control), game_id),
            )

    async def set_hints(self, game_id: int, allowed: bool) -> None:
        with self._kept.dropping(game_id):
            await self.db.execute("UPDATE games SET hints = ? WHERE id = ?", (int(allowed), game_id))

    async def cancel_lobby(
        self, game_id: int, now: float, *, reason: EndReason | None = None, audit: NewAudit | None = None
    ) -> bool:
        """Cancel a game still in its lobby (and log who did, if a moderator did); False if
        it is not in its lobby any more."""
        with self._kept.dropping(game_id):
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
        with self._changing_status(game_id):
            async with self.db.transaction() as tx:
                await tx.execute(
                    f"UPDATE games SET status = ?, finished_at = ?, end_reason = ?, deadline_at = NULL "
                    f"WHERE id = ? AND status IN {_LIVE_SQL}",
                    (GameStatus.CANCELLED, now, EndReason.CHANNEL_DELETED, game_id),
                )
                await drop_unsent_in(tx, game_id)

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
        clocks: Sequence[SeatChange] = (),
    ) -> None:
        """The game starts: seats renumbered 0..n-1 in ``seat_order`` (user ids; the engine
        knows seats by number), its first state, options, events and, in a time-bank game,
        each seat's clock (by its new number) — one transaction."""
        with self._kept.dropping(game_id):
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
                for change in clocks:
                    await _change_seat(tx, game_id, change)
                await _add_events(tx, game_id, version, events)
            self._events_changed(game_id)

    async def set_clocks(self, game_id: int, clocks: Sequence[SeatChange], deadline_at: float | None) -> None:
        """Seats' clocks changed outside an action (a schedule changed) and the game's next
        deadline, in one transaction."""
        with self._kept.dropping(game_id):
            async with self.db.transaction() as tx:
                await tx.execute("UPDATE games SET deadline_at = ? WHERE id = ?", (deadline_at, game_id))
                for change in clocks:
                    await _change_seat(tx, game_id, change)

    async def mark_reminded(self, game_id: int) -> None:
        with self._kept.dropping_on_failure(game_id):
            await self.db.execute("UPDATE games SET reminded = 1 WHERE id = ?", (game_id,))
        self._kept.written(game_id, reminded=True)

    async def record_lobby_message(self, game_id: int, message_id: int) -> None:
        with self._kept.dropping(game_id):
            await self.db.execute("UPDATE games SET lobby_message_id = ? WHERE id = ?", (message_id, game_id))

    async def restore_lobby_message(self, game_id: int, message_id: int) -> None:
        """Record a lobby message found or posted again — unless one was recorded meanwhile."""
        with self._kept.dropping(game_id):
            await self.db.execute(
                "UPDATE games SET lobby_message_id = ? WHERE id = ? AND lobby_message_id IS NULL", (message_id, game_id)
            )

    async def record_board_message(self, game_id: int, message_id: int) -> None:
        with self._kept.dropping_on_failure(game_id):
            await self.db.execute("UPDATE games SET board_message_id = ? WHERE id = ?", (message_id, game_id))
        self._kept.written(game_id, board_message_id=message_id)

    async def grant_restart_grace(self, now: float, grace_seconds: float) -> None:
        """Deadlines that passed (or nearly) while this process was down get a fresh grace
        period; another process's games never stopped, so theirs stay as they are."""
        with self._kept.dropping(None):
            greatest, least = self.db.dialect.greatest, self.db.dialect.least
            # A time-bank game's seats get it as well (its turn_seconds is 0: the grace alone).
            grace = (
                f"CASE WHEN bank_initial IS NULL THEN {least}(turn_seconds, CAST(? AS DOUBLE PRECISION)) "
                "ELSE CAST(? AS DOUBLE PRECISION) END"
            )
            async with self.db.transaction() as tx:
                await tx.execute(
                    f"UPDATE seats SET due_at = {greatest}(due_at, CAST(? AS DOUBLE PRECISION) + "
                    "CAST(? AS DOUBLE PRECISION)) WHERE due_at IS NOT NULL AND game_id IN "
                    f"(SELECT id FROM games WHERE status = ? AND {self._mine})",
                    (now, grace_seconds, GameStatus.RUNNING),
                )
                await tx.execute(
                    f"UPDATE games SET deadline_at = {greatest}(deadline_at, CAST(? AS DOUBLE PRECISION) + {grace}) "
                    f"WHERE status = ? AND deadline_at IS NOT NULL AND {self._mine}",
                    (now, grace_seconds, grace_seconds, GameStatus.RUNNING),
                )

    async def commit_action(self, new: NewAction) -> None:
        """Store an accepted action with all it changed, atomically, and only if nobody
        committed another action first and the game's status is still the one the action
        was checked against (a game cancelled meanwhile is not brought back)."""
        game_id = new.game_id
        with self._kept.dropping_on_failure(game_id):
            await self._commit_action(new)
        if new.expected_status == GameStatus.PAUSED:
            self._status_written()  # a paused game's action (a seat removed) may end it
        self._events_changed(game_id)
        kept = self._kept.get(game_id)
        if kept is None or kept.version != new.expected_version:
            self._kept.drop(game_id)  # nothing kept to write through (or not the row the action was checked against)
            return
        seats = kept.seats
        if new.seat_changes:
            changes = {c.seat: c for c in new.seat_changes}
            seats = [s if s.seat not in changes else _changed_seat(s, changes[s.seat]) for s in seats]
        self._kept.written(
            game_id,
            version=new.new_version,
            state=new.state,
            status=new.status,
            deadline_at=new.deadline_at,
            reminded=False,
            seats=seats,
            **({} if new.winners is None else {"winners": json.dumps(list(new.winners))}),
        )

    async def _commit_action(self, new: NewAction) -> None:
        """The transaction of :meth:`commit_action`."""
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
            await tx.write(
                "INSERT INTO actions (game_id, version, seat, kind, action, created_at) VALUES (?, ?, ?, ?, ?, ?)",
                (game_id, new.new_version, new.seat, new.kind, new.action, new.now),
            )
            await _add_events(tx, game_id, new.new_version, new.events)
            for change in new.seat_changes:
                await _change_seat(tx, game_id, change)
            if new.winners is not None:
                await tx.write("UPDATE games SET winners = ? WHERE id = ?", (json.dumps(list(new.winners)), game_id))
            if new.audit is not None:
                await _add_audit(tx, new.audit, new.now)

    # -- moderation: each change announced (outbox) and audited in its own transaction -----

    async def end_game(
        self, game_id: int, *, reason: str, announcement: NewEvent, version: int, audit: NewAudit | None, now: float
    ) -> None:
        """End a game now, with no winner, for ``reason`` (shown to the table)."""
        with self._changing_status(game_id):
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE games SET status = ?, finished_at = ?, end_reason = ?, deadline_at = NULL, "
                    "winners = '[]' WHERE id = ?",
                    (GameStatus.FINISHED, now, reason, game_id),
                )
                await _announce(tx, game_id, version, announcement, audit, now)

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
        clocks: Sequence[SeatChange] = (),
    ) -> None:
        """Pause a game, keeping the time its turn had left (in a time-bank game, each seat's
        clock stopped: ``clocks``)."""
        with self._changing_status(game_id):
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE games SET status = ?, paused_remaining = ?, pause_reason = ?, deadline_at = NULL "
                    "WHERE id = ?",
                    (GameStatus.PAUSED, remaining, reason, game_id),
                )
                for change in clocks:
                    await _change_seat(tx, game_id, change)
                await _announce(tx, game_id, version, announcement, audit, now)

    async def resume(
        self,
        game_id: int,
        *,
        deadline_at: float | None,
        announcement: NewEvent,
        version: int,
        audit: NewAudit | None,
        now: float,
        clocks: Sequence[SeatChange] = (),
    ) -> None:
        """Resume a paused game with its deadline (in a time-bank game, each seat's clock
        running again: ``clocks``)."""
        with self._changing_status(game_id):
            async with self.db.transaction() as tx:
                await tx.execute(
                    "UPDATE games SET status = ?, deadline_at = ?, paused_remaining = NULL, pause_reason = NULL "
                    "WHERE id = ?",
                    (GameStatus.RUNNING, deadline_at, game_id),
                )
                for change in clocks:
                    await _change_seat(tx, game_id, change)
                await _announce(tx, game_id, version, announcement, audit, now)

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
        clocks: Sequence[SeatChange] = (),
        deadline_at: float | None = None,
    ) -> None:
        """Give the current turn more time: to the frozen time left of a paused game, else
        to its running deadline. In a time-bank game ``clocks`` give each seat asked
        something its more time, and ``deadline_at`` is the game's next deadline then."""
        with self._kept.dropping(game_id):
            column = "paused_remaining" if paused else "deadline_at"
            async with self.db.transaction() as tx:
                if clocks:
                    await tx.execute("UPDATE games SET deadline_at = ? WHERE id = ?", (deadline_at, game_id))
                    for change in clocks:
                        await _change_seat(tx, game_id, change)
                else:
                    await tx.execute(
                        f"UPDATE games SET {column} = {column} + ?, reminded = 0 WHERE id = ?", (seconds, game_id)
                    )
                await _announce(tx, game_id, version, announcement, audit, now)

    async def transfer_host(
        self, game_id: int, *, user_id: int, announcement: NewEvent, version: int, audit: NewAudit | None, now: float
    ) -> None:
        with self._kept.dropping(game_id):
            async with self.db.transaction() as tx:
                await tx.execute("UPDATE games SET host_id = ? WHERE id = ?", (user_id, game_id))
                await _announce(tx, game_id, version, announcement, audit, now)

    async def add_audit(self, audit: NewAudit, now: float) -> None:
        """An audit line that records no change of the game (a repair)."""
        async with self.db.transaction() as tx:
            await _add_audit(tx, audit, now)


async def _add_events(tx: Transaction, game_id: int, version: int, events: Sequence[NewEvent]) -> None:
    """Public events wait for the outbox (``delivered = 0``), and so do the table's signals,
    addressed to nobody (an empty audience: see ``bot.service.commit.TABLE_DUE``); private ones
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
        await tx.write("UPDATE seats SET strikes = ? WHERE game_id = ? AND seat = ?", (change.strikes, *where))
    if change.timed_out_began is not None:
        await tx.write(
            "UPDATE seats SET timed_out_began = ? WHERE game_id = ? AND seat = ?", (change.timed_out_began, *where)
        )
    if change.away:
        await tx.write("UPDATE seats SET away = 1 WHERE game_id = ? AND seat = ?", where)
    if change.removed:
        await tx.write("UPDATE seats SET removed = 1 WHERE game_id = ? AND seat = ?", where)
    if change.clock is not None:
        clock = change.clock
        await tx.write(
            "UPDATE seats SET bank = ?, clock_left = ?, clock_from = ?, due_at = ? WHERE game_id = ? AND seat = ?",
            (clock.bank, clock.left, clock.since, clock.due_at, *where),
        )


async def _add_audit(tx: Transaction, audit: NewAudit, now: float) -> None:
    await tx.write(
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


def _changed_seat(seat: SeatRecord, change: SeatChange) -> SeatRecord:
    """``seat`` as :func:`_change_seat` leaves its row."""
    return replace(
        seat,
        strikes=seat.strikes if change.strikes is None else change.strikes,
        timed_out_began=seat.timed_out_began if change.timed_out_began is None else change.timed_out_began,
        away=seat.away or change.away,
        removed=seat.removed or change.removed,
        clock=seat.clock if change.clock is None else change.clock,
    )


def _control_columns(control: TimeControl) -> tuple[int | None, int | None, int | None, int | None]:
    """answer_seconds, bank_initial, bank_increment, bank_cap."""
    bank = control.bank
    if bank is None:
        return control.answer_seconds, None, None, None
    return control.answer_seconds, bank.initial, bank.increment, bank.cap


def _record(row: Row) -> GameRecord:
    *columns, seat_rows = tuple(row)
    record = GameRecord(*columns)
    record.status = GameStatus(record.status)
    record.pause_reason = None if record.pause_reason is None else PauseReason(record.pause_reason)
    record.reminded = bool(record.reminded)
    record.hints = bool(record.hints)
    record.turn_pinged = tuple(json.loads(str(record.turn_pinged)))
    record.turn_lines = tuple(json.loads(str(record.turn_lines)))
    record.turn_calls = tuple(Call(int(post), tuple(users)) for post, users in json.loads(str(record.turn_calls)))
    record.seats = [
        SeatRecord(r[0], r[1], r[2], r[3], bool(r[4]), bool(r[5]), r[6], r[7], _seat_clock(r[8:12]))
        for r in json.loads(seat_rows)
    ]
    return record


def _seat_clock(columns: Sequence[float | None]) -> SeatClock | None:
    """A seat's clock from its columns (bank, clock_left, clock_from, due_at); None for a
    seat that has no bank (a game on the per-decision timer)."""
    bank, left, since, due_at = columns
    return None if bank is None else SeatClock(bank, left, since, due_at)
