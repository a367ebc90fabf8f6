"""A Mascarade player's whole timeline (what they saw, what may have changed their
cards), in pages, opened from their panel.

The panel shows only the newest lines (an embed field holds 1024 characters); this view
reaches all of them, newest first (paging: :mod:`cogs.table.pages`).
"""

from __future__ import annotations

from typing import Any

import discord
from pydantic import BaseModel

from bot.i18n import Translator
from bot.store.records import GameRecord
from cogs.mascarade.presentation.board import history_embed, page_count
from cogs.mascarade.rules import SeatView
from cogs.table.items import OPTIONAL_NUMBER
from cogs.table.pages import HistoryPagesButton

__all__ = ["HistoryButton", "panel_extras"]


def panel_extras(record: GameRecord, seat: int, t: Translator) -> list[discord.ui.Item[Any]]:
    return [HistoryButton(record.id, label=t.for_labels()("mascarade-history-button"))]


class HistoryButton(HistoryPagesButton, custom_id="mn:mh:{game_id}[:{page}]", page=OPTIONAL_NUMBER):
    """The timeline, opened at its newest page (the first)."""

    game = "mascarade"

    def page_count(self, view_model: BaseModel) -> int:
        assert isinstance(view_model, SeatView)
        return page_count(view_model.timeline)

    def opening_page(self, last: int) -> int:
        return 0

    def embed(self, view_model: BaseModel, page: int, t: Translator) -> discord.Embed:
        assert isinstance(view_model, SeatView)
        return history_embed(view_model, page, t)
