"""The Russian rulebook's worked examples (seed 000), each from a hand-set state."""

from __future__ import annotations

from cogs.grimm.rules import actions as a

from .support import RULES, hand_set, keys, legal_of, play

# Seats in the examples: 0 Alexander, 1 Christina, 2 Maria, 3 a fourth guest.
ALEXANDER, CHRISTINA, MARIA = 0, 1, 2


def test_example_christina_glass_slippers_token_on_beast() -> None:
    """Christina is Red Riding Hood, holds one Glass Slippers (the Beast's bane) and is given
    a second: she places a token on the Beast, and it stays after she discards them."""
    st = hand_set(
        characters=[["beast"], ["red_riding_hood"], ["hansel"], ["cinderella"]],
        tableaux=[["crown"], ["glass_slipper"], [], []],
        drawn=["glass_slipper"],
        active=ALEXANDER,
    )
    st, events = play(st, ALEXANDER, a.Give(to=CHRISTINA))
    assert st.seats[CHRISTINA].marks == ["beast"]
    assert "grimm-event-token" in keys(events)
    assert not st.seats[CHRISTINA].unmasked
    # G-7.3: the token stays even when the pair is discarded for an action.
    st.active, st.stage, st.stage_since = CHRISTINA, "action", st.version
    st.shown = ["guest_list", "toast"]
    st, _ = play(st, CHRISTINA, a.GuestList(pay="glass_slipper"))
    assert "glass_slipper" not in st.seats[CHRISTINA].tableau
    assert st.seats[CHRISTINA].marks == ["beast"]


def test_example_alexander_third_crown_token_on_evil_queen() -> None:
    """Alexander is not the Evil Queen; his third Crown (her boon) marks her portrait."""
    st = hand_set(
        characters=[["beast"], ["red_riding_hood"], ["hansel"], ["cinderella"]],
        tableaux=[["crown", "crown"], [], [], []],
        drawn=["crown"],
        active=ALEXANDER,
    )
    st, _ = play(st, ALEXANDER, a.Keep())
    assert st.seats[ALEXANDER].marks == ["evil_queen"]
    assert st.outcome is None
    assert st.history == []


def test_example_eavesdrop_christina_and_maria_both_choose_evil_queen() -> None:
    """Alexander eavesdrops on Christina and Maria; they answer privately and at once, within
    the limits of their earlier tokens, and the results are shown together."""
    st = hand_set(
        characters=[["beast"], ["red_riding_hood"], ["hansel"], ["cinderella"]],
        tableaux=[["clock", "clock", "mirror"], ["spindle"], ["treats"], ["cauldron"]],
        stage="action",
        active=ALEXANDER,
    )
    st.shown = ["eavesdrop", "toast"]
    st.seats[MARIA].marks = ["cinderella", "red_riding_hood", "sleeping_beauty"]
    st.seats[CHRISTINA].marks = ["beast"]
    st, _ = play(st, ALEXANDER, a.Eavesdrop(pay="clock", targets=(CHRISTINA, MARIA)))

    pending = {d.seat: d for d in RULES.pending(st)}
    assert set(pending) == {CHRISTINA, MARIA}
    opened = pending[MARIA].since
    christina = {x.character for x in legal_of(a.Mark, st, CHRISTINA)}
    maria = {x.character for x in legal_of(a.Mark, st, MARIA)}
    assert "beast" not in christina
    assert "red_riding_hood" not in christina
    assert not maria & {"cinderella", "red_riding_hood", "sleeping_beauty", "hansel"}
    st, events = play(st, CHRISTINA, a.Mark(character="evil_queen"))
    assert all(e.to == (CHRISTINA,) for e in events)  # nothing public until both answered
    assert [d.since for d in RULES.pending(st)] == [opened]  # Maria's buttons stay valid
    st, events = play(st, MARIA, a.Mark(character="evil_queen"))
    assert st.seats[CHRISTINA].marks == ["beast", "evil_queen"]
    assert st.seats[MARIA].marks[-1] == "evil_queen"
    assert keys(events).count("grimm-event-token") == 2


def test_example_christina_points_at_maria_sleeping_beauty_wrong() -> None:
    """Christina guesses Maria is Sleeping Beauty: wrong, so Maria gains a rose and places a
    token on Sleeping Beauty."""
    st = hand_set(
        characters=[["beast"], ["red_riding_hood"], ["hansel"], ["cinderella"]],
        tableaux=[[], ["mirror", "mirror"], ["treats"], []],
        stage="action",
        active=CHRISTINA,
    )
    st, _ = play(
        st,
        CHRISTINA,
        a.PointFinger(pay="mirror", target=MARIA, character="sleeping_beauty"),
    )
    assert st.seats[MARIA].roses == 1
    assert st.seats[MARIA].marks == ["sleeping_beauty"]
    assert not st.seats[MARIA].unmasked
