"""A moderator's change and its audit line are one transaction: if the
audit line cannot be written, the change is not made either — and the other way round.

A real database (each store); a trigger that refuses audit lines stands in for any failure between the
change and its audit line (before, ``/mod remove``, ``/mod skip`` and ``/mod end`` on a
lobby committed the change first and wrote the audit line in a second transaction).
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.boot.registry import load_games
from bot.service.games import GameService
from bot.service.moderation import Moderation
from bot.store.db import ConstraintError, Database, open_database
from bot.store.games import GameStore
from bot.store.records import GameRecord, NewLobby

MOD = 900
HOST = 100
GAMES = load_games()


@dataclass
class Setup:
    db: Database
    service: GameService
    moderation: Moderation

    async def lobby(self, players: int) -> GameRecord:
        record = await self.service.new_lobby(
            NewLobby(
                game="mascarade", guild_id=1, channel_id=2, host_id=HOST, host_name="p0", locale="en", turn_seconds=60
            )
        )
        for seat in range(1, players):
            await self.service.join(record.id, HOST + seat, f"p{seat}")
        return await self.service.game(record.id)

    async def running(self, players: int = 4) -> GameRecord:
        record = await self.lobby(players)
        await self.service.start(record.id, HOST, False)
        return await self.service.game(record.id)

    async def refuse_audit_lines(self) -> None:
        if self.db.dialect.name == "sqlite":
            await self.db.execute(
                "CREATE TRIGGER refuse_audit BEFORE INSERT ON mod_actions BEGIN SELECT RAISE(ABORT, 'refused'); END"
            )
            return
        await self.db.execute(
            "CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS "
            "$$ BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = 'check_violation'; END $$"
        )
        await self.db.execute(
            "CREATE TRIGGER refuse_audit BEFORE INSERT ON mod_actions FOR EACH ROW EXECUTE FUNCTION refuse()"
        )

    async def accept_audit_lines(self) -> None:
        on_table = "" if self.db.dialect.name == "sqlite" else " ON mod_actions"
        await self.db.execute(f"DROP TRIGGER refuse_audit{on_table}")

    async def audited(self) -> list[str]:
        return [entry.action for entry in await self.moderation.audit_log(1)]


@pytest.fixture
async def setup(store_location: Path | str) -> AsyncIterator[Setup]:
    db = await open_database(store_location)
    service = GameService(GameStore(db), GAMES)
    yield Setup(db, service, Moderation(service))
    await db.close()


async def test_mod_remove_is_not_made_without_its_audit_line(setup: Setup) -> None:
    record = await setup.running()
    await setup.refuse_audit_lines()

    with pytest.raises(ConstraintError):
        await setup.moderation.remove(record.id, MOD, HOST + 1, confirmed=True)

    after = await setup.service.game(record.id)
    assert after.version == record.version
    seat = after.seat_of(HOST + 1)
    assert seat is not None
    assert not seat.removed
    await setup.accept_audit_lines()
    await setup.moderation.remove(record.id, MOD, HOST + 1, confirmed=True)
    assert await setup.audited() == ["remove"]
    assert (await setup.service.game(record.id)).seat_of(HOST + 1) is None


async def test_mod_skip_is_not_made_without_its_audit_line(setup: Setup) -> None:
    record = await setup.running()
    await setup.refuse_audit_lines()

    with pytest.raises(ConstraintError):
        await setup.moderation.skip(record.id, MOD)

    assert (await setup.service.game(record.id)).version == record.version
    await setup.accept_audit_lines()
    applied = await setup.moderation.skip(record.id, MOD)
    assert applied
    assert await setup.audited() == ["skip"], "one audit line however many steps the skip took"


async def test_mod_end_of_a_lobby_is_not_made_without_its_audit_line(setup: Setup) -> None:
    record = await setup.lobby(2)
    await setup.refuse_audit_lines()

    with pytest.raises(ConstraintError):
        await setup.moderation.end_lobby(record.id, MOD, "spam")

    assert (await setup.service.game(record.id)).status == "lobby"
    await setup.accept_audit_lines()
    ended = await setup.moderation.end_lobby(record.id, MOD, "spam")
    assert ended.status == "cancelled"
    assert await setup.audited() == ["end"]
