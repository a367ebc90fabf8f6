"""A Mascarade player's whole timeline (what they saw, what may have changed their
cards), in pages, opened from their panel.

The panel shows only the newest lines (an embed field holds 1024 characters); this view
reaches all of them, newest first. The page buttons carry the page number in their
custom_id, so they keep working after a restart; the seat is always the clicker's own.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine.mascarade import SeatView
from bot.errors import UserError
from bot.i18n import Translator
from bot.service import GameRecord
from cogs.game.common import NUMBER, GuardedItem, Interaction, bot_of, translator
from cogs.game.panel import unkept_view
from cogs.mascarade.board import history_embed, page_count

__all__ = ["HistoryButton", "panel_extras"]


def panel_extras(record: GameRecord, seat: int, t: Translator) -> list[discord.ui.Item[Any]]:
    return [HistoryButton(record.id, label=t.for_labels()("mascarade-history-button"))]


class HistoryButton(GuardedItem[discord.ui.Button[Any]], template=rf"mn:mh:(?P<g>{NUMBER})(?::(?P<page>{NUMBER}))?"):
    """Without a page: opens the history (newest first) in a new ephemeral message.
    With one: turns the open history to that page."""

    def __init__(
        self,
        game_id: int,
        page: int | None = None,
        *,
        label: str | None = None,
        emoji: str | None = "📜",
        disabled: bool = False,
    ) -> None:
        self.game_id, self.page = game_id, page
        custom_id = f"mn:mh:{game_id}" if page is None else f"mn:mh:{game_id}:{page}"
        super().__init__(
            discord.ui.Button(
                label=label, emoji=emoji, style=discord.ButtonStyle.secondary, custom_id=custom_id, disabled=disabled
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HistoryButton:
        return cls(int(match["g"]), None if match["page"] is None else int(match["page"]))

    async def handle(self, interaction: Interaction) -> None:
        service = bot_of(interaction).services.service
        record = await service.game(self.game_id)
        seat = record.seat_of(interaction.user.id)
        if seat is None:
            raise UserError("error-not-seated")
        if record.game != "mascarade" or record.state is None:
            raise UserError("error-not-started")
        view_model = service.rules(record).view(service.state(record), seat.seat)
        assert isinstance(view_model, SeatView)
        last = page_count(view_model.timeline) - 1
        # A page beyond the end (the timeline only grows, so only a forged one) shows the last.
        page = 0 if self.page is None else min(self.page, last)
        message = _history_message(self.game_id, view_model, page, translator(interaction, record))
        if self.page is None:
            await interaction.response.send_message(ephemeral=True, **message)
        else:
            await interaction.response.edit_message(**message)


def _history_message(game_id: int, view_model: SeatView, page: int, t: Translator) -> dict[str, Any]:
    view = unkept_view()
    last = page_count(view_model.timeline) - 1
    if last > 0:
        view.add_item(HistoryButton(game_id, max(page - 1, 0), emoji="◀️", disabled=page == 0))
        view.add_item(HistoryButton(game_id, min(page + 1, last), emoji="▶️", disabled=page == last))
    return {"content": None, "embed": history_embed(view_model, page, t), "view": view}
