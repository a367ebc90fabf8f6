"""One error model: an engine's refusal reaches the user with its Text
unchanged — its seats and terms included — and a game whose timeout ruling raises is paused
and reported once instead of failing every second.

Service-level, on a real SQLite file; the refusal is rendered with the same translator the
adapter uses (``Translator.text``).
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.boot.registry import load_games
from bot.core.errors import UserError
from bot.engine.core import BaseState
from bot.engine.text import text
from bot.i18n import Translator
from bot.service.games import GameService
from bot.service.moderation import Moderation
from bot.store.db import Database, open_database
from bot.store.games import GameStore
from bot.store.records import GameStatus, NewLobby, PauseReason
from cogs.suspicion.rules import State as SuspicionState
from cogs.suspicion.rules.actions import Move
from tests.fourth_game.rules import Guess, Pick
from tests.fourth_game.rules import Rules as GuessRules
from tests.fourth_game.rules import State as GuessState
from tests.registry import CATALOG

GAMES = load_games()


@pytest.fixture
async def db(tmp_path: Path) -> AsyncIterator[Database]:
    db = await open_database(tmp_path / "db.sqlite3")
    yield db
    await db.close()


@pytest.fixture
def service(db: Database) -> GameService:
    clock = [1_000.0]
    return GameService(GameStore(db), GAMES, clock=lambda: clock[0])


class BrokenTimeout(GuessRules):
    """The fourth test game with a bug in its timeout ruling."""

    def timeout_action(self, state: GuessState, seat: int) -> Pick | Guess:
        raise RuntimeError("a bug in the timeout ruling")


async def plant(service: GameService, game_id: int, state: BaseState) -> None:
    """A hand-set position, planted as a test fixture (a new version, so no parsed state is kept
    for it; the store is told its row changed)."""
    await service.store.db.execute(
        "UPDATE games SET state = ?, version = ? WHERE id = ?", (state.model_dump_json(), state.version, game_id)
    )
    service.store.reread(game_id)  # written behind the store's back


async def test_a_suspicion_refusal_keeps_its_term(service: GameService) -> None:
    """S-2.1: moving a guest no die shows names that guest — the words, not "guest_term"."""
    record = await service.new_lobby(
        NewLobby(game="suspicion", guild_id=1, channel_id=2, host_id=100, host_name="p0", locale="en", turn_seconds=60)
    )
    for seat in (1, 2):
        await service.join(record.id, 100 + seat, f"p{seat}")
    await service.start(record.id, 100, False)
    record = await service.game(record.id)
    state = service.state(record)
    assert isinstance(state, SuspicionState)
    guests = sorted(state.positions)
    # Seat 0's turn, at the move step, with two dice that both show the first guest.
    dice = {"dice": [guests[0]] * 2, "dice_left": [0, 1]}
    planted = state.model_copy(update={"current": 0, "phase": "move", **dice, "version": state.version + 1})
    await plant(service, record.id, planted)
    record = await service.game(record.id)
    decision = service.pending_for(record, service.state(record), 0)
    assert decision is not None
    room = state.positions[guests[1]]

    with pytest.raises(UserError) as refused:
        await service.act(record.id, 100, decision.since, Move(guest=guests[1], room=room))

    assert refused.value.reason.terms == {"guest_term": f"suspicion-guest-{guests[1]}"}
    catalog = CATALOG
    shown = Translator(catalog, "en", lambda seat: f"p{seat}").text(refused.value.reason)
    assert catalog.get("en", f"suspicion-guest-{guests[1]}") in shown
    assert "guest_term" not in shown


async def test_a_table_too_small_to_start_is_refused_with_the_engines_reason(service: GameService) -> None:
    """The engine template checks the count when the game starts; the service passes it on."""
    record = await service.new_lobby(
        NewLobby(game="suspicion", guild_id=1, channel_id=2, host_id=100, host_name="p0", locale="en", turn_seconds=60)
    )
    with pytest.raises(UserError) as refused:
        await service.start(record.id, 100, False)
    assert refused.value.reason == text("error-player-count", n=1, least=2, most=6)
    assert (await service.game(record.id)).status is GameStatus.LOBBY


async def test_removing_a_removed_player_is_refused_with_the_engines_reason(service: GameService) -> None:
    """``remove_seat``'s own refusal reaches the moderator as a refusal, not as a bug."""
    record = await service.new_lobby(
        NewLobby(game="suspicion", guild_id=1, channel_id=2, host_id=100, host_name="p0", locale="en", turn_seconds=60)
    )
    for seat in (1, 2, 3):
        await service.join(record.id, 100 + seat, f"p{seat}")
    await service.start(record.id, 100, False)
    record = await service.game(record.id)
    state = service.state(record)
    # The engine already counts seat 3 out (the table does not): its remove_seat refuses.
    await plant(service, record.id, state.model_copy(update={"removed": [3], "version": state.version + 1}))
    moderation = Moderation(service)

    with pytest.raises(UserError) as refused:
        await moderation.remove(record.id, 1, 103, confirmed=False)

    assert refused.value.reason.key == "error-not-seated"


async def test_a_failing_timeout_ruling_pauses_the_game_and_is_reported_once(
    db: Database, caplog: pytest.LogCaptureFixture
) -> None:
    """The timer does not retry a broken ruling every second: the game is paused with one
    public line, and the failure is logged once, at ERROR."""
    clock = [1_000.0]
    service = GameService(GameStore(db), {"guess": BrokenTimeout()}, clock=lambda: clock[0])
    record = await service.new_lobby(
        NewLobby(game="guess", guild_id=1, channel_id=2, host_id=100, host_name="p0", locale="en", turn_seconds=60)
    )
    await service.join(record.id, 101, "p1")
    await service.start(record.id, 100, False)
    record = await service.game(record.id)
    assert record.deadline_at is not None
    clock[0] = record.deadline_at + 1

    with caplog.at_level(logging.INFO):
        for _ in range(3):  # three ticks of the timer
            await service.expire(record.id)
            clock[0] += 1

    record = await service.game(record.id)
    assert (record.status, record.pause_reason, record.deadline_at) == (
        GameStatus.PAUSED,
        PauseReason.TIMER_FAILED,
        None,
    )
    public = [json.loads(e.payload)["key"] for e in await service.store.public_events(record.id, limit=100)]
    assert public.count("paused-timer-failed") == 1
    assert len([r for r in caplog.records if r.levelno >= logging.ERROR]) == 1
