"""One behaviour per test, named after the rule it checks (rules digest ids)."""

from __future__ import annotations

import json

import pytest

from bot.engine.core import Event, IllegalAction
from bot.engine.text import text
from cogs.mascarade.rules import Options, Rules, State
from cogs.mascarade.rules.actions import (
    Announce,
    BishopTake,
    Contest,
    FoolSwap,
    Guess,
    Inquire,
    Pass,
    Peek,
    PrincessTarget,
    PuppetSwap,
    SpyLook,
    SpySwap,
    Swap,
    WitchSwap,
)
from tests.bounds import bounded
from tests.engine.mascarade.helpers import (
    ANNA,
    BORIS,
    DIMA,
    FEDYA,
    SASHA,
    legal_of,
    make_state,
    play,
    private_to,
    public_keys,
    public_view,
    seat_view,
)

FOUR = ["king", "queen", "judge", "bishop"]


def claim_unopposed(
    rules: Rules, state: State, seat: int, character: str, *, slot: int | None = None
) -> tuple[State, list[Event]]:
    """``seat`` announces and everyone else passes."""
    slot = state.owned(seat)[0] if slot is None else slot
    state, events = rules.apply(state, seat, Announce(character=character, slot=slot))
    for _ in bounded(state.players, "a contest asks each other player once"):
        if state.phase != "contest":
            break
        assert state.claim is not None, "a contest is always about a claim"
        asked = state.claim.waiting[0]
        state, more = rules.apply(state, asked, Pass())
        events += more
    return state, events


def test_m1_1_everyone_starts_with_six_coins(rules: Rules) -> None:
    state, _ = rules.setup(6, 42, Options())
    assert state.coins == [6] * 6
    assert state.courthouse == 0


def test_m1_3_four_players_use_six_cards_two_in_centre(rules: Rules) -> None:
    state, _ = rules.setup(4, 7, Options())
    assert sorted(state.cards) == sorted(["judge", "bishop", "king", "queen", "thief", "cheat"])
    assert sum(1 for s in state.slots if s.owner is None) == 2


def test_m1_3_thirteen_players_use_the_full_table(rules: Rules) -> None:
    state, _ = rules.setup(13, 7, Options())
    assert len(state.cards) == 13
    assert state.cards.count("peasant") == 2


def test_m1_5_opening_reveal_is_public_and_lists_every_card(rules: Rules) -> None:
    state, events = rules.setup(5, 3, Options())
    openings = [e for e in events if e.text.key == "mascarade-event-opening"]
    assert all(e.public for e in openings)
    assert sorted(e.text.terms["card_term"] for e in openings) == sorted(f"mascarade-card-{c}" for c in state.cards)


def test_m1_6_host_may_pick_the_first_player(rules: Rules) -> None:
    state, _ = rules.setup(6, 3, Options(first_seat=4))
    assert state.current == 4


def test_m2_1_preparatory_turns_allow_only_swaps(rules: Rules) -> None:
    state, _ = rules.setup(6, 3, Options(first_seat=0))
    assert {a.kind for a in rules.legal_actions(state, 0)} == {"swap"}
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, 0, Peek(slot=0))
    assert err.value.reason.key == "mascarade-error-preparatory"


def test_m2_2_fifth_turn_offers_swap_peek_and_announce(rules: Rules) -> None:
    state, _ = rules.setup(6, 3, Options(first_seat=0))
    for seat in range(4):
        state, _ = rules.apply(state, seat, rules.timeout_action(state, seat))
    assert state.turn == 5
    assert {a.kind for a in rules.legal_actions(state, 4)} == {"swap", "peek", "claim"}


def test_m2_3_revealed_player_may_not_announce_first_edition(rules: Rules) -> None:
    state = make_state(FOUR, current=BORIS)
    state.revealed_last = [BORIS]
    kinds = {a.kind for a in rules.legal_actions(state, BORIS)}
    assert kinds == {"swap"}
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, BORIS, Announce(character="king", slot=1))
    assert err.value.reason.key == "mascarade-error-revealed"


def test_m2_3_revealed_player_may_peek_second_edition(rules: Rules) -> None:
    state = make_state(["empress", "king", "judge", "bishop"], edition="second", current=BORIS)
    state.revealed_last = [BORIS]
    assert {a.kind for a in rules.legal_actions(state, BORIS)} == {"swap", "peek"}


def test_m2_3_ban_covers_every_hand_in_the_three_player_game(rules: Rules) -> None:
    state = make_state([["king", "queen"], ["judge", "bishop"], ["fool", "witch"]], current=ANNA)
    state.revealed_last = [ANNA]
    assert not any(a.kind == "claim" for a in rules.legal_actions(state, ANNA))


def test_m3_1_swap_is_secret_only_the_actor_learns(rules: Rules) -> None:
    state = make_state(FOUR)
    after, events = rules.apply(state, ANNA, Swap(mine=0, other=1, swap=True))
    assert after.slots[0].card == "queen"
    assert after.slots[1].card == "king"
    assert [t.key for t in private_to(events, ANNA)] == ["mascarade-private-swap-done"]
    assert private_to(events, BORIS) == []
    public = [e for e in events if e.public]
    assert all("swap-done" not in e.text.key and "swap-kept" not in e.text.key for e in public)


def test_m3_1_public_event_is_the_same_whether_or_not_swapped(rules: Rules) -> None:
    state = make_state(FOUR)
    _, swapped = rules.apply(state, ANNA, Swap(mine=0, other=2, swap=True))
    _, kept = rules.apply(state, ANNA, Swap(mine=0, other=2, swap=False))
    assert [e for e in swapped if e.public] == [e for e in kept if e.public]


