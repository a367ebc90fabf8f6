"""Computer seats in the service, on a real SQLite file: lobby seats, practice tables,
replacement, their moves, and timers that skip them."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.errors import UserError
from bot.engine.core import ActionModel
from bot.players.base import Knowledge
from bot.service.computers import Computers, is_computer_id
from bot.service.games import GameService
from bot.store.db import open_database
from bot.store.games import GameStore
from bot.store.records import GameStatus, NewLobby, PauseReason
from cogs.mascarade.rules.actions import Announce
from tests.bounds import bounded
from tests.registry import NAMES, PLAYERS, RULES

HOST = 100


@pytest.fixture
async def computers(tmp_path: Path) -> AsyncIterator[Computers]:
    db = await open_database(tmp_path / "db.sqlite3")
    clock = [1_000.0]
    yield Computers(GameService(GameStore(db), RULES, clock=lambda: clock[0]), PLAYERS, NAMES)
    await db.close()


async def lobby(computers: Computers, game: str) -> int:
    record = await computers.service.new_lobby(
        NewLobby(game=game, guild_id=1, channel_id=2, host_id=HOST, host_name="host", locale="ru", turn_seconds=60)
    )
    return record.id


MAX_COMPUTER_MOVES = 10_000  # more than any game takes: a computer seat that never stops fails


async def play_computers(computers: Computers, game_id: int) -> int:
    """Every computer move the game waits for, until a person must act; how many."""
    moves = 0
    for _ in bounded(MAX_COMPUTER_MOVES, f"game {game_id}'s computer moves"):
        if await computers.play_one(game_id) is None:
            break
        moves += 1
    return moves


async def test_lobby_computers_up_to_the_maximum_with_names_from_the_world(computers: Computers) -> None:
    game_id = await lobby(computers, "grimm")
    for level in ("casual", "sharp", "casual", "sharp"):
        record = await computers.add(game_id, HOST, False, level)
    with pytest.raises(UserError, match="error-lobby-full"):
        await computers.add(game_id, HOST, False, "casual")
    seats = record.seats[1:]
    assert [s.computer for s in seats] == ["casual", "sharp", "casual", "sharp"]
    assert all(is_computer_id(s.user_id) and s.name.startswith("🤖 ") for s in seats)
    assert len({s.name for s in seats}) == 4
    assert "Гретель из леса" in seats[0].name, "named in the table's language"
    record = await computers.remove(game_id, HOST, False)
    assert [s.computer for s in record.seats[1:]] == ["casual", "sharp", "casual"]


async def test_only_the_host_adds_and_computers_never_host(computers: Computers) -> None:
    game_id = await lobby(computers, "mascarade")
    with pytest.raises(UserError, match="error-host-only"):
        await computers.add(game_id, 200, False, "casual")
    await computers.add(game_id, HOST, False, "casual")
    record = await computers.service.leave(game_id, HOST)
    assert record.status == GameStatus.CANCELLED, "a lobby of computers alone is cancelled"


@pytest.mark.every_game
@pytest.mark.parametrize("game", sorted(PLAYERS))
async def test_practice_starts_at_once_and_computers_play_until_a_person_must(computers: Computers, game: str) -> None:
    rules = RULES[game]
    applied = await computers.practice(
        NewLobby(game=game, guild_id=1, channel_id=2, host_id=HOST, host_name="host", locale="en", turn_seconds=60),
        players=min(4, rules.player_range(rules.options_model())[1]),
        level="casual",
    )
    assert applied.record.status == GameStatus.RUNNING
    await play_computers(computers, applied.record.id)
    record = await computers.service.game(applied.record.id)
    pending = computers.service.rules(record).pending(computers.service.state(record))
    assert pending, "the game waits for someone"
    assert all(d.seat == 0 for d in pending), "only the person is waited for"
    assert computers.waiting(record) == []
    assert [kind for _, kind, _ in await computers.store.actions(record.id)] == ["player"] * record.version


async def test_a_replaced_seat_keeps_its_place_and_the_timer_skips_it(computers: Computers) -> None:
    service = computers.service
    game_id = await lobby(computers, "grimm")
    for user in (200, 300):
        await service.join(game_id, user, f"p{user}")
    record = (await service.start(game_id, HOST, False)).record
    waiting = service.rules(record).pending(service.state(record))[0].seat
    person = record.by_seat(waiting)
    assert person is not None
    record = await computers.replace(game_id, HOST, person.user_id, "sharp", audited=True)
    seat = record.by_seat(waiting)
    assert seat is not None
    assert (seat.computer, seat.name) == ("sharp", person.name)
    assert record.seat_of(person.user_id) is None
    assert record.status == GameStatus.RUNNING
    service.clock = lambda: 10.0**9  # long past the deadline
    await service.expire(game_id)
    timed_out = [seat for seat, kind, _ in await computers.store.actions(game_id) if kind == "timeout"]
    assert waiting not in timed_out, "no timeout ruling for a computer seat"
    assert await computers.play_one(game_id) is not None
    with pytest.raises(UserError, match="error-target-not-seated"):
        await computers.replace(game_id, HOST, person.user_id, "casual", audited=True)


class BrokenPlayer:
    """A computer player with a bug: every choice raises."""

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        raise RuntimeError("a bug in a computer player")


class CheatingPlayer:
    """A computer player with a bug: it announces during the preparatory turns."""

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        return Announce(character="king", slot=0)


async def computer_to_act(
    computers: Computers, monkeypatch: pytest.MonkeyPatch, player: type[BrokenPlayer | CheatingPlayer] = BrokenPlayer
) -> int:
    """A Mascarade table whose first player is a broken computer player."""
    computers.players = {**PLAYERS, "mascarade": {**PLAYERS["mascarade"], "casual": lambda rules: player()}}
    game_id = await lobby(computers, "mascarade")
    for _ in range(3):
        record = await computers.add(game_id, HOST, False, "casual")
    await computers.service.start(game_id, HOST, False, first_user=record.seats[1].user_id)
    return game_id


@pytest.mark.parametrize("player", [BrokenPlayer, CheatingPlayer])
async def test_a_failing_computer_move_plays_the_timeout_ruling_instead(
    computers: Computers, monkeypatch: pytest.MonkeyPatch, player: type[BrokenPlayer | CheatingPlayer]
) -> None:
    game_id = await computer_to_act(computers, monkeypatch, player)
    assert await computers.play_one(game_id) is not None
    assert [(seat, kind) for seat, kind, _ in await computers.store.actions(game_id)] == [(1, "timeout")]
    assert (await computers.service.game(game_id)).status == GameStatus.RUNNING


async def test_a_failing_computer_move_whose_timeout_ruling_fails_too_pauses_the_game(
    computers: Computers, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await computer_to_act(computers, monkeypatch)

    def broken_ruling(state: object, seat: int) -> ActionModel:
        raise RuntimeError("a bug in the timeout ruling")

    monkeypatch.setattr(RULES["mascarade"], "timeout_action", broken_ruling)
    await computers.play_one(game_id)
    record = await computers.service.game(game_id)
    assert (record.status, record.pause_reason) == (GameStatus.PAUSED, PauseReason.TIMER_FAILED)
    assert await computers.store.actions(game_id) == []
    assert await computers.play_one(game_id) is None, "a paused game waits for a moderator"


async def test_no_deadline_while_only_computer_players_are_waited_for(computers: Computers) -> None:
    game_id = await lobby(computers, "mascarade")
    for _ in range(3):
        record = await computers.add(game_id, HOST, False, "casual")
    record = (await computers.service.start(game_id, HOST, False, first_user=record.seats[1].user_id)).record
    assert record.deadline_at is None, "a computer seat moves at once"
    assert await play_computers(computers, game_id) > 0
    record = await computers.service.game(game_id)
    assert record.deadline_at is not None, "the person has a turn's time"


async def test_a_practice_table_of_the_wrong_size_is_refused_before_any_lobby_opens(computers: Computers) -> None:
    with pytest.raises(UserError, match="error-player-count"):
        await computers.practice(
            NewLobby(
                game="grimm", guild_id=1, channel_id=2, host_id=HOST, host_name="host", locale="en", turn_seconds=60
            ),
            players=9,
            level="casual",
        )
    games = await computers.store.db.fetchone("SELECT COUNT(*) FROM games")
    assert games is not None
    assert games[0] == 0, "no lobby opened and cancelled"
