"""A discord.py bot that does nothing but answer ``/game panel`` ephemerally: the floor
``bench_targets`` compares the project's ``/game panel`` with (discord.py's own gateway
decoding, dispatch and HTTP, on the same machine, through the same fake and timing hooks).

Run by ``python -m tests.benchmarks.timed_launcher --noop``.
"""

from __future__ import annotations

import os

import discord
from discord import app_commands


class NoopBot(discord.Client):
    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)
        game = app_commands.Group(name="game", description="Play a hidden-identity board game")

        @game.command(name="panel", description="Open your private panel")
        async def panel(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("panel", ephemeral=True)

        self.tree.add_command(game)

    async def setup_hook(self) -> None:
        await self.tree.sync()


def main() -> int:
    NoopBot().run(os.environ["DISCORD_TOKEN"], log_handler=None)
    return 0
