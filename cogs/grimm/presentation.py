"""How Grimm Masquerade is drawn on Discord: its embeds, pictures and components."""

from __future__ import annotations

from bot.engine.grimm.story import tell
from cogs.game.presentation import GamePresentation
from cogs.grimm.board import RULES_TOPICS, board_embeds, panel_embed, replay_secrets, summary_embed
from cogs.grimm.render import picture_key, render_board
from cogs.grimm.story import render_story
from cogs.grimm.table_line import table_line

__all__ = ["PRESENTATION"]

PRESENTATION = GamePresentation(
    title="Grimm Masquerade",
    choice_key="cmd-choice-grimm",
    board_embeds=board_embeds,
    table_line=table_line,
    panel_embed=panel_embed,
    summary_embed=summary_embed,
    replay_secrets=replay_secrets,
    rules_topics=RULES_TOPICS,
    render_board=render_board,
    picture_key=picture_key,
    story=tell,
    render_story=render_story,
)
