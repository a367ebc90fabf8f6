"""Slash command names and descriptions localised through discord.py's ``Translator``.

Commands declare ``locale_str(default, key=...)``; the key names a catalogue message.
English is the default text Discord shows; other locales come from the catalogues.
Option names are localised too: a command decorated with :func:`named_options` has each of
its options named through the catalogue (``cmd-option-<name>``), so a Russian client shows
``/игра правила тема:``, and the catalogue's texts name options that way.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

from discord import Locale, app_commands

from bot.i18n import DEFAULT_LOCALE, Catalog, locale_for

__all__ = ["CatalogTranslator", "cmd", "named_options", "option"]

CommandT = TypeVar("CommandT", bound=Callable[..., Any])


def cmd(default: str, key: str) -> app_commands.locale_str:
    """A command string with its catalogue key."""
    return app_commands.locale_str(default, key=key)


def option(name: str) -> app_commands.locale_str:
    """An option's name (the parameter's own, Discord's default) with its catalogue key,
    ``cmd-option-<name>``; one key per name, shared by every command that has it."""
    return cmd(name, f"cmd-option-{name.replace('_', '-')}")


def named_options(command: CommandT) -> CommandT:
    """Every option of a slash command (a cog's method: each parameter after ``self`` and
    the interaction) named with its catalogue key, :func:`option`: a new option cannot be
    left without its translations. Goes above the command's other decorators but
    ``@…command``."""
    names = list(inspect.signature(command).parameters)[2:]
    return app_commands.rename(**{name: option(name) for name in names})(command)


class CatalogTranslator(app_commands.Translator):
    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        ours = locale_for(locale.value)
        # Only locales we really translate; Discord falls back to the default text.
        if key is None or ours == DEFAULT_LOCALE or not locale.value.startswith(ours):
            return None
        if not self.catalog.has(ours, key):
            return None
        return self.catalog.get(ours, key)
