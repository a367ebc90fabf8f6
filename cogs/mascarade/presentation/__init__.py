"""How Mascarade is drawn on Discord: its embeds, pictures and components."""

from __future__ import annotations

from cogs.mascarade.presentation.board import RULES_TOPICS, board_embeds, panel_embed, replay_secrets, summary_embed
from cogs.mascarade.presentation.describe import describe_board, describe_replay
from cogs.mascarade.presentation.glossary import glossary
from cogs.mascarade.presentation.history import HistoryButton, panel_extras
from cogs.mascarade.presentation.lobby import (
    CUSTOM_SET_SUBMIT,
    AnswersButton,
    CustomSetButton,
    lobby_items,
    lobby_lines,
    submit_custom_set,
)
from cogs.mascarade.presentation.render import picture_key, render_board, render_replay
from cogs.mascarade.presentation.scene import replay_scene
from cogs.mascarade.presentation.story import describe_story, render_story
from cogs.mascarade.presentation.table_line import table_line
from cogs.mascarade.rules.story import tell
from cogs.table.presentation import GamePresentation

__all__ = ["PRESENTATION"]

PRESENTATION = GamePresentation(
    title="Mascarade",
    choice_key="cmd-choice-mascarade",
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
    describe_story=describe_story,
    lobby_lines=lobby_lines,
    lobby_items=lobby_items,
    panel_extras=panel_extras,
    glossary=glossary,
    items=(CustomSetButton, AnswersButton, HistoryButton),
    forms=((CUSTOM_SET_SUBMIT, submit_custom_set),),
)
