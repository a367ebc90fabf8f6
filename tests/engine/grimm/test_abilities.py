"""Special abilities (G-10.3, G-12) where the rulebook leaves the details to the bot."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from cogs.grimm.rules import State
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.effects import Ctx
from cogs.grimm.rules.flow import grant_ability

from .support import CONTENT, RULES, hand_set, keys, new_game, play

CHARS = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]]


def _unmasked_humble_holder_turn_starts(hand: list[str]) -> tuple[State, list[str]]:
    """Seat 1 (unmasked, Humble Gifts, ``hand`` hidden) is next; seat 0 ends its turn."""
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.seats[1].unmasked = ["red_riding_hood"]
    st.seats[1].hand = list(hand)
    st.seats[1].ability = "humble_gifts"
    st, events = play(st, 0, a.Skip())
    public = [e.model_dump_json() for e in events if e.public]
    return st, public


def test_g11_2_humble_gifts_decision_does_not_tell_the_table_about_a_hidden_hand() -> None:
    with_pair, events_pair = _unmasked_humble_holder_turn_starts(["clock", "clock"])
    without, events_without = _unmasked_humble_holder_turn_starts(["clock", "spindle"])
    assert RULES.public_view(with_pair) == RULES.public_view(without)
    assert events_pair == events_without
    assert [(d.seat, d.kind) for d in RULES.pending(with_pair)] == [(1, "humble")]
    # G-12.1: the draw itself still needs a hand without two identical cards.
    assert RULES.legal_actions(without, 1) == [a.Draw(), a.Skip()]
    assert RULES.legal_actions(with_pair, 1) == [a.Skip()]
    with pytest.raises(IllegalAction) as err:
        play(with_pair, 1, a.Draw())
    assert err.value.reason.key == "grimm-error-humble-pair"
    menu = RULES.menu(with_pair, 1)
    assert menu is not None
    assert menu.prompt.key == "grimm-prompt-humble-pair"
    assert RULES.timeout_action(with_pair, 1) == a.Skip()
    after, _ = play(with_pair, 1, a.Skip())
    assert (after.active, after.stage) == (1, "hand_give")


def test_g12_1_humble_gifts_draw_that_unmasks_its_holder_turns_the_turn_into_an_unmasked_one() -> None:
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock"], ["disguise", "crown"], [], []],
        stage="action",
        deck=["cauldron", "disguise"],
    )
    st.seats[1].ability = "humble_gifts"
    st, _ = play(st, 0, a.Skip())
    assert (st.active, st.stage) == (1, "humble")
    st, _ = play(st, 1, a.Draw())
    st, events = play(st, 1, a.Keep())  # the second Disguise: Red Riding Hood's bane
    assert st.seats[1].unmasked == ["red_riding_hood"]
    assert all(seat.roses == 0 for seat in st.seats)  # kept by the holder: no rose (G-4.1)
    # The turn goes on as an unmasked player's (G-6.4): one card drawn into the hand, one given.
    assert (st.active, st.stage) == (1, "hand_give")
    assert sorted(st.seats[1].hand) == ["cauldron", "crown", "disguise", "disguise"]
    assert "grimm-event-unmasked" in keys(events)


def test_g4_8_power_over_time_beats_a_bane_pair_in_the_same_delivery() -> None:
    st = hand_set(
        characters=CHARS,
        tableaux=[["clock", "clock"], ["disguise", "crown", "mirror", "glass_slipper", "spindle"], [], []],
        stage="action",
        deck=["cauldron", "disguise"],
    )
    st.shown = ["toast", "gift"]
    st.seats[1].ability = "power_over_time"
    st, _ = play(st, 0, a.Toast(pay="clock"))
    st, events = play(st, 0, a.ToastGive(first=1, second=1))  # 6 different and a Disguise pair
    assert st.history[0].winner == 1
    assert st.history[0].revealed[1] == ["red_riding_hood"]
    assert "grimm-event-unmasked" not in keys(events)
    assert st.seats[0].roses == 0


def test_g12_2_two_player_power_over_time_wins_with_the_first_masked_character() -> None:
    for unmasked, winner in (([], "evil_queen"), (["evil_queen"], "beast")):
        st = hand_set(
            2,
            characters=[["evil_queen", "beast"], ["hansel", "cinderella"]],
            tableaux=[["crown", "treats", "clock", "spindle", "cauldron"], []],
            drawn=["disguise"],
        )
        st.seats[0].unmasked = list(unmasked)
        st.seats[0].ability = "power_over_time"
        st, events = play(st, 0, a.Keep())
        assert st.history[0].winner == 0
        assert st.history[0].revealed[0] == [*unmasked, winner]
        won = [e for e in events if e.text.key.startswith("grimm-event-round-won")]
        assert [e.text.terms for e in won] == [{"character_term": f"grimm-character-{winner}"}]


def test_g5_4_dance_an_unmasked_players_card_that_unmasks_earns_the_dancer_the_rose() -> None:
    st = hand_set(characters=CHARS, tableaux=[["spindle", "spindle", "crown"], ["clock"], [], []], stage="action")
    st.shown = ["dance", "toast"]
    st.seats[2].unmasked = ["beast"]
    st.seats[2].hand = ["clock"]
    st, _ = play(st, 0, a.Dance(pay="spindle", card="crown", direction="left"))
    # Seat 1's Clock skips unmasked seat 2; seat 2's Clock goes to seat 3: Cinderella's bane pair.
    assert st.seats[3].unmasked == ["cinderella"]
    assert [seat.roses for seat in st.seats] == [1, 0, 0, 0]


def test_g10_3_a_random_card_passed_in_a_dance_is_a_gift_for_true_reflection() -> None:
    st = hand_set(characters=CHARS, tableaux=[["spindle", "spindle", "crown"], ["mirror"], [], []], stage="action")
    st.shown = ["dance", "toast"]
    st.seats[1].ability = "true_reflection"
    st, _ = play(st, 0, a.Dance(pay="spindle", card="crown", direction="left"))
    assert st.seats[2].tableau == ["mirror"]
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(2, "evidence")]


def test_g10_3_the_random_cards_given_back_in_a_thoughtful_gift_trigger_curiosity() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock", "crown"], ["treats"], [], []], stage="action")
    st.shown = ["gift", "toast"]
    st.seats[1].ability = "curiosity"
    st, events = play(st, 0, a.Gift(pay="clock", card="crown", to=1))
    assert st.seats[0].tableau == ["treats"]
    peeks = [e for e in events if e.text.key == "grimm-private-peek"]
    assert [e.to for e in peeks] == [(1,)]


def test_g12_1_host_of_the_game_lapses_when_its_holder_is_unmasked_later_in_the_turn() -> None:
    def gift_back(card: str) -> State:
        st = hand_set(
            characters=CHARS, tableaux=[["clock", "clock", "crown", "mirror"], [], [card], []], stage="action"
        )
        st.shown = ["gift", "toast"]
        st.seats[0].ability = "host_of_the_game"
        st.turn_marked = True  # a token placed earlier this turn
        st, _ = play(st, 0, a.Gift(pay="clock", card="crown", to=2))
        return st

    still_masked = gift_back("treats")
    assert (still_masked.active, still_masked.stage) == (0, "extra")
    unmasked = gift_back("mirror")  # the Evil Queen's second Mirror
    assert unmasked.seats[0].unmasked == ["evil_queen"]
    assert unmasked.active == 1


def test_g10_3_gambler_starts_the_round_with_a_random_bet_card_and_no_other_ability_does() -> None:
    st = new_game(4, bets=True, abilities=True)
    ctx = Ctx(st, CONTENT)
    grant_ability(ctx, 1, "evil_queen")
    assert st.seats[1].bets == []
    assert len(st.bet_deck) == 8
    grant_ability(ctx, 0, "hansel")
    assert st.seats[0].ability == "gambler"
    assert len(st.seats[0].bets) == 1
    assert sorted(st.bet_deck + st.seats[0].bets) == sorted(CONTENT.character_ids)
    assert keys(ctx.events).count("grimm-event-bet-taken") == 1


@pytest.mark.parametrize("ability", ["true_reflection", "curiosity"])
def test_g10_3_true_reflection_and_curiosity_ignore_a_card_that_is_not_theirs(ability: str) -> None:
    # True Reflection triggers on a Mirror or a Crown, Curiosity on a Disguise or Treats:
    # a Clock given triggers neither.
    st = hand_set(characters=CHARS, drawn=["clock"])
    st.seats[0].ability = ability
    st, events = play(st, 0, a.Give(to=3))
    assert st.requests == []
    assert "grimm-private-peek" not in keys(events)


@pytest.mark.parametrize(("tableau", "asked"), [(["spindle", "spindle"], False), (["spindle", "clock"], True)])
def test_g10_3_humble_gifts_asks_a_masked_holder_only_without_two_identical_artifacts(
    tableau: list[str], asked: bool
) -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], tableau, [], []], stage="action")
    st.seats[1].ability = "humble_gifts"
    st, _ = play(st, 0, a.Skip())
    assert [(d.seat, d.kind) for d in RULES.pending(st)] == [(1, "humble" if asked else "keep")]


@pytest.mark.parametrize(("ability", "card"), [("true_reflection", "crown"), ("curiosity", "disguise")])
def test_g10_3_true_reflection_and_curiosity_ignore_their_card_kept(ability: str, card: str) -> None:
    # They trigger when their holder gives the card to another player, not when keeping it.
    st = hand_set(characters=CHARS, drawn=[card])
    st.seats[0].ability = ability
    st, events = play(st, 0, a.Keep())
    assert st.requests == []
    assert "grimm-private-peek" not in keys(events)
