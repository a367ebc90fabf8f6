"""The heartbeat's parts that need no bot: systemd's addresses and watchdog period, and
what ``python -m bot.ops.health`` reads from the file."""

from __future__ import annotations

import os
import socket
import time
from pathlib import Path

from bot.core.heartbeat import Heartbeat, SystemdNotifier, watchdog_seconds
from bot.ops.health import read_pulse


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
