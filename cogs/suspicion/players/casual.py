"""Suspicion's computer players, and the deduction grid every level starts from."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from bot.engine.core import ActionModel, Event
from bot.players.base import Knowledge
from cogs.suspicion.rules.actions import AskSeat, Guess, Move, Play
from cogs.suspicion.rules.content import Content
from cogs.suspicion.rules.views import SeatView

GUEST = "suspicion-guest-"
ROOM = "suspicion-room-"
GEM = "suspicion-gem-"
MOVES = ("suspicion-event-moved", "suspicion-event-passage")


def candidates(content: Content, view: SeatView, seen: tuple[Event, ...]) -> dict[int, set[str]]:
    """For every other seat, the guests it may still be, from what this seat saw: its own
    guest and peeked invitations belong to nobody else, a public search puts the searcher's
    guest in a room showing that gem, and each answer this seat received puts the asked
    player's guest inside (yes) or outside (no) the card guest's sight lines — each judged
    on the board as it was then, rebuilt from the current board and the moves it saw."""
    me = view.seat
    guests = set(content.guest_ids)
    left = {s: guests - {view.guest, *view.peeks} for s in range(view.board.players) if s != me}
    positions = dict(view.board.positions)
    for event in reversed(seen):
        if event.text.key in MOVES:
            positions[_id(event.text.terms["guest_term"], GUEST)] = _id(event.text.terms["from_term"], ROOM)
    for event in seen:
        msg = event.text
        if msg.key in MOVES:
            positions[_id(msg.terms["guest_term"], GUEST)] = _id(msg.terms["to_term"], ROOM)
        elif msg.key == "suspicion-event-searched" and msg.seats["seat"] != me:
            gem = _id(msg.terms["gem_term"], GEM)
            left[msg.seats["seat"]] &= {g for g in guests if gem in content.room_by_id[positions[g]].gems}
        elif msg.key == "suspicion-event-answer" and event.to == (me,):
            target, asked = msg.seats["target_seat"], positions[_id(msg.terms["guest_term"], GUEST)]
            yes = msg.args["answer"] == "yes"
            left[target] &= {g for g in guests if content.sees(positions[g], asked) == yes}
    _pin(left)
    return left


def _id(term: str, prefix: str) -> str:
    return term.removeprefix(prefix)


def _pin(left: dict[int, set[str]]) -> None:
    """A seat down to one guest owns it: nobody else can be that guest."""
    changed = True
    while changed:
        changed = False
        for seat, options in left.items():
            if len(options) != 1:
                continue
            (owned,) = options
            for other, rest in left.items():
                if other != seat and owned in rest and len(rest) > 1:
                    rest.discard(owned)
                    changed = True


def answer_known(content: Content, view: SeatView, options: set[str], guest: str) -> bool:
    """Whether every guest ``options`` allows would give the same answer about ``guest``."""
    positions = view.board.positions
    return len({content.sees(positions[g], positions[guest]) for g in options}) <= 1


def single_steps(legal: Sequence[ActionModel]) -> list[ActionModel]:
    """The legal actions that make one step each: no card played together with its first
    half, no two moves at once. Those save a person a click; a computer player decides each
    step as it comes, as it always did."""
    return [
        a
        for a in legal
        if not (isinstance(a, Play) and a.first is not None) and not (isinstance(a, Move) and a.then is not None)
    ]


class CasualSuspicion:
    """Keeps the deduction grid (like the notepad assistant) but plays at random: it never
    asks a question whose answer it already knows, and guesses among each opponent's
    remaining candidates at the end."""

    def __init__(self, content: Content) -> None:
        self.content = content

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = cast(SeatView, knowledge.view)
        if knowledge.decision.kind == "guess":
            left = candidates(self.content, view, knowledge.seen)
            return Guess(guesses={s: rng.choice(sorted(options)) if options else None for s, options in left.items()})
        legal = knowledge.legal
        if knowledge.decision.kind in ("move", "play"):
            legal = single_steps(legal)
        if knowledge.decision.kind == "act" and any(isinstance(a, AskSeat) for a in legal):
            left = candidates(self.content, view, knowledge.seen)
            assert view.board.card is not None
            half = self.content.card_by_number[view.board.card].action("ask")
            assert half is not None
            assert half.guest is not None
            guest = half.guest
            useful = [
                a
                for a in legal
                if not (isinstance(a, AskSeat) and answer_known(self.content, view, left[a.target], guest))
            ]
            return rng.choice(useful or list(legal))
        return rng.choice(legal)
