"""The bot when its storage misbehaves: a write lock held by another
process, a full disk, a disk turned read-only. The real bot in-process against the fake
Discord; the "other process" is a plain sqlite3 connection, the full disk is SQLite's
``max_page_count``, the read-only disk a tmpfs of the test's own remounted ``ro``."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
import sqlite3
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.core.errors import UserError
from bot.core.heartbeat import fallback_path
from bot.engine.text import text
from bot.i18n import LOCALES
from bot.store.sqlite import SqliteDatabase
from tests.e2e.fakediscord import FakeDiscord, Interaction, Message, User
from tests.e2e.harness import Night, _is_back, bot_env, make_night, run_module
from tests.waiting import write_locked

pytestmark = pytest.mark.e2e


async def _second_table(night: Night) -> Night:
    channel = await night.fake.add_channel(night.guild, "games-2")
    return Night(night.fake, night.guild, channel, night.users, night.mod, night.db_path)


async def test_a_write_lock_held_elsewhere_does_not_stop_another_games_panel(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        other = await _second_table(night)
        await other.open_game("mascarade", 4)
        await fake.settle()
        backup = sqlite3.connect(night.db_path, isolation_level=None)
        backup.execute("BEGIN IMMEDIATE")  # another process (a backup, a slow disk) takes the write lock
        try:
            # A write of the first game waits for it, holding the bot's own write lock…
            waiting = asyncio.create_task(bot.services.service.mark_reminded(night.game_id))
            await write_locked(bot.db)
            # …while a player of the other game opens their panel: answered within 3 s.
            panel = await other.panel(night.users[1])
            assert panel.embeds
            assert not waiting.done()
            with pytest.raises(UserError) as refused:
                # The bot gives up after its busy timeout, with a clear reason. A real wait
                # of 5 s: SQLite's busy timeout runs inside the library, on real time.
                await waiting
            assert refused.value.reason.key == "error-storage-busy"
        finally:
            backup.execute("COMMIT")
            backup.close()
        # The lock is gone: both games play on.
        for table in (night, other):
            await _play_one_move(table)
    fake.assert_all_answered()


async def test_a_full_disk_is_told_changes_nothing_and_the_game_goes_on_when_space_frees(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await fake.settle()
        user, message, kind, custom_id, values = await _ready_move(night)
        before = await bot.services.service.game(night.game_id)
        await _fill_the_disk(bot, night.game_id)
        try:
            refused = await (await _send(night, user, message, kind, custom_id, values)).answered()
            assert refused.ephemeral
            full = {bot.catalog.render(locale, text("error-storage-full"), str) for locale in LOCALES}
            assert any(line in (refused.content or "") for line in full), refused.content  # in the clicker's language
            after = await bot.services.service.game(night.game_id)
            assert (after.version, after.state) == (before.version, before.state)
        finally:
            await _free_the_disk(bot, night.game_id)
        accepted = await (await _send(night, user, message, kind, custom_id, values)).answered()
        assert accepted.type == 7, accepted.content
        assert (await bot.services.service.game(night.game_id)).version == before.version + 1
    fake.assert_all_answered()


async def _fill_the_disk(bot: MasqueradeBot, game_id: int) -> None:
    """No page left, and the last page of the event log filled to the brim: the next
    event cannot be stored. (Filler events are private to no seat and removed after.)"""
    assert isinstance(bot.db, SqliteDatabase), "the full disk is SQLite's max_page_count"
    row = await bot.db.fetchone("PRAGMA page_count")
    assert row is not None
    (pages,) = row
    await bot.db.conn.execute(f"PRAGMA max_page_count = {pages}")
    for size in (4096, 512, 64, 8, 1):
        for _ in range(10_000):
            try:
                await bot.db.execute(
                    "INSERT INTO events (game_id, version, audience, payload, delivered) "
                    "VALUES (?, 1000000000, '[99]', ?, 1)",
                    (game_id, "x" * size),
                )
            except UserError:
                break


async def _free_the_disk(bot: MasqueradeBot, game_id: int) -> None:
    assert isinstance(bot.db, SqliteDatabase)
    await bot.db.conn.execute("PRAGMA max_page_count = 1073741823")
    await bot.db.execute("DELETE FROM events WHERE game_id = ? AND version = 1000000000", (game_id,))


async def _ready_move(night: Night) -> tuple[User, Message, str, str, list[str]]:
    """Someone's panel opened down to a final action, not yet taken."""
    for user in night.users[:4]:
        message = await night.panel(user)
        for _ in range(8):
            buttons = [b for b in message.buttons() if b["custom_id"].startswith("mn:a:")]
            selects = [s for s in message.selects() if s["custom_id"].startswith("mn:s:")]
            choices = [b for b in buttons if not _is_back(b, buttons)]
            if selects:
                value = selects[0]["options"][0]["value"]
                if not value.endswith(":m"):
                    return user, message, "select", selects[0]["custom_id"], [value]
                ix = await night.fake.select(user, message, selects[0]["custom_id"], [value])
            elif choices:
                custom_id = choices[0]["custom_id"]
                if not custom_id.endswith(":m"):
                    return user, message, "click", custom_id, []
                ix = await night.fake.click(user, message, custom_id)
            else:
                break
            await ix.answered()
            assert ix.original is not None
            message = ix.original
    raise AssertionError("nobody may act")


