"""The catch-all: every interaction gets an answer, whatever it carries.

discord.py drops a component interaction silently when no DynamicItem template matches
its custom_id, or when the custom_id is not on the clicked message (forged, from an
older version, a message since edited), and a modal submit whose custom_id it does not
know. Users would see "This interaction failed". Here each of those gets a short
ephemeral line instead; an app-command check that said no is an expected refusal,
logged at INFO without a traceback.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.errors import UserError
from cogs.table.common import Interaction, guarded, log_label, send_ephemeral, translator
from cogs.table.metering import count
from cogs.table.presentation import FormHandler

__all__ = ["InteractionFallback", "on_app_command_error"]

log = logging.getLogger(__name__)


async def _out_of_date() -> None:
    raise UserError("error-stale")


def _item_will_run(
    interaction: Interaction, custom_id: str, component_type: int, items: Sequence[type[discord.ui.DynamicItem[Any]]]
) -> bool:
    """Whether discord.py will call one of our DynamicItems for this component — the
    same three conditions ``ViewStore.schedule_dynamic_item_call`` checks."""
    message = interaction.message
    if message is None:
        return False
    if not any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in items):
        return False
    view_cls = discord.ui.LayoutView if message.flags.components_v2 else discord.ui.View
    view = view_cls.from_message(message, timeout=None)
    return any(
        child.type.value == component_type and getattr(child, "custom_id", None) == custom_id
        for child in view.walk_children()
    )


class InteractionFallback(commands.Cog):
    def __init__(
        self,
        items: Sequence[type[discord.ui.DynamicItem[Any]]],
        forms: Sequence[tuple[re.Pattern[str], FormHandler]],
        others: Sequence[type[discord.ui.DynamicItem[Any]]] = (),
    ) -> None:
        self.items, self.forms = tuple(items), tuple(forms)
        # Other extensions' persistent components, read at each click (they may load later).
        self.others = others

    @commands.Cog.listener()
    async def on_interaction(self, interaction: Interaction) -> None:
        """Modal forms are answered from their custom_id (so they survive a restart); any
        other form, and any click in our namespace no item will take, is out of date."""
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        if interaction.type is discord.InteractionType.modal_submit:
            for pattern, handler in self.forms:
                if match := pattern.fullmatch(custom_id):
                    await guarded(interaction, functools.partial(handler, interaction, match))
                    return
            # Never the id: it may carry a choice. The refusal's own line (summarised) is the news.
            log.debug("unknown form %s", log_label(interaction))
            await guarded(interaction, _out_of_date)
            return
        if interaction.type is not discord.InteractionType.component:
            return
        # Every component on the bot's messages is answered, ours or not (one left by an
        # older release under another prefix): none may end in "This interaction failed".
        if not _item_will_run(interaction, custom_id, int(data.get("component_type", 0)), (*self.items, *self.others)):
            log.debug("component %s matches no live item", log_label(interaction))
            await guarded(interaction, _out_of_date)


async def on_app_command_error(interaction: Interaction, error: app_commands.AppCommandError) -> None:
    """The command tree's one error handler (commands answer their own refusals through
    ``@guard``; what reaches here is discord.py's own)."""
    name = interaction.command.qualified_name if interaction.command else "?"
    if isinstance(error, app_commands.CheckFailure):
        # A check (moderators only, no DMs) said no and told the user why.
        log.info("/%s refused by a check: %s", name, type(error).__name__)
        key = "error-not-allowed"
    elif isinstance(error, app_commands.TransformerError | app_commands.CommandSignatureMismatch):
        log.info("/%s: arguments do not fit: %s", name, type(error).__name__)
        key = "error-bad-option"
    elif isinstance(error, app_commands.CommandNotFound):
        log.info("unknown command %s", error.name)
        key = "error-command-stale"
    else:
        log.error("/%s failed", name, exc_info=error)
        key = "error-internal"
    # Never through guarded(): counted here, by how discord.py's own check or parsing ended.
    count(interaction, "failed" if key == "error-internal" else "refused")
    if interaction.response.is_done():
        return
    try:
        await send_ephemeral(interaction, translator(interaction)(key))
    except discord.HTTPException:
        log.warning("could not answer /%s", name)
