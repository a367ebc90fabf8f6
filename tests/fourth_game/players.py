"""The guessing game's computer player: nothing in the game can be learnt (the other's
number stays secret until the end, and a wrong guess tells nothing about it), so it picks
and guesses at random among the legal moves — at either level."""

from __future__ import annotations

import random

from bot.engine.core import ActionModel
from bot.players.base import Knowledge

__all__ = ["GuessPlayer"]


class GuessPlayer:
    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        return rng.choice(list(knowledge.legal))
