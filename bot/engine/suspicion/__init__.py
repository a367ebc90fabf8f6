"""Suspicion (Wonder Forge, 2016): move the guests, collect gems, unmask the other players.

Pure rules: no discord, no I/O, no global randomness. ``Rules(content)`` implements
:class:`bot.engine.core.Engine`; load the content with
``bot.content.read_content("suspicion", Content)``.
"""

from bot.engine.suspicion.actions import Action, parse_action
from bot.engine.suspicion.content import Content
from bot.engine.suspicion.notepad import assistant, assistant_allowed, assistant_rules_out
from bot.engine.suspicion.rules import Rules
from bot.engine.suspicion.state import DiceRoll, Options, State
from bot.engine.suspicion.views import PublicView, SeatView

__all__ = [
    "Action",
    "Content",
    "DiceRoll",
    "Options",
    "PublicView",
    "Rules",
    "SeatView",
    "State",
    "assistant",
    "assistant_allowed",
    "assistant_rules_out",
    "parse_action",
]
