"""One behaviour per test, named by the rule it checks (G-x.y in the rules digest)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.text import text
from cogs.grimm.rules import Options
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.state import Request

from .support import CONTENT, RULES, hand_set, keys, legal_of, new_game, play

CHARS = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]]


def test_g2_3_draft_row_is_players_plus_two_taken_in_turn_order() -> None:
    st = new_game(4, seed=3, first_seat=2)
    assert len(st.row) == 6
    assert st.stage == "draft"
    assert st.active == 2
    for seat in (2, 3, 0, 1):
        assert [d.seat for d in RULES.pending(st)] == [seat]
        st, _ = play(st, seat, a.Pick(card=st.row[0]))
    assert all(len(s.tableau) == 1 for s in st.seats)
    assert len(st.discard) == 2
    assert st.active == 2
    assert st.stage == "keep"


def test_g2_3_each_draft_pick_is_a_decision_of_its_own() -> None:
    # The draft is nobody's turn: a pick's timer starts when that pick is asked for.
    st = new_game(4, seed=3, first_seat=2)
    for seat in (2, 3, 0, 1):
        (pick,) = RULES.pending(st)
        assert (pick.seat, pick.began) == (seat, pick.since)
        assert RULES.progress(st).owner is None
        st, _ = play(st, seat, a.Pick(card=st.row[0]))


def test_g9_1_two_players_are_dealt_two_characters_each() -> None:
    st = new_game(2, seed=5)
    assert [len(seat.characters) for seat in st.seats] == [2, 2]
    assert len(st.char_deck) == len(CONTENT.character_ids) - 4


def test_g9_2_two_players_pick_from_six_until_two_each() -> None:
    st = new_game(2, seed=5, first_seat=0)
    assert len(st.row) == 6
    for seat in (0, 1, 0, 1):
        st, _ = play(st, seat, a.Pick(card=st.row[-1]))
    assert [len(s.tableau) for s in st.seats] == [2, 2]
    assert len(st.discard) == 2


def test_g2_2_two_actions_shown_point_finger_always() -> None:
    st = new_game(4, seed=7)
    assert len(st.shown) == 2
    assert set(st.shown) <= {a.id for a in CONTENT.actions}
    assert "secrets" not in st.shown
    assert "point_finger" not in st.shown


def test_g9_3_two_players_round_two_shows_the_other_two() -> None:
    st = new_game(2, seed=11)
    first = set(st.shown)
    assert first <= {"gift", "pickpocket", "toast", "eavesdrop"}
    assert set(st.action_deck) == {"gift", "pickpocket", "toast", "eavesdrop"} - first


def test_g3_1_first_card_is_private_and_second_goes_the_other_way() -> None:
    st = hand_set(characters=CHARS, drawn=["clock"], deck=["spindle"])
    menu = RULES.menu(st, 0)
    assert menu is not None
    assert len(menu.choices) == 4
    st, events = play(st, 0, a.Keep())
    drawn = [e for e in events if e.text.key == "grimm-private-drawn"]
    assert drawn
    assert all(e.to == (0,) for e in drawn)
    assert st.stage == "give"
    assert st.drawn == ["spindle"]
    with pytest.raises(IllegalAction):
        play(st, 0, a.Keep())
    st, _ = play(st, 0, a.Give(to=2))
    assert st.seats[2].tableau == ["spindle"]
    assert st.seats[0].tableau == ["clock"]


def test_g3_1_giving_the_first_card_keeps_the_second() -> None:
    st = hand_set(characters=CHARS, drawn=["clock"], deck=["spindle"])
    st, _ = play(st, 0, a.Give(to=1))
    assert st.seats[1].tableau == ["clock"]
    assert st.seats[0].tableau == ["spindle"]


def test_g3_6_cannot_give_to_unmasked_player() -> None:
    st = hand_set(characters=CHARS, drawn=["clock"])
    st.seats[1].unmasked = ["red_riding_hood"]
    with pytest.raises(IllegalAction) as err:
        play(st, 0, a.Give(to=1))
    assert err.value.reason.key == "grimm-error-not-recipient"


def test_g4_1_bane_pair_unmasks_and_the_giver_gains_a_rose() -> None:
    st = hand_set(characters=CHARS, tableaux=[[], ["disguise"], [], []], drawn=["disguise"])
    st, events = play(st, 0, a.Give(to=1))
    assert st.seats[1].unmasked == ["red_riding_hood"]
    # (seat 1's own unmasked turn has already drawn a third card into the hand)
    assert st.seats[1].hand[:2] == ["disguise", "disguise"]
    assert st.seats[1].tableau == []
    assert st.seats[0].roses == 1
    assert "grimm-event-unmasked" in keys(events)


def test_g4_1_keeping_your_own_bane_pair_earns_nobody_a_rose() -> None:
    st = hand_set(characters=CHARS, tableaux=[["mirror"], [], [], []], drawn=["mirror"])
    st, _ = play(st, 0, a.Keep())
    assert st.seats[0].unmasked == ["evil_queen"]
    assert all(s.roses == 0 for s in st.seats)
    # G-3.5: the second card is still drawn and must be given; no action follows.
    assert st.stage == "give"


def test_g4_3_three_of_your_boon_wins_the_round() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"])
    st, events = play(st, 0, a.Keep())
    assert st.history[0].winner == 0
    assert st.seats[0].trophies == [1]
    assert "grimm-event-round-won" in keys(events)
    assert st.round == 2


def test_g4_5_boon_triple_beats_bane_pair_in_the_same_delivery() -> None:
    # Toast hands seat 1 a Treats (boon, third) and a Disguise (bane, second) at once.
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock"], ["treats", "treats", "disguise"], [], []],
        stage="action",
        deck=["disguise", "treats"],
    )
    st.shown = ["toast", "gift"]
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, _ = play(st, 0, a.ToastGive(first=1, second=1))
    assert st.history[0].winner == 1
    assert st.history[0].revealed[1] == ["red_riding_hood"]


def test_g4_7_jump_from_one_to_three_crosses_both_thresholds() -> None:
    # Gift: seat 0 receives two Spindles from seat 2 and already holds one.
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock", "spindle", "cauldron"], [], ["spindle", "spindle"], []],
        stage="action",
    )
    st.shown = ["gift", "toast"]
    st, _ = play(st, 0, a.Gift(pay="clock", card="cauldron", to=2))
    # Spindle: Sleeping Beauty's bane (pair) and Rumpelstiltskin's boon (triple).
    assert st.seats[0].marks == ["sleeping_beauty", "rumpelstiltskin"]
    assert st.seats[2].tableau == ["cauldron"]


def test_g5_7_a_thoughtful_gift_brings_back_two_of_four_cards() -> None:
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock", "cauldron"], [], ["treats", "mirror", "glass_slipper", "spindle"], []],
        stage="action",
    )
    st.shown = ["gift", "toast"]
    st, _ = play(st, 0, a.Gift(pay="clock", card="cauldron", to=2))
    assert len(st.seats[0].tableau) == 2
    assert len(st.seats[2].tableau) == 3


def test_g4_8_several_winners_first_clockwise_from_active_wins() -> None:
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock"], ["treats", "treats"], [], ["glass_slipper"] * 2],
        stage="action",
        deck=["treats", "glass_slipper"],
    )
    st.shown = ["toast", "gift"]
    st, _ = play(st, 0, a.Toast(pay="clock"))
    # Seat 3's triple is listed first, but seat 1 is first clockwise from the actor.
    st, _ = play(st, 0, a.ToastGive(first=3, second=1))
    assert st.history[0].winner == 1


def test_g5_1_point_finger_right_unmasks_and_earns_two_roses() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st, _ = play(st, 0, a.PointFinger(pay="clock", target=2, character="beast"))
    assert st.seats[2].unmasked == ["beast"]
    assert st.seats[0].roses == 2


def test_g5_2_eavesdrop_target_without_legal_portrait_places_nothing() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["eavesdrop", "toast"]
    st.seats[1].marks = [c for c in CONTENT.character_ids if c != "red_riding_hood"][:7]
    st, _ = play(st, 0, a.Eavesdrop(pay="clock", targets=(1, 2)))
    assert [d.seat for d in RULES.pending(st)] == [2]


def test_g5_4_dance_passes_to_next_masked_player_and_unmasked_only_give() -> None:
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock", "crown"], ["treats"], [], ["cauldron"]],
        stage="action",
    )
    st.shown = ["dance", "toast"]
    st.seats[2].unmasked = ["beast"]
    st.seats[2].hand = ["spindle"]
    st, _ = play(st, 0, a.Dance(pay="clock", card="crown", direction="left"))
    assert st.seats[1].tableau == ["crown"]  # from 0
    # Seat 1's card skips unmasked seat 2; seat 2's hand card goes on to seat 3.
    assert sorted(st.seats[3].tableau) == ["spindle", "treats"]
    assert st.seats[0].tableau == ["cauldron"]
    assert st.seats[2].hand == []


def test_g5_7a_dance_and_gift_are_offered_with_a_card_left_after_paying() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock", "crown"], [], [], []], stage="action")
    st.shown = ["dance", "gift"]
    legal = RULES.legal_actions(st, 0)
    dances = {(x.pay, x.card, x.direction) for x in legal if isinstance(x, a.Dance)}
    assert dances == {("clock", "crown", "left"), ("clock", "crown", "right")}
    assert {(x.card, x.to) for x in legal if isinstance(x, a.Gift)} == {("crown", 1), ("crown", 2), ("crown", 3)}


def test_g5_7a_dance_needs_a_card_left_after_paying() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], ["treats"], [], []], stage="action")
    st.shown = ["dance", "gift"]
    kinds = {x.kind for x in RULES.legal_actions(st, 0)}
    assert "dance" not in kinds
    assert "gift" not in kinds
    assert "point_finger" in kinds


def test_g5_8_unmasking_by_your_toast_earns_you_the_rose() -> None:
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock"], [], ["glass_slipper"], []],
        stage="action",
        deck=["treats", "glass_slipper"],
    )
    st.shown = ["gift", "toast"]
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, _ = play(st, 0, a.ToastGive(first=2, second=3))
    assert st.seats[2].unmasked == ["beast"]
    assert st.seats[0].roses == 1


def test_g6_4_unmasked_turn_draws_into_hand_then_gives() -> None:
    st = hand_set(characters=CHARS, stage="action", deck=["clock"])
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[1].hand = ["disguise"]
    st.seats[0].tableau = ["mirror", "mirror", "treats"]
    st, _ = play(st, 0, a.Skip())
    assert st.active == 1
    assert st.stage == "hand_give"
    assert sorted(st.seats[1].hand) == ["clock", "disguise"]
    st, _ = play(st, 1, a.HandGive(card="clock", to=3))
    assert st.seats[3].tableau == ["clock"]
    assert st.active == 2


def test_g7_1_no_token_on_own_unmasked_or_already_marked_portrait() -> None:
    st = hand_set(characters=CHARS)
    st.seats[2].unmasked = ["beast"]
    st.seats[0].marks = ["hansel"]
    st.requests = [Request(seat=0, kind="evidence", since=st.version, reason="x")]
    legal = {x.character for x in legal_of(a.Mark, st, 0)}
    assert legal.isdisjoint({"evil_queen", "beast", "hansel"})
    assert len(legal) == 5


def test_g8_1_last_masked_player_wins_the_round() -> None:
    st = hand_set(characters=CHARS, tableaux=[[], [], ["glass_slipper"], []], drawn=["glass_slipper"])
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[3].unmasked = ["cinderella"]
    st, _ = play(st, 0, a.Give(to=2))
    assert st.history[0].winner == 0
    assert st.history[0].reason == "grimm-round-last-masked"


def test_g8_3_ten_roses_after_a_round_ends_the_game() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"])
    st.seats[2].roses = 10
    st, _ = play(st, 0, a.Keep())
    assert st.outcome is not None
    assert st.outcome.winners == (2,)


def test_g8_4_tie_on_roses_goes_to_highest_trophies() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"])
    st.seats[1].roses = 10  # 10 roses, no trophy
    st.seats[0].roses = 9  # 9 + the round-1 trophy = 10
    st, _ = play(st, 0, a.Keep())
    assert st.outcome is not None
    assert st.outcome.winners == (0,)


def test_g2_4_next_round_first_player_has_fewest_roses() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"])
    st.seats[1].roses, st.seats[2].roses, st.seats[3].roses = 2, 3, 2
    st, _ = play(st, 0, a.Keep())  # seat 0 now has 1 (trophy): fewest
    assert st.first_seat == 0
    st2 = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"])
    st2.seats[1].roses, st2.seats[2].roses, st2.seats[3].roses = 1, 5, 1
    st2, _ = play(st2, 0, a.Keep())
    # Tied 0, 1, 3 on one rose: the nearest clockwise after seat 2 (most roses) is 3.
    assert st2.first_seat == 3


def test_g3_4_empty_deck_reshuffles_the_discard_pile() -> None:
    st = hand_set(characters=CHARS, drawn=["clock"], deck=[])
    st.discard = ["spindle"]
    st, events = play(st, 0, a.Keep())
    assert "grimm-event-reshuffled" in keys(events)
    assert st.drawn == ["spindle"]


def test_g3_4_no_cards_anywhere_ends_the_round_without_winner() -> None:
    st = hand_set(characters=CHARS, drawn=["clock"], deck=[])
    st.discard = []
    st, events = play(st, 0, a.Keep())
    assert st.history[0].winner is None
    assert st.history[0].reason == "grimm-round-no-cards"
    assert "grimm-round-no-cards" in keys(events)  # the table is told why
    assert all(s.trophies == [] for s in st.seats)


def test_g9_4_two_players_one_character_unmasked_keeps_playing() -> None:
    st = hand_set(
        2,
        characters=[["evil_queen", "beast"], ["hansel", "cinderella"]],
        tableaux=[[], ["clock"]],
        drawn=["clock"],
    )
    st, _ = play(st, 0, a.Give(to=1))
    assert st.seats[1].unmasked == ["cinderella"]
    assert st.seats[1].tableau == ["clock", "clock"]
    assert st.outcome is None
    assert not st.history
    assert st.seats[0].roses == 1


def test_g9_5_two_players_both_characters_unmasked_other_player_wins() -> None:
    st = hand_set(
        2,
        characters=[["evil_queen", "beast"], ["hansel", "cinderella"]],
        tableaux=[[], ["clock"]],
        drawn=["clock"],
    )
    st.seats[1].unmasked = ["hansel"]
    st, _ = play(st, 0, a.Give(to=1))
    assert st.history[0].winner == 0


def test_g9_6_two_player_actions_earn_a_rose_except_point_finger() -> None:
    st = hand_set(
        2,
        characters=[["evil_queen", "beast"], ["hansel", "cinderella"]],
        tableaux=[["clock", "clock", "spindle", "spindle"], []],
        stage="action",
    )
    st.shown = ["toast", "gift"]
    after, _ = play(st, 0, a.Toast(pay="clock"))
    assert after.seats[0].roses == 1
    after, _ = play(st, 0, a.PointFinger(pay="spindle", target=1, character="sleeping_beauty"))
    assert after.seats[0].roses == 0
    assert after.seats[1].roses == 1


def test_g9_7_bets_not_allowed_with_two_players() -> None:
    assert RULES.player_range(Options(bets=True)) == (3, 5)
    with pytest.raises(IllegalAction) as refused:
        RULES.setup(2, 1, Options(bets=True))
    assert refused.value.reason == text("error-player-count", n=2, least=3, most=5)


def test_g10_1_bet_on_the_winning_character_pays_the_trophy() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"], bets=True)
    st.seats[3].bets = ["evil_queen"]
    st, _ = play(st, 0, a.Keep())
    assert st.seats[3].roses == 1


def test_g10_1_unmasked_player_may_take_one_bet_on_their_turn() -> None:
    st = hand_set(characters=CHARS, stage="hand_give", active=1, bets=True)
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[1].hand = ["clock"]
    st.seats[1].bet_pick = True
    st.bet_deck = ["hansel"]
    st, _ = play(st, 1, a.TakeBet(character="hansel"))
    assert st.seats[1].bets == ["hansel"]
    assert st.stage == "hand_give"
    assert all(x.kind == "hand_give" for x in RULES.legal_actions(st, 1))


def test_g10_2_treasure_pays_with_one_artifact_and_unused_treasure_scores() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock"], [], [], []], stage="action", treasures=True)
    st, _ = play(st, 0, a.PointFinger(pay="clock", treasure=True, target=1, character="hansel"))
    assert not st.seats[0].treasure
    assert st.seats[0].tableau == []
    st2 = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"], treasures=True)
    st2, _ = play(st2, 0, a.Keep())
    assert [s.roses for s in st2.seats] == [1, 1, 1, 1]


def test_g10_3_fewest_roses_take_last_rounds_ability() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"], abilities=True)
    st.seats[2].roses = 1
    st, events = play(st, 0, a.Keep())
    assert [s.ability for s in st.seats] == [None, "curiosity", None, "humble_gifts"]
    assert keys(events).count("grimm-event-ability") == 2


def test_g10_3_power_over_time_six_different_artifacts_win() -> None:
    st = hand_set(
        characters=CHARS,
        tableaux=[["crown", "treats", "clock", "spindle", "cauldron"], [], [], []],
        drawn=["glass_slipper"],
    )
    st.seats[0].ability = "power_over_time"
    st, _ = play(st, 0, a.Keep())
    assert st.history[0].winner == 0


def test_g10_3_true_reflection_asks_the_recipient_for_a_token() -> None:
    st = hand_set(characters=CHARS, drawn=["mirror"], deck=["clock"])
    st.seats[0].ability = "true_reflection"
    st, _ = play(st, 0, a.Give(to=2))
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(2, "evidence")]
    st, _ = play(st, 2, a.Mark(character="hansel"))
    assert st.seats[2].marks == ["hansel"]
    assert st.seats[0].tableau == ["clock"]


def test_r1_timeout_keeps_first_gives_second_and_takes_no_action() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], drawn=["cauldron"])
    assert RULES.timeout_action(st, 0) == a.Keep()
    st, _ = play(st, 0, a.Keep())
    give = RULES.timeout_action(st, 0)
    assert isinstance(give, a.Give)
    assert give in RULES.legal_actions(st, 0)
    st, _ = play(st, 0, give)
    assert RULES.timeout_action(st, 0) == a.Skip()
    with pytest.raises(IllegalAction):
        RULES.timeout_action(st, 1)


def test_remove_seat_ends_the_game_without_winner() -> None:
    st = new_game(4, seed=2)
    after, events = RULES.remove_seat(st, 3)
    assert after.outcome is not None
    assert after.outcome.winners == ()
    assert after.version == st.version + 1
    assert RULES.pending(after) == []
    assert events[-1].text.key == "grimm-end-removed"
    assert st.outcome is None


def test_illegal_action_names_a_reason_and_changes_nothing() -> None:
    st = hand_set(characters=CHARS, drawn=["clock"])
    before = st.model_dump_json()
    refusals: list[tuple[int, a.Action, str]] = [
        (1, a.Keep(), "error-not-your-turn"),
        (0, a.Skip(), "grimm-error-not-now"),
        (0, a.Give(to=0), "grimm-error-not-recipient"),
        (9, a.Keep(), "error-not-seated"),
    ]
    for seat, action, key in refusals:
        with pytest.raises(IllegalAction) as err:
            play(st, seat, action)
        assert err.value.reason.key == key
    assert st.model_dump_json() == before
