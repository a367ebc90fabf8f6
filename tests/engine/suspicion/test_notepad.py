"""S-7: the notepad assistant derives what a seat's own information rules out."""

from __future__ import annotations

import pytest

from cogs.suspicion.rules import Options, Rules, assistant, assistant_rules_out
from cogs.suspicion.rules.actions import AskSeat, Passage, Peek
from tests.engine.suspicion.conftest import CONTENT, arrange, at_act

ROW0 = {"ashraf": "r0c0", "nadia": "r0c1", "mildred": "r0c2", "buford": "r0c3"}
REST = {"remy": "r1c0", "viola": "r1c3", "trudie": "r2c0", "stefano": "r2c1",
        "lily": "r2c2", "earl": "r2c3"}  # fmt: skip


def test_s7_2_own_guest_and_peeks_belong_to_nobody(rules: Rules) -> None:
    state = at_act(arrange(3, guests=["earl", "nadia", "lily"]), 9)
    top = state.invitations[0]
    state, _ = rules.apply(state, 0, Peek())
    ruled = assistant_rules_out(CONTENT, state, 0)
    assert ruled[1] == ruled[2] == {"earl", top}


def test_s7_2_an_answer_is_judged_on_the_board_when_it_was_asked(rules: Rules) -> None:
    state = at_act(arrange(3, guests=["earl", "nadia", "lily"], positions=ROW0 | REST), 10)
    # Card 10: Search + Ask about Ashraf. Nadia (seat 1) shares Ashraf's row: Yes.
    state, _ = rules.apply(state, 0, AskSeat(target=1))
    before = assistant_rules_out(CONTENT, state, 0)[1]
    assert before == {"viola", "stefano", "lily", "earl"}
    # Moving the guests afterwards changes nothing about what was true then.
    state = at_act(state, 14)  # back to seat 0 with Search + Secret passage
    state.current, state.card_left = 0, ["passage"]
    state, _ = rules.apply(state, 0, Passage(guest="ashraf", room="r2c3"))
    assert assistant_rules_out(CONTENT, state, 0)[1] == before


def test_s7_2_a_pinned_player_rules_their_guest_out_for_the_others() -> None:
    state = arrange(3, guests=["earl", "nadia", "lily"], positions=ROW0 | REST)
    state.secrets[0].peeks = [g for g in CONTENT.guest_ids if g not in {"earl", "nadia", "lily"}]
    ruled = assistant_rules_out(CONTENT, state, 0)
    assert ruled[1] == ruled[2] == set(CONTENT.guest_ids) - {"nadia", "lily"}
    state.secrets[0].peeks.append("lily")  # impossible in play, but shows the propagation
    ruled = assistant_rules_out(CONTENT, state, 0)
    assert set(CONTENT.guest_ids) - ruled[1] == {"nadia"}


def test_s7_2_each_player_turns_the_assistant_on_for_themselves(rules: Rules) -> None:
    """S-7.2: off by default; a player who turns it on sees it, the others do not."""
    state = arrange(3, guests=["earl", "nadia", "lily"])
    assert state.options.notepad_assistant == "allowed"
    assert assistant(CONTENT, state, 0, turned_on=True) == {1: {"earl"}, 2: {"earl"}}
    assert assistant(CONTENT, state, 1, turned_on=False) is None
    # The seat's own view carries nothing the player did not ask for.
    assert "ruled_out" not in rules.view(state, 0).model_dump()


def test_s7_2_the_host_may_forbid_the_assistant_for_the_whole_table() -> None:
    state = arrange(3, options=Options(notepad_assistant="forbidden", first_seat=0))
    assert all(assistant(CONTENT, state, seat, turned_on=True) is None for seat in range(3))


@pytest.mark.parametrize(("stored", "option"), [(True, "allowed"), (False, "forbidden")])
def test_s7_2_games_stored_with_the_old_on_off_option_still_load(stored: bool, option: str) -> None:
    """The old option switched the assistant on for everyone (true) or nobody (false);
    nobody loses or gains it mid-game (migration 0004 turns it on for each seat of a true one)."""
    assert Options.model_validate({"notepad_assistant": stored}).notepad_assistant == option
