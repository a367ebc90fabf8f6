"""A timeout resolves exactly the decision whose deadline passed: Mascarade (R1, R2, R4)'s service-level
scenarios (see ``tests/engine/service_table.py``). Each test starts a game through the
service, gives it a hand-set state, moves the clock past the deadline and runs ``expire``
(or a moderator's ``skip``), then checks how many actions the timeout applied, the turn,
the strikes, and that the decision opening afterwards is open with a fresh deadline.
"""

from __future__ import annotations

from typing import Any

import pytest

from cogs.mascarade.rules import State as MascaradeState
from cogs.mascarade.rules.actions import Announce, Contest, Inquire
from cogs.mascarade.rules.options import Answers
from tests.engine.mascarade.helpers import ANNA, BORIS, FEDYA, SASHA, make_state
from tests.engine.service_table import GAMES, TURN_SECONDS, Table, decisions, is_timeout_note, timeout_notes


def _mascarade(hands: list[Any], **kwargs: Any) -> MascaradeState:
    state = make_state(hands, **kwargs)
    state.version = state.since = 20
    return state


@pytest.mark.parametrize("character", ["king", "queen", "judge", "bishop"])
async def test_r2_contest_timeout_resolves_only_the_contest_2_players(table: Table, character: str) -> None:
    """R2: the opponent who lets the contest window run out passes; their own next turn is a
    decision of its own — announced, with its own deadline — not a forced no-swap."""
    hands = [["king", "queen", "judge"], ["bishop", "fool", "witch"]]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5))
    await table.act(ANNA, Announce(character=character, slot=0))
    before = (await table.record()).version

    applied = await table.expire()

    assert len(applied) == 1, "one decision timed out: one action"
    state = await table.state()
    assert state.turn == 6
    assert state.version == before + 1
    assert await table.timeout_actions() == [{"kind": "pass"}]
    assert await table.strikes() == [0, 1]
    assert decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()
    assert timeout_notes(await table.public_keys(before)) == 1
    assert "mascarade-timeout-pass" in await table.public_keys(before), "the table reads that it counted as a pass"
    assert "mascarade-event-pass" not in await table.public_keys(before), "and reads it once, not twice"


async def test_r1_a_timed_out_turn_is_announced_once(table: Table) -> None:
    """R1: the note says the turn counted as no swap with the left neighbour's card; the
    swap's own line ("swapped or not, only they know") is not announced after it."""
    await table.seat("mascarade", _mascarade(["king", "queen", "judge", "bishop"], current=ANNA, turn=5))
    before = (await table.record()).version

    await table.expire()

    keys = await table.public_keys(before)
    assert "mascarade-timeout-turn" in keys
    assert "mascarade-event-swap" not in keys


async def test_r2_r5_claim_answered_all_at_once_times_out_in_one_expiry(table: Table) -> None:
    """R5: answers all at once share one deadline. After one player has answered, its
    expiry passes for everyone still to answer — one action and one strike each — then
    reveals and resolves; the next turn is its player's own decision."""
    state = _mascarade(["king", "queen", "judge", "bishop", "witch"], current=ANNA, turn=5)
    state.answers = Answers.ALL_AT_ONCE
    await table.seat("mascarade", state)
    await table.act(ANNA, Announce(character="king", slot=0))
    await table.act(SASHA, Contest(slot=2))
    before = (await table.record()).version

    applied = await table.expire()

    assert len(applied) == 3, "Boris, Fedya and Dima pass; Sasha had answered"
    assert await table.timeout_actions() == [{"kind": "pass"}] * 3
    assert await table.strikes() == [0, 1, 0, 1, 1]
    keys = await table.public_keys(before)
    assert timeout_notes(keys) == 3
    assert keys.index("mascarade-event-contest") > max(i for i, k in enumerate(keys) if is_timeout_note(k))
    assert decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_r5_an_answer_given_all_at_once_keeps_the_others_deadline(table: Table) -> None:
    """R5: a claim answered all at once costs one wait. One player's answer does not give
    the others a new turn's time: they keep the deadline the claim gave them."""
    state = _mascarade(["king", "queen", "judge", "bishop", "witch"], current=ANNA, turn=5)
    state.answers = Answers.ALL_AT_ONCE
    await table.seat("mascarade", state)
    await table.act(ANNA, Announce(character="king", slot=0))
    claimed = (await table.record()).deadline_at
    table.now[0] += TURN_SECONDS / 2
    await table.act(SASHA, Contest(slot=2))
    assert (await table.record()).deadline_at == claimed


