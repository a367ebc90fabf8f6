"""G-10.1: an unmasked player's one bet card, taken at once or on a later turn of theirs."""

from __future__ import annotations

import pytest

from bot.engine.core import Decision
from bot.engine.errors import IllegalAction
from bot.i18n import Translator
from cogs.grimm.presentation.board import board_embeds, panel_embed
from cogs.grimm.rules import State
from cogs.grimm.rules import actions as a
from tests.registry import CATALOG

from .support import CONTENT, RULES, hand_set, keys, new_game, play

CHARS = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]]
BEAST = 2  # bane: Glass Slippers


def _beast_unmasked_on_seat_0s_turn() -> tuple[State, int]:
    """Seat 0 gives the Beast its second Glass Slippers with the first card of its turn."""
    st = hand_set(characters=CHARS, tableaux=[[], [], ["glass_slipper"], []], drawn=["glass_slipper"], bets=True)
    st, _ = play(st, 0, a.Give(to=BEAST))
    assert st.seats[BEAST].unmasked == ["beast"]
    return st, st.version


def _toast_unmasking_seat_1_and_the_beast(bet_deck: list[str] | None = None) -> State:
    """Seat 0's Toast draws the two cards that unmask seat 1 and the Beast and gives them one
    each: two players unmasked by one action (``bet_deck``: the bet cards left, else all)."""
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock"], ["disguise"], ["glass_slipper"], []],
        stage="action",
        deck=["glass_slipper", "disguise"],
        bets=True,
    )
    st.shown = ["toast", "gift"]
    if bet_deck is not None:
        st.bet_deck = bet_deck
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, _ = play(st, 0, a.ToastGive(first=1, second=BEAST))
    return st


def test_g10_1_unmasked_on_another_players_turn_is_offered_a_bet_at_once() -> None:
    st, version = _beast_unmasked_on_seat_0s_turn()
    # The offer comes before anything else happens at the table (the round could end, or
    # the card be taken by Secrets, if play went on first).
    assert RULES.pending(st) == [Decision(seat=BEAST, kind="bet", since=version)]
    assert RULES.public_view(st).pending == RULES.pending(st)
    legal = RULES.legal_actions(st, BEAST)
    assert a.Skip() in legal
    assert {x.character for x in legal if isinstance(x, a.TakeBet)} == set(st.bet_deck)
    assert RULES.legal_actions(st, 0) == []
    menu = RULES.menu(st, BEAST)
    assert menu is not None
    assert menu.prompt.key == "grimm-prompt-bet-now"
    assert RULES.seat_view(st, BEAST).decision == "bet"

    st, events = play(st, BEAST, a.TakeBet(character="hansel"))
    assert st.seats[BEAST].bets == ["hansel"]
    assert "hansel" not in st.bet_deck
    assert not st.seats[BEAST].bet_pick
    assert "grimm-event-bet-taken" in keys(events)
    # Play goes on where it stopped: seat 0 kept the second card, and the turns went on.
    assert len(st.seats[0].tableau) == 1
    assert all(d.seat != BEAST for d in RULES.pending(st))
    assert RULES.pending(st)


def test_g10_1_a_declined_offer_stays_open_for_a_later_turn() -> None:
    st, _ = _beast_unmasked_on_seat_0s_turn()
    assert RULES.timeout_action(st, BEAST) == a.Skip()  # R2: the pick is never forced
    st, events = play(st, BEAST, a.Skip())
    assert "grimm-event-bet-declined" in keys(events)
    assert st.seats[BEAST].bets == []
    assert st.seats[BEAST].bet_pick
    # Seat 1 plays its turn; then the Beast's own (unmasked) turn offers the bet again.
    assert st.active == 1
    st, _ = play(st, 1, a.Keep())
    st, _ = play(st, 1, a.Give(to=3))
    if st.stage == "action":
        st, _ = play(st, 1, a.Skip())
    assert (st.active, st.stage) == (BEAST, "hand_give")
    assert a.TakeBet(character="hansel") in RULES.legal_actions(st, BEAST)


def test_g10_1_several_unmasked_at_once_are_asked_together_first_come_first_served() -> None:
    st = _toast_unmasking_seat_1_and_the_beast()
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(1, "bet"), (BEAST, "bet")]
    opened = RULES.pending(st)[0].since
    st, _ = play(st, BEAST, a.TakeBet(character="hansel"))
    assert RULES.pending(st) == [Decision(seat=1, kind="bet", since=opened)]  # seat 1's buttons stay valid
    with pytest.raises(IllegalAction) as err:
        play(st, 1, a.TakeBet(character="hansel"))
    assert err.value.reason.key == "grimm-error-no-bet"
    st, _ = play(st, 1, a.TakeBet(character="evil_queen"))
    assert st.seats[1].bets == ["evil_queen"]
    assert all(d.kind != "bet" for d in RULES.pending(st))


@pytest.mark.parametrize("bets", [True, False])
def test_g10_1_bets_add_secrets_to_the_action_deck(bets: bool) -> None:
    st = new_game(4, bets=bets)
    basic = {action.id for action in CONTENT.actions if action.deck == "basic"}
    assert set(st.shown + st.action_deck) == basic | ({"secrets"} if bets else set())


def test_g10_1_the_last_bet_card_taken_withdraws_the_other_offers_made_with_it() -> None:
    st = _toast_unmasking_seat_1_and_the_beast(bet_deck=["hansel"])
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(1, "bet"), (BEAST, "bet")]
    st, _ = play(st, BEAST, a.TakeBet(character="hansel"))
    assert st.bet_deck == []
    assert all(d.kind != "bet" for d in RULES.pending(st))


