"""The Decision contract (bot/engine/core.py): ``since`` changes with every step, ``began``
names the decision a step belongs to. A timeout plays exactly one decision, so
each engine must say which steps are one decision: Mascarade R1, R2, R4 (every step is one;
the Spy's look and swap are two), Suspicion R1 (a turn) and R2 (the guess sheets), Grimm R1
(a turn, also around a True Reflection token it caused)."""

from __future__ import annotations

import random
from typing import TypeVar

import pytest

from bot.core.content import read_content
from bot.engine.core import BaseOptions, BaseState, Decision, Engine
from cogs.grimm.rules import Options as GrimmOptions
from cogs.grimm.rules import actions as g
from cogs.mascarade.rules import Content as MascaradeContent
from cogs.mascarade.rules import Rules as MascaradeRules
from cogs.mascarade.rules.actions import Announce, Contest, Pass, SpyLook, SpySwap
from cogs.mascarade.rules.content import CONTENT_FILE as MASCARADE_CONTENT_FILE
from cogs.suspicion.rules import Options as SuspicionOptions
from tests.bounds import bounded
from tests.engine.grimm.support import RULES as GRIMM
from tests.engine.grimm.support import hand_set
from tests.engine.grimm.support import random_game as grimm_game
from tests.engine.mascarade.helpers import ANNA, BORIS, make_state
from tests.engine.suspicion.conftest import RULES as SUSPICION
from tests.engine.suspicion.conftest import arrange

MASCARADE = MascaradeRules(read_content(MASCARADE_CONTENT_FILE, MascaradeContent))

S = TypeVar("S", bound=BaseState)
A = TypeVar("A")
Opt = TypeVar("Opt", bound=BaseOptions)


def test_a_decision_of_one_step_began_when_it_opened() -> None:
    assert Decision(seat=0, kind="turn", since=7).began == 7


def test_r2_each_mascarade_answer_and_turn_is_a_decision_of_its_own() -> None:
    state = make_state([["king", "queen", "judge"], ["bishop", "fool", "witch"]], current=ANNA)
    state, _ = MASCARADE.apply(state, ANNA, Announce(character="king", slot=0))
    (contest,) = MASCARADE.pending(state)
    state, _ = MASCARADE.apply(state, BORIS, Pass())
    (turn,) = MASCARADE.pending(state)
    assert (contest.seat, contest.kind, turn.seat, turn.kind) == (BORIS, "contest", BORIS, "turn")
    assert not turn.continues(contest)
    assert turn.began == turn.since == state.version


def test_r4_the_spys_look_and_swap_are_two_decisions() -> None:
    state = make_state(["king", "spy", "queen", "judge"], current=ANNA)
    state, _ = MASCARADE.apply(state, ANNA, Announce(character="spy", slot=0))
    state, _ = MASCARADE.apply(state, BORIS, Contest(slot=1))
    for seat in (2, 3):
        state, _ = MASCARADE.apply(state, seat, Pass())
    (look,) = MASCARADE.pending(state)
    state, _ = MASCARADE.apply(state, BORIS, SpyLook(target=2))
    (swap,) = MASCARADE.pending(state)
    assert (look.kind, swap.kind) == ("spy_look", "spy_swap")
    assert not swap.continues(look), "a Spy back in time decides the swap"
    state, _ = MASCARADE.apply(state, BORIS, SpySwap(swap=False))
    (turn,) = MASCARADE.pending(state)
    assert turn.seat == BORIS
    assert not turn.continues(swap)


def test_r1_a_suspicion_turn_is_one_decision_and_the_guesses_are_new_ones() -> None:
    state = arrange(3)
    first = SUSPICION.pending(state)[0]
    steps = [first]
    for _ in bounded(SUSPICION, "one timed-out Suspicion turn"):
        if state.current != 0 or state.phase == "guess":
            break
        state, _ = SUSPICION.apply(state, 0, SUSPICION.timeout_action(state, 0))
        steps += [d for d in SUSPICION.pending(state) if d.seat == 0]
    assert [d.kind for d in steps[:4]] == ["move", "move", "play", "act"]  # the dice rolled as it began
    assert all(d.continues(first) for d in steps)
    assert len({d.since for d in steps}) == len(steps), "each step has buttons of its own"
    (nxt,) = SUSPICION.pending(state)
    assert nxt.seat == 1
    assert nxt.began == nxt.since == state.version


