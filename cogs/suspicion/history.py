"""Every answer a player received (S-4.5), in pages, opened from their panel.

The panel shows only the latest answers (an embed field holds 1024 characters); this view
reaches all of them (the pages are drawn by ``board.history_embed``). The page buttons
carry the page number in their custom_id, so they keep working after a restart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.engine.suspicion.views import AnswerSeen, SeatView
from bot.i18n import Translator
from cogs.game.common import NUMBER, GuardedItem, Interaction, bot_of, translator
from cogs.game.panel import unkept_view
from cogs.suspicion.board import history_embed, page_count
from cogs.suspicion.owner import seated_owner

__all__ = ["HistoryButton"]


class HistoryButton(GuardedItem[discord.ui.Button[Any]], template=rf"mn:nh:(?P<g>{NUMBER})(?::(?P<page>{NUMBER}))?"):
    """Without a page: opens the history (at its last page) in a new ephemeral message.
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
        custom_id = f"mn:nh:{game_id}" if page is None else f"mn:nh:{game_id}:{page}"
        super().__init__(
            discord.ui.Button(
                label=label,
                emoji=emoji,
                style=discord.ButtonStyle.secondary,
                custom_id=custom_id,
                disabled=disabled,
            )
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> HistoryButton:
        return cls(int(match["g"]), None if match["page"] is None else int(match["page"]))

    async def handle(self, interaction: Interaction) -> None:
        record, seat, _ = await seated_owner(interaction, self.game_id)
        service = bot_of(interaction).services.service
        view_model = service.rules(record).view(service.state(record), seat)
        assert isinstance(view_model, SeatView)
        answers = view_model.answers
        last = page_count(answers) - 1
        # A page beyond the end (answers cannot disappear, so only a forged one) shows the last.
        page = last if self.page is None else min(self.page, last)
        message = _history_message(self.game_id, answers, page, translator(interaction, record))
        if self.page is None:
            await interaction.response.send_message(ephemeral=True, **message)
        else:
            await interaction.response.edit_message(**message)


def _history_message(game_id: int, answers: Sequence[AnswerSeen], page: int, t: Translator) -> dict[str, Any]:
    view = unkept_view()
    last = page_count(answers) - 1
    if last > 0:
        view.add_item(HistoryButton(game_id, max(page - 1, 0), emoji="◀️", disabled=page == 0))
        view.add_item(HistoryButton(game_id, min(page + 1, last), emoji="▶️", disabled=page == last))
    return {"content": None, "embed": history_embed(answers, page, t), "view": view}
