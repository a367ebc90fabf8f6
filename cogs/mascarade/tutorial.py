"""Mascarade's guided first game (``/game learn``): four players, the 1st edition's set for
four (Judge, Bishop, King, Queen, Thief, Cheat; two centre cards), the learner first.

The deal gives the learner the King. The story: a preparatory swap that is only pretended,
the others' secret swaps (one of them real), a look to make sure, a false King caught by a
contest, a contest the Queen wins and a liar's second fine, an unchallenged Judge emptying
the courthouse, the learner's own King twice, the second time contested in vain: 13 coins
and more, a win. Coach lines: ``mascarade-tutorial-<coach>`` (cogs/mascarade/i18n)."""

from __future__ import annotations

from typing import Any

from bot.engine.tutorial import Scripted, Step, Tutorial
from cogs.mascarade.rules.actions import Announce, Contest, Pass, Peek, Swap
from cogs.mascarade.rules.options import Options
from cogs.mascarade.rules.state import State

__all__ = ["TUTORIAL"]

# Seat 0 is the learner. With seed 10 the cards lie: 0 King, 1 Cheat, 2 Bishop, 3 Judge,
# centre 1 (slot 4) Thief, centre 2 (slot 5) Queen.
LEARNER, FIRST, SECOND, THIRD = 0, 1, 2, 3


def _pass(*seats: int) -> tuple[Scripted, ...]:
    return tuple(Scripted(seat, Pass()) for seat in seats)


def _pretended_swap(action: Any) -> bool:
    """Any card taken, as long as nothing is swapped: the learner keeps the King."""
    return isinstance(action, Swap) and not action.swap


def _contested(action: Any) -> bool:
    """A contest of the Queen without her: a coin lost, and the story goes on."""
    return isinstance(action, Contest)


def _facts(state: State, learner: int) -> dict[str, int | str]:
    return {"coins": state.coins[learner], "court": state.courthouse}


TUTORIAL = Tutorial(
    players=4,
    seed=10,
    options=Options(first_seat=LEARNER),
    facts=_facts,
    steps=(
        Step(
            coach="deal",
            teaches=("M-1.5", "M-2.1", "M-3.1"),
            suggest=Swap(mine=0, other=1, swap=False),
            accepts=_pretended_swap,
        ),
        Step(
            coach="look",
            teaches=("M-10.3", "M-2.2", "M-4.1"),
            moves=(
                Scripted(FIRST, Swap(mine=1, other=0, swap=False)),
                Scripted(SECOND, Swap(mine=2, other=5, swap=True)),
                Scripted(THIRD, Swap(mine=3, other=1, swap=False)),
            ),
            suggest=Peek(slot=0),
        ),
        Step(
            coach="contest",
            teaches=("M-5.1", "M-5.2", "M-5.4", "M-6.1", "M-1.2"),
            moves=(Scripted(FIRST, Announce(character="king", slot=1)), *_pass(SECOND, THIRD)),
            suggest=Contest(slot=0),
        ),
        Step(
            coach="queen",
            teaches=("M-5.2",),
            moves=(Scripted(SECOND, Announce(character="queen", slot=2)), *_pass(THIRD)),
            suggest=Pass(),
            accepts=_contested,
        ),
        Step(
            coach="judge",
            teaches=("M-6.2", "M-5.5"),
            moves=(Scripted(FIRST, Contest(slot=1)), Scripted(THIRD, Announce(character="judge", slot=3))),
            suggest=Pass(),
        ),
        Step(
            coach="announce",
            teaches=("M-5.3", "M-6.3"),
            moves=_pass(FIRST, SECOND),
            suggest=Announce(character="king", slot=0),
        ),
        Step(
            coach="again",
            teaches=("M-5.3",),
            moves=(
                *_pass(FIRST, SECOND, THIRD),
                Scripted(FIRST, Swap(mine=1, other=4, swap=False)),
                Scripted(SECOND, Peek(slot=2)),
                Scripted(THIRD, Swap(mine=3, other=2, swap=False)),
            ),
            suggest=Announce(character="king", slot=0),
        ),
        Step(
            coach="won",
            teaches=("M-5.4", "M-7.1", "M-7.2"),
            moves=(*_pass(FIRST, SECOND), Scripted(THIRD, Contest(slot=3))),
        ),
    ),
)
