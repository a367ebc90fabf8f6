"""Start-up refuses a database it cannot use: one line, a non-zero exit, no hang (issue 13 §4).

Each case runs the production start-up path (``python -m bot`` through the launcher) in a
subprocess against the fake Discord. A hang is what used to happen (a half-open aiosqlite
thread kept the process alive), so the subprocess timeout is generous, never a measure.
"""

from __future__ import annotations

import asyncio
import os
import random
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.store.db import MIGRATIONS_DIR
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import bot_env, make_night

pytestmark = pytest.mark.e2e

HANG = 60.0  # far beyond a refusal's few seconds; reaching it means the process hung


def _random_bytes(path: Path) -> None:
    path.write_bytes(random.Random(13).randbytes(64 * 1024))


def _text_file(path: Path) -> None:
    path.write_text("DISCORD_TOKEN=…\nthis is a note, not a database\n" * 100, encoding="utf-8")


def _real_database(path: Path) -> None:
    with sqlite3.connect(path) as conn:
        for migration in sorted(MIGRATIONS_DIR.glob("*.sql")):
            conn.executescript(migration.read_text(encoding="utf-8"))
        conn.execute("CREATE TABLE filler (x BLOB)")
        conn.executemany("INSERT INTO filler VALUES (?)", [(os.urandom(900),) for _ in range(400)])
        conn.execute(f"PRAGMA user_version = {len(list(MIGRATIONS_DIR.glob('*.sql')))}")
    conn.close()


def _truncated(path: Path) -> None:
    _real_database(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])


def _corrupted_pages(path: Path) -> None:
    """A valid header (it opens) over pages of garbage."""
    _real_database(path)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    noise = random.Random(5).randbytes(len(data) - 2 * page)
    data[2 * page :] = noise
    path.write_bytes(bytes(data))


def _newer_schema(path: Path) -> None:
    _real_database(path)
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 999")
    conn.close()


def _folder(path: Path) -> None:
    path.mkdir()


CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    "random-bytes": (_random_bytes, "not a usable SQLite database"),
    "text-file": (_text_file, "not a usable SQLite database"),
    "truncated": (_truncated, "damaged"),
    "corrupted-pages": (_corrupted_pages, "damaged"),
    "newer-schema": (_newer_schema, "newer version of the bot (schema 999"),
    "folder": (_folder, "is a folder"),
}


@pytest.mark.parametrize("case", list(CASES))
async def test_a_bad_database_stops_start_up_with_one_line(fake: FakeDiscord, tmp_path: Path, case: str) -> None:
    night = await make_night(fake, tmp_path)
    spoil, expected = CASES[case]
    spoil(night.db_path)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.e2e.launcher",
        cwd=tmp_path,
        env=bot_env(fake, night.db_path),
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(process.communicate(), HANG)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    # discord.py's own notices at construction (no voice libraries) are not ours to count.
    lines = [line for line in (out + err).decode().splitlines() if line.strip() and "voice will NOT" not in line]
    assert process.returncode not in (0, None)
    assert len(lines) == 1, lines
    assert lines[0].startswith("masquerade-night: database error:")
    assert expected in lines[0]
    assert "Traceback" not in lines[0]
