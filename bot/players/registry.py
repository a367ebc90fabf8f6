"""Which computer player plays each game at each level: the one place a level is registered.

A level is one class per game; its factory receives the game's engine for the rules'
fixed content (a Suspicion card's question, the villa's sight lines) — never a state.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, cast

from bot.engine.core import ActionModel, BaseState, Engine, Event
from bot.players.base import ComputerPlayer, Level, knowledge_for, move_rng
from bot.players.grimm import CasualGrimm
from bot.players.grimm_sharp import SharpGrimm
from bot.players.mascarade import CasualMascarade
from bot.players.mascarade_sharp import SharpMascarade
from bot.players.suspicion import CasualSuspicion
from bot.players.suspicion_sharp import SharpSuspicion

__all__ = ["PLAYERS", "computer_move", "player_for", "supports"]

Rules = Engine[Any, Any, Any]
Factory = Callable[[Rules], ComputerPlayer]

PLAYERS: dict[str, dict[Level, Factory]] = {
    "mascarade": {
        "casual": lambda rules: CasualMascarade(cast(Any, rules).content),
        "sharp": lambda rules: SharpMascarade(cast(Any, rules).content),
    },
    "grimm": {"casual": lambda rules: CasualGrimm(), "sharp": lambda rules: SharpGrimm()},
    "suspicion": {
        "casual": lambda rules: CasualSuspicion(cast(Any, rules).content),
        "sharp": lambda rules: SharpSuspicion(cast(Any, rules).content),
    },
}


def supports(game_id: str) -> bool:
    """Whether the game has computer players (a game added by a plugin may have none)."""
    return game_id in PLAYERS


def player_for(rules: Rules, level: Level) -> ComputerPlayer:
    """The player of ``level`` for the game ``rules`` plays."""
    return PLAYERS[rules.id][level](rules)


def computer_move(rules: Rules, level: Level, state: BaseState, seat: int, events: Sequence[Event]) -> ActionModel:
    """The move the computer player of ``level`` makes for ``seat`` now, given the game's
    whole event history (``seat`` sees only its share): the same on every replay."""
    return player_for(rules, level).choose(knowledge_for(rules, state, seat, events), move_rng(state, seat))