async def _contested_by_the_holder(table: Table, character: str, coins: list[int] | None = None) -> None:
    """Anna claims ``character``; Boris, to her left, contests with the true card."""
    hands = ["king", character, "queen", "judge"]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5, coins=coins))
    await table.act(ANNA, Announce(character=character, slot=0))
    await table.act(BORIS, Contest(slot=1))
    for seat in (SASHA, FEDYA):
        await table.act(seat, GAMES["mascarade"].parse_action({"kind": "pass"}))


@pytest.mark.parametrize(
    ("character", "coins", "kind"),
    [("witch", None, "witch"), ("bishop", [6, 6, 8, 8], "bishop"), ("fool", None, "fool")],
)
async def test_r4_power_timeout_resolves_only_the_power(
    table: Table, character: str, coins: list[int] | None, kind: str
) -> None:
    """R4: the true holder, sitting to the announcer's left, lets their power time out; the
    turn that then passes to them is a new decision with its own deadline."""
    await _contested_by_the_holder(table, character, coins)
    assert decisions(await table.pending()) == [(BORIS, kind)]

    applied = await table.expire()

    assert len(applied) == 1
    state = await table.state()
    assert state.turn == 6
    assert await table.strikes() == [0, 1, 0, 0]
    assert decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_r4_a_timed_out_spy_look_leaves_the_swap_its_own_decision(table: Table) -> None:
    """R4: a Spy who lets the look time out looks at a random card; the swap is the Spy's
    next decision, with its own deadline (the Spy may come back and decide it); if that
    times out too, nothing is swapped, and the Spy's next turn is theirs again."""
    await _contested_by_the_holder(table, "spy")

    assert len(await table.expire()) == 1
    assert decisions(await table.pending()) == [(BORIS, "spy_swap")]
    assert await table.deadline_is_fresh(answer=True), "a contester's power, in the claimant's turn: an answer"
    assert len(await table.expire()) == 1

    assert [a["kind"] for a in await table.timeout_actions()] == ["spy_look", "spy_swap"]
    assert (await table.state()).turn == 6
    assert await table.strikes() == [0, 2, 0, 0]
    assert decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_r4_inquisition_timeout_resolves_only_the_answer(table: Table) -> None:
    """R4: the Inquisitor's target to the announcer's left says nothing in time and pays 4;
    their own turn, which comes next, is not played for them."""
    hands = ["inquisitor", "king", "queen", "judge"]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5))
    await table.act(ANNA, Announce(character="inquisitor", slot=0))
    for seat in (BORIS, SASHA, FEDYA):
        await table.act(seat, table.service.rules(await table.record()).parse_action({"kind": "pass"}))
    await table.act(ANNA, Inquire(target=BORIS))

    applied = await table.expire()

    assert len(applied) == 1
    state = await table.state()
    assert state.turn == 6
    assert state.coins[BORIS] == 2, "a silent answer counts as wrong (R4)"
    assert await table.strikes() == [0, 1, 0, 0]
    assert decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_mod_skip_resolves_exactly_the_decisions_open_when_used(table: Table) -> None:
    """A moderator's skip is the timeout ruling for the decisions open at that moment, with
    no strike: the opponent's next turn stays theirs."""
    hands = [["king", "queen", "judge"], ["bishop", "fool", "witch"]]
    await table.seat("mascarade", _mascarade(hands, current=ANNA, turn=5))
    await table.act(ANNA, Announce(character="king", slot=0))

    applied = await table.service.skip(table.game_id, moderator_id=1)

    assert len(applied) == 1
    assert (await table.state()).turn == 6
    assert await table.strikes() == [0, 0]
    assert decisions(await table.pending()) == [(BORIS, "turn")]
    assert await table.deadline_is_fresh()


async def test_r1_the_away_notice_offers_a_removal_where_the_game_goes_on(table: Table) -> None:
    """Five players: the table survives one removal (M-1.4), so the notice says the host or
    a moderator may remove the away player."""
    await table.seat("mascarade", _mascarade(["king", "queen", "judge", "bishop", "witch"], centre=["cheat"]))
    await table.store.db.execute("UPDATE seats SET strikes = 2 WHERE game_id = ? AND seat = 0", (table.game_id,))
    table.store.reread(table.game_id)
    before = (await table.record()).version

    await table.expire()

    keys = await table.public_keys(before)
    assert "timeout-away" in keys
    assert "timeout-away-replace" not in keys
