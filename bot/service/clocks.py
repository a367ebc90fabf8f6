"""The game's clock (:mod:`bot.core.time_control`) as the service keeps it: the deadline of a
decision on the per-decision timer, and each seat's time bank and running clock in a
time-bank game. Timers are the service's, never the engine's: a replay of the stored actions
rebuilds the game without them. No discord here.

An **answer** is a decision asked of a seat during someone else's turn (``Decision.seat`` is
not ``Progress.owner``): a claim's contest, a Grimm token request, an Inquisitor's question.
It has the answer timer; every other decision has the turn's time (the per-decision timer, or
the seat's bank). In a time-bank game each seat's clock counts only the time outside its
person's quiet hours and holidays (:class:`bot.core.schedule.Schedule`); the bank pays for
the seat's own decisions, each of which adds the increment once it is over (decided by the
player or by the timeout ruling), up to the cap.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from bot.core.schedule import Schedule
from bot.core.time_control import TimeControl
from bot.engine.core import BaseState, Decision
from bot.service.reads import GameReads
from bot.store.away import AwayStore
from bot.store.records import GameRecord, GameStatus, SeatChange, SeatClock, SeatRecord

__all__ = ["Clocks", "first_due", "is_answer", "next_clocks", "started_clocks", "stopped_clocks"]


def is_answer(decision: Decision, owner: int | None) -> bool:
    """Whether ``decision`` is an answer: asked during another seat's turn."""
    return owner is not None and decision.seat != owner


def _bank(seat: SeatRecord, control: TimeControl) -> SeatClock:
    assert control.bank is not None
    return seat.clock if seat.clock is not None else SeatClock(float(control.bank.initial))


def next_clocks(
    control: TimeControl,
    seats: Sequence[SeatRecord],
    before: Sequence[Decision],
    owner_before: int | None,
    after: Sequence[Decision],
    owner_after: int | None,
    now: float,
    schedules: Mapping[int, Schedule],
    *,
    running: bool = True,
) -> list[SeatChange]:
    """The seats' clocks after a change of what is asked (an action, a start): a seat still
    asked the same step keeps its clock; one whose step closed is charged the time it took
    (a turn's from its bank, an answer's from its answer timer) and, its decision over,
    given the increment; one asked something new starts the clock for it (stopped, with the
    time it has, unless ``running``: a paused game). Computer seats have no clock."""
    assert control.bank is not None
    bank = control.bank
    was = {d.seat: d for d in before}
    asked = {d.seat: d for d in after}
    changes = []
    for seat in seats:
        if seat.computer is not None or seat.removed:
            continue
        old = _bank(seat, control)
        d_before, d_after = was.get(seat.seat), asked.get(seat.seat)
        if d_before is not None and d_after is not None and d_before.since == d_after.since and seat.clock is not None:
            continue  # still asked the same step: its clock runs on
        schedule = schedules.get(seat.user_id, Schedule())
        balance, remaining = old.bank, None
        if d_before is not None and old.left is not None:
            used = schedule.awake_between(old.since, now) if old.since is not None else 0.0
            remaining = max(0.0, old.left - used)
            answered = is_answer(d_before, owner_before)
            if not answered:
                balance = remaining
            if (d_after is None or not d_after.continues(d_before)) and not answered:
                balance = min(float(bank.cap), balance + bank.increment)
        if d_after is None:
            new = SeatClock(balance)
        else:
            continued = d_before is not None and remaining is not None and d_after.continues(d_before)
            if continued:
                left = remaining if is_answer(d_after, owner_after) else balance
            else:
                left = float(control.answers) if is_answer(d_after, owner_after) else balance
            assert left is not None
            new = SeatClock(balance, left, now, schedule.deadline(now, left)) if running else SeatClock(balance, left)
        if new != seat.clock:
            changes.append(SeatChange(seat.seat, clock=new))
    return changes


def stopped_clocks(
    seats: Sequence[SeatRecord],
    owner: int | None,
    asked: Sequence[Decision],
    now: float,
    schedules: Mapping[int, Schedule],
) -> list[SeatChange]:
    """Every running clock stopped at ``now`` (a pause), keeping the time it had left."""
    was = {d.seat: d for d in asked}
    changes = []
    for seat in seats:
        clock = seat.clock
        if clock is None or clock.since is None or clock.left is None:
            continue
        left = max(0.0, clock.left - schedules.get(seat.user_id, Schedule()).awake_between(clock.since, now))
        decision = was.get(seat.seat)
        balance = left if decision is not None and not is_answer(decision, owner) else clock.bank
        changes.append(SeatChange(seat.seat, clock=SeatClock(balance, left)))
    return changes