def test_m4_1_peek_tells_only_the_peeker(rules: Rules) -> None:
    state = make_state(FOUR)
    _, events = rules.apply(state, ANNA, Peek(slot=0))
    (peek,) = private_to(events, ANNA)
    assert peek.terms["card_term"] == "mascarade-card-king"
    assert all("king" not in str(e.text) for e in events if e.public)


def test_m5_1_only_characters_in_play_may_be_announced(rules: Rules) -> None:
    state = make_state(FOUR)
    with pytest.raises(IllegalAction) as err:
        rules.apply(state, ANNA, Announce(character="witch", slot=0))
    assert err.value.reason.key == "mascarade-error-not-in-play"


def test_m5_1_bluffing_is_legal(rules: Rules) -> None:
    state = make_state(FOUR)
    after, _ = claim_unopposed(rules, state, ANNA, "queen")
    assert after.coins[ANNA] == 8


def test_m5_2_contest_window_asks_clockwise_from_the_left(rules: Rules) -> None:
    state = make_state(FOUR, current=SASHA)
    state, _ = rules.apply(state, SASHA, Announce(character="king", slot=2))
    assert [d.seat for d in rules.pending(state)] == [FEDYA]
    state, _ = rules.apply(state, FEDYA, Pass())
    assert [d.seat for d in rules.pending(state)] == [ANNA]


def test_m5_2_each_answer_is_public(rules: Rules) -> None:
    state = make_state(FOUR)
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    _, events = rules.apply(state, BORIS, Pass())
    assert public_keys(events) == ["mascarade-event-pass"]


def test_m5_3_unopposed_claim_is_not_revealed(rules: Rules) -> None:
    after, events = claim_unopposed(rules, make_state(FOUR), ANNA, "king")
    assert "mascarade-event-reveal" not in public_keys(events)
    assert after.coins[ANNA] == 9
    assert after.revealed_last == []


def test_m5_4_contest_reveals_then_holder_acts_then_liars_pay(rules: Rules) -> None:
    state = make_state(FOUR)
    state, _ = rules.apply(state, ANNA, Announce(character="queen", slot=0))
    state, _ = rules.apply(state, BORIS, Contest(slot=1))
    state, events = play(rules, state, (SASHA, Pass()), (FEDYA, Pass()))
    keys = public_keys(events)
    assert keys.index("mascarade-event-reveal") < keys.index("mascarade-event-gain")
    assert keys.index("mascarade-event-gain") < keys.index("mascarade-event-fine")
    assert state.coins[BORIS] == 8
    assert state.coins[ANNA] == 5
    assert state.courthouse == 1
    assert sorted(state.revealed_last) == [ANNA, BORIS]


def test_m5_4_the_last_reveal_is_read_from_the_history_and_stays_after_the_turn(rules: Rules) -> None:
    """The table shows the latest turn's reveals (M-10.1) until a later turn shows a card;
    a state stored with the old ``last_reveal`` list loads, the list ignored."""
    state = make_state(FOUR)
    turn = state.turn
    state, _ = rules.apply(state, ANNA, Announce(character="queen", slot=0))
    state, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()))
    shown = [(r.seat, r.hand, r.card, r.turn) for r in public_view(rules, state).last_reveal]
    assert shown == [(ANNA, "single", "king", turn), (BORIS, "single", "queen", turn)]
    assert [m.actor for m in state.history if m.kind == "reveal"] == [ANNA, BORIS]
    state, _ = rules.apply(state, state.current, legal_of(Swap, rules, state, state.current)[0])
    assert state.turn > turn + 1, "a later turn without a reveal"
    assert [(r.seat, r.turn) for r in public_view(rules, state).last_reveal] == [(ANNA, turn), (BORIS, turn)]
    dumped = json.loads(state.model_dump_json())
    old = State.model_validate({**dumped, "last_reveal": [{"seat": 0, "hand": "single", "card": "king", "turn": turn}]})
    assert old == state


def test_m5_6_nobody_holds_it_all_pay(rules: Rules) -> None:
    state = make_state(FOUR)
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=0))
    state, events = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()))
    assert "mascarade-event-no-holder" in public_keys(events)
    assert state.coins[ANNA] == state.coins[BORIS] == 5
    assert state.courthouse == 2


def test_m5_5_judge_does_not_collect_this_turns_fines(rules: Rules) -> None:
    state = make_state(FOUR, courthouse=3)
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=0))
    state, _ = play(rules, state, (BORIS, Pass()), (SASHA, Contest(slot=2)), (FEDYA, Pass()))
    assert state.coins[SASHA] == 9
    assert state.courthouse == 1


def test_m5_4_contested_cards_are_turned_face_down_again_when_the_turn_ends(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop", "witch"])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    state, events = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()), (DIMA, Pass()))
    assert (state.phase, state.current) == ("turn", BORIS)
    assert state.faceup == []
    assert "mascarade-event-facedown" in public_keys(events)


def test_m7_a_finished_game_is_nobodys_turn(rules: Rules) -> None:
    state = make_state(FOUR, coins=[12, 6, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "king")
    assert state.outcome is not None
    assert rules.progress(state).owner is None


def test_m5_7_true_fool_turns_cards_face_down_first(rules: Rules) -> None:
    state = make_state(["fool", "queen", "judge", "bishop", "king"], centre=["witch"])
    state, _ = rules.apply(state, ANNA, Announce(character="fool", slot=0))
    state, events = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()), (DIMA, Pass()))
    assert state.step is not None
    assert state.step.kind == "fool"
    assert state.faceup == []
    assert "mascarade-event-facedown" in public_keys(events)


