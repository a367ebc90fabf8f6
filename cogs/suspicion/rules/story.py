"""The story of a finished Suspicion game: each player's guesses against the truth (which
guest every player was), and the facts worth telling: the best guesser, the best-kept
identity, the most curious player."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.story import Played, Story
from bot.engine.text import Text, text
from cogs.suspicion.rules.state import State
from cogs.suspicion.rules.terms import guest_term

__all__ = ["Sheets", "sheets", "tell"]


@dataclass(frozen=True, slots=True)
class Sheets:
    """``guests[seat]``: the guest each player was; ``guesses[seat][target]``: whom ``seat``
    guessed ``target`` to be (None: no guess, and always for ``seat`` itself)."""

    guests: tuple[str, ...]
    guesses: tuple[tuple[str | None, ...], ...]
    removed: tuple[int, ...]
    winners: tuple[int, ...]

    def right(self, seat: int) -> int:
        """How many of ``seat``'s guesses were right."""
        return sum(1 for target, guess in enumerate(self.guesses[seat]) if guess == self.guests[target])

    def guessed_by(self, target: int) -> int:
        """How many players saw through ``target``."""
        return sum(1 for row in self.guesses if row[target] == self.guests[target])


def sheets(state: State) -> Sheets:
    players = range(state.players)
    guesses = tuple(
        tuple(None if seat == target else (state.secrets[seat].guesses or {}).get(target) for target in players)
        for seat in players
    )
    winners = state.outcome.winners if state.outcome is not None else ()
    return Sheets(tuple(s.guest for s in state.secrets), guesses, tuple(state.removed), winners)


def _first_most(scores: dict[int, int]) -> tuple[int, int] | None:
    """The seat with the highest score (the first among equals) and that score."""
    if not scores:
        return None
    seat = max(scores, key=lambda s: (scores[s], -s))
    return seat, scores[seat]


def tell(steps: Sequence[Played]) -> Story[Sheets]:
    last = steps[-1].state
    if not isinstance(last, State):
        raise TypeError("not a Suspicion game")
    shown = sheets(last)
    playing = [s for s in range(last.players) if s not in last.removed]
    facts: list[Text] = []
    best = _first_most({s: shown.right(s) for s in playing})
    if best is not None and best[1] > 0:
        facts.append(text("suspicion-story-guesser", seat=best[0], n=best[1]))
    else:
        facts.append(text("suspicion-story-no-guesser"))
    hidden = _first_most({s: -shown.guessed_by(s) for s in playing})
    if hidden is not None:
        seat = hidden[0]
        facts.append(text("suspicion-story-hidden", seat=seat, guest_term=guest_term(shown.guests[seat]), n=-hidden[1]))
    curious = _first_most({s: len(last.secrets[s].asks) for s in playing})
    if curious is not None and curious[1] > 0:
        facts.append(text("suspicion-story-curious", seat=curious[0], n=curious[1]))
    return Story(shown, tuple(facts))
