"""A timeout resolves exactly the decision whose deadline passed: Grimm (R1, R2)'s service-level
scenarios (see ``tests/engine/service_table.py``). Each test starts a game through the
service, gives it a hand-set state, moves the clock past the deadline and runs ``expire``
(or a moderator's ``skip``), then checks how many actions the timeout applied, the turn,
the strikes, and that the decision opening afterwards is open with a fresh deadline.
"""

from __future__ import annotations

from bot.core.content import read_content
from bot.service.computers import Computers
from cogs.grimm.rules import Content as GrimmContent
from cogs.grimm.rules import State as GrimmState
from cogs.grimm.rules import actions as g
from cogs.grimm.rules.content import CONTENT_FILE
from tests.engine.grimm.support import hand_set
from tests.engine.service_table import Table, decisions, timeout_notes
from tests.registry import NAMES, PLAYERS

GRIMM_CONTENT = read_content(CONTENT_FILE, GrimmContent)


def _grimm_true_reflection() -> GrimmState:
    """Three players; seat 0 (the Evil Queen's True Reflection) is to keep or give the first
    card; the second card, a Mirror, will be given away by the timeout ruling and asks its
    recipient for an evidence token. Seat 0 holds a pair, so an action would follow."""
    st = hand_set(
        3,
        characters=[["evil_queen"], ["red_riding_hood"], ["beast"]],
        tableaux=[["clock", "clock"], ["treats"], ["spindle"]],
        drawn=["cauldron"],
        deck=["mirror"],
    )
    st.seats[0].ability = "true_reflection"
    st.version = st.stage_since = st.turn_since = 40
    return st


async def test_r1_true_reflection_during_a_timed_out_turn_is_its_recipients_decision(table: Table) -> None:
    """R1, G-10.3: the timed-out turn keeps the first card and gives the Mirror; True
    Reflection then asks the recipient — a new decision with its own deadline and ping."""
    await table.seat("grimm", _grimm_true_reflection())
    before = (await table.record()).version

    applied = await table.expire()

    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give"]
    assert len(applied) == 2
    (asked,) = await table.pending()
    assert (asked.kind, asked.seat != 0) == ("evidence", True)
    assert await table.strikes() == [1, 0, 0]
    assert await table.deadline_is_fresh(answer=True), "a token asked of another seat: the answer timer"
    assert timeout_notes(await table.public_keys(before)) == 1
    assert "grimm-timeout-turn" in await table.public_keys(before), "the table reads what R1 played"


async def test_r1_a_timed_out_turn_finishes_after_the_true_reflection_answer(table: Table) -> None:
    """R1: once the recipient has placed their token, the rest of the timed-out turn (no
    action) is played at once — no second decision, no second strike for the same turn."""
    await table.seat("grimm", _grimm_true_reflection())
    await table.expire()
    (asked,) = await table.pending()
    state: GrimmState = await table.state()
    portrait = next(c for c in GRIMM_CONTENT.character_ids if c not in state.seats[asked.seat].characters)

    await table.act(asked.seat, g.Mark(character=portrait))

    state = await table.state()
    assert state.active == 1, "the turn passed on"
    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give", "skip"]
    assert await table.strikes() == [1, 0, 0]
    assert decisions(await table.pending()) == [(1, "keep")]
    assert await table.deadline_is_fresh()


async def test_r1_a_timed_out_turn_finishes_after_a_computer_players_true_reflection_answer(table: Table) -> None:
    """R1: the same when the recipient is a computer player: its token finishes the
    timed-out turn at once, as a person's click does."""
    await table.seat("grimm", _grimm_true_reflection())
    await table.expire()
    (asked,) = await table.pending()
    computers = Computers(table.service, PLAYERS, NAMES)
    await computers.replace(table.game_id, 100, 100 + asked.seat, "casual", audited=False)

    assert await computers.play_one(table.game_id) is not None

    assert (await table.state()).active == 1, "the turn passed on"
    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give", "skip"]
    assert await table.strikes() == [1, 0, 0]