def test_r2_suspicion_guess_sheets_began_when_the_last_gem_was_taken() -> None:
    state = arrange(3, hands=[[1, 2], [3, 4], [5, 6]], options=SuspicionOptions(first_seat=0))
    state.bank["diamond"] = 1
    turn = SUSPICION.pending(state)[0]
    for _ in bounded(SUSPICION, "one timed-out Suspicion turn taking the last diamond"):
        if state.phase == "guess":
            break
        state, _ = SUSPICION.apply(state, 0, SUSPICION.timeout_action(state, 0))
    sheets = SUSPICION.pending(state)
    assert [(d.seat, d.kind) for d in sheets] == [(0, "guess"), (1, "guess"), (2, "guess")]
    assert not sheets[0].continues(turn)
    assert {d.began for d in sheets} == {state.version}


def test_r1_a_grimm_turn_is_one_decision_around_a_true_reflection_token() -> None:
    st = hand_set(
        3,
        characters=[["evil_queen"], ["red_riding_hood"], ["beast"]],
        tableaux=[["clock", "clock"], ["treats"], ["spindle"]],
        drawn=["cauldron"],
        deck=["mirror"],
    )
    st.seats[0].ability = "true_reflection"
    st, _ = GRIMM.apply(st, 0, g.Keep())
    (give,) = GRIMM.pending(st)
    st, _ = GRIMM.apply(st, 0, g.Give(to=1))
    (token,) = GRIMM.pending(st)
    assert (token.seat, token.kind) == (1, "evidence")
    assert not token.continues(give)
    assert token.began == token.since == st.version
    st, _ = GRIMM.apply(st, 1, g.Mark(character="evil_queen"))
    (action,) = GRIMM.pending(st)
    assert (action.seat, action.kind) == (0, "action")
    assert action.since == st.version, "its buttons are new"
    assert action.continues(give), "still the same turn"


@pytest.mark.parametrize("seed", range(3))
def test_began_never_follows_since_in_random_games(seed: int) -> None:
    """Every engine: a step began no later than it opened, and opened no later than now."""
    for state, _, _, _, _ in grimm_game(3, seed, GrimmOptions(abilities=True, treasures=True)):
        assert all(d.began <= d.since <= state.version for d in GRIMM.pending(state))
    rng = random.Random(seed)
    walk_checking_began_and_since(MASCARADE, MASCARADE.setup(4, seed, MASCARADE.options_model())[0], rng)
    walk_checking_began_and_since(SUSPICION, SUSPICION.setup(3, seed, SuspicionOptions())[0], rng)


def walk_checking_began_and_since(rules: Engine[S, A, Opt], state: S, rng: random.Random) -> None:
    """Up to 400 random moves; before each, every pending step began no later than it
    opened, and opened no later than now."""
    for _ in range(400):
        pending = rules.pending(state)
        if not pending:
            break
        assert all(d.began <= d.since <= state.version for d in pending)
        seat = rng.choice(pending).seat
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


def test_r1_a_token_the_active_grimm_player_must_place_is_part_of_their_turn() -> None:
    """G-4.6, G-10.3: a Dance passes the True Reflection player's Mirror to the dancer, who
    must place a token before the turn goes on; for the timer that is still the turn."""
    st = hand_set(
        3,
        characters=[["red_riding_hood"], ["evil_queen"], ["beast"]],
        tableaux=[["clock", "clock", "spindle"], ["mirror"], ["treats"]],
        stage="action",
    )
    st.shown = ["dance", "eavesdrop"]
    st.seats[1].ability = "true_reflection"
    (turn,) = GRIMM.pending(st)
    st, _ = GRIMM.apply(st, 0, g.Dance(pay="clock", treasure=False, card="spindle", direction="right"))
    (token,) = GRIMM.pending(st)
    assert (token.seat, token.kind) == (0, "evidence")
    assert token.continues(turn)
