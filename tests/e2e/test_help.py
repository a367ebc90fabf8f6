"""/help: one private page, every command on it as the reader's Discord names it."""

from __future__ import annotations

from pathlib import Path

import pytest
from discord import app_commands

from cogs.help import SECTIONS
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e


async def test_help_lists_every_command_in_the_readers_language(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        tree = {
            command.qualified_name for command in bot.tree.walk_commands() if isinstance(command, app_commands.Command)
        }
        ann, bob = night.users[0], night.users[1]  # an English and a Russian client
        english = await (await fake.slash(ann, night.channel, "help")).answered()
        russian = await (await fake.slash(bob, night.channel, "help")).answered()
    assert english.message is not None
    assert russian.message is not None
    assert english.ephemeral
    assert russian.ephemeral
    shown = {line.split("`")[1].lstrip("/") for line in english.message.text.splitlines() if line.startswith("`/")}
    assert shown == tree, "every command, and only commands that exist"
    assert "`/game new`" in english.message.text
    assert "`/игра новая`" in russian.message.text
    assert sum(len(commands) for commands in SECTIONS.values()) == len(tree)
