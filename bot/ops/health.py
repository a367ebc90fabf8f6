"""``python -m bot.ops.health``: exit 0 if the bot serves, 1 otherwise, with one line saying
why — for Docker's HEALTHCHECK, a process manager or a cron probe. It reads the database and
heartbeat settings only (bot/core/store_config.py): no token needed.

A running process proves little (a blocked event loop leaves it alive and every game
silent); the heartbeat file (bot/core/heartbeat.py) is touched from the loop itself, so its
age is how long the bot has not served. The bot also writes there whether each gateway
connection has a session, what it waits for before connecting, and since when its storage
fails: a bot cut off from Discord, or unable to store anything, for longer than
``HEALTH_GRACE_SECONDS`` is unhealthy too, and the line says which.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from bot.core.heartbeat import STALE_AFTER_BEATS, Pulse, read_pulse
from bot.core.store_config import ConfigError, load_store_settings

__all__ = ["STALE_AFTER_BEATS", "Pulse", "main", "read_pulse", "verdict"]


def _clock_time(seconds: float) -> str:
    return datetime.fromtimestamp(seconds, UTC).strftime("%H:%M:%S UTC")


def _gateway(pulse: Pulse, grace: float) -> tuple[str | None, str | None]:
    """(what makes the bot unhealthy, what is worth saying while it is still healthy)
    about its gateway connections."""
    shards: Mapping[str, Any] = pulse.state.get("gateway") or {}
    down = {
        shard: pulse.now - float(state.get("since", pulse.now))
        for shard, state in shards.items()
        if isinstance(state, Mapping) and not state.get("ready")
    }
    if not down:
        return None, None
    worst = max(down, key=lambda shard: down[shard])
    seconds = down[worst]
    which = f"shard {worst}" if len(shards) > 1 else "the bot"
    waiting: Mapping[str, Any] = pulse.state.get("waiting") or {}
    if waiting:
        reason = f"{waiting.get('why', 'waiting')} (until {_clock_time(float(waiting.get('until', 0)))})"
    else:
        reason = "Discord or the network is down, or the token was reset (https://discordstatus.com)"
    never = not any(isinstance(s, Mapping) and s.get("ready_once") for s in shards.values())
    what = "has not connected to Discord since it started" if never else "has had no Discord gateway session"
    line = f"{which} {what} {seconds:.0f} s ago: {reason}"
    if seconds > grace:
        return f"{line} (limit {grace:g} s, HEALTH_GRACE_SECONDS)", None
    note = f"gateway: {which} {'connecting' if never else 'reconnecting'} for {seconds:.0f} s"
    return None, f"{note}: {reason}" if waiting else note


def _storage(pulse: Pulse, grace: float) -> tuple[str | None, str | None]:
    trouble: Mapping[str, Any] = pulse.state.get("storage") or {}
    if not trouble:
        return None, None
    seconds = pulse.now - float(trouble.get("since", pulse.now))
    line = f"the storage has been failing for {seconds:.0f} s: {trouble.get('cause', 'unknown cause')}"
    if seconds > grace:
        return f"{line} (limit {grace:g} s, HEALTH_GRACE_SECONDS)", None
    return None, line


def verdict(pulse: Pulse | None, where: str, grace: float) -> tuple[int, str]:
    """The exit code and the one line health prints for ``pulse`` (None: no heartbeat at
    ``where``)."""
    if pulse is None:
        return 1, f"unhealthy: no heartbeat at {where}: the bot is not running (or not set up yet)"
    if not pulse.fresh:
        return 1, (
            f"unhealthy: the last heartbeat is {pulse.age:.0f} s old (limit {pulse.limit:g} s, pid {pulse.pid}): "
            "the bot's event loop is stuck or the bot stopped"
        )
    gateway_problem, gateway_note = _gateway(pulse, grace)
    storage_problem, storage_note = _storage(pulse, grace)
    moved: Mapping[str, Any] = pulse.state.get("moved") or {}
    where_note = f"heartbeat kept at {pulse.path}: {moved.get('from')} refuses writes ({moved.get('why')})"
    problems = [p for p in (gateway_problem, storage_problem) if p]
    if problems:
        return 1, f"unhealthy: {'; '.join(problems)} (pid {pulse.pid})"
    notes = [n for n in (gateway_note, storage_note, where_note if moved else None) if n]
    return 0, f"healthy: heartbeat {pulse.age:.1f} s ago (pid {pulse.pid})" + "".join(f"; {n}" for n in notes)


def main() -> int:
    try:
        settings = load_store_settings()
    except ConfigError as exc:
        print(f"unhealthy: configuration error: {exc}")
        return 1
    pulse = read_pulse(settings.heartbeat, settings.heartbeat_seconds)
    code, line = verdict(pulse, str(settings.heartbeat), settings.health_grace_seconds)
    print(line)
    return code


if __name__ == "__main__":
    sys.exit(main())
