"""The game's clock through the service, on each store and on the test's clock: the answer
timer under both clocks, the time bank (charged, topped up, capped), quiet hours and
holidays, a pause, and the lobby's estimate of a game's length from stored games."""

from __future__ import annotations

import datetime
import json
from typing import Any
from zoneinfo import ZoneInfo

from bot.boot.registry import load_games
from bot.core.schedule import DAY
from bot.core.time_control import Bank, TimeControl
from bot.service.games import GameService
from bot.service.moderation import Moderation
from bot.store.db import Database
from bot.store.games import GameStore
from bot.store.records import GameRecord, NewLobby
from cogs.mascarade.rules.actions import Announce
from cogs.mascarade.rules.options import Answers, Options

HOUR = 3600
BERLIN = ZoneInfo("Europe/Berlin")
BANK = Bank(DAY, 6 * HOUR, 2 * DAY)


class Now:
    """The service's clock: it moves only when the test says."""

    def __init__(self) -> None:
        # Monday 3 June 2024, noon in Berlin.
        self.t = datetime.datetime(2024, 6, 3, 12, tzinfo=BERLIN).timestamp()

    def __call__(self) -> float:
        return self.t


async def table(
    db: Database, now: Now, players: int, control: TimeControl, answers: Answers = Answers.ONE_AT_A_TIME
) -> tuple[GameService, int]:
    """A Mascarade table of users 1..players with this clock, started."""
    service = GameService(GameStore(db), load_games(), clock=now)
    record = await service.new_lobby(
        NewLobby(
            game="mascarade",
            guild_id=1,
            channel_id=10,
            host_id=1,
            host_name="p1",
            locale="en",
            turn_seconds=control.turn_seconds,
            time_control=control,
            options=Options(answers=answers, first_seat=0).model_dump_json(),
        )
    )
    for user in range(2, players + 1):
        await service.join(record.id, user, f"p{user}")
    await service.start(record.id, 1, False)
    return service, record.id


async def act(service: GameService, game_id: int, seat: int, pick: Any = None) -> None:
    """``seat`` plays ``pick`` (an action class: its first legal one), else its first legal action."""
    record = await service.game(game_id)
    state = service.state(record)
    decision = service.pending_for(record, state, seat)
    assert decision is not None, f"seat {seat} is asked nothing"
    legal = service.rules(record).legal_actions(state, seat)
    action = next(a for a in legal if pick is None or isinstance(a, pick))
    found = record.by_seat(seat)
    assert found is not None
    await service.act(game_id, found.user_id, decision.since, action)


async def to_a_claim(service: GameService, game_id: int) -> int:
    """The four preparatory turns played at once, then the fifth turn's player claims: the seat
    that claimed."""
    for _ in range(4):
        record = await service.game(game_id)
        (decision,) = service.pending(record, service.state(record))
        await act(service, game_id, decision.seat)
    record = await service.game(game_id)
    (decision,) = service.pending(record, service.state(record))
    await act(service, game_id, decision.seat, Announce)
    return decision.seat


def asked(service: GameService, record: GameRecord) -> list[int]:
    return sorted(d.seat for d in service.pending(record, service.state(record)))


def timeouts(actions: list[tuple[int | None, str, str]]) -> list[int]:
    return [seat for seat, kind, _ in actions if kind == "timeout" and seat is not None]


async def test_a_claim_nobody_answers_costs_twelve_answer_timers_not_twelve_turn_timers(db: Database) -> None:
    now = Now()
    service, game_id = await table(db, now, 13, TimeControl(180))
    claimant = await to_a_claim(service, game_id)
    claimed_at = now.t
    for answerer in range(12):
        record = await service.game(game_id)
        seat = (claimant + 1 + answerer) % 13
        assert asked(service, record) == [seat], "one answer at a time, clockwise"
        assert record.deadline_at == now.t + 60, "an answer has a third of the turn timer"
        now.t = record.deadline_at - 1
        assert await service.expire(game_id) == [], "not a second early"
        now.t += 1
        assert await service.expire(game_id), "at its moment"
    assert now.t - claimed_at == 12 * 60
    assert timeouts(await service.store.actions(game_id)) == [(claimant + 1 + n) % 13 for n in range(12)]
    record = await service.game(game_id)
    assert claimant not in asked(service, record) or record.deadline_at == now.t + 180


