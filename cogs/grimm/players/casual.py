"""Grimm Masquerade's computer players."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import cast

from bot.engine.core import ActionModel
from bot.players.base import Knowledge
from cogs.grimm.rules.actions import Dance, Gift, Give, Keep, Pick, PointFinger, Skip
from cogs.grimm.rules.views import SeatView

# How often a casual player takes an action at the end of its turn when it may.
ACT = 0.4
# How often a player drafts its own boon when the row offers one (both levels). Always
# would name its character to the table; otherwise it takes another card that is no
# bane of its own, as a player with a different boon might.
DRAFT_BOON = 0.5


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
            return draft([a for a in legal if isinstance(a, Pick)], boons, lambda a: -float(a.card in banes), rng)
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


def draft(picks: Sequence[Pick], boons: set[str], value: Callable[[Pick], float], rng: random.Random) -> Pick:
    """Its own boon DRAFT_BOON of the time it is offered; otherwise the best other pick by
    ``value`` (a random one among the best), so that a pick never names its character."""
    own = [a for a in picks if a.card in boons]
    others = [a for a in picks if a.card not in boons]
    if own and (not others or rng.random() < DRAFT_BOON):
        return rng.choice(own)
    top = max(value(a) for a in others)
    return rng.choice([a for a in others if value(a) >= top - 1e-9])
