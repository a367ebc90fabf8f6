"""Texts that must state the rules as the engine plays them (en and ru)."""

from __future__ import annotations

from typing import get_args

from cogs.grimm.rules import actions as a
from cogs.grimm.rules.rules import TIMEOUT_NOTES
from cogs.grimm.rules.state import DecisionStage, Request
from tests.registry import CATALOG

from .support import RULES, hand_set, keys, play

CATALOG = CATALOG
CHARS = [["evil_queen"], ["red_riding_hood"], ["beast"], ["cinderella"]]


def test_g10_1_advanced_help_says_the_bet_is_taken_at_once_or_on_a_later_turn() -> None:
    en = CATALOG.get("en", "grimm-rules-advanced")
    ru = CATALOG.get("ru", "grimm-rules-advanced")
    assert "at once or on a later turn of theirs" in en
    assert "on one of their turns" not in en
    assert "сразу или в любой из своих следующих ходов" in ru
    assert "в один из своих ходов" not in ru


def test_g9_2_turn_help_gives_the_two_player_draft() -> None:
    en = CATALOG.get("en", "grimm-rules-turn")
    ru = CATALOG.get("ru", "grimm-rules-turn")
    assert "players + 2 artifacts (6 with 2 players)" in en
    assert "(with 2 players, two each)" in en
    assert "«игроки + 2» предмета (вдвоём — 6)" in ru
    assert "(вдвоём — по 2)" in ru


def test_g10_2_action_prompt_names_the_treasure_as_a_way_to_pay() -> None:
    st = hand_set(characters=CHARS, tableaux=[["clock", "clock"], [], [], []], stage="action", treasures=True)
    menu = RULES.menu(st, 0)
    assert menu is not None
    assert "treasure" in CATALOG.render("en", menu.prompt)
    assert "драгоценност" in CATALOG.render("ru", menu.prompt)
    st.seats[0].treasure = False
    menu = RULES.menu(st, 0)
    assert menu is not None
    assert "treasure" not in CATALOG.render("en", menu.prompt)
    assert "драгоценност" not in CATALOG.render("ru", menu.prompt)


def test_g9_5_a_round_won_with_two_masked_characters_is_announced_once() -> None:
    st = hand_set(
        2,
        characters=[["evil_queen", "beast"], ["hansel", "cinderella"]],
        tableaux=[[], ["clock"]],
        drawn=["clock"],
    )
    st.seats[1].unmasked = ["hansel"]
    st, events = play(st, 0, a.Give(to=1))
    assert st.history[0].winner == 0
    won = [e for e in events if e.text.key.startswith("grimm-event-round-won")]
    assert len(won) == 1
    line = CATALOG.render("en", won[0].text, lambda s: f"P{s}")
    assert line == "P0 wins the round as Evil Queen and The Beast, taking the trophy (1 rose)."
    ru = CATALOG.render("ru", won[0].text, lambda s: f"P{s}")
    assert "Злая королева" in ru
    assert "Чудовище" in ru
    assert keys(events).count("grimm-event-unmasked") == 1


def test_r1_r2_every_decision_a_timeout_can_meet_has_its_public_note_in_both_languages() -> None:
    """R1, R2: whatever decision times out, the table reads what was played for it."""
    kinds = {k for k in get_args(DecisionStage) if k != "over"} | set(get_args(Request.model_fields["kind"].annotation))
    assert set(TIMEOUT_NOTES) == kinds
    for suffix in set(TIMEOUT_NOTES.values()):
        assert "ran out of time" in CATALOG.get("en", f"grimm-timeout-{suffix}", {"seat": "Ann"})
        assert "вышло время" in CATALOG.get("ru", f"grimm-timeout-{suffix}", {"seat": "Ann"})
