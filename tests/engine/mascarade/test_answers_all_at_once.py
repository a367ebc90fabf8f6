"""R5, the host's "all at once" answers to a claim (M-5.2 by default): every other player
answers in any order, each answer sealed (told only to its player) until the last one is
in; then all are shown in seat order from the announcer's left and the claim resolves as
the one-at-a-time window would with the same contesters (M-5.3–M-5.7)."""

from __future__ import annotations

import pytest

from bot.engine.core import Event, IllegalAction
from bot.engine.text import text
from cogs.mascarade.conformance import HOOKS, RULES
from cogs.mascarade.rules import Options, Rules, State
from cogs.mascarade.rules.actions import Action, Announce, Contest, Pass
from cogs.mascarade.rules.options import Answers
from tests.engine.harness import COMPARED, Harness, Sampling, Texts
from tests.engine.mascarade.helpers import (
    ANNA,
    BORIS,
    DIMA,
    FEDYA,
    SASHA,
    make_state,
    play,
    private_to,
    public_keys,
    public_view,
    seat_view,
)

SIX = ["king", "queen", "judge", "bishop", "witch", "fool"]
ANSWERED = "mascarade-event-answered"


def all_at_once(hands: list[str], current: int = ANNA) -> State:
    state = make_state(hands, current=current)
    state.answers = Answers.ALL_AT_ONCE
    return state


def claimed(rules: Rules, state: State, character: str = "king", seat: int = ANNA) -> State:
    state, _ = rules.apply(state, seat, Announce(character=character, slot=state.owned(seat)[0]))
    return state


def answer(state: State, seat: int, contest: bool) -> tuple[int, Action]:
    return seat, Contest(slot=state.owned(seat)[0]) if contest else Pass()


def test_m5_2_r5_answers_are_one_at_a_time_unless_the_host_chooses(rules: Rules) -> None:
    assert Options().answers == Answers.ONE_AT_A_TIME
    state, _ = rules.setup(6, 3, Options(answers=Answers.ALL_AT_ONCE))
    assert state.answers == Answers.ALL_AT_ONCE
    sequential = claimed(rules, make_state(SIX))
    assert [d.seat for d in rules.pending(sequential)] == [BORIS]


def test_m5_2_r5_every_other_player_is_asked_at_once(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX, current=SASHA), seat=SASHA)
    decisions = rules.pending(state)
    assert [(d.seat, d.kind) for d in decisions] == [(p, "contest") for p in (FEDYA, DIMA, 5, ANNA, BORIS)]
    assert {d.since for d in decisions} == {state.version}
    progress = rules.progress(state)
    assert progress.owner == SASHA
    assert progress.turn == state.turn, "the answers are part of the announcer's turn"


def test_m5_2_r5_an_answer_is_sealed_and_leaves_the_others_buttons_valid(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX))
    opened = state.since
    after, events = rules.apply(state, DIMA, Contest(slot=DIMA))
    assert public_keys(events) == [ANSWERED]
    assert [e.text for e in events if e.public] == [text(ANSWERED, seat=DIMA)]
    assert private_to(events, DIMA) == [
        text("mascarade-private-answer-contest", card_term="mascarade-card-king", hand="single")
    ]
    assert all(e.to in (None, (DIMA,)) for e in events)
    assert [d.seat for d in rules.pending(after)] == [BORIS, SASHA, FEDYA, 5]
    assert {d.since for d in rules.pending(after)} == {opened}
    # Nobody else's view says how Dima answered, only that Dima has.
    board = public_view(rules, after)
    assert board.claim is not None
    assert board.claim.contesters == ()
    assert board.claim.waiting == (BORIS, SASHA, FEDYA, 5)
    for viewer in (ANNA, BORIS, 5):
        assert seat_view(rules, after, viewer).board == board
    twin, _ = rules.apply(state, DIMA, Pass())
    assert public_view(rules, twin) == board


