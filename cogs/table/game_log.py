"""A player's game log, opened from their panel during the game: everything their seat saw so
far — the table's public lines and what they alone were told (marked 🔒), in order, a page at
a time (the newest first, as the notes are). Nothing another seat was told is in it: the
events are read for the clicker's own seat, never one named by the custom_id."""

from __future__ import annotations

import discord

from bot.core.errors import UserError
from bot.i18n import Translator
from bot.service.commit import decode_text
from bot.store.records import GameRecord
from cogs.table.common import Interaction, services_of, translator
from cogs.table.items import OPTIONAL_NUMBER, TableButton
from cogs.table.notes import newest_first

__all__ = ["GameLogButton", "game_log_button"]

PRIVATE_MARK = "🔒"


def game_log_button(record: GameRecord, t: Translator) -> GameLogButton:
    """The panel's button opening the clicker's game log at its newest page."""
    return GameLogButton(record.id, label=t.for_labels()("game-log-open"), emoji="📜")


async def _seat_log(interaction: Interaction, game_id: int) -> tuple[GameRecord, list[str]]:
    """The game, and the lines of the clicker's seat's log (refused for anyone not seated)."""
    services = services_of(interaction)
    record = await services.service.game(game_id)
    seat = record.seat_of(interaction.user.id)
    if seat is None:
        raise UserError("error-not-seated")
    if record.state is None:
        raise UserError("error-not-started")
    t = translator(interaction, record)
    lines = []
    for event in await services.store.events_seen_by(record.id, seat.seat):
        text = t.text(decode_text(event.payload))
        lines.append(text if event.audience is None else f"{PRIVATE_MARK} {text}")
    return record, lines


class GameLogButton(TableButton, custom_id="mn:gl:{game_id}[:{page}]", page=OPTIONAL_NUMBER):
    """Without a page: opens the log in a new ephemeral message. With one: turns the open
    log to that page (counted back from the newest)."""

    game_id: int
    page: int | None

    async def handle(self, interaction: Interaction) -> None:
        from cogs.table.panel import unkept_view  # the panel offers this button; this only draws a page

        record, lines = await _seat_log(interaction, self.game_id)
        t = translator(interaction, record)
        if not lines:
            raise UserError("game-log-empty")
        shown = newest_first(lines, self.page or 0)
        embed = discord.Embed(
            title=t("game-log-title", game=record.id, page=shown.pages - shown.page, pages=shown.pages),
            description=shown.text(),
        )
        embed.set_footer(text=t("game-log-footer", mark=PRIVATE_MARK))
        labels = t.for_labels()
        view = unkept_view()
        if shown.earlier is not None:
            view.add_item(GameLogButton(record.id, shown.earlier, label=labels("game-log-earlier")))
        if shown.later is not None:
            view.add_item(GameLogButton(record.id, shown.later, label=labels("game-log-later")))
        if self.page is None:
            await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
        else:
            await interaction.response.edit_message(content=None, embed=embed, view=view)
