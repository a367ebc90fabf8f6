"""Grimm Masquerade's guided first game (``/game learn``): three players, no advanced
variant, the learner first; it ends with round 1.

The deal makes the learner Hansel (charm: the Cauldron, curse: the Treats); the row offers
a Cauldron. The story: the learner takes it, gives away a Mirror and keeps a second Cauldron
(a pair: a token on the Big Bad Wolf, whose curse it is), an opponent's pair puts his token
on Sleeping Beauty and then pays for Point the Finger at the learner, wrongly (a rose for the
learner, and a token), and the learner gives the Evil Queen her second Mirror, her curse: she
is unmasked and the learner earns a rose, then keeps a third Cauldron and wins the round.
Coach lines: ``grimm-tutorial-<coach>`` (cogs/grimm/i18n)."""

from __future__ import annotations

from bot.engine.tutorial import Scripted, Step, Tutorial
from cogs.grimm.rules.actions import Give, Keep, Pick, PointFinger, Skip
from cogs.grimm.rules.state import Options, State

__all__ = ["TUTORIAL"]

# Seat 0 is the learner (Hansel); with seed 3901, seat 1 is the Evil Queen (charm: Crown,
# curse: Mirror), seat 2 Little Red Riding Hood (charm: Treats, curse: Disguise). The learner
# draws a Mirror and a Cauldron on each of their two turns.
LEARNER, FIRST, SECOND = 0, 1, 2


def _facts(state: State, learner: int) -> dict[str, int | str]:
    return {"roses": state.seats[learner].total}


TUTORIAL = Tutorial(
    players=3,
    seed=3901,
    options=Options(first_seat=LEARNER),
    facts=_facts,
    steps=(
        Step(coach="deal", teaches=("G-1.2", "G-2.1", "G-2.3"), suggest=Pick(card="cauldron")),
        Step(
            coach="give",
            teaches=("G-3.1", "G-3.6", "G-4.2", "G-7.1"),
            moves=(Scripted(FIRST, Pick(card="spindle")), Scripted(SECOND, Pick(card="treats"))),
            suggest=Give(to=FIRST),
        ),
        Step(coach="action", teaches=("G-3.3",), suggest=Skip()),
        Step(
            coach="others",
            teaches=("G-4.2", "G-5.1", "G-7.3"),
            moves=(
                Scripted(FIRST, Give(to=SECOND)),
                Scripted(FIRST, PointFinger(pay="spindle", target=LEARNER, character="rumpelstiltskin")),
            ),
        ),
        Step(
            coach="unmask",
            teaches=("G-4.1", "G-6.1", "G-6.2", "G-4.3", "G-8.1", "G-8.2"),
            moves=(Scripted(SECOND, Keep()), Scripted(SECOND, Give(to=FIRST))),
            suggest=Give(to=FIRST),
        ),
        Step(coach="won", teaches=("G-2.4",)),
    ),
)
