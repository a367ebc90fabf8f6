"""Mascarade's computer players."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import cast

from bot.engine.core import ActionModel
from bot.players.base import Knowledge
from cogs.mascarade.players.memory import CardMemory
from cogs.mascarade.rules.actions import Announce, Contest, Guess, Pass, Peek, Swap, WitchSwap
from cogs.mascarade.rules.content import Content
from cogs.mascarade.rules.views import SeatView

# How often a casual player who knows its card announces it on a turn it may, and how
# often it contests a claim without knowing its card (a gamble, never a sure fine).
ANNOUNCE_KNOWN = 0.6
CONTEST_BLIND = 0.1
PEEK_UNKNOWN = 0.5
CLAIM = "mascarade-event-claim"
# How often it contests a claim that would win the game when it cannot tell whether the
# announcer holds the card: a contest stops a bluff whoever holds the card, and the fine
# is small beside the game.
CONTEST_WINNING = 0.6
# The powers whose coins come straight to the announcer: a claim of one wins when they
# reach the winning fortune.
TAKES = frozenset({"bank", "fool", "peasant", "princess", "patron"})


class CasualMascarade:
    """Honest and forgetful of others: it follows only its own cards, announces a card only
    when it knows it holds it, contests only with a card it does not know it lacks, and
    names its own card to an Inquisitor; everything else is a coin toss. A claim that
    would win the game it contests often, and always when it knows it is a bluff."""

    def __init__(self, content: Content) -> None:
        self.content = content

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = cast(SeatView, knowledge.view)
        memory = CardMemory(knowledge.seat, knowledge.seen)
        mine = {card.slot: memory.card((knowledge.seat, card.hand)) for card in view.cards}
        legal = knowledge.legal
        match knowledge.decision.kind:
            case "turn" | "prep":
                return _turn(legal, mine, rng)
            case "contest":
                if claim_wins(self.content, view):
                    # The claim's event names the hand it was made on (2–3 players have several).
                    claimed = next((e.text for e in reversed(knowledge.seen) if e.text.key == CLAIM), None)
                    theirs = memory.card((claimed.seats["seat"], str(claimed.args["hand"]))) if claimed else None
                    return _contest_winning(legal, mine, theirs, view, self.content.fine, rng)
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


def claim_wins(content: Content, view: SeatView) -> bool:
    """Whether the claim on the table wins the game if it stands: the Cheat at its
    threshold, the Judge's courthouse or a power's coins reaching the winning fortune."""
    board = view.board
    claim = board.claim
    assert claim is not None
    coins = next(info.coins for info in board.seats if info.seat == claim.announcer)
    power = content.editions[board.edition].character(claim.character)
    if power.power == "cheat":
        return coins >= content.cheat_coins
    if power.power == "judge":
        return coins + board.courthouse >= content.win_coins
    return power.power in TAKES and coins + power.amount >= content.win_coins


def _contest_winning(
    legal: Sequence[ActionModel],
    mine: dict[int, str | None],
    theirs: str | None,
    view: SeatView,
    fine: int,
    rng: random.Random,
) -> ActionModel:
    """A claim that wins the game: contest it — always when it knows the announcer's card
    (``theirs``) is another, often when it cannot tell — unless it knows the claim is
    true, someone has already stopped it, or the fine would leave this seat with nothing
    (which ends the game for the richest player anyway)."""
    claim = view.board.claim
    assert claim is not None
    contests = [a for a in legal if isinstance(a, Contest)]
    sure = [a for a in contests if mine.get(a.slot) == claim.character]
    if sure:
        return sure[0]
    coins = next(info.coins for info in view.board.seats if info.seat == view.seat)
    if not contests or claim.contesters or coins <= fine:
        return Pass()
    if theirs == claim.character:
        return Pass()  # it follows the announcer's card: the claim is true
    if theirs is not None or rng.random() < CONTEST_WINNING:
        return rng.choice(contests)
    return Pass()


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
