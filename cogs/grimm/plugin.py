"""Grimm Masquerade as the shared adapter sees it."""

from __future__ import annotations

from bot.content import read_content
from bot.engine import grimm
from cogs.game.plugin import GamePlugin
from cogs.grimm.board import RULES_TOPICS, board_embeds, panel_embed, summary_embed
from cogs.grimm.render import picture_key, render_board
from cogs.grimm.table_line import table_line

__all__ = ["PLUGIN"]

PLUGIN = GamePlugin(
    id="grimm",
    title="Grimm Masquerade",
    choice_key="cmd-choice-grimm",
    rules=lambda: grimm.Rules(read_content("grimm", grimm.Content)),
    board_embeds=board_embeds,
    table_line=table_line,
    panel_embed=panel_embed,
    summary_embed=summary_embed,
    rules_topics=RULES_TOPICS,
    render_board=render_board,
    picture_key=picture_key,
)