def test_m6_1_king_takes_three(rules: Rules) -> None:
    after, _ = claim_unopposed(rules, make_state(FOUR), ANNA, "king")
    assert after.coins[ANNA] == 9
    assert after.bank_paid == 3


def test_m6_2_queen_takes_two(rules: Rules) -> None:
    after, _ = claim_unopposed(rules, make_state(FOUR), ANNA, "queen")
    assert after.coins[ANNA] == 8


def test_m6_3_judge_takes_the_courthouse(rules: Rules) -> None:
    after, _ = claim_unopposed(rules, make_state(FOUR, courthouse=5), ANNA, "judge")
    assert after.coins[ANNA] == 11
    assert after.courthouse == 0


def test_m6_4_bishop_takes_from_richest_other(rules: Rules) -> None:
    state = make_state(FOUR, coins=[5, 6, 9, 7])
    after, _ = claim_unopposed(rules, state, ANNA, "bishop")
    assert after.coins == [7, 6, 7, 7]


def test_m6_4_bishop_chooses_on_a_tie(rules: Rules) -> None:
    state = make_state(FOUR, coins=[3, 8, 8, 2])
    state, _ = claim_unopposed(rules, state, ANNA, "bishop")
    assert state.step is not None
    assert state.step.choices == [BORIS, SASHA]
    with pytest.raises(IllegalAction):
        rules.apply(state, ANNA, BishopTake(target=FEDYA))
    after, _ = rules.apply(state, ANNA, BishopTake(target=SASHA))
    assert after.coins == [5, 8, 6, 2]


def test_m6_5_fool_takes_a_coin_and_swaps_two_others_secretly(rules: Rules) -> None:
    state = make_state(["fool", "queen", "judge", "bishop"], cards=["fool", "queen", "judge", "bishop"])
    state, _ = claim_unopposed(rules, state, ANNA, "fool")
    assert state.coins[ANNA] == 7
    legal = legal_of(FoolSwap, rules, state, ANNA)
    assert all(ANNA not in (state.slots[a.first].owner, state.slots[a.second].owner) for a in legal)
    after, events = rules.apply(state, ANNA, FoolSwap(first=1, second=3, swap=True))
    assert after.slots[1].card == "bishop"
    assert after.slots[3].card == "queen"
    assert [t.key for t in private_to(events, ANNA)] == ["mascarade-private-swap-done"]


def test_m6_5_fool_never_touches_centre_cards(rules: Rules) -> None:
    state = make_state(["fool", "queen", "judge", "bishop"], centre=["king", "thief"])
    state, _ = claim_unopposed(rules, state, ANNA, "fool")
    assert all(
        state.slots[a.first].owner is not None and state.slots[a.second].owner is not None
        for a in legal_of(FoolSwap, rules, state, ANNA)
    )


def test_m6_5_two_player_fool_swaps_opponents_left_and_right_only(rules: Rules) -> None:
    state = make_state([["fool", "queen", "judge"], ["bishop", "king", "witch"]])
    state, _ = claim_unopposed(rules, state, ANNA, "fool", slot=0)
    pairs = {(a.first, a.second) for a in legal_of(FoolSwap, rules, state, ANNA)}
    assert pairs == {(3, 5)}


def test_m6_6_spy_sees_both_cards_privately_then_decides(rules: Rules) -> None:
    state = make_state(["spy", "queen", "judge", "bishop"], centre=["king", "thief"])
    state, _ = claim_unopposed(rules, state, ANNA, "spy")
    state, events = rules.apply(state, ANNA, SpyLook(target=4))
    saw = private_to(events, ANNA)
    assert [t.terms["card_term"] for t in saw] == ["mascarade-card-spy", "mascarade-card-king"]
    assert all(e.to == (ANNA,) for e in events if not e.public)
    assert seat_view(rules, state, ANNA).seen
    assert not seat_view(rules, state, BORIS).seen
    after, _ = rules.apply(state, ANNA, SpySwap(swap=True))
    assert after.slots[0].card == "king"
    assert after.slots[4].card == "spy"


