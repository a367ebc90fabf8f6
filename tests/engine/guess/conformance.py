"""What the conformance harness needs to know about the test-only guessing game
(``tests/fourth_game``): which numbers a viewer may not know, to scramble them."""

from __future__ import annotations

import random

from tests.engine.hooks import GameHooks, Move
from tests.fourth_game.engine import Guess, State


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


HOOKS = GameHooks(scramble=scramble)
