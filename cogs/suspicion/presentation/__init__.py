"""How Suspicion is drawn on Discord: its embeds, pictures and components."""

from __future__ import annotations

from cogs.suspicion.presentation.board import RULES_TOPICS, board_embeds, panel_embed, replay_secrets, summary_embed
from cogs.suspicion.presentation.describe import describe_board, describe_replay
from cogs.suspicion.presentation.glossary import glossary
from cogs.suspicion.presentation.guess import GUESS_SUBMIT, LESSON_FORM, GuessButton, panel_items, submit_guesses
from cogs.suspicion.presentation.history import HistoryButton
from cogs.suspicion.presentation.notepad import NotepadAssistantButton, NotepadButton, NotepadSelect, panel_extras
from cogs.suspicion.presentation.render import picture_key, render_board, render_replay
from cogs.suspicion.presentation.scene import replay_scene
from cogs.suspicion.presentation.story import describe_story, render_story
from cogs.suspicion.presentation.table_line import table_line
from cogs.suspicion.rules.story import tell
from cogs.table.presentation import GamePresentation

__all__ = ["PRESENTATION"]

PRESENTATION = GamePresentation(
    title="Suspicion",
    choice_key="cmd-choice-suspicion",
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
    panel_items=panel_items,
    panel_extras=panel_extras,
    glossary=glossary,
    items=(GuessButton, NotepadButton, NotepadSelect, NotepadAssistantButton, HistoryButton),
    forms=((GUESS_SUBMIT, submit_guesses),),
    lesson_forms=(LESSON_FORM,),
)