async def _send(
    night: Night, user: User, message: Message, kind: str, custom_id: str, values: list[str]
) -> Interaction:
    if kind == "select":
        return await night.fake.select(user, message, custom_id, values)
    return await night.fake.click(user, message, custom_id)


async def _play_one_move(night: Night) -> None:
    user, message, kind, custom_id, values = await _ready_move(night)
    callback = await (await _send(night, user, message, kind, custom_id, values)).answered()
    assert callback.type == 7, callback.content


@contextlib.contextmanager
def _own_disk(folder: Path) -> Iterator[Callable[[str], None]]:
    """A small file system of the test's own at ``folder`` (a tmpfs), and a way to remount it
    ``ro`` or ``rw``, as a failing disk does; skips where mounting is not allowed (it needs
    root). Linux remounts read-only only a file system no process writes to: it holds the
    heartbeat (rewritten whole, then closed), not the database."""
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a file system of the test's own: {mounted.stderr.decode().strip()}")

    def remount(mode: str) -> None:
        subprocess.run(["mount", "-o", f"remount,{mode}", str(folder)], check=True)

    try:
        yield remount
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def _tool_env(night: Night, **settings: str) -> dict[str, str]:
    env = {k: v for k, v in bot_env(night.fake, night.db_path).items() if k != "DISCORD_TOKEN"}
    return {**env, "HEARTBEAT_SECONDS": "0.2", **settings}


async def test_a_read_only_database_is_named_in_the_log_and_by_health(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """The database refuses writes (SQLite's read-only; reads still work): players read that
    nothing changed; the log names the cause once when it begins and once when it ends;
    health says the storage fails and why, and turns unhealthy only past the grace."""
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    night.settings_overrides["heartbeat_seconds"] = 0.2
    env = _tool_env(night)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await night.idle()
        caplog.clear()
        await bot.db.execute("PRAGMA query_only = 1")  # a disk turned read-only
        for user in night.users[4:7]:
            refused = await night.slash(user, "game reminders", on=False)
            assert refused.original is not None
            assert "could not read or write its storage" in refused.original.content
        panel = await night.panel(night.users[0])  # reads still work, and do not end the fault
        assert "storage" not in panel.content
        code, out = await run_module("bot.ops.health", cwd=tmp_path, env=env)
        assert code == 0, out
        assert "; the storage has been failing for " in out, out
        assert ": read-only (attempt to write a readonly database)" in out, out
        night.clock.skipped += 200
        await asyncio.sleep(1.0)  # a beat tells the heartbeat file of the clock's jump
        code, out = await run_module("bot.ops.health", cwd=tmp_path, env=env)
        assert code == 1, out
        assert out.startswith("unhealthy: the storage has been failing for 2"), out
        await bot.db.execute("PRAGMA query_only = 0")
        again = await night.slash(night.users[5], "game reminders", on=False)
        assert again.original is not None
        assert "storage" not in again.original.content
        code, out = await run_module("bot.ops.health", cwd=tmp_path, env=env)
        assert (code, "storage" in out) == (0, False), out
    said = [r.getMessage() for r in caplog.records if r.name == "bot.store.faults"]
    assert len(said) == 2, said
    assert said[0].startswith("storage unavailable: read-only (attempt to write a readonly database)"), said[0]
    assert f"(SQLite at {night.db_path})" in said[0]
    assert said[1].startswith("storage is back after 2"), said[1]
    assert re.search(r"; [3-9] operations were refused meanwhile$", said[1]), "the players' and the timers'"


async def test_a_heartbeat_folder_turned_read_only_moves_the_heartbeat_and_health_still_sees_the_bot(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Where the disk refuses even a touch of the heartbeat (read-only, failing), the bot keeps
    it in the temporary folder: health reads it there and says why, instead of calling a
    working bot hung."""
    caplog.set_level(logging.WARNING, logger="bot.core.heartbeat")
    with _own_disk(tmp_path / "disk") as remount:
        night = await make_night(fake, tmp_path)
        beat = tmp_path / "disk" / "night.heartbeat"
        night.settings_overrides.update(heartbeat_seconds=0.2, heartbeat_path=beat)
        env = _tool_env(night, HEARTBEAT_PATH=str(beat))
        async with night.bot():
            await night.idle()
            remount("ro")
            try:
                await asyncio.sleep(1.5)  # well past the three beats health allows
                code, out = await run_module("bot.ops.health", cwd=tmp_path, env=env)
                assert code == 0, out
                assert (
                    f"; heartbeat kept at {fallback_path(beat)}: {beat} refuses writes (read-only file system)" in out
                )
            finally:
                remount("rw")
    assert not fallback_path(beat).exists(), "a clean stop removes it"
    (moved,) = [r.getMessage() for r in caplog.records]
    assert moved.startswith(f"cannot write the heartbeat file {beat} (")
    assert moved.endswith(f"it is kept at {fallback_path(beat)} instead")
