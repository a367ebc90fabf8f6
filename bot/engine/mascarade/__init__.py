"""Mascarade (Bruno Faidutti), 1st and 2nd editions: a pure engine.

Rule ids (M-x.y, R-n) refer to the project's rules digest; every module cites the rules
it implements.
"""

from bot.engine.mascarade.actions import Action, parse_action
from bot.engine.mascarade.content import Content
from bot.engine.mascarade.options import Options
from bot.engine.mascarade.rules import Rules
from bot.engine.mascarade.sets import SetCheck, validate_set
from bot.engine.mascarade.state import State
from bot.engine.mascarade.views import PublicView, SeatView

__all__ = [
    "Action",
    "Content",
    "Options",
    "PublicView",
    "Rules",
    "SeatView",
    "SetCheck",
    "State",
    "parse_action",
    "validate_set",
]
