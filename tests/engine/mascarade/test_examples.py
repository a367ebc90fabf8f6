"""The worked examples of the 1st-edition rulebook (seed 001), each from a hand-set state.

Seats: Anna 0, Boris 1, Sasha 2 (Boris's left neighbour), Fedya 3, Dima 4, Petya 5.
"""

from __future__ import annotations

from cogs.mascarade.rules import Rules
from cogs.mascarade.rules.actions import (
    Announce,
    Contest,
    Guess,
    Inquire,
    Pass,
    SpyLook,
    SpySwap,
    Swap,
    WitchSwap,
)
from cogs.mascarade.rules.state import State
from tests.bounds import bounded
from tests.engine.mascarade.helpers import (
    ANNA,
    BORIS,
    DIMA,
    FEDYA,
    PETYA,
    SASHA,
    make_state,
    private_to,
)

SIX = ["queen", "king", "judge", "bishop", "witch", "cheat"]


def answer(rules: Rules, state: State, contesters: dict[int, int]) -> State:
    """Everyone asked passes except the seats in ``contesters`` (seat -> slot)."""
    for _ in bounded(state.players, "a contest asks each other player once"):
        if state.phase != "contest":
            break
        assert state.claim is not None
        seat = state.claim.waiting[0]
        action = Contest(slot=contesters[seat]) if seat in contesters else Pass()
        state, _ = rules.apply(state, seat, action)
    return state


def test_anna_swaps_her_card_with_boris(rules: Rules) -> None:
    """ "Anna ... swaps them under the table" — Boris is told nothing."""
    state = make_state(SIX)
    after, events = rules.apply(state, ANNA, Swap(mine=0, other=1, swap=True))
    assert (after.slots[0].card, after.slots[1].card) == ("king", "queen")
    assert private_to(events, BORIS) == []


def test_boris_claims_king_unopposed_takes_three(rules: Rules) -> None:
    state = make_state(SIX, current=BORIS)
    state, _ = rules.apply(state, BORIS, Announce(character="king", slot=1))
    state = answer(rules, state, {})
    assert state.coins[BORIS] == 9


def test_boris_anna_sasha_all_claim_king_none_is_all_pay(rules: Rules) -> None:
    state = make_state(["queen", "thief", "witch", "bishop", "judge", "cheat"], current=BORIS)
    state.cards = sorted([*state.cards, "king"])
    state.slots.append(state.slots[0].model_copy(update={"owner": None, "hand": "centre", "card": "king"}))
    state, _ = rules.apply(state, BORIS, Announce(character="king", slot=1))
    state = answer(rules, state, {SASHA: 2, ANNA: 0})
    assert [state.coins[p] for p in (ANNA, BORIS, SASHA)] == [5, 5, 5]
    assert state.courthouse == 3


def test_sasha_contests_boris_king_and_then_must_swap(rules: Rules) -> None:
    state = make_state(["queen", "thief", "king", "bishop", "judge", "cheat"], current=BORIS)
    state, _ = rules.apply(state, BORIS, Announce(character="king", slot=1))
    state = answer(rules, state, {SASHA: 2})
    assert state.coins[SASHA] == 9
    assert state.coins[BORIS] == 5
    assert state.current == SASHA
    assert {a.kind for a in rules.legal_actions(state, SASHA)} == {"swap"}


def test_anna_spy_unopposed_looks_and_swaps_or_not(rules: Rules) -> None:
    state = make_state(["spy", "king", "judge", "bishop", "witch", "queen"])
    state, _ = rules.apply(state, ANNA, Announce(character="spy", slot=0))
    state = answer(rules, state, {})
    state, events = rules.apply(state, ANNA, SpyLook(target=4))
    seen = [t.terms["card_term"] for t in private_to(events, ANNA)]
    assert seen == ["mascarade-card-spy", "mascarade-card-witch"]
    state, _ = rules.apply(state, ANNA, SpySwap(swap=False))
    assert state.current == BORIS


def test_boris_inquisitor_questions_sasha_fedya_fined_after(rules: Rules) -> None:
    hands = ["king", "inquisitor", "peasant", "queen", "judge", "bishop", "witch", "peasant"]
    state = make_state(hands, current=BORIS)
    state, _ = rules.apply(state, BORIS, Announce(character="inquisitor", slot=1))
    state = answer(rules, state, {FEDYA: 3})
    state, _ = rules.apply(state, BORIS, Inquire(target=SASHA))
    state, events = rules.apply(state, SASHA, Guess(character="judge"))
    keys = [e.text.key for e in events if e.public]
    assert keys.index("mascarade-event-take") < keys.index("mascarade-event-fine")
    assert state.coins[BORIS] == 10
    assert state.coins[SASHA] == 2
    assert state.coins[FEDYA] == 5
    assert state.courthouse == 1


