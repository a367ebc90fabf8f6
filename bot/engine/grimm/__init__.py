"""Grimm Masquerade («Маскарад сказок»): the pure rules engine.

Rule ids (G-x.y, R1/R2) refer to the project's rules digest of the game.
"""

from bot.engine.grimm.actions import Action, parse_action
from bot.engine.grimm.content import Content
from bot.engine.grimm.rules import Rules
from bot.engine.grimm.state import Options, State
from bot.engine.grimm.views import PublicView, SeatView

__all__ = [
    "Action",
    "Content",
    "Options",
    "PublicView",
    "Rules",
    "SeatView",
    "State",
    "parse_action",
]
