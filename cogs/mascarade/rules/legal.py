"""What each seat may do now: legal actions, the open decision, refusals and timeouts."""

from __future__ import annotations

from itertools import combinations

from bot.engine.core import IllegalAction
from cogs.mascarade.rules.actions import (
    Action,
    Announce,
    BishopTake,
    Contest,
    FoolSwap,
    Guess,
    Inquire,
    Pass,
    Peek,
    PrincessTarget,
    PuppetSwap,
    SpyLook,
    SpySwap,
    Swap,
    WitchSwap,
)
from cogs.mascarade.rules.content import Content
from cogs.mascarade.rules.options import Answers
from cogs.mascarade.rules.state import State
from cogs.mascarade.rules.table import characters, claim_slots, fool_pairs, swap_pairs, swap_targets

# M-2.1: turns 1..4 are preparatory.
PREPARATORY_TURNS = 4


def deciders(s: State) -> list[tuple[int, str]]:
    """The seats that must answer now and what kind of decision each is: one seat, except
    while a claim is answered all at once (R5), when every seat still to answer is asked."""
    if s.outcome is not None:
        return []
    if s.phase == "turn":
        return [(s.current, "prep" if preparatory(s) else "turn")]
    if s.phase == "contest":
        assert s.claim is not None
        asked = s.claim.waiting if all_at_once(s) else s.claim.waiting[:1]
        return [(seat, "contest") for seat in asked]
    assert s.step is not None
    return [(s.step.seat, s.step.kind)]


def decision_of(s: State, seat: int) -> str | None:
    """The kind of decision ``seat`` must make now, or None."""
    return next((kind for who, kind in deciders(s) if who == seat), None)


def all_at_once(s: State) -> bool:
    """Whether answers to a claim are given all at once and kept secret until the last (R5)."""
    return s.answers == Answers.ALL_AT_ONCE


def preparatory(s: State) -> bool:
    return s.turn <= PREPARATORY_TURNS


def may_announce(s: State, seat: int) -> bool:
    """M-2.3: not if revealed during the previous turn (all hands in small games)."""
    return not preparatory(s) and seat not in s.revealed_last


def may_peek(content: Content, s: State, seat: int) -> bool:
    """M-2.3: a revealed player may still peek in the 2nd edition, not in the 1st."""
    if preparatory(s):
        return False
    return seat not in s.revealed_last or content.editions[s.edition].revealed_may_peek


def legal_actions(content: Content, s: State, seat: int) -> list[Action]:
    if decision_of(s, seat) is None:
        return []
    if s.phase == "turn":
        return _turn_actions(content, s, seat)
    if s.phase == "contest":
        # M-9.3: a contest may use any of the contester's cards, the protected one included.
        return [Pass(), *(Contest(slot=i) for i in s.owned(seat))]
    return _step_actions(s, seat)


def _turn_actions(content: Content, s: State, seat: int) -> list[Action]:
    """A turn's choices: swap or not (M-2.1), peek and announce where M-2.3 allows."""
    acts: list[Action] = [Swap(mine=m, other=o, swap=flag) for m, o in swap_pairs(s, seat) for flag in (False, True)]
    if may_peek(content, s, seat):
        acts += [Peek(slot=i) for i in s.owned(seat)]
    if may_announce(s, seat):
        hands = claim_slots(s, seat)
        acts += [Announce(character=ch, slot=i) for ch in characters(s) for i in hands]
    return acts


def _step_actions(s: State, seat: int) -> list[Action]:
    """The answers to the power's open step (M-6)."""
    step = s.step
    assert step is not None
    others = [p for p in s.order if p != seat]
    match step.kind:
        case "bishop":
            return [BishopTake(target=p) for p in step.choices]
        case "witch":
            return [WitchSwap(target=None), *(WitchSwap(target=p) for p in others)]
        case "fool":
            return [FoolSwap(first=a, second=b, swap=flag) for a, b in fool_pairs(s, seat) for flag in (False, True)]
        case "spy_look":
            return [SpyLook(target=i) for i in swap_targets(s, seat)]
        case "spy_swap":
            return [SpySwap(swap=False), SpySwap(swap=True)]
        case "inquire":
            # M-6.12: a target whose card is already face up is still legal.
            return [Inquire(target=p) for p in others]
        case "guess":
            return [Guess(character=None), *(Guess(character=ch) for ch in characters(s))]
        case "princess":
            return [PrincessTarget(target=p) for p in others]
        case "puppet":
            return [PuppetSwap(first=a, second=b) for a, b in combinations(sorted(others), 2)]
    raise AssertionError(step.kind)


def refusal(content: Content, s: State, seat: int, action: Action) -> IllegalAction:
    """The most helpful reason an action that is not legal now is refused."""
    if s.outcome is not None:
        return IllegalAction("error-game-over")
    if not 0 <= seat < s.players or seat in s.removed:
        return IllegalAction("error-not-seated")
    if decision_of(s, seat) is None:
        return _not_asked(s, seat)
    if s.phase == "turn":
        if preparatory(s) and action.kind != "swap":
            return IllegalAction("mascarade-error-preparatory")
        if action.kind == "claim" and not may_announce(s, seat):
            return IllegalAction("mascarade-error-revealed")
        if action.kind == "peek" and not may_peek(content, s, seat):
            return IllegalAction("mascarade-error-must-swap")
    kinds = {a.kind for a in legal_actions(content, s, seat)}
    if action.kind not in kinds:
        return IllegalAction("mascarade-error-not-now")
    if isinstance(action, Announce | Guess) and action.character not in (None, *s.cards):
        return IllegalAction("mascarade-error-not-in-play", card=str(action.character))
    return IllegalAction("error-illegal-target")


def _not_asked(s: State, seat: int) -> IllegalAction:
    """Why a seat with nothing to decide is refused; one that has already sealed its answer
    is told that it counts and when it will be shown (R5)."""
    claim = s.claim
    if s.phase == "contest" and claim is not None and seat != claim.announcer and all_at_once(s):
        return IllegalAction("mascarade-error-answered")
    return IllegalAction("error-not-your-turn" if s.phase == "turn" else "error-nothing-to-do")
