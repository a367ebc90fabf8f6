"""Rules at the edges the random games rarely reach, each with a planted bug in mind: the
last guess sheet handed in by a removal, the notepad assistant reading a Search on the
board of its moment, the tie-break counting only correct guesses (rules digest ids in
each name)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.i18n import Catalog
from cogs.suspicion.rules import Options, Rules, assistant_rules_out
from cogs.suspicion.rules.actions import Guess, Passage, SearchGem
from cogs.suspicion.rules.notepad import _propagate
from cogs.suspicion.rules.state import Search
from tests.engine.suspicion.conftest import CONTENT, arrange, at_act
from tests.engine.suspicion.test_rules import guessing, one_ruby_left, scored

ROW0 = {"ashraf": "r0c0", "nadia": "r0c1", "mildred": "r0c2", "buford": "r0c3"}
REST = {"remy": "r1c0", "viola": "r1c3", "trudie": "r2c0", "stefano": "r2c1",
        "lily": "r2c2", "earl": "r2c3"}  # fmt: skip


def test_r3_removing_the_last_player_still_to_guess_scores_the_game(rules: Rules) -> None:
    state = guessing()
    state, _ = rules.apply(state, 0, Guess(guesses={1: "remy", 2: None}))
    state, _ = rules.apply(state, 1, Guess(guesses={0: None, 2: "lily"}))
    assert [d.seat for d in rules.pending(state)] == [2]
    after, events = rules.remove_seat(state, 2)
    assert rules.pending(after) == []
    assert after.outcome is not None
    assert 2 not in after.outcome.winners
    assert after.outcome.reason.key != "suspicion-end-abandoned"
    assert [s.seat for s in after.scores] == [0, 1, 2]
    assert "suspicion-event-revealed" in [e.text.key for e in events]


def test_r3_removing_a_player_who_already_guessed_waits_for_the_others(rules: Rules) -> None:
    state = guessing()
    state, _ = rules.apply(state, 2, Guess(guesses={0: None, 1: None}))
    after, _ = rules.remove_seat(state, 2)
    assert after.outcome is None
    assert [d.seat for d in rules.pending(after)] == [0, 1]


def test_s7_2_a_search_is_judged_on_the_board_when_it_was_made(rules: Rules) -> None:
    # Seat 1 (Nadia, in r0c1: ruby and diamond) searches a ruby, then sends Nadia through a
    # secret passage to r1c3 (diamond only). The search said "a room with a ruby" of the
    # board then: Nadia stays possible, and only guests then in rooms without a ruby go.
    state = at_act(arrange(3, guests=["earl", "nadia", "lily"], positions=ROW0 | REST, current=1), 14)
    state, _ = rules.apply(state, 1, SearchGem(gem="ruby"))
    state, _ = rules.apply(state, 1, Passage(guest="nadia", room="r1c3"))
    assert state.positions["nadia"] == "r1c3"
    ruled = assistant_rules_out(CONTENT, state, 0)[1]
    assert "nadia" not in ruled
    no_ruby = {g for g, room in (ROW0 | REST).items() if "ruby" not in CONTENT.room_by_id[room].gems}
    assert ruled == no_ruby | {"earl"}


def test_s5_4_the_tie_break_counts_only_correct_guesses() -> None:
    # Seats 0 and 1 tie at 8 points with 5 gems each. Seat 0's guest (viola) was guessed
    # wrongly by both others and correctly by nobody; seat 1's (remy) correctly by seat 2.
    # "Correctly guessed by the fewest" (S-5.4): seat 0 wins.
    state = scored(
        [{"ruby": 3, "emerald": 1, "diamond": 1}, {"ruby": 3, "emerald": 1, "diamond": 1},
         {"ruby": 0, "emerald": 0, "diamond": 0}],
        [{1: None, 2: None}, {0: "lily", 2: None}, {0: "earl", 1: "remy"}],
    )  # fmt: skip
    assert [s.points for s in state.scores] == [8, 8, 7]
    assert [s.guessed_by for s in state.scores] == [0, 1, 0]
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.reason.key == "suspicion-end-tiebreak-guessed"


@pytest.mark.parametrize("key", ["suspicion-end-tiebreak-guessed", "suspicion-rules-end"])
def test_s5_4_the_tie_break_is_told_as_correctly_guessed(catalog: Catalog, key: str) -> None:
    assert "correctly guessed by the fewest" in catalog.get("en", key, {"points": 8})
    assert "угадало меньше всего игроков" in catalog.get("ru", key, {"points": 8})


def test_s5_1_the_table_is_told_which_gem_ran_out(rules: Rules) -> None:
    state = one_ruby_left()
    _, events = rules.apply(state, 0, SearchGem(gem="ruby"))
    (ran_out,) = [e.text for e in events if e.text.key == "suspicion-event-ran-out"]
    assert "ruby" in str(ran_out.model_dump())
    assert "diamond" not in str(ran_out.model_dump())
    assert "emerald" not in str(ran_out.model_dump())


def test_s1_5_s1_6_each_player_is_told_their_guest_and_both_cards(rules: Rules) -> None:
    state, events = rules.setup(4, 12, Options())
    for seat in range(4):
        (dealt,) = [e for e in events if e.text.key == "suspicion-event-dealt" and e.to == (seat,)]
        mine = state.secrets[seat]
        assert mine.hand[0] != mine.hand[1]
        assert dealt.text.terms["guest_term"].endswith(mine.guest)
        assert dealt.text.terms["first_term"].endswith(f"-{mine.hand[0]}")
        assert dealt.text.terms["second_term"].endswith(f"-{mine.hand[1]}")


@pytest.mark.parametrize("seat", [-1, 3, 99])
def test_r3_removing_a_seat_that_is_not_at_the_table_is_refused(rules: Rules, seat: int) -> None:
    state = arrange(3)
    with pytest.raises(IllegalAction) as refused:
        rules.remove_seat(state, seat)
    assert refused.value.reason.key == "error-not-seated"


def test_s7_2_a_pinned_player_rules_out_a_guest_that_pins_a_player_noted_before_them() -> None:
    # Seat 2 is pinned to b; that leaves seat 1 (noted before it) only a, which seat 0
    # then cannot be either: the assistant goes round until nothing changes.
    guests = {"a", "b", "c", "d"}
    out: dict[int, set[str]] = {0: set(), 1: {"c", "d"}, 2: {"a", "c", "d"}}
    _propagate(out, guests)
    assert out == {0: {"a", "b"}, 1: {"b", "c", "d"}, 2: {"a", "c", "d"}}


def test_s7_2_a_player_pinned_by_a_search_rules_their_guest_out_for_the_others() -> None:
    # Seat 0 (Earl) peeked at every invitation but Nadia's and Lily's, so seats 1 and 2 are
    # Nadia and Lily between them. Seat 1 searched a diamond with Lily in a room without
    # one: seat 1 is Nadia, so seat 2 can only be Lily.
    state = arrange(3, guests=["earl", "nadia", "lily"], positions=ROW0 | REST)
    state.secrets[0].peeks = [g for g in CONTENT.guest_ids if g not in {"earl", "nadia", "lily"}]
    state.searches.append(Search(seat=1, gem="diamond", positions=dict(state.positions)))
    ruled = assistant_rules_out(CONTENT, state, 0)
    assert set(CONTENT.guest_ids) - ruled[1] == {"nadia"}
    assert set(CONTENT.guest_ids) - ruled[2] == {"lily"}


def test_s5_4_a_single_leader_wins_on_points_without_a_tie_break() -> None:
    state = scored(
        [{"ruby": 3, "emerald": 1, "diamond": 1}, {"ruby": 1, "emerald": 0, "diamond": 0},
         {"ruby": 0, "emerald": 0, "diamond": 0}],
        [{1: None, 2: None}, {0: None, 2: None}, {0: None, 1: None}],
    )  # fmt: skip
    assert state.outcome is not None
    assert state.outcome.winners == (0,)
    assert state.outcome.reason.key == "suspicion-end-points"
