"""A bound for every test loop over game actions.

A rule bug that keeps a game from ending (a ban that never expires, a decision nobody can
answer, a contest that asks forever) must fail the test that meets it, naming where and
the seed, instead of hanging the run. Loop with ``for _ in bounded(...)`` and ``break``
when done: running out of the bound raises.

An engine's ``max_actions`` means one thing: the most player actions any game of it takes.
A loop that also removes seats (the conformance harness, a moderator) is not a player
action: it asks for ``removals`` more steps, its own allowance, so the engine's number
never has to cover them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.engine.core import Engine


def bounded(limit: Engine[Any, Any, Any] | int, where: str, *, removals: int = 0) -> Iterator[int]:
    """Room for ``limit`` actions (an engine: its ``max_actions``, the most any game of it
    may take), ``removals`` seat removals, and the check after the last one, then an
    AssertionError naming ``where`` (say, the game's seed)."""
    steps = type(limit).max_actions if isinstance(limit, Engine) else limit
    yield from range(steps + removals + 1)
    also = f" and {removals} removals" if removals else ""
    raise AssertionError(f"{where}: not done within {steps} actions{also}")
