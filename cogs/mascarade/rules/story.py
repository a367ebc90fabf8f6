"""The story of a finished Mascarade game: where each character travelled — which cards
each seat (and the centre) held after the deal and at the end of every turn — and the facts
worth telling: the bluff that paid best, the card held longest."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.story import Played, Story
from bot.engine.text import Text, text
from cogs.mascarade.rules.state import State
from cogs.mascarade.rules.table import card_term

__all__ = ["Bluff", "Chart", "Held", "best_bluff", "chart", "longest_held", "tell"]


@dataclass(frozen=True, slots=True)
class Chart:
    """``rows[i]``: after the deal (turn 0) or turn ``turns[i]``, the cards each seat held
    (``rows[i][seat]``, in hand order) and, last, the centre's (empty without a centre).
    ``cards``: the characters in play, in the order the deal showed them."""

    players: int
    turns: tuple[int, ...]
    rows: tuple[tuple[tuple[str, ...], ...], ...]
    cards: tuple[str, ...]
    winners: tuple[int, ...]
    centre: bool


@dataclass(frozen=True, slots=True)
class Bluff:
    """An announcement of a character the announcer did not hold, which nobody contested."""

    seat: int
    turn: int
    claimed: str
    held: str
    gain: int  # coins won on that turn


@dataclass(frozen=True, slots=True)
class Held:
    """The longest a seat kept one card: ``turns`` turns, from ``first`` to ``last``."""

    seat: int
    card: str
    first: int
    last: int

    @property
    def turns(self) -> int:
        return self.last - self.first + 1


def _states(steps: Sequence[Played]) -> list[State]:
    played: list[State] = []
    for step in steps:
        if not isinstance(step.state, State):
            raise TypeError("not a Mascarade game")
        played.append(step.state)
    return played


def _holdings(state: State) -> tuple[tuple[str, ...], ...]:
    seats = tuple(tuple(state.slots[i].card for i in state.owned(seat)) for seat in range(state.players))
    return (*seats, tuple(state.slots[i].card for i in state.centre_slots()))


def chart(steps: Sequence[Played]) -> Chart:
    """The cards each seat held after the deal and at the end of each turn played."""
    played = _states(steps)
    first, last = played[0], played[-1]
    rows = [_holdings(first)]
    turns = [0]
    for before, after in itertools.pairwise(played):
        if after.turn != before.turn:  # the step that ended the turn: its cards as they lie after it
            turns.append(before.turn)
            rows.append(_holdings(after))
    if last.finished and last.turn != turns[-1]:  # the game ended during its last turn
        turns.append(last.turn)
        rows.append(_holdings(last))
    cards = tuple(dict.fromkeys(slot.card for slot in first.slots))
    winners = last.outcome.winners if last.outcome is not None else ()
    return Chart(first.players, tuple(turns), tuple(rows), cards, winners, bool(first.centre_slots()))


def longest_held(shown: Chart) -> Held | None:
    """The longest run of turns a seat kept the same card (the deal counts as turn 0; the
    earliest such run among equals). None if no card stayed past the deal."""
    best: Held | None = None
    for seat in range(shown.players):
        began: dict[str, int] = {}
        for index, row in enumerate(shown.rows):
            began = {card: began.get(card, shown.turns[index]) for card in row[seat]}
            for card, first in began.items():
                run = Held(seat, card, first, shown.turns[index])
                if run.turns > 1 and (best is None or run.turns > best.turns):
                    best = run
    return best


def best_bluff(steps: Sequence[Played]) -> Bluff | None:
    """The uncontested false announcement that won its announcer the most coins on its
    turn (the earliest among equals); None if nobody got away with one."""
    best: Bluff | None = None
    played = _states(steps)
    for index, step in enumerate(steps):
        if index == 0 or not any(e.text.key == "mascarade-event-unopposed" for e in step.events):
            continue
        before = played[index - 1]
        claim = before.claim
        assert claim is not None
        held = before.slots[claim.slot].card
        if held == claim.character:
            continue
        # Coins after the step that ended that turn (often this very step: the power ends it).
        end = next((s for s in played[index:] if s.turn != before.turn or s.finished), played[-1])
        gain = end.coins[claim.announcer] - before.coins[claim.announcer]
        if best is None or gain > best.gain:
            best = Bluff(claim.announcer, before.turn, claim.character, held, gain)
    return best


def tell(steps: Sequence[Played]) -> Story[Chart]:
    shown = chart(steps)
    facts: list[Text] = []
    bluff = best_bluff(steps)
    if bluff is None:
        facts.append(text("mascarade-story-no-bluff"))
    else:
        facts.append(
            text(
                "mascarade-story-bluff",
                seat=bluff.seat,
                turn=str(bluff.turn),
                claimed_term=card_term(bluff.claimed),
                held_term=card_term(bluff.held),
                n=bluff.gain,
            )
        )
    held = longest_held(shown)
    if held is not None:
        facts.append(
            text(
                "mascarade-story-held",
                seat=held.seat,
                card_term=card_term(held.card),
                n=held.turns,
                first=str(held.first),
                last=str(held.last),
            )
        )
    return Story(shown, tuple(facts))
