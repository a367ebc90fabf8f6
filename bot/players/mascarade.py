"""Mascarade's computer players."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import cast

from bot.engine.core import ActionModel
from bot.engine.mascarade.actions import Announce, Contest, Guess, Pass, Peek, Swap, WitchSwap
from bot.engine.mascarade.views import SeatView
from bot.players.base import Knowledge
from bot.players.mascarade_memory import CardMemory

# How often a casual player who knows its card announces it on a turn it may, and how
# often it contests a claim without knowing its card (a gamble, never a sure fine).
ANNOUNCE_KNOWN = 0.6
CONTEST_BLIND = 0.1
PEEK_UNKNOWN = 0.5


class CasualMascarade:
    """Honest and forgetful of others: it follows only its own cards, announces a card only
    when it knows it holds it, contests only with a card it does not know it lacks, and
    names its own card to an Inquisitor; everything else is a coin toss."""

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = cast(SeatView, knowledge.view)
        memory = CardMemory(knowledge.seat, knowledge.seen)
        mine = {card.slot: memory.card((knowledge.seat, card.hand)) for card in view.cards}
        legal = knowledge.legal
        match knowledge.decision.kind:
            case "turn" | "prep":
                return _turn(legal, mine, rng)
            case "contest":
                return _contest(legal, mine, view, rng)
            case "guess":
                known = next((card for card in mine.values() if card is not None), None)
                named = [a for a in legal if isinstance(a, Guess) and a.character is not None]
                if known is not None:
                    return next(a for a in named if a.character == known)
                return rng.choice(named)  # silence always counts as wrong (R4)
            case "witch":
                return witch_choice(legal, {info.seat: info.coins for info in view.board.seats}, knowledge.seat)
        return rng.choice(legal)


def _turn(legal: Sequence[ActionModel], mine: dict[int, str | None], rng: random.Random) -> ActionModel:
    honest = [a for a in legal if isinstance(a, Announce) and mine.get(a.slot) == a.character]
    if honest and rng.random() < ANNOUNCE_KNOWN:
        return rng.choice(honest)
    peeks = [a for a in legal if isinstance(a, Peek) and mine.get(a.slot) is None]
    if peeks and rng.random() < PEEK_UNKNOWN:
        return rng.choice(peeks)
    swaps = [a for a in legal if isinstance(a, Swap)]
    return rng.choice(swaps or list(legal))


def _contest(
    legal: Sequence[ActionModel], mine: dict[int, str | None], view: SeatView, rng: random.Random
) -> ActionModel:
    claim = view.board.claim
    assert claim is not None
    contests = [a for a in legal if isinstance(a, Contest)]
    sure = [a for a in contests if mine.get(a.slot) == claim.character]
    if sure:
        return sure[0]
    blind = [a for a in contests if mine.get(a.slot) is None]
    if blind and rng.random() < CONTEST_BLIND:
        return rng.choice(blind)
    return Pass()


def witch_choice(legal: Sequence[ActionModel], coins: Mapping[int, int], seat: int) -> ActionModel:
    """Swap fortunes only with the richest of those richer than ``seat`` (a swap with a
    poorer player is a loss); the casual and the sharp player both choose so."""
    richer = [a for a in legal if isinstance(a, WitchSwap) and a.target is not None and coins[a.target] > coins[seat]]
    if richer:
        return max(richer, key=lambda a: coins[a.target] if a.target is not None else 0)
    return WitchSwap(target=None)
