"""Grimm's sharp level: the identity belief on hand-built evidence, checked against the true
state over whole games, and the player's steering of artifacts."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest

from bot.boot.registry import load_games
from bot.engine.core import Event
from bot.engine.text import text
from bot.players.base import Level, knowledge_for, seen_by
from cogs.grimm.players.sharp import GrimmBelief, Me, _mark
from cogs.grimm.rules.actions import Mark, Pick
from cogs.grimm.rules.state import State
from cogs.grimm.rules.views import SeatView
from tests.bounds import bounded
from tests.engine.harness import configs
from tests.engine.seeds import BASE_SEED
from tests.registry import computer_move, hooks_for, player_for

RULES: Any = load_games()["grimm"]
SEEDED = f"MN_SEED={BASE_SEED}"


def table() -> tuple[State, list[Event]]:
    state, events = RULES.setup(4, 5, RULES.options_model())
    return state, list(events)


def view_of(state: State, seat: int = 0) -> SeatView:
    view: SeatView = RULES.view(state, seat)
    return view


def kept(seat: int, card: str) -> Event:
    return Event(text=text("grimm-event-kept", seat=seat, card_term=f"grimm-card-{card}"))


def gave(seat: int, to: int, card: str) -> Event:
    return Event(text=text("grimm-event-gave", seat=seat, to_seat=to, card_term=f"grimm-card-{card}"))


def test_own_marked_peeked_and_unmasked_characters_are_ruled_out() -> None:
    state, events = table()
    mine = state.seats[0].characters[0]
    marked = state.seats[2].characters[0]  # seat 1 marks a character it is not
    state.seats[1].marks.append(marked)
    state.seats[3].unmasked.append(state.seats[3].characters[0])
    peeked = state.char_deck[0]
    peek = Event(text=text("grimm-private-peek", character_term=f"grimm-character-{peeked}"), to=(0,))
    belief = GrimmBelief(view_of(state), seen_by([*events, peek], 0))
    assert set(belief.rows) == {1, 2}  # seat 3 is unmasked
    for seat in (1, 2):
        assert belief.p(seat, mine) == 0
        assert belief.p(seat, peeked) == 0
        assert belief.p(seat, state.seats[3].characters[0]) == 0
    assert belief.p(1, marked) == 0
    assert belief.p(2, marked) > 0


def test_rows_sum_to_one_and_no_character_is_in_two_places() -> None:
    state, events = table()
    belief = GrimmBelief(view_of(state), seen_by(events, 0))
    for row in belief.rows.values():
        assert sum(row.values()) == pytest.approx(1.0, abs=1e-6)
    for character in {c for row in belief.rows.values() for c in row}:
        assert sum(belief.p(seat, character) for seat in belief.rows) <= 1.0 + 1e-6


def test_keeping_points_at_the_boon_and_giving_at_the_bane() -> None:
    state, events = table()
    view = view_of(state)
    before = GrimmBelief(view, seen_by(events, 0))
    # An artifact whose boon and bane characters seat 1 may both be.
    card = next(c for c in before.by_boon if before.p(1, before.by_boon[c]) > 0 and before.p(1, before.by_bane[c]) > 0)
    boon_of, bane_of = before.by_boon[card], before.by_bane[card]
    after_keep = GrimmBelief(view, seen_by([*events, kept(1, card)], 0))
    after_give = GrimmBelief(view, seen_by([*events, gave(1, 2, card)], 0))
    assert after_keep.p(1, boon_of) > before.p(1, boon_of)
    assert after_keep.p(1, bane_of) < before.p(1, bane_of)
    assert after_give.p(1, bane_of) > before.p(1, bane_of)
    assert after_give.p(1, boon_of) < before.p(1, boon_of)


def test_a_forced_keep_after_a_give_says_nothing() -> None:
    state, events = table()
    view = view_of(state)
    given = GrimmBelief(view, seen_by([*events, gave(1, 2, "clock")], 0))
    forced = GrimmBelief(view, seen_by([*events, gave(1, 2, "clock"), kept(1, "crown")], 0))
    assert forced.rows == given.rows


def test_it_keeps_its_boons_and_sends_banes_where_they_unmask() -> None:
    state, events = table()
    mine = state.seats[0].characters[0]
    victim = state.seats[1].characters[0]
    spec = {c.id: c for c in RULES.content.characters}
    state.seats[1].tableau.append(spec[victim].bane)
    # Seat 0 has ruled out, by evidence it gathered, everyone but seat 1 for the victim.
    for seat in (2, 3):
        state.seats[seat].marks.append(victim)
    me = Me(view_of(state), GrimmBelief(view_of(state), seen_by(events, 0)))
    assert me.keep_value(spec[mine].boon) > 0
    assert me.keep_value(spec[mine].bane) < 0
    bane = spec[victim].bane
    assert max((2, 3, 1), key=lambda to: me.harm(bane, to)) == 1


def test_tokens_go_on_the_portrait_likeliest_to_be_someone_elses() -> None:
    state, events = table()
    target = state.seats[1].characters[0]
    for seat in (2, 3):
        state.seats[seat].marks.append(target)
    belief = GrimmBelief(view_of(state), seen_by(events, 0))
    me = Me(view_of(state), belief)
    legal = [Mark(character=c) for c in belief.rows[1]]
    best = _mark(me, legal)
    assert isinstance(best, Mark)
    assert max(belief.p(s, best.character) for s in belief.rows) == max(
        belief.p(s, m.character) for s in belief.rows for m in legal
    )


@pytest.mark.parametrize("k", range(4), ids=lambda k: f"game{k}-{SEEDED}")
def test_the_belief_never_rules_out_a_true_identity(k: int) -> None:
    rng = random.Random(f"{BASE_SEED}:grimm-belief:{k}")
    tables = configs(RULES, hooks_for("grimm"))
    players, options = tables[k % len(tables)]
    state, events = RULES.setup(players, rng.randrange(2**31), options)
    history = list(events)
    for _ in bounded(RULES, f"game {k}"):
        if state.finished:
            break
        seat = rng.choice(RULES.pending(state)).seat
        belief = GrimmBelief(RULES.view(state, seat), seen_by(history, seat))
        for other, row in belief.rows.items():
            masked = [c for c in state.seats[other].characters if c not in state.seats[other].unmasked]
            assert all(row.get(c, 0) > 0 for c in masked), f"seat {seat} ruled out seat {other}'s identity"
        level: Level = "sharp" if seat % 2 else "casual"
        state, events = RULES.apply(state, seat, computer_move(RULES, level, state, seat, history))
        history += events


@pytest.mark.parametrize("level", ["casual", "sharp"])
def test_the_draft_does_not_always_take_its_own_boon(level: Level) -> None:
    """G-2.3: the draft is public, so a player who always takes its boon names its
    character. Both levels take it often, not always, and never take their own bane
    instead."""
    for seed in range(50):
        state, events = RULES.setup(4, seed, RULES.options_model())
        seat = RULES.pending(state)[0].seat
        knowledge = knowledge_for(RULES, state, seat, events)
        view = cast(SeatView, knowledge.view)
        boons = {g.card for g in view.goals if g.role == "boon"}
        banes = {g.card for g in view.goals if g.role == "bane"}
        offered = {a.card for a in knowledge.legal if isinstance(a, Pick)}
        if boons & offered and offered - boons - banes:
            break
    else:
        pytest.fail("no table offers the first drafter its boon")
    player = player_for(RULES, level)
    picks = [player.choose(knowledge, random.Random(k)) for k in range(60)]
    cards = {a.card for a in picks if isinstance(a, Pick)}
    assert cards & boons, "never its boon"
    assert cards - boons, "always its boon"
    assert not cards & banes
