"""Hints: what the sharp computer player would do from a person's seat, and why.

A hint is built from the seat's :class:`~bot.players.base.Knowledge` and nothing else — the
same input a computer seat decides from — so it can never carry a secret the seat may not
know (``tests/players/test_hints.py`` scrambles every such secret and checks that neither the
move nor its reason changes). The move is the sharp player's own choice, made with the same
generator a sharp computer in that seat would use (:func:`~bot.players.base.move_rng`), so
pressing 💡 twice in one position gives the same hint. The reason comes from the game's
*explainer*: a pure function of the same knowledge and the chosen move that picks the line
a newcomer reads and the facts it rests on ("You looked at your card on turn 4 and nobody
has swapped it since: announce the King for 3 coins."), as :class:`~bot.engine.text.Text`
for the catalogues, never a sentence in code.

A lesson (``/game learn``) has no stored game: its hint is built the same way from the
lesson's replayed state and the events the lesson showed the learner (:func:`lesson_hint`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.engine.core import ActionModel, BaseState, Engine, Event
from bot.engine.text import Text, text
from bot.engine.tutorial import Lesson, Shown
from bot.players.base import ComputerPlayer, Knowledge, knowledge_for, move_rng

__all__ = ["GENERIC_REASON", "Explainer", "ExplainerFactory", "Hint", "Reason", "explain", "hint", "lesson_hint"]

#: The reason of a game that has no explainer: the move is still the sharp player's.
GENERIC_REASON = "hint-reason-generic"


@dataclass(frozen=True, slots=True)
class Reason:
    """Why: one line naming what the move rests on, and more lines when one is not enough
    (a guess sheet: one per opponent)."""

    line: Text
    details: tuple[Text, ...] = ()


@dataclass(frozen=True, slots=True)
class Hint:
    """A move the seat may make now (one of its legal actions) and why."""

    action: ActionModel
    reason: Reason


class Explainer(Protocol):
    """One game's reasons, from what the seat knows and the move chosen for it."""

    def explain(self, knowledge: Knowledge, action: ActionModel) -> Reason:
        """Why ``action`` (one of ``knowledge.legal``), from ``knowledge`` only."""
        ...


#: Builds a game's explainer; like a player's factory, it receives the game's engine for the
#: rules' fixed content, never a state.
ExplainerFactory = Callable[[Engine[Any, Any, Any]], Explainer]


def explain(player: ComputerPlayer, explainer: Explainer | None, knowledge: Knowledge, rng: random.Random) -> Hint:
    """The hint for the seat ``knowledge`` describes: ``player``'s move and ``explainer``'s
    reason (a generic one without an explainer)."""
    action = player.choose(knowledge, rng)
    reason = Reason(text(GENERIC_REASON)) if explainer is None else explainer.explain(knowledge, action)
    return Hint(action, reason)


def hint(
    player: ComputerPlayer,
    explainer: Explainer | None,
    engine: Engine[Any, Any, Any],
    state: BaseState,
    seat: int,
    events: Sequence[Event],
) -> Hint:
    """The hint for ``seat`` now, given the game's whole event history (``seat`` sees only its
    share): the same on every press, and the move a sharp computer in that seat would make."""
    return explain(player, explainer, knowledge_for(engine, state, seat, events), move_rng(state, seat))


def lesson_hint(player: ComputerPlayer, explainer: Explainer | None, lesson: Lesson, shown: Shown) -> Hint:
    """The hint for the learner's decision in ``lesson`` at ``shown``: from the learner's seat
    of the replayed state and the events the lesson showed them since the deal, as a sharp
    computer in the learner's seat would decide."""
    return hint(player, explainer, lesson.rules, shown.state, lesson.tutorial.learner, shown.history)
