"""Mascarade (Bruno Faidutti), 1st and 2nd editions: a pure engine.

Rule ids (M-x.y, R-n) refer to the project's rules digest; every module cites the rules
it implements.
"""

from cogs.mascarade.rules.actions import Action, parse_action
from cogs.mascarade.rules.content import CONTENT_FILE, Content
from cogs.mascarade.rules.options import Options
from cogs.mascarade.rules.rules import Rules
from cogs.mascarade.rules.sets import SetCheck, validate_set
from cogs.mascarade.rules.state import State
from cogs.mascarade.rules.views import PublicView, SeatView

__all__ = [
    "CONTENT_FILE",
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
