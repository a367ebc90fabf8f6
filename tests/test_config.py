"""Settings fail fast with one line that says what to fix (issue 2 §1)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.config import ConfigError, load_settings

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
    ({"DISCORD_TOKEN": TOKEN, "DATABASE_URL": "mysql://bot:pw@db/games"}, "DATABASE_URL is not a postgresql://"),
]


@pytest.mark.parametrize(("environ", "names"), BAD_SETTINGS)
def test_bad_settings_name_the_setting(environ: dict[str, str], names: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(names)):
        load_settings(environ)


@pytest.mark.parametrize(("environ", "names"), BAD_SETTINGS)
def test_bad_settings_are_told_in_our_words(environ: dict[str, str], names: str) -> None:
    """A self-hoster reads what to fix, not the validation library's wording (issue 9 §6)."""
    with pytest.raises(ConfigError) as raised:
        load_settings(environ)
    message = str(raised.value)
    for library_words in ("Value error", "Input should", "pydantic", "validation error"):
        assert library_words.casefold() not in message.casefold(), message
    assert " set " in message or "create it" in message, "the message says how to fix it"
    token = environ.get("DISCORD_TOKEN", "")
    assert not token or token not in message, "a token is never echoed"
    assert "bot:pw" not in message, "nor a database address, which may hold a password"


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


def test_start_without_token_prints_one_line_and_no_traceback(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(Path(__file__).resolve().parents[1])},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "DISCORD_TOKEN is missing" in result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
