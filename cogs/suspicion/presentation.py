"""How Suspicion is drawn on Discord: its embeds, pictures and components."""

from __future__ import annotations

from bot.engine.suspicion.story import tell
from cogs.game.presentation import GamePresentation
from cogs.suspicion.board import RULES_TOPICS, board_embeds, panel_embed, replay_secrets, summary_embed
from cogs.suspicion.guess import GUESS_SUBMIT, GuessButton, panel_items, submit_guesses
from cogs.suspicion.history import HistoryButton
from cogs.suspicion.notepad import NotepadAssistantButton, NotepadButton, NotepadSelect, panel_extras
from cogs.suspicion.render import picture_key, render_board
from cogs.suspicion.story import render_story
from cogs.suspicion.table_line import table_line

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
    picture_key=picture_key,
    story=tell,
    render_story=render_story,
    panel_items=panel_items,
    panel_extras=panel_extras,
    items=(GuessButton, NotepadButton, NotepadSelect, NotepadAssistantButton, HistoryButton),
    forms=((GUESS_SUBMIT, submit_guesses),),
)
