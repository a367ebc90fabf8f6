"""The story of a finished guessing game: both numbers against both guesses, and the facts
worth telling — who saw through whom, and how far off a wrong guess was."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.story import Played, Story
from bot.engine.text import Text, text
from tests.fourth_game.rules import State

__all__ = ["Guesses", "tell"]


@dataclass(frozen=True, slots=True)
class Guesses:
    """``picks[seat]``: the number the seat picked; ``guesses[seat]``: its guess of the
    other's (None: the game ended first)."""

    picks: tuple[int | None, ...]
    guesses: tuple[int | None, ...]
    winners: tuple[int, ...]


def tell(steps: Sequence[Played]) -> Story[Guesses]:
    last = steps[-1].state
    if not isinstance(last, State):
        raise TypeError("not a guessing game")
    winners = last.outcome.winners if last.outcome is not None else ()
    shown = Guesses(tuple(last.picks), tuple(last.guesses), winners)
    facts: list[Text] = []
    for seat in (0, 1):
        guess, pick = last.guesses[seat], last.picks[1 - seat]
        if guess is None or pick is None:
            facts.append(text("guess-story-no-guess", seat=seat))
        elif guess == pick:
            facts.append(text("guess-story-right", seat=seat, n=guess))
        else:
            facts.append(text("guess-story-off", seat=seat, n=abs(guess - pick)))
    return Story(shown, tuple(facts))
