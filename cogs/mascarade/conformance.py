"""Mascarade's hooks for the conformance harness: coins and cards are conserved; a viewer
may know the cards face up, what it sees during its own Spy step, and nothing else of
which card lies where (M-10); with answers all at once (R5), nobody knows another's sealed
answer before the reveal."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from bot.core.content import read_content
from bot.engine.conformance import GameHooks, Move, leaves
from bot.engine.core import Event, Menu
from cogs.mascarade.menu_shape import check_menu
from cogs.mascarade.rules import Content, Options, Rules, State
from cogs.mascarade.rules.actions import Contest, FoolSwap, Guess, Pass, Peek, PrincessTarget, SpyLook, SpySwap, Swap
from cogs.mascarade.rules.content import CONTENT_FILE
from cogs.mascarade.rules.options import Answers
from cogs.mascarade.rules.state import Contender, Mark, Reveal
from cogs.mascarade.rules.views import SeatView

CONTENT = read_content(CONTENT_FILE, Content)
RULES = Rules(CONTENT)
CUSTOM = ("judge", "king", "queen", "widow", "spy", "witch", "thief", "cheat")


def conserve(s: State) -> None:
    start = CONTENT.start_coins * s.players
    assert sum(s.coins) + s.courthouse == start + s.bank_paid - s.bank_taken, "coins"
    assert min(s.coins) >= 0
    assert s.courthouse >= 0
    assert sorted(sl.card for sl in s.slots) == sorted(s.cards), "cards"
    assert all(s.coins[p] == 0 for p in s.removed)


def learned(s: State, move: Move, viewer: int | None) -> set[int]:
    """Slots whose card ``move`` shows ``viewer`` by the rules: the cards of a contested
    claim (M-5.4) and an Inquisition's target (M-6.12) everyone — even when they are turned
    face down again before the move ends; a peek the peeker (M-4.1); the Spy's look the Spy
    (M-6.6); the Princess's target everyone else seated (M-6.13)."""
    seat, action = move
    claim = s.claim
    if isinstance(action, Pass | Contest) and claim is not None and claim.waiting == [seat]:
        answered = [*claim.contesters, *claim.sealed]
        contenders = [c.slot for c in answered] + ([action.slot] if isinstance(action, Contest) else [])
        return {claim.slot, *contenders} if contenders else set()
    if isinstance(action, Guess) and s.step is not None and s.step.target is not None:
        return set(s.owned(s.step.target)[:1])
    if viewer is None:
        return set()
    if isinstance(action, Peek) and viewer == seat:
        return {action.slot}
    if isinstance(action, SpyLook) and s.step is not None and viewer == s.step.actor:
        return {s.step.slot, action.target}
    if isinstance(action, PrincessTarget) and viewer != action.target and viewer in s.order:
        return set(s.owned(action.target)[:1])
    return set()


def scramble(s: State, viewer: int | None, rng: random.Random, move: Move | None) -> State:
    """The face-down cards the viewer is not looking at, shuffled among their places; in
    the history, what the viewer was not shown (others' peeks, whether others swapped)
    changed."""
    out = s.clone()
    fixed = {r.slot for r in s.faceup}
    if viewer is not None and s.step is not None and s.step.seat == viewer and s.step.kind == "spy_swap":
        fixed |= {r.slot for r in s.step.seen}
    if move is not None:
        fixed |= learned(s, move, viewer)
    free = [i for i in range(len(s.slots)) if i not in fixed]
    cards = [s.slots[i].card for i in free]
    rng.shuffle(cards)
    for i, card in zip(free, cards, strict=True):
        out.slots[i] = out.slots[i].model_copy(update={"card": card})
    if out.step is not None and out.step.seen:
        # What a Spy saw is what lies there now (nothing moves between its look and swap).
        seen = [Reveal(slot=r.slot, card=out.slots[r.slot].card) for r in out.step.seen]
        out.step = out.step.model_copy(update={"seen": seen})
    out.history = [_hide(mark, viewer, rng, s.cards) for mark in s.history]
    if not closes_window(s, move):
        _reseal(out, viewer, rng)
    return out


def closes_window(s: State, move: Move | None) -> bool:
    """The move is the last answer to a claim: every sealed answer is shown by it (R5)."""
    return move is not None and s.claim is not None and s.phase == "contest" and s.claim.waiting == [move[0]]


