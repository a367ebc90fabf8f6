"""Where a newcomer is pointed (``cogs.table.primer.pointer``): the rules always; the guided
lesson only when the bot's command tree has it, named as the reader's Discord names it."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

import discord
from discord import app_commands

from bot.i18n import Translator
from cogs.table.primer import LEARN, command_text, pointer, primer_text
from tests.registry import CATALOG


def bot_with(*subcommands: str) -> Any:
    """A bot whose command tree has ``/game`` with ``subcommands`` (each doing nothing)."""
    tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.none()))
    game = app_commands.Group(name="game", description="game")
    for name in subcommands:

        async def callback(interaction: discord.Interaction) -> None:
            del interaction

        game.add_command(app_commands.Command(name=name, description=name, callback=callback))
    tree.add_command(game)
    return cast(Any, SimpleNamespace(tree=tree))


def test_the_lesson_is_named_only_when_the_bot_offers_it() -> None:
    en, ru = Translator(CATALOG, "en", str), Translator(CATALOG, "ru", str)
    without = bot_with("rules")
    assert "`/game rules`" in pointer(without, en)
    assert "`/game learn`" not in pointer(without, en)
    with_lesson = bot_with("rules", "learn")
    # The lesson's command, named through the catalogue (its name comes with the command).
    assert command_text(en, LEARN) in pointer(with_lesson, en)
    assert "`/game rules`" in pointer(with_lesson, en)
    assert "`/игра правила`" in pointer(without, ru)


def test_a_primer_is_its_title_three_lines_and_the_pointer() -> None:
    t = Translator(CATALOG, "en", str)
    for game in ("mascarade", "grimm", "suspicion"):
        lines = primer_text(bot_with("rules"), t, game).split("\n")
        assert len(lines) == 5, game
        assert lines[0].startswith("**New to ")
        assert lines[-1] == pointer(bot_with("rules"), t)
