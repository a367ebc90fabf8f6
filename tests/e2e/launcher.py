"""Run the real bot (``python -m bot``'s ``main``) in a subprocess against the fake Discord.

The fake's addresses come from the environment; everything else is the production
start-up path (settings from the environment, signal handlers, logging).
"""

from __future__ import annotations

import os
import sys

import discord.gateway
import discord.http
import yarl

from bot.__main__ import main

if __name__ == "__main__":
    discord.http.Route.BASE = os.environ["FAKE_DISCORD_API"]
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["FAKE_DISCORD_GATEWAY"])
    sys.exit(main())
