"""What each player knows about the cards: the timeline with turn numbers and
the line per card held, across the opening, swaps, peeks, reveals and powers — and never a
secret of another seat (M-10)."""

from __future__ import annotations

from bot.engine.text import Text
from cogs.mascarade.rules import Options, Rules, State
from cogs.mascarade.rules.actions import (
    Announce,
    Contest,
    Inquire,
    Pass,
    Peek,
    PrincessTarget,
    PuppetSwap,
    SpyLook,
    SpySwap,
    Swap,
)
from tests.engine.mascarade.helpers import ANNA, BORIS, DIMA, FEDYA, SASHA, Renderer, make_state, play, seat_view
from tests.engine.mascarade.test_rules import claim_unopposed

SIX = ["king", "queen", "judge", "bishop"]
CENTRE = ["witch", "cheat"]


def opened(state: State) -> State:
    """A hand-set state whose opening reveal (M-1.5) is on record."""
    state.remember("opening", range(len(state.slots)), seen=True)
    return state


def known(rules: Rules, state: State, seat: int) -> Text:
    (line,) = seat_view(rules, state, seat).known
    return line


def keys(rules: Rules, state: State, seat: int) -> list[tuple[int, str]]:
    return [(e.turn, e.text.key) for e in seat_view(rules, state, seat).timeline]


def test_m1_5_the_opening_reveal_counts_as_knowledge(rules: Rules, renderer: Renderer) -> None:
    state, _ = rules.setup(4, 7, Options())
    view = seat_view(rules, state, BORIS)
    assert [(e.turn, e.text.key) for e in view.timeline] == [(0, "mascarade-known-opening")] * 6
    line = known(rules, state, BORIS)
    assert line.key == "mascarade-known-card-sure"
    assert line.args["turn"] == 0
    assert line.terms["card_term"] == f"mascarade-card-{state.slots[state.owned(BORIS)[0]].card}"
    assert "since the start" in renderer.render("en", line)
    assert "с начала игры" in renderer.render("ru", line)


def test_m3_1_a_swap_with_your_card_makes_it_uncertain_with_its_turn(rules: Rules, renderer: Renderer) -> None:
    state = opened(make_state(SIX, centre=CENTRE, turn=7, current=SASHA))
    state, _ = rules.apply(state, SASHA, Swap(mine=2, other=ANNA, swap=True))
    anna = seat_view(rules, state, ANNA)
    swap = anna.timeline[-1]
    assert swap.turn == 7
    assert swap.text.key == "mascarade-known-swap"
    assert swap.text.args["swapped"] == "unknown", "Anna may not know whether Sasha swapped"
    assert swap.text.seats["actor_seat"] == SASHA
    line = known(rules, state, ANNA)
    assert line.key == "mascarade-known-card-maybe"
    assert line.args["turns"] == "7"
    assert "may have been swapped since: turn 7" in renderer.render("en", line)
    assert "могли поменять: ход 7" in renderer.render("ru", line)
    # Sasha knows she swapped: her timeline says so, and her card is now Anna's old one.
    sasha = seat_view(rules, state, SASHA)
    assert sasha.timeline[-1].text.args["swapped"] == "yes"
    (line,) = sasha.known
    assert line.key == "mascarade-known-card-sure"
    # Boris was not involved: no line about it.
    assert keys(rules, state, BORIS)[-1] == (0, "mascarade-known-opening")


def test_m3_1_your_own_swap_moves_what_you_know_with_the_card(rules: Rules) -> None:
    state, _ = rules.setup(4, 3, Options())
    first = state.current
    other = state.left_of(first)
    mine, theirs = state.owned(first)[0], state.owned(other)[0]
    before = state.slots[theirs].card
    state, _ = rules.apply(state, first, Swap(mine=mine, other=theirs, swap=True))
    line = known(rules, state, first)
    assert line.key == "mascarade-known-card-sure"
    assert line.terms["card_term"] == f"mascarade-card-{before}", "the card seen at the opening is now yours"
    assert line.args["turn"] == 0
    assert line.args["came"] == state.turn - 1, "taken on the turn of the swap, not yours since the start"
    # The other player cannot know: their card may have changed on turn 1.
    assert known(rules, state, other).key == "mascarade-known-card-maybe"


def test_m4_1_a_peek_is_known_to_the_peeker_only(rules: Rules) -> None:
    state = make_state(SIX, centre=CENTRE, turn=9, current=BORIS)
    state, _ = rules.apply(state, BORIS, Peek(slot=1))
    (entry,) = seat_view(rules, state, BORIS).timeline
    assert (entry.turn, entry.text.key) == (9, "mascarade-known-peek")
    assert entry.text.terms["card_term"] == "mascarade-card-queen"
    assert known(rules, state, BORIS).args["turn"] == 9
    for other in (ANNA, SASHA, FEDYA):
        assert seat_view(rules, state, other).timeline == ()


def test_m5_4_a_contest_reveals_cards_to_everyone_and_settles_them(rules: Rules) -> None:
    state = make_state(SIX, centre=CENTRE, turn=8)
    state, _ = rules.apply(state, ANNA, Announce(character="queen", slot=0))
    state, _ = play(rules, state, (BORIS, Contest(slot=1)), (SASHA, Pass()), (FEDYA, Pass()))
    for seat in (ANNA, BORIS, SASHA, FEDYA):
        reveals = [e for e in seat_view(rules, state, seat).timeline if e.text.key == "mascarade-known-reveal"]
        assert [(e.turn, e.text.terms["card_term"]) for e in reveals] == [
            (8, "mascarade-card-king"),
            (8, "mascarade-card-queen"),
        ]
    line = known(rules, state, BORIS)
    assert (line.key, line.args["turn"]) == ("mascarade-known-card-sure", 8)


