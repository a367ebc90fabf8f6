"""A Dance that ends the round while another seat gains a triple (conformance game
MN_SEED=495272125 grimm 248): the triple's token is public although the board that showed
it is cleared at once, and the event non-interference check must count it as public."""

from __future__ import annotations

import random

from bot.engine.core import Event
from cogs.grimm.conformance import HOOKS, scramble
from cogs.grimm.rules import State
from cogs.grimm.rules import actions as a
from tests.engine.harness import Harness
from tests.engine.test_conformance import TEXTS

from .support import RULES, hand_set, play

DANCE = a.Dance(pay="crown", card="cauldron", direction="right")


def _dance_that_ends_the_round(seat_1: str) -> State:
    """Seat 3 (the Beast) dances right and gets its third mirror from seat 4: it wins. Seat 1
    gets cauldrons from seat 3 and from unmasked seat 2's hand, and keeps one of its two:
    a cauldron triple, Hansel's charm, and a pair, the Big Bad Wolf's curse (already
    marked by seat 1)."""
    chars = [["rumpelstiltskin"], [seat_1], ["evil_queen"], ["beast"], ["sleeping_beauty"]]
    dancer = ["crown", "crown", "mirror", "mirror", "cauldron"]
    tableaux = [["treats"], ["cauldron", "cauldron"], [], dancer, ["mirror"]]
    st = hand_set(5, chars, tableaux, active=3, stage="action")
    st.shown = ["dance", "eavesdrop"]
    st.seats[1].marks = ["big_bad_wolf"] if seat_1 != "big_bad_wolf" else []
    st.seats[2].unmasked = ["evil_queen"]
    st.seats[2].hand = ["cauldron"]
    return st


def _tokens(events: list[Event]) -> list[tuple[int, str]]:
    return [(e.text.seats["seat"], e.text.terms["character_term"]) for e in events if e.text.key == "grimm-event-token"]


def test_g4_4_a_triple_token_is_placed_even_when_the_same_dance_ends_the_round() -> None:
    st, events = play(_dance_that_ends_the_round("red_riding_hood"), 3, DANCE)
    assert st.history[0].winner == 3
    assert _tokens(events) == [(1, "grimm-character-hansel")]


def test_g4_8_a_second_boon_triple_loses_to_the_first_clockwise_and_places_no_token() -> None:
    st, events = play(_dance_that_ends_the_round("hansel"), 3, DANCE)
    assert st.history[0].winner == 3
    assert st.history[0].revealed[1] == []  # the losing triple is not revealed (G-8.2)
    assert _tokens(events) == []


def test_scramble_keeps_what_the_moves_tokens_tell_about_their_holder() -> None:
    """G-4.4 with G-7.1: a token on Hansel says seat 1 is not Hansel; a triple of Hansel's
    charm with no token (and nothing blocking it) says seat 1 is Hansel."""
    for seat_1, keeps_hansel in (("red_riding_hood", False), ("hansel", True)):
        st = _dance_that_ends_the_round(seat_1)
        for i in range(60):
            twin = scramble(st, None, random.Random(i), (3, DANCE))
            assert ("hansel" in twin.seats[1].characters) == keeps_hansel, (seat_1, i)


def test_event_secrecy_holds_for_a_dance_that_ends_the_round() -> None:
    harness = Harness(RULES, HOOKS, TEXTS)
    for seat_1 in ("red_riding_hood", "hansel"):
        st = _dance_that_ends_the_round(seat_1)
        after, events = RULES.apply(st, 3, DANCE)
        for i in range(20):
            harness.event_secrecy(st, (3, DANCE), after, events, random.Random(i))
