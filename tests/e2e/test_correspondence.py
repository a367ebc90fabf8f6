"""A game played over days, through the real bot and the fake Discord, on the test's clock.

A 13-seat Mascarade table with a time bank (a day to start with, six hours more after each
decision, two days at most): ten computer players, the host (no quiet hours; calls by direct
message), and two people who live far apart and keep quiet hours (Tokyo, New York). The host
and the New Yorker act now and then; the Tokyo player never does, so every decision of theirs
runs their bank out. Time jumps from one deadline (or waiting call) to the next; the bot is
stopped twice, hours pass while it is down, and it is started again. Throughout:

- every timeout happens once, at (never before) the moment the seat's own clock ran out, and
  every clock that ran out gets its timeout — also when it ran out while the bot was down;
- nobody is called in their quiet hours (their call waits until they are up);
- nobody is called more than once for a decision (in the channel, or by direct message);
- a person's panel opens with what the table did since their last decision.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.core.schedule import Schedule
from bot.store.records import GameRecord, GameStatus
from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night
from tests.e2e.table_conformance import Oracle
from tests.e2e.test_computer_players import computers_idle

pytestmark = pytest.mark.e2e

BANK = "bank:86400:21600:172800"  # a day, +6 hours a decision, at most two days
SEATS = 13
COMPUTERS = 10
HOUR = 3600
# The people: (zone, quiet hours from, to) and how often they act on a decision of theirs.
TOKYO = ("Asia/Tokyo", 22, 8)
NEW_YORK = ("America/New_York", 23, 7)
DOWNTIMES = (5 * HOUR, 11 * HOUR)  # the two stops of the bot, in the second and third phase
PHASES = 3
PHASE_DAYS = 6.0  # simulated days per phase (the game usually ends in the third)


@dataclass
class Person:
    user: User
    seat: int = -1
    schedule: Schedule = field(default_factory=Schedule)
    acts: float = 0.0  # the chance they act on a decision of theirs while awake
    calls: list[float] = field(default_factory=list)  # when each notification reached them


@dataclass
class Correspondence:
    night: Night
    people: list[Person]
    rng: random.Random
    seen: set[tuple[int, int]] = field(default_factory=set)  # (message, person) already looked at
    decided: set[tuple[int, int]] = field(default_factory=set)  # (seat, since) someone chose to act on or not
    timeouts: int = 0
    waited: int = 0  # calls that waited for someone's quiet hours to end
    digests: int = 0

    def note_calls(self) -> None:
        """Each new post in the channel, and each direct message, that notified a person."""
        night = self.night
        now = night.clock()
        posts = night.fake.channel_messages(night.channel, include_deleted=True)
        for person in self.people:
            direct = night.fake.dm_messages(person.user)
            calls: list[Message] = [m for m in posts if person.user.id in m.mentions.users] + direct
            for message in calls:
                if (message.id, person.user.id) not in self.seen:
                    self.seen.add((message.id, person.user.id))
                    person.calls.append(now)

    async def step(self, bot: MasqueradeBot) -> GameRecord:
        """Computers move, then a person due acts (or decides not to); if nobody does, time
        goes on to the next deadline or waiting call, and the timeouts are checked."""
        night = self.night
        service = bot.services.service
        await computers_idle(night, bot)
        self.note_calls()
        record = await service.game(night.game_id)
        if record.status != GameStatus.RUNNING:
            return record
        asked = {d.seat: d.since for d in service.pending(record, service.state(record))}
        for person in self.people:
            since = asked.get(person.seat)
            if since is None or (person.seat, since) in self.decided or person.schedule.asleep(night.clock()):
                continue
            self.decided.add((person.seat, since))
            if self.rng.random() < person.acts:
                panel = await night.panel(person.user)
                self.digests += "Since your last decision" in panel.content
                assert await night.random_turn(person.user, self.rng), f"{person.user.name} could act"
                self.note_calls()
                return await service.game(night.game_id)
        await self.let_time_pass(bot, record)
        return await service.game(night.game_id)

    async def let_time_pass(self, bot: MasqueradeBot, record: GameRecord) -> None:
        """To the next deadline or waiting call: exactly the seats whose clock ran out by then
        time out, each once, not before its moment."""
        night = self.night
        dues = {s.seat: s.clock.due_at for s in record.seats if s.clock is not None and s.clock.due_at is not None}
        moments = [t for t in (record.deadline_at, record.call_at) if t is not None]
        assert moments, "a running game with people asked has a deadline or a waiting call"
        self.waited += min(moments) == record.call_at
        await night.pass_time(max(0.0, min(moments) - night.clock()) + 1)
        await self.check_timeouts(bot, record.version, dues)

    async def check_timeouts(self, bot: MasqueradeBot, version: int, dues: dict[int, float]) -> None:
        await computers_idle(self.night, bot)
        now = self.night.clock()
        rows = await bot.db.fetchall(
            "SELECT seat, kind, created_at FROM actions WHERE game_id = ? AND version > ? ORDER BY version",
            (self.night.game_id, version),
        )
        timed = [(seat, at) for seat, kind, at in rows if kind == "timeout"]
        ran_out = sorted(seat for seat, due in dues.items() if due <= now)
        assert sorted(seat for seat, _ in timed) == ran_out, "each clock that ran out, once; no other"
        assert all(at >= dues[seat] for seat, at in timed), "never before the clock ran out"
        self.timeouts += len(timed)
        self.note_calls()


async def test_a_thirteen_seat_time_bank_game_plays_over_weeks_across_two_restarts(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["computer_delay_seconds"] = 0
    host, tokyo, new_york = night.users[:3]
    people = [
        Person(host, acts=0.6),
        Person(tokyo, schedule=Schedule(TOKYO[0], (TOKYO[1] * 60, TOKYO[2] * 60))),
        Person(new_york, schedule=Schedule(NEW_YORK[0], (NEW_YORK[1] * 60, NEW_YORK[2] * 60)), acts=0.5),
    ]
    run = Correspondence(night, people, random.Random(13))
    start = night.clock()
    async with night.bot() as bot:
        await night.slash(night.mod, "settings dm-reminders", allowed=True)
        await night.slash(host, "game reminders", on=True)
        for person, (zone, begin, end) in ((people[1], TOKYO), (people[2], NEW_YORK)):
            await night.slash(person.user, "game away zone", zone=zone)
            await night.slash(person.user, "game away quiet", start=begin, end=end)
        await open_table(night, bot, people)
        record = await bot.services.service.game(night.game_id)
        assert record.time_control.bank is not None
    finished = False
    for phase in range(PHASES):
        if phase:
            await night.pass_time(DOWNTIMES[phase - 1])  # the bot is down: its clocks run on
        async with night.bot() as bot:
            if phase:
                # The first tick after the start gives a deadline that passed meanwhile its grace.
                await night.run_timers()
                run.note_calls()
            until = start + (phase + 1) * PHASE_DAYS * 86400
            for _ in bounded(4000, "the correspondence game ends"):
                record = await run.step(bot)
                if record.status != GameStatus.RUNNING or (night.clock() >= until and phase < PHASES - 1):
                    break
            finished = record.status == GameStatus.FINISHED
            if finished:
                oracle = await Oracle.start(bot, record)
                await oracle.catch_up(bot, record)
                break
    assert finished, "the game reached its end"
    assert night.clock() - start > 7 * 86400, "over weeks, not hours"
    assert run.timeouts > 0, "the people's banks ran out"
    assert run.digests > 0, "a panel opened with what happened meanwhile"
    for person in people:
        asleep = [t for t in person.calls if person.schedule.asleep(t)]
        assert not asleep, f"{person.user.name} was called in their quiet hours"
        fell_due = oracle.moments(person.seat)
        assert len(person.calls) <= fell_due, f"{person.user.name}: {len(person.calls)} calls for {fell_due} decisions"
    assert run.waited > 0, "someone fell due in their quiet hours and was called once up"
    assert fake.dm_messages(host), "the host's calls came by direct message"


async def open_table(night: Night, bot: MasqueradeBot, people: list[Person]) -> None:
    """The host's lobby with the time bank, the two others, ten computer players; started."""
    host = people[0].user
    ix = await night.slash(host, "game new", game="mascarade")
    lobby = ix.original
    assert lobby is not None
    record = await bot.services.store.live_in_channel(night.channel.id)
    assert record is not None
    night.game_id = record.id
    await (await night.fake.select(host, lobby, f"mn:o:{record.id}:turn_timer", [BANK])).answered()
    for person in people[1:]:
        await night.slash(person.user, "game join")
    menu = await night.fake.click(host, lobby, f"mn:r:{record.id}:menu")
    await menu.answered()
    assert menu.original is not None
    for _ in range(COMPUTERS):
        await (await night.fake.click(host, menu.original, f"mn:r:{record.id}:casual")).answered()
    await night.slash(host, "game start")
    await night.idle()
    record = await bot.services.service.game(record.id)
    assert len(record.seats) == SEATS
    for person in people:
        seat = record.seat_of(person.user.id)
        assert seat is not None
        person.seat = seat.seat
