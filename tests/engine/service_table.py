"""A running game behind the real service, on a real SQLite file, with a clock the test
moves: what each game's service-level timeout tests (``tests/engine/<game>/test_service_timeouts.py``)
share. A timeout resolves exactly the decision whose deadline passed (the rules files' timeout
rulings: Mascarade R1, R2, R4; Suspicion R1, R2; Grimm R1, R2); each game's tests check it for
that game, so running one game's tests catches a timeout regression in the service.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.boot.registry import load_games
from bot.engine.core import BaseState, Decision
from bot.service.commit import Applied
from bot.service.games import GameService
from bot.store.db import Database, open_database
from bot.store.games import GameStore
from bot.store.records import GameRecord, NewLobby

TURN_SECONDS = 60
GAMES = load_games()


@dataclass
class Table:
    """One running game, the service that runs it and a clock the test moves."""

    service: GameService
    store: GameStore
    game_id: int = 0
    now: list[float] = field(default_factory=lambda: [1_000.0])

    async def seat(self, game: str, state: BaseState) -> None:
        """Start a ``game`` for ``state.players`` through the service, then give it ``state``."""
        record = await self.service.new_lobby(
            NewLobby(
                game=game, guild_id=1, channel_id=2, host_id=100, host_name="p0", locale="en", turn_seconds=TURN_SECONDS
            )
        )
        for seat in range(1, state.players):
            await self.service.join(record.id, 100 + seat, f"p{seat}")
        await self.service.start(record.id, 100, False)
        await self.store.db.execute(  # a hand-set position, planted as a test fixture
            "UPDATE games SET state = ?, version = ? WHERE id = ?",
            (state.model_dump_json(), state.version, record.id),
        )
        self.store.reread(record.id)  # written behind the store's back
        self.game_id = record.id

    async def record(self) -> GameRecord:
        return await self.service.game(self.game_id)

    async def state(self) -> Any:
        return self.service.state(await self.record())

    async def act(self, seat: int, action: Any) -> Applied:
        record = await self.record()
        decision = self.service.pending_for(record, self.service.state(record), seat)
        assert decision is not None, f"seat {seat} is asked nothing"
        return await self.service.act(self.game_id, 100 + seat, decision.since, action)

    async def expire(self) -> list[Applied]:
        """Let the deadline pass, then run the timer's expiry."""
        record = await self.record()
        assert record.deadline_at is not None
        self.now[0] = record.deadline_at + 1
        return await self.service.expire(self.game_id)

    async def pending(self) -> list[Decision]:
        record = await self.record()
        return self.service.rules(record).pending(self.service.state(record))

    async def strikes(self) -> list[int]:
        return [s.strikes for s in (await self.record()).seats]

    async def deadline_is_fresh(self, *, answer: bool = False) -> bool:
        """The deadline was set when the last action committed: a full turn from now, or the
        answer timer (a third of it, at least 20 s) for an answer asked during someone else's
        turn."""
        record = await self.record()
        return record.deadline_at == self.now[0] + (record.time_control.answers if answer else TURN_SECONDS)

    async def timeout_actions(self) -> list[dict[str, Any]]:
        actions = await self.store.actions(self.game_id)
        return [json.loads(action) for _, kind, action in actions if kind == "timeout"]

    async def public_keys(self, since_version: int) -> list[str]:
        events = await self.store.public_events(self.game_id, limit=1_000_000)
        return [json.loads(e.payload)["key"] for e in events if e.version > since_version]


async def open_table(tmp_path: Path) -> AsyncIterator[Table]:
    """The ``table`` fixture of ``tests/engine/conftest.py``."""
    db: Database = await open_database(tmp_path / "db.sqlite3")
    store = GameStore(db)
    clock = [1_000.0]
    service = GameService(store, GAMES, clock=lambda: clock[0])
    yield Table(service, store, now=clock)
    await db.close()


# The public line of a timed-out decision: the general one, or the game's own saying what
# its (public) timeout rules played.
GAME_TIMEOUT_NOTE = ("mascarade-timeout-", "grimm-timeout-", "suspicion-timeout-")


def is_timeout_note(key: str) -> bool:
    return key == "timeout-acted" or key.startswith(GAME_TIMEOUT_NOTE)


def timeout_notes(keys: list[str]) -> int:
    """How many of ``keys`` are the public line of a timed-out decision."""
    return sum(map(is_timeout_note, keys))


def decisions(pending: list[Decision]) -> list[tuple[int, str]]:
    return [(d.seat, d.kind) for d in pending]
