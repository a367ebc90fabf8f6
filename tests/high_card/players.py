"""High card's computer players: each decides from its own card and the calls the table saw.
The casual one bets more often the higher its card; the sharp one bets when its card is
likely to beat every seat that bet already or has still to call."""

from __future__ import annotations

import random

from bot.engine.core import ActionModel
from bot.players.base import Knowledge
from tests.high_card.rules import RANKS, Bet, Fold, SeatView

__all__ = ["CasualPlayer", "SharpPlayer"]


def _view(knowledge: Knowledge) -> SeatView:
    view = knowledge.view
    assert isinstance(view, SeatView)
    return view


class CasualPlayer:
    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        card = _view(knowledge).card
        return Bet() if rng.random() < (card - 1) / (RANKS - 1) else Fold()


class SharpPlayer:
    #: Bet when the chance that no rival holds a higher card is at least this.
    NERVE = 0.4

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = _view(knowledge)
        board = view.board
        rivals = [
            s for s in range(board.players) if s != view.seat and s not in board.removed and board.calls[s] != "fold"
        ]
        # Each rival's card is one of the others, all equally likely: lower than ours with
        # (card - 1) / (RANKS - 1), and the rivals' cards are drawn without replacement.
        lower, unknown, chance = view.card - 1, RANKS - 1, 1.0
        for _ in rivals:
            chance *= max(lower, 0) / unknown
            lower, unknown = lower - 1, unknown - 1
        return Bet() if chance >= self.NERVE else Fold()
