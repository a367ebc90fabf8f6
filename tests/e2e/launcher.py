"""Run the real bot (``python -m bot``'s ``main``) in a subprocess against the fake Discord.

The fake's addresses come from the environment; everything else is the production
start-up path (settings from the environment, signal handlers, logging).
"""

from __future__ import annotations

import os
import signal
import sys
import time

import discord.gateway
import discord.http
import yarl

from bot.__main__ import main


def _hang(signum: int, frame: object) -> None:
    """A test's stand-in for a hung bot: Python runs signal handlers in the main thread,
    the event loop's, so sleeping here blocks the loop while the process stays alive."""
    time.sleep(3600)


if __name__ == "__main__":
    signal.signal(signal.SIGUSR1, _hang)
    discord.http.Route.BASE = os.environ["FAKE_DISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])
    sys.exit(main())
