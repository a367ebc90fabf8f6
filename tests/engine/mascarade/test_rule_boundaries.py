"""Rules at the edges the random games rarely reach, each with a planted bug in mind: the
richest Bishop, the 1st-edition Inquisitor short of coins, fines owed when the power's
user is removed, the M-2.3 ban expiring (rules digest ids in each name)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.engine.core import IllegalAction
from cogs.mascarade.rules import Options, Rules, State
from cogs.mascarade.rules.actions import Announce, BishopTake, Contest, Guess, Inquire, Pass, Peek, Swap, WitchSwap
from tests.engine.mascarade.helpers import (
    ANNA,
    BORIS,
    DIMA,
    FEDYA,
    SASHA,
    Renderer,
    make_state,
    play,
    public_keys,
    public_view,
    seat_view,
)
from tests.engine.mascarade.test_rules import claim_unopposed

FOUR = ["king", "queen", "judge", "bishop"]


def test_m6_4_richest_bishop_takes_from_the_richest_other_player(rules: Rules) -> None:
    # The Bishop is the richest: "other" (M-6.4) rules himself out, so Sasha pays.
    state = make_state(FOUR, coins=[10, 6, 8, 7])
    after, _ = claim_unopposed(rules, state, ANNA, "bishop")
    assert after.step is None
    assert after.coins == [12, 6, 6, 7]


def test_m6_4_richest_bishop_tied_with_one_other_takes_from_that_one(rules: Rules) -> None:
    # Tied with Boris at the top: the only richest *other* player is Boris, no choice asked.
    state = make_state(FOUR, coins=[8, 8, 6, 7])
    after, _ = claim_unopposed(rules, state, ANNA, "bishop")
    assert after.step is None
    assert after.coins == [10, 6, 6, 7]


def test_m6_12_first_edition_inquisitor_target_short_of_four_is_not_a_guru_ending(rules: Rules) -> None:
    # The 1st edition has no "fewer than 4 coins ends the game" clause: the target pays what
    # they have (M-6.14) and the game ends only because a player is at 0 (M-7.2).
    hands = ["inquisitor", "queen", "judge", "bishop", "king", "witch", "fool", "spy"]
    state = make_state(hands, coins=[6, 6, 3, 9, 6, 6, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "inquisitor")
    state, _ = rules.apply(state, ANNA, Inquire(target=SASHA))
    after, _ = rules.apply(state, SASHA, Guess(character=None))
    assert after.coins[SASHA] == 0
    assert after.coins[ANNA] == 9
    assert after.outcome is not None
    assert after.outcome.reason.key == "mascarade-end-broke"
    assert after.outcome.winners == (ANNA, FEDYA)


def test_m5_4_removing_the_true_holder_mid_power_keeps_the_other_liars_fines(rules: Rules) -> None:
    # Anna (the true Witch) announces, Boris and Fedya contest with other cards. Anna is
    # removed while choosing whose fortune to take: her power is lost, but the liars still
    # owe their fines (M-5.4), paid together after the power (M-7.1).
    hands = ["witch", "queen", "judge", "bishop", "king"]
    state = make_state(hands, centre=["fool"], coins=[2, 6, 6, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="witch", slot=0))
    state, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Contest(slot=3)), (DIMA, Pass()))
    assert state.step is not None
    assert state.step.kind == "witch"
    after, events = rules.remove_seat(state, ANNA)
    assert "mascarade-event-power-lost" in public_keys(events)
    assert after.outcome is None
    assert after.coins[BORIS] == after.coins[FEDYA] == 5
    assert after.courthouse == 1 + 1
    assert public_keys(events).count("mascarade-event-fine") == 2


def test_m5_4_removing_a_liar_mid_power_spares_only_that_liar(rules: Rules) -> None:
    hands = ["witch", "queen", "judge", "bishop", "king"]
    state = make_state(hands, centre=["fool"], coins=[2, 6, 6, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="witch", slot=0))
    state, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Contest(slot=3)), (DIMA, Pass()))
    state, _ = rules.remove_seat(state, BORIS)
    after, _ = rules.apply(state, ANNA, WitchSwap(target=None))
    assert after.coins[FEDYA] == 5
    assert after.courthouse == 1


def test_m2_3_the_ban_lasts_one_turn_only(rules: Rules) -> None:
    # Boris is revealed contesting on turn 5, so on turn 6 (his) he may not announce; by his
    # next turn (turn 10) the turn before his was Anna's and revealed nobody: he may again.
    state = make_state(FOUR, current=ANNA, turn=5)
    state, _ = rules.apply(state, ANNA, Announce(character="queen", slot=0))
    state, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()))
    assert state.turn == 6
    assert state.current == BORIS
    assert not any(a.kind == "claim" for a in rules.legal_actions(state, BORIS))
    for seat in (BORIS, SASHA, FEDYA, ANNA):
        keep = Swap(mine=state.owned(seat)[0], other=state.owned((seat + 1) % 4)[0], swap=False)
        state, _ = rules.apply(state, seat, keep)
    assert state.turn == 10
    assert state.current == BORIS
    assert any(a.kind == "claim" for a in rules.legal_actions(state, BORIS))


def _swap_labels(rules: Rules, state: State, seat: int) -> dict[int, int]:
    """Centre card number in the swap menu -> the card (slot) that choice swaps with."""
    menu = rules.menu(state, seat)
    assert menu is not None
    out = {}
    for choice in menu.choices:
        if choice.label.args.get("other") == "centre" and choice.menu is not None:
            (slot,) = {leaf.action.other for leaf in choice.menu.choices if isinstance(leaf.action, Swap)}
            out[int(choice.label.args["other_number"])] = slot
    return out


def test_m1_3_centre_cards_keep_their_numbers_after_a_removal(rules: Rules) -> None:
    # Five players, one centre card (the Cheat, slot 5). Boris is removed: his card joins
    # the centre face down as centre card 2; the Cheat stays centre card 1, so the history
    # ("centre card 1 was the Cheat") and the menus ("swap with centre card 1") still name
    # the same physical card.
    state = make_state(["king", "queen", "judge", "bishop", "witch"], centre=["cheat"])
    opening = state.place_of(5)
    assert opening.number == 1
    state, _ = rules.remove_seat(state, BORIS)
    assert state.place_of(5).number == 1
    assert state.place_of(1).number == 2
    assert _swap_labels(rules, state, ANNA) == {1: 5, 2: 1}
    assert [card.slot for card in public_view(rules, state).centre] == [5, 1]
    state, _ = rules.apply(state, ANNA, Swap(mine=0, other=5, swap=False))
    assert state.history[-1].places[1].number == 1


def test_m1_3_a_second_removal_numbers_its_card_after_the_others(rules: Rules) -> None:
    hands = ["king", "queen", "judge", "bishop", "witch", "fool", "spy", "cheat"]
    state = make_state(hands)
    state, _ = rules.remove_seat(state, DIMA)
    state, _ = rules.remove_seat(state, BORIS)
    assert state.outcome is None
    assert [state.place_of(slot).number for slot in (4, 1)] == [1, 2]
    assert _swap_labels(rules, state, ANNA) == {1: 4, 2: 1}


def _swapped_by_others(state: State, slot: int, turns: Sequence[int]) -> State:
    """Boris swaps-or-not his card with ``slot`` on each of ``turns`` (only he knows)."""
    for turn in turns:
        state.turn = turn
        state.remember("swap", (1, slot), actor=BORIS, swapped=False, knowers=[BORIS])
    return state


def test_m10_2_a_few_unknown_swaps_are_listed_turn_by_turn(rules: Rules, renderer: Renderer) -> None:
    state = make_state(FOUR)
    state.remember("opening", range(4), seen=True)
    state = _swapped_by_others(state, 0, [6, 7, 7, 9])
    (line,) = seat_view(rules, state, ANNA).known
    assert renderer.render("en", line).endswith("it may have been swapped since: turns 6, 7, 9.")


@pytest.mark.parametrize("locale", ["en", "ru"])
def test_m10_2_many_unknown_swaps_are_summarised_within_the_catalogues_limit(
    rules: Rules, renderer: Renderer, locale: str
) -> None:
    # Past about 700 turns a list of every turn outgrows what a Fluent placeable may hold
    # (the panel would read "{???}"); the summary names the first and last turn and counts.
    state = make_state(FOUR)
    state.remember("opening", range(4), seen=True)
    turns = [t for t in range(3, 3000) if t % 3 == 0]
    state = _swapped_by_others(state, 0, turns)
    (line,) = seat_view(rules, state, ANNA).known
    shown = renderer.render(locale, line)
    assert "{" not in shown
    assert f"3–{turns[-1]}" in shown
    assert str(len(turns)) in shown
    assert len(shown) < 300


def test_m1_4_a_removed_or_unknown_seat_is_told_it_is_not_seated(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop", "witch"], centre=["cheat"])
    state, _ = rules.remove_seat(state, BORIS)
    for seat in (BORIS, 7, -1):
        with pytest.raises(IllegalAction) as refused:
            rules.apply(state, seat, Pass())
        assert refused.value.reason.key == "error-not-seated"


def test_m5_2_removing_the_last_player_still_to_answer_closes_the_window(rules: Rules) -> None:
    # Everyone else passed; Dima, the last one asked, is removed: nobody contests (M-5.3),
    # so Anna uses the King's power and the turn passes on.
    state = make_state(["king", "queen", "judge", "bishop", "witch"], centre=["cheat"])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    state, _ = play(rules, state, (BORIS, Pass()), (SASHA, Pass()), (FEDYA, Pass()))
    assert [d.seat for d in rules.pending(state)] == [DIMA]
    after, _ = rules.remove_seat(state, DIMA)
    assert after.coins[ANNA] == 9
    assert after.phase == "turn"
    assert [d.seat for d in rules.pending(after)] == [BORIS]


def test_m6_4_a_removed_player_is_no_longer_among_the_bishops_choices(rules: Rules) -> None:
    state = make_state(["bishop", "queen", "judge", "king", "witch"], centre=["cheat"], coins=[3, 8, 8, 2, 5])
    state, _ = claim_unopposed(rules, state, ANNA, "bishop")
    assert state.step is not None
    assert state.step.choices == [BORIS, SASHA]
    state, _ = rules.remove_seat(state, SASHA)
    assert rules.legal_actions(state, ANNA) == [BishopTake(target=BORIS)]


def _refused(rules: Rules, state: State, seat: int, action: Announce | Peek | Pass | Swap) -> str:
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, seat, action)
    return err.value.reason.key


def test_m2_3_a_first_edition_peek_just_after_a_reveal_is_told_to_swap(rules: Rules) -> None:
    state = make_state(FOUR, current=BORIS)
    state.revealed_last = [BORIS]
    assert _refused(rules, state, BORIS, Peek(slot=1)) == "mascarade-error-must-swap"


def test_m2_2_a_peek_at_another_players_card_is_refused_as_an_illegal_target(rules: Rules) -> None:
    state = make_state(FOUR, current=BORIS)
    assert _refused(rules, state, BORIS, Peek(slot=ANNA)) == "error-illegal-target"


def test_m2_2_a_pass_on_ones_turn_is_not_among_the_choices_now(rules: Rules) -> None:
    state = make_state(FOUR, current=BORIS)
    assert _refused(rules, state, BORIS, Pass()) == "mascarade-error-not-now"


def test_m2_2_an_announcement_on_another_players_card_is_refused_as_an_illegal_target(rules: Rules) -> None:
    # The character is in play (the King): only the card named is wrong.
    state = make_state(FOUR, current=BORIS)
    assert _refused(rules, state, BORIS, Announce(character="king", slot=ANNA)) == "error-illegal-target"


def test_m2_1_a_preparatory_swap_of_someone_elses_card_is_refused_as_an_illegal_target(rules: Rules) -> None:
    # A swap is the one choice of the first four turns: only its cards are wrong here.
    state, _ = rules.setup(6, 3, Options(first_seat=ANNA))
    assert _refused(rules, state, ANNA, Swap(mine=BORIS, other=SASHA, swap=True)) == "error-illegal-target"


def test_m2_3_a_revealed_players_swap_of_someone_elses_card_is_refused_as_an_illegal_target(rules: Rules) -> None:
    # Just revealed (1st edition): a swap is still allowed, so "you must swap" would mislead.
    state = make_state(FOUR, current=BORIS)
    state.revealed_last = [BORIS]
    assert _refused(rules, state, BORIS, Swap(mine=ANNA, other=SASHA, swap=True)) == "error-illegal-target"


def test_m7_an_action_after_the_end_is_refused_as_game_over(rules: Rules) -> None:
    state = make_state(FOUR, coins=[12, 6, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "king")
    assert state.outcome is not None
    assert _refused(rules, state, BORIS, Swap(mine=BORIS, other=ANNA, swap=True)) == "error-game-over"
