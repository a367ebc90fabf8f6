"""The bot's settings: the operator tools' (bot/core/store_config.py: where the games and
the heartbeat are) plus what only the running bot needs (its token, Discord, logging,
metrics, games), from the environment (and ``.env``), validated at start-up.

A wrong setting stops the bot with one line that says what to fix — never a traceback.
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator

from bot.core.logs import JsonFormatter, QuietReconnects, TextFormatter
from bot.core.store_config import (
    STORE_ENV_NAMES,
    STORE_HINTS,
    ConfigError,
    StoreSettings,
    read_environment,
    validated,
)
from bot.i18n import LOCALES

__all__ = ["ConfigError", "Settings", "StoreSettings", "configure_logging", "load_settings"]

# A bot token is three dot-separated base64url parts; checking the shape catches the common
# mistakes (a client secret, an application id, quotes pasted along) before Discord does.
_TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{20,}$")

# Where discord.py sends its REST requests unless DISCORD_API_BASE says otherwise.
DISCORD_API = "https://discord.com/api/v10"

LogLevel = Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"]
LogFormat = Literal["text", "json"]


class Settings(StoreSettings):
    """Everything the bot reads from its environment. See ``.env.example``."""

    discord_token: str = Field(repr=False)
    dev_guild_id: int | None = None
    log_level: LogLevel = "INFO"
    default_locale: str = "en"
    turn_timer_seconds: int = Field(default=180, ge=0, le=7 * 24 * 3600)
    # The pause before each computer move, so that the table can follow it.
    computer_delay_seconds: float = Field(default=2.0, ge=0, le=60)
    # "json": one object per line, for a log shipper (Loki, Elasticsearch, journald's JSON).
    log_format: LogFormat = "text"
    # Prometheus metrics on this port (unset: nothing listens); loopback unless told otherwise.
    metrics_port: int | None = Field(default=None, ge=1, le=65535)
    metrics_host: str = "127.0.0.1"
    # Board pictures drawn in a worker process of their own instead of a thread of the bot's
    # (cogs/table/painter.py): no GIL contention for the clicks, at the cost of one more process
    # that starts with the first picture (docs/performance.md has the measurements).
    picture_worker: bool = True
    # Discord's REST API, or a shared rate-limit proxy in front of it (docs/operations.md):
    # every process of a sharded bot then spends one per-token allowance through one queue.
    discord_api_base: str | None = None

    @field_validator("discord_token")
    @classmethod
    def _token_shape(cls, value: str) -> str:
        value = value.strip()
        if not _TOKEN_SHAPE.match(value):
            raise ValueError("does not look like a bot token")
        return value

    @field_validator("default_locale")
    @classmethod
    def _known_locale(cls, value: str) -> str:
        if value not in LOCALES:
            raise ValueError("is not a language the bot speaks")
        return value

    @field_validator("discord_api_base")
    @classmethod
    def _rest_base(cls, value: str | None) -> str | None:
        if value is None:
            return None
        value = value.rstrip("/")
        if not re.fullmatch(r"https?://[^/\s?#]+(/[^\s?#]*)?", value):
            raise ValueError(f"is not an http:// or https:// address ({value[:60]!r})")
        return value


_ENV_NAMES = {
    "discord_token": "DISCORD_TOKEN",
    **STORE_ENV_NAMES,
    "dev_guild_id": "DEV_GUILD_ID",
    "log_level": "LOG_LEVEL",
    "default_locale": "DEFAULT_LOCALE",
    "turn_timer_seconds": "TURN_TIMER_SECONDS",
    "computer_delay_seconds": "COMPUTER_DELAY_SECONDS",
    "log_format": "LOG_FORMAT",
    "metrics_port": "METRICS_PORT",
    "metrics_host": "METRICS_HOST",
    "picture_worker": "PICTURE_WORKER",
    "discord_api_base": "DISCORD_API_BASE",
}

# Settings whose words are read in any case ("info", "JSON").
_CASE = {"log_level": str.upper, "log_format": str.lower}

_HINTS = {
    "discord_token": "set DISCORD_TOKEN in .env to the bot token from the Developer Portal "
    "(Applications → your app → Bot → Reset Token)",
    **STORE_HINTS,
    "dev_guild_id": "set DEV_GUILD_ID to a server id (digits only) or leave it empty",
    "log_level": "set LOG_LEVEL to one of DEBUG, INFO, WARNING, ERROR, CRITICAL",
    "default_locale": f"set DEFAULT_LOCALE to one of {', '.join(LOCALES)}",
    "turn_timer_seconds": "set TURN_TIMER_SECONDS to a whole number of seconds from 0 (no timer) to 604800 (a week)",
    "computer_delay_seconds": "set COMPUTER_DELAY_SECONDS to a number of seconds from 0 to 60",
    "log_format": "set LOG_FORMAT to text or json",
    "metrics_port": "set METRICS_PORT to a port number from 1 to 65535, or leave it empty to serve no metrics",
    "metrics_host": "set METRICS_HOST to the address metrics listen on, like 127.0.0.1 or 0.0.0.0",
    "picture_worker": "set PICTURE_WORKER to true (board pictures in a worker process) or false (in a thread)",
    "discord_api_base": f"set DISCORD_API_BASE to a REST proxy's address such as http://rest-proxy:8080/api/v10, "
    f"or leave it empty for {DISCORD_API}",
}


def load_settings(environ: dict[str, str] | None = None, env_file: Path | None = None) -> Settings:
    """Read settings from ``environ`` (default: the process environment, after loading
    ``.env``). Raises :class:`ConfigError` with a one-line fix."""
    raw = read_environment(environ, _ENV_NAMES, _CASE, env_file)
    if "discord_token" not in raw:
        raise ConfigError(f"DISCORD_TOKEN is missing: {_HINTS['discord_token']}.")
    settings = validated(Settings, raw, _ENV_NAMES, _HINTS)
    if settings.database_url is None:
        _check_database_path(settings.database_path)
    _check_shards(settings)
    _check_heartbeat_path(settings.heartbeat)
    return settings


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
    handler.setFormatter(JsonFormatter() if log_format == "json" else TextFormatter())
    logging.basicConfig(level=level, handlers=[handler])
    # Libraries' chatter (gateway frames, every SQLite call) would drown our own lines.
    for noisy in ("discord", "aiosqlite", "asyncpg"):
        logging.getLogger(noisy).setLevel(max(logging.getLevelName(level), logging.WARNING))
    for reconnecting in ("discord.client", "discord.shard"):
        logging.getLogger(reconnecting).addFilter(QuietReconnects())
