"""The table conformance harness (tests/e2e/table_conformance.py) run over random complete
games of every registered game and the test-only fourth one, and the half-time warning.

``MN_TABLE_GAMES=50`` plays that many games per game (20 by default); ``MN_SEED=<n>``
replays game ``n`` of each game (pick one with ``-k``); ``MN_TABLE_SURVEY=1`` plays every
game to its end and lists every broken invariant instead of stopping at the first.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.boot.registry import EXTRA_GAMES_ENV
from bot.store.records import GameRecord
from cogs.mascarade.rules.legal import PREPARATORY_TURNS
from cogs.table.table import BOARD_EDIT_INTERVAL
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import make_night
from tests.e2e.table_conformance import (
    CLICK,
    EXTRA_GAMES,
    EXTRA_MODULES,
    GAMES,
    WARNING,
    ConformanceError,
    TableRun,
    TableSpec,
    gate_for,
    play_table,
    table_spec,
    watching_handlers,
)

pytestmark = [pytest.mark.e2e, pytest.mark.table_conformance, pytest.mark.every_game]

# Tables 0..19 of each game keep the whole suite within minutes on two cores;
# MN_TABLE_GAMES=n plays tables 0..n-1 instead (50, 2000: a longer look).
GAMES_PER_GAME = int(os.environ.get("MN_TABLE_GAMES", "20"))
# One bot plays this many tables in turn; xdist spreads the tests (short ones, so that no
# worker is left with a long one at the end).
TABLES_PER_TEST = 5
REPLAY = os.environ.get("MN_SEED")
SURVEY = os.environ.get("MN_TABLE_SURVEY", "") not in ("", "0")
# A file to which each finished table appends one JSON line of figures (steps checked, moments
# people fell due, posts that notified them): the evidence behind a run, for whoever asks.
REPORT = os.environ.get("MN_TABLE_REPORT", "")
# Random tables per game played with a spectator following them.
SPECTATED_TABLES = 2
HALF_TIME_TIMER = 600  # seconds real time never reaches: the test lets half of it pass at once
HALF_TIME_REPLAY = "python -m pytest -n 0 tests/e2e/test_table_conformance.py -k 'half_time and {game}'"


def _batches() -> list[tuple[str, tuple[int, ...]]]:
    if REPLAY is not None:
        return [(game, (int(REPLAY),)) for game in GAMES]
    return [
        (game, tuple(range(first, min(first + TABLES_PER_TEST, GAMES_PER_GAME))))
        for game in GAMES
        for first in range(0, GAMES_PER_GAME, TABLES_PER_TEST)
    ]


@contextlib.contextmanager
def offered(game: str, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The bot offers ``game``: a game outside the registry is named in MN_EXTRA_GAMES, as a
    process started with it would see it (the bot's cogs offer the games it was built with)."""
    if game in EXTRA_GAMES:
        monkeypatch.setenv(EXTRA_GAMES_ENV, EXTRA_MODULES)
    yield


@pytest.mark.parametrize(("game", "seeds"), _batches(), ids=lambda v: f"{v[0]}-{v[-1]}" if isinstance(v, tuple) else v)
async def test_random_tables_conform(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, seeds: tuple[int, ...]
) -> None:
    failures: list[str] = []
    with offered(game, monkeypatch), watching_handlers():
        night = await make_night(fake, tmp_path)
        night.settings_overrides["computer_delay_seconds"] = 0
        async with night.bot() as bot:
            rules = bot.services.games[game]
            played: list[TableRun] = []
            for seed in seeds:
                channel = await fake.add_channel(night.guild, f"table-{seed}")
                try:
                    played.append(
                        await play_table(night, bot, table_spec(game, seed, rules), channel, keep_going=SURVEY)
                    )
                except ConformanceError as failed:
                    failures.append(str(failed))
            await night.boards()
            for run in played:
                try:
                    run.check_retired()
                except ConformanceError as failed:
                    failures.append(str(failed))
                if run.violations:
                    failures.append(run.report(run.violations))
                elif REPORT:
                    _append_figures(run)
    assert not failures, "\n\n".join(failures)


