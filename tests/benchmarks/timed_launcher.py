"""The production start-up path (``tests/e2e/launcher``) with timing taken inside the bot process.

For ``bench_bot`` and ``bench_targets`` (``--noop``: the no-op bot of ``noop_bot`` instead
of ours, the same hooks; ``MN_BENCH_PROFILE=<file>``: cProfile stats of the run written
there at exit). It measures, per interaction, the time from discord.py decoding the
gateway's INTERACTION_CREATE frame to the request carrying the answer
(``POST /interactions/{id}/{token}/callback``) being issued, and prints one line per answer
on stderr: ``bench-timing <interaction id> <milliseconds>``. Nothing of the bot changes: the
two ends are hooks discord.py offers to anyone —

- arrival: ``discord.gateway`` logs every decoded frame at DEBUG ("WebSocket Event: %s", the
  payload as a dict) right after reading it off the socket; a logging handler on that logger
  reads the interaction id and the time;
- answer: an ``aiohttp.TraceConfig`` (discord.py's ``http_trace`` option) hears
  ``on_request_start`` for every REST request before it is sent.
"""

from __future__ import annotations

import cProfile
import logging
import os
import re
import signal
import sys
import time
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord.gateway
import discord.http
import yarl

from bot.__main__ import main

_CALLBACK = re.compile(r"/interactions/(?P<id>\d+)/[^/]+/callback$")
#: interaction id → ``perf_counter()`` when its gateway frame was decoded
_arrived: dict[str, float] = {}


class _Arrivals(logging.Handler):
    """Notes when each INTERACTION_CREATE frame was decoded; passes on what the bot's own
    logging would have shown (discord.gateway's warnings), so nothing is hidden."""

    def emit(self, record: logging.LogRecord) -> None:
        args = record.args
        if isinstance(args, tuple) and len(args) == 2 and isinstance(args[1], dict):
            frame: dict[str, Any] = args[1]
            if frame.get("t") == "INTERACTION_CREATE":
                _arrived[str(frame["d"]["id"])] = time.perf_counter()
        elif record.levelno >= logging.WARNING:
            logging.getLogger().handle(record)


async def _on_request_start(
    session: aiohttp.ClientSession, context: SimpleNamespace, params: aiohttp.TraceRequestStartParams
) -> None:
    found = _CALLBACK.search(params.url.path)
    if found is None:
        return
    arrived = _arrived.pop(found["id"], None)
    if arrived is not None:
        elapsed = (time.perf_counter() - arrived) * 1000
        print(f"bench-timing {found['id']} {elapsed:.3f}", file=sys.stderr, flush=True)


def _install() -> None:
    gateway_log = logging.getLogger("discord.gateway")
    gateway_log.setLevel(logging.DEBUG)
    gateway_log.propagate = False  # its DEBUG flood goes to the handler only
    gateway_log.addHandler(_Arrivals())
    trace = aiohttp.TraceConfig()
    trace.on_request_start.append(_on_request_start)
    # discord.py takes ``http_trace`` as a Client option; the bot is built inside
    # ``bot.__main__``, so it is given to every HTTPClient made in this process.
    make_client = discord.http.HTTPClient.__init__

    def with_trace(self: discord.http.HTTPClient, *args: Any, **kwargs: Any) -> None:
        make_client(self, *args, **kwargs)
        self.http_trace = trace

    discord.http.HTTPClient.__init__ = with_trace  # type: ignore[method-assign]


def _profiled() -> int:
    """``main`` (or the no-op bot's) under cProfile when ``MN_BENCH_PROFILE`` names a file for
    its stats: the event loop's thread only, and only between two SIGUSR2 (the benchmark
    sends one as each measured part begins and one as it ends), so start-up is not in it."""
    run = main
    if "--noop" in sys.argv:
        from tests.benchmarks.noop_bot import main as run
    target = os.environ.get("MN_BENCH_PROFILE")
    if not target:
        return run()
    profiler = cProfile.Profile()
    profiling = [False]

    def toggle(signum: int, frame: object) -> None:
        if profiling[0]:
            profiler.disable()
        else:
            profiler.enable()
        profiling[0] = not profiling[0]

    signal.signal(signal.SIGUSR2, toggle)
    try:
        return run()
    finally:
        profiler.disable()
        profiler.dump_stats(target)


if __name__ == "__main__":
    discord.http.Route.BASE = os.environ["FAKE_DISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])
    _install()
    sys.exit(_profiled())
