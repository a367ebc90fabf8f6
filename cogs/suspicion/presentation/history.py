"""Every answer a player received (S-4.5), in pages, opened from their panel.

The panel shows only the latest answers (an embed field holds 1024 characters); this view
reaches all of them (the pages are drawn by ``board.history_embed``; paging:
:mod:`cogs.table.pages`).
"""

from __future__ import annotations

import discord
from pydantic import BaseModel

from bot.i18n import Translator
from cogs.suspicion.presentation.board import history_embed, page_count
from cogs.suspicion.rules.views import SeatView
from cogs.table.items import OPTIONAL_NUMBER
from cogs.table.pages import HistoryPagesButton

__all__ = ["HistoryButton"]


class HistoryButton(HistoryPagesButton, custom_id="mn:nh:{game_id}[:{page}]", page=OPTIONAL_NUMBER):
    """The answers, opened at their last page."""

    game = "suspicion"

    def page_count(self, view_model: BaseModel) -> int:
        assert isinstance(view_model, SeatView)
        return page_count(view_model.answers)

    def opening_page(self, last: int) -> int:
        return last

    def embed(self, view_model: BaseModel, page: int, t: Translator) -> discord.Embed:
        assert isinstance(view_model, SeatView)
        return history_embed(view_model.answers, page, t)
