"""The story of a finished game of high card: every card against every call, and the facts
worth telling — the highest card and who held it, how many dared to bet, and the fold that
would have won."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.story import Played, Story
from bot.engine.text import Text, text
from tests.high_card.rules import Call, State

__all__ = ["Hands", "tell"]


@dataclass(frozen=True, slots=True)
class Hands:
    """``cards[seat]`` and ``calls[seat]`` (None: removed before calling), who was removed
    and who won."""

    cards: tuple[int, ...]
    calls: tuple[Call | None, ...]
    removed: tuple[int, ...]
    winners: tuple[int, ...]


def tell(steps: Sequence[Played]) -> Story[Hands]:
    last = steps[-1].state
    if not isinstance(last, State):
        raise TypeError("not a game of high card")
    winners = last.outcome.winners if last.outcome is not None else ()
    hands = Hands(tuple(last.cards), tuple(last.calls), tuple(last.removed), winners)
    highest = max(range(last.players), key=lambda s: last.cards[s])
    facts: list[Text] = [text("highcard-story-highest", seat=highest, card=last.cards[highest])]
    bets = sum(1 for c in last.calls if c == "bet")
    facts.append(text("highcard-story-bets", n=bets))
    beaten = max((last.cards[w] for w in winners), default=0)
    regrets = [s for s in range(last.players) if last.calls[s] == "fold" and last.cards[s] > beaten]
    if regrets:
        regret = max(regrets, key=lambda s: last.cards[s])
        facts.append(text("highcard-story-regret", seat=regret, card=last.cards[regret]))
    return Story(hands, tuple(facts))