async def test_answers_asked_all_at_once_share_one_answer_timer(db: Database) -> None:
    now = Now()
    service, game_id = await table(db, now, 13, TimeControl(180, answer_seconds=30), Answers.ALL_AT_ONCE)
    claimant = await to_a_claim(service, game_id)
    record = await service.game(game_id)
    assert len(asked(service, record)) == 12
    assert record.deadline_at == now.t + 30
    await act(service, game_id, (claimant + 1) % 13)  # one answers: the others keep their time
    assert (await service.game(game_id)).deadline_at == now.t + 30
    now.t += 30
    played = await service.expire(game_id)
    assert len(timeouts(await service.store.actions(game_id))) == 11, "the other eleven, at once"
    assert played


async def test_a_time_bank_pays_for_own_decisions_and_is_topped_up_to_its_cap(db: Database) -> None:
    now = Now()
    service, game_id = await table(db, now, 4, TimeControl(bank=BANK))
    record = await service.game(game_id)
    first = record.by_seat(0)
    assert first is not None
    assert first.clock is not None
    assert first.clock.due_at == now.t + DAY, "a day in the bank, nobody quiet"
    assert record.deadline_at == now.t + DAY
    now.t += 2 * HOUR
    await act(service, game_id, 0)
    first = (await service.game(game_id)).by_seat(0)
    assert first is not None
    assert first.clock is not None
    assert first.clock.bank == DAY - 2 * HOUR + 6 * HOUR, "charged two hours, given six"
    assert first.clock.due_at is None, "its clock stops with its decision"
    # Seat 1 lets its whole bank run out: the timeout rule plays, at the moment it runs out.
    now.t = (await service.game(game_id)).deadline_at or 0.0
    now.t -= 1
    assert await service.expire(game_id) == []
    now.t += 1
    assert await service.expire(game_id)
    second = (await service.game(game_id)).by_seat(1)
    assert second is not None
    assert second.clock is not None
    assert second.clock.bank == 6 * HOUR, "empty, then the increment"
    # Quick decisions top the bank up to its cap, never beyond.
    for _ in range(24):
        record = await service.game(game_id)
        (decision,) = service.pending(record, service.state(record))
        await act(service, game_id, decision.seat)
    banks = [s.clock.bank for s in (await service.game(game_id)).seats if s.clock is not None]
    assert max(banks) == 2 * DAY


async def test_under_a_time_bank_an_answer_has_its_timer_counted_outside_quiet_hours(db: Database) -> None:
    now = Now()
    service, game_id = await table(db, now, 5, TimeControl(bank=BANK, answer_seconds=2 * HOUR), Answers.ALL_AT_ONCE)
    sleeper = 3  # user 3, seat 2: quiet from 13:00 to 20:00, Berlin time
    await service.away.set_zone(sleeper, "Europe/Berlin")
    await service.away.set_quiet(sleeper, (13 * 60, 20 * 60))
    claimant = await to_a_claim(service, game_id)
    assert claimant != 2
    record = await service.game(game_id)
    dues = {s.seat: s.clock.due_at for s in record.seats if s.clock is not None and s.clock.due_at is not None}
    awake = [seat for seat in dues if seat != 2]
    assert all(dues[seat] == now.t + 2 * HOUR for seat in awake), "two hours for whoever is awake"
    # Noon: one hour awake, then quiet until 20:00, then the second hour.
    assert dues[2] == datetime.datetime(2024, 6, 3, 21, tzinfo=BERLIN).timestamp()
    now.t += 2 * HOUR
    await service.expire(game_id)
    assert sorted(timeouts(await service.store.actions(game_id))) == sorted(awake), "only the seats whose time ran out"
    assert asked(service, await service.game(game_id)) == [2]
    now.t = dues[2]
    await service.expire(game_id)
    assert 2 in timeouts(await service.store.actions(game_id))


