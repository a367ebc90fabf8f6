"""The production start-up path (``tests/e2e/launcher``) with timing taken inside the bot process.

For ``bench_bot`` and ``bench_targets`` (``--noop``: the no-op bot of ``noop_bot`` instead
of ours, the same hooks; ``MN_BENCH_PROFILE=<file>``: cProfile stats of the run written
there at exit; ``MN_BENCH_PROFILE_CPU=1`` with it: timed by the event loop thread's CPU
clock instead of the wall clock). It measures, per interaction, the time from discord.py decoding the
gateway's INTERACTION_CREATE frame to the bot asking discord.py for the answer's request
(``POST /interactions/{id}/{token}/callback``), and prints one line per answer on stderr:
``bench-timing <interaction id> <milliseconds>``. Nothing of the bot changes: the two ends
are discord.py's own entry points, wrapped in this process before the bot is built —

- arrival: ``ConnectionState.parse_interaction_create``, which the gateway calls with the
  decoded frame (before it builds the ``Interaction``);
- answer: ``AsyncWebhookAdapter.create_interaction_response``, which every answer (a
  message, an edit, a deferral, a modal) goes through.

Each is one dictionary write or read. The hooks used before (every gateway frame logged at
DEBUG, an ``aiohttp.TraceConfig`` on every request) ran on every frame and every request,
and their CPU was counted as the bot's.
"""

from __future__ import annotations

import cProfile
import os
import signal
import sys
import time
from typing import Any

import discord.gateway
import discord.http
import discord.state
import discord.webhook.async_
import yarl

from bot.__main__ import main

#: interaction id → ``perf_counter()`` when its gateway frame was decoded
_arrived: dict[int, float] = {}


def _install() -> None:
    parse = discord.state.ConnectionState.parse_interaction_create

    def arrival(self: discord.state.ConnectionState, data: Any) -> None:
        _arrived[int(data["id"])] = time.perf_counter()
        parse(self, data)

    # The state binds its parsers when it is made, after this: the bot is built in ``main``.
    discord.state.ConnectionState.parse_interaction_create = arrival  # type: ignore[method-assign]
    adapter = discord.webhook.async_.AsyncWebhookAdapter
    respond = adapter.create_interaction_response

    def answer(self: Any, interaction_id: int, token: str, **kwargs: Any) -> Any:
        arrived = _arrived.pop(int(interaction_id), None)
        if arrived is not None:
            elapsed = (time.perf_counter() - arrived) * 1000
            print(f"bench-timing {interaction_id} {elapsed:.3f}", file=sys.stderr, flush=True)
        return respond(self, interaction_id, token, **kwargs)

    adapter.create_interaction_response = answer  # type: ignore[method-assign]


def _profiled() -> int:
    """``main`` (or the no-op bot's) under cProfile when ``MN_BENCH_PROFILE`` names a file for
    its stats: the event loop's thread only, and only between two SIGUSR2 (the benchmark
    sends one as each measured part begins and one as it ends), so start-up is not in it.

    With ``MN_BENCH_PROFILE_CPU=1`` the timer is the thread's CPU clock: on a shared machine a
    write that wakes the fake Discord can hand it the core, and the wall clock would charge
    that wait to the write."""
    run = main
    if "--noop" in sys.argv:
        from tests.benchmarks.noop_bot import main as run
    target = os.environ.get("MN_BENCH_PROFILE")
    if not target:
        return run()
    cpu = os.environ.get("MN_BENCH_PROFILE_CPU") == "1"
    profiler = cProfile.Profile(time.thread_time) if cpu else cProfile.Profile()
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