def _reseal(s: State, viewer: int | None, rng: random.Random) -> None:
    """Every sealed answer but the viewer's own made up afresh: a pass, or a contest with
    any of the answerer's cards (R5: nobody learns another's answer before the reveal)."""
    claim = s.claim
    if claim is None or s.phase != "contest" or s.answers != Answers.ALL_AT_ONCE:
        return
    answered = [p for p in s.order if p != claim.announcer and p not in claim.waiting and p != viewer]
    kept = [c for c in claim.sealed if c.seat not in answered]
    made_up = [Contender(seat=p, slot=rng.choice(s.owned(p))) for p in answered if rng.random() < 0.5]
    claim.sealed = kept + made_up


def _hide(mark: Mark, viewer: int | None, rng: random.Random, cards: Sequence[str]) -> Mark:
    """The mark with its secret part (the cards, whether a swap happened) made up, unless
    ``viewer`` was told it."""
    if mark.knowers is None or viewer in mark.knowers:
        return mark
    made_up = tuple(rng.choice(cards) for _ in mark.cards)
    swapped = None if mark.swapped is None else rng.random() < 0.5
    return mark.model_copy(update={"cards": made_up, "swapped": swapped})


def twins(s: State, seat: int, action: Any, rng: random.Random) -> list[Any]:
    """Only the actor knows whether a swap happened (M-3.1, M-6.5, M-6.6: the same two
    cards, ``swap`` flipped) and, answering all at once, what it answered until the last
    answer is in (R5: a pass or a contest with any of its cards)."""
    if isinstance(action, Swap | FoolSwap | SpySwap):
        return [action.model_copy(update={"swap": not action.swap})]
    if isinstance(action, Pass | Contest) and still_answering(s) and not closes_window(s, (seat, action)):
        return [other for other in RULES.legal_actions(s, seat) if other != action]
    return []


def knowledge(s: State, viewer: int | None, view: BaseModel) -> object:
    """A seat's timeline and what it says of the seat's own cards repeat its events; what
    it may know is the rest."""
    return view.model_copy(update={"known": (), "timeline": ()}) if isinstance(view, SeatView) else view


def menu(s: State, seat: int, drawn: Menu, legal: Sequence[Any]) -> None:
    found = leaves(drawn)
    assert len(found) == len(set(found)) == len(legal), "menu vs legal actions"
    assert set(found) == set(legal), "menu vs legal actions"
    check_menu(RULES, s, seat, drawn)


def step(before: State, seat: int, action: Any, after: State, events: list[Event]) -> None:
    # Every accepted action answers an open decision and the next one opens now, except a
    # sealed answer that leaves others to answer: their decisions stay open (R5).
    if before.phase == "contest" and still_answering(after):
        assert after.since == before.since
    else:
        assert after.since == after.version
    if before.answers == Answers.ALL_AT_ONCE and before.phase == "contest":
        # The answer is told to its player alone; the table learns only that it was given.
        private = [e for e in events if not e.public]
        assert all(e.to == (seat,) for e in private)
        if still_answering(after):
            assert [e.text.key for e in events if e.public] == ["mascarade-event-answered"]


def still_answering(s: State) -> bool:
    return s.phase == "contest" and s.answers == Answers.ALL_AT_ONCE


def strays(s: State, seat: int, rng: random.Random) -> list[Any]:
    return [Pass(), Guess(character="nobody"), Peek(slot=len(s.slots))]


HOOKS = GameHooks(
    conserve=conserve,
    step=step,
    scramble=scramble,
    twins=twins,
    knowledge=knowledge,
    strays=strays,
    menu=menu,
    extra_options=(
        Options(custom_set=CUSTOM),
        Options(custom_set=CUSTOM[:6]),
        # Answers all at once (R5), not a lobby select: on every table size of both editions.
        Options(answers=Answers.ALL_AT_ONCE),
        Options(edition="second", preset="random", answers=Answers.ALL_AT_ONCE),
    ),
    golden=(
        (5, Options(edition="first", preset="standard"), 11),
        (3, Options(edition="first", preset="random"), 12),
        (8, Options(edition="second", preset="standard"), 13),
    ),
)
