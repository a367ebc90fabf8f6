"""Settings fail fast with one line that says what to fix."""

from __future__ import annotations

import contextlib
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.core.config import ConfigError, load_settings
from bot.core.shards import Shards
from bot.core.store_config import load_store_settings

TOKEN = "MTA4NjQ1NzE5ODc2NTQzMjEwOA.GhQx1a.abcdefghijklmnopqrstuvwxyz0123456789AB"


def test_valid_settings_are_typed(tmp_path: Path) -> None:
    settings = load_settings(
        {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
            "DEV_GUILD_ID": "123",
            "LOG_LEVEL": "debug",
        }
    )
    assert settings.dev_guild_id == 123
    assert settings.log_level == "DEBUG"
    assert TOKEN not in repr(settings)


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, None),
        ({"SHARD_COUNT": "2"}, Shards(2, (0, 1))),
        ({"SHARD_COUNT": "4", "SHARD_IDS": "3, 0-2"}, Shards(4, (0, 1, 2, 3))),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1", "DATABASE_URL": "postgresql://bot@db/games"}, Shards(2, (1,))),
    ],
)
def test_shards_run_here(tmp_path: Path, environ: dict[str, str], expected: Shards | None) -> None:
    """Without SHARD_IDS a process runs every shard of SHARD_COUNT; only PostgreSQL, shared by
    several processes, allows part of them."""
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": str(tmp_path / "db"), **environ})
    assert settings.shards == expected


BAD_SETTINGS = [
    ({}, "DISCORD_TOKEN is missing"),
    ({"DISCORD_TOKEN": "not-a-token"}, "DISCORD_TOKEN does not look like a bot token"),
    ({"DISCORD_TOKEN": "not-a-token.with.dots-but-too-short"}, "DISCORD_TOKEN does not look like a bot token"),
    ({"DISCORD_TOKEN": TOKEN, "LOG_LEVEL": "LOUD"}, "LOG_LEVEL is invalid ('LOUD')"),
    ({"DISCORD_TOKEN": TOKEN, "DEV_GUILD_ID": "my-server"}, "DEV_GUILD_ID is invalid ('my-server')"),
    ({"DISCORD_TOKEN": TOKEN, "DEFAULT_LOCALE": "xx"}, "DEFAULT_LOCALE is not a language the bot speaks"),
    ({"DISCORD_TOKEN": TOKEN, "TURN_TIMER_SECONDS": "-5"}, "TURN_TIMER_SECONDS is invalid ('-5')"),
    ({"DISCORD_TOKEN": TOKEN, "TURN_TIMER_SECONDS": "a week"}, "TURN_TIMER_SECONDS is invalid ('a week')"),
    ({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": "/nonexistent/dir/db.sqlite3"}, "DATABASE_PATH"),
    ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "0"}, "SHARD_COUNT is invalid ('0')"),
    ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "two"}, "SHARD_COUNT is invalid ('two')"),
    ({"DISCORD_TOKEN": TOKEN, "SHARD_IDS": "0"}, "SHARD_IDS is set but SHARD_COUNT is not"),
    ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "2", "SHARD_IDS": "0,2"}, "SHARD_IDS names shard 2"),
    ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4", "SHARD_IDS": "zero"}, "SHARD_IDS is not a list of shard numbers"),
    ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "4", "SHARD_IDS": "0-2,1"}, "SHARD_IDS names a shard twice"),
    ({"DISCORD_TOKEN": TOKEN, "SHARD_COUNT": "2", "SHARD_IDS": "1"}, "SQLite serves a single process"),
    ({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": "mysql://bot:pw@db/games"}, "DATABASE_URL is not a postgresql://"),
    # An unencoded "/" in the password spills into the port: refused without quoting it.
    ({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": "postgresql://bot:pw/se#cret@db:5432/games"}, "DATABASE_URL cannot be"),
    ({"DISCORD_TOKEN": TOKEN, "LOG_FORMAT": "xml"}, "LOG_FORMAT is invalid ('xml')"),
    ({"DISCORD_TOKEN": TOKEN, "METRICS_PORT": "0"}, "METRICS_PORT is invalid ('0')"),
    ({"DISCORD_TOKEN": TOKEN, "METRICS_PORT": "http"}, "METRICS_PORT is invalid ('http')"),
    ({"DISCORD_TOKEN": TOKEN, "METRICS_PORT": "70000"}, "METRICS_PORT is invalid ('70000')"),
    ({"DISCORD_TOKEN": TOKEN, "HEARTBEAT_SECONDS": "0"}, "HEARTBEAT_SECONDS is invalid ('0')"),
    ({"DISCORD_TOKEN": TOKEN, "HEARTBEAT_PATH": "/nonexistent/dir/beat"}, "HEARTBEAT_PATH: folder /nonexistent/dir"),
]


@pytest.mark.parametrize(("environ", "names"), BAD_SETTINGS)
def test_bad_settings_name_the_setting(environ: dict[str, str], names: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(names)):
        load_settings(environ)


@pytest.mark.parametrize(("environ", "names"), BAD_SETTINGS)
def test_bad_settings_are_told_in_our_words(environ: dict[str, str], names: str) -> None:
    """A self-hoster reads what to fix, not the validation library's wording."""
    with pytest.raises(ConfigError) as raised:
        load_settings(environ)
    message = str(raised.value)
    for library_words in ("Value error", "Input should", "pydantic", "validation error"):
        assert library_words.casefold() not in message.casefold(), message
    assert " set " in message or "create it" in message, "the message says how to fix it"
    token = environ.get("DISCORD_TOKEN", "")
    assert not token or token not in message, "a token is never echoed"
    assert "bot:pw" not in message, "nor a database address, which may hold a password"


def test_operations_settings_default_to_quiet_text_and_a_heartbeat_beside_the_database(tmp_path: Path) -> None:
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": str(tmp_path / "db.sqlite3")})
    assert settings.log_format == "text"
    assert settings.metrics_port is None, "nothing listens unless asked"
    assert settings.heartbeat == tmp_path / "db.sqlite3.heartbeat"


def test_operations_settings_are_read(tmp_path: Path) -> None:
    (tmp_path / "run").mkdir()
    settings = load_settings(
        {
            "DISCORD_TOKEN": TOKEN,
            "DATABASE_PATH": str(tmp_path / "db.sqlite3"),
            "LOG_FORMAT": "JSON",
            "METRICS_PORT": "9464",
            "METRICS_HOST": "0.0.0.0",
            "HEARTBEAT_PATH": str(tmp_path / "run" / "beat"),
            "HEARTBEAT_SECONDS": "2.5",
        }
    )
    assert (settings.log_format, settings.metrics_port, settings.metrics_host) == ("json", 9464, "0.0.0.0")
    assert (settings.heartbeat, settings.heartbeat_seconds) == (tmp_path / "run" / "beat", 2.5)


def test_with_postgresql_each_process_has_its_own_heartbeat() -> None:
    """Two shard processes started in one folder must not both write one file: either could
    then hide the other's hang."""
    url = "postgresql://bot@db/games"
    first = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url, "SHARD_COUNT": "2", "SHARD_IDS": "0"})
    second = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url, "SHARD_COUNT": "2", "SHARD_IDS": "1"})
    assert first.heartbeat != second.heartbeat
    assert load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url}).heartbeat == Path("masquerade.heartbeat")


