"""The ``game`` option of the slash commands: one choice per registered game.

The commands are declared with their class, before any registry is known; the cog that
holds them gives them the games it was built with (:func:`offer_games`), so the adapter
never imports the registry."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from discord import app_commands

from bot.i18n.commands import cmd

if TYPE_CHECKING:
    from cogs.table.presentation import GamePresentation

__all__ = ["game_choices", "offer_games"]


def game_choices(presentations: Mapping[str, GamePresentation]) -> list[app_commands.Choice[str]]:
    """The games in registry order. Names carry their catalogue key, so the command tree
    (and its synced hash) changes only with the games."""
    return [app_commands.Choice(name=cmd(p.title, p.choice_key), value=game) for game, p in presentations.items()]


def offer_games(presentations: Mapping[str, GamePresentation], *commands: app_commands.Command[Any, ..., Any]) -> None:
    """Give the ``game`` option of ``commands`` one choice per game. discord.py keeps the
    choices on the parameter, which every copy of a cog's command shares: one process runs
    one bot's games (the last cog built decides, before its tree is synced)."""
    for command in commands:
        app_commands.choices(game=game_choices(presentations))(command)
