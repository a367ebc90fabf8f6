"""Typed settings from the environment (and ``.env``), validated at start-up.

A wrong setting stops the bot with one line that says what to fix — never a traceback.
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import ErrorDetails

from bot.core.database_url import describe_url, is_postgres_url
from bot.core.shards import Shards
from bot.i18n import LOCALES

__all__ = ["ConfigError", "Settings", "load_settings"]

# A bot token is three dot-separated base64url parts; checking the shape catches the common
# mistakes (a client secret, an application id, quotes pasted along) before Discord does.
_TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")

# Far beyond what any bot needs (Discord recommends one shard per 1,000 servers), and small
# enough that a typo like 20000 is caught.
_MAX_SHARDS = 4096

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
LogFormat = Literal["text", "json"]


class ConfigError(Exception):
    """A setting is missing or malformed; the message says which and how to fix it."""


class Settings(BaseModel):
    """Everything the bot reads from its environment. See ``.env.example``."""

    model_config = ConfigDict(frozen=True)

    discord_token: str = Field(repr=False)
    database_path: Path = Path("masquerade.sqlite3")
    database_url: str | None = Field(default=None, repr=False)  # PostgreSQL; may hold a password
    dev_guild_id: int | None = None
    log_level: LogLevel = "INFO"
    default_locale: str = "en"
    turn_timer_seconds: int = Field(default=180, ge=0, le=7 * 24 * 3600)
    # Discord requires sharding from 2,500 servers; the count is the same in every process,
    # the ids say which of them this process runs (unset: all of them).
    shard_count: int | None = Field(default=None, ge=1, le=_MAX_SHARDS)
    shard_ids: tuple[int, ...] | None = None
    # The pause before each computer move, so that the table can follow it.
    computer_delay_seconds: float = Field(default=2.0, ge=0, le=60)
    # "json": one object per line, for a log shipper (Loki, Elasticsearch, journald's JSON).
    log_format: LogFormat = "text"
    # Prometheus metrics on this port (unset: nothing listens); loopback unless told otherwise.
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    metrics_host: str = "127.0.0.1"
    # The liveness file ``python -m bot.ops.health`` reads (unset: beside the database).
    heartbeat_path: Path | None = None
    heartbeat_seconds: float = Field(default=5.0, ge=0.2, le=300)
    # Board pictures drawn in a worker process of their own instead of a thread of the bot's
    # (cogs/table/painter.py): no GIL contention for the clicks, at the cost of one more process
    # that starts with the first picture (docs/performance.md has the measurements).
    picture_worker: bool = True

    @field_validator("discord_token")
    @classmethod
    def _token_shape(cls, value: str) -> str:
        value = value.strip()
        if not _TOKEN_SHAPE.match(value):
            raise ValueError("does not look like a bot token")
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shard_list(cls, value: object) -> object:
        """``0,1`` or a range ``0-3`` (or both: ``0-3,8``), in any order."""
        if not isinstance(value, str):
            return value
        ids: list[int] = []
        for part in value.replace(" ", "").split(","):
            first, dash, last = part.partition("-")
            if not (first.isdigit() and (last.isdigit() or not dash)):
                raise ValueError(f"is not a list of shard numbers ({value[:40]!r})")
            ids.extend(range(int(first), int(last or first) + 1))
        if not ids or len(ids) != len(set(ids)):
            raise ValueError(f"names a shard twice or none ({value[:40]!r})")
        return tuple(sorted(ids))

    @property
    def shards(self) -> Shards | None:
        """The shards this process runs, or None when sharding is off (one connection)."""
        if self.shard_count is None:
            return None
        return Shards(self.shard_count, self.shard_ids or tuple(range(self.shard_count)))

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, value: str | None) -> str | None:
        if value is not None:
            if not is_postgres_url(value):
                raise ValueError("is not a postgresql:// address")
            describe_url(value)  # its own refusal never quotes the address (it holds a password)
        return value

    @property
    def database(self) -> Path | str:
        """Where the games are kept: the PostgreSQL URL if one is set, else the SQLite file."""
        return self.database_url if self.database_url is not None else self.database_path

    @property
    def heartbeat(self) -> Path:
        """Where the event loop writes its heartbeat: ``HEARTBEAT_PATH``, else beside the
        SQLite file; with PostgreSQL, in the working folder, named after this process's
        shards so that two processes started in one folder never share a file."""
        if self.heartbeat_path is not None:
            return self.heartbeat_path
        if self.database_url is None:
            return self.database_path.with_name(self.database_path.name + ".heartbeat")
        shards = self.shards
        if shards is None or shards.all:
            return Path("masquerade.heartbeat")
        return Path(f"masquerade-shards-{'-'.join(map(str, shards.ids))}.heartbeat")

    @field_validator("default_locale")
    @classmethod
    def _known_locale(cls, value: str) -> str:
        if value not in LOCALES:
            raise ValueError("is not a language the bot speaks")
        return value


_ENV_NAMES = {
    "discord_token": "DISCORD_TOKEN",
    "database_path": "DATABASE_PATH",
    "database_url": "DATABASE_URL",
    "dev_guild_id": "DEV_GUILD_ID",
    "log_level": "LOG_LEVEL",
    "default_locale": "DEFAULT_LOCALE",
    "turn_timer_seconds": "TURN_TIMER_SECONDS",
    "shard_count": "SHARD_COUNT",
    "shard_ids": "SHARD_IDS",
    "computer_delay_seconds": "COMPUTER_DELAY_SECONDS",
    "log_format": "LOG_FORMAT",
    "metrics_port": "METRICS_PORT",
    "metrics_host": "METRICS_HOST",
    "heartbeat_path": "HEARTBEAT_PATH",
    "heartbeat_seconds": "HEARTBEAT_SECONDS",
    "picture_worker": "PICTURE_WORKER",
}

# Settings whose words are read in any case ("info", "JSON").
_CASE = {"log_level": str.upper, "log_format": str.lower}

_HINTS = {
    "discord_token": "set DISCORD_TOKEN in .env to the bot token from the Developer Portal "
    "(Applications → your app → Bot → Reset Token)",
    "database_path": "set DATABASE_PATH to a file path the bot may write",
    "database_url": "set DATABASE_URL to postgresql://user:password@host:5432/database, or leave it empty "
    "to keep the games in the SQLite file at DATABASE_PATH",
    "dev_guild_id": "set DEV_GUILD_ID to a server id (digits only) or leave it empty",
    "log_level": "set LOG_LEVEL to one of DEBUG, INFO, WARNING, ERROR, CRITICAL",
    "default_locale": f"set DEFAULT_LOCALE to one of {', '.join(LOCALES)}",
    "turn_timer_seconds": "set TURN_TIMER_SECONDS to a whole number of seconds from 0 (no timer) to 604800 (a week)",
    "shard_count": f"set SHARD_COUNT to the number of shards across all processes, 1 to {_MAX_SHARDS}, "
    "or leave it empty to run without sharding",
    "shard_ids": "set SHARD_IDS to the shards this process runs, like 0,1 or 0-3, or leave it empty to run all",
    "computer_delay_seconds": "set COMPUTER_DELAY_SECONDS to a number of seconds from 0 to 60",
    "log_format": "set LOG_FORMAT to text or json",
    "metrics_port": "set METRICS_PORT to a port number from 1 to 65535, or leave it empty to serve no metrics",
    "metrics_host": "set METRICS_HOST to the address metrics listen on, like 127.0.0.1 or 0.0.0.0",
    "heartbeat_path": "set HEARTBEAT_PATH to a file path the bot may write, or leave it empty",
    "heartbeat_seconds": "set HEARTBEAT_SECONDS to a number of seconds from 0.2 to 300",
    "picture_worker": "set PICTURE_WORKER to true (board pictures in a worker process) or false (in a thread)",
}


def load_settings(environ: dict[str, str] | None = None, env_file: Path | None = None) -> Settings:
    """Read settings from ``environ`` (default: the process environment, after loading
    ``.env``). Raises :class:`ConfigError` with a one-line fix."""
    if environ is None:
        from dotenv import load_dotenv

        load_dotenv(env_file or Path(".env"))
        environ = dict(os.environ)
    raw: dict[str, object] = {}
    for field, name in _ENV_NAMES.items():
        value = environ.get(name, "").strip()
        if value:
            raw[field] = _CASE.get(field, str)(value)
    if "discord_token" not in raw:
        raise ConfigError(f"DISCORD_TOKEN is missing: {_HINTS['discord_token']}.")
    try:
        settings = Settings.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0])
        name = _ENV_NAMES.get(field, field)
        raise ConfigError(f"{name} {_problem(field, first, raw)}: {_HINTS.get(field, '')}.") from None
    if settings.database_url is None:
        _check_database_path(settings.database_path)
    _check_shards(settings)
    _check_heartbeat_path(settings.heartbeat)
    return settings


# Never echoed back in an error: the token, and a database address with its password.
_SECRET = ("discord_token", "database_url")


def _problem(field: str, error: ErrorDetails, raw: dict[str, object]) -> str:
    """What is wrong, in our words (a self-hoster reads this, not pydantic's "Value error,
    …" or "Input should be …"); the value is shown, unless it is the token."""
    if error["type"] == "value_error":  # raised by one of our validators, in our words
        return str(error.get("ctx", {}).get("error", "is invalid"))
    if field in _SECRET:
        return "is invalid"
    return f"is invalid ({str(raw.get(field, ''))[:40]!r})"


def _check_database_path(path: Path) -> None:
    directory = path.expanduser().resolve().parent
    if not directory.is_dir():
        raise ConfigError(f"DATABASE_PATH: folder {directory} does not exist; create it or pick another path.")
    if not os.access(directory, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise ConfigError(f"DATABASE_PATH: {path} is not writable by this user; fix its permissions.")


def _check_heartbeat_path(path: Path) -> None:
    directory = path.expanduser().resolve().parent
    if not directory.is_dir():
        raise ConfigError(f"HEARTBEAT_PATH: folder {directory} does not exist; create it or set another path.")


def _check_shards(settings: Settings) -> None:
    if settings.shard_ids is not None and settings.shard_count is None:
        raise ConfigError(
            "SHARD_IDS is set but SHARD_COUNT is not: set SHARD_COUNT to the number of shards across all "
            "processes (the same in every process)."
        )
    shards = settings.shards
    if shards is None:
        return
    beyond = [i for i in shards.ids if i >= shards.count]
    if beyond:
        raise ConfigError(
            f"SHARD_IDS names shard {beyond[0]}, but SHARD_COUNT is {shards.count}: set SHARD_IDS to shard "
            f"numbers from 0 to {shards.count - 1}."
        )
    if not shards.all and settings.database_url is None:
        # Several processes would write one SQLite file: its lock serialises them, and a
        # process on another machine cannot reach it at all.
        raise ConfigError(
            f"SHARD_IDS runs {len(shards.ids)} of {shards.count} shards, but SQLite serves a single process: "
            "set DATABASE_URL to a PostgreSQL database all processes share, or leave SHARD_IDS empty to run "
            "every shard here."
        )


def configure_logging(level: str, log_format: LogFormat = "text") -> None:
    handler = logging.StreamHandler()
    if log_format == "json":
        from bot.core.logs import JsonFormatter

        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)-7s %(name)s: %(message)s"))
    logging.basicConfig(level=level, handlers=[handler])
    # Libraries' chatter (gateway frames, every SQLite call) would drown our own lines.
    for noisy in ("discord", "aiosqlite", "asyncpg"):
        logging.getLogger(noisy).setLevel(max(logging.getLevelName(level), logging.WARNING))
