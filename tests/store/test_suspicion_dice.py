"""Migration 0009: Suspicion games started before the automatic roll keep rolling by hand
(S-2.1), in their options and in the options their state embeds; a lobby rolls automatically."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import aiosqlite

from bot.boot.registry import load_games
from bot.store.db import MIGRATIONS_DIR, Database, open_database
from bot.store.postgres import PG_MIGRATIONS_DIR, open_postgres
from bot.store.sqlite import apply_migrations
from cogs.suspicion.rules import DiceRoll, Options, State
from tests.postgres import fresh_postgres

BEFORE = 8  # the migrations a database had before the automatic roll
OLD_OPTIONS = {"first_seat": None, "length": "standard", "notepad_assistant": "allowed"}
# One game per status: (id, status, started)
GAMES = ((1, "running", True), (2, "finished", True), (3, "lobby", False), (4, "paused", True))


def _old_state() -> str:
    """A started game's state as stored before ``dice`` existed."""
    state, _ = load_games()["suspicion"].setup(3, 1, Options(dice=DiceRoll.PLAYER))
    dumped = json.loads(state.model_dump_json())
    del dumped["options"]["dice"]
    return json.dumps(dumped)


def _old_migrations(directory: Path, into: Path) -> Path:
    into.mkdir()
    for script in sorted(directory.glob("*.sql"))[:BEFORE]:
        shutil.copy(script, into)
    return into


def _rows() -> list[tuple[int, str, str, str | None]]:
    state = _old_state()
    return [(game, status, json.dumps(OLD_OPTIONS), state if started else None) for game, status, started in GAMES]


INSERT = (
    "INSERT INTO games (id, guild_id, channel_id, game, status, host_id, options, seed, created_at, state) "
    "VALUES (?, 1, ?, 'suspicion', ?, 7, ?, 1, 0, ?)"
)


async def _check(db: Database) -> None:
    rows = await db.fetchall("SELECT id, options, state FROM games ORDER BY id")
    dice = {int(game): Options.model_validate_json(str(options)).dice for game, options, _ in rows}
    assert dice == {1: DiceRoll.PLAYER, 2: DiceRoll.PLAYER, 3: DiceRoll.AUTO, 4: DiceRoll.PLAYER}
    states = [State.model_validate_json(str(state)) for _, _, state in rows if state is not None]
    assert [s.options.dice for s in states] == [DiceRoll.PLAYER] * 3


async def test_started_games_keep_rolling_by_hand_and_a_lobby_rolls_automatically(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    conn = await aiosqlite.connect(str(path), isolation_level=None)
    await apply_migrations(conn, _old_migrations(MIGRATIONS_DIR, tmp_path / "old"))
    for game, status, options, state in _rows():
        await conn.execute(INSERT, (game, 10 + game, status, options, state))
    await conn.close()
    db = await open_database(path)
    try:
        await _check(db)
    finally:
        await db.close()


async def test_the_postgresql_twin_does_the_same(tmp_path: Path) -> None:
    async with fresh_postgres() as url:
        old = await open_postgres(url, _old_migrations(PG_MIGRATIONS_DIR, tmp_path / "old"))
        for game, status, options, state in _rows():
            await old.execute(INSERT, (game, 10 + game, status, options, state))
        await old.close()
        db = await open_database(url)
        try:
            await _check(db)
        finally:
            await db.close()
