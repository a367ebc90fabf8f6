"""Timeouts: once a turn's deadline passed, the timeout ruling plays exactly the decisions
open at that moment (a moderator's skip does the same, without strikes), a seat's third
strike marks it away, a decision a timed-out seat left is finished when it reopens, and a
game whose ruling fails is paused. No discord here."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from bot.core.errors import UserError
from bot.engine.core import BaseState, Decision, Engine, Event
from bot.engine.errors import IllegalAction
from bot.engine.text import text
from bot.service.clocks import first_due, stopped_clocks
from bot.service.commit import Applied, Commits, Move, announcement
from bot.store.records import GameRecord, GameStatus, NewAudit, PauseReason, SeatChange

__all__ = ["STRIKES_TO_AWAY", "Timeouts", "removal_ends_game"]

log = logging.getLogger(__name__)

STRIKES_TO_AWAY = 3
MAX_TIMEOUT_STEPS = 50  # steps of one timed-out turn (a Suspicion turn has about eight)


@dataclass(frozen=True, slots=True)
class _Ruling:
    """Why the timeout ruling is applied: the note the table reads, and whether it counts
    as a strike against the player."""

    note: str
    strikes: bool


TIMER = _Ruling("timeout-acted", strikes=True)
MOD_SKIP = _Ruling("mod-skipped", strikes=False)


class Timeouts(Commits):
    """The timeout ruling, by the timer or a moderator's skip, and the pause of a broken one."""

    async def expire(self, game_id: int) -> list[Applied]:
        """Once the deadline passed, apply the timeout ruling to exactly the decisions open
        at that moment (each played whole, as one decision with one strike: see
        :class:`Decision`). What opens afterwards has its own deadline and announcement."""
        async with self.lock(game_id):
            record = await self.game(game_id)
            if record.status != GameStatus.RUNNING or record.deadline_at is None or record.deadline_at > self.clock():
                return []
            try:
                played = await self._time_out_open(record, TIMER, due_by=self.clock())
                if not played and record.banked:
                    # No seat's own clock ran out (one moved on meanwhile): the game's next
                    # deadline is its seats' first again, not this one every second.
                    await self.store.set_clocks(game_id, [], first_due(record.seats, []))
                return played
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
        clocks = []
        if record.banked and record.state is not None:
            state = self.state(record)
            asked = self.pending(record, state)
            owner = self.owner(record, state) if asked else None
            clocks = stopped_clocks(record.seats, owner, asked, now, await self.schedules(record, now))
        await self.store.pause(
            record.id,
            clocks=clocks,
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

    async def _time_out_open(
        self, record: GameRecord, ruling: _Ruling, audit: NewAudit | None = None, *, due_by: float | None = None
    ) -> list[Applied]:
        """The timeout ruling for the decisions open now; with ``due_by``, in a time-bank game,
        only for the seats whose own clock ran out by then (each seat has its own)."""
        results: list[Applied] = []
        # A decision open to people and computer seats at once (a simultaneous one) has a
        # deadline: the people's. The computer seats are about to move.
        computers = {s.seat for s in record.seats if s.computer is not None}
        banked = record.banked and due_by is not None
        for decision in self.pending(record, self.state(record)):
            if decision.seat in computers:
                continue
            if banked and not _ran_out(record, decision.seat, due_by):
                continue
            results += await self._time_out(record.id, decision, ruling, None if results else audit)
        return results + await self.finish_timed_out(record.id)

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
            if step == 0 and ruling is not None:
                events, changes = _ruling_noted(rules, record, current, new_state, decision, ruling, events)
                if ruling is TIMER and changes:  # the seat's first timeout on this decision
                    self.counters.timed_out(record.guild_id, record.game)
            move = Move(decision.seat, "timeout", action, new_state, events, changes, audit=None if results else audit)
            results.append(await self.commit(record, current, move))
        return results

    async def finish_timed_out(self, game_id: int, current: GameRecord | None = None) -> list[Applied]:
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


def _ruling_noted(
    rules: Engine[Any, Any, Any],
    record: GameRecord,
    before: BaseState,
    after: BaseState,
    decision: Decision,
    ruling: _Ruling,
    events: list[Event],
) -> tuple[list[Event], list[SeatChange]]:
    """The timeout's ``events`` led by the table's note of a seat's first timeout on
    ``decision`` (and, at its third strike, that it is away), and the seat's strike; the events
    alone if this decision already timed out once (it was interrupted and goes on)."""
    seat = record.by_seat(decision.seat)
    if seat is not None and seat.timed_out_began == decision.began:
        return events, []
    count = (seat.strikes if seat else 0) + (1 if ruling.strikes else 0)
    said = rules.timeout_note(before, decision.seat) if ruling is TIMER else None
    notes = [Event(text=said or text(ruling.note, seat=decision.seat))]
    if said is not None:
        # The game's own note already says what some of the move's public events would.
        events = _without_said(events, rules.timeout_note_says(before, decision.seat))
    away = ruling.strikes and count == STRIKES_TO_AWAY
    if away:
        # Where removing them would end the game for everyone, the notice offers a computer
        # player in their seat instead.
        key = "timeout-away-replace" if removal_ends_game(rules, after, decision.seat) else "timeout-away"
        notes.append(Event(text=text(key, seat=decision.seat, n=STRIKES_TO_AWAY)))
    return notes + events, [SeatChange(decision.seat, strikes=count, timed_out_began=decision.began, away=away)]


def _without_said(events: list[Event], said: frozenset[str]) -> list[Event]:
    """``events`` without the first public event of each key in ``said``."""
    left = set(said)
    kept = []
    for event in events:
        if event.to is None and event.text.key in left:
            left.discard(event.text.key)
            continue
        kept.append(event)
    return kept


def _ran_out(record: GameRecord, seat: int, now: float | None) -> bool:
    """Whether ``seat``'s own clock ran out by ``now`` (a time-bank game)."""
    found = record.by_seat(seat)
    clock = found.clock if found is not None else None
    return clock is not None and clock.due_at is not None and now is not None and clock.due_at <= now


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
