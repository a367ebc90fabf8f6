"""What the conformance harness needs to know about the test-only guessing game
(``tests/fourth_game``): which numbers a viewer may not know, to scramble them, and which
actions the other player cannot tell apart."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.conformance import GameHooks, Move
from tests.fourth_game.rules import Guess, Pick, Rules, State

RULES = Rules()


def scramble(s: State, viewer: int | None, rng: random.Random, move: Move | None) -> State:
    """Another number for every pick the viewer may not know (the other player's; both
    for the public), keeping what was announced: whether each guess made — and the
    guess being made now — hits it."""
    if s.finished:
        return s
    out = s.model_copy(deep=True)
    for seat, pick in enumerate(s.picks):
        if pick is None or seat == viewer:
            continue
        guesser = 1 - seat
        told = [g for g in (s.guesses[guesser],) if g is not None]
        if move is not None and move[0] == guesser and isinstance(move[1], Guess):
            told.append(move[1].number)
        candidates = [n for n in range(1, s.numbers + 1) if all((n == g) == (pick == g) for g in told)]
        out.picks[seat] = rng.choice(candidates)
    return out


def twins(s: State, seat: int, action: Any, rng: random.Random) -> list[Any]:
    """A pick is secret (the other player is told only that it was made): any other pick,
    the game's random one included."""
    if not isinstance(action, Pick):
        return []
    return [other for other in RULES.legal_actions(s, seat) if other != action]


HOOKS = GameHooks(scramble=scramble, twins=twins)
