"""The end-of-game summary: the game's own embed (winners, every secret), the story of the
game — a picture and a few facts, from the game replayed step by step — and the summary's
components. The full log goes with it as a text file (:mod:`cogs.table.table` sends it)."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

from bot.i18n import Translator
from bot.service.games import GameService
from bot.store.records import GameRecord
from cogs.table.alt_text import describe, picture_file
from cogs.table.panel import unkept_view
from cogs.table.presentation import GamePresentation
from cogs.table.rematch import RematchButton
from cogs.table.replay import replay_button
from cogs.table.replays import Replays

__all__ = ["STORY_PICTURE", "Summary", "summary", "summary_view"]

log = logging.getLogger(__name__)

STORY_PICTURE = "story.png"
FACTS_SHOWN = 3
Draw = Callable[[Callable[[Any, Translator], bytes], object, Translator], Awaitable[bytes]]


@dataclass(frozen=True, slots=True)
class Summary:
    embed: discord.Embed
    files: list[discord.File]
    view: discord.ui.View


def summary_view(record: GameRecord, t: Translator) -> discord.ui.View:
    """Every component of the end summary, in one place."""
    # A stopped View: every control is a DynamicItem routed by its custom_id, so discord.py
    # need not keep one View per finished game for the bot's lifetime.
    view = unkept_view()
    view.add_item(replay_button(record, t))
    view.add_item(RematchButton(record.id, label=t.for_labels()("rematch-button")))
    return view


async def summary(
    record: GameRecord,
    service: GameService,
    replays: Replays,
    show: GamePresentation,
    t: Translator,
    draw: Draw | None,
) -> Summary:
    """The summary of a finished game (``draw``: the painter's, off the event loop; None: the
    server plays in text alone, so no picture). The story is told from the game's kept
    replay, which the summary's Replay button then opens without replaying the game again."""
    state = service.state(record)
    embed = show.summary_embed(state, t)
    if record.hints:
        embed.add_field(name=t("summary-hints-title"), value=t("summary-hints"), inline=False)
    files = []
    try:
        story = show.story((await replays.of(record)).steps)
        if story.facts:
            facts = "\n".join(f"• {t.text(fact)}" for fact in story.facts[:FACTS_SHOWN])
            embed.add_field(name=t("summary-story"), value=facts[:1024], inline=False)
        if draw is not None:
            picture = await draw(show.render_story, story.chart, t)
            files.append(picture_file(picture, STORY_PICTURE, describe(show.describe_story, story.chart, t)))
            embed.set_image(url=f"attachment://{STORY_PICTURE}")
    except Exception:
        # A story that cannot be told (a bug) must not keep the summary from the table.
        log.exception("game=%s: the story of the game could not be told", record.id)
    return Summary(embed, files, summary_view(record, t))
