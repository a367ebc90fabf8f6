"""``python -m bot.ops.migrate``: an SQLite database the bot really played in, moved into an
empty PostgreSQL database — every row of every table (a game's private tables too: the
fourth game's notes), counts checked, every running and paused game replayed there — and
refused when the target already holds data."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from bot.boot.registry import EXTRA_GAMES_ENV, game_migrations, load_tutorials
from bot.service.games import GameService
from bot.service.moderation import Moderation
from bot.service.tutorials import TutorialService
from bot.store.away import AwayStore
from bot.store.db import Database, open_database
from bot.store.games import GameStore
from bot.store.guilds import GuildSettings, GuildSettingsStore, UserPrefsStore
from bot.store.meta import MetaStore
from bot.store.nights import NightStore, PlannedNight
from bot.store.records import NewLobby, NewPost
from bot.store.thread_tables import ThreadTableStore
from bot.store.tutorials import TutorialStore
from cogs.suspicion.storage import NotepadStore
from tests.fourth_game.storage import NoteStore
from tests.postgres import fresh_postgres
from tests.registry import EXTRA_GAMES, PLUGINS, RULES
from tests.store.playing import a_move, play_to_end, running_game

ROOT = Path(__file__).resolve().parents[2]
MOD = 900
GAMES = game_migrations(PLUGINS)


async def _a_server_that_played(path: Path) -> dict[str, int]:
    """Games in every state, with moves, posts, a moderator's log, settings, preferences, a primer told,
    notepads, a guessing game's notes, a game won (and rated), a lesson under way, a player's
    time zone, quiet hours and holiday, and the bot's own facts;
    returns the live games' versions."""
    db = await open_database(path, games=GAMES)
    store = GameStore(db)
    service = GameService(store, RULES)
    moderation = Moderation(service)
    played = await running_game(service, 5, channel_id=10)
    for _ in range(12):
        await service.act(played, *await a_move(service, played))
    paused = await running_game(service, 3, channel_id=11, game="grimm")
    await service.act(paused, *await a_move(service, paused))
    await moderation.pause(paused, MOD)
    ended = await running_game(service, 3, channel_id=12, game="suspicion")
    await NotepadStore(db).set_marks(ended, 0, 1, "suspect", ["Lady Fiona", "Remy La Rocque"])
    await NotepadStore(db).set_assistant(ended, 0, True)
    await moderation.end(ended, MOD, "time's up")
    guessing = await running_game(service, 2, channel_id=15, game="guess")
    await NoteStore(db).keep(guessing, 1, "a 2, surely")
    await moderation.end(guessing, MOD, "time's up")
    won = await running_game(service, 2, channel_id=16)
    await play_to_end(service, won, random.Random(3))
    lobby = await service.new_lobby(
        NewLobby(game="mascarade", guild_id=1, channel_id=13, host_id=7, host_name="host", locale="ru", turn_seconds=60)
    )
    # A game night: a table in a thread of its channel, the night's hub, a planned night voted on.
    await ThreadTableStore(db).add(lobby.id, 14, 140)
    nights = NightStore(db)
    night = await nights.open(1, 14, 7, 1.0, 2.0)
    await nights.set_hub_message(night.id, 141)
    await nights.plan(PlannedNight(142, 1, 14, 3.0, True, ("mascarade",), "Friday"))
    await nights.vote(142, 7, ["mascarade"])
    undelivered = await store.undelivered(played)
    await store.plan_posts(played, [e.id for e in undelivered], [NewPost("log", "x", (1, 2), True)], 5.0)
    await GuildSettingsStore(db).put(1, GuildSettings(game_channels=(10, 11), turn_seconds=90))
    await UserPrefsStore(db).set_dm_reminders(2, True)
    assert await UserPrefsStore(db).first_seat(3, "grimm", 5.0), "a primer told"
    away = AwayStore(db)
    await away.set_zone(2, "Europe/Berlin")
    await away.set_quiet(2, (23, 7))
    await away.add_holiday(2, 10.0, 20.0)
    lessons = TutorialService(TutorialStore(db), RULES, load_tutorials(PLUGINS))
    lesson = await lessons.open(2, "mascarade")
    suggestion = lesson.lesson.step(lesson.shown.progress).suggest
    assert suggestion is not None
    await lessons.choose(2, "mascarade", lesson.step, suggestion)
    await MetaStore(db).record_synced_commands("commands:global:1", "abc")
    versions = {str(r.id): r.version for r in await store.live_games()}
    await db.close()
    return versions


async def _contents(db: Database) -> dict[str, list[tuple[object, ...]]]:
    tables = await db.tables()
    found = {}
    for table in tables:
        columns = sorted(await db.columns(table))
        found[table] = sorted(
            (tuple(row) for batch in [b async for b in db.rows(table, columns)] for row in batch), key=repr
        )
    return found


def _migrate(source: Path, target: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bot.ops.migrate", "--from", f"sqlite:///{source}", "--to", target],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, EXTRA_GAMES_ENV: EXTRA_GAMES},
    )


async def test_a_played_sqlite_database_moves_into_postgresql_whole(tmp_path: Path) -> None:
    source = tmp_path / "db.sqlite3"
    await _a_server_that_played(source)
    async with fresh_postgres() as target:
        moved = _migrate(source, target)
        assert moved.returncode == 0, moved.stderr
        assert "games: 6 rows copied" in moved.stdout
        assert "2 running or paused games replay to their stored state" in moved.stdout

        lite, pg = await open_database(source, games=GAMES), await open_database(target, games=GAMES)
        try:
            before, after = await _contents(lite), await _contents(pg)
            assert after == before, "every row of every table, unchanged"
            assert all(before[table] for table in before), "the played server has rows in every table"
            # The copy is a working database: new rows get new ids, and the games go on.
            service = GameService(GameStore(pg), RULES)
            played = min(r.id for r in await service.store.live_games() if r.status == "running")
            await service.act(played, *await a_move(service, played))
            assert await service.replay(played) == service.state(await service.game(played))
            lobby = await service.new_lobby(
                NewLobby(
                    game="grimm", guild_id=1, channel_id=14, host_id=8, host_name="new", locale="en", turn_seconds=0
                )
            )
            assert lobby.id == 7
        finally:
            await lite.close()
            await pg.close()


async def test_a_database_that_holds_data_is_refused_in_one_line(tmp_path: Path) -> None:
    source = tmp_path / "db.sqlite3"
    await _a_server_that_played(source)
    async with fresh_postgres() as target:
        db = await open_database(target)
        await MetaStore(db).record_synced_commands("commands:global:1", "old")
        await db.close()
        refused = _migrate(source, target)
        assert refused.returncode == 1
        assert refused.stderr == (
            "masquerade-night: migrate: the target already holds data (meta: 1); migrate into an empty database.\n"
        )
        db = await open_database(target)
        row = await db.fetchone("SELECT COUNT(*) FROM games")
        await db.close()
        assert row is not None
        assert row[0] == 0, "nothing was written"


def test_a_source_that_is_not_a_file_is_refused_in_one_line(tmp_path: Path) -> None:
    refused = _migrate(tmp_path / "missing.sqlite3", "postgresql://bot@localhost/games")
    assert refused.returncode == 1
    assert refused.stderr.count("\n") == 1
    assert "is not a database file" in refused.stderr
    assert not (tmp_path / "missing.sqlite3").exists(), "no empty file is made"
