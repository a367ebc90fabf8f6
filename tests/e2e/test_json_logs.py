"""``LOG_FORMAT=json`` on the production start-up: every line the running bot writes is one
JSON object, with the fields of the text lines."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import bot_env, make_night

pytestmark = pytest.mark.e2e


async def test_the_running_bot_logs_one_object_per_line(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    env = {**bot_env(fake, night.db_path), "LOG_LEVEL": "INFO", "LOG_FORMAT": "json"}
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.e2e.launcher",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    lines: list[str] = []
    try:
        assert process.stdout is not None
        while not any("Logged in as" in line for line in lines):
            read = await asyncio.wait_for(process.stdout.readline(), 60)
            assert read, f"the bot stopped before it was ready: {lines}"
            lines.append(read.decode().rstrip("\n"))
        process.terminate()
        rest, _ = await asyncio.wait_for(process.communicate(), 60)
        lines += rest.decode().splitlines()
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    entries = [json.loads(line) for line in lines if line.strip()]
    assert all(set(entry) >= {"time", "level", "logger", "message"} for entry in entries), entries
    ready = [e for e in entries if e["message"].startswith("Logged in as")]
    assert len(ready) == 1
    assert (ready[0]["level"], ready[0]["logger"]) == ("INFO", "bot.boot.app")
    assert any(e["message"] == "shutting down" for e in entries)