def test_m5_2_r5_a_player_answers_once_and_the_announcer_not_at_all(rules: Rules) -> None:
    state, _ = play(rules, claimed(rules, all_at_once(SIX)), (SASHA, Pass()))
    with pytest.raises(IllegalAction) as again:
        rules.apply(state, SASHA, Contest(slot=SASHA))
    assert again.value.reason.key == "mascarade-error-answered"
    with pytest.raises(IllegalAction) as announcer:
        rules.apply(state, ANNA, Pass())
    assert announcer.value.reason.key == "error-nothing-to-do"
    assert rules.legal_actions(state, SASHA) == []
    assert rules.menu(state, SASHA) is None


def test_m5_2_r5_the_last_answer_reveals_all_in_seat_order_then_resolves(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX, current=SASHA), seat=SASHA)
    moves = [answer(state, p, p in (BORIS, 5)) for p in (BORIS, 5, ANNA, DIMA, FEDYA)]
    after, events = play(rules, state, *moves)
    shown = [(e.text.key, e.text.seats.get("seat")) for e in events if e.public and e.text.key != ANSWERED][:5]
    assert shown == [
        ("mascarade-event-pass", FEDYA),
        ("mascarade-event-pass", DIMA),
        ("mascarade-event-contest", 5),
        ("mascarade-event-pass", ANNA),
        ("mascarade-event-contest", BORIS),
    ]
    # Nobody holds the King: all three revealed pay the fine (M-5.6) and the turn ends.
    assert after.revealed_last == [SASHA, 5, BORIS]
    assert [after.coins[p] for p in (SASHA, 5, BORIS)] == [5, 5, 5]
    assert after.courthouse == 3


@pytest.mark.parametrize("contesters", [(), (BORIS,), (FEDYA, SASHA), (BORIS, SASHA, DIMA, 5)])
def test_m5_3_to_m5_7_r5_the_claim_resolves_as_one_at_a_time_with_the_same_contesters(
    rules: Rules, contesters: tuple[int, ...]
) -> None:
    base = make_state(SIX, courthouse=3)
    seq = claimed(rules, base)
    seq_moves = [answer(seq, p, p in contesters) for p in (BORIS, SASHA, FEDYA, DIMA, 5)]
    seq_after, seq_events = play(rules, seq, *seq_moves)
    sealed_base = base.model_copy(update={"answers": Answers.ALL_AT_ONCE})
    sealed = claimed(rules, sealed_base)
    sealed_moves = [answer(sealed, p, p in contesters) for p in (5, FEDYA, BORIS, DIMA, SASHA)]
    sealed_after, sealed_events = play(rules, sealed, *sealed_moves)
    assert _public(sealed_events, drop=ANSWERED) == _public(seq_events)
    assert sealed_after.model_dump(exclude={"answers"}) == seq_after.model_dump(exclude={"answers"})


def _public(events: list[Event], drop: str = "") -> list[object]:
    return [e.text for e in events if e.public and e.text.key != drop]


def test_r2_r5_every_answerer_times_out_to_a_pass(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX))
    for seat in (BORIS, SASHA, FEDYA, DIMA, 5):
        assert rules.timeout_action(state, seat) == Pass()
    with pytest.raises(IllegalAction):
        rules.timeout_action(state, ANNA)
    for decision in rules.pending(state):
        state, _ = rules.apply(state, decision.seat, rules.timeout_action(state, decision.seat))
    assert state.phase == "turn"
    assert state.coins[ANNA] == 9  # unopposed King (M-5.3, M-6.1)


def test_r5_removing_the_last_seat_still_to_answer_reveals_and_resolves(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX))
    state, _ = play(rules, state, (BORIS, Contest(slot=BORIS)), (SASHA, Pass()), (FEDYA, Pass()), (5, Pass()))
    after, events = rules.remove_seat(state, DIMA)
    keys = public_keys(events)
    assert keys.index("mascarade-event-contest") < keys.index("mascarade-event-reveal")
    assert ("mascarade-event-pass", DIMA) not in [(e.text.key, e.text.seats.get("seat")) for e in events]
    assert after.phase == "turn"
    assert after.coins[ANNA] == 9  # the true King
    assert after.coins[BORIS] == 5  # the Queen, fined


