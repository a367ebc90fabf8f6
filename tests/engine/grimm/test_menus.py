"""Menus that take few clicks and explain themselves, one behaviour per test,
named by the rule the menu follows. A click is one choice followed in the menu tree: a
leaf at depth 1 is one interaction with the panel open."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.core import Choice, Menu, Text
from bot.engine.errors import IllegalAction
from cogs.grimm.rules import Options, State
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.menus import NO_PARAMETERS
from cogs.grimm.rules.table import action_follows
from tests.registry import CATALOG

from .support import RULES, hand_set, play, random_game

CATALOG = CATALOG
CHARS = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]]
LOCALES = ("en", "ru")
RULE_ID = re.compile(r"\b[GMS]-\d")


def _menu(st: State, seat: int) -> Menu:
    menu = RULES.menu(st, seat)
    assert menu is not None
    return menu


def _walk(menu: Menu, depth: int = 1) -> Iterator[tuple[int, Choice, Menu]]:
    """Every choice with the number of clicks that reach it, and the level it is on."""
    for choice in menu.choices:
        yield depth, choice, menu
        if choice.menu is not None:
            yield from _walk(choice.menu, depth + 1)


def _clicks(menu: Menu, action: Any) -> int:
    return next(depth for depth, choice, _ in _walk(menu) if choice.action == action)


def _render(locale: str, msg: Text) -> str:
    return CATALOG.render(locale, msg, lambda s: f"Player{s + 1}")


def _states() -> list[State]:
    """Decision points of random games: every player count and variant."""
    out = []
    for players, options in (
        (2, Options(treasures=True, abilities=True)),
        (3, Options(bets=True)),
        (4, Options(treasures=True)),
        (5, Options(bets=True, treasures=True, abilities=True)),
    ):
        out += [before for before, *_ in random_game(players, players + 40, options)]
    return out


STATES = _states()


def _menus() -> Iterator[tuple[State, int, Menu]]:
    for st in STATES:
        for d in RULES.pending(st):
            yield st, d.seat, _menu(st, d.seat)


# -- fewer clicks ----------------------------------------------------------------------------


def test_g3_1_keeping_the_first_card_then_a_turn_without_action_takes_two_clicks() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], drawn=["crown"], deck=["spindle"])
    assert _clicks(_menu(st, 0), a.Keep()) == 1
    st, _ = play(st, 0, a.Keep())
    assert st.stage == "give"
    end = a.Give(to=2, end_turn=True)
    assert _clicks(_menu(st, 0), end) == 1
    st, _ = play(st, 0, end)
    assert st.active == 1, "the turn is over: no action stage was opened"
    assert st.seats[2].tableau == ["spindle"]
    assert st.seats[0].tableau == ["clock", "clock", "crown"]


def test_g3_1_giving_the_first_card_then_ending_the_turn_takes_two_clicks() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock"], [], [], []], drawn=["crown"], deck=["clock"])
    assert _clicks(_menu(st, 0), a.Give(to=1)) == 1
    st, _ = play(st, 0, a.Give(to=1))
    assert st.stage == "action"
    menu = _menu(st, 0)
    assert _clicks(menu, a.Skip()) == 1
    st, _ = play(st, 0, a.Skip())
    assert st.active == 1


def test_g3_3_the_second_card_may_still_be_given_before_an_action() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="give", drawn=["crown"])
    legal = RULES.legal_actions(st, 0)
    assert {x for x in legal if isinstance(x, a.Give)} == {
        a.Give(to=to, end_turn=end) for to in (1, 2, 3) for end in (False, True)
    }
    st, _ = play(st, 0, a.Give(to=1))
    assert st.stage == "action"


def test_g3_3_without_a_pair_the_second_card_ends_the_turn_by_itself() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock"], [], [], []], stage="give", drawn=["crown"])
    assert not action_follows(st.seats[0])
    assert RULES.legal_actions(st, 0) == [a.Give(to=1), a.Give(to=2), a.Give(to=3)]
    with pytest.raises(IllegalAction):
        play(st, 0, a.Give(to=1, end_turn=True))
    menu = _menu(st, 0)
    assert [n.key for n in menu.notes] == ["grimm-note-no-pair"]


def test_g3_1_the_first_card_cannot_end_the_turn() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], drawn=["crown"])
    with pytest.raises(IllegalAction):
        play(st, 0, a.Give(to=1, end_turn=True))


def test_every_card_decision_is_one_click_and_end_turn_is_quick() -> None:
    """G-3.1 / G-3.3: keep or give, the second card (with or without ending the turn) and
    End turn are each one click, so a turn without an action takes at most two."""
    seen: set[str] = set()
    for st, seat, menu in _menus():
        kind = st.stage if seat == st.active and not st.requests else None
        if kind in ("keep", "give", "extra", "toast"):
            assert all(depth == 1 for depth, *_ in _walk(menu)), kind
            seen.add(kind)
        if kind == "give":
            ends = [c.action for c in menu.choices if isinstance(c.action, a.Give) and c.action.end_turn]
            assert bool(ends) == action_follows(st.seats[seat])
        if kind == "action":
            skip = next(c for c in menu.choices if c.action == a.Skip())
            assert skip.quick
            seen.add(kind)
    assert seen >= {"keep", "give", "action"}


def test_g5_actions_take_one_click_for_their_parameters_where_they_fit() -> None:
    """A paid action: its card, a click for the payment when there is a choice of it, then
    one select of its target and choice (two levels only when they exceed 25 options)."""
    checked = 0
    for st, seat, menu in _menus():
        if st.stage != "action" or seat != st.active or st.requests:
            continue
        leaves = [(depth, c.action) for depth, c, _ in _walk(menu) if isinstance(c.action, a.Paid)]
        for depth, action in leaves:
            same = [x for _, x in leaves if x.kind == action.kind]
            pay_choice = len({(x.pay, x.treasure) for x in same}) > 1
            one_pay = [x for x in same if (x.pay, x.treasure) == (action.pay, action.treasure)]
            params = 0 if action.kind in NO_PARAMETERS else 1 + (len(one_pay) > 25)
            assert depth <= 1 + pay_choice + params, (action, depth)
            checked += 1
    assert checked


def test_quick_choices_reveal_nothing_secret() -> None:
    """G-11.2: a drawn card is private, so a quick label never names it: ending the turn and
    declining the bet for now are quick; keeping or giving a card is decided on the card, and
    a draft pick under one's character, so neither is pressed blind from the turn message:
    one control there opens the panel (``Menu.opens``)."""
    quick = set()
    for _st, _seat, menu in _menus():
        for _depth, choice, _level in _walk(menu):
            if choice.quick:
                assert isinstance(choice.action, a.Skip), choice
                assert not any(str(v).startswith("grimm-card-") for v in choice.label.args.values()), choice
                quick.add(choice.label.key)
    assert quick <= {"grimm-choice-skip-action", "grimm-choice-bet-later"}
    assert "grimm-choice-skip-action" in quick


def test_g2_3_a_draft_pick_is_made_in_the_panel_under_ones_character_and_says_what_it_is() -> None:
    """G-2.1 deals the character before the G-2.3 draft: the turn message only opens the
    panel (the character on top); each pick there says what it would be to the picker, and
    the menu reaches every legal pick in one click."""
    drafts = 0
    for st, seat, menu in _menus():
        if st.stage != "draft" or (picks := [x for x in RULES.legal_actions(st, seat) if isinstance(x, a.Pick)]) == []:
            continue
        assert menu.opens == Text(key="grimm-choice-draft")
        assert menu.table_note == Text(key="grimm-table-note-draft")
        row = menu
        assert not any(c.quick for c in row.choices), "a pick itself is never on the turn message"
        assert [c.action for c in row.choices] == picks
        assert all(c.description is not None and c.description.key.startswith("grimm-desc-keep") for c in row.choices)
        assert [n.key for n in row.notes] == ["grimm-note-draft"]
        drafts += 1
    assert drafts


def test_a_turn_without_an_action_begins_on_the_turn_message_with_the_card_seen() -> None:
    """G-3.1, G-11.2: both cards' keep-or-give (and an extra draw's) open from the turn message in one control
    (``Menu.opens``, a label naming no card) into the player's private choice, whose prompt
    names the card: the first card kept or given in two clicks, seen first."""
    seen = set()
    for st, seat, menu in _menus():
        kind = st.stage if seat == st.active and not st.requests else None
        if kind in ("keep", "give", "extra"):
            assert menu.opens is not None, kind
            assert menu.opens.key in ("grimm-quick-card", "grimm-quick-second")
            assert (menu.opens.args, menu.opens.terms) == ({}, {}), "the control's label names no card"
            assert st.drawn[-1] in menu.prompt.terms["card_term"], "the opened choice shows the card"
            assert all(depth == 1 for depth, *_ in _walk(menu)), "then one click keeps or gives it"
            seen.add(kind)
        elif kind not in (None, "draft"):  # the draft opens the panel too (G-2.3, test above)
            assert menu.opens is None, kind
    assert seen >= {"keep", "give"}


# -- knowing what you know ---------------------------------------------------------------------


def test_g4_3_g4_1_the_seat_view_counts_charm_to_three_and_curse_to_two() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown", "crown", "mirror", "clock"], [], [], []])
    view = RULES.seat_view(st, 0)
    goals = {(g.role, g.card): (g.held, g.threshold) for g in view.goals}
    assert goals == {("boon", "crown"): (2, 3), ("bane", "mirror"): (1, 2)}
    assert all(g.character == "evil_queen" for g in view.goals)


def test_g9_1_two_players_see_both_characters_goals_and_g6_3_none_once_unmasked() -> None:
    st = hand_set(2, characters=[["evil_queen", "beast"], ["hansel", "cinderella"]], tableaux=[["mirror"], []])
    goals = RULES.seat_view(st, 0).goals
    assert {(g.character, g.role, g.held) for g in goals} == {
        ("evil_queen", "boon", 0),
        ("evil_queen", "bane", 1),
        ("beast", "boon", 1),
        ("beast", "bane", 0),
    }
    st = hand_set(characters=CHARS, tableaux=[[], [], [], []])
    st.seats[1].unmasked = ["red_riding_hood"]
    assert RULES.seat_view(st, 1).goals == []


def test_g11_2_a_seats_goals_depend_on_nothing_another_seat_hides() -> None:
    st = hand_set(characters=CHARS, tableaux=[["crown"], ["crown"], [], []])
    other = st.clone()
    other.seats[1].characters = ["hansel"]
    assert RULES.seat_view(st, 0) == RULES.seat_view(other, 0)
    assert RULES.seat_view(st, 1).goals != RULES.seat_view(other, 1).goals


def test_g3_1_keep_says_what_it_does_to_your_charm_and_curse() -> None:
    st = hand_set(characters=CHARS, tableaux=[["mirror"], [], [], []], drawn=["mirror"])
    keep = next(c for c in _menu(st, 0).choices if c.action == a.Keep())
    assert keep.description is not None
    assert _render("en", keep.description) == "Your curse: 🪞 2/2, you would be unmasked!"
    st = hand_set(characters=CHARS, tableaux=[["crown"], [], [], []], drawn=["crown"])
    keep = next(c for c in _menu(st, 0).choices if c.action == a.Keep())
    assert keep.description is not None
    assert _render("en", keep.description) == "Your charm: 👑 2/3."


def test_g11_1_give_choices_show_what_the_recipient_holds() -> None:
    st = hand_set(characters=CHARS, tableaux=[[], ["crown", "crown", "mirror"], [], []], drawn=["clock"])
    gives = {c.action.to: c for c in _menu(st, 0).choices if isinstance(c.action, a.Give)}
    assert gives[1].description is not None
    assert gives[2].description is not None
    assert _render("en", gives[1].description) == "holds 👑×2 🪞"
    assert _render("en", gives[2].description) == "holds no artifacts"
    for locale in LOCALES:
        assert "👑×2 🪞" in _render(locale, gives[1].description)


def test_every_give_in_every_menu_describes_the_recipient() -> None:
    for _st, _seat, menu in _menus():
        for _depth, choice, _level in _walk(menu):
            if isinstance(choice.action, a.Give | a.HandGive | a.Gift | a.ToastGive):
                assert choice.description is not None
                assert choice.description.key.startswith("grimm-desc-holds"), choice


# -- choices explain themselves -----------------------------------------------------------------


def test_every_action_ability_and_character_choice_has_a_short_description_in_both_languages() -> None:
    described = set()
    for _st, _seat, menu in _menus():
        for _depth, choice, _level in _walk(menu):
            key = choice.label.key
            if key.startswith(("grimm-action-", "grimm-ability-", "grimm-character-")) or isinstance(
                choice.action, a.PointFinger
            ):
                assert choice.description is not None, choice
            if choice.description is not None:
                described.add(choice.description.key)
                for locale in LOCALES:
                    line = _render(locale, choice.description)
                    assert len(line) <= 100, (locale, line)
                    assert "\n" not in line
    assert {"grimm-desc-end-turn", "grimm-desc-character", "grimm-desc-holds"} <= described
    assert any(k.startswith("grimm-desc-action-") for k in described)


def test_every_action_and_ability_description_fits_one_line() -> None:
    keys = [f"grimm-desc-action-{x.id}" for x in RULES.content.actions]
    keys += [f"grimm-desc-ability-{x.id}" for x in RULES.content.abilities]
    for locale in LOCALES:
        for key in keys:
            line = CATALOG.get(locale, key)
            assert 0 < len(line) <= 100, (locale, key, line)


def test_no_rule_ids_in_anything_a_menu_shows() -> None:
    for _st, _seat, menu in _menus():
        texts = [menu.prompt, *menu.notes]
        for _depth, choice, level in _walk(menu):
            texts += [choice.label, level.prompt, *level.notes]
            if choice.description is not None:
                texts.append(choice.description)
        for msg in texts:
            for locale in LOCALES:
                assert not RULE_ID.search(_render(locale, msg)), (locale, msg)


def test_no_rule_ids_in_grimm_catalogues() -> None:
    for locale in LOCALES:
        for key in CATALOG.keys(locale):
            if key.startswith("grimm-"):
                assert not RULE_ID.search(CATALOG.get(locale, key)), (locale, key)


# -- why a choice is missing ---------------------------------------------------------------------


def test_g6_3_menus_say_that_an_unmasked_player_cannot_receive_cards() -> None:
    st = hand_set(characters=CHARS, tableaux=[[], [], [], []], drawn=["crown"])
    st.seats[2].unmasked = ["beast"]
    menu = _menu(st, 0)
    assert a.Give(to=2) not in [c.action for c in menu.choices]
    assert [(n.key, n.seats) for n in menu.notes] == [("grimm-note-unmasked", {"target_seat": 2})]


def test_g3_5_unmasked_by_the_first_card_the_second_is_given_and_no_action_follows() -> None:
    st = hand_set(characters=CHARS, tableaux=[["mirror", "clock", "clock"], [], [], []], drawn=["mirror"])
    st, _ = play(st, 0, a.Keep())
    assert st.seats[0].unmasked == ["evil_queen"]
    menu = _menu(st, 0)
    assert [n.key for n in menu.notes] == ["grimm-note-unmasked-self"]
    assert all(isinstance(c.action, a.Give) and not c.action.end_turn for c in menu.choices)


def test_g5_7a_a_dance_with_no_card_left_says_why_it_is_missing() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], ["crown"], ["mirror"], []], stage="action")
    st.shown = ["dance", "guest_list"]
    menu = _menu(st, 0)
    labels = [c.label.key for c in menu.choices]
    assert "grimm-action-dance" not in labels
    assert "grimm-action-guest_list" in labels
    note = [n for n in menu.notes if n.key == "grimm-note-needs-card"]
    assert [n.terms for n in note] == [{"action_term": "grimm-action-dance"}]


def test_g5_1_point_the_finger_says_unmasked_characters_cannot_be_named() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.seats[3].unmasked = ["cinderella"]
    menu = _menu(st, 0)
    point = next(c for c in menu.choices if c.label.key == "grimm-action-point_finger")
    assert point.menu is not None
    assert point.menu.prompt.key == "grimm-prompt-point", "target and character in one select"
    assert {n.key for n in point.menu.notes} == {"grimm-note-broken", "grimm-note-unmasked"}
    named = {c.action.character for c in point.menu.choices if isinstance(c.action, a.PointFinger)}
    assert "cinderella" not in named
    assert {c.action.target for c in point.menu.choices if isinstance(c.action, a.PointFinger)} == {1, 2}


def test_g5_1_five_players_choose_the_target_then_the_character() -> None:
    chars = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"], ["hansel"]]
    st = hand_set(5, characters=chars, tableaux=[["clock", "clock"], [], [], [], []], stage="action")
    point = next(c for c in _menu(st, 0).choices if c.label.key == "grimm-action-point_finger")
    assert point.menu is not None
    assert point.menu.prompt.key == "grimm-prompt-target", "4 targets × 8 characters do not fit in one select"
    first = point.menu.choices[0]
    assert first.menu is not None
    assert len(first.menu.choices) == 8
    assert _clicks(_menu(st, 0), first.menu.choices[0].action) == 3


def test_g7_2_eavesdrop_says_a_player_without_tokens_places_nothing() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action")
    st.shown = ["eavesdrop", "toast"]
    st.seats[1].marks = [
        "beast",
        "cinderella",
        "sleeping_beauty",
        "rumpelstiltskin",
        "big_bad_wolf",
        "hansel",
        "evil_queen",
    ]
    eavesdrop = next(c for c in _menu(st, 0).choices if c.label.key == "grimm-action-eavesdrop")
    assert eavesdrop.menu is not None
    assert [(n.key, n.seats) for n in eavesdrop.menu.notes] == [("grimm-note-no-tokens", {"target_seat": 1})]


def test_g6_4_an_unmasked_hand_gives_card_and_recipient_in_one_select_where_they_fit() -> None:
    chars = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"], ["hansel"]]
    st = hand_set(5, characters=chars, tableaux=[[], [], [], [], []], stage="hand_give")
    st.seats[0].unmasked = ["evil_queen"]
    st.seats[0].hand = ["crown", "mirror", "clock"]
    menu = _menu(st, 0)
    assert all(depth == 1 for depth, *_ in _walk(menu)), "3 cards × 4 players fit in one select"
    assert menu.notes[0].key == "grimm-note-unmasked-hand"
    st.seats[0].hand = list(RULES.content.artifact_ids)
    menu = _menu(st, 0)
    assert [c.label.key for c in menu.choices] == ["grimm-choice-to"] * 4, "8 cards × 4 players: the player first"
    assert all(c.menu is not None and len(c.menu.choices) == 8 for c in menu.choices)


def test_g4_3_g4_1_a_give_says_when_it_could_hand_a_rival_a_triple_or_a_second_curse() -> None:
    """What a give could do to its receiver, from what their tableau shows (public): a third
    copy wins the round if it is their charm, a second unmasks them if it is their curse."""
    st = hand_set(characters=CHARS, tableaux=[[], ["crown", "crown"], ["crown"], []], drawn=["crown"])
    menu = _menu(st, 0)
    given = {c.action.to: c.description for c in menu.choices if isinstance(c.action, a.Give)}
    assert given[1] is not None
    assert given[1].key == "grimm-desc-holds-third"
    assert given[2] is not None
    assert given[2].key == "grimm-desc-holds-second"
    assert given[3] == Text(key="grimm-desc-holds-nothing")
    assert menu.table_note == Text(key="grimm-table-note-keep")
    rendered = CATALOG.render("en", given[1], lambda seat: f"P{seat}")
    assert "a 3rd" in rendered
    assert "if it is their charm" in rendered
