"""Special abilities (G-10.3, G-12) where the rulebook leaves the details to the bot."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.engine.grimm import State
from bot.engine.grimm import actions as a

from .support import RULES, hand_set, play

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
