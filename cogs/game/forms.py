"""Game-specific forms and components that the shared adapter routes by custom_id.

Modals are answered from their custom_id alone (not from discord.py's in-memory modal
store), so a form opened before a restart still works when submitted after it.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from cogs.game.common import Interaction
from cogs.mascarade.lobby import CUSTOM_SET_SUBMIT, CustomSetButton, submit_custom_set
from cogs.suspicion.guess import GUESS_SUBMIT, GuessButton, submit_guesses
from cogs.suspicion.history import HistoryButton
from cogs.suspicion.notepad import NotepadAssistantButton, NotepadButton, NotepadSelect

__all__ = ["GAME_ITEMS", "MODAL_FORMS"]

FormHandler = Callable[[Interaction, re.Match[str]], Awaitable[None]]

MODAL_FORMS: tuple[tuple[re.Pattern[str], FormHandler], ...] = (
    (GUESS_SUBMIT, submit_guesses),
    (CUSTOM_SET_SUBMIT, submit_custom_set),
)

GAME_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    GuessButton,
    CustomSetButton,
    NotepadButton,
    NotepadSelect,
    NotepadAssistantButton,
    HistoryButton,
)
