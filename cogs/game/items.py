"""Persistent components. Their state lives in the custom_id, so they keep working after
a restart; the interacting user is the only identity trusted — a custom_id never names a
player."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.errors import UserError
from cogs.game.common import NUMBER, Interaction, guarded
from cogs.game.menus import format_path, parse_path

__all__ = ["DYNAMIC_ITEMS", "ActButton", "ActSelect", "LobbyButton", "LobbyOptionSelect", "PanelButton"]

_ActionRow = discord.ui.View
# A menu path: choice indices (each < 25) joined by dots, a few levels deep.
PATH = r"(?:[0-9]{1,2}(?:\.[0-9]{1,2}){0,7})?"
# A select value in a panel: the choice's index and its tag.
_CHOICE = re.compile(r"(?P<i>[0-9]{1,2}):(?P<h>[0-9a-f]{8}|m)")


class ActButton(
    discord.ui.DynamicItem[discord.ui.Button[_ActionRow]],
    template=rf"mn:a:(?P<g>{NUMBER}):(?P<s>{NUMBER}):(?P<p>{PATH}):(?P<h>[0-9a-f]{{8}}|m)",
):
    """A choice in a player's panel (an action, or the way into a sub-menu)."""

    def __init__(
        self,
        game_id: int,
        since: int,
        path: Sequence[int],
        tag: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        self.game_id, self.since, self.path, self.tag = game_id, since, list(path), tag
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"mn:a:{game_id}:{since}:{format_path(path)}:{tag}")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActButton:
        return cls(int(match["g"]), int(match["s"]), parse_path(match["p"]), match["h"])

    async def callback(self, interaction: Interaction) -> None:
        from cogs.game.panel import choose

        await guarded(interaction, lambda: choose(interaction, self.game_id, self.since, self.path, self.tag))


class ActSelect(
    discord.ui.DynamicItem[discord.ui.Select[_ActionRow]],
    template=rf"mn:s:(?P<g>{NUMBER}):(?P<s>{NUMBER}):(?P<p>{PATH})",
):
    """A long list of choices in a player's panel; each value is ``index:tag``."""

    def __init__(
        self,
        game_id: int,
        since: int,
        path: Sequence[int],
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        self.game_id, self.since, self.path = game_id, since, list(path)
        super().__init__(
            discord.ui.Select(
                custom_id=f"mn:s:{game_id}:{since}:{format_path(path)}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ActSelect:
        return cls(int(match["g"]), int(match["s"]), parse_path(match["p"]))

    async def callback(self, interaction: Interaction) -> None:
        from cogs.game.panel import choose

        async def work() -> None:
            values = _values(interaction)
            choice = _CHOICE.fullmatch(values[0]) if len(values) == 1 else None
            if choice is None:
                raise UserError("error-stale")
            await choose(interaction, self.game_id, self.since, [*self.path, int(choice["i"])], choice["h"])

        await guarded(interaction, work)


class PanelButton(discord.ui.DynamicItem[discord.ui.Button[_ActionRow]], template=rf"mn:p:(?P<g>{NUMBER})"):
    """“My panel” on the board and on turn pings: opens the clicker's private panel."""

    def __init__(self, game_id: int, *, label: str | None = None) -> None:
        self.game_id = game_id
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.primary, emoji="🎭", custom_id=f"mn:p:{game_id}")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> PanelButton:
        return cls(int(match["g"]))

    async def callback(self, interaction: Interaction) -> None:
        from cogs.game.panel import open_panel

        await guarded(interaction, lambda: open_panel(interaction, self.game_id))


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[_ActionRow]],
    template=rf"mn:l:(?P<g>{NUMBER}):(?P<op>join|leave|start|cancel)",
):
    def __init__(
        self,
        game_id: int,
        op: str,
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
    ) -> None:
        self.game_id, self.op = game_id, op
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=f"mn:l:{game_id}:{op}"))

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["g"]), match["op"])

    async def callback(self, interaction: Interaction) -> None:
        from cogs.game.lobby import lobby_op

        await guarded(interaction, lambda: lobby_op(interaction, self.game_id, self.op))


class LobbyOptionSelect(
    discord.ui.DynamicItem[discord.ui.Select[_ActionRow]], template=rf"mn:o:(?P<g>{NUMBER}):(?P<f>[a-z_]{{1,40}})"
):
    def __init__(
        self,
        game_id: int,
        field: str,
        *,
        options: list[discord.SelectOption] | None = None,
        placeholder: str | None = None,
    ) -> None:
        self.game_id, self.field = game_id, field
        super().__init__(
            discord.ui.Select(
                custom_id=f"mn:o:{game_id}:{field}",
                options=options or [discord.SelectOption(label="-")],
                placeholder=placeholder,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyOptionSelect:
        return cls(int(match["g"]), match["f"])

    async def callback(self, interaction: Interaction) -> None:
        from cogs.game.lobby import lobby_option

        values = _values(interaction)
        await guarded(interaction, lambda: lobby_option(interaction, self.game_id, self.field, values))


def _values(interaction: Interaction) -> list[str]:
    data: dict[str, Any] = dict(interaction.data or {})
    return [str(v) for v in data.get("values") or []]


def _game_items() -> tuple[type[discord.ui.DynamicItem[Any]], ...]:
    from cogs.game.forms import GAME_ITEMS

    return GAME_ITEMS


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    *_game_items(),
    ActButton,
    ActSelect,
    PanelButton,
    LobbyButton,
    LobbyOptionSelect,
)