def test_g10_1_no_offer_without_bet_cards_or_once_the_round_is_over() -> None:
    st = hand_set(characters=CHARS, tableaux=[[], [], ["glass_slipper"], []], drawn=["glass_slipper"], bets=True)
    st.bet_deck = []
    st, _ = play(st, 0, a.Give(to=BEAST))
    assert all(d.kind != "bet" for d in RULES.pending(st))
    # The second-to-last unmasking ends the round at once: that player takes no bet.
    st = hand_set(characters=CHARS, tableaux=[[], [], ["glass_slipper"], []], drawn=["glass_slipper"], bets=True)
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[3].unmasked = ["cinderella"]
    st, _ = play(st, 0, a.Give(to=BEAST))
    assert st.history[0].winner == 0
    assert all(seat.bets == [] for seat in st.seats)
    assert len(st.bet_deck) == 8


def test_g10_1_unmasked_on_your_own_turn_the_offer_comes_before_the_second_card() -> None:
    st = hand_set(characters=CHARS, tableaux=[["mirror"], [], [], []], drawn=["mirror"], bets=True)
    st, _ = play(st, 0, a.Keep())
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(0, "bet")]
    st, _ = play(st, 0, a.Skip())
    # G-3.5: the second card is still drawn and must be given.
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(0, "give")]


def test_g10_1_the_board_and_the_panel_show_the_offer() -> None:
    st, _ = _beast_unmasked_on_seat_0s_turn()
    t = Translator(CATALOG, "en", lambda s: f"P{s}")
    board = board_embeds(RULES.public_view(st), t)[0]
    assert board.description == "Waiting for #3 P2: take a bet card now?"
    panel = panel_embed(RULES.seat_view(st, BEAST), t)
    assert panel.description == "take a bet card now?"


def test_g5_9_secrets_offers_each_bet_card_left_in_the_deck_ones_own_included() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action", bets=True)
    st.shown = ["secrets", "toast"]
    st.bet_deck = ["evil_queen", "hansel"]
    legal = RULES.legal_actions(st, 0)
    assert [x.character for x in legal if isinstance(x, a.Secrets)] == ["evil_queen", "hansel"]
    st, events = play(st, 0, a.Secrets(pay="clock", character="evil_queen"))
    assert st.seats[0].bets == ["evil_queen"]
    assert st.bet_deck == ["hansel"]
    assert "grimm-event-bet-taken" in keys(events)


def test_g10_1_an_unmasked_player_takes_one_bet_card_only() -> None:
    st = hand_set(characters=CHARS, stage="hand_give", active=1, bets=True)
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[1].hand = ["clock"]
    st.seats[1].bets = ["beast"]
    st.bet_deck = ["hansel", "snow_white"]
    assert not any(isinstance(x, a.TakeBet) for x in RULES.legal_actions(st, 1))
    with pytest.raises(IllegalAction) as err:
        play(st, 1, a.TakeBet(character="hansel"))
    assert err.value.reason.key == "grimm-error-no-bet"


def test_g11_1_the_bet_cards_left_are_shown_only_to_the_player_choosing_one() -> None:
    """G-10.1 lets the player choose which bet card to take, so their menu names the cards
    left in the deck; G-11.1 makes only the count per player public, so no choice naming a
    bet card is offered on the public turn message."""
    st, _ = _beast_unmasked_on_seat_0s_turn()
    menu = RULES.menu(st, BEAST)
    assert menu is not None
    bet_choices = [c for c in menu.choices if isinstance(c.action, a.TakeBet)]
    assert {c.action.character for c in bet_choices if isinstance(c.action, a.TakeBet)} == set(st.bet_deck)
    assert not any(c.quick for c in bet_choices)
    assert all(RULES.menu(st, seat) is None for seat in range(len(st.seats)) if seat != BEAST)


def test_g10_1_a_bet_offer_answered_last_lets_the_token_asked_with_it_be_placed() -> None:
    # Seat 0 (True Reflection) toasts the Beast his second Glass Slippers and Cinderella a
    # Crown: the Beast is offered a bet and Cinderella asked for a token, at once. She
    # answers first; once the Beast declines, her token is placed and play goes on.
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock"], [], ["glass_slipper"], []],
        stage="action",
        deck=["crown", "glass_slipper"],
        bets=True,
    )
    st.shown = ["toast", "eavesdrop"]
    st.seats[0].ability = "true_reflection"
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, _ = play(st, 0, a.ToastGive(first=BEAST, second=3))
    assert sorted((d.seat, d.kind) for d in RULES.pending(st)) == [(BEAST, "bet"), (3, "evidence")]
    st, _ = play(st, 3, a.Mark(character="hansel"))
    assert st.seats[3].marks == []  # shown once every answer is in (G-5.2)
    st, events = play(st, BEAST, a.Skip())
    assert st.seats[3].marks == ["hansel"]
    assert [e.text.seats for e in events if e.text.key == "grimm-event-token"] == [{"seat": 3}]
    assert st.requests == []
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(1, "keep")]


@pytest.mark.parametrize("seed", range(12))
def test_r2_a_timed_out_unmasked_turn_gives_a_card_and_never_takes_the_bet(seed: int) -> None:
    st = hand_set(characters=CHARS, stage="hand_give", active=BEAST, bets=True)
    st.seed = seed
    st.seats[BEAST].unmasked = ["beast"]
    st.seats[BEAST].hand = ["clock", "crown"]
    st.seats[BEAST].bet_pick = True
    st.bet_deck = [c for c in CONTENT.character_ids if c != "beast"]
    timed_out = RULES.timeout_action(st, BEAST)
    assert isinstance(timed_out, a.HandGive)
    assert timed_out in RULES.legal_actions(st, BEAST)