def test_r5_removing_a_seat_that_sealed_a_contest_drops_it(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX))
    state, _ = play(rules, state, (BORIS, Contest(slot=BORIS)))
    opened = state.since
    after, events = rules.remove_seat(state, BORIS)
    assert [d.seat for d in rules.pending(after)] == [SASHA, FEDYA, DIMA, 5]
    assert {d.since for d in rules.pending(after)} == {opened}
    assert all(e.to is None for e in events)
    for seat in (SASHA, FEDYA, DIMA, 5):
        after, _ = rules.apply(after, seat, Pass())
    assert after.coins[ANNA] == 9  # nobody left contested: unopposed


def test_r5_removing_another_seat_keeps_the_contests_already_sealed(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX))
    state, _ = play(rules, state, (BORIS, Contest(slot=BORIS)))
    after, _ = rules.remove_seat(state, SASHA)
    after, events = play(rules, after, (FEDYA, Pass()), (DIMA, Pass()), (5, Pass()))
    assert "mascarade-event-contest" in public_keys(events)
    assert after.coins[ANNA] == 9  # the true King
    assert after.coins[BORIS] == 5  # the Queen, fined: his sealed contest still counted


def test_r5_removing_the_announcer_withdraws_the_claim_unrevealed(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX))
    state, _ = play(rules, state, (BORIS, Contest(slot=BORIS)))
    after, events = rules.remove_seat(state, ANNA)
    assert "mascarade-event-claim-withdrawn" in public_keys(events)
    assert "mascarade-event-contest" not in public_keys(events)
    assert after.phase == "turn"
    assert after.current == BORIS


def test_r5_sealed_answers_survive_a_json_round_trip(rules: Rules) -> None:
    state = claimed(rules, all_at_once(SIX))
    state, _ = play(rules, state, (FEDYA, Contest(slot=FEDYA)))
    assert State.model_validate_json(state.model_dump_json()) == state


@pytest.mark.parametrize("edition", ["first", "second"])
def test_r5_random_games_keep_every_sealed_answer_secret(edition: str) -> None:
    """The conformance harness on random games answered all at once, with the event check
    on every early answer: each viewer's events and views are the same whatever the
    others' sealed answers are, and an answer is told to its player alone (the hooks)."""
    harness = Harness(RULES, HOOKS, Texts())
    compared = COMPARED.copy()
    sampling = Sampling(heavy=0.1, events=0.2, first_of_kind=200)
    options = Options(edition=edition, answers=Answers.ALL_AT_ONCE)
    low, high = RULES.player_range(options)
    for seed, players in enumerate(range(max(low, 4), high + 1)):
        harness.play(players, options, seed, sampling)
    checked = COMPARED - compared
    for key in (ANSWERED, "mascarade-private-answer-pass", "mascarade-private-answer-contest"):
        assert checked[key], f"{key} never compared with other sealed answers"


def _refusal(rules: Rules, state: State, seat: int) -> str:
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, seat, Pass())
    return err.value.reason.key


def test_r5_one_at_a_time_a_player_not_yet_asked_has_nothing_to_do(rules: Rules) -> None:
    # Only with answers all at once is an early answer "already sealed".
    state = claimed(rules, make_state(SIX))
    assert _refusal(rules, state, SASHA) == "error-nothing-to-do"


def test_r5_once_the_answers_are_in_a_player_has_nothing_to_do_during_the_power(rules: Rules) -> None:
    state = claimed(rules, all_at_once(["witch", "queen", "judge", "bishop", "king", "fool"]), "witch")
    state, _ = play(rules, state, *(answer(state, p, contest=False) for p in (BORIS, SASHA, FEDYA, DIMA, 5)))
    assert state.step is not None
    assert state.step.kind == "witch"
    assert _refusal(rules, state, BORIS) == "error-nothing-to-do"
