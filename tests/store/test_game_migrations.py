"""A game's private tables come with the game's own migrations (``GamePlugin.migrations``),
numbered from 1 for that game and applied after the bot's, on both stores: the test-only
fourth game's notes prove it, with no shared file naming the game."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.boot.registry import game_migrations
from bot.store.copying import copy_database
from bot.store.db import GAME_SCHEMAS, MIGRATIONS_DIR, DatabaseUnusableError, GameMigrations, migrations, open_database
from bot.store.games import GameStore
from tests.fourth_game.storage import NoteStore
from tests.registry import plugin
from tests.store.playing import stored_lobby

GUESS = plugin("guess")
GAMES = game_migrations((GUESS,))


def test_the_fourth_games_migrations_come_in_both_dialects() -> None:
    (guess,) = GAMES
    assert [p.name for _, p in guess.sqlite()] == [p.name for _, p in guess.postgresql()] != []


async def test_a_games_tables_are_made_by_its_own_migrations_once(store_location: Path | str) -> None:
    db = await open_database(store_location, games=GAMES)
    try:
        notes = NoteStore(db)
        game = await stored_lobby(GameStore(db), game="guess")
        assert await notes.note(game, 0) == ""
        await notes.keep(game, 0, "they picked 2")
        await notes.keep(game, 0, "they picked 3")
        await notes.keep(game, 1, "a 1, surely")
        assert (await notes.note(game, 0), await notes.note(game, 1)) == ("they picked 3", "a 1, surely")
        row = await db.fetchone(f"SELECT version FROM {GAME_SCHEMAS} WHERE game = ?", ("guess",))
        assert row is not None
        assert row[0] == len(GAMES[0].sqlite())
        assert "guess_notes" in await db.tables()
    finally:
        await db.close()
    again = await open_database(store_location, games=GAMES)  # would fail on CREATE TABLE if re-run
    try:
        assert await NoteStore(again).note(game, 0) == "they picked 3"
    finally:
        await again.close()


async def test_a_database_without_the_game_gets_its_tables_when_it_is_registered(tmp_path: Path) -> None:
    """A game added to a running server: its migrations run on the next start, after a
    copy of the file is kept, like any upgrade."""
    path = tmp_path / "db.sqlite3"
    await (await open_database(path)).close()
    db = await open_database(path, games=GAMES)
    try:
        assert "guess_notes" in await db.tables()
    finally:
        await db.close()
    assert _copies_kept(tmp_path) != []


def _copies_kept(folder: Path) -> list[str]:
    return [p.name for p in folder.glob("db.sqlite3.schema-*-before-upgrade-*")]


async def test_an_older_database_gets_the_bots_migrations_then_the_games(tmp_path: Path) -> None:
    """A database from before games had migrations of their own (no ``game_schemas`` yet)."""
    old = tmp_path / "old-migrations"
    old.mkdir()
    known = migrations(MIGRATIONS_DIR)
    first = next(number for number, path in known if path.name.endswith(f"_{GAME_SCHEMAS}.sql"))
    for number, path in known:
        if number < first:
            shutil.copy(path, old / path.name)
    db_path = tmp_path / "db.sqlite3"
    await (await open_database(db_path, old)).close()
    db = await open_database(db_path, games=GAMES)
    try:
        assert {GAME_SCHEMAS, "guess_notes"} <= {str(r[0]) for r in await db.fetchall("SELECT name FROM sqlite_master")}
    finally:
        await db.close()


async def test_a_game_schema_from_a_newer_bot_is_refused_in_one_line(store_location: Path | str) -> None:
    await (await open_database(store_location, games=GAMES)).close()
    db = await open_database(store_location)
    await db.execute(f"UPDATE {GAME_SCHEMAS} SET version = 99 WHERE game = ?", ("guess",))
    await db.close()
    with pytest.raises(DatabaseUnusableError, match=r"\(the game 'guess'\) was written by a newer version") as refused:
        await open_database(store_location, games=GAMES)
    assert "\n" not in str(refused.value)


async def test_a_copy_takes_the_games_rows_but_not_their_bookkeeping(tmp_path: Path) -> None:
    """python -m bot.ops.migrate copies a game's private rows like any other; each database keeps
    its own record of the games' versions (both are brought up to date when opened)."""
    source = await open_database(tmp_path / "source.sqlite3", games=GAMES)
    target = await open_database(tmp_path / "target.sqlite3", games=GAMES)
    try:
        game = await stored_lobby(GameStore(source), game="guess")
        await NoteStore(source).keep(game, 1, "a 2")
        counts = await copy_database(source, target)
        assert counts["guess_notes"] == 1
        assert GAME_SCHEMAS not in counts
        assert await NoteStore(target).note(game, 1) == "a 2"
    finally:
        await source.close()
        await target.close()


def test_game_migrations_are_numbered_from_one_without_gaps(tmp_path: Path) -> None:
    (tmp_path / "0002_late.sql").write_text("SELECT 1;")
    with pytest.raises(RuntimeError, match=r"numbered 1\.\.n without gaps"):
        GameMigrations("late", tmp_path).sqlite()
