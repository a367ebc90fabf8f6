"""The bot's pulse, for whoever watches it: a file touched from the event loop every few
seconds (``python -m bot.ops.health`` reads it: Docker's HEALTHCHECK) and systemd's notify
protocol (``READY=1`` once set up, ``WATCHDOG=1`` with every beat: ``Type=notify`` and
``WatchdogSec`` in deploy/masquerade-night.service).

Both come from a task on the event loop, so they stop exactly when the loop stops serving:
a bot whose loop is blocked (a hung call, a deadlock) keeps its process alive and its
gateway silently dead, and only a pulse that needs the loop tells the difference.

The beat is the file's modification time (``os.utime``): it needs no free disk block, so
a full disk, which the bot answers and survives, does not read as a hang. The file's text
is rewritten only when what it says changes: which process beats and how often, when it
started and how many quick crashes came before it, each gateway connection's state, what
the bot is waiting for before it connects, and the storage's trouble. A disk that refuses
even a touch (read-only, failing) moves the heartbeat to a file of the same name in the
system's temporary folder (:func:`fallback_path`), which the health check reads too.

Times in the file are on the bot's clock (``clock``), with that clock's offset from the
system's, so a reader in another process computes ages on the same clock (the tests' bots
let time pass at once; in production the offset is 0).
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import hashlib
import json
import logging
import os
import socket
import tempfile
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.core.clock import WALL_CLOCK, Clock

__all__ = [
    "STABLE_SECONDS",
    "STALE_AFTER_BEATS",
    "Heartbeat",
    "Pulse",
    "SystemdNotifier",
    "fallback_path",
    "read_pulse",
]

log = logging.getLogger(__name__)

# A beat may come late (a long garbage collection, a loaded machine); three missed in a row
# is a hang, not a hiccup.
STALE_AFTER_BEATS = 3

# A run that ends without a clean stop sooner than this after its start is a quick crash;
# several in a row are a crash loop (bot/boot/session_starts.py backs off).
STABLE_SECONDS = 600.0


def fallback_path(path: Path) -> Path:
    """Where the heartbeat goes when its own folder refuses writes: the temporary folder, a
    name derived from the usual path (two bots on one machine never share it)."""
    digest = hashlib.sha256(str(path.expanduser().absolute()).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"masquerade-night-{digest}.heartbeat"


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


@dataclass(frozen=True, slots=True)
class Pulse:
    """What a heartbeat file says: ``age`` seconds since the last beat, by ``pid``, and the
    state the bot wrote (see :class:`Heartbeat`); ``now`` is the reader's time on the bot's
    clock, for the ages of the state's times."""

    path: Path
    age: float
    interval: float
    pid: int | None
    now: float
    state: Mapping[str, Any] = field(default_factory=dict)

    @property
    def limit(self) -> float:
        return STALE_AFTER_BEATS * self.interval

    @property
    def fresh(self) -> bool:
        return self.age <= self.limit

    @property
    def started(self) -> float | None:
        started = self.state.get("started")
        return float(started) if isinstance(started, int | float) else None


def _read_one(path: Path, default_interval: float) -> Pulse | None:
    try:
        beat = path.stat().st_mtime
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return None
    interval, pid, state = default_interval, None, {}
    try:
        written = json.loads(text)
        state = written if isinstance(written, dict) else {}
        interval = float(written["interval"])
        pid = int(written["pid"])
    except (ValueError, KeyError, TypeError):
        pass  # an older or half-written file: its age alone still tells
    offset = state.get("clock_offset", 0.0)
    now = time.time() + (float(offset) if isinstance(offset, int | float) else 0.0)
    return Pulse(path, max(0.0, time.time() - beat), interval, pid, now, state)


def read_pulse(path: Path, default_interval: float) -> Pulse | None:
    """The heartbeat at ``path`` (or at its :func:`fallback_path`, whichever beat last), or
    None when there is none (the bot is not running, or stopped cleanly)."""
    found = [p for p in (_read_one(path, default_interval), _read_one(fallback_path(path), default_interval)) if p]
    return min(found, key=lambda p: p.age, default=None)


# A folder that refuses even a touch of the file: the heartbeat moves (see Heartbeat._failed).
_MOVE_ON = frozenset({errno.EROFS, errno.EIO, errno.EACCES, errno.EPERM})


def _disk_words(exc: OSError) -> str:
    return os.strerror(exc.errno).lower() if exc.errno else str(exc)