def test_sasha_would_not_pay_had_he_said_peasant(rules: Rules) -> None:
    hands = ["king", "inquisitor", "peasant", "queen", "judge", "bishop", "witch", "peasant"]
    state = make_state(hands, current=BORIS)
    state, _ = rules.apply(state, BORIS, Announce(character="inquisitor", slot=1))
    state = answer(rules, state, {})
    state, _ = rules.apply(state, BORIS, Inquire(target=SASHA))
    state, _ = rules.apply(state, SASHA, Guess(character="peasant"))
    assert state.coins[SASHA] == 6


def test_anna_claims_judge_sasha_collects_before_fines(rules: Rules) -> None:
    state = make_state(["witch", "king", "judge", "bishop", "spy", "queen"], courthouse=4)
    state, _ = rules.apply(state, ANNA, Announce(character="judge", slot=0))
    state = answer(rules, state, {SASHA: 2, DIMA: 4})
    assert state.coins[SASHA] == 10
    assert state.coins[ANNA] == state.coins[DIMA] == 5
    assert state.courthouse == 2


def test_peasant_unopposed_takes_one(rules: Rules) -> None:
    hands = ["peasant", "king", "judge", "peasant", "queen", "bishop", "witch", "fool"]
    state, _ = rules.apply(make_state(hands), ANNA, Announce(character="peasant", slot=0))
    assert answer(rules, state, {}).coins[ANNA] == 7


def test_anna_and_fedya_both_peasants_take_two_each(rules: Rules) -> None:
    hands = ["peasant", "king", "judge", "peasant", "queen", "bishop", "witch", "fool"]
    state, _ = rules.apply(make_state(hands), ANNA, Announce(character="peasant", slot=0))
    state = answer(rules, state, {FEDYA: 3})
    assert state.coins[ANNA] == state.coins[FEDYA] == 8


def test_two_true_peasants_and_a_false_one(rules: Rules) -> None:
    hands = ["peasant", "king", "peasant", "spy", "queen", "bishop", "witch", "judge"]
    state, _ = rules.apply(make_state(hands), ANNA, Announce(character="peasant", slot=0))
    state = answer(rules, state, {FEDYA: 3, SASHA: 2})
    assert state.coins[ANNA] == state.coins[SASHA] == 8
    assert state.coins[FEDYA] == 5


def test_sasha_cheat_with_ten_beats_anna(rules: Rules) -> None:
    state = make_state(["queen", "king", "cheat", "bishop", "witch", "judge"], coins=[11, 6, 10, 6, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="cheat", slot=0))
    state = answer(rules, state, {SASHA: 2})
    assert state.outcome is not None
    assert state.outcome.winners == (SASHA,)


def test_sasha_cheat_with_less_than_ten_anna_pays_and_play_goes_on(rules: Rules) -> None:
    state = make_state(["queen", "king", "cheat", "bishop", "witch", "judge"], coins=[11, 6, 9, 6, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="cheat", slot=0))
    state = answer(rules, state, {SASHA: 2})
    assert state.outcome is None
    assert state.coins[ANNA] == 10


def test_anna_last_coin_fine_after_petya_widow_ends_game(rules: Rules) -> None:
    state = make_state(["queen", "king", "judge", "bishop", "witch", "widow"], coins=[1, 6, 8, 6, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="widow", slot=0))
    state = answer(rules, state, {PETYA: 5})
    assert state.coins[PETYA] == 10
    assert state.coins[ANNA] == 0
    assert state.outcome is not None
    assert state.outcome.winners == (PETYA,)


def test_false_witch_pays_after_the_true_witch_swaps(rules: Rules) -> None:
    state = make_state(["queen", "witch", "judge", "bishop", "king", "cheat"], coins=[1, 6, 9, 6, 6, 6])
    state, _ = rules.apply(state, ANNA, Announce(character="witch", slot=0))
    state = answer(rules, state, {BORIS: 1})
    state, _ = rules.apply(state, BORIS, WitchSwap(target=SASHA))
    # Anna's fine comes after Boris's swap; she pays her last coin and the game ends.
    assert state.coins[:3] == [0, 9, 6]
    assert state.outcome is not None
    assert state.outcome.winners == (BORIS,)