def started_clocks(
    seats: Sequence[SeatRecord], now: float, schedules: Mapping[int, Schedule], extra: float = 0.0
) -> list[SeatChange]:
    """Every clock with time left started (or started again) at ``now``, given ``extra``
    seconds more (a moderator's extension): a resume, a schedule changed, more time."""
    changes = []
    for seat in seats:
        clock = seat.clock
        if clock is None or clock.left is None or seat.computer is not None or seat.removed:
            continue
        schedule = schedules.get(seat.user_id, Schedule())
        left = clock.left
        if clock.since is not None:
            left = max(0.0, left - schedule.awake_between(clock.since, now))
        left += extra
        changes.append(SeatChange(seat.seat, clock=SeatClock(clock.bank, left, now, schedule.deadline(now, left))))
    return changes


def first_due(seats: Iterable[SeatRecord], changes: Sequence[SeatChange]) -> float | None:
    """The first seat deadline once ``changes`` are made: the game's next deadline."""
    changed = {c.seat: c.clock for c in changes if c.clock is not None}
    dues = []
    for seat in seats:
        clock = changed.get(seat.seat, seat.clock)
        if clock is not None and clock.due_at is not None and seat.computer is None and not seat.removed:
            dues.append(clock.due_at)
    return min(dues, default=None)


class Clocks(GameReads):
    """Deadlines and seat clocks, and the people's schedules they read (``away``)."""

    def _start(self) -> None:
        super()._start()
        self.away = AwayStore(self.store.db)

    def owner(self, record: GameRecord, state: BaseState) -> int | None:
        return self.rules(record).progress(state).owner

    def turn_deadline(self, record: GameRecord, state: BaseState, now: float) -> float | None:
        """On the per-decision timer: the time of what is asked now, from now — the answer
        timer when every person asked is answering, else the turn's — unless the game has no
        timer or waits only for computer seats (they move at once; a timer would only make
        the timer loop call again). None in a time-bank game (its seats' clocks say)."""
        if record.turn_seconds <= 0 or state.finished or record.bank_initial is not None:
            return None
        control = record.time_control
        computers = {s.seat for s in record.seats if s.computer is not None}
        people = [d for d in self.rules(record).pending(state) if d.seat not in computers]
        if not people:
            return None
        owner = self.owner(record, state)
        seconds = control.answers if all(is_answer(d, owner) for d in people) else record.turn_seconds
        return now + seconds

    def decision_seconds(self, record: GameRecord) -> int:
        """On the per-decision timer: the time given to what is asked now (the answer timer
        or the turn's; see :meth:`turn_deadline`)."""
        if record.state is None or record.status != GameStatus.RUNNING:
            return record.turn_seconds
        state = self.state(record)
        deadline = self.turn_deadline(record, state, 0.0)
        return record.turn_seconds if deadline is None else int(deadline)

    async def schedules(self, record: GameRecord, now: float) -> dict[int, Schedule]:
        """The schedules of the game's people (read, or kept a short while)."""
        return {
            s.user_id: await self.away.schedule(s.user_id, now)
            for s in record.seats
            if s.computer is None and not s.removed
        }

    async def clocks_after(
        self,
        record: GameRecord,
        before: Sequence[Decision],
        owner_before: int | None,
        after: BaseState,
        now: float,
        *,
        running: bool = True,
    ) -> tuple[list[SeatChange], float | None]:
        """A time-bank game's seat clocks after a change of what is asked, and its next
        deadline (:func:`next_clocks`)."""
        control = record.time_control
        rules = self.rules(record)
        asked = rules.pending(after)
        changes = next_clocks(
            control,
            record.seats,
            before,
            owner_before,
            asked,
            rules.progress(after).owner if asked else None,
            now,
            await self.schedules(record, now),
            running=running,
        )
        return changes, first_due(record.seats, changes) if running else None

    async def schedule_changed(self, user_id: int, before: Schedule) -> list[int]:
        """The person's quiet hours, zone or holidays changed (``before``: their schedule
        until now): each clock of theirs that runs is charged the time it ran under the old
        schedule and runs on under the new one. Returns the games changed (their calls that
        wait may be due at another time now)."""
        changed = []
        for game_id in await self.store.clocked_games_of(user_id):
            async with self.lock(game_id):
                record = await self.game(game_id)
                seat = record.seat_of(user_id)
                clock = seat.clock if seat is not None else None
                if record.status != GameStatus.RUNNING or seat is None or clock is None:
                    continue
                if clock.since is None or clock.left is None:
                    continue
                now = self.clock()
                after = await self.away.schedule(user_id, now)
                left = max(0.0, clock.left - before.awake_between(clock.since, now))
                changes = [SeatChange(seat.seat, clock=SeatClock(clock.bank, left, now, after.deadline(now, left)))]
                await self.store.set_clocks(game_id, changes, first_due(record.seats, changes))
                changed.append(game_id)
        return changed