class Heartbeat:
    """Touches ``path`` every ``interval`` seconds and pings systemd's watchdog; started at
    the end of set-up, stopped (the file removed: the bot is not running) on a clean close.

    ``update(name, value)`` records a part of the bot's state in the file (rewritten at
    once, or at the next beat if the disk refused it); ``on_beat`` runs with every beat."""

    def __init__(
        self,
        path: Path,
        interval: float,
        environ: Mapping[str, str] | None = None,
        *,
        clock: Clock = WALL_CLOCK,
    ) -> None:
        environ = os.environ if environ is None else environ
        self.path = path
        self.interval = interval
        self.clock = clock
        self.notifier = SystemdNotifier.from_environment(environ)
        watchdog = watchdog_seconds(environ)
        # systemd's own advice: ping at half the watchdog's period, so one late beat is not fatal.
        self.period = interval if watchdog is None else min(interval, watchdog / 2)
        self.on_beat: Callable[[], None] = lambda: None
        #: Quick crashes in a row before this run (0: the last run stopped cleanly, ran long,
        #: or there was none), known once :meth:`start` read what the last run left.
        self.quick_crashes = 0
        self._state: dict[str, Any] = {"pid": os.getpid(), "interval": interval}
        self._task: asyncio.Task[None] | None = None
        self._failing = False
        self._unwritten = False
        self._written_offset = 0.0
        self._target = path  # the fallback once the usual path refuses writes

    def start(self) -> None:
        self.quick_crashes = self._crashes_before()
        self._state.update(started=self.clock(), quick_crashes=self.quick_crashes)
        self._write()
        if self.notifier is not None:
            self.notifier.send("READY=1\nSTATUS=connecting to Discord")
        self._task = asyncio.create_task(self._run(), name="heartbeat")

    def _crashes_before(self) -> int:
        """How many quick crashes in a row a file left by the last run tells of (a clean stop
        removes the file): one more than it counted if it ran for less than
        :data:`STABLE_SECONDS`, none if it ran longer."""
        last = read_pulse(self.path, self.interval)
        if last is None or last.started is None:
            return 0
        ran = (last.now - last.age) - last.started
        if ran >= STABLE_SECONDS:
            return 0
        before = last.state.get("quick_crashes", 0)
        return (int(before) if isinstance(before, int) else 0) + 1

    def update(self, name: str, value: object) -> None:
        """Record ``name`` in the file (no write when nothing changed)."""
        if self._state.get(name) == value:
            return
        self._state[name] = value
        if self._task is not None:
            self._write()

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
            os.utime(self._target)
        except FileNotFoundError:
            self._write()  # removed by hand, or by a clean-up of the folder: write it again
        except OSError as exc:
            self._failed(exc)
        else:
            self._failing = False
            if self._unwritten or abs(self.clock() - time.time() - self._written_offset) > 1.0:
                self._write()  # what a full disk refused, or the bot's clock moved (tests let time pass)
        if self.notifier is not None:
            self.notifier.send("WATCHDOG=1")
        self.on_beat()

    def _write(self) -> None:
        self._written_offset = self.clock() - time.time()
        self._state["clock_offset"] = round(self._written_offset, 3)
        text = json.dumps(self._state) + "\n"
        try:
            _replace(self._target, text)
        except OSError as exc:
            self._failed(exc)
        else:
            self._failing = False
            self._unwritten = False

    def _failed(self, exc: OSError) -> None:
        self._unwritten = True
        if self._target == self.path and exc.errno in _MOVE_ON:
            # The disk refuses even a touch: the same file in the temporary folder instead,
            # saying why, so the health check tells a failing disk from a hung bot. (A full
            # disk still takes a touch: the file stays, its text is written once there is room.)
            self._target = fallback_path(self.path)
            self._state["moved"] = {"from": str(self.path), "why": _disk_words(exc)}
            log.warning(
                "cannot write the heartbeat file %s (%s): it is kept at %s instead", self.path, exc, self._target
            )
            self._write()
            return
        if not self._failing:
            log.warning("cannot write the heartbeat file %s (%s): the bot will look unhealthy", self._target, exc)
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
            for path in {self.path, self._target}:
                with contextlib.suppress(OSError):
                    path.unlink(missing_ok=True)


def _replace(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` whole: a reader sees the old text or the new, never half."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        temporary.write_text(text, encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)
        raise
