"""Drawing an engine :class:`Menu` as Discord components, and finding the choice a click
meant. The custom_id carries the game, the decision's ``since`` version, the path of
choice indices and a short hash of the final action: a click is honoured only if the
same path still leads to the same action."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any

import discord
from pydantic import BaseModel

from bot.engine.core import Choice, Menu
from bot.errors import UserError
from bot.i18n import Translator

__all__ = ["MENU", "action_hash", "descend", "format_path", "parse_path"]

SUBMENU = "m"
_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
MAX_BUTTONS = 5  # more choices than this become a select menu
MENU = "mn"


def action_hash(action: object) -> str:
    data = action.model_dump_json() if isinstance(action, BaseModel) else repr(action)
    return hashlib.sha1(data.encode(), usedforsecurity=False).hexdigest()[:8]


def choice_tag(choice: Choice) -> str:
    return SUBMENU if choice.menu is not None else action_hash(choice.action)


def parse_path(raw: str) -> list[int]:
    return [int(p) for p in raw.split(".") if p]


def format_path(path: Sequence[int]) -> str:
    return ".".join(map(str, path))


def descend(menu: Menu, path: Sequence[int]) -> Menu | Choice:
    """Follow ``path`` from the root; a path that no longer exists is a stale click."""
    node: Menu | Choice = menu
    for index in path:
        current = node.menu if isinstance(node, Choice) else node
        if current is None or not 0 <= index < len(current.choices):
            raise UserError("error-stale")
        node = current.choices[index]
    return node


def menu_components(
    menu: Menu, path: Sequence[int], game_id: int, since: int, t: Translator
) -> list[discord.ui.Item[Any]]:
    """Buttons for a short menu, a select for a long one, plus Back below the root."""
    from cogs.game.items import ActButton, ActSelect

    t = t.for_labels()  # labels and placeholders are plain text: names unescaped
    items: list[discord.ui.Item[Any]] = []
    if len(menu.choices) <= MAX_BUTTONS:
        for index, choice in enumerate(menu.choices):
            items.append(
                ActButton(
                    game_id,
                    since,
                    [*path, index],
                    choice_tag(choice),
                    label=_label(t.text(choice.label), 80),
                    style=_STYLES[choice.style],
                )
            )
    else:
        options = [
            discord.SelectOption(label=_label(t.text(choice.label), 100), value=f"{index}:{choice_tag(choice)}")
            for index, choice in enumerate(menu.choices[:25])
        ]
        items.append(ActSelect(game_id, since, path, options=options, placeholder=_label(t.text(menu.prompt), 150)))
    if path:
        items.append(
            ActButton(game_id, since, path[:-1], SUBMENU, label=t("panel-back"), style=discord.ButtonStyle.secondary)
        )
    return items


def _label(value: str, limit: int) -> str:
    return value if len(value) <= limit else value[: limit - 1] + "…"
