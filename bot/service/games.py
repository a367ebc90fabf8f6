"""The service layer: load → check → apply → persist (one transaction) → events.

No discord here. Every method takes plain ids and returns plain results; the adapter in
``cogs/`` turns clicks into calls and results into messages. A per-game lock serialises
concurrent clicks in one process; the version check inside the transaction protects
against anything else.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import weakref
from collections import OrderedDict
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from pydantic import BaseModel, ValidationError

from bot.core.clock import WALL_CLOCK, Clock
from bot.core.errors import UserError
from bot.engine.core import ActionModel, BaseOptions, BaseState, Decision, Engine, Event, Menu
from bot.engine.errors import IllegalAction
from bot.engine.text import Text, text
from bot.store.games import GameStore
from bot.store.ratings import RatingStore
from bot.store.records import (
    ChannelBusyError,
    EndReason,
    GameRecord,
    GameStatus,
    NewAction,
    NewAudit,
    NewEvent,
    PauseReason,
    SeatChange,
    VersionConflictError,
)

__all__ = [
    "GAME_FINISHED",
    "STRIKES_TO_AWAY",
    "TABLE_DUE",
    "Applied",
    "GameService",
    "RefusedActionError",
    "ReplayStep",
    "announcement",
    "fell_due",
    "new_events",
]

log = logging.getLogger(__name__)

STRIKES_TO_AWAY = 3
MAX_TIMEOUT_STEPS = 50  # steps of one timed-out turn (a Suspicion turn has about eight)
# Parsed states kept, the most recently used games': a click reads its game's state several
# times, and the games being played are few at any moment. A game not among them is parsed
# again when next clicked (a fraction of a millisecond); an open game costs memory only
# while it is played.
STATE_CACHE_SIZE = 64
GAME_FINISHED = "game-finished"
# Stored with an action when the seats that must act change: which seats fell due with it
# (comma-separated), so that the table notifies each person at the moment their decision
# falls due, however many actions one delivery covers. Addressed to nobody: read by the
# outbox, never shown.
TABLE_DUE = "table-due"
AnyRules = Engine[Any, Any, Any]
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class _Ruling:
    """Why the timeout ruling is applied: the note the table reads, and whether it counts
    as a strike against the player."""

    note: str
    strikes: bool


TIMER = _Ruling("timeout-acted", strikes=True)
MOD_SKIP = _Ruling("mod-skipped", strikes=False)


@dataclass(slots=True)
class _Parsed:
    """A live game's state at one version and what is derived from it, each worked out
    once: who must act, what each seat (None: the public) may see, each seat's menu. A
    click asks for them several times (its checks, the answer, the delivery, the panels)."""

    state: BaseState
    pending: tuple[Decision, ...] | None = None
    views: dict[int | None, BaseModel] | None = None
    menus: dict[int, Menu | None] | None = None
    drawn: dict[Hashable, object] | None = None  # what the adapter drew from them (derived)


@dataclass(frozen=True, slots=True)
class Applied:
    """The result of an accepted action: the game after it and what it produced."""

    record: GameRecord
    state: BaseState
    events: list[Event]


class GameService:
    def __init__(
        self,
        store: GameStore,
        games: Mapping[str, AnyRules],
        *,
        clock: Clock = WALL_CLOCK,
    ) -> None:
        self.store = store
        self.games = games
        self.clock = clock
        self.ratings = RatingStore(store.db)
        # A game's lock lives while someone holds or awaits it, then goes: months of games
        # leave nothing behind, and a lock in use is never replaced by a second one.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # Where new games' seeds come from: the system's entropy; a test may put a seeded
        # generator here to deal reproducible games.
        self.deals: random.Random = random.SystemRandom()
        self._states: OrderedDict[int, _Parsed] = OrderedDict()
        # Told the id of every game that just changed (a start; an action, in a game with
        # computer seats): the adapter wakes the game's computer players there.
        self.changed: Callable[[int], None] = lambda game_id: None
        # Ratings of games just finished, rated after the last move is answered.
        self._rating_runs: set[asyncio.Task[None]] = set()

    def lock(self, game_id: int) -> asyncio.Lock:
        """The game's lock. Every status change (start, end, cancel, pause, resume, a
        deleted channel, an expired lobby) and every action happens under it."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    def forget(self, game_id: int) -> None:
        """Drop what is kept in memory for a game that ended."""
        self._states.pop(game_id, None)

    def rules(self, record: GameRecord) -> AnyRules:
        return self.games[record.game]

    def options(self, record: GameRecord) -> BaseOptions:
        options: BaseOptions = self.rules(record).options_model.model_validate_json(record.options)
        return options

    def state(self, record: GameRecord) -> BaseState:
        """The game's state, parsed once per version: a click reads it several times, and
        engines never mutate a state (``apply`` returns a new one). Only live games are
        kept; an ended game's state is read a few times at most (summary, last board)."""
        if record.state is None:
            raise UserError("error-not-started")
        cached = self._states.get(record.id)
        if cached is not None and cached.state.version == record.version:
            self._states.move_to_end(record.id)
            return cached.state
        parsed: BaseState = self.rules(record).state_model.model_validate_json(record.state)
        if not record.live:
            self.forget(record.id)
            return parsed
        self._keep(record.id, parsed)
        return parsed

    def _keep(self, game_id: int, state: BaseState) -> None:
        self._states[game_id] = _Parsed(state)
        self._states.move_to_end(game_id)
        while len(self._states) > STATE_CACHE_SIZE:
            self._states.popitem(last=False)

    def _derived(self, record: GameRecord, state: BaseState) -> _Parsed | None:
        """What is kept for ``state`` if it is the game's kept state (a state from anywhere
        else, a test's hand-made one say, is worked out afresh every time)."""
        cached = self._states.get(record.id)
        return cached if cached is not None and cached.state is state else None

    def pending(self, record: GameRecord, state: BaseState) -> tuple[Decision, ...]:
        """``rules.pending(state)``, worked out once per version of a live game."""
        kept = self._derived(record, state)
        if kept is not None and kept.pending is not None:
            return kept.pending
        found = tuple(self.rules(record).pending(state))
        if kept is not None:
            kept.pending = found
        return found

    def view(self, record: GameRecord, state: BaseState, seat: int | None) -> BaseModel:
        """``rules.view(state, seat)``, worked out once per version and seat of a live game."""
        kept = self._derived(record, state)
        if kept is not None and kept.views is not None and seat in kept.views:
            return kept.views[seat]
        found = self.rules(record).view(state, seat)
        if kept is not None:
            if kept.views is None:
                kept.views = {}
            kept.views[seat] = found
        return found

    # -- lookups -------------------------------------------------------------------------

    async def game(self, game_id: int) -> GameRecord:
        record = await self.store.get(game_id)
        if record is None:
            raise UserError("error-no-game")
        return record

    async def channel_game(self, channel_id: int) -> GameRecord:
        record = await self.store.live_in_channel(channel_id)
        if record is None:
            raise UserError("error-no-game-here")
        return record

    # -- lobby ---------------------------------------------------------------------------

    async def new_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        user_id: int,
        user_name: str,
        game: str,
        locale: str,
        turn_seconds: int,
        options: BaseOptions | None = None,
    ) -> GameRecord:
        """A lobby hosted by ``user_id``, with the game's default options unless given (a
        rematch keeps the finished game's)."""
        if game not in self.games:
            raise UserError("error-unknown-game")
        if options is None:
            options = self.games[game].options_model()
        try:
            game_id = await self.store.create_lobby(
                guild_id=guild_id,
                channel_id=channel_id,
                game=game,
                host_id=user_id,
                host_name=user_name,
                options=options.model_dump_json(),
                seed=self.deals.getrandbits(62),
                turn_seconds=turn_seconds,
                locale=locale,
                now=self.clock(),
            )
        except ChannelBusyError:
            raise UserError("error-channel-busy") from None
        return await self.game(game_id)

    @staticmethod
    def require_lobby(record: GameRecord) -> None:
        if record.status != GameStatus.LOBBY:
            raise UserError("error-already-started")

    @staticmethod
    def require_host_or_mod(record: GameRecord, user_id: int, is_mod: bool) -> None:
        if user_id != record.host_id and not is_mod:
            raise UserError("error-host-only")

    def next_seat(self, record: GameRecord) -> int:
        """The seat the next one to join a lobby takes, unless it is full."""
        _, most = self.rules(record).player_range(self.options(record))
        if len(record.seats) >= most:
            raise UserError("error-lobby-full", n=most)
        return max((s.seat for s in record.seats), default=-1) + 1

    async def join(self, game_id: int, user_id: int, name: str) -> GameRecord:
        async with self.lock(game_id):
            record = await self.game(game_id)
            self.require_lobby(record)
            if record.seat_of(user_id) is not None:
                raise UserError("error-already-joined")
            await self.store.join_seat(game_id, self.next_seat(record), user_id, name)
            return await self.game(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameRecord:
        """Leave a lobby. The host's seat passes to the next player; the last one out
        cancels the lobby."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            self.require_lobby(record)
            if record.seat_of(user_id) is None:
                raise UserError("error-not-joined")
            # Computer players neither host nor keep a lobby open on their own.
            rest = [s for s in record.seats if s.user_id != user_id and s.computer is None]
            await self.store.leave_lobby(
                game_id,
                user_id,
                new_host_id=rest[0].user_id if rest and user_id == record.host_id else None,
                cancelled_at=None if rest else self.clock(),
            )
            return await self.game(game_id)

    async def set_option(self, game_id: int, user_id: int, is_mod: bool, field: str, value: Any) -> GameRecord:
        """The host (or a moderator) changes one lobby option; the engine's Options model
        decides what is valid. Lobby selects send strings (``"true"``/``"false"`` for bools)."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            self.require_lobby(record)
            self.require_host_or_mod(record, user_id, is_mod)
            current = json.loads(record.options)
            # The options every game has (the first player) are not lobby selects.
            if field not in current or field in BaseOptions.model_fields:
                raise UserError("error-bad-option")
            current[field] = {"true": True, "false": False}.get(value, value) if isinstance(value, str) else value
            try:
                options = self.rules(record).options_model.model_validate(current)
            except ValidationError:
                raise UserError("error-bad-option") from None
            await self.store.set_options(game_id, options.model_dump_json())
            return await self.game(game_id)

    async def set_turn_seconds(self, game_id: int, user_id: int, is_mod: bool, seconds: int) -> GameRecord:
        async with self.lock(game_id):
            record = await self.game(game_id)
            self.require_lobby(record)
            self.require_host_or_mod(record, user_id, is_mod)
            await self.store.set_turn_seconds(game_id, seconds)
            return await self.game(game_id)

    async def cancel(self, game_id: int, user_id: int, is_mod: bool, audited_reason: str | None = None) -> GameRecord:
        """Cancel a lobby. A moderator's ``/mod end`` gives its reason: the audit line is
        written in the same transaction."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            self.require_lobby(record)
            self.require_host_or_mod(record, user_id, is_mod)
            audit = None
            if audited_reason is not None:
                audit = NewAudit(record.guild_id, game_id, user_id, "end", audited_reason)
            await self.store.cancel_lobby(game_id, self.clock(), audit=audit)
            return await self.game(game_id)

    async def expire_lobby(self, game_id: int, minutes: int) -> GameRecord | None:
        """Cancel a lobby nobody started within ``minutes``; None if it started, was
        cancelled or is not that old (checked under the lock, against the stored row)."""
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            now = self.clock()
            if record is None or record.status != GameStatus.LOBBY or record.created_at + minutes * 60 > now:
                return None
            await self.store.cancel_lobby(game_id, now, reason=EndReason.LOBBY_EXPIRED)
            return await self.game(game_id)

    async def end_for_deleted_channel(self, game_id: int) -> bool:
        """A deleted channel cancels its live game: no ghost games, no timers, nothing
        scheduled. Its unannounced events and unsent posts are dropped with it — there is nowhere left to
        post them. False if the game had already ended."""
        async with self.lock(game_id):
            record = await self.store.get(game_id)
            if record is None or not record.live:
                return False
            await self.store.cancel_for_deleted_channel(game_id, self.clock())
            self.forget(game_id)
        log.info("game=%s guild=%s channel=%s ended: channel deleted", game_id, record.guild_id, record.channel_id)
        return True

    async def start(self, game_id: int, user_id: int, is_mod: bool, first_user: int | None = None) -> Applied:
        """Start the game; ``first_user`` is the host's pick of the first player (else the
        engine draws one from the seed)."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            self.require_lobby(record)
            self.require_host_or_mod(record, user_id, is_mod)
            rules = self.rules(record)
            options = self.options(record)
            if first_user is not None:
                order = [s.user_id for s in record.seats]
                if first_user not in order:
                    raise UserError("error-target-not-seated")
                options = options.model_copy(update={"first_seat": order.index(first_user)})
            try:  # the engine refuses a count or first seat the options do not fit
                state, events = rules.setup(len(record.seats), record.seed, options)
            except IllegalAction as exc:
                raise refusal(exc, record) from None
            now = self.clock()
            await self.store.record_start(
                game_id,
                seat_order=[s.user_id for s in record.seats],  # seats are numbered in join order
                state=state.model_dump_json(),
                version=state.version,
                options=options.model_dump_json(),  # the host's first player, for replays
                events=new_events(events),
                deadline_at=self._deadline(record, state, now),
                now=now,
            )
            record = await self.game(game_id)
            self.changed(game_id)
            return Applied(record, state, events)

    # -- play ----------------------------------------------------------------------------

    def pending_for(self, record: GameRecord, state: BaseState, seat: int) -> Decision | None:
        return next((d for d in self.pending(record, state) if d.seat == seat), None)

    def derived(self, record: GameRecord, state: BaseState, key: Hashable, make: Callable[[], T]) -> T:
        """What the adapter draws from this version of a game (a seat's panel embed, for a
        locale and the table's names, all in ``key``), made once per version; for a state
        the service does not keep, made every time. What is made must not be changed."""
        drawn = self.drawings(record, state)
        if drawn is None:
            return make()
        if key not in drawn:
            drawn[key] = make()
        return cast(T, drawn[key])

    def drawings(self, record: GameRecord, state: BaseState) -> dict[Hashable, object] | None:
        """What the adapter drew from this version of a live game, by key (see
        :meth:`derived`), for a drawing that awaits reads and so cannot be made by a plain
        function; None for a state the service does not keep. What is kept must not be
        changed, and it goes with its state (at most ``STATE_CACHE_SIZE`` games')."""
        kept = self._derived(record, state)
        if kept is None:
            return None
        if kept.drawn is None:
            kept.drawn = {}
        return kept.drawn

    def menu(self, record: GameRecord, state: BaseState, seat: int) -> Menu | None:
        if record.status != GameStatus.RUNNING or state.finished:
            return None
        kept = self._derived(record, state)
        if kept is not None and kept.menus is not None and seat in kept.menus:
            return kept.menus[seat]
        found: Menu | None = self.rules(record).menu(state, seat)
        if kept is not None:
            if kept.menus is None:
                kept.menus = {}
            kept.menus[seat] = found
        return found

    async def act(self, game_id: int, user_id: int, since: int, action: Any) -> Applied:
        """A player's action, from a button whose decision opened at version ``since``."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            seat = record.seat_of(user_id)
            if seat is None:
                raise UserError("error-not-seated")
            if record.status == GameStatus.PAUSED:
                raise UserError("error-paused")
            if record.status != GameStatus.RUNNING:
                raise UserError("error-game-over")
            state = self.state(record)
            decision = self.pending_for(record, state, seat.seat)
            if decision is None:
                raise UserError("error-nothing-to-do")
            if decision.since != since:
                raise UserError("error-stale")
            # A move clears the seat's strikes: written only when there are some to clear.
            cleared = [SeatChange(seat.seat, strikes=0)] if seat.strikes else []
            return await self.play(record, state, seat.seat, action, cleared)

    async def play(
        self,
        record: GameRecord,
        state: BaseState,
        seat: int,
        action: Any,
        seat_changes: list[SeatChange],
        *,
        kind: str = "player",
    ) -> Applied:
        """A seat's move, a person's or a computer player's (the caller holds the game's
        lock): applied, committed, then any timed-out decision it reopened is finished.
        ``kind``: ``timeout`` for the ruling played for a computer seat whose move failed."""
        try:
            new_state, events = self.rules(record).apply(state, seat, action)
        except IllegalAction as exc:
            raise refusal(exc, record) from None
        applied = await self.commit(record, state, new_state, events, seat, kind, action, seat_changes)
        finished = await self._finish_timed_out(record.id, applied.record)
        if finished:
            # The panel is drawn from the game as it is now, after the timed-out decision.
            applied = Applied(finished[-1].record, finished[-1].state, applied.events)
        return applied

    async def expire(self, game_id: int) -> list[Applied]:
        """Once the deadline passed, apply the timeout ruling to exactly the decisions open
        at that moment (each played whole, as one decision with one strike: see
        :class:`Decision`). What opens afterwards has its own deadline and announcement."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            if record.status != GameStatus.RUNNING or record.deadline_at is None or record.deadline_at > self.clock():
                return []
            try:
                return await self._time_out_open(record, TIMER)
            except UserError:
                raise  # the storage (busy, full) or a race, not the rules: the next tick retries
            except Exception:
                # A bug in the game's timeout ruling would fail again every second: pause the
                # game (its timer stops) and say so once, in the channel and in the log.
                log.exception("game=%s timeout ruling failed; game paused", game_id)
                await self._pause_broken_timer(game_id)
                return []

    async def _pause_broken_timer(self, game_id: int) -> None:
        # Steps played before the failure are kept.
        await self.pause_game(await self.game(game_id), PauseReason.TIMER_FAILED)

    async def pause_game(self, record: GameRecord, reason: PauseReason, audit: NewAudit | None = None) -> None:
        """Pause a running game (the caller holds its lock): the time left on its timer is
        kept for the resume, and the table is told why (``paused-<reason>``)."""
        now = self.clock()
        await self.store.pause(
            record.id,
            remaining=None if record.deadline_at is None else max(record.deadline_at - now, 0.0),
            reason=reason,
            announcement=announcement(text(f"paused-{reason.value}")),
            version=record.version,
            audit=audit,
            now=now,
        )

    async def skip(self, game_id: int, moderator_id: int) -> list[Applied]:
        """A moderator's skip: the timeout ruling, now and without strikes, for exactly the
        decisions open when it was used, audited with its first step. Empty (and nothing
        audited) if nothing was waiting (someone acted just before)."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            if record.status != GameStatus.RUNNING:
                return []
            audit = NewAudit(record.guild_id, game_id, moderator_id, "skip")
            return await self._time_out_open(record, MOD_SKIP, audit)

    async def _time_out_open(self, record: GameRecord, ruling: _Ruling, audit: NewAudit | None = None) -> list[Applied]:
        results: list[Applied] = []
        # A decision open to people and computer seats at once (a simultaneous one) has a
        # deadline: the people's. The computer seats are about to move.
        computers = {s.seat for s in record.seats if s.computer is not None}
        for decision in self.pending(record, self.state(record)):
            if decision.seat in computers:
                continue
            results += await self._time_out(record.id, decision, ruling, None if results else audit)
        return results + await self._finish_timed_out(record.id)

    async def _time_out(
        self, game_id: int, decision: Decision, ruling: _Ruling | None, audit: NewAudit | None = None
    ) -> list[Applied]:
        """Play ``decision`` by the timeout ruling: each of its steps (R1: a Suspicion turn is
        roll, moves, card and its halves), stopping at the first decision that is not part of
        it. The seat's first timeout on it posts the ruling's note (and counts a strike);
        finishing it after an interruption (``ruling`` None) adds neither."""
        results: list[Applied] = []
        for step in range(MAX_TIMEOUT_STEPS):
            record = await self.game(game_id)
            if record.status != GameStatus.RUNNING:
                break
            current = self.state(record)
            pending = self.pending_for(record, current, decision.seat)
            if pending is None or not pending.continues(decision) or (step == 0 and pending != decision):
                break  # resolved (an earlier timeout in this batch answered it), or the decision is over
            rules = self.rules(record)
            action = rules.timeout_action(current, decision.seat)
            new_state, events = rules.apply(current, decision.seat, action)
            changes: list[SeatChange] = []
            seat = record.by_seat(decision.seat)
            if step == 0 and ruling is not None and (seat is None or seat.timed_out_began != decision.began):
                strikes = ruling.strikes
                count = (seat.strikes if seat else 0) + (1 if strikes else 0)
                said = rules.timeout_note(current, decision.seat) if ruling is TIMER else None
                notes = [Event(text=said or text(ruling.note, seat=decision.seat))]
                if said is not None:
                    events = _without_said(events, rules.timeout_note_says(current, decision.seat))
                away = strikes and count == STRIKES_TO_AWAY
                if away:
                    # Where removing them would end the game for everyone, the notice offers
                    # a computer player in their seat instead.
                    ends = removal_ends_game(rules, new_state, decision.seat)
                    key = "timeout-away-replace" if ends else "timeout-away"
                    notes.append(Event(text=text(key, seat=decision.seat, n=STRIKES_TO_AWAY)))
                changes.append(SeatChange(decision.seat, strikes=count, timed_out_began=decision.began, away=away))
                events = notes + events
            results.append(
                await self.commit(
                    record,
                    current,
                    new_state,
                    events,
                    decision.seat,
                    "timeout",
                    action,
                    changes,
                    audit=None if results else audit,
                )
            )
        return results

    async def _finish_timed_out(self, game_id: int, current: GameRecord | None = None) -> list[Applied]:
        """Finish every open decision whose seat already timed out on it: one that another
        seat's decision interrupted (a Grimm turn waiting for a True Reflection token) and
        that has just reopened. ``current``: the game as the caller read it just now, under
        its lock (after a commit), so it is not read again."""
        results: list[Applied] = []
        for _ in range(MAX_TIMEOUT_STEPS):
            record = current if current is not None else await self.game(game_id)
            current = None
            if record.status != GameStatus.RUNNING:
                break
            reopened = [
                d
                for d in self.pending(record, self.state(record))
                if (seat := record.by_seat(d.seat)) is not None and seat.timed_out_began == d.began
            ]
            if not reopened:
                break
            results += await self._time_out(game_id, reopened[0], None)
        return results

    async def mark_reminded(self, game_id: int) -> None:
        await self.store.mark_reminded(game_id)

    async def commit(
        self,
        record: GameRecord,
        before: BaseState,
        after: BaseState,
        events: list[Event],
        seat: int | None,
        kind: str,
        action: Any,
        seat_changes: list[SeatChange],
        *,
        audit: NewAudit | None = None,
    ) -> Applied:
        """Persist an accepted action (one transaction, version- and status-checked) with
        what it changed on seats and, if a moderator caused it, their audit line."""
        now = self.clock()
        status = GameStatus.FINISHED if after.finished else record.status
        winners: list[int] | None = None
        if after.finished and not before.finished:
            # Delivered by the adapter as the end-of-game summary (winners, every secret).
            events = [*events, Event(text=text(GAME_FINISHED))]
            assert after.outcome is not None
            winners = [s.user_id for s in record.seats if s.seat in after.outcome.winners]
        # The state before was read (and its decisions worked out) by the caller: kept.
        asked_before, asked_after = list(self.pending(record, before)), self.rules(record).pending(after)
        stored = [*events, *_due_signal(asked_before, asked_after, seat if kind == "player" else None)]
        action_json = action.model_dump_json() if isinstance(action, BaseModel) else json.dumps(action)
        try:
            await self.store.commit_action(
                NewAction(
                    game_id=record.id,
                    expected_version=before.version,
                    expected_status=record.status,
                    new_version=after.version,
                    state=after.model_dump_json(),
                    seat=seat,
                    kind=kind,
                    action=action_json,
                    events=new_events(stored),
                    status=status,
                    deadline_at=self._next_deadline(record, after, now, asked_before, asked_after),
                    now=now,
                    seat_changes=seat_changes,
                    winners=winners,
                    audit=audit,
                )
            )
        except VersionConflictError:
            # Another action came first, or the game ended meanwhile (by any path that did
            # not take this game's lock): say which.
            current = await self.store.get(record.id)
            raise UserError("error-stale" if current is not None and current.live else "error-game-over") from None
        if status != record.status:
            self.forget(record.id)
        elif record.live:
            # The next reads of this game (the clicker's panel, the delivery, the open panels)
            # are of this version: keep the state the engine made rather than parse it back.
            self._keep(record.id, after)
        if any(s.computer is not None and not s.removed for s in record.seats):
            # A table of people only: its computer runner would read the game for nothing.
            self.changed(record.id)
        # One line per action for the maintainer: ids and the action's kind, never its content
        # (a swap's yes/no or a peeked card is a secret).
        log.info(
            "game=%s guild=%s channel=%s version=%s seat=%s source=%s action=%s",
            record.id,
            record.guild_id,
            record.channel_id,
            after.version,
            seat,
            kind,
            getattr(action, "kind", type(action).__name__),
        )
        if winners is not None:
            # Nothing the last move's player is told depends on it: its transaction waits
            # for the bot's one write lock, so it runs after the answer instead of before.
            run = asyncio.create_task(self._rate_finished(record.id), name=f"rate game {record.id}")
            self._rating_runs.add(run)
            run.add_done_callback(self._rating_runs.discard)
        return Applied(await self.game(record.id), after, events)

    async def ratings_settled(self) -> None:
        """Wait for the ratings under way: a read of ratings (``/stats``, ``/leaderboard``)
        then sees every game finished before it, and a closing bot lets them end before its
        database closes. (Forgetting a player needs no wait: a rating after it finds the
        player's seats already forgotten, in its own transaction.)"""
        while self._rating_runs:
            await asyncio.wait(set(self._rating_runs))

    async def _rate_finished(self, game_id: int) -> None:
        """Rate the game that just finished (and any finished before it and not rated yet)."""
        try:
            await self.ratings.rate_pending()
        except Exception:
            # The move is stored and its player must hear so; an unrated game waits for the
            # next finish or start-up, which rate every game still pending, in order.
            log.exception("game=%s could not be rated now; it will be at the next finish or start", game_id)

    def _next_deadline(
        self, record: GameRecord, state: BaseState, now: float, before: list[Decision], after: list[Decision]
    ) -> float | None:
        """The deadline after an action: a new turn's time, except when the action only
        answered one of several decisions asked at once (a claim answered all at once, the
        final guesses): those still asked keep the time they were given."""
        still_asked = {(d.seat, d.since) for d in after}
        if record.deadline_at is not None and after and still_asked < {(d.seat, d.since) for d in before}:
            return record.deadline_at
        return self._deadline(record, state, now)

    def _deadline(self, record: GameRecord, state: BaseState, now: float) -> float | None:
        """A turn's time from now, unless the game has no timer or waits only for computer
        seats (they move at once; a timer would only make the timer loop call again)."""
        if record.turn_seconds <= 0 or state.finished:
            return None
        computers = {s.seat for s in record.seats if s.computer is not None}
        if all(d.seat in computers for d in self.rules(record).pending(state)):
            return None
        return now + record.turn_seconds

    # -- replay --------------------------------------------------------------------------

    async def replay(self, game_id: int) -> BaseState:
        """Rebuild a game's state from its seed and stored actions (must equal the
        stored snapshot; tested)."""
        steps = await self.replay_steps(game_id)
        return steps[-1].state

    async def replay_steps(self, game_id: int) -> list[ReplayStep]:
        """The game step by step from its seed: the deal, then each stored action (a move
        or a removal) with the state after it and the events it produced, every secret
        included — for a finished game's replay and story, never a running game's."""
        record = await self.game(game_id)
        rules, options = self.rules(record), self.options(record)
        actions = await self.store.actions(game_id)
        # Hundreds of moves take tens of milliseconds to replay: in a thread, so that the
        # clicks of the games being played are not kept waiting behind it. Engines are pure.
        return await asyncio.to_thread(_replayed, rules, len(record.seats), record.seed, options, actions)


def _replayed(
    rules: AnyRules, players: int, seed: int, options: BaseOptions, actions: list[tuple[int | None, str, str]]
) -> list[ReplayStep]:
    state: BaseState
    state, events = rules.setup(players, seed, options)
    steps = [ReplayStep(0, None, "setup", state, tuple(events))]
    for number, (seat, kind, action_json) in enumerate(actions, start=1):
        assert seat is not None
        action = None
        if kind == "remove":
            state, events = rules.remove_seat(state, seat)
        else:
            action = rules.parse_action(json.loads(action_json))
            state, events = rules.apply(state, seat, action)
        steps.append(ReplayStep(number, seat, kind, state, tuple(events), action))
    return steps


def _without_said(events: list[Event], said: frozenset[str]) -> list[Event]:
    """``events`` without the first public event of each key in ``said`` (a timeout's note
    already says it)."""
    left = set(said)
    kept = []
    for event in events:
        if event.to is None and event.text.key in left:
            left.discard(event.text.key)
            continue
        kept.append(event)
    return kept


@dataclass(frozen=True, slots=True)
class ReplayStep:
    """One step of a replayed game: ``number`` 0 is the deal; ``kind`` is the stored
    action's kind ("remove" for a removal) or "setup"; ``action`` the move played (None for
    the deal and a removal)."""

    number: int
    seat: int | None
    kind: str
    state: BaseState
    events: tuple[Event, ...]
    action: ActionModel | None = None


class RefusedActionError(UserError):
    """The rules refused an action (an engine's ``IllegalAction``): the user's mistake, or,
    for a computer player's move, a bug in that player."""


def removal_ends_game(rules: Engine[Any, Any, Any], state: BaseState, seat: int) -> bool:
    """Whether removing ``seat`` now would end the game (Grimm: always; Mascarade: a table
    the cards in play no longer allow)."""
    if state.finished:
        return False
    try:
        after: BaseState = rules.remove_seat(state, seat)[0]
    except IllegalAction:
        return False
    return after.finished


def refusal(exc: IllegalAction, record: GameRecord) -> RefusedActionError:
    """An engine's refusal as the user reads it: its Text unchanged, with the table's names."""
    return RefusedActionError(exc.reason, names={s.seat: s.name for s in record.seats})


def new_events(events: list[Event]) -> list[NewEvent]:
    """Engine events as the store keeps them: audience and the Text as JSON."""
    return [NewEvent(e.to, e.text.model_dump_json()) for e in events]


def announcement(line: Text) -> NewEvent:
    """One public line for the table (a pause, a moderator's change), as the store keeps it."""
    (event,) = new_events([Event(text=line)])
    return event


def decode_text(payload: str) -> Text:
    return Text.model_validate_json(payload)


def fell_due(signal: Text) -> set[int]:
    """The seats a :data:`TABLE_DUE` signal says fell due."""
    seats = str(signal.args.get("fell_due", ""))
    return {int(s) for s in seats.split(",") if s}


def _due_signal(before: list[Decision], after: list[Decision], actor: int | None) -> list[Event]:
    """The :data:`TABLE_DUE` signal of an action that changed who must act or what they
    are asked (none if it did not), so that the table redraws what it offers even when the
    action said nothing public; it names the seats that fell due with it — those not asked
    before, and those asked something new without having acted themselves (their answer
    timed out, or a moderator skipped it, and now their own turn begins). ``actor`` is the
    seat whose player made the move (None for a timeout, a skip, a removal): it is at the
    keyboard, so its next step is no news to it."""
    was = {d.seat: d.since for d in before}
    now = {d.seat: d.since for d in after}
    fell = {s for s, since in now.items() if s not in was or (since != was[s] and s != actor)}
    if was == now:
        return []
    # Addressed to nobody: no seat's log or panel shows it; the outbox still reads it.
    return [Event(text=text(TABLE_DUE, fell_due=",".join(str(s) for s in sorted(fell))), to=())]