def test_m6_7_witch_swaps_fortunes(rules: Rules) -> None:
    state = make_state(["witch", "queen", "judge", "bishop"], coins=[2, 11, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "witch")
    after, _ = rules.apply(state, ANNA, WitchSwap(target=BORIS))
    assert after.coins[:2] == [11, 2]


def test_m6_7_witch_may_keep_her_fortune(rules: Rules) -> None:
    state = make_state(["witch", "queen", "judge", "bishop"], coins=[2, 11, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "witch")
    after, _ = rules.apply(state, ANNA, WitchSwap(target=None))
    assert after.coins == [2, 11, 6, 6]


def test_m6_8_thief_takes_from_both_neighbours(rules: Rules) -> None:
    state = make_state(["thief", "queen", "judge", "bishop"])
    after, _ = claim_unopposed(rules, state, ANNA, "thief")
    assert after.coins == [8, 5, 6, 5]


def test_m6_9_cheat_with_ten_wins_at_once(rules: Rules) -> None:
    state = make_state(["cheat", "queen", "judge", "bishop"], coins=[10, 6, 6, 6])
    after, _ = claim_unopposed(rules, state, ANNA, "cheat")
    assert after.outcome is not None
    assert after.outcome.winners == (ANNA,)


def test_m6_9_cheat_with_less_does_nothing(rules: Rules) -> None:
    state = make_state(["cheat", "queen", "judge", "bishop"], coins=[9, 6, 6, 6])
    after, _ = claim_unopposed(rules, state, ANNA, "cheat")
    assert after.outcome is None
    assert after.coins == [9, 6, 6, 6]


def test_m6_10_widow_tops_up_to_ten(rules: Rules) -> None:
    state = make_state(["widow", "queen", "judge", "bishop"], coins=[3, 6, 6, 6])
    after, _ = claim_unopposed(rules, state, ANNA, "widow")
    assert after.coins[ANNA] == 10


def test_m6_10_widow_one_short_of_ten_gets_the_one(rules: Rules) -> None:
    state = make_state(["widow", "queen", "judge", "bishop"], coins=[9, 6, 6, 6])
    after, _ = claim_unopposed(rules, state, ANNA, "widow")
    assert after.coins[ANNA] == 10


@pytest.mark.parametrize("coins", [10, 11])
def test_m6_10_widow_with_ten_or_more_gets_nothing_and_the_table_is_told(rules: Rules, coins: int) -> None:
    state = make_state(["widow", "queen", "judge", "bishop"], coins=[coins, 6, 6, 6])
    after, events = claim_unopposed(rules, state, ANNA, "widow")
    assert after.coins[ANNA] == coins
    keys = public_keys(events)
    assert "mascarade-event-widow-nothing" in keys
    assert "mascarade-event-gain" not in keys  # no "takes 0 coins" (exactly ten)


def test_m6_11_lone_peasant_takes_one(rules: Rules) -> None:
    hands = ["peasant", "queen", "judge", "bishop", "king", "witch", "fool", "peasant"]
    after, _ = claim_unopposed(rules, make_state(hands), ANNA, "peasant")
    assert after.coins[ANNA] == 7


def test_m6_12_inquisitor_wrong_guess_pays_four(rules: Rules) -> None:
    hands = ["inquisitor", "queen", "judge", "bishop", "king", "witch", "fool", "spy"]
    state, _ = claim_unopposed(rules, make_state(hands), ANNA, "inquisitor")
    state, _ = rules.apply(state, ANNA, Inquire(target=SASHA))
    assert rules.pending(state)[0].seat == SASHA
    after, _ = rules.apply(state, SASHA, Guess(character="king"))
    assert after.coins[ANNA] == 10
    assert after.coins[SASHA] == 2
    assert SASHA in after.revealed_last


def test_m6_12_inquisitor_right_guess_costs_nothing(rules: Rules) -> None:
    hands = ["inquisitor", "queen", "judge", "bishop", "king", "witch", "fool", "spy"]
    state, _ = claim_unopposed(rules, make_state(hands), ANNA, "inquisitor")
    state, _ = rules.apply(state, ANNA, Inquire(target=SASHA))
    after, _ = rules.apply(state, SASHA, Guess(character="judge"))
    assert after.coins[ANNA] == after.coins[SASHA] == 6


def test_m6_12_guru_target_with_exactly_four_is_not_short(rules: Rules) -> None:
    # Paying all four leaves 0 coins: the game ends as any game with a broke player does
    # (M-7.2), not by the Guru's "fewer than 4" clause.
    hands = ["guru", "king", "judge", "bishop", "empress", "witch", "fool", "spy"]
    state = make_state(hands, edition="second", coins=[6, 6, 4, 9, 6, 6, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "guru")
    state, _ = rules.apply(state, ANNA, Inquire(target=SASHA))
    after, _ = rules.apply(state, SASHA, Guess(character=None))
    assert after.coins[SASHA] == 0
    assert after.outcome is not None
    assert after.outcome.reason.key == "mascarade-end-broke"


def test_m6_12_guru_target_short_of_four_pays_all_and_ends(rules: Rules) -> None:
    hands = ["guru", "king", "judge", "bishop", "empress", "witch", "fool", "spy"]
    state = make_state(hands, edition="second", coins=[6, 6, 3, 9, 6, 6, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "guru")
    state, _ = rules.apply(state, ANNA, Inquire(target=SASHA))
    after, _ = rules.apply(state, SASHA, Guess(character=None))
    assert after.coins[SASHA] == 0
    assert after.outcome is not None
    assert after.outcome.reason.key == "mascarade-end-guru"
    assert after.outcome.winners == (ANNA, FEDYA)  # 9 coins each


def test_m6_13_princess_shows_the_target_card_to_everyone_else(rules: Rules) -> None:
    hands = ["princess", "king", "judge", "bishop", "empress", "witch"]
    state, _ = claim_unopposed(rules, make_state(hands, edition="second"), ANNA, "princess")
    after, events = rules.apply(state, ANNA, PrincessTarget(target=SASHA))
    (shown,) = [e for e in events if e.text.key == "mascarade-private-princess"]
    assert shown.to is not None
    assert SASHA not in shown.to
    assert len(shown.to) == 5
    assert after.coins[ANNA] == 8
    assert SASHA in after.revealed_last


def test_m6_13_puppet_master_swaps_two_players_seats(rules: Rules) -> None:
    hands = ["puppet_master", "king", "judge", "bishop", "empress", "witch"]
    state = make_state(hands, edition="second", coins=[6, 4, 6, 9, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "puppet_master")
    after, _ = rules.apply(state, ANNA, PuppetSwap(first=BORIS, second=FEDYA))
    assert after.coins[ANNA] == 8
    # Each takes over the card and fortune of the seat they move to.
    assert after.coins[BORIS] == 8
    assert after.coins[FEDYA] == 3
    assert after.slots[after.owned(BORIS)[0]].card == "bishop"
    assert after.order == [ANNA, FEDYA, SASHA, BORIS, DIMA, 5]
    assert after.current == FEDYA  # play continues to the Puppet Master's left


def test_m6_13_patron_pays_neighbours_from_the_bank(rules: Rules) -> None:
    hands = ["patron", "king", "judge", "bishop", "empress", "witch"]
    after, _ = claim_unopposed(rules, make_state(hands, edition="second"), ANNA, "patron")
    assert after.coins == [9, 7, 6, 6, 6, 7]


def test_m6_13_beggar_collects_from_richer_players_clockwise(rules: Rules) -> None:
    hands = ["beggar", "king", "judge", "bishop", "empress", "witch"]
    state = make_state(hands, edition="second", coins=[5, 6, 7, 6, 3, 8])
    after, _ = claim_unopposed(rules, state, ANNA, "beggar")
    # 5 < 6 (+1 = 6), not < 6, 6 < 7 (+1 = 7), not < 6, not < 3, 7 < 8 (+1 = 8).
    assert after.coins == [8, 5, 6, 6, 3, 7]


# Richest; as rich as the richest others (not richer: nobody gives); some richer.
@pytest.mark.parametrize(
    ("coins", "told"), [([9, 6, 7, 6, 3, 8], True), ([6, 6, 6, 6, 3, 6], True), ([5, 6, 7, 6, 3, 8], False)]
)
def test_m6_13_the_table_is_told_when_nobody_richer_gives_the_beggar_anything(
    rules: Rules, coins: list[int], told: bool
) -> None:
    hands = ["beggar", "king", "judge", "bishop", "empress", "witch"]
    state = make_state(hands, edition="second", coins=coins)
    _, events = claim_unopposed(rules, state, ANNA, "beggar")
    assert ("mascarade-event-beggar-none" in public_keys(events)) is told


def test_m6_14_payer_short_of_coins_pays_what_they_have(rules: Rules) -> None:
    state = make_state(["thief", "queen", "judge", "bishop"], coins=[6, 1, 6, 6])
    after, _ = claim_unopposed(rules, state, ANNA, "thief")
    assert after.coins[BORIS] == 0
    assert after.coins[ANNA] == 8


def test_m7_1_end_checked_after_whole_thief_step(rules: Rules) -> None:
    state = make_state(["thief", "queen", "judge", "bishop"], coins=[6, 1, 6, 1])
    after, _ = claim_unopposed(rules, state, ANNA, "thief")
    assert after.coins == [8, 0, 6, 0]
    assert after.outcome is not None
    assert after.outcome.winners == (ANNA,)


def test_m7_2_thirteen_coins_wins(rules: Rules) -> None:
    state = make_state(FOUR, coins=[10, 6, 6, 6])
    after, _ = claim_unopposed(rules, state, ANNA, "king")
    assert after.outcome is not None
    assert after.outcome.winners == (ANNA,)
    assert after.outcome.reason.key == "mascarade-end-rich"


def test_m7_2_zero_coins_ends_and_richest_wins(rules: Rules) -> None:
    state = make_state(FOUR, coins=[1, 6, 9, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=0))
    after, _ = play(rules, state, (BORIS, Pass()), (SASHA, Contest(slot=2)), (FEDYA, Pass()))
    assert after.coins[ANNA] == 0
    assert after.outcome is not None
    assert after.outcome.winners == (SASHA,)
    assert after.outcome.reason.key == "mascarade-end-broke"


def test_m7_3_ties_share_the_victory(rules: Rules) -> None:
    state = make_state(FOUR, coins=[1, 9, 9, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=0))
    after, _ = play(rules, state, (BORIS, Pass()), (SASHA, Pass()), (FEDYA, Contest(slot=3)))
    assert after.outcome is not None
    assert after.outcome.winners == (BORIS, SASHA)


def test_m7_4_cheat_wins_before_the_fines(rules: Rules) -> None:
    state = make_state(["queen", "cheat", "judge", "bishop"], coins=[1, 10, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="cheat", slot=0))
    after, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()))
    assert after.outcome is not None
    assert after.outcome.winners == (BORIS,)
    assert after.coins[ANNA] == 1  # the fine was never paid


def test_m8_3_three_player_contester_picks_one_card(rules: Rules) -> None:
    state = make_state([["king", "queen"], ["judge", "bishop"], ["fool", "witch"]])
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=1))
    assert set(rules.legal_actions(state, BORIS)) == {Pass(), Contest(slot=2), Contest(slot=3)}


def test_m9_2_two_player_swap_never_takes_the_protected_card(rules: Rules) -> None:
    state = make_state([["fool", "queen", "judge"], ["bishop", "king", "witch"]])
    others = {a.other for a in rules.legal_actions(state, ANNA) if isinstance(a, Swap)}
    mine = {a.mine for a in rules.legal_actions(state, ANNA) if isinstance(a, Swap)}
    assert others == {3, 5}
    assert mine == {0, 1, 2}


def test_m9_3_two_player_announce_only_with_left_or_right(rules: Rules) -> None:
    state = make_state([["fool", "queen", "judge"], ["bishop", "king", "witch"]])
    slots = {a.slot for a in rules.legal_actions(state, ANNA) if isinstance(a, Announce)}
    assert slots == {0, 2}


def test_m9_3_two_player_contest_may_use_the_protected_card(rules: Rules) -> None:
    state = make_state([["fool", "queen", "judge"], ["bishop", "king", "witch"]])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    assert Contest(slot=4) in rules.legal_actions(state, BORIS)


def test_m10_1_public_view_lacks_hidden_cards(rules: Rules) -> None:
    state = make_state(FOUR)
    dumped = rules.view(state, None).model_dump_json()
    assert '"card"' not in dumped
    assert all(c.face_up is None for s in public_view(rules, state).seats for c in s.cards)


@pytest.mark.parametrize("seed", range(4))
def test_r1_turn_timeout_is_a_swap_without_swapping(rules: Rules, seed: int) -> None:
    # Over several seeds: a random pick among the legal moves must not pass by luck.
    state = make_state(FOUR)
    state.seed = seed
    action = rules.timeout_action(state, ANNA)
    assert action == Swap(mine=0, other=1, swap=False)
    after, _ = rules.apply(state, ANNA, action)
    assert [s.card for s in after.slots] == [s.card for s in state.slots]


def test_r1_the_table_is_told_a_timed_out_turn_is_a_swap_or_not(rules: Rules) -> None:
    note = rules.timeout_note(make_state(FOUR), ANNA)
    assert note is not None
    assert note.key == "mascarade-timeout-turn"


def test_r2_contest_timeout_passes(rules: Rules) -> None:
    state, _ = rules.apply(make_state(FOUR), ANNA, Announce(character="king", slot=0))
    assert rules.timeout_action(state, BORIS) == Pass()


def test_r4_inquisition_timeout_counts_as_wrong(rules: Rules) -> None:
    hands = ["inquisitor", "queen", "judge", "bishop", "king", "witch", "fool", "spy"]
    state, _ = claim_unopposed(rules, make_state(hands), ANNA, "inquisitor")
    state, _ = rules.apply(state, ANNA, Inquire(target=SASHA))
    assert rules.timeout_action(state, SASHA) == Guess(character=None)
    after, _ = rules.apply(state, SASHA, Guess(character=None))
    assert after.coins[SASHA] == 2


def test_r4_bishop_tie_timeout_picks_a_richest_player(rules: Rules) -> None:
    state, _ = claim_unopposed(rules, make_state(FOUR, coins=[3, 8, 8, 2]), ANNA, "bishop")
    assert rules.timeout_action(state, ANNA) in (BishopTake(target=BORIS), BishopTake(target=SASHA))


def test_decision_since_is_the_version_it_opened_at(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop", "witch", "fool"])
    state, _ = rules.apply(state, ANNA, Swap(mine=0, other=1, swap=False))
    (decision,) = rules.pending(state)
    assert (decision.seat, decision.since) == (BORIS, 1)
    state, _ = rules.remove_seat(state, DIMA)
    (still,) = rules.pending(state)
    assert still == decision
    assert state.version == 2


def test_m1_1_removing_the_player_whose_turn_it_is_opens_the_next_turn_at_that_version(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop", "witch", "fool"], current=BORIS)
    state, _ = rules.apply(state, BORIS, Swap(mine=1, other=2, swap=False))
    state, _ = rules.remove_seat(state, SASHA)
    (decision,) = rules.pending(state)
    assert (decision.seat, decision.since) == (FEDYA, 2)
    assert state.version == 2


def test_remove_seat_mid_turn_passes_the_turn_and_returns_coins(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop", "witch", "fool"], current=BORIS)
    after, _ = rules.remove_seat(state, BORIS)
    assert after.current == SASHA
    assert after.coins[BORIS] == 0
    assert after.bank_taken == 6
    assert after.slots[1].owner is None
    assert after.outcome is None


def test_remove_seat_withdraws_an_unrevealed_claim(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop", "witch", "fool"])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    after, events = rules.remove_seat(state, ANNA)
    assert "mascarade-event-claim-withdrawn" in public_keys(events)
    assert after.current == BORIS
    assert after.phase == "turn"


def test_remove_seat_skips_an_unanswered_contest_question(rules: Rules) -> None:
    state = make_state(["king", "queen", "judge", "bishop", "witch", "fool"])
    state, _ = rules.apply(state, ANNA, Announce(character="king", slot=0))
    after, _ = rules.remove_seat(state, BORIS)
    assert rules.pending(after)[0].seat == SASHA


def test_remove_seat_from_a_four_player_game_ends_with_no_winner(rules: Rules) -> None:
    after, events = rules.remove_seat(make_state(FOUR), SASHA)
    assert after.outcome is not None
    assert after.outcome.winners == ()
    assert after.outcome.reason == text("mascarade-end-removed-few", seat=SASHA, n=3, low=4)
    assert events[-1].public


def test_remove_seat_during_own_power_loses_the_power(rules: Rules) -> None:
    state = make_state(["witch", "queen", "judge", "bishop", "king", "fool"], coins=[2, 11, 6, 6, 6, 6])
    state, _ = claim_unopposed(rules, state, ANNA, "witch")
    after, events = rules.remove_seat(state, ANNA)
    assert "mascarade-event-power-lost" in public_keys(events)
    assert after.coins[BORIS] == 11
    assert after.current == BORIS


def test_m6_13_puppet_master_contester_play_continues_from_the_turn_seat(rules: Rules) -> None:
    """Anna (seat 0) announces; the true Puppet Master, Boris (seat 1),
    contests and swaps Anna and Fedya (seat 3). Play goes on from seat 0, where Fedya now
    sits: Boris, on its left, plays next — nobody is skipped."""
    hands = ["king", "puppet_master", "judge", "bishop", "empress", "witch"]
    state = make_state(hands, edition="second")
    state, _ = rules.apply(state, ANNA, Announce(character="puppet_master", slot=0))
    state, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()), (DIMA, Pass()))
    state, _ = rules.apply(state, 5, Pass())
    assert rules.pending(state)[0].seat == BORIS
    after, _ = rules.apply(state, BORIS, PuppetSwap(first=ANNA, second=FEDYA))
    assert after.order == [FEDYA, BORIS, SASHA, ANNA, DIMA, 5]
    assert after.current == BORIS
    assert after.turn == state.turn + 1
    # Anna's fine follows her to her new seat; the M-2.3 ban follows the people.
    assert after.coins[ANNA] == 5 - 1
    assert sorted(after.revealed_last) == [ANNA, BORIS]


def test_m6_13_announcer_moved_into_the_seat_on_the_left_plays_that_seats_turn(rules: Rules) -> None:
    """The edge of the ruling: Sasha, the true Puppet Master, moves Anna (the announcer,
    seat 0) into Boris's seat 1. The turn goes to the seat left of seat 0 — now Anna's."""
    hands = ["king", "witch", "puppet_master", "bishop", "empress", "judge"]
    state = make_state(hands, edition="second")
    state, _ = rules.apply(state, ANNA, Announce(character="puppet_master", slot=0))
    state, _ = play(rules, state, (BORIS, Pass()), (SASHA, Contest(slot=2)), (FEDYA, Pass()), (DIMA, Pass()))
    state, _ = rules.apply(state, 5, Pass())
    after, _ = rules.apply(state, SASHA, PuppetSwap(first=ANNA, second=BORIS))
    assert after.order[:3] == [BORIS, ANNA, SASHA]
    assert after.current == ANNA
    # Revealed last turn, Anna may not announce on this one (M-2.3 follows the person).
    assert not any(a.kind == "claim" for a in rules.legal_actions(after, ANNA))


def test_m6_13_puppet_master_announcer_play_continues_to_its_left(rules: Rules) -> None:
    hands = ["puppet_master", "king", "judge", "bishop", "empress", "witch"]
    state, _ = claim_unopposed(rules, make_state(hands, edition="second"), ANNA, "puppet_master")
    after, _ = rules.apply(state, ANNA, PuppetSwap(first=BORIS, second=5))
    assert after.order == [ANNA, 5, SASHA, FEDYA, DIMA, BORIS]
    assert after.current == 5


EIGHT_WITH_PEASANTS = ["judge", "bishop", "king", "fool", "queen", "witch", "peasant", "peasant"]


def test_m1_4_removal_leaving_peasants_under_eight_players_ends_with_no_winner(rules: Rules) -> None:
    """7 players may not play with the Peasants (8+), though the 8 cards
    alone would fit 7 players with one in the centre."""
    after, events = rules.remove_seat(make_state(EIGHT_WITH_PEASANTS), DIMA)
    assert after.outcome is not None
    assert after.outcome.winners == ()
    assert after.outcome.reason == text(
        "mascarade-end-removed-card", seat=DIMA, n=7, low=8, card_term="mascarade-card-peasant"
    )
    assert events[-1].public
    assert rules.pending(after) == []


def test_m1_4_removal_leaving_the_inquisitor_under_eight_players_ends(rules: Rules) -> None:
    hands = ["judge", "bishop", "king", "fool", "queen", "witch", "inquisitor", "widow"]
    after, _ = rules.remove_seat(make_state(hands), BORIS)
    assert after.outcome is not None
    assert after.outcome.reason.key == "mascarade-end-removed-card"
    assert after.outcome.reason.terms == {"card_term": "mascarade-card-inquisitor"}


def test_m1_4_removal_leaving_the_puppet_master_under_its_printed_minimum_ends(rules: Rules) -> None:
    """2nd edition: the Puppet Master's card prints 6+ (kept in the content file)."""
    hands = ["judge", "bishop", "empress", "king", "witch", "puppet_master"]
    after, _ = rules.remove_seat(make_state(hands, edition="second"), FEDYA)
    assert after.outcome is not None
    assert after.outcome.winners == ()
    assert after.outcome.reason == text(
        "mascarade-end-removed-card", seat=FEDYA, n=5, low=6, card_term="mascarade-card-puppet_master"
    )


def test_m1_4_removal_keeping_every_minimum_goes_on(rules: Rules) -> None:
    hands = ["judge", "bishop", "empress", "king", "witch", "puppet_master", "fool"]
    after, _ = rules.remove_seat(make_state(hands, edition="second"), FEDYA)
    assert after.outcome is None
    assert len(after.order) == 6


def test_m1_4_removal_leaving_too_many_cards_ends_with_no_winner(rules: Rules) -> None:
    """6 players with a centre card become 5, who must play with exactly 6 cards."""
    hands = ["judge", "bishop", "king", "queen", "witch", "cheat"]
    after, _ = rules.remove_seat(make_state(hands, centre=["thief"]), SASHA)
    assert after.outcome is not None
    assert after.outcome.reason == text("mascarade-end-removed-count", seat=SASHA, n=5, cards=7, low=6, high=6)


def test_m8_removal_from_a_three_player_game_ends_with_no_winner(rules: Rules) -> None:
    state = make_state([["king", "queen"], ["judge", "bishop"], ["fool", "witch"]])
    after, _ = rules.remove_seat(state, BORIS)
    assert after.outcome is not None
    assert after.outcome.winners == ()
    assert after.outcome.reason == text("mascarade-end-removed-small", seat=BORIS)


# Rulings where the rulebooks are silent (docs/rulings.md), one test each.


def test_m7_1_inquisitor_payment_is_checked_before_the_fines(rules: Rules) -> None:
    """The payment is part of the Inquisitor's power: a target left at 0 ends the game
    at that check, so Fedya, an impostor on his last coin, never pays his fine."""
    hands = ["king", "inquisitor", "peasant", "queen", "judge", "bishop", "witch", "peasant"]
    state = make_state(hands, current=BORIS, coins=[6, 6, 4, 1, 6, 6, 9, 6])
    state, _ = rules.apply(state, BORIS, Announce(character="inquisitor", slot=1))
    state, _ = play(rules, state, (SASHA, Pass()), (FEDYA, Contest(slot=3)), (DIMA, Pass()))
    state, _ = play(rules, state, (5, Pass()), (6, Pass()), (7, Pass()), (ANNA, Pass()))
    state, _ = rules.apply(state, BORIS, Inquire(target=SASHA))
    after, events = rules.apply(state, SASHA, Guess(character="king"))
    assert after.coins[SASHA] == 0
    assert after.coins[BORIS] == 10
    assert after.outcome is not None
    assert after.outcome.winners == (BORIS,)
    assert after.coins[FEDYA] == 1
    assert after.courthouse == 0
    assert "mascarade-event-fine" not in public_keys(events)


def test_m6_6_second_edition_spy_may_look_at_and_take_a_centre_card(rules: Rules) -> None:
    hands = ["spy", "king", "judge", "witch", "cheater"]
    state = make_state(hands, edition="second", centre=["empress"])
    state, _ = claim_unopposed(rules, state, ANNA, "spy")
    assert SpyLook(target=5) in rules.legal_actions(state, ANNA)
    state, events = rules.apply(state, ANNA, SpyLook(target=5))
    assert private_to(events, ANNA)[1].terms["card_term"] == "mascarade-card-empress"
    after, _ = rules.apply(state, ANNA, SpySwap(swap=True))
    assert (after.slots[0].card, after.slots[5].card) == ("empress", "spy")


def test_m3_1_second_edition_swap_may_take_a_centre_card_at_six_players(rules: Rules) -> None:
    """The 2nd-edition rulebook names the centre only at 4–5 players; its own-scenario rule
    allows 1–2 centre cards at 6+, and they are swappable there too."""
    hands = ["judge", "bishop", "empress", "patron", "witch", "beggar"]
    state = make_state(hands, edition="second", centre=["king"])
    assert Swap(mine=0, other=6, swap=True) in rules.legal_actions(state, ANNA)


@pytest.mark.parametrize("seed", range(4))
def test_r4_a_timed_out_witch_swaps_nothing(rules: Rules, seed: int) -> None:
    state = make_state(["witch", "queen", "judge", "bishop"], coins=[1, 6, 9, 3])
    state.seed = seed
    state, _ = claim_unopposed(rules, state, ANNA, "witch")
    assert rules.timeout_action(state, ANNA) == WitchSwap(target=None)


def test_r4_timed_out_spy_looks_at_a_random_card_then_swaps_nothing(rules: Rules) -> None:
    state = make_state(["spy", "queen", "judge", "bishop"], centre=["king", "thief"])
    state, _ = claim_unopposed(rules, state, ANNA, "spy")
    look = rules.timeout_action(state, ANNA)
    assert isinstance(look, SpyLook)
    assert look in rules.legal_actions(state, ANNA)
    state, events = rules.apply(state, ANNA, look)
    assert len(private_to(events, ANNA)) == 2  # the Spy still learns both cards
    assert rules.pending(state)[0].kind == "spy_swap"  # the swap is a decision of its own
    keep = rules.timeout_action(state, ANNA)
    assert keep == SpySwap(swap=False)
    after, _ = rules.apply(state, ANNA, keep)
    assert [s.card for s in after.slots] == [s.card for s in state.slots]
    assert after.current == BORIS


def test_m2_1_removing_the_player_on_a_preparatory_turn_counts_that_turn(rules: Rules) -> None:
    state, _ = rules.setup(6, 3, Options(first_seat=0))
    state, _ = rules.apply(state, ANNA, rules.timeout_action(state, ANNA))
    assert (state.turn, state.current) == (2, BORIS)
    after, _ = rules.remove_seat(state, BORIS)
    assert (after.turn, after.current) == (3, SASHA)
    assert rules.pending(after)[0].kind == "prep"


def test_m2_1_removing_another_player_keeps_four_preparatory_turns(rules: Rules) -> None:
    """Sasha leaves before her preparatory turn: the four preparatory turns go to Anna,
    Boris, Fedya and Dima, whose turn would otherwise have been the first full one."""
    state, _ = rules.setup(6, 3, Options(first_seat=0))
    state, _ = rules.remove_seat(state, SASHA)
    kinds = []
    for _ in range(5):
        (decision,) = rules.pending(state)
        kinds.append((decision.seat, decision.kind))
        state, _ = rules.apply(state, decision.seat, rules.timeout_action(state, decision.seat))
    assert kinds == [(ANNA, "prep"), (BORIS, "prep"), (FEDYA, "prep"), (DIMA, "prep"), (5, "turn")]


CUSTOM_EIGHT = ("judge", "king", "queen", "widow", "spy", "witch", "thief", "cheat")


def test_m1_4_stored_custom_set_never_starts_a_two_or_three_player_game(rules: Rules) -> None:
    """A custom set is for 4+ (M-1.4); it is never silently dropped for the fixed set."""
    low, _ = rules.player_range(Options(custom_set=CUSTOM_EIGHT))
    assert low == 6
    for players in (2, 3):
        with pytest.raises(IllegalAction) as err:
            rules.setup(players, 1, Options(custom_set=CUSTOM_EIGHT))
        assert err.value.reason == text("error-player-count", n=players, least=6, most=8)
    # A set valid for no size keeps the edition's range, and setup says why it cannot start.
    broken = ("king", "queen", "bishop", "witch", "thief", "spy")
    assert rules.player_range(Options(custom_set=broken)) == (2, 13)
    with pytest.raises(IllegalAction) as err:
        rules.setup(3, 1, Options(custom_set=broken))
    assert err.value.reason.key == "mascarade-set-small-table"
    # Clearing the set plays the fixed six-card game.
    state, _ = rules.setup(3, 1, Options())
    assert sorted(state.cards) == ["bishop", "fool", "judge", "king", "queen", "witch"]
