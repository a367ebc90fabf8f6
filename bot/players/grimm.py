"""Grimm Masquerade's computer players."""

from __future__ import annotations

import random
from typing import cast

from bot.engine.core import ActionModel
from bot.engine.grimm.actions import Dance, Gift, Give, Keep, Pick, PointFinger, Skip
from bot.engine.grimm.views import SeatView
from bot.players.base import Knowledge

# How often a casual player takes an action at the end of its turn when it may.
ACT = 0.4


class CasualGrimm:
    """Knows its own character's boon and bane and nothing else: keeps its boon, gives
    away its bane, never pays with or gives away a boon, never accuses a player of its own
    character or of one that player has ruled out in public; everything else at random."""

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = cast(SeatView, knowledge.view)
        mine = set(view.characters)
        boons = {c.boon for c in view.board.table if c.id in mine}
        banes = {c.bane for c in view.board.table if c.id in mine}
        legal = knowledge.legal
        kind = knowledge.decision.kind
        if kind == "draft":
            picks = [a for a in legal if isinstance(a, Pick)]
            best = [a for a in picks if a.card in boons] or [a for a in picks if a.card not in banes] or picks
            return rng.choice(best)
        if kind in ("keep", "extra") and view.drawn:
            card = view.drawn[-1]
            gives = [a for a in legal if isinstance(a, Give)]
            if card in boons or not gives:
                return Keep()
            if card in banes or rng.random() < 0.5:
                return rng.choice(gives)
            return Keep()
        if kind == "action":
            sensible = [a for a in legal if not isinstance(a, Skip) and _sensible(a, view, boons, mine)]
            if sensible and rng.random() < ACT:
                return rng.choice(sensible)
            return Skip()
        return rng.choice(legal)


def _sensible(action: ActionModel, view: SeatView, boons: set[str], mine: set[str]) -> bool:
    if getattr(action, "pay", None) in boons:
        return False
    if isinstance(action, Gift | Dance) and action.card in boons:
        return False
    if isinstance(action, PointFinger):
        ruled_out = set(view.board.seats[action.target].marks)
        return action.character not in mine and action.character not in ruled_out
    return True
