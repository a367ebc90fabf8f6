"""Liveness a self-hoster can watch: ``python -m bot.ops.health`` and systemd's watchdog follow
the event loop, so a bot whose loop hangs (its process alive) turns unhealthy within the
heartbeat's limit; health also sees Discord's gateway and the storage, and runs without the
bot token. The hang tests run the bot in a subprocess (the production start-up); the
launcher's SIGUSR1 blocks its event loop, as a hung call would."""

from __future__ import annotations

import asyncio
import contextlib
import math
import signal
import socket
import time
from collections.abc import Mapping
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.ops.health import STALE_AFTER_BEATS, read_pulse
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import Night, bot_env, make_night, run_module
from tests.e2e.test_metrics import _free_port, _scrape, _value

pytestmark = pytest.mark.e2e

BEAT = 1.0  # HEARTBEAT_SECONDS in these tests: short, so that a hang shows within seconds
# A loaded machine delays processes: slack for the check itself, never what is measured.
SLACK = 4.0


async def _health(cwd: Path, env: Mapping[str, str]) -> tuple[int, str]:
    code, out = await run_module("bot.ops.health", cwd=cwd, env=env)
    return code, out.strip()


async def test_health_follows_the_event_loop(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    extra = {"HEARTBEAT_SECONDS": str(BEAT)}
    env = {**bot_env(fake, night.db_path), **extra}
    code, line = await _health(tmp_path, env)
    assert code == 1
    assert line.startswith("unhealthy: no heartbeat at"), line
    async with night.bot_process(extra) as process:
        code, line = await _health(tmp_path, env)
        assert (code, line.split(":")[0]) == (0, "healthy"), line
        assert len(line.splitlines()) == 1
        process.send_signal(signal.SIGUSR1)  # the loop blocks; the process lives on
        hung_at = time.monotonic()
        while True:
            code, line = await _health(tmp_path, env)
            if code == 1:
                break
            assert time.monotonic() - hung_at < STALE_AFTER_BEATS * BEAT + SLACK, "still healthy while hung"
            # Real time, justly: the bot is another process whose heartbeat goes stale on
            # the wall clock, as systemd and python -m bot.ops.health read it.
            await asyncio.sleep(0.2)
        assert process.returncode is None, "the process still runs: only the heartbeat tells"
        assert line.startswith("unhealthy: the last heartbeat is"), line
        assert "event loop is stuck" in line


async def test_a_clean_stop_removes_the_heartbeat(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    extra = {"HEARTBEAT_SECONDS": str(BEAT)}
    async with night.bot_process(extra) as process:
        assert (tmp_path / "night.sqlite3.heartbeat").exists()
        process.terminate()
        assert await asyncio.wait_for(process.wait(), 60) == 0
    assert not (tmp_path / "night.sqlite3.heartbeat").exists()
    code, line = await _health(tmp_path, {**bot_env(fake, night.db_path), **extra})
    assert code == 1
    assert "the bot is not running" in line


async def _datagrams(server: socket.socket, until: float) -> list[str]:
    """Every message systemd would have read until the monotonic time ``until``."""
    loop = asyncio.get_running_loop()
    got: list[str] = []
    while (left := until - time.monotonic()) > 0:
        with contextlib.suppress(TimeoutError):
            got.append((await asyncio.wait_for(loop.sock_recv(server, 4096), left)).decode())
    return got


async def test_systemd_hears_ready_and_the_watchdog_from_the_event_loop(fake: FakeDiscord, tmp_path: Path) -> None:
    """NOTIFY_SOCKET and WATCHDOG_USEC as systemd sets them for ``Type=notify`` with
    ``WatchdogSec=2``: READY=1 once set up, WATCHDOG=1 at least every second (half the
    period), none once the loop hangs, STOPPING=1 on a clean stop."""
    night = await make_night(fake, tmp_path)
    address = tmp_path / "notify"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as server:
        server.bind(str(address))
        server.setblocking(False)
        env = {"NOTIFY_SOCKET": str(address), "WATCHDOG_USEC": "2000000"}
        async with night.bot_process(env) as process:
            heard = await _datagrams(server, time.monotonic() + 3.5)
            assert heard[0].splitlines()[0] == "READY=1", heard
            assert heard.count("WATCHDOG=1") >= 2, heard
            assert any(m.startswith("STATUS=logged in as") for m in heard), heard
            process.send_signal(signal.SIGUSR1)
            # Real time, justly: the bot is another process; a ping already on its way
            # when its loop blocked arrives within this.
            await asyncio.sleep(0.5)
            await _datagrams(server, time.monotonic() + 0.1)
            silent = await _datagrams(server, time.monotonic() + 3.0)
            assert "WATCHDOG=1" not in silent, "systemd would restart a hung bot"
        async with night.bot_process(env) as process:
            await _datagrams(server, time.monotonic() + 1.0)
            process.terminate()
            assert await asyncio.wait_for(process.wait(), 60) == 0
            assert "STOPPING=1" in await _datagrams(server, time.monotonic() + 0.5)


def _tool_env(night: Night, **extra: str) -> dict[str, str]:
    """What an operator's cron job or Docker's HEALTHCHECK has: the database's and the
    heartbeat's settings, and no bot token."""
    env = {k: v for k, v in bot_env(night.fake, night.db_path).items() if k != "DISCORD_TOKEN"}
    return {**env, **extra}


async def _wait_gateway(bot: MasqueradeBot, night: Night, *, ready: bool) -> None:
    def told() -> bool:
        pulse = read_pulse(night.db_path.with_name(night.db_path.name + ".heartbeat"), BEAT)
        return pulse is not None and pulse.state.get("gateway", {}).get("0", {}).get("ready") is ready

    await night.fake.wait_for(told, timeout=30)


async def test_health_turns_unhealthy_when_discords_gateway_stays_away_and_says_so(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """Discord's gateway refuses connections: the event loop beats on, so only the gateway's
    own state tells. Within HEALTH_GRACE_SECONDS (a normal reconnect) health says healthy and
    what it waits for; beyond it, unhealthy with the reason. Metrics: connected 0, no stale
    latency, the seconds since Discord last sent anything."""
    night = await make_night(fake, tmp_path)
    fake.gateway.heartbeat_interval_ms = 300  # an acknowledged heartbeat soon: a latency to show
    port = _free_port()
    night.settings_overrides.update(heartbeat_seconds=BEAT / 5, metrics_port=port)
    env = _tool_env(night, HEARTBEAT_SECONDS=str(BEAT / 5))
    async with night.bot() as bot:
        await fake.wait_for(lambda: math.isfinite(bot.latency), timeout=10)
        code, line = await _health(tmp_path, env)
        assert (code, line) == (0, line.split(";")[0]), line  # nothing to add: all is well
        assert line.startswith("healthy: heartbeat")
        before = await _scrape(port)
        assert _value(before["masquerade_gateway_connected"], "masquerade_gateway_connected", shard="0") == 1
        assert (
            _value(before["masquerade_gateway_latency_seconds"], "masquerade_gateway_latency_seconds", shard="0") >= 0
        )

        await fake.begin_gateway_outage()
        await _wait_gateway(bot, night, ready=False)
        code, line = await _health(tmp_path, env)
        assert code == 0, line
        assert "; gateway: the bot reconnecting for " in line, line
        during = await _scrape(port)
        assert _value(during["masquerade_gateway_connected"], "masquerade_gateway_connected", shard="0") == 0
        assert not during.get("masquerade_gateway_latency_seconds"), "no latency of a connection that is gone"
        quiet = during["masquerade_gateway_last_event_seconds"]
        assert _value(quiet, "masquerade_gateway_last_event_seconds", shard="0") >= 0

        night.clock.skipped += 200  # past the default grace of 180 s, on the bot's clock
        fake.advance(200)
        await asyncio.sleep(3 * BEAT / 5)  # a beat tells the heartbeat file of the clock's jump
        code, line = await _health(tmp_path, env)
        assert code == 1, line
        assert line.startswith("unhealthy: the bot has had no Discord gateway session 2"), line
        assert "Discord or the network is down" in line
        assert "(limit 180 s, HEALTH_GRACE_SECONDS)" in line
        assert len(line.splitlines()) == 1

        fake.end_gateway_outage()
        await _wait_gateway(bot, night, ready=True)
        code, line = await _health(tmp_path, env)
        assert code == 0, line
        after = await _scrape(port)
        assert _value(after["masquerade_gateway_connected"], "masquerade_gateway_connected", shard="0") == 1
