"""The table's extension takes back on unload all it added on load: every persistent
component it registered and its cogs (their classes live in other modules, which discord.py
would keep), so that a reload leaves exactly one of each and the table plays on."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

import discord
import pytest

from cogs.gamenight import NIGHT_ITEMS
from cogs.gamenight.night import GameNightCog
from cogs.table.commands import GameCog
from cogs.table.extension import table_items
from cogs.table.fallback import InteractionFallback
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e

EXTENSION = "cogs.table.extension"


def registered(bot: discord.Client) -> list[str]:
    """The DynamicItems the bot routes clicks to, by name (discord.py keeps them, by template,
    in its connection's view store; it has no public way to list them)."""
    return named(bot._connection._view_store._dynamic_items.values())


def named(items: Iterable[type[discord.ui.DynamicItem[Any]]]) -> list[str]:
    """Items by their qualified names: an extension unloaded and loaded again defines its
    classes anew, so another test's reload leaves classes equal in all but identity."""
    return sorted(f"{item.__module__}.{item.__qualname__}" for item in items)


async def test_unloading_the_table_removes_its_items_and_cogs_and_a_reload_plays_on(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        ours = table_items(bot.services.presentations.values())
        assert registered(bot) == named((*ours, *NIGHT_ITEMS))
        hooks = list(bot.services.additions.timer_hooks)
        assert len(hooks) == 2, "the game night's hubs and plans run with the table's timers"

        await bot.unload_extension(EXTENSION)
        # The game night's extension is its own: its items and timer work stay for the next table.
        assert registered(bot) == named(NIGHT_ITEMS)
        assert bot.get_cog(GameCog.__cog_name__) is None
        assert bot.get_cog(InteractionFallback.__cog_name__) is None

        await bot.load_extension(EXTENSION)
        assert registered(bot) == named((*ours, *NIGHT_ITEMS))
        assert bot.services.additions.timer_hooks == hooks
        fallback = bot.get_cog(InteractionFallback.__cog_name__)
        assert isinstance(fallback, InteractionFallback)
        assert set(named(NIGHT_ITEMS)) <= set(named(fallback.others)), "a hub's click is the night's, not out of date"
        board = await night.open_game("mascarade", 4)
        assert board.embeds
        assert not fake.unanswered()


async def test_unloading_the_game_night_takes_back_its_items_and_timer_work(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await bot.unload_extension("cogs.gamenight")
        assert not set(named(NIGHT_ITEMS)) & set(registered(bot))
        assert bot.services.additions.items == []
        assert bot.services.additions.timer_hooks == []
        assert bot.get_cog(GameNightCog.__cog_name__) is None
