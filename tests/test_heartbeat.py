"""The heartbeat's parts that need no bot: systemd's addresses and watchdog period, what
``python -m bot.ops.health`` reads from the file and how it judges it, and the quick
crashes in a row a killed run leaves for the next to count."""

from __future__ import annotations

import json
import os
import socket
import time
from pathlib import Path

import pytest

from bot.boot.session_starts import crash_backoff
from bot.core.heartbeat import STABLE_SECONDS, Heartbeat, Pulse, SystemdNotifier, watchdog_seconds
from bot.ops.health import read_pulse, verdict


def test_an_abstract_notify_socket_is_reached() -> None:
    """systemd may name an abstract socket ``@name`` (its first byte NUL on the wire)."""
    name = f"masquerade-night-test-{os.getpid()}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as server:
        server.bind("\0" + name)
        notifier = SystemdNotifier.from_environment({"NOTIFY_SOCKET": "@" + name})
        assert notifier is not None
        notifier.send("READY=1")
        notifier.close()
        assert server.recv(100) == b"READY=1"


def test_without_systemd_nobody_is_notified() -> None:
    assert SystemdNotifier.from_environment({}) is None
    assert watchdog_seconds({}) is None


def test_the_watchdog_is_pinged_at_half_its_period(tmp_path: Path) -> None:
    assert watchdog_seconds({"WATCHDOG_USEC": "30000000"}) == 30.0
    assert watchdog_seconds({"WATCHDOG_USEC": "30000000", "WATCHDOG_PID": "1"}) is None, "another process's"
    beat = Heartbeat(tmp_path / "beat", 5.0, {"WATCHDOG_USEC": "4000000"})
    assert beat.period == 2.0
    assert Heartbeat(tmp_path / "beat", 5.0, {}).period == 5.0


def test_the_pulse_is_the_files_age(tmp_path: Path) -> None:
    path = tmp_path / "beat"
    assert read_pulse(path, 5.0) is None
    beat = Heartbeat(path, 2.0, {})
    beat.beat()  # the file was never written: a beat writes it
    pulse = read_pulse(path, 5.0)
    assert pulse is not None
    assert (pulse.pid, pulse.interval, pulse.fresh) == (os.getpid(), 2.0, True)
    old = time.time() - 7
    os.utime(path, (old, old))
    stale = read_pulse(path, 5.0)
    assert stale is not None
    assert not stale.fresh, "three beats of two seconds missed"
    beat.beat()
    again = read_pulse(path, 5.0)
    assert again is not None
    assert again.fresh


def _left_behind(path: Path, *, started_ago: float, crashes: int) -> None:
    """The file a run killed just now leaves: it started ``started_ago`` seconds before."""
    path.write_text(
        json.dumps({"pid": 1, "interval": 5.0, "started": time.time() - started_ago, "quick_crashes": crashes})
    )


@pytest.mark.parametrize(
    ("left", "counted"),
    [
        (None, 0),  # a first start, or a clean stop before (it removes the file)
        ((30.0, 0), 1),  # killed 30 s after its start
        ((30.0, 4), 5),
        ((STABLE_SECONDS + 60, 4), 0),  # it ran long: a crash, not a crash loop
    ],
)
async def test_quick_crashes_in_a_row_are_counted_from_what_the_last_run_left(
    tmp_path: Path, left: tuple[float, int] | None, counted: int
) -> None:
    path = tmp_path / "beat"
    if left is not None:
        _left_behind(path, started_ago=left[0], crashes=left[1])
    beat = Heartbeat(path, 5.0, {})
    beat.start()
    try:
        assert beat.quick_crashes == counted
        pulse = read_pulse(path, 5.0)
        assert pulse is not None
        assert pulse.state["quick_crashes"] == counted, "the next run counts on from it"
    finally:
        await beat.stop()
    assert not path.exists()


def test_crash_backoff_starts_at_the_third_quick_crash_and_doubles_to_a_quarter_hour() -> None:
    assert [crash_backoff(n) for n in range(10)] == [0, 0, 0, 30, 60, 120, 240, 480, 900, 900]


def _pulse(now: float, **state: object) -> Pulse:
    return Pulse(Path("beat"), 1.0, 5.0, 812, now, {"started": now - 1000, **state})


def test_health_tells_a_reconnect_from_an_outage_and_names_the_storages_cause() -> None:
    now = 1_000_000.0
    up = {"0": {"ready": True, "since": now - 500, "ready_once": True}}
    assert verdict(_pulse(now, gateway=up), "beat", 180) == (0, "healthy: heartbeat 1.0 s ago (pid 812)")
    down = {"0": {"ready": False, "since": now - 20, "ready_once": True}}
    code, line = verdict(_pulse(now, gateway=down), "beat", 180)
    assert (code, line) == (0, "healthy: heartbeat 1.0 s ago (pid 812); gateway: the bot reconnecting for 20 s")
    long_down = {"0": {"ready": True, "since": now - 900, "ready_once": True}, "1": {**down["0"], "since": now - 400}}
    code, line = verdict(_pulse(now, gateway=long_down), "beat", 180)
    assert code == 1
    assert line.startswith("unhealthy: shard 1 has had no Discord gateway session 400 s ago: Discord or the network")
    failing = {"cause": "disk full (database or disk is full)", "since": now - 300}
    code, line = verdict(_pulse(now, gateway=up, storage=failing), "beat", 180)
    assert (code, line) == (
        1,
        "unhealthy: the storage has been failing for 300 s: disk full (database or disk is full) (limit 180 s, "
        "HEALTH_GRACE_SECONDS) (pid 812)",
    )
    code, line = verdict(None, "/data/beat", 180)
    assert (code, line) == (1, "unhealthy: no heartbeat at /data/beat: the bot is not running (or not set up yet)")
