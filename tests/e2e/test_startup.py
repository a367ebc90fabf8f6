"""Start-up: one line that says who the bot is and how to invite it; a database
it cannot use or no network stops it with one line, a non-zero exit, no hang.

Each case runs the production start-up path (``python -m bot`` through the launcher) in a
subprocess against the fake Discord. A hang is what used to happen (a half-open aiosqlite
thread kept the process alive), so the subprocess timeout is generous, never a measure.
"""

from __future__ import annotations

import asyncio
import os
import random
import re
import socket
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from bot.boot.registry import EXTRA_GAMES_ENV
from bot.store.db import MIGRATIONS_DIR
from cogs.table import drawing
from tests.e2e.fakediscord import FakeDiscord, Permission
from tests.e2e.harness import bot_env, make_night

pytestmark = pytest.mark.e2e

HANG = 60.0  # far beyond a refusal's few seconds; reaching it means the process hung


async def _start_and_stop(tmp_path: Path, env: dict[str, str]) -> tuple[int | None, list[str]]:
    """Run the bot's start-up (through the launcher) until it exits by itself; its exit code
    and the non-blank lines it printed (stdout and stderr). A hang is killed and fails."""
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.e2e.launcher",
        cwd=tmp_path,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    try:
        out, err = await asyncio.wait_for(process.communicate(), HANG)
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    return process.returncode, [line for line in (out + err).decode().splitlines() if line.strip()]


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
    returncode, lines = await _start_and_stop(tmp_path, bot_env(fake, night.db_path))
    assert returncode not in (0, None)
    assert len(lines) == 1, lines
    assert lines[0].startswith("masquerade-night: database error:")
    assert expected in lines[0]
    assert "Traceback" not in lines[0]


async def test_a_game_that_draws_no_board_stops_start_up_with_one_line(fake: FakeDiscord, tmp_path: Path) -> None:
    """``MN_EXTRA_GAMES`` names a game whose presentation draws no board picture: the bot
    refuses it before opening anything, in one line naming the game and what it lacks."""
    night = await make_night(fake, tmp_path)
    env = {**bot_env(fake, night.db_path), EXTRA_GAMES_ENV: "tests.e2e.undrawn_game"}
    returncode, lines = await _start_and_stop(tmp_path, env)
    assert returncode == 2
    assert len(lines) == 1, lines
    assert lines[0].startswith(
        "masquerade-night: game registry error: game 'undrawn': its presentation gives no render_board:"
    ), lines


async def test_an_unreachable_postgresql_stops_start_up_with_one_line(fake: FakeDiscord, tmp_path: Path) -> None:
    """DATABASE_URL names a server nobody answers at: one line, without the password."""
    night = await make_night(fake, tmp_path)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    env = {**bot_env(fake, night.db_path), "DATABASE_URL": f"postgresql://bot:s3cret@127.0.0.1:{port}/games"}
    returncode, lines = await _start_and_stop(tmp_path, env)
    assert returncode == 3
    assert lines == [
        f"masquerade-night: database error: PostgreSQL at 127.0.0.1:{port}/games cannot be used "
        "(connection refused); check DATABASE_URL and that the server runs."
    ]


async def test_first_start_says_who_where_and_how_to_invite(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    env = {**bot_env(fake, night.db_path), "LOG_LEVEL": "INFO"}  # INFO is the default
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
            read = await asyncio.wait_for(process.stdout.readline(), HANG)
            assert read, f"the bot stopped before it was ready: {lines}"
            lines.append(read.decode().rstrip())
        process.terminate()
        rest, _ = await asyncio.wait_for(process.communicate(), HANG)
        lines += rest.decode().splitlines()
        assert process.returncode == 0, "SIGTERM exits cleanly"
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
    ready = [line for line in lines if "Logged in as" in line]
    assert len(ready) == 1, ready
    said = re.search(r"Logged in as (.+) in (\d+) servers? — invite: (\S+)$", ready[0])
    assert said is not None, ready[0]
    assert said[1] == fake.bot_user.name
    assert said[2] == "1"
    invite = urlsplit(said[3])
    assert (invite.scheme, invite.netloc, invite.path) == ("https", "discord.com", "/oauth2/authorize")
    query = parse_qs(invite.query)
    assert query["client_id"] == [str(fake.application_id)]
    assert sorted(query["scope"][0].split()) == ["applications.commands", "bot"]
    needed = (
        Permission.VIEW_CHANNEL
        | Permission.SEND_MESSAGES
        | Permission.EMBED_LINKS
        | Permission.ATTACH_FILES
        | Permission.READ_MESSAGE_HISTORY
        # A game night: tables in threads, and nights planned as server events.
        | Permission.CREATE_PUBLIC_THREADS
        | Permission.SEND_MESSAGES_IN_THREADS
        | Permission.CREATE_EVENTS
    )
    assert int(query["permissions"][0]) == needed, "exactly what the bot uses, nothing more"
    # One line says how the pictures lay out text: shaped by raqm wherever Pillow has it (a
    # warning where it does not, since Indic and Thai names are then drawn unshaped).
    pictures = [line for line in lines if "pictures: " in line]
    assert len(pictures) == 1, pictures
    assert pictures[0].endswith(f"pictures: {drawing.LAYOUT_SAID}"), pictures[0]
    # Nothing about voice (the bot has none), and nothing alarming on a healthy start.
    noise = [line for line in lines if re.search(r"voice|PyNaCl|davey|ERROR|Traceback", line)]
    noise += [line for line in lines if "WARNING" in line and line not in pictures]
    assert not noise, noise


async def test_no_network_stops_start_up_with_one_line(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    # A port held by this test and never listened on: every connection to it is refused.
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
        env = {
            **bot_env(fake, night.db_path),
            "LOG_LEVEL": "INFO",
            "FAKE_DISCORD_API": f"http://127.0.0.1:{port}/api/v10",
            "FAKE_DISCORD_GATEWAY": f"ws://127.0.0.1:{port}/",
        }
        returncode, lines = await _start_and_stop(tmp_path, env)
    assert returncode not in (0, None)
    assert lines == [
        f"masquerade-night: cannot reach Discord (127.0.0.1:{port}: connection refused): check this machine's "
        "internet connection, DNS, firewall or proxy, then start the bot again."
    ]
    assert not night.db_path.exists(), "nothing was set up for a bot that never logged in"
