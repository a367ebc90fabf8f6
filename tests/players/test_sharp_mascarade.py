"""Mascarade's sharp level: the belief on hand-built event sequences, checked against the
true state over whole games, and the player's choices where the rules of thumb are clear."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.boot.registry import load_games
from bot.engine.core import Event
from bot.engine.text import text
from bot.players.base import Level, knowledge_for, move_rng, seen_by
from cogs.mascarade.players.belief import Belief
from cogs.mascarade.players.sharp import HURT, PROGRESS, WIN, SharpMascarade, Table
from cogs.mascarade.rules.actions import Announce, Contest, Pass, Swap
from cogs.mascarade.rules.content import Content
from cogs.mascarade.rules.state import State
from tests.bounds import bounded
from tests.engine.harness import configs
from tests.engine.seeds import BASE_SEED
from tests.registry import computer_move, hooks_for, player_for

RULES: Any = load_games()["mascarade"]
CONTENT: Content = RULES.content
SEEDED = f"MN_SEED={BASE_SEED}"
# Four players, one card each, two centre cards: slots 0-3 are seats 0-3, slots 4-5 the centre.
OPENING = ["judge", "bishop", "king", "queen", "thief", "cheat"]


def ev(key: str, /, to: tuple[int, ...] | None = None, **args: Any) -> Event:
    return Event(text=text(f"mascarade-{key}", **args), to=to)


def opening() -> list[Event]:
    events = []
    for slot, card in enumerate(OPENING):
        where: dict[str, Any] = (
            {"place": "single", "place_seat": slot} if slot < 4 else {"place": "centre", "place_number": slot - 3}
        )
        events.append(ev("event-opening", card_term=f"mascarade-card-{card}", **where))
    return events


def swap(seat: int, other: int) -> Event:
    return ev("event-swap", seat=seat, mine="single", other="single", other_seat=other)


def test_the_opening_makes_every_position_certain() -> None:
    belief = Belief(0, opening())
    assert [belief.best(slot) for slot in range(6)] == [(card, 1.0) for card in OPENING]
    assert belief.aware == [True, True, True, True, False, False]


def test_a_swap_it_did_not_make_leaves_both_positions_even() -> None:
    belief = Belief(0, [*opening(), swap(1, 2)])
    assert belief.row(1) == pytest.approx({"bishop": 0.5, "king": 0.5})
    assert belief.row(2) == pytest.approx({"bishop": 0.5, "king": 0.5})
    assert belief.row(3) == {"queen": 1.0}
    assert not belief.aware[2]  # seat 2 lost track of its card
    assert belief.aware[1]  # seat 1 knows whether it swapped


def test_its_own_swap_follows_the_outcome() -> None:
    done = Belief(0, [*opening(), swap(0, 3), ev("private-swap-done", to=(0,))])
    kept = Belief(0, [*opening(), swap(0, 3), ev("private-swap-kept", to=(0,))])
    assert (done.row(0), done.row(3)) == ({"queen": 1.0}, {"judge": 1.0})
    assert (kept.row(0), kept.row(3)) == ({"judge": 1.0}, {"queen": 1.0})


def test_a_peek_makes_its_card_certain_and_the_partner_follows() -> None:
    peek = ev("private-peek", to=(1,), hand="single", card_term="mascarade-card-king")
    belief = Belief(1, [*opening(), swap(2, 1), peek])
    assert belief.row(1) == {"king": 1.0}
    # The copies add up: the king is at slot 1, so slot 2 holds the bishop.
    assert belief.row(2) == pytest.approx({"bishop": 1.0})


def test_a_reveal_resets_a_mixed_position() -> None:
    reveal = ev("event-reveal", seat=2, hand="single", card_term="mascarade-card-bishop")
    belief = Belief(0, [*opening(), swap(1, 2), reveal])
    assert belief.row(2) == {"bishop": 1.0}
    assert belief.row(1) == pytest.approx({"king": 1.0})
    assert belief.aware[2]


def test_an_unopposed_claim_makes_the_claimed_card_likelier() -> None:
    events = [*opening(), swap(1, 2)]
    claim = [
        ev("event-claim", seat=1, card_term="mascarade-card-king", hand="single"),
        ev("event-unopposed", seat=1, card_term="mascarade-card-king"),
    ]
    before, after = Belief(0, events), Belief(0, [*events, *claim])
    assert after.p(1, "king") > before.p(1, "king")
    assert after.p(2, "king") < before.p(2, "king")
    assert sum(after.p(slot, "king") for slot in range(6)) == pytest.approx(1.0, abs=1e-3)


def test_centre_numbers_follow_a_removal() -> None:
    removed = ev("event-removed", seat=2, n=6)
    centre_swap = ev("event-swap", seat=0, mine="single", other="centre", other_number=1)
    belief = Belief(1, [*opening(), removed, centre_swap])
    # Seat 2's card joined the centre and, by slot order, is now centre card 1.
    assert belief.row(2) == pytest.approx({"judge": 0.5, "king": 0.5})
    assert belief.row(4) == {"thief": 1.0}


def test_the_puppet_master_moves_the_seats_not_the_cards() -> None:
    belief = Belief(0, [*opening(), ev("event-puppet", seat=0, first_seat=1, second_seat=3)])
    assert belief.owner[:4] == [0, 3, 2, 1]
    assert belief.row(1) == {"bishop": 1.0}


@pytest.mark.parametrize("k", range(6), ids=lambda k: f"game{k}-{SEEDED}")
def test_the_belief_never_rules_out_the_true_card(k: int) -> None:
    """Over whole games between both levels, every seat's belief keeps the true card of
    every position possible, and is certain only when right."""
    rng = random.Random(f"{BASE_SEED}:belief:{k}")
    tables = configs(RULES, hooks_for("mascarade"))
    players, options = tables[k % len(tables)]
    state: State
    state, events = RULES.setup(players, rng.randrange(2**31), options)
    history = list(events)
    for _ in bounded(RULES, f"players {players}"):
        if state.finished:
            break
        seat = rng.choice(RULES.pending(state)).seat
        belief = Belief(seat, seen_by(history, seat))
        for slot, sl in enumerate(state.slots):
            assert belief.p(slot, sl.card) > 0, f"seat {seat} ruled out {sl.card} at slot {slot}"
            assert belief.best(slot)[1] < 1 - 1e-9 or belief.best(slot)[0] == sl.card
        level: Level = "sharp" if seat % 2 else "casual"
        state, events = RULES.apply(state, seat, computer_move(RULES, level, state, seat, history))
        history += events


def _first_turn_after_quiet_preparation() -> tuple[Any, list[Event]]:
    """Four players whose preparatory turns swap nothing: every card is known to all."""
    state, events = RULES.setup(4, 11, RULES.options_model())
    history = list(events)
    for _ in bounded(RULES, "the preparatory turns"):
        if state.turn > 4:
            break
        seat = state.current
        mine = state.owned(seat)[0]
        other = next(i for i, sl in enumerate(state.slots) if sl.owner != seat)
        state, events = RULES.apply(state, seat, Swap(mine=mine, other=other, swap=False))
        history += events
    return state, history


def test_it_never_contests_with_a_card_it_knows_it_lacks() -> None:
    state, history = _first_turn_after_quiet_preparation()
    announcer = state.current
    answerer = state.order[(state.order.index(announcer) + 1) % 4]
    # A character the answerer knows it does not hold (and the announcer does not either).
    absent = next(c for c in OPENING if c not in {state.slots[state.owned(answerer)[0]].card})
    claim = Announce(character=absent, slot=state.owned(announcer)[0])
    state, events = RULES.apply(state, announcer, claim)
    history += events
    choice = computer_move(RULES, "sharp", state, answerer, history)
    assert choice == Pass()


def test_it_contests_a_claim_of_the_card_it_knows_it_holds() -> None:
    state, history = _first_turn_after_quiet_preparation()
    announcer = state.current
    answerer = state.order[(state.order.index(announcer) + 1) % 4]
    card = state.slots[state.owned(answerer)[0]].card
    worth = Table(
        me=answerer,
        belief=Belief(answerer, seen_by(history, answerer)),
        coins=dict(enumerate(state.coins)),
        order=tuple(state.order),
        courthouse=state.courthouse,
        edition=CONTENT.editions[state.edition],
        content=CONTENT,
    ).worth(card, answerer)
    state, events = RULES.apply(state, announcer, Announce(character=card, slot=state.owned(announcer)[0]))
    history += events
    choice = computer_move(RULES, "sharp", state, answerer, history)
    assert choice == (Contest(slot=state.owned(answerer)[0]) if worth > 0.3 else Pass())


def test_powers_are_priced_by_the_table() -> None:
    belief = Belief(0, opening())
    table = Table(
        me=0,
        belief=belief,
        coins={0: 10, 1: 6, 2: 9, 3: 2},
        order=(0, 1, 2, 3),
        courthouse=4,
        edition=CONTENT.editions["first"],
        content=CONTENT,
    )
    assert table.worth("judge", 1) == 4  # the courthouse
    assert table.worth("judge", 0) == WIN  # 10 + 4 reaches 13
    assert table.worth("cheat", 0) == WIN  # 10 coins: the Cheat wins
    assert table.worth("cheat", 1) < 0
    assert table.worth("king", 0) == WIN  # 10 + 3 reaches 13
    assert table.worth("king", 1) == 3 + PROGRESS  # coins from the bank bring the end nearer
    # The Bishop takes 2 from the richest other player, who leads: that counts more.
    assert table.worth("bishop", 1) == 2 + HURT * 2
    # 2nd edition: the Beggar is given a coin by each richer player until it has caught up.
    second = Table(
        me=0,
        belief=belief,
        coins={0: 10, 1: 6, 2: 9, 3: 5},
        order=(0, 1, 2, 3),
        courthouse=0,
        edition=CONTENT.editions["second"],
        content=CONTENT,
    )
    assert not CONTENT.editions["second"].character("beggar").money
    assert second.worth("beggar", 3) == 2  # 5 coins: 6 from seat 0; seat 1 (6) is no richer; 7 from seat 2


def test_a_sharp_move_is_the_same_on_every_replay() -> None:
    state, history = _first_turn_after_quiet_preparation()
    seat = state.current
    knowledge = knowledge_for(RULES, state, seat, history)
    moves = {SharpMascarade(CONTENT).choose(knowledge, move_rng(state, seat)) for _ in range(3)}
    assert len(moves) == 1


def _quiet_preparation() -> tuple[Any, list[Event]]:
    """Four players, the first seat first, the Cheat in the centre; every preparatory
    swap-or-not keeps its cards and none touches the Cheat, so every seat knows that no
    player holds it."""
    options = RULES.options_model().model_copy(update={"first_seat": 0})
    seed = next(s for s in range(100) if RULES.setup(4, s, options)[0].slots[4].card == "cheat")
    state, events = RULES.setup(4, seed, options)
    history = list(events)
    for _ in bounded(RULES, "the preparatory turns"):
        if state.turn > 4:
            break
        seat = state.current
        other = next(i for i, sl in enumerate(state.slots) if sl.owner != seat and sl.card != "cheat")
        state, events = RULES.apply(state, seat, Swap(mine=state.owned(seat)[0], other=other, swap=False))
        history += events
    return state, history


def _winning_claim(character: str) -> tuple[Any, list[Event], int, list[int]]:
    """After the quiet preparation, the first seat to play announces ``character`` with
    10 coins, not holding it. Returns the state with the claim open, the history, the
    announcer and the answerers in the order asked."""
    state, history = _quiet_preparation()
    announcer = state.current
    state = state.clone()
    state.coins[announcer] = 10
    claim = Announce(character=character, slot=state.owned(announcer)[0])
    assert state.slots[claim.slot].card != character
    state, events = RULES.apply(state, announcer, claim)
    history += events
    answerers = [state.order[(state.order.index(announcer) + k) % 4] for k in (1, 2, 3)]
    return state, history, announcer, answerers


def test_every_answerer_contests_a_winning_cheat_bluff_with_a_card_it_knows_it_lacks() -> None:
    """M-6.9, M-5.4: the Cheat at 10 coins wins unless contested, and a contest stops a
    bluff whoever holds the card: the fine is nothing beside the game. No answerer counts
    on a later one to contest (each is asked with the claim still uncontested)."""
    state, history, _, answerers = _winning_claim("cheat")
    for seat in answerers:
        assert computer_move(RULES, "sharp", state, seat, history) == Contest(slot=state.owned(seat)[0])
        state, events = RULES.apply(state, seat, Pass())  # the next answerer sees no contest
        history += events


def test_a_claim_reaching_the_winning_fortune_is_contested_too() -> None:
    """M-6.1, M-7.2: the King takes 3 coins and 13 win, so a King at 10 coins wins now;
    the answerer doubts the announcer holds it (its preparatory swap-or-not was unseen)."""
    state, history, _, answerers = _winning_claim("king")
    seat = next(s for s in answerers if state.slots[state.owned(s)[0]].card != "king")
    assert computer_move(RULES, "sharp", state, seat, history) == Contest(slot=state.owned(seat)[0])


def test_a_claim_already_contested_needs_no_second_fine() -> None:
    """Once the view shows a contest the bluff is stopped: a seat that knows it lacks the
    card passes."""
    state, history, _, (first, second, _) = _winning_claim("cheat")
    state, events = RULES.apply(state, first, Contest(slot=state.owned(first)[0]))
    history += events
    assert computer_move(RULES, "sharp", state, second, history) == Pass()


def test_no_contest_whose_fine_ends_the_game_for_someone_else() -> None:
    """M-7.2: a player left with no coins ends the game for the richest: with one coin a
    wrong contest hands the game to the announcer (still the richest after its fine)."""
    state, history, _, answerers = _winning_claim("cheat")
    state = state.clone()
    state.coins[answerers[0]] = 1
    assert computer_move(RULES, "sharp", state, answerers[0], history) == Pass()


def test_sharp_does_not_bluff_a_winning_cheat_the_table_knows_it_lacks() -> None:
    """Others contest a winning claim they doubt (not only with the card): with 10 coins
    and the Cheat in the centre for everyone to see, the sharp player never claims it."""
    state, history = _quiet_preparation()
    state = state.clone()
    state.coins[state.current] = 10
    knowledge = knowledge_for(RULES, state, state.current, history)
    for k in range(30):
        move = SharpMascarade(CONTENT).choose(knowledge, random.Random(k))
        assert not (isinstance(move, Announce) and move.character == "cheat"), move


def test_casual_contests_winning_claims_by_habit_and_never_a_stopped_one() -> None:
    """The casual player cannot follow the announcer's card here: it contests a winning
    claim often but not always, and never once the claim is contested."""
    state, history, _, (first, second, _) = _winning_claim("cheat")
    casual = player_for(RULES, "casual")
    knowledge = knowledge_for(RULES, state, first, history)
    choices = {casual.choose(knowledge, random.Random(k)) for k in range(40)}
    assert choices == {Pass(), Contest(slot=state.owned(first)[0])}
    state, events = RULES.apply(state, first, Contest(slot=state.owned(first)[0]))
    history += events
    knowledge = knowledge_for(RULES, state, second, history)
    assert {casual.choose(knowledge, random.Random(k)) for k in range(40)} == {Pass()}
