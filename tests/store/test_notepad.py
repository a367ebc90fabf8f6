"""The notepad store (Suspicion, S-7) and migration 0004: each player's assistant switch."""

from __future__ import annotations

import shutil
from pathlib import Path

import aiosqlite

from bot.store.db import MIGRATIONS_DIR, Database, open_database
from bot.store.sqlite import apply_migrations
from cogs.suspicion.rules import Options
from cogs.suspicion.storage import NotepadStore


async def _old_database(path: Path, tmp_path: Path) -> None:
    """A database as the bot left it before migration 0004, with two Suspicion games:
    one whose host switched the assistant on for the table, one left off."""
    old = tmp_path / "old-migrations"
    old.mkdir()
    for script in sorted(MIGRATIONS_DIR.glob("*.sql"))[:3]:
        shutil.copy(script, old)
    conn = await aiosqlite.connect(str(path), isolation_level=None)
    await apply_migrations(conn, old)
    for game, assistant in ((1, "true"), (2, "false")):
        options = f'{{"length": "quick", "notepad_assistant": {assistant}, "first_seat": null}}'
        await conn.execute(
            "INSERT INTO games (id, guild_id, channel_id, game, status, host_id, options, seed, created_at) "
            "VALUES (?, 1, ?, 'suspicion', 'running', 7, ?, 1, 0)",
            (game, 10 + game, options),
        )
        for seat in range(3):
            await conn.execute(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, 'p')", (game, seat, 100 + seat)
            )
    await conn.close()


async def test_s7_2_games_switched_on_for_the_table_keep_it_on_for_every_player(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    await _old_database(path, tmp_path)
    db: Database = await open_database(path)
    store = NotepadStore(db)
    assert [await store.assistant_on(1, seat) for seat in range(3)] == [True, True, True]
    assert [await store.assistant_on(2, seat) for seat in range(3)] == [False, False, False]
    # The stored options load with their new meaning (S-1.4 lengths, S-7.2 allowed/forbidden;
    # games stored before the automatic roll keep rolling by hand).
    (first,), (second,) = await db.fetchall("SELECT options FROM games ORDER BY id")
    old = {"length": "short2", "dice": "player"}
    assert Options.model_validate_json(first) == Options.model_validate({**old, "notepad_assistant": "allowed"})
    assert Options.model_validate_json(second) == Options.model_validate({**old, "notepad_assistant": "forbidden"})
    await db.close()


async def test_s7_2_a_player_switches_their_own_assistant(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    await _old_database(path, tmp_path)
    db = await open_database(path)
    store = NotepadStore(db)
    await store.set_assistant(2, 1, True)
    assert [await store.assistant_on(2, seat) for seat in range(3)] == [False, True, False]
    await store.set_assistant(2, 1, False)
    assert not await store.assistant_on(2, 1)
    await db.close()
