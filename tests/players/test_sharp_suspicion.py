"""Suspicion's sharp level: the information a question brings, the guess table, what the
seat has shown of itself, and its questions and guesses over whole games."""

from __future__ import annotations

import math
import random
from typing import Any

import pytest

from bot.boot.registry import load_games
from bot.engine.core import Event
from bot.engine.text import text
from bot.players.base import Level, knowledge_for, move_rng, seen_by
from cogs.suspicion.players.casual import candidates
from cogs.suspicion.players.sharp import exposure, guess_sheet, guess_table, guest_odds, split_bits
from cogs.suspicion.rules.actions import AskSeat, Guess
from cogs.suspicion.rules.views import SeatView
from tests.bounds import bounded
from tests.engine.harness import configs
from tests.engine.seeds import BASE_SEED
from tests.registry import computer_move, hooks_for, player_for

RULES: Any = load_games()["suspicion"]
CONTENT = RULES.content
SEEDED = f"MN_SEED={BASE_SEED}"


def test_an_even_split_is_one_bit_and_a_known_answer_none() -> None:
    assert split_bits([True, False]) == pytest.approx(1.0)
    assert split_bits([True, True, False, False]) == pytest.approx(1.0)
    assert split_bits([True, True, True]) == 0.0
    assert split_bits([]) == 0.0
    assert split_bits([True, False, False, False]) == pytest.approx(-(0.25 * math.log2(0.25) + 0.75 * math.log2(0.75)))


def test_a_guest_pinned_on_one_seat_is_unlikely_for_another() -> None:
    table = guess_table({1: {"a"}, 2: {"a", "b"}}, ["a", "b", "c"])
    assert table[1] == pytest.approx({"a": 1.0})
    assert table[2]["b"] > table[2]["a"]
    assert sum(table[2].values()) == pytest.approx(1.0)


def _start(players: int = 4, seed: int = 3) -> tuple[Any, list[Event], SeatView]:
    state, events = RULES.setup(players, seed, RULES.options_model())
    view: SeatView = RULES.view(state, 0)
    return state, list(events), view


def test_a_search_shows_every_opponent_a_gem_of_its_room() -> None:
    _, events, view = _start()
    room = CONTENT.room_by_id[view.board.positions[view.guest]]
    gem = room.gems[0]
    searched = Event(text=text("suspicion-event-searched", seat=0, gem_term=f"suspicion-gem-{gem}"))
    shown = exposure(CONTENT, view, (*events, searched))
    expected = {g for g, r in view.board.positions.items() if gem in CONTENT.room_by_id[r].gems}
    assert view.guest in expected
    assert shown == {1: expected, 2: expected, 3: expected}


def test_an_answer_given_for_it_narrows_only_what_the_asker_knows() -> None:
    _, events, view = _start()
    positions = view.board.positions
    asked = next(g for g in CONTENT.guest_ids if g != view.guest)
    yes = CONTENT.sees(positions[view.guest], positions[asked])
    answer = Event(
        text=text(
            "suspicion-event-answered-for-you",
            asker_seat=2,
            guest_term=f"suspicion-guest-{asked}",
            answer="yes" if yes else "no",
        ),
        to=(0,),
    )
    shown = exposure(CONTENT, view, (*events, answer))
    assert shown[1] == set(CONTENT.guest_ids)
    assert view.guest in shown[2]
    assert shown[2] == {g for g in CONTENT.guest_ids if CONTENT.sees(positions[g], positions[asked]) == yes}


@pytest.mark.parametrize("k", range(4), ids=lambda k: f"game{k}-{SEEDED}")
def test_it_asks_the_best_split_and_guesses_from_the_grid(k: int) -> None:
    """Over whole games against casual players: every question it asks splits the
    target's candidates at least as well as any other target would, what it has shown of
    itself never rules out its own guest, and every final guess is one of the seat's
    remaining candidates."""
    rng = random.Random(f"{BASE_SEED}:suspicion-sharp:{k}")
    tables = configs(RULES, hooks_for("suspicion"))
    players, options = tables[k % len(tables)]
    state, events = RULES.setup(players, rng.randrange(2**31), options)
    history = list(events)
    sharp = rng.randrange(players)
    guessed = 0
    for _ in bounded(RULES, f"{players} players"):
        if state.finished:
            break
        seat = rng.choice(RULES.pending(state)).seat
        level: Level = "sharp" if seat == sharp else "casual"
        action = computer_move(RULES, level, state, seat, history)
        if seat == sharp:
            view = RULES.view(state, seat)
            seen = seen_by(history, seat)
            assert all(state.secrets[seat].guest in s for s in exposure(CONTENT, view, seen).values())
            left = candidates(CONTENT, view, seen)
            if isinstance(action, AskSeat):
                guest = CONTENT.card_by_number[state.card].action("ask").guest
                positions = view.board.positions
                targets = [a.target for a in knowledge_for(RULES, state, seat, history).legal if isinstance(a, AskSeat)]
                bits = {
                    t: split_bits([CONTENT.sees(positions[g], positions[guest]) for g in sorted(left[t])])
                    for t in targets
                }
                assert bits[action.target] >= max(bits.values()) - 1e-9
            if isinstance(action, Guess):
                guessed += 1
                for other, guess in action.guesses.items():
                    assert guess in left[other] or not left[other]
        state, events = RULES.apply(state, seat, action)
        history += events
    assert guessed == (0 if sharp in state.removed else 1)


def test_a_sharp_move_is_the_same_on_every_replay() -> None:
    state, events, _ = _start()
    seat = RULES.pending(state)[0].seat
    player = player_for(RULES, "sharp")
    moves = {player.choose(knowledge_for(RULES, state, seat, events), move_rng(state, seat)) for _ in range(3)}
    assert len(moves) == 1


def test_chances_count_every_dealing_of_the_invitations() -> None:
    """S-1.5: one invitation per player, none shared: seat 1 is "a" or "b"; seat 2 is "a",
    "b" or "c". Of the four dealings (a,b) (a,c) (b,a) (b,c), seat 2 holds "c" in two."""
    odds = guest_odds({1: {"a", "b"}, 2: {"a", "b", "c"}})
    assert odds[1] == pytest.approx({"a": 0.5, "b": 0.5})
    assert odds[2] == pytest.approx({"a": 0.25, "b": 0.25, "c": 0.5})
    assert guest_odds({1: {"a"}, 2: {"a"}}) == {}  # no dealing agrees


def test_the_sheet_names_distinct_guests_when_that_is_as_likely_right() -> None:
    """S-5.2 allows one guest for several players, but it can be right only once: two
    seats each "a" or "b" even are named "a" and "b", not "a" twice."""
    odds = guest_odds({1: {"a", "b"}, 2: {"a", "b"}, 3: {"a", "b", "c"}})
    sheet = guess_sheet(odds, [1, 2, 3])
    assert sheet == {1: "a", 2: "b", 3: "c"}
    # Strictly likelier right with one guest twice: it is kept.
    skewed = {1: {"a": 0.45, "b": 0.3, "c": 0.25}, 2: {"a": 0.45, "d": 0.3, "e": 0.25}}
    assert guess_sheet(skewed, [1, 2]) == {1: "a", 2: "a"}
    assert guess_sheet({1: {}, 2: {"a": 1.0}}, [1, 2]) == {1: None, 2: "a"}
