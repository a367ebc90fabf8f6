"""Rules at the edges the random games rarely reach, each with a planted bug in mind: bets
in the later rounds, Power over Time one short, the first player's tie-breaks, what the
table is told of a bet, the 10-rose end with trophies, the round a Point Finger ends, a
spent treasure, Eavesdrop answers shown together, the timed-out turn (rules digest ids in
each name)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from cogs.grimm.rules import Options
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.effects import Ctx
from cogs.grimm.rules.flow import setup_round
from cogs.grimm.rules.state import Request, State
from tests.registry import CATALOG

from .support import CONTENT, RULES, hand_set, keys, new_game, play

CHARS = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]]
TROPHIES = {1: 1, 2: 3, 3: 5}


def _seat_zero_wins(round_number: int = 1, *, bets: bool = False) -> State:
    """Seat 0 (the Evil Queen) is about to keep the third crown, her boon (G-4.3)."""
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown"], [], [], []], drawn=["crown"], bets=bets)
    st.round = round_number
    return st


@pytest.mark.parametrize("round_number", [1, 2, 3])
def test_g10_1_a_bet_pays_the_trophy_of_the_round(round_number: int) -> None:
    st = _seat_zero_wins(round_number, bets=True)
    st.seats[3].bets = ["evil_queen"]
    st.seats[2].bets = ["beast"]
    st, events = play(st, 0, a.Keep())
    assert st.history[-1].trophy == TROPHIES[round_number]
    assert st.seats[3].roses == TROPHIES[round_number]
    assert st.seats[2].roses == 0
    assert keys(events).count("grimm-event-bet-won") == 1


def test_g10_1_taking_a_bet_tells_the_table_who_not_which() -> None:
    st = hand_set(characters=CHARS, stage="hand_give", active=1, bets=True)
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[1].hand = ["clock"]
    st.seats[1].bet_pick = True
    st.bet_deck = ["hansel", "snow_white"]
    st, events = play(st, 1, a.TakeBet(character="hansel"))
    public = [e.text for e in events if e.public]
    assert [t.key for t in public] == ["grimm-event-bet-taken"]
    assert all("hansel" not in str(t.model_dump()) for t in public)
    assert [e.to for e in events if "hansel" in str(e.text.model_dump())] == [(1,)]


def test_g10_3_power_over_time_five_different_artifacts_do_not_win() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "treats", "clock", "spindle"], [], [], []], drawn=["cauldron"])
    st.seats[0].ability = "power_over_time"
    st, _ = play(st, 0, a.Keep())
    assert st.history == []
    assert len(set(st.seats[0].tableau)) == 5


def test_g10_3_six_different_artifacts_win_only_with_power_over_time() -> None:
    tableau = ["crown", "treats", "clock", "spindle", "cauldron"]
    st = hand_set(characters=CHARS, tableaux=[tableau, [], [], []], drawn=["disguise"])
    st, _ = play(st, 0, a.Keep())
    assert st.history == []
    assert len(set(st.seats[0].tableau)) == 6
    st = hand_set(characters=CHARS, tableaux=[tableau, [], [], []], drawn=["disguise"])
    st.seats[0].ability = "power_over_time"
    st, _ = play(st, 0, a.Keep())
    assert st.history[0].winner == 0


def test_g1_1_the_table_is_told_each_rounds_trophy() -> None:
    _, events = RULES.setup(4, 1, Options())
    _, more = play(_seat_zero_wins(), 0, a.Keep())
    told = [(e.text.args["round"], e.text.args["trophy"]) for e in events + more if e.text.key == "grimm-event-round"]
    assert told == [(1, TROPHIES[1]), (2, TROPHIES[2])]


@pytest.mark.parametrize("abilities", [True, False])
def test_g10_3_abilities_are_dealt_in_round_two_only_with_the_option(abilities: bool) -> None:
    st = _seat_zero_wins()
    st.options = Options(abilities=abilities)
    st, _ = play(st, 0, a.Keep())
    assert st.round == 2
    assert any(seat.ability for seat in st.seats) is abilities


def _round_two_first_seat(previous_first: int, roses: list[int]) -> int:
    """Seat 0 wins round 1 (a 1-rose trophy) with ``roses`` in hand beforehand; the first
    player of round 2 (G-2.4)."""
    st = _seat_zero_wins()
    st.first_seat = previous_first
    for seat, n in zip(st.seats, roses, strict=True):
        seat.roses = n
    st, _ = play(st, 0, a.Keep())
    assert st.round == 2
    return st.first_seat


@pytest.mark.parametrize(("previous_first", "expected"), [(0, 3), (1, 3), (2, 1), (3, 1)])
def test_g2_4_several_with_the_most_roses_count_from_the_first_after_the_previous_first(
    previous_first: int, expected: int
) -> None:
    # Totals 5, 1, 5, 1: seats 0 and 2 share the most, seats 1 and 3 the fewest. The
    # anchor is whichever of 0 and 2 comes first clockwise after the previous first player;
    # the fewest nearest clockwise after the anchor starts.
    assert _round_two_first_seat(previous_first, [4, 1, 5, 1]) == expected


@pytest.mark.parametrize(("previous_first", "expected"), [(0, 1), (1, 2), (2, 3), (3, 0)])
def test_g2_4_everyone_tied_the_player_left_of_the_previous_first_starts(previous_first: int, expected: int) -> None:
    # Seat 0's trophy brings it level with the others: everyone has 1.
    assert _round_two_first_seat(previous_first, [0, 1, 1, 1]) == expected


def test_g8_3_an_action_after_the_end_of_the_game_is_refused_as_game_over() -> None:
    st, _ = play(_seat_zero_wins(3), 0, a.Keep())
    assert st.outcome is not None
    with pytest.raises(IllegalAction) as err:
        play(st, 1, a.Keep())
    assert err.value.reason.key == "error-game-over"


def test_g8_3_ten_roses_counting_a_trophy_end_the_game() -> None:
    # 9 roses plus this round's 1-rose trophy make 10 (G-8.3: trophies included).
    st = _seat_zero_wins()
    st.seats[0].roses = 9
    st, _ = play(st, 0, a.Keep())
    assert st.outcome is not None
    assert st.outcome.winners == (0,)
    assert st.round == 1


def test_g8_4_the_table_is_told_the_winners_roses() -> None:
    st = _seat_zero_wins()
    st.seats[0].roses = 11
    st, events = play(st, 0, a.Keep())
    (won,) = [e.text for e in events if e.text.key == "grimm-event-game-won"]
    assert won.seats == {"seat": 0}
    assert won.args == {"n": 12}  # 11 roses and the 1-rose trophy


def test_g8_3_nine_roses_and_no_trophy_play_on() -> None:
    st = _seat_zero_wins()
    st.seats[1].roses = 9
    st, _ = play(st, 0, a.Keep())
    assert st.outcome is None
    assert st.round == 2


def test_g8_1_a_point_finger_that_leaves_one_masked_player_ends_the_round() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[3].unmasked = ["cinderella"]
    st, _ = play(st, 0, a.PointFinger(pay="clock", target=2, character="beast"))
    assert st.history[0].winner == 0
    assert st.history[0].reason == "grimm-round-last-masked"
    assert st.seats[0].roses == 2
    assert st.round == 2


def test_g10_2_a_spent_treasure_scores_nothing_at_the_round_end() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action", treasures=True)
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[3].unmasked = ["cinderella"]
    st, events = play(st, 0, a.PointFinger(pay="clock", treasure=True, target=2, character="beast"))
    assert st.history[0].winner == 0
    # Seat 0: 2 roses for the right accusation, none for the spent treasure; the others
    # keep theirs unused, 1 rose each.
    assert [s.roses for s in st.seats] == [2, 1, 1, 1]
    told = [(e.text.seats, e.text.args) for e in events if e.text.key == "grimm-event-treasure"]
    assert told == [({"seat": s}, {"n": 1}) for s in (1, 2, 3)]


def test_g5_2_eavesdrop_answers_are_shown_together_once_all_are_in() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["eavesdrop", "toast"]
    st, _ = play(st, 0, a.Eavesdrop(pay="clock", targets=(1, 2)))
    assert sorted(d.seat for d in RULES.pending(st)) == [1, 2]
    st, first = play(st, 1, a.Mark(character="hansel"))
    assert "grimm-event-token" not in keys(first)
    assert all(not e.public or e.text.key != "grimm-event-token" for e in first)
    assert st.seats[1].marks == []
    st, last = play(st, 2, a.Mark(character="hansel"))
    assert [e.text.seats for e in last if e.text.key == "grimm-event-token"] == [{"seat": 1}, {"seat": 2}]
    assert st.seats[1].marks == st.seats[2].marks == ["hansel"]


@pytest.mark.parametrize("seed", range(12))
def test_r1_a_timed_out_turn_keeps_gives_at_random_and_takes_no_action(seed: int) -> None:
    # Over several seeds, so that the random recipient is not one lucky draw: every
    # recipient is a legal one, and the turn ends with no action and passes on.
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], drawn=["cauldron"])
    st.seed = seed
    assert RULES.timeout_action(st, 0) == a.Keep()
    st, _ = play(st, 0, a.Keep())
    give = RULES.timeout_action(st, 0)
    assert isinstance(give, a.Give)
    assert give.to != 0
    assert give in RULES.legal_actions(st, 0)
    st, _ = play(st, 0, give)
    assert RULES.timeout_action(st, 0) == a.Skip()
    st, _ = play(st, 0, a.Skip())
    assert st.seats[0].tableau == ["clock", "clock", "cauldron"]
    assert st.active == 1


def test_r1_the_timed_out_gift_goes_to_every_legal_player_over_the_seeds() -> None:
    recipients = set()
    for seed in range(40):
        st = hand_set(characters=CHARS, drawn=["cauldron"])
        st.seed = seed
        st, _ = play(st, 0, a.Keep())
        give = RULES.timeout_action(st, 0)
        assert isinstance(give, a.Give)
        recipients.add(give.to)
    assert recipients == {1, 2, 3}


def test_g8_3_the_help_says_ten_or_more_roses_trophies_included() -> None:
    catalog = CATALOG
    assert "10 or more roses (trophies included)" in catalog.get("en", "grimm-rules-overview")
    assert "10 или больше роз (вместе с наградами)" in catalog.get("ru", "grimm-rules-overview")


def test_g10_3_host_of_the_game_a_token_placed_on_ones_own_turn_earns_a_draw() -> None:
    # Keeping a second Clock (not the Evil Queen's bane) places a token (G-4.2): at the end
    # of the turn Host of the Game draws one more card to keep or give.
    st = hand_set(characters=CHARS, tableaux=[["clock"], [], [], []], drawn=["clock"])
    st.seats[0].ability = "host_of_the_game"
    st, events = play(st, 0, a.Keep())
    assert "grimm-event-token" in keys(events)
    st, _ = play(st, 0, a.Give(to=1, end_turn=True))
    assert (st.active, st.stage) == (0, "extra")
    # One draw a turn: once the drawn card is placed, the turn passes.
    st, _ = play(st, 0, a.Keep())
    assert st.active == 1


def test_g10_3_host_of_the_game_draws_on_the_first_turn_after_the_draft_too() -> None:
    # The last draft pick starts the round's first turn, Seat 0's: a token placed in it
    # earns the draw as in any other turn.
    st = hand_set(characters=CHARS, tableaux=[["clock"], [], [], []], stage="draft", active=3, deck=["crown", "clock"])
    st.row = ["spindle", "cauldron"]
    st.draft_order = [3]
    st.first_seat = 0
    st.seats[0].ability = "host_of_the_game"
    st, _ = play(st, 3, a.Pick(card="spindle"))
    assert (st.active, st.stage, st.drawn) == (0, "keep", ["clock"])
    st, events = play(st, 0, a.Keep())
    assert "grimm-event-token" in keys(events)
    st, _ = play(st, 0, a.Give(to=1, end_turn=True))
    assert (st.active, st.stage) == (0, "extra")


def test_g10_3_host_of_the_game_draws_nothing_on_the_first_turn_after_the_draft_without_a_token() -> None:
    st = hand_set(characters=CHARS, stage="draft", active=3, deck=["crown", "cauldron"])
    st.row = ["spindle", "clock"]
    st.draft_order = [3]
    st.first_seat = 0
    st.turn_marked = True  # a token placed on the last turn of the round before
    st.seats[0].ability = "host_of_the_game"
    st, _ = play(st, 3, a.Pick(card="spindle"))
    st, _ = play(st, 0, a.Keep())
    st, _ = play(st, 0, a.Give(to=1))
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(1, "keep")]


def test_g10_3_host_of_the_game_a_token_placed_on_the_turn_before_earns_nothing() -> None:
    # Seat 0 placed a token on its turn; Seat 1 (Host of the Game) places none on its own.
    st = hand_set(
        characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action", deck=["crown", "cauldron"]
    )
    st.turn_marked = True
    st.seats[1].ability = "host_of_the_game"
    st, _ = play(st, 0, a.Skip())
    st, _ = play(st, 1, a.Keep())
    st, _ = play(st, 1, a.Give(to=2))
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(2, "keep")]


def test_g10_3_host_of_the_game_without_a_token_draws_nothing() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock"], [], [], []], drawn=["crown"])
    st.seats[0].ability = "host_of_the_game"
    st, _ = play(st, 0, a.Keep())
    st, _ = play(st, 0, a.Give(to=1))
    assert st.active == 1


def test_g4_1_the_table_is_told_the_giver_gains_one_rose() -> None:
    st = hand_set(characters=CHARS, tableaux=[[], ["disguise"], [], []], drawn=["disguise"])
    st, events = play(st, 0, a.Give(to=1))
    (rose,) = [e.text for e in events if e.text.key == "grimm-event-rose-unmask"]
    assert rose.seats == {"seat": 0}
    assert rose.args == {"n": 1}
    assert st.seats[0].roses == 1


def test_g10_3_true_reflection_twice_in_one_toast_is_one_request_for_two_tokens() -> None:
    # Both Toast cards are Crowns (a True Reflection trigger) for Cinderella: she is asked
    # once, for two tokens, and places them one after the other.
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action", deck=["crown", "crown"])
    st.shown = ["toast", "eavesdrop"]
    st.seats[0].ability = "true_reflection"
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, _ = play(st, 0, a.ToastGive(first=3, second=3))
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(3, "evidence")]
    assert [(r.seat, r.count) for r in st.requests] == [(3, 2)]
    st, _ = play(st, 3, a.Mark(character="hansel"))
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(3, "evidence")]
    assert a.Mark(character="hansel") not in RULES.legal_actions(st, 3)  # one token a portrait (G-7.1)
    st, _ = play(st, 3, a.Mark(character="beast"))
    assert {"hansel", "beast"} <= set(st.seats[3].marks)
    assert all(d.seat != 3 for d in RULES.pending(st))


def test_g10_3_true_reflection_asks_no_token_of_a_player_its_gift_unmasks() -> None:
    # The Crown is Rumpelstiltskin's bane: his second one unmasks him, and an unmasked
    # player places no tokens (G-6.3, G-12.1).
    chars = [["evil_queen"], ["red_riding_hood"], ["rumpelstiltskin"], ["cinderella"]]
    st = hand_set(characters=chars, tableaux=[[], [], ["crown"], []], drawn=["crown"])
    st.seats[0].ability = "true_reflection"
    st, _ = play(st, 0, a.Give(to=2))
    assert st.seats[2].unmasked == ["rumpelstiltskin"]
    assert st.requests == []
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(1, "keep")]  # play goes on


def test_g10_3_true_reflection_asks_no_token_of_a_player_its_gift_makes_win() -> None:
    # The Crown is the Evil Queen's boon: her third one wins her the round (G-4.3).
    chars = [["red_riding_hood"], ["evil_queen"], ["beast"], ["cinderella"]]
    st = hand_set(characters=chars, tableaux=[[], ["crown", "crown"], [], []], drawn=["crown"])
    st.seats[0].ability = "true_reflection"
    st, events = play(st, 0, a.Give(to=1))
    assert st.history[0].winner == 1
    assert "grimm-event-must-mark" not in keys(events)


@pytest.mark.parametrize("seed", range(6))
def test_g9_3_two_players_show_two_of_their_four_actions_every_round(seed: int) -> None:
    # Round 1: two of Exchange Gifts, Pickpocket, Toast, Eavesdrop; round 2: the other two;
    # round 3: two of all four again (never Guest List, Dance or Secrets).
    four = {"gift", "pickpocket", "toast", "eavesdrop"}
    st = new_game(2, seed=seed, bets=False)
    ctx = Ctx(st, CONTENT)
    first = set(st.shown)
    setup_round(ctx, 2)
    second = set(st.shown)
    setup_round(ctx, 3)
    third = set(st.shown)
    assert len(first) == len(second) == len(third) == 2
    assert first | second == four
    assert third <= four


def test_g9_5_a_gift_that_unmasks_both_players_last_characters_ends_the_round_without_winner() -> None:
    # Seat 0 gives the Beast his second Glass Slippers; seat 1's two random cards given
    # back (with this seed: both Mirrors) are the Evil Queen's second and third.
    st = hand_set(
        2,
        characters=[["evil_queen", "hansel"], ["beast", "cinderella"]],
        tableaux=[["clock", "clock", "glass_slipper", "mirror"], ["glass_slipper", "mirror", "mirror"]],
        stage="action",
    )
    st.seed = 1
    st.seats[0].unmasked = ["hansel"]
    st.seats[1].unmasked = ["cinderella"]
    st.shown = ["gift", "toast"]
    st, _ = play(st, 0, a.Gift(pay="clock", card="glass_slipper", to=1))
    assert [(r.winner, r.reason) for r in st.history] == [(None, "grimm-round-no-winner")]


def test_g9_6_the_table_is_told_the_two_player_action_earns_one_rose() -> None:
    st = hand_set(
        2,
        characters=[["evil_queen", "beast"], ["hansel", "cinderella"]],
        tableaux=[["clock", "clock"], []],
        stage="action",
    )
    st.shown = ["toast", "gift"]
    _, events = play(st, 0, a.Toast(pay="clock"))
    (rose,) = [e.text for e in events if e.text.key == "grimm-event-rose-action"]
    assert rose.args == {"n": 1}


def test_g5_2_eavesdrop_is_offered_on_each_one_or_two_other_players() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["eavesdrop", "toast"]
    offered = [x.targets for x in RULES.legal_actions(st, 0) if isinstance(x, a.Eavesdrop)]
    assert offered == [(1,), (2,), (3,), (1, 2), (1, 3), (2, 3)]


def test_g5_2_eavesdrop_names_one_or_two_players() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["eavesdrop", "toast"]
    st.seats[3].unmasked = ["cinderella"]
    # Not two players when one is named twice; other players; not unmasked ones.
    for targets in [(), (1, 2, 3), (1, 1), (0,), (1, 3)]:
        with pytest.raises(IllegalAction) as refused:
            play(st, 0, a.Eavesdrop(pay="clock", targets=targets))
        assert refused.value.reason.key == "error-illegal-target"


def test_g10_3_two_players_choose_the_ability_of_one_of_their_own_characters() -> None:
    st = hand_set(2, characters=[["evil_queen", "beast"], ["hansel", "cinderella"]], stage="action", abilities=True)
    st.requests = [
        Request(
            seat=1, kind="ability", since=st.version, options=["hansel", "cinderella"], reason="grimm-request-ability"
        )
    ]
    with pytest.raises(IllegalAction) as refused:
        play(st, 1, a.ChooseAbility(character="beast"))
    assert refused.value.reason.key == "error-illegal-target"
    st, _ = play(st, 1, a.ChooseAbility(character="cinderella"))
    assert st.seats[1].ability == CONTENT.ability_of["cinderella"]


def test_g4_7_a_fourth_copy_of_an_artifact_triggers_no_token() -> None:
    # Only reaching 3 Clocks asks for a token on Sleeping Beauty (the Clock is her boon,
    # G-4.4); a 4th triggers nothing new, even with that portrait free (hand-set: in play it
    # already carries the Evil Queen's token from the third Clock, G-7.1).
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock", "clock"], [], [], []], drawn=["clock"])
    st, events = play(st, 0, a.Keep())
    assert "grimm-event-token" not in keys(events)
    assert st.seats[0].marks == []
    assert st.seats[0].tableau.count("clock") == 4


def test_g5_4_each_dancer_draws_the_card_it_passes_independently() -> None:
    # Seats 1-3 each hold two cards no one else holds: over ten seeds they do not always
    # pass from the same position (one random draw shared by all would).
    held = {1: ["treats", "mirror"], 2: ["glass_slipper", "spindle"], 3: ["disguise", "cauldron"]}
    positions = set()
    for seed in range(10):
        st = hand_set(characters=CHARS, tableaux=[["clock", "clock", "crown"], *held.values()], stage="action")
        st.seed = seed
        st.shown = ["dance", "toast"]
        st, _ = play(st, 0, a.Dance(pay="clock", card="crown", direction="left"))
        positions.add(tuple(next(i for i, c in enumerate(held[s]) if c not in st.seats[s].tableau) for s in held))
    assert any(len(set(p)) > 1 for p in positions)


@pytest.mark.parametrize(("ability", "offered"), [("devious_accusation", True), (None, False), ("big_eyes", False)])
def test_g10_3_devious_accusation_offers_a_draw_after_a_wrong_point_finger_only_to_its_holder(
    ability: str | None, offered: bool
) -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.seats[0].ability = ability
    st, _ = play(st, 0, a.PointFinger(pay="clock", target=2, character="hansel"))
    assert st.seats[2].roses == 1  # wrong: Seat 2 plays the Beast
    assert ((st.active, st.stage) == (0, "devious")) is offered


def test_g10_3_devious_accusation_offers_its_draw_to_a_holder_with_a_pair_too() -> None:
    # Unlike Humble Gifts, its draw has no "no two identical artifacts" condition.
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock", "spindle", "spindle"], [], [], []], stage="action")
    st.seats[0].ability = "devious_accusation"
    st, _ = play(st, 0, a.PointFinger(pay="clock", target=2, character="hansel"))
    assert (st.active, st.stage) == (0, "devious")
    assert RULES.legal_actions(st, 0) == [a.Draw(), a.Skip()]


def test_g5_3_guest_list_shows_its_player_the_top_two_characters() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["guest_list", "toast"]
    top = st.char_deck[-2:]
    st, events = play(st, 0, a.GuestList(pay="clock"))
    seen = [e.text.terms["character_term"] for e in events if e.text.key == "grimm-private-peek"]
    assert sorted(seen) == sorted(f"grimm-character-{c}" for c in top)
    assert all(e.to == (0,) for e in events if e.text.key == "grimm-private-peek")
    assert sorted(st.seats[0].peeked) == sorted(top)  # what the seat's notes remember


@pytest.mark.parametrize(("ability", "peeks"), [("big_eyes", 1), (None, 0), ("devious_accusation", 0)])
def test_g10_3_big_eyes_sees_a_character_after_a_wrong_point_finger_only_for_its_holder(
    ability: str | None, peeks: int
) -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.seats[0].ability = ability
    st, events = play(st, 0, a.PointFinger(pay="clock", target=2, character="hansel"))
    assert [e.to for e in events if e.text.key == "grimm-private-peek"] == [(0,)] * peeks


@pytest.mark.parametrize("seed", range(4))
def test_g5_6_pickpocket_shows_its_player_the_top_character(seed: int) -> None:
    # Over seeds: a random card of the deck would be the top one only now and then.
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.seed = seed
    st.shown = ["pickpocket", "toast"]
    top = st.char_deck[-1]
    st, events = play(st, 0, a.Pickpocket(pay="clock"))
    seen = [e.text.terms["character_term"] for e in events if e.text.key == "grimm-private-peek"]
    assert seen == [f"grimm-character-{top}"]


def test_g10_3_big_eyes_looks_at_a_random_character_not_the_top_one() -> None:
    tops, seen = [], []
    for seed in range(8):
        st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
        st.seed = seed
        st.seats[0].ability = "big_eyes"
        tops.append(f"grimm-character-{st.char_deck[-1]}")
        st, events = play(st, 0, a.PointFinger(pay="clock", target=2, character="hansel"))
        seen += [e.text.terms["character_term"] for e in events if e.text.key == "grimm-private-peek"]
    assert len(seen) == len(tops)
    assert seen != tops


@pytest.mark.parametrize(
    ("guess", "key", "earner", "roses"),
    [("hansel", "grimm-event-point-wrong", 2, 1), ("beast", "grimm-event-point-right", 0, 2)],
    ids=["wrong-earns-its-target-one-rose", "right-earns-its-player-two-roses"],
)
def test_g5_1_the_table_is_told_whom_a_point_finger_earns_roses(guess: str, key: str, earner: int, roses: int) -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st, events = play(st, 0, a.PointFinger(pay="clock", target=2, character=guess))
    (told,) = [e.text for e in events if e.text.key == key]
    assert told.seats == {"seat": earner}
    assert told.args == {"n": roses}
    assert st.seats[earner].roses == roses


def test_g1_1_two_to_five_players_bets_from_three() -> None:
    assert RULES.player_range(Options()) == (2, 5)
    assert RULES.player_range(Options(bets=True)) == (3, 5)


def test_g5_5_the_table_is_told_which_toast_card_went_to_whom() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action", deck=["crown", "treats"])
    st.shown = ["toast", "eavesdrop"]
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, events = play(st, 0, a.ToastGive(first=1, second=2))
    told = [(e.text.seats["to_seat"], e.text.terms["card_term"]) for e in events if e.text.key == "grimm-event-gave"]
    assert sorted(told) == [(1, f"grimm-card-{st.seats[1].tableau[0]}"), (2, f"grimm-card-{st.seats[2].tableau[0]}")]
    assert {st.seats[1].tableau[0], st.seats[2].tableau[0]} == {"crown", "treats"}


@pytest.mark.parametrize(
    ("shown", "action"), [("toast", a.Toast(pay="clock")), ("guest_list", a.GuestList(pay="clock"))]
)
def test_g5_3_g5_5_guest_list_and_toast_are_offered_when_shown_and_paid_for(shown: str, action: a.Action) -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = [shown, "eavesdrop"]
    assert action in RULES.legal_actions(st, 0)


def test_g5_6_pickpocket_is_offered_when_shown_and_paid_for() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["pickpocket", "toast"]
    assert a.Pickpocket(pay="clock") in RULES.legal_actions(st, 0)


def _two_player_toast_unmasks_cinderella_last() -> tuple[State, list[str]]:
    """Round 3 of a 2-player game: seat 1 (Red Riding Hood already unmasked) is toasted a
    Clock and a Mirror, its second of each: the Clocks unmask Cinderella, its last masked
    character, so seat 0 wins the round and, the round being the last, the game."""
    st = hand_set(
        2,
        characters=[["hansel", "sleeping_beauty"], ["red_riding_hood", "cinderella"]],
        tableaux=[["crown", "crown"], ["clock", "mirror"]],
        stage="action",
        deck=["mirror", "clock"],
    )
    st.round = 3
    st.shown = ["toast", "gift"]
    st.seats[1].unmasked = ["red_riding_hood"]
    st, _ = play(st, 0, a.Toast(pay="crown"))
    st, events = play(st, 0, a.ToastGive(first=1, second=1))
    return st, keys(events)


def test_g9_4_two_players_a_seat_whose_last_character_is_unmasked_keeps_its_tableau_on_the_table() -> None:
    # With 2 players there is no hand (G-9.4): the final board still shows the cards.
    st, _ = _two_player_toast_unmasks_cinderella_last()
    assert st.outcome is not None
    assert sorted(st.seats[1].tableau) == ["clock", "clock", "mirror", "mirror"]
    assert st.seats[1].hand == []
    assert RULES.public_view(st).seats[1].hand_count == 0


def test_g4_8_two_players_a_seat_left_with_no_masked_character_places_no_pair_token() -> None:
    # The Mirror pair would put a token on the Evil Queen (G-4.2), but step 3 of the
    # delivery skips a seat unmasked in step 2 (G-4.8, G-6.3).
    st, events = _two_player_toast_unmasks_cinderella_last()
    assert "grimm-event-token" not in events
    assert st.seats[1].marks == []


def test_g4_8_a_dance_that_unmasks_the_last_two_masked_players_ends_the_round_without_winner() -> None:
    # 3 players, the Beast already unmasked. Seat 0 (Evil Queen) dances a Disguise to the
    # right, past the Beast, to Red Riding Hood; she passes her only card, a Mirror, to
    # seat 0, and the Beast his only one, a Disguise, to her: each now holds a bane pair.
    st = hand_set(
        3,
        characters=[["evil_queen"], ["red_riding_hood"], ["beast"]],
        tableaux=[["spindle", "spindle", "disguise", "mirror"], ["mirror"], []],
        stage="action",
    )
    st.shown = ["dance", "toast"]
    st.seats[2].unmasked = ["beast"]
    st.seats[2].hand = ["disguise"]
    st, _ = play(st, 0, a.Dance(pay="spindle", card="disguise", direction="right"))
    assert [(r.winner, r.reason) for r in st.history] == [(None, "grimm-round-no-winner")]
    assert st.round == 2


def test_g10_3_true_reflection_twice_asks_no_more_tokens_than_portraits_left() -> None:
    # Cinderella has one portrait left to mark: both Crowns ask her for one token only.
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action", deck=["crown", "crown"])
    st.shown = ["toast", "eavesdrop"]
    st.seats[0].ability = "true_reflection"
    st.seats[3].marks = ["evil_queen", "red_riding_hood", "beast", "sleeping_beauty", "rumpelstiltskin", "hansel"]
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, _ = play(st, 0, a.ToastGive(first=3, second=3))
    assert [(r.seat, r.count) for r in st.requests] == [(3, 1)]
    st, _ = play(st, 3, a.Mark(character="big_bad_wolf"))
    assert st.requests == []
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(1, "keep")]


def test_g10_3_curiosity_looks_at_a_random_character_not_the_top_one() -> None:
    tops, seen = [], []
    for seed in range(8):
        st = hand_set(characters=CHARS, drawn=["treats"])
        st.seed = seed
        st.seats[0].ability = "curiosity"
        tops.append(f"grimm-character-{st.char_deck[-1]}")
        st, events = play(st, 0, a.Give(to=2))
        seen += [e.text.terms["character_term"] for e in events if e.text.key == "grimm-private-peek"]
    assert len(seen) == len(tops)
    assert seen != tops


def test_g2_2_round_three_shows_the_next_two_of_the_action_deck() -> None:
    # Rounds 1 and 2 showed four of the six basic actions; the last two are round 3's.
    st = new_game(4, seed=1)
    st.action_deck = ["eavesdrop", "toast"]
    setup_round(Ctx(st, CONTENT), 3)
    assert (st.shown, st.action_deck) == (["eavesdrop", "toast"], [])


def test_g10_3_host_of_the_game_draws_on_a_later_turn_too() -> None:
    # Seat 1 (Host of the Game) keeps a second Clock on its turn, after seat 0's: the
    # token earns a draw at the end of the turn, as on the first one.
    st = hand_set(
        characters=CHARS, tableaux=[["crown", "crown"], ["clock"], [], []], stage="action", deck=["crown", "clock"]
    )
    st.seats[1].ability = "host_of_the_game"
    st, _ = play(st, 0, a.Skip())
    st, events = play(st, 1, a.Keep())
    assert "grimm-event-token" in keys(events)
    st, _ = play(st, 1, a.Give(to=2, end_turn=True))
    assert (st.active, st.stage) == (1, "extra")


def test_g8_4_the_games_outcome_names_the_winners_roses() -> None:
    st = _seat_zero_wins()
    st.seats[0].roses = 11
    st, _ = play(st, 0, a.Keep())
    assert st.outcome is not None
    assert st.outcome.winners == (0,)
    assert st.outcome.reason.key == "grimm-end-roses"
    assert st.outcome.reason.args == {"n": 12}  # 11 roses and the 1-rose trophy, not the trophies' 1


def test_g5_2_eavesdrop_names_no_more_than_two_of_three_masked_players() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["eavesdrop", "toast"]
    with pytest.raises(IllegalAction) as refused:
        play(st, 0, a.Eavesdrop(pay="clock", targets=(1, 2, 3)))
    assert refused.value.reason.key == "error-illegal-target"
    assert a.Eavesdrop(pay="clock", targets=(1, 2, 3)) not in RULES.legal_actions(st, 0)
