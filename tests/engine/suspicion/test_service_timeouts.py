"""A timeout resolves exactly the decision whose deadline passed: Suspicion (R1, R2)'s service-level
scenarios (see ``tests/engine/service_table.py``). Each test starts a game through the
service, gives it a hand-set state, moves the clock past the deadline and runs ``expire``
(or a moderator's ``skip``), then checks how many actions the timeout applied, the turn,
the strikes, and that the decision opening afterwards is open with a fresh deadline.
"""

from __future__ import annotations

from cogs.suspicion.rules import Options as SuspicionOptions
from cogs.suspicion.rules import State as SuspicionState
from tests.engine.service_table import GAMES, Table, decisions


def _suspicion_last_gem() -> SuspicionState:
    """Three players; it is seat 0's turn (the dice rolled), holding card 1 (Tip: diamond)
    first, with one diamond left in the bank."""
    rules = GAMES["suspicion"]
    state: SuspicionState
    state, _ = rules.setup(3, 11, SuspicionOptions(first_seat=0))
    hand = state.secrets[0].hand
    if 1 not in hand:
        pile = next((s.hand for s in state.secrets if 1 in s.hand), state.deck)
        pile[pile.index(1)] = hand[1]
        hand[1] = 1
    hand.sort(key=lambda card: card != 1)
    state.bank["diamond"] = 1
    state.version = state.since = state.began = 30
    return state


async def test_r1_timed_out_turn_taking_the_last_gem_leaves_the_guess_sheets_open(table: Table) -> None:
    """R1, R2, S-5.1: the timed-out turn is played whole; its Tip takes the last diamond and
    the game stops for the final guesses. The absent player's guess sheet is a new decision
    with its own deadline — not handed in empty at once."""
    await table.seat("suspicion", _suspicion_last_gem())
    before = (await table.record()).version

    applied = await table.expire()

    assert (await table.public_keys(before)).count("suspicion-timeout-turn") == 1, "the table reads what R1 played"
    kinds = [a["kind"] for a in await table.timeout_actions()]
    assert len(applied) == len(kinds)
    assert kinds[:3] == ["move", "move", "play"]
    assert "tip" in kinds[3:]
    assert "guess" not in kinds
    state = await table.state()
    assert state.phase == "guess"
    assert state.secrets[0].guesses is None
    assert await table.strikes() == [1, 0, 0]
    assert decisions(await table.pending()) == [(0, "guess"), (1, "guess"), (2, "guess")]
    assert await table.deadline_is_fresh()


async def test_r2_guess_timeouts_hand_in_empty_sheets_once_each(table: Table) -> None:
    """R2: once the guesses' deadline passes, each missing sheet is handed in (empty) — one
    decision per player, each its own strike."""
    await table.seat("suspicion", _suspicion_last_gem())
    await table.expire()
    await table.act(1, GAMES["suspicion"].parse_action({"kind": "guess", "guesses": {"0": None, "2": None}}))
    before = (await table.record()).version

    applied = await table.expire()

    assert len(applied) == 2
    assert (await table.state()).outcome is not None
    assert await table.strikes() == [2, 0, 1]
    assert (await table.public_keys(before)).count("suspicion-timeout-guess") == 2, "the table reads what R2 played"
