"""Suspicion (Wonder Forge, 2016): move the guests, collect gems, unmask the other players.

Pure rules: no discord, no I/O, no global randomness. ``Rules(content)`` implements
:class:`bot.engine.core.Engine`; load the content with
``read_content(CONTENT_FILE, Content)`` (``cogs.suspicion.plugin``).
"""

from cogs.suspicion.rules.actions import Action, parse_action
from cogs.suspicion.rules.content import CONTENT_FILE, Content
from cogs.suspicion.rules.notepad import assistant, assistant_allowed, assistant_rules_out
from cogs.suspicion.rules.rules import Rules
from cogs.suspicion.rules.state import DiceRoll, Options, State
from cogs.suspicion.rules.views import PublicView, SeatView

__all__ = [
    "CONTENT_FILE",
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