def test_a_postgresql_url_chooses_postgresql_and_the_sqlite_path_is_not_checked() -> None:
    url = "postgresql://bot:s3cret@db.example:5432/games"
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": url, "DATABASE_PATH": "/nonexistent/x.db"})
    assert settings.database == url
    assert "s3cret" not in repr(settings)


def test_without_a_url_the_games_stay_in_the_sqlite_file(tmp_path: Path) -> None:
    settings = load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": str(tmp_path / "db.sqlite3")})
    assert settings.database == tmp_path / "db.sqlite3"


def test_unwritable_database_path(tmp_path: Path) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if subprocess.run(["id", "-u"], capture_output=True, text=True).stdout.strip() == "0":
            pytest.skip("root can write anywhere")
        with pytest.raises(ConfigError, match="not writable"):
            load_settings({"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": str(locked / "db.sqlite3")})
    finally:
        locked.chmod(0o700)


def _start_bot(folder: Path, **settings: str) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` started in ``folder`` as an operator would, with only ``settings``
    in its environment (and whatever ``.env`` the folder holds)."""
    return subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=folder,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path(__file__).resolve().parents[1]), **settings},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_start_without_token_prints_one_line_and_no_traceback(tmp_path: Path) -> None:
    result = _start_bot(tmp_path)
    assert result.returncode == 2
    assert "DISCORD_TOKEN is missing" in result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_settings_are_read_from_the_env_file_in_the_working_folder(tmp_path: Path) -> None:
    """The README's set-up: the token and the settings in ``.env`` where the bot starts. Read
    from the file, the token passes and the shard settings reach their own check."""
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={TOKEN}\nSHARD_COUNT=2\nSHARD_IDS=1\n")
    result = _start_bot(tmp_path)
    assert result.returncode == 2
    assert "SHARD_IDS runs 1 of 2 shards" in result.stderr, result.stderr


def test_sqlite_with_part_of_the_shards_stops_in_one_line(tmp_path: Path) -> None:
    """A second process on one SQLite file is refused before anything connects."""
    result = _start_bot(tmp_path, DISCORD_TOKEN=TOKEN, SHARD_COUNT="2", SHARD_IDS="1")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "masquerade-night: configuration error: SHARD_IDS runs 1 of 2 shards, but SQLite serves a single process: "
        "set DATABASE_URL to a PostgreSQL database all processes share, or leave SHARD_IDS empty to run every "
        "shard here."
    ]


def _run_tool(module: str, folder: Path, *args: str, **settings: str) -> subprocess.CompletedProcess[str]:
    """``python -m module`` as an operator runs it from cron or a shell: only ``settings``
    in its environment (and whatever ``.env`` the folder holds); no token among them."""
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=folder,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path(__file__).resolve().parents[1]), **settings},
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_operator_tools_settings_need_no_token(tmp_path: Path) -> None:
    settings = load_store_settings({"DATABASE_PATH": str(tmp_path / "db.sqlite3"), "HEALTH_GRACE_SECONDS": "60"})
    assert settings.heartbeat == tmp_path / "db.sqlite3.heartbeat"
    assert settings.health_grace_seconds == 60
    assert load_store_settings({}).health_grace_seconds == 180, "a few minutes: a normal reconnect passes"


@pytest.mark.parametrize(
    ("environ", "names"),
    [
        ({"HEALTH_GRACE_SECONDS": "soon"}, "HEALTH_GRACE_SECONDS is invalid ('soon')"),
        ({"HEALTH_GRACE_SECONDS": "1"}, "HEALTH_GRACE_SECONDS is invalid ('1')"),
        ({"DATABASE_URL": "sqlite:///x"}, "DATABASE_URL is not a postgresql://"),
    ],
)
def test_bad_operator_settings_name_the_setting(environ: dict[str, str], names: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(names)):
        load_store_settings(environ)


def test_a_rest_proxy_base_is_an_http_address(tmp_path: Path) -> None:
    base = {"DISCORD_TOKEN": TOKEN, "DATABASE_PATH": str(tmp_path / "db.sqlite3")}
    assert load_settings(base).discord_api_base is None, "unset: discord.py's own address"
    proxied = load_settings({**base, "DISCORD_API_BASE": "http://rest-proxy:8080/api/v10/"})
    assert proxied.discord_api_base == "http://rest-proxy:8080/api/v10"
    with pytest.raises(ConfigError, match=re.escape("DISCORD_API_BASE is not an http:// or https:// address")):
        load_settings({**base, "DISCORD_API_BASE": "rest-proxy:8080"})


def test_health_runs_without_a_token_and_says_what_is_missing(tmp_path: Path) -> None:
    result = _run_tool("bot.ops.health", tmp_path, DATABASE_PATH=str(tmp_path / "db.sqlite3"))
    assert result.returncode == 1
    assert result.stdout.strip().splitlines() == [
        f"unhealthy: no heartbeat at {tmp_path / 'db.sqlite3.heartbeat'}: the bot is not running (or not set up yet)"
    ]
    bad = _run_tool("bot.ops.health", tmp_path, HEARTBEAT_SECONDS="often")
    assert bad.stdout.strip().splitlines() == [
        "unhealthy: configuration error: HEARTBEAT_SECONDS is invalid ('often'): set HEARTBEAT_SECONDS to a number "
        "of seconds from 0.2 to 300."
    ]


def test_backup_and_restore_run_without_a_token(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    with contextlib.closing(sqlite3.connect(database)) as db:
        db.executescript(
            "CREATE TABLE games (id INTEGER); CREATE TABLE seats (id INTEGER); CREATE TABLE actions (id INTEGER);"
            "CREATE TABLE events (id INTEGER); PRAGMA user_version = 1;"
        )
    copy = tmp_path / "backups" / "copy.sqlite3"
    made = _run_tool("bot.ops.backup", tmp_path, str(copy), DATABASE_PATH=str(database))
    assert (made.returncode, made.stderr) == (0, "")
    assert made.stdout.startswith(f"backed up {database} to {copy}")
    restored = _run_tool("bot.ops.restore", tmp_path, str(copy), DATABASE_PATH=str(database))
    assert (restored.returncode, restored.stderr) == (0, ""), restored.stdout
    assert restored.stdout.startswith(f"restored {copy} to {database}")


def test_backup_of_a_missing_database_says_so_in_one_line(tmp_path: Path) -> None:
    result = _run_tool("bot.ops.backup", tmp_path, "copy.sqlite3", DATABASE_PATH=str(tmp_path / "none.sqlite3"))
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        f"masquerade-night: no copy made: there is no database at {tmp_path / 'none.sqlite3'}; set DATABASE_PATH "
        "(in .env or the environment) to the bot's database file."
    ]