async def test_a_holiday_postpones_a_deadline_that_falls_inside_it(db: Database) -> None:
    now = Now()
    service, game_id = await table(db, now, 4, TimeControl(bank=BANK))
    due = (await service.game(game_id)).deadline_at
    assert due == now.t + DAY
    before = await service.away.schedule(1, now.t)
    now.t += HOUR
    holiday = (now.t + HOUR, now.t + 5 * DAY)  # from an hour from now: the deadline falls inside
    await service.away.add_holiday(1, *holiday)
    assert await service.schedule_changed(1, before) == [game_id]
    record = await service.game(game_id)
    assert record.deadline_at == due + (holiday[1] - holiday[0])
    now.t = due
    assert await service.expire(game_id) == [], "no timeout on holiday"


async def test_a_pause_stops_every_bank_and_a_resume_gives_back_what_was_left(db: Database) -> None:
    now = Now()
    service, game_id = await table(db, now, 4, TimeControl(bank=BANK))
    moderation = Moderation(service)
    now.t += 5 * HOUR
    await moderation.pause(game_id, 99)
    now.t += 3 * DAY
    record = await moderation.resume(game_id, 99)
    assert record.deadline_at == now.t + DAY - 5 * HOUR
    extended = await moderation.extend(game_id, 99, HOUR)
    assert extended.deadline_at == now.t + DAY - 4 * HOUR


async def test_the_lobbys_estimate_is_the_median_and_middle_half_of_such_games(db: Database) -> None:
    now = Now()
    service = GameService(GameStore(db), load_games(), clock=now)
    control = TimeControl(bank=BANK)
    minutes = [30, 40, 50, 60, 70, 80, 90, 200]  # eight four-player games in server 1
    for n, length in enumerate(minutes):
        await finished(db, guild=1, players=4, control=control, length=length * 60, channel=100 + n)
    await finished(db, guild=1, players=5, control=control, length=9999, channel=200)  # another table size
    await finished(db, guild=1, players=4, control=TimeControl(180), length=9999, channel=201)  # another clock
    for n in range(5):
        await finished(db, guild=2, players=3, control=control, length=600 * (n + 1), channel=300 + n)
    lobby = await lobby_of(service, guild=1, players=4, control=control)
    estimate = await service.estimate(lobby)
    assert estimate is not None
    assert not estimate.everywhere
    assert (estimate.games, estimate.median, estimate.low, estimate.high) == (8, 65 * 60, 47.5 * 60, 82.5 * 60)
    # A server that played too few of them reads every server's.
    elsewhere = await service.estimate(await lobby_of(service, guild=3, players=3, control=control, channel=20))
    assert elsewhere is not None
    assert elsewhere.everywhere
    assert elsewhere.median == 1800
    assert await service.estimate(await lobby_of(service, guild=3, players=6, control=control, channel=21)) is None


async def finished(db: Database, *, guild: int, players: int, control: TimeControl, length: int, channel: int) -> None:
    """A finished game as the store keeps one, ``length`` seconds long."""
    bank = control.bank
    started = 1_700_000_000.0
    async with db.transaction() as tx:
        game_id = await tx.insert(
            "INSERT INTO games (guild_id, channel_id, game, status, host_id, options, seed, turn_seconds, locale, "
            "created_at, started_at, finished_at, winners, bank_initial, bank_increment, bank_cap) "
            "VALUES (?, ?, 'mascarade', 'finished', 1, '{}', 1, ?, 'en', ?, ?, ?, ?, ?, ?, ?)",
            (
                guild,
                channel,
                control.turn_seconds,
                started,
                started,
                started + length,
                json.dumps([1]),
                *((bank.initial, bank.increment, bank.cap) if bank else (None, None, None)),
            ),
        )
        for seat in range(players):
            await tx.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                (game_id, seat, seat + 1, f"p{seat}"),
            )


async def lobby_of(
    service: GameService, *, guild: int, players: int, control: TimeControl, channel: int = 10
) -> GameRecord:
    record = await service.new_lobby(
        NewLobby(
            game="mascarade",
            guild_id=guild,
            channel_id=channel,
            host_id=1,
            host_name="p1",
            locale="en",
            turn_seconds=control.turn_seconds,
            time_control=control,
        )
    )
    for user in range(2, players + 1):
        record = await service.join(record.id, user, f"p{user}")
    return record
