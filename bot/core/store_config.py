"""The settings an operator tool needs: where the games are kept and where the bot's
heartbeat is. ``python -m bot.ops.health``, ``backup`` and ``restore`` read these alone, so
they run on a machine (or in a cron job) that has no bot token; the bot's own settings
(bot/core/config.py) add the rest to these.

A wrong setting is one line that says what to fix — never a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import ErrorDetails

from bot.core.database_url import describe_url, is_postgres_url
from bot.core.shards import Shards

__all__ = ["ConfigError", "StoreSettings", "load_store_settings", "read_environment", "validated"]

# Far beyond what any bot needs (Discord recommends one shard per 1,000 servers), and small
# enough that a typo like 20000 is caught.
MAX_SHARDS = 4096

# How long Discord's gateway may be away, or the storage failing, before the health check
# says unhealthy: a normal reconnect (seconds; a minute when Discord asks to back off) passes.
DEFAULT_HEALTH_GRACE = 180.0


class ConfigError(Exception):
    """A setting is missing or malformed; the message says which and how to fix it."""


class StoreSettings(BaseModel):
    """Where the games and the heartbeat are. See ``.env.example``."""

    model_config = ConfigDict(frozen=True)

    database_path: Path = Path("masquerade.sqlite3")
    database_url: str | None = Field(default=None, repr=False)  # PostgreSQL; may hold a password
    # Discord requires sharding from 2,500 servers; the count is the same in every process,
    # the ids say which of them this process runs (unset: all of them). The heartbeat of a
    # process on part of the shards is named after them.
    shard_count: int | None = Field(default=None, ge=1, le=MAX_SHARDS)
    shard_ids: tuple[int, ...] | None = None
    # The liveness file ``python -m bot.ops.health`` reads (unset: beside the database).
    heartbeat_path: Path | None = None
    heartbeat_seconds: float = Field(default=5.0, ge=0.2, le=300)
    health_grace_seconds: float = Field(default=DEFAULT_HEALTH_GRACE, ge=10, le=24 * 3600)

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

    @field_validator("database_url")
    @classmethod
    def _postgres_url(cls, value: str | None) -> str | None:
        if value is not None:
            if not is_postgres_url(value):
                raise ValueError("is not a postgresql:// address")
            describe_url(value)  # its own refusal never quotes the address (it holds a password)
        return value

    @property
    def shards(self) -> Shards | None:
        """The shards this process runs, or None when sharding is off (one connection)."""
        if self.shard_count is None:
            return None
        return Shards(self.shard_count, self.shard_ids or tuple(range(self.shard_count)))

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


STORE_ENV_NAMES = {
    "database_path": "DATABASE_PATH",
    "database_url": "DATABASE_URL",
    "shard_count": "SHARD_COUNT",
    "shard_ids": "SHARD_IDS",
    "heartbeat_path": "HEARTBEAT_PATH",
    "heartbeat_seconds": "HEARTBEAT_SECONDS",
    "health_grace_seconds": "HEALTH_GRACE_SECONDS",
}

STORE_HINTS = {
    "database_path": "set DATABASE_PATH to a file path the bot may write",
    "database_url": "set DATABASE_URL to postgresql://user:password@host:5432/database, or leave it empty "
    "to keep the games in the SQLite file at DATABASE_PATH",
    "shard_count": f"set SHARD_COUNT to the number of shards across all processes, 1 to {MAX_SHARDS}, "
    "or leave it empty to run without sharding",
    "shard_ids": "set SHARD_IDS to the shards this process runs, like 0,1 or 0-3, or leave it empty to run all",
    "heartbeat_path": "set HEARTBEAT_PATH to a file path the bot may write, or leave it empty",
    "heartbeat_seconds": "set HEARTBEAT_SECONDS to a number of seconds from 0.2 to 300",
    "health_grace_seconds": "set HEALTH_GRACE_SECONDS to a number of seconds from 10 to 86400 (a day), or leave "
    "it empty for 180",
}

# Never echoed back in an error: the token, and a database address with its password.
SECRET_FIELDS = ("discord_token", "database_url")

ModelT = TypeVar("ModelT", bound=BaseModel)


def read_environment(
    environ: Mapping[str, str] | None,
    names: Mapping[str, str],
    case: Mapping[str, Callable[[str], str]] | None = None,
    env_file: Path | None = None,
) -> dict[str, object]:
    """The settings ``names`` lists that are set (non-empty) in ``environ`` (default: the
    process environment, after loading ``.env``), by field name."""
    if environ is None:
        from dotenv import load_dotenv

        load_dotenv(env_file or Path(".env"))
        environ = dict(os.environ)
    raw: dict[str, object] = {}
    for field, name in names.items():
        value = environ.get(name, "").strip()
        if value:
            raw[field] = (case or {}).get(field, str)(value)
    return raw


def validated(
    model: type[ModelT], raw: dict[str, object], names: Mapping[str, str], hints: Mapping[str, str]
) -> ModelT:
    """``model`` from ``raw``, or :class:`ConfigError` naming the first wrong setting and how
    to fix it, in our words."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        field = str(first["loc"][0])
        name = names.get(field, field)
        raise ConfigError(f"{name} {_problem(field, first, raw)}: {hints.get(field, '')}.") from None


def _problem(field: str, error: ErrorDetails, raw: dict[str, object]) -> str:
    """What is wrong, in our words (a self-hoster reads this, not pydantic's "Value error,
    …" or "Input should be …"); the value is shown, unless it is a secret."""
    if error["type"] == "value_error":  # raised by one of our validators, in our words
        return str(error.get("ctx", {}).get("error", "is invalid"))
    if field in SECRET_FIELDS:
        return "is invalid"
    return f"is invalid ({str(raw.get(field, ''))[:40]!r})"


def load_store_settings(environ: Mapping[str, str] | None = None, env_file: Path | None = None) -> StoreSettings:
    """The database and heartbeat settings from ``environ`` (default: the process
    environment, after loading ``.env``), and nothing else: no token needed. Raises
    :class:`ConfigError` with a one-line fix."""
    raw = read_environment(environ, STORE_ENV_NAMES, env_file=env_file)
    return validated(StoreSettings, raw, STORE_ENV_NAMES, STORE_HINTS)
