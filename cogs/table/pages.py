"""A seat's own history in pages, opened from its panel, turned with ◀ ▶ buttons.

Each game subclasses :class:`HistoryPagesButton` with its custom_id layout, its
game id and how its pages are drawn. The page number is in the custom_id, so the buttons
keep working after a restart; the seat is always the clicker's own (:func:`seated_owner`).
"""

from __future__ import annotations

from typing import ClassVar

import discord
from pydantic import BaseModel

from bot.i18n import Translator
from cogs.table.common import Interaction, services_of, translator
from cogs.table.items import TableButton
from cogs.table.panel import unkept_view
from cogs.table.seated import seated_owner

__all__ = ["HistoryPagesButton"]


class HistoryPagesButton(TableButton):
    """Without a page: opens the history (at :meth:`opening_page`) in a new ephemeral
    message. With one: turns the open history to that page. A subclass's layout is
    ``<prefix>:{game_id}[:{page}]``, ``page`` an ``OPTIONAL_NUMBER``."""

    button_emoji = "📜"
    game: ClassVar[str]  # the game id whose history this is
    game_id: int
    page: int | None

    # -- what a game supplies ----------------------------------------------------------------

    def page_count(self, view_model: BaseModel) -> int:
        """How many pages the seat's view holds (at least one)."""
        raise NotImplementedError

    def opening_page(self, last: int) -> int:
        """The page a new history opens at (``last`` is the last page's number)."""
        raise NotImplementedError

    def embed(self, view_model: BaseModel, page: int, t: Translator) -> discord.Embed:
        """One page, drawn from the seat's view (the engine's seat view for ``game``)."""
        raise NotImplementedError

    # -- the click -----------------------------------------------------------------------

    async def handle(self, interaction: Interaction) -> None:
        record, seat, _ = await seated_owner(interaction, self.game_id, self.game)
        service = services_of(interaction).service
        view_model = service.view(record, service.state(record), seat)
        last = self.page_count(view_model) - 1
        # A page beyond the end (a history only grows, so only a forged one) shows the last.
        page = self.opening_page(last) if self.page is None else min(self.page, last)
        view = unkept_view()
        if last > 0:
            view.add_item(type(self)(self.game_id, max(page - 1, 0), emoji="◀️", disabled=page == 0))
            view.add_item(type(self)(self.game_id, min(page + 1, last), emoji="▶️", disabled=page == last))
        embed = self.embed(view_model, page, translator(interaction, record))
        if self.page is None:
            await interaction.response.send_message(ephemeral=True, embed=embed, view=view)
        else:
            await interaction.response.edit_message(content=None, embed=embed, view=view)