@pytest.mark.parametrize("game", GAMES)
async def test_a_spectator_sees_the_public_view_at_every_step(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    """Random tables played with someone who is not at the table following each with /game
    watch from its start: at every step their view is the engine's public view of the game
    (the ``spectator`` invariant), it never offers a control, and it shows no secret."""
    with offered(game, monkeypatch), watching_handlers():
        night = await make_night(fake, tmp_path)
        night.settings_overrides["computer_delay_seconds"] = 0
        spectator = night.users[-1]  # never seated: the tables seat at most LARGE_TABLE
        async with night.bot() as bot:
            rules = bot.services.games[game]
            for seed in range(SPECTATED_TABLES):
                channel = await fake.add_channel(night.guild, f"watched-{seed}")
                spec = table_spec(game, seed, rules)
                run = await play_table(night, bot, spec, channel, spectator=spectator)
                assert run.watched is not None, "the spectator's view was opened"


@pytest.mark.parametrize("game", GAMES)
async def test_half_time_warning_notifies_whoever_is_due(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    """Everyone due at the start lets half the turn timer pass: before the deadline a
    warning (a post starting with "⏰") notifies each of them, and the table, checked as
    in every random game, conforms before and after it."""
    with offered(game, monkeypatch), watching_handlers():
        night = await make_night(fake, tmp_path)
        night.settings_overrides["turn_timer_seconds"] = HALF_TIME_TIMER
        async with night.bot() as bot:
            rules = bot.services.games[game]
            least, _ = rules.player_range(rules.options_model())
            spec = TableSpec(game, 0, least, (), False, (), (True,) * (least - 1))
            run = TableRun(night, bot, spec, night.channel, gate_for(bot), keep_going=True, replay=HALF_TIME_REPLAY)
            await run.open()
            await run.settle()
            record = await run.check()
            assert record.deadline_at is not None
            deadline = record.deadline_at
            pending = run.oracle.pending() if run.oracle is not None else {}
            due = [p for p in run.people if p.seat in pending]
            assert due, "someone must act at the start"
            before = {p.user.id: _notified(run, p.user.id) for p in due}

            def warned() -> bool:
                return all(len(_notified(run, p.user.id)) > len(before[p.user.id]) for p in due)

            await night.pass_time(HALF_TIME_TIMER / 2)
            assert night.clock() < deadline, "whatever was posted so far was posted before the deadline"
            with contextlib.suppress(AssertionError):
                await fake.wait_for(warned, timeout=1)
            for person in due:
                warnings = [m for m in _notified(run, person.user.id) if m not in before[person.user.id]]
                if not warnings:
                    turn = run.turn_message()
                    shown = turn.content if turn is not None else None
                    run.fail(
                        "half-time", f"no post notified {person.user.name} before the deadline; turn message: {shown!r}"
                    )
                elif not all(m.content.startswith(WARNING) for m in warnings):
                    run.fail("half-time", f"{person.user.name} was notified by {[m.content for m in warnings]}")
            await run.settle()
            await run.check()
    assert not run.violations, run.report(run.violations)


CLAIM_TABLE = 13  # the largest Mascarade table: twelve answerers to a claim
DEFAULT_TURN_SECONDS = 180  # the bot's default turn timer (Settings.turn_timer_seconds)


@pytest.mark.parametrize("answers", ["one_at_a_time", "all_at_once"])
async def test_a_claim_nobody_answers_holds_the_table_for_answer_timers(
    fake: FakeDiscord, tmp_path: Path, answers: str
) -> None:
    """Thirteen people at a Mascarade table with the default settings; the fifth turn's player
    claims and everyone else is away. The table waits one answer timer (a third of the turn
    timer) per answerer asked one at a time — twelve, not twelve turn timers — and a single one
    when all answer at once, where one call names all twelve. Every screen conforms meanwhile;
    the table time per claim is a figure of the report (MN_TABLE_REPORT)."""
    with watching_handlers():
        night = await make_night(fake, tmp_path)
        night.settings_overrides["turn_timer_seconds"] = DEFAULT_TURN_SECONDS
        async with night.bot() as bot:
            options = ((CLICK, "mn:ans:{game_id}:" + answers),) if answers == "all_at_once" else ()
            spec = TableSpec("mascarade", 0, CLAIM_TABLE, (), False, options, (True,) * (CLAIM_TABLE - 1))
            run = TableRun(night, bot, spec, night.channel, gate_for(bot), replay=CLAIM_REPLAY)
            await run.open()
            await run.settle()
            await run.check()
            service = bot.services.service
            await _to_the_fifth_turn(run)
            claimed_at, called_before = night.clock(), len(run.posts())
            record = await _claim(run)
            asked = service.pending(record, service.state(record))
            answer_seconds = record.time_control.answers
            assert answer_seconds == DEFAULT_TURN_SECONDS // 3
            waits = 0
            while any(d.kind == "contest" for d in service.pending(record, service.state(record))):
                assert record.deadline_at is not None
                assert record.deadline_at <= night.clock() + answer_seconds, "an answer's own timer"
                await night.pass_time(record.deadline_at - night.clock())
                await run.settle()
                record = await run.check()
                waits += 1
            held = night.clock() - claimed_at
            calls = [m for m in run.posts()[called_before:] if m.mentions.users]
            if answers == "all_at_once":
                assert waits == 1
                assert len(asked) == CLAIM_TABLE - 1
                first = calls[0].mentions.users
                assert first == {p.user.id for p in run.people if p.seat in {d.seat for d in asked}}, "one call, all"
            else:
                assert waits == CLAIM_TABLE - 1
            # Besides the timers, each wait lets the board's edit interval pass (the harness
            # makes the bot's board edits at once on its clock instead of in real time).
            most = waits * (answer_seconds + BOARD_EDIT_INTERVAL) + 1
            assert held <= most, f"{held:.0f} s for {waits} answer timers"
            if REPORT:
                figures = {"game": "mascarade", "claim_table_seconds": round(held), "answers": answers}
                _append(figures | {"players": CLAIM_TABLE, "answer_seconds": answer_seconds})
    assert not run.violations, run.report(run.violations)


CLAIM_REPLAY = "python -m pytest -n 0 tests/e2e/test_table_conformance.py -k 'claim_nobody_answers'"


async def _claim(run: TableRun) -> GameRecord:
    """The fifth turn's player announces a character with the quick choice on the turn message."""
    service = run.bot.services.service
    record = await run.record()
    (decision,) = service.pending(record, service.state(record))
    person = next(p for p in run.people if p.seat == decision.seat)
    turn = run.turn_message()
    assert turn is not None
    for select in turn.selects():
        claim = next((o for o in select["options"] if "Announce the" in str(o.get("label", ""))), None)
        if claim is not None and f":{person.seat}:" in select["custom_id"]:
            await _pick(run, person.user, turn, str(select["custom_id"]), str(claim["value"]))
            return await run.check()
    raise AssertionError("the turn message offers no claim")


async def _to_the_fifth_turn(run: TableRun) -> None:
    """The four preparatory turns, played through the screens."""
    service = run.bot.services.service
    for _ in range(400):
        record = await run.record()
        state = service.state(record)
        if getattr(state, "turn", 0) > PREPARATORY_TURNS and getattr(state, "phase", "") == "turn":
            return
        if not await run.person_step():
            await run.wake_someone()
        await run.check()
    raise AssertionError("the fifth turn never came")


async def _pick(run: TableRun, user: User, message: Message, custom_id: str, value: str) -> None:
    await run.interact(user, lambda: run.fake.select(user, message, custom_id, [value]), f"{user.name} claims")


def _append(figures: dict[str, object]) -> None:
    with open(REPORT, "a", encoding="utf-8") as out:
        out.write(json.dumps(figures) + "\n")


def _append_figures(run: TableRun) -> None:
    assert run.oracle is not None
    oracle = run.oracle
    figures = {
        "game": run.spec.game,
        "seed": run.spec.seed,
        "steps": len(run.steps),
        "fell_due": sum(oracle.moments(p.seat) for p in run.people),
        "notified": sum(len(_notified(run, p.user.id)) for p in run.people),
    }
    with open(REPORT, "a", encoding="utf-8") as out:
        out.write(json.dumps(figures) + "\n")


def _notified(run: TableRun, user_id: int) -> list[Message]:
    return [m for m in run.posts() if user_id in m.mentions.users]
