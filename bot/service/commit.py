"""Committing an accepted action: one transaction, checked against the version and status
the action was played on, storing the action, its events, the new state, who fell due and the
next deadline; then the kept state, the computer players woken, and a finished game rated.
The table reads what is committed here (:data:`TABLE_DUE`, :data:`GAME_FINISHED`). No
discord here."""

from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import BaseModel

from bot.core.errors import UserError
from bot.engine.core import BaseState, Decision, Event
from bot.engine.errors import IllegalAction
from bot.engine.text import Text, text
from bot.service.clocks import Clocks
from bot.store.ratings import RatingStore
from bot.store.records import (
    GameRecord,
    GameStatus,
    NewAction,
    NewAudit,
    NewEvent,
    SeatChange,
    VersionConflictError,
)

__all__ = [
    "GAME_FINISHED",
    "TABLE_DUE",
    "Applied",
    "Commits",
    "Move",
    "RefusedActionError",
    "announcement",
    "decode_text",
    "fell_due",
    "new_events",
    "refusal",
]

log = logging.getLogger(__name__)

GAME_FINISHED = "game-finished"
# Stored with an action when the seats that must act change: which seats fell due with it
# (comma-separated), so that the table notifies each person at the moment their decision
# falls due, however many actions one delivery covers. Addressed to nobody: read by the
# outbox, never shown.
TABLE_DUE = "table-due"


@dataclass(frozen=True, slots=True)
class Applied:
    """The result of an accepted action: the game after it and what it produced."""

    record: GameRecord
    state: BaseState
    events: list[Event]


@dataclass(frozen=True, slots=True)
class Move:
    """An accepted action as :meth:`Commits.commit` stores it: the seat it was played for,
    its kind (``player``, ``timeout``, ``remove``), the action (an engine's action, or plain
    JSON), the state after it and its events, what it changed on seats and, if a moderator
    caused it, their audit line."""

    seat: int | None
    kind: str
    action: Any
    after: BaseState
    events: list[Event]
    seat_changes: list[SeatChange] = field(default_factory=list)
    audit: NewAudit | None = None


class RefusedActionError(UserError):
    """The rules refused an action (an engine's ``IllegalAction``): the user's mistake, or,
    for a computer player's move, a bug in that player."""


def refusal(exc: IllegalAction, record: GameRecord) -> RefusedActionError:
    """An engine's refusal as the user reads it: its Text unchanged, with the table's names."""
    return RefusedActionError(exc.reason, names={s.seat: s.name for s in record.seats})


class Commits(Clocks):
    """Accepted actions stored, each in one transaction, and finished games rated."""

    def _start(self) -> None:
        super()._start()
        self.ratings = RatingStore(self.store.db)
        # Ratings of games just finished, rated after the last move is answered.
        self._rating_runs: set[asyncio.Task[None]] = set()

    async def commit(self, record: GameRecord, before: BaseState, move: Move) -> Applied:
        """Persist an accepted action (one transaction, version- and status-checked) with
        what it changed on seats and, if a moderator caused it, their audit line."""
        now = self.clock()
        after, events = move.after, move.events
        status = GameStatus.FINISHED if after.finished else record.status
        winners: list[int] | None = None
        if after.finished and not before.finished:
            # Delivered by the adapter as the end-of-game summary (winners, every secret).
            events = [*events, Event(text=text(GAME_FINISHED))]
            assert after.outcome is not None
            winners = [s.user_id for s in record.seats if s.seat in after.outcome.winners]
        # The state before was read (and its decisions worked out) by the caller: kept.
        asked_before, asked_after = list(self.pending(record, before)), self.rules(record).pending(after)
        stored = [*events, *_due_signal(asked_before, asked_after, move.seat if move.kind == "player" else None)]
        seat_changes = list(move.seat_changes)
        if record.banked:
            owner_before = self.owner(record, before) if asked_before else None
            running = record.status == GameStatus.RUNNING
            clocks, deadline = await self.clocks_after(record, asked_before, owner_before, after, now, running=running)
            seat_changes = _with_clocks(seat_changes, clocks)
        else:
            deadline = self._next_deadline(record, after, now, asked_before, asked_after)
        action = move.action
        action_json = action.model_dump_json() if isinstance(action, BaseModel) else json.dumps(action)
        try:
            await self.store.commit_action(
                NewAction(
                    game_id=record.id,
                    expected_version=before.version,
                    expected_status=record.status,
                    new_version=after.version,
                    state=after.model_dump_json(),
                    seat=move.seat,
                    kind=move.kind,
                    action=action_json,
                    events=new_events(stored),
                    status=status,
                    deadline_at=deadline,
                    now=now,
                    seat_changes=seat_changes,
                    winners=winners,
                    audit=move.audit,
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
            self._parsed.keep(record.id, after)
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
            move.seat,
            move.kind,
            getattr(action, "kind", type(action).__name__),
        )
        if winners is not None:
            self.counters.finished(record.guild_id, record.game)
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
        """The deadline after an action on the per-decision timer: the time of what is asked
        now (:meth:`turn_deadline`), except when the action only answered one of several
        decisions asked at once (a claim answered all at once, the final guesses): those
        still asked keep the time they were given."""
        still_asked = {(d.seat, d.since) for d in after}
        if record.deadline_at is not None and after and still_asked < {(d.seat, d.since) for d in before}:
            return record.deadline_at
        return self.turn_deadline(record, state, now)


def _with_clocks(changes: list[SeatChange], clocks: list[SeatChange]) -> list[SeatChange]:
    """An action's seat changes with the seats' new clocks (one change per seat)."""
    merged = {c.seat: c for c in changes}
    for clock in clocks:
        found = merged.get(clock.seat)
        merged[clock.seat] = clock if found is None else replace(found, clock=clock.clock)
    return list(merged.values())


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