async def test_r1_true_reflection_timeout_then_the_turn_finishes(table: Table) -> None:
    """R1: the recipient lets the token time out too — their own strike and notice; the
    giver's turn then ends without a new decision or strike."""
    await table.seat("grimm", _grimm_true_reflection())
    await table.expire()
    (asked,) = await table.pending()
    before = (await table.record()).version

    applied = await table.expire()

    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "give", "mark", "skip"]
    assert len(applied) == 2
    strikes = await table.strikes()
    assert strikes[0] == 1
    assert strikes[asked.seat] == 1
    assert (await table.state()).active == 1
    assert decisions(await table.pending()) == [(1, "keep")]
    assert await table.deadline_is_fresh()
    assert timeout_notes(await table.public_keys(before)) == 1


async def test_r1_g10_1_a_bet_offer_inside_a_timed_out_turn_is_declined_with_it(table: Table) -> None:
    """R1, R2, G-10.1: the timed-out turn's kept card unmasks its player; the bet offer that
    opens is part of that turn, so the same timeout declines it (the pick stays for a later
    turn) and gives the second card — one notice, one strike."""
    st = hand_set(
        characters=[["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]],
        tableaux=[["mirror"], [], [], []],
        drawn=["mirror"],
        bets=True,
    )
    await table.seat("grimm", st)
    before = (await table.record()).version

    await table.expire()

    assert [a["kind"] for a in await table.timeout_actions()] == ["keep", "skip", "give"]
    state = await table.state()
    assert state.seats[0].bet_pick, "the pick is kept for a later turn"
    assert all(d.seat != 0 for d in await table.pending())
    assert await table.strikes() == [1, 0, 0, 0]
    assert timeout_notes(await table.public_keys(before)) == 1


async def test_r1_an_eavesdrop_answer_timeout_leaves_the_next_turn_to_its_player(table: Table) -> None:
    """R1: the player to the Eavesdropper's left lets the token time out (a random legal
    portrait); their own turn, which opens next, is a decision of its own, not played too."""
    st = hand_set(
        characters=[["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]],
        tableaux=[["clock", "clock"], [], [], []],
        stage="action",
    )
    st.shown = ["eavesdrop", "toast"]
    st.version = st.stage_since = st.turn_since = 40
    await table.seat("grimm", st)
    await table.act(0, g.Eavesdrop(pay="clock", targets=(1,)))
    assert decisions(await table.pending()) == [(1, "evidence")]

    applied = await table.expire()

    assert len(applied) == 1
    assert [a["kind"] for a in await table.timeout_actions()] == ["mark"]
    state: GrimmState = await table.state()
    assert len(state.seats[1].marks) == 1
    assert state.active == 1
    assert await table.strikes() == [0, 1, 0, 0]
    assert decisions(await table.pending()) == [(1, "keep")]
    assert await table.deadline_is_fresh()


async def test_r1_the_away_notice_offers_a_computer_player_not_a_removal(table: Table) -> None:
    """In Grimm a removal ends the game for everyone (docs/rulings.md), so the notice that
    marks a player away after a third timeout offers ``/game replace``, not a removal."""
    st = hand_set(characters=[["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]], drawn=["cauldron"])
    st.version = st.stage_since = st.turn_since = 40
    await table.seat("grimm", st)
    await table.store.db.execute(  # two timeouts already against seat 0, as a test fixture
        "UPDATE seats SET strikes = 2 WHERE game_id = ? AND seat = 0", (table.game_id,)
    )
    table.store.reread(table.game_id)
    before = (await table.record()).version

    await table.expire()

    keys = await table.public_keys(before)
    assert "timeout-away-replace" in keys
    assert "timeout-away" not in keys
    assert await table.strikes() == [3, 0, 0, 0]
