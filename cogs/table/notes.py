"""A player's private notes in their panel: every private event they received, numbered,
a page at a time (the newest first shown), so the whole history stays reachable."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord

from bot.i18n import Translator
from bot.service.commit import decode_text
from bot.store.games import GameStore
from bot.store.records import GameRecord
from cogs.table.common import Interaction
from cogs.table.items import TableButton

__all__ = ["NOTES_PER_PAGE", "Notes", "NotesButton", "Page", "newest_first", "notes_page"]

_ActionRow = discord.ui.View

NOTES_PER_PAGE = 10
EMBED_TEXT = 4000  # an embed description holds 4,096 characters


@dataclass(frozen=True, slots=True)
class Notes:
    """One page of notes as the panel shows it: an embed (None: no notes yet) and the
    buttons to the earlier and later pages."""

    embed: discord.Embed | None
    items: list[discord.ui.Item[Any]]


@dataclass(frozen=True, slots=True)
class Page:
    """Lines shown a page at a time, counted back from the newest: ``page`` 0 is the newest
    page; each line numbered from the first line of all."""

    lines: list[str]
    page: int
    pages: int

    @property
    def earlier(self) -> int | None:
        return self.page + 1 if self.page + 1 < self.pages else None

    @property
    def later(self) -> int | None:
        return self.page - 1 if self.page > 0 else None

    def text(self) -> str:
        """The page's lines, the newest kept if they are too long for an embed."""
        return _fit("\n".join(self.lines), EMBED_TEXT)


def newest_first(lines: Sequence[str], page: int) -> Page:
    """Page ``page`` of ``lines`` (at least one), counted back from the newest; a page out of
    range shows the nearest end."""
    pages = -(-len(lines) // NOTES_PER_PAGE)
    page = min(max(page, 0), pages - 1)
    end = len(lines) - page * NOTES_PER_PAGE
    start = max(end - NOTES_PER_PAGE, 0)
    return Page([f"`{n}` {line}" for n, line in enumerate(lines[start:end], start + 1)], page, pages)


async def notes_page(store: GameStore, record: GameRecord, seat: int, page: int, t: Translator) -> Notes:
    """Page ``page`` of ``seat``'s notes, counted back from the newest (0: the newest)."""
    notes = await store.private_events(record.id, seat)
    if not notes:
        return Notes(None, [])
    shown = newest_first([t.text(decode_text(e.payload)) for e in notes], page)
    pages = shown.pages
    title = t("panel-notes") if pages == 1 else t("panel-notes-page", page=pages - shown.page, pages=pages)
    embed = discord.Embed(title=title, description=shown.text())
    labels = t.for_labels()
    items: list[discord.ui.Item[Any]] = []
    if shown.earlier is not None:
        items.append(NotesButton(record.id, shown.earlier, label=labels("panel-notes-earlier")))
    if shown.later is not None:
        items.append(NotesButton(record.id, shown.later, label=labels("panel-notes-later")))
    return Notes(embed, items)


def _fit(value: str, limit: int) -> str:
    """The end of ``value`` (the newest lines) if it is too long."""
    return value if len(value) <= limit else "…" + value[-(limit - 1) :]


class NotesButton(TableButton, custom_id="mn:n:{game_id}:{page}"):
    """Earlier or later notes, in the clicker's own panel."""

    game_id: int
    page: int

    async def handle(self, interaction: Interaction) -> None:
        from cogs.table.panel import show_notes  # the panel draws the notes; this only names a page

        await show_notes(interaction, self.game_id, self.page)