def test_m6_6_the_spy_knows_both_cards_and_the_owner_knows_only_that_they_were_taken(rules: Rules) -> None:
    state = make_state(["spy", "queen", "judge", "bishop"], centre=["king", "thief"], turn=6)
    state, _ = claim_unopposed(rules, state, ANNA, "spy")
    state, _ = rules.apply(state, ANNA, SpyLook(target=1))
    state, _ = rules.apply(state, ANNA, SpySwap(swap=True))
    anna = [e.text for e in seat_view(rules, state, ANNA).timeline if e.turn == 6]
    look, swap = anna
    assert look.terms == {"own_term": "mascarade-card-spy", "other_term": "mascarade-card-queen"}
    assert swap.args["swapped"] == "yes"
    line = known(rules, state, ANNA)
    assert line.terms["card_term"] == "mascarade-card-queen", "the Spy swapped the Queen in"
    boris = [e.text for e in seat_view(rules, state, BORIS).timeline if e.turn == 6]
    assert [t.key for t in boris] == ["mascarade-known-looked", "mascarade-known-spy-swap"]
    assert all("mascarade-card-queen" not in t.terms.values() for t in boris)
    assert boris[1].args["swapped"] == "unknown"
    assert known(rules, state, BORIS).key == "mascarade-known-card-unseen"


def test_m6_13_the_princess_target_learns_only_that_others_saw(rules: Rules) -> None:
    state = make_state(["princess", "queen", "judge", "bishop"], centre=["king", "fool"], edition="second", turn=6)
    state, _ = claim_unopposed(rules, state, ANNA, "princess")
    state, _ = rules.apply(state, ANNA, PrincessTarget(target=SASHA))
    (blind,) = [e.text for e in seat_view(rules, state, SASHA).timeline if e.turn == 6]
    assert blind.key == "mascarade-known-princess-blind"
    assert not blind.terms
    for seat in (ANNA, BORIS, FEDYA):
        (shown,) = [e.text for e in seat_view(rules, state, seat).timeline if e.turn == 6]
        assert shown.terms["card_term"] == "mascarade-card-judge"
        assert shown.args["by"] == ("me" if seat == ANNA else "other")


def test_m6_13_a_moved_player_knows_the_card_of_the_seat_they_sat_down_in(rules: Rules) -> None:
    state = opened(make_state(["puppet_master", "queen", "judge", "bishop"], centre=CENTRE, edition="second", turn=6))
    state, _ = claim_unopposed(rules, state, ANNA, "puppet_master")
    state, _ = rules.apply(state, ANNA, PuppetSwap(first=BORIS, second=SASHA))
    (moved,) = [e.text for e in seat_view(rules, state, BORIS).timeline if e.turn == 6]
    assert moved.key == "mascarade-known-puppet"
    assert moved.seats == {"actor_seat": ANNA, "other_seat": SASHA}
    line = known(rules, state, BORIS)
    assert line.terms["card_term"] == "mascarade-card-judge", "Boris now holds the card of Sasha's old seat"
    assert line.args["turn"] == 0


def test_m6_12_an_inquisition_reveal_is_in_everyones_timeline(rules: Rules) -> None:
    state = make_state(["inquisitor", "queen", "judge", "bishop", "king", "thief", "witch", "peasant"], turn=12)
    state, _ = claim_unopposed(rules, state, ANNA, "inquisitor")
    state, _ = rules.apply(state, ANNA, Inquire(target=DIMA))
    state, _ = rules.apply(state, DIMA, rules.legal_actions(state, DIMA)[0])
    for seat in range(8):
        (reveal,) = [e for e in seat_view(rules, state, seat).timeline if e.text.key == "mascarade-known-reveal"]
        assert reveal.turn == 12
        assert reveal.text.terms["card_term"] == "mascarade-card-king"


def test_m10_a_timeline_never_holds_another_seats_secret(rules: Rules) -> None:
    """Whatever Anna chose, the others' views are the same."""
    base = make_state(SIX, centre=CENTRE, turn=5)
    swapped, _ = rules.apply(base, ANNA, Swap(mine=0, other=4, swap=True))
    kept, _ = rules.apply(base, ANNA, Swap(mine=0, other=4, swap=False))
    for seat in (BORIS, SASHA, FEDYA):
        assert seat_view(rules, swapped, seat) == seat_view(rules, kept, seat)
    assert seat_view(rules, swapped, ANNA) != seat_view(rules, kept, ANNA)


def test_m3_1_a_card_taken_later_is_not_called_yours_since_the_start(rules: Rules, renderer: Renderer) -> None:
    """Seen at the deal, taken by one's own swap on turn 7: known since the start, and came
    on turn 7 — a card held from the deal says only the first."""
    state = opened(make_state(SIX, centre=CENTRE, turn=7, current=SASHA))
    state, _ = rules.apply(state, SASHA, Swap(mine=2, other=ANNA, swap=True))
    line = known(rules, state, SASHA)
    assert (line.args["turn"], line.args["came"]) == (0, 7)
    assert "since the start and it came to you on turn 7" in renderer.render("en", line)
    assert "к вам она пришла на 7-м ходу" in renderer.render("ru", line)
    held = known(rules, state, BORIS)
    assert held.args["came"] == 0
    assert renderer.render("en", held).endswith(
        "(you have known this card since the start); it cannot have changed since."
    )
