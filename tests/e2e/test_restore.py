"""``python -m bot.ops.restore`` against the real bot in its own process: refused while it runs,
done once it stopped, and the bot starts on the restored games."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from pathlib import Path

import pytest

from bot.ops.backup import backup
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import bot_env, make_night, run_module

pytestmark = pytest.mark.e2e


async def _restore(cwd: Path, env: Mapping[str, str], source: Path) -> tuple[int, list[str]]:
    code, out = await run_module("bot.ops.restore", str(source), cwd=cwd, env=env)
    return code, out.splitlines()


async def test_restore_waits_for_the_bot_to_stop(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await night.open_game("mascarade", 4)
    copy = tmp_path / "backups" / "with-a-game.sqlite3"
    backup(night.db_path, copy)
    await night.execute("DELETE FROM seats")
    await night.execute("DELETE FROM games")
    env = bot_env(fake, night.db_path)
    async with night.bot_process() as process:
        code, lines = await _restore(tmp_path, env, copy)
        assert code == 1
        assert len(lines) == 1
        assert lines[0].startswith("masquerade-night: nothing restored: the bot is running"), lines
        process.terminate()
        assert await asyncio.wait_for(process.wait(), 60) == 0
    code, lines = await _restore(tmp_path, env, copy)
    assert code == 0, lines
    assert lines[0].startswith(f"restored {copy} to {night.db_path}; the replaced database is kept as "), lines
    async with night.bot() as bot:
        assert [g.id for g in await bot.services.store.live_games()] == [night.game_id]
