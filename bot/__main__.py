"""``python -m bot``: read settings, configure logging, run the bot until stopped."""

from __future__ import annotations

import asyncio
import logging
import signal
import sys

import aiohttp
import discord
import discord.http

from bot.boot.registry import RegistryError
from bot.core.config import ConfigError, configure_logging, load_settings
from bot.core.errors import os_words
from bot.store.db import DatabaseUnusableError

if sys.platform == "win32":
    new_event_loop = asyncio.new_event_loop  # uvloop is not made for Windows
else:
    # The same asyncio on libuv: about a tenth less CPU per interaction (docs/performance.md).
    from uvloop import new_event_loop

log = logging.getLogger("bot")


async def run() -> None:
    from bot.boot.app import MasqueradeBot
    from cogs.table.painter import allow_worker_process

    settings = load_settings()
    if settings.picture_worker:
        allow_worker_process()  # only the bot's own process may start one, never a host program
    configure_logging(settings.log_level, settings.log_format)
    if settings.discord_api_base is not None:
        use_rest_base(settings.discord_api_base)
    async with MasqueradeBot(settings) as bot:
        loop = asyncio.get_running_loop()
        closing: list[asyncio.Task[None]] = []

        def stop() -> None:
            if not closing:
                closing.append(asyncio.ensure_future(bot.close()))

        # SIGTERM (systemd, a process manager) closes cleanly like Ctrl-C: the action in
        # flight finishes its transaction, then the gateway and the database close.
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(sig, stop)
        await bot.start(settings.discord_token)
        # start() returns as soon as close() begins; wait for close() to finish, or the
        # runner would cancel it half-way and leave the database open.
        for task in closing:
            await task


def use_rest_base(base: str) -> None:
    """Send every REST request (the bot's own and its interaction answers) to ``base``, a
    shared rate-limit proxy in front of Discord (docs/operations.md). discord.py has no
    setting for it: every request's URL is ``Route.BASE`` + its path, a class attribute
    discord.py itself rewrites to change the API version; the gateway is not affected."""
    discord.http.Route.BASE = base
    log.info("REST requests go through %s", base)


def main() -> int:
    try:
        with asyncio.Runner(loop_factory=new_event_loop) as runner:
            runner.run(run())
    except ConfigError as exc:
        print(f"masquerade-night: configuration error: {exc}", file=sys.stderr)
        return 2
    except RegistryError as exc:
        # A game the bot cannot offer (MN_EXTRA_GAMES, or a plugin that breaks the contract).
        print(f"masquerade-night: game registry error: {exc}", file=sys.stderr)
        return 2
    except DatabaseUnusableError as exc:
        # One line and a non-zero exit, so a process manager reports it (or restarts us).
        print(f"masquerade-night: database error: {exc}", file=sys.stderr)
        return 3
    except discord.LoginFailure:
        print(
            "masquerade-night: Discord rejected DISCORD_TOKEN: copy a fresh token from the Developer Portal "
            "(Applications → your app → Bot → Reset Token) into .env.",
            file=sys.stderr,
        )
        return 2
    except (aiohttp.ClientConnectionError, TimeoutError) as exc:
        # No network, no DNS, a firewall: nothing the bot can fix by retrying on its own.
        print(
            f"masquerade-night: cannot reach Discord ({network_problem(exc)}): check this machine's internet "
            "connection, DNS, firewall or proxy, then start the bot again.",
            file=sys.stderr,
        )
        return 4
    except discord.HTTPException as exc:
        print(
            f"masquerade-night: Discord refused the start-up (HTTP {exc.status}); try again in a few minutes "
            "(https://discordstatus.com says whether Discord has an outage).",
            file=sys.stderr,
        )
        return 4
    except KeyboardInterrupt:
        pass
    return 0


def network_problem(exc: aiohttp.ClientConnectionError | TimeoutError) -> str:
    """What went wrong, in the operating system's words rather than the library's."""
    if isinstance(exc, aiohttp.ClientConnectorError):
        return f"{exc.host}:{exc.port}: {os_words(exc.os_error)}"
    if isinstance(exc, TimeoutError):
        return "no answer in time"
    return "the connection broke off"


if __name__ == "__main__":
    sys.exit(main())
