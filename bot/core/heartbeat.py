"""The bot's pulse, for whoever watches it: a file touched from the event loop every few
seconds (``python -m bot.ops.health`` reads it: Docker's HEALTHCHECK) and systemd's notify
protocol (``READY=1`` once set up, ``WATCHDOG=1`` with every beat: ``Type=notify`` and
``WatchdogSec`` in deploy/masquerade-night.service).

Both come from a task on the event loop, so they stop exactly when the loop stops serving:
a bot whose loop is blocked (a hung call, a deadlock) keeps its process alive and its
gateway silently dead, and only a pulse that needs the loop tells the difference.

The beat is the file's modification time (``os.utime``): it needs no free disk block, so
a full disk, which the bot answers and survives, does not read as a hang. The file's text,
written once at start, says which process beats and how often.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
from collections.abc import Mapping
from pathlib import Path

__all__ = ["Heartbeat", "SystemdNotifier"]

log = logging.getLogger(__name__)


class SystemdNotifier:
    """sd_notify(3) by hand: one datagram per message to ``$NOTIFY_SOCKET`` (a path, or
    an abstract socket written ``@name``). Under anything but systemd the variable is unset
    and :meth:`from_environment` gives None."""

    def __init__(self, address: str) -> None:
        self.address = "\0" + address[1:] if address.startswith("@") else address
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
        self._socket.setblocking(False)  # systemd reads at once; a full queue must not stall the loop
        self._failing = False

    @classmethod
    def from_environment(cls, environ: Mapping[str, str]) -> SystemdNotifier | None:
        address = environ.get("NOTIFY_SOCKET", "")
        return cls(address) if address else None

    def send(self, message: str) -> None:
        try:
            self._socket.sendto(message.encode(), self.address)
        except OSError as exc:
            if not self._failing:  # once per outage, not once a beat
                log.warning("cannot notify systemd at %s (%s)", os.environ.get("NOTIFY_SOCKET", ""), exc)
            self._failing = True
        else:
            self._failing = False

    def close(self) -> None:
        self._socket.close()


def watchdog_seconds(environ: Mapping[str, str]) -> float | None:
    """systemd's ``WatchdogSec`` as it told this process (``WATCHDOG_USEC``, meant for
    ``WATCHDOG_PID``), or None when no watchdog watches us."""
    usec = environ.get("WATCHDOG_USEC", "")
    pid = environ.get("WATCHDOG_PID", "")
    if not usec.isdigit() or int(usec) == 0 or (pid and pid != str(os.getpid())):
        return None
    return int(usec) / 1_000_000


class Heartbeat:
    """Touches ``path`` every ``interval`` seconds and pings systemd's watchdog; started at
    the end of set-up, stopped (the file removed: the bot is not running) on a clean close."""

    def __init__(self, path: Path, interval: float, environ: Mapping[str, str] | None = None) -> None:
        environ = os.environ if environ is None else environ
        self.path = path
        self.interval = interval
        self.notifier = SystemdNotifier.from_environment(environ)
        watchdog = watchdog_seconds(environ)
        # systemd's own advice: ping at half the watchdog's period, so one late beat is not fatal.
        self.period = interval if watchdog is None else min(interval, watchdog / 2)
        self._task: asyncio.Task[None] | None = None
        self._failing = False

    def start(self) -> None:
        self._write()
        if self.notifier is not None:
            self.notifier.send("READY=1\nSTATUS=connecting to Discord")
        self._task = asyncio.create_task(self._run(), name="heartbeat")

    def status(self, line: str) -> None:
        """What ``systemctl status`` shows under the unit's name."""
        if self.notifier is not None:
            self.notifier.send(f"STATUS={line}")

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.period)
            self.beat()

    def beat(self) -> None:
        try:
            os.utime(self.path)
        except FileNotFoundError:
            self._write()  # removed by hand, or by a clean-up of the folder: write it again
        except OSError as exc:
            self._failed(exc)
        else:
            self._failing = False
        if self.notifier is not None:
            self.notifier.send("WATCHDOG=1")

    def _write(self) -> None:
        text = json.dumps({"pid": os.getpid(), "interval": self.interval})
        try:
            self.path.write_text(text + "\n", encoding="utf-8")
        except OSError as exc:
            self._failed(exc)
        else:
            self._failing = False

    def _failed(self, exc: OSError) -> None:
        if not self._failing:
            log.warning("cannot write the heartbeat file %s (%s): the bot will look unhealthy", self.path, exc)
        self._failing = True

    async def stop(self) -> None:
        if self.notifier is not None:
            self.notifier.send("STOPPING=1")
            self.notifier.close()
            self.notifier = None
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
            with contextlib.suppress(OSError):
                self.path.unlink(missing_ok=True)
