"""How Grimm Masquerade is drawn on Discord: its embeds, pictures and components."""

from __future__ import annotations

from cogs.grimm.presentation.board import RULES_TOPICS, board_embeds, panel_embed, replay_secrets, summary_embed
from cogs.grimm.presentation.describe import describe_board, describe_replay
from cogs.grimm.presentation.glossary import glossary
from cogs.grimm.presentation.render import picture_key, render_board, render_replay
from cogs.grimm.presentation.scene import replay_scene
from cogs.grimm.presentation.story import describe_story, render_story
from cogs.grimm.presentation.table_line import table_line
from cogs.grimm.rules.story import tell
from cogs.table.presentation import GamePresentation

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
    describe_board=describe_board,
    picture_key=picture_key,
    replay_scene=replay_scene,
    render_replay=render_replay,
    describe_replay=describe_replay,
    story=tell,
    render_story=render_story,
    glossary=glossary,
    describe_story=describe_story,
)
