"""Grimm Masquerade («Маскарад сказок»): the pure rules engine.

Rule ids (G-x.y, R1/R2) refer to the project's rules digest of the game.
"""

from cogs.grimm.rules.actions import Action, parse_action
from cogs.grimm.rules.content import CONTENT_FILE, Content
from cogs.grimm.rules.rules import Rules
from cogs.grimm.rules.state import Options, State
from cogs.grimm.rules.views import PublicView, SeatView

__all__ = [
    "CONTENT_FILE",
    "Action",
    "Content",
    "Options",
    "PublicView",
    "Rules",
    "SeatView",
    "State",
    "parse_action",
]
