"""The end summary's Rematch button: a new lobby in the same channel, with the same game,
options and turn timer (who may press it and who is seated: :mod:`bot.service.rematch`).

The first press posts the lobby, inviting the other players, and the button then carries
that lobby's id (so it works after a restart): a later press seats its player in that
lobby while it is open."""

from __future__ import annotations

import logging

import discord

from bot.core.errors import UserError
from bot.service.rematch import finished_table, invited, open_rematch
from cogs.table.common import (
    Interaction,
    bot_of,
    posted_message_id,
    public_translator,
    translator,
)
from cogs.table.items import OPTIONAL_NUMBER, TableButton
from cogs.table.lobby import lobby_edit_lock, lobby_view, require_game_channel, show_lobby
from cogs.table.panel import unkept_view

__all__ = ["RematchButton"]

log = logging.getLogger(__name__)

PREFIX = "mn:rm:"


class RematchButton(TableButton, custom_id="mn:rm:{game_id}[:{rematch_id}]", rematch_id=OPTIONAL_NUMBER):
    """``game_id``: the finished game; ``rematch_id``: the rematch lobby an earlier press opened."""

    button_style = discord.ButtonStyle.primary
    button_emoji = "🔁"
    game_id: int
    rematch_id: int | None

    async def handle(self, interaction: Interaction) -> None:
        bot = bot_of(interaction)
        service = bot.services.service
        user = interaction.user
        old = await finished_table(service, self.game_id, user.id)
        if (thread_table := await bot.services.threads.table_of(old.id)) is not None:
            # A thread table's Rematch is on its line in the parent channel: a new thread.
            await require_game_channel(interaction)
            opened_id = await bot.services.threads.rematch(interaction, old, thread_table, self.rematch_id)
            if opened_id is not None:
                label = public_translator(bot, old).for_labels()("rematch-button")
                await _point_at(interaction, self.game_id, opened_id, label)
            return
        if interaction.channel_id != old.channel_id:
            raise UserError("error-wrong-channel")
        await require_game_channel(interaction)  # the server may have moved its games since
        record, opened = await open_rematch(service, old, user.id, user.display_name, rematch_id=self.rematch_id)
        if not opened:
            await interaction.response.send_message(translator(interaction)("rematch-answer-seated"), ephemeral=True)
            await show_lobby(bot, record.id)
            return
        t = public_translator(bot, record)
        calls = invited(old, record)
        lines = [t("rematch-opened", game=old.id, host=f"<@{user.id}>")]
        if calls:
            lines.append(t("rematch-invite", players=" ".join(f"<@{u}>" for u in calls)))
        async with lobby_edit_lock(record.id):
            await interaction.response.send_message(
                **{**await lobby_view(bot, record, t), "content": "\n".join(lines)},
                allowed_mentions=discord.AllowedMentions(users=[discord.Object(u) for u in calls]),
            )
            await bot.services.store.record_lobby_message(record.id, await posted_message_id(interaction))
        await _point_at(interaction, self.game_id, record.id, t.for_labels()("rematch-button"))


async def _point_at(interaction: Interaction, game_id: int, rematch_id: int, label: str) -> None:
    """The summary's Rematch button now carries the lobby it opened; the summary's other
    components stay as they are."""
    message = interaction.message
    if message is None:
        return
    shown = discord.ui.View.from_message(message, timeout=None)
    view = unkept_view()  # every control is a DynamicItem: nothing to keep for this message
    for item in shown.children:
        if isinstance(item, discord.ui.Button) and (item.custom_id or "").startswith(PREFIX):
            view.add_item(RematchButton(game_id, rematch_id, label=label))
        else:
            view.add_item(item)
    try:
        await message.edit(view=view)
    except discord.HTTPException as exc:
        # The lobby is open either way: a later press is then refused (the channel is
        # busy) instead of seating its player, and the lobby's Join still works.
        log.info("game=%s: the summary's Rematch button could not be updated (%s)", game_id, exc.status)
