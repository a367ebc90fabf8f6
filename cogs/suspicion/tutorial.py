"""Suspicion's guided first game (``/game learn``): three players, the quick variant with
two gems fewer of each kind (seven), the learner first; it ends as the game does.

The learner's guest is Dr. Ashraf Najem. Every turn takes a diamond, so the seventh, the
learner's third turn, empties the bank's diamonds and ends the game. On the way: the dice
and the moves they allow, a card's two halves in the order one likes (a question answered
to the learner alone, then a tip; a look at an invitation, then a search), the opponents'
searches, looks and questions; then the final guesses and the scoring. Coach lines:
``suspicion-tutorial-<coach>`` (cogs/suspicion/i18n)."""

from __future__ import annotations

from typing import Any

from bot.engine.tutorial import Scripted, Step, Tutorial
from cogs.suspicion.rules.actions import AskSeat, Guess, Move, Peek, Play, SearchGem, Tip
from cogs.suspicion.rules.state import Options, State

__all__ = ["TUTORIAL"]

# Seat 0 is the learner (Dr. Ashraf Najem); with seed 0, seat 1 plays Trudie Mudge and seat
# 2 Lily Nesbitt. Rooms are named by row and column (r2c3: the third row's fourth room).
LEARNER, FIRST, SECOND = 0, 1, 2
DIAMOND = SearchGem(gem="diamond")


def _moves(guest: str, room: str, then_guest: str, then_room: str) -> Move:
    """Both dice show a guest: both moves in one choice."""
    return Move(guest=guest, room=room, then=Move(guest=then_guest, room=then_room))


def _turn(seat: int, *actions: Any) -> tuple[Scripted, ...]:
    return tuple(Scripted(seat, action) for action in actions)


def _any_guess(action: Any) -> bool:
    """Every guess is scored as it is: the lesson ends either way."""
    return isinstance(action, Guess)


def _facts(state: State, learner: int) -> dict[str, int | str]:
    scored = {score.seat: score for score in state.scores}
    mine = scored.get(learner)
    won = state.outcome is not None and learner in state.outcome.winners
    return {
        "diamonds": state.bank["diamond"],
        "points": mine.points if mine is not None else 0,
        "right": len(mine.correct) if mine is not None else 0,
        "won": "yes" if won else "no",
    }


TUTORIAL = Tutorial(
    players=3,
    seed=0,
    options=Options(first_seat=LEARNER, length="short2"),
    facts=_facts,
    steps=(
        Step(
            coach="deal",
            teaches=("S-1.3", "S-1.5", "S-1.6", "S-2.1"),
            suggest=_moves("buford", "r2c2", "lily", "r2c3"),
        ),
        Step(
            coach="card", teaches=("S-2.2", "S-3.5", "S-4.3", "S-4.5"), suggest=Play(card=22, first=AskSeat(target=2))
        ),
        Step(coach="tip", teaches=("S-4.1", "S-3.2", "S-2.3"), suggest=Tip()),
        Step(
            coach="others",
            teaches=("S-3.4", "S-6.1"),
            moves=_turn(FIRST, _moves("mildred", "r1c2", "lily", "r2c2"), Play(card=9, first=Peek()), Tip()),
        ),
        Step(
            coach="search-seen",
            teaches=("S-3.1",),
            moves=_turn(
                SECOND,
                Move(guest="ashraf", room="r2c3"),
                Move(guest="lily", room="r2c3"),
                Play(card=2, first=Peek()),
                DIAMOND,
            ),
            suggest=_moves("buford", "r2c3", "lily", "r1c3"),
        ),
        Step(coach="peek", teaches=("S-3.4",), suggest=Play(card=26, first=Peek())),
        Step(coach="search", teaches=("S-3.1",), suggest=DIAMOND),
        Step(
            coach="questions",
            teaches=("S-4.3", "S-5.1"),
            moves=(
                *_turn(
                    FIRST, _moves("ashraf", "r1c3", "trudie", "r2c0"), Play(card=10, first=AskSeat(target=2)), DIAMOND
                ),
                *_turn(
                    SECOND,
                    _moves("mildred", "r2c2", "stefano", "r2c1"),
                    Play(card=27, first=AskSeat(target=1)),
                    DIAMOND,
                ),
            ),
            suggest=_moves("earl", "r1c3", "lily", "r2c3"),
        ),
        Step(coach="last", teaches=("S-5.1", "S-5.2"), suggest=Play(card=14, first=DIAMOND)),
        Step(
            coach="guess",
            teaches=("S-5.2",),
            moves=(
                Scripted(FIRST, Guess(guesses={LEARNER: "mildred", SECOND: "lily"})),
                Scripted(SECOND, Guess(guesses={LEARNER: "buford", FIRST: "remy"})),
            ),
            suggest=Guess(guesses={FIRST: "trudie", SECOND: "lily"}),
            accepts=_any_guess,
        ),
        Step(coach="scored", teaches=("S-5.3",)),
    ),
)
