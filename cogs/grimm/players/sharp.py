"""Grimm Masquerade's sharp computer player: deduces identities and steers artifacts.

Its belief, rebuilt from the round's events on every call, gives each other seat a
probability over the characters it may be. Hard evidence eliminates: this seat's own
characters, the ones it saw in the character deck, unmasked portraits, and every token a
seat placed (a token marks a character that seat is not). Soft evidence weighs: a player
who keeps an artifact by choice is likelier to have it as boon and unlikelier as bane; one
who gives an artifact away, the reverse. The table is then fitted so that each seat holds
its number of characters and each character is in exactly one place (a seat or the
character deck).

On that belief it keeps its boons, sends each artifact where it hurts most (a bane to the
player likeliest to hold a pair's other half, never a boon to whoever collects it),
points the finger when one identity stands out, pays for information otherwise, and puts
its evidence tokens on the portraits it believes belong to others (they tell the table
least about it).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import cast

from bot.engine.core import ActionModel, Event
from bot.players.base import Knowledge
from cogs.grimm.players.casual import draft
from cogs.grimm.rules.actions import (
    Dance,
    Eavesdrop,
    Gift,
    Give,
    GuestList,
    HandGive,
    Keep,
    Mark,
    Paid,
    Pick,
    Pickpocket,
    PointFinger,
    Secrets,
    Skip,
    TakeBet,
    Toast,
    ToastGive,
)
from cogs.grimm.rules.views import SeatView

__all__ = ["GrimmBelief", "SharpGrimm"]

CHARACTER = "grimm-character-"
CARD = "grimm-card-"
# Likelihood ratios of a choice, for the character whose boon / bane the artifact is.
KEPT_BOON, KEPT_BANE = 2.5, 0.25
GAVE_BOON, GAVE_BANE = 0.4, 2.0
FIT_PASSES = 4
# Point the finger when the expected roses (2 and an unmasking if right, a rose and a
# token for the target if wrong) exceed this.
POINT_FLOOR = 0.9


def _id(term: str, prefix: str) -> str:
    return term.removeprefix(prefix)


class GrimmBelief:
    """For every other seat, a probability over the characters it holds."""

    def __init__(self, view: SeatView, seen: Iterable[Event]) -> None:
        board = view.board
        self.me = view.seat
        self.boon = {c.id: c.boon for c in board.table}
        self.bane = {c.id: c.bane for c in board.table}
        self.by_boon = {c.boon: c.id for c in board.table}
        self.by_bane = {c.bane: c.id for c in board.table}
        per_seat = 2 if board.players == 2 else 1
        round_events = _this_round(seen)
        peeked = {
            _id(e.text.terms["character_term"], CHARACTER)
            for e in round_events
            if e.text.key == "grimm-private-peek" and e.to == (self.me,)
        }
        mine = set(view.characters)
        gone = set(board.broken)
        free = [c.id for c in board.table if c.id not in mine and c.id not in gone]
        self.rows: dict[int, dict[str, float]] = {}
        self.need: dict[int, float] = {}
        for info in board.seats:
            if info.seat == self.me or not info.masked:
                continue
            ruled_out = set(info.marks) | peeked
            row = {c: 1.0 for c in free if c not in ruled_out}
            self.rows[info.seat] = row
            self.need[info.seat] = float(per_seat - len(info.unmasked))
        self._weigh(round_events)
        # The character deck holds what no seat does; what this seat saw there is certain.
        deck = {c: (1.0 if c in peeked else 0.5) for c in free}
        self._fit(deck, float(board.character_deck_size))

    def p(self, seat: int, character: str) -> float:
        return self.rows.get(seat, {}).get(character, 0.0)

    def _weigh(self, events: Sequence[Event]) -> None:
        """Soft evidence from choices: a keep right after the same seat's give was forced
        (the second card goes the other way), so it says nothing."""
        last_gave: int | None = None
        for e in events:
            msg = e.text
            if msg.key in ("grimm-event-kept", "grimm-event-picked"):
                seat = msg.seats["seat"]
                if last_gave != seat:
                    self._scale(seat, _id(msg.terms["card_term"], CARD), KEPT_BOON, KEPT_BANE)
                last_gave = None
            elif msg.key == "grimm-event-gave":
                seat = msg.seats["seat"]
                self._scale(seat, _id(msg.terms["card_term"], CARD), GAVE_BOON, GAVE_BANE)
                last_gave = seat
            elif msg.key.startswith("grimm-event-action"):
                last_gave = None

    def _scale(self, seat: int, card: str, boon: float, bane: float) -> None:
        row = self.rows.get(seat)
        if row is None:
            return
        for character, factor in ((self.by_boon.get(card), boon), (self.by_bane.get(card), bane)):
            if character in row:
                row[character] *= factor

    def _fit(self, deck: dict[str, float], deck_size: float) -> None:
        rows = [*self.rows.values(), deck]
        need = [*self.need.values(), deck_size]
        for _ in range(FIT_PASSES):
            for row, n in zip(rows, need, strict=True):
                total = sum(row.values())
                if total > 0:
                    for c in row:
                        row[c] *= n / total
            columns: Counter[str] = Counter()
            for row in rows:
                columns.update(row)
            for row in rows:
                for c in row:
                    if columns[c] > 1.0:
                        row[c] /= columns[c]
        for seat, row in self.rows.items():
            total = sum(row.values())
            if total > 0:
                n = self.need[seat]
                self.rows[seat] = {c: min(1.0, v * n / total) for c, v in row.items()}


def _this_round(seen: Iterable[Event]) -> list[Event]:
    events = list(seen)
    start = max((i for i, e in enumerate(events) if e.text.key == "grimm-event-round"), default=0)
    return events[start:]


@dataclass(frozen=True, slots=True)
class Me:
    view: SeatView
    belief: GrimmBelief

    @property
    def seat(self) -> int:
        return self.view.seat

    @property
    def boons(self) -> set[str]:
        """The charms of this seat's masked characters (its view's goals)."""
        return {g.card for g in self.view.goals if g.role == "boon"}

    @property
    def banes(self) -> set[str]:
        """The curses of this seat's masked characters (its view's goals)."""
        return {g.card for g in self.view.goals if g.role == "bane"}

    def count(self, seat: int, card: str) -> int:
        return dict(self.view.board.seats[seat].tableau).get(card, 0)

    def harm(self, card: str, to: int) -> float:
        """What giving ``card`` to ``to`` is worth to this seat, in roses: an unmasking pays
        a rose and removes a rival; a boon handed to its collector may lose the round."""
        b, held = self.belief, self.count(to, card)
        bane_p = b.p(to, b.by_bane.get(card, ""))
        boon_p = b.p(to, b.by_boon.get(card, ""))
        value = bane_p * (3.0 if held >= 1 else 0.6)
        value -= boon_p * (6.0 if held >= 2 else 1.5 if held == 1 else 0.4)
        if held >= 1:
            value += 0.15  # a pair that is not their bane makes them place a token: evidence
        leader = max(self.view.board.seats, key=lambda s: (s.total, -s.seat)).seat
        return value + (0.1 if to == leader else 0.0)

    def keep_value(self, card: str) -> float:
        """What keeping ``card`` is worth: boons win the round, a bane pair unmasks."""
        held = self.count(self.seat, card)
        if card in self.boons:
            return 3.0 + 2.0 * held
        if card in self.banes:
            return -6.0 if held >= 1 else -1.5
        return -0.2 if held == 1 else 0.0  # a pair would make this seat place a token


class SharpGrimm:
    """Plays on :class:`GrimmBelief`."""

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = cast(SeatView, knowledge.view)
        me = Me(view, GrimmBelief(view, knowledge.seen))
        legal = knowledge.legal
        kind = knowledge.decision.kind
        match kind:
            case "draft":
                picks = [a for a in legal if isinstance(a, Pick)]
                return draft(picks, me.boons, lambda a: me.keep_value(a.card), rng)
            case "keep" | "extra" | "give" if view.drawn:
                return _keep_or_give(me, legal, view.drawn[-1], kind)
            case "action":
                return _action(me, legal)
            case "evidence":
                return _mark(me, legal)
            case "toast":
                return _toast(me, legal)
            case "hand_give" | "bet":
                return _hand(me, legal)
        return rng.choice(legal)


def _best_give(me: Me, gives: Sequence[Give | HandGive]) -> tuple[float, Give | HandGive]:
    def score(a: Give | HandGive) -> tuple[float, int]:
        card = a.card if isinstance(a, HandGive) else me.view.drawn[-1]
        return me.harm(card, a.to), -a.to

    best = max(gives, key=score)
    return score(best)[0], best


def _keep_or_give(me: Me, legal: Sequence[ActionModel], card: str, kind: str) -> ActionModel:
    gives = [a for a in legal if isinstance(a, Give)]
    if not gives:
        return Keep()
    harm, give = _best_give(me, gives)
    if kind == "give" or not any(isinstance(a, Keep) for a in legal):
        return give
    keep = me.keep_value(card)
    if kind == "keep":
        # Keeping the first card means giving the unseen second one, and the reverse: with
        # one bane already held, an unseen card kept may unmask this seat.
        risky = any(me.count(me.seat, bane) >= 1 for bane in me.banes)
        keep += 0.5 if risky else 0.0
    return Keep() if keep >= harm else give


def _cost(me: Me, action: Paid) -> float:
    """What paying costs: a boon pair is the round; a treasure is a rose at the end."""
    cost = 4.0 if action.pay in me.boons else 0.0
    if action.treasure:
        cost += 1.0
    elif action.pay in me.banes:
        cost -= 0.5  # getting rid of a bane is a relief
    return cost


def _action(me: Me, legal: Sequence[ActionModel]) -> ActionModel:
    b = me.belief
    best: ActionModel = Skip()
    best_value = 0.3
    unsure = sum(1 - max(row.values(), default=1.0) for row in b.rows.values()) / max(1, len(b.rows))
    for a in legal:
        if isinstance(a, Skip):
            continue
        assert isinstance(a, Paid)
        value = _action_value(me, a, unsure)
        if value is not None and value > best_value:
            best, best_value = a, value
    return best


def _action_value(me: Me, a: Paid, unsure: float) -> float | None:
    """What taking ``a`` is worth, its cost counted; None for a Point Finger too unlikely
    to be right. ``unsure`` is how little this seat knows of the others on average."""
    b = me.belief
    value = -_cost(me, a)
    if isinstance(a, PointFinger):
        p = b.p(a.target, a.character)
        value += p * 3.5 - (1 - p) * 1.4
        if value < POINT_FLOOR - _cost(me, a):
            return None
    elif isinstance(a, Eavesdrop):
        value += 0.8 * sum(1 - max(b.rows.get(t, {}).values(), default=1.0) for t in a.targets)
    elif isinstance(a, GuestList):
        value += 1.2 * unsure
    elif isinstance(a, Pickpocket):
        value += 0.6 * unsure + 0.2
    elif isinstance(a, Toast):
        value += 0.3
    elif isinstance(a, Secrets):
        value += 0.8 if a.character in me.view.characters else 0.0
    elif isinstance(a, Gift):
        value += me.harm(a.card, a.to) - me.keep_value(a.card) - 0.3
    elif isinstance(a, Dance):
        value += -me.keep_value(a.card) - 0.5
    return value


def _mark(me: Me, legal: Sequence[ActionModel]) -> ActionModel:
    """On the portrait likeliest to be someone else's: it tells the table least about us."""
    b = me.belief
    marks = [a for a in legal if isinstance(a, Mark)]
    return max(
        marks, key=lambda a: (max((row.get(a.character, 0.0) for row in b.rows.values()), default=0.0), a.character)
    )


def _toast(me: Me, legal: Sequence[ActionModel]) -> ActionModel:
    first, second = me.view.drawn[0], me.view.drawn[-1]
    toasts = [a for a in legal if isinstance(a, ToastGive)]
    return max(toasts, key=lambda a: (me.harm(first, a.first) + me.harm(second, a.second), -a.first, -a.second))


def _hand(me: Me, legal: Sequence[ActionModel]) -> ActionModel:
    """Unmasked: a bet on the likeliest winner when one is offered, else the hand's most
    harmful gift."""
    bets = [a for a in legal if isinstance(a, TakeBet)]
    if bets:
        return max(bets, key=lambda a: (_win_chance(me, a.character), a.character))
    gives = [a for a in legal if isinstance(a, HandGive)]
    if gives:
        return _best_give(me, gives)[1]
    return Skip() if Skip() in legal else legal[0]


def _win_chance(me: Me, character: str) -> float:
    b = me.belief
    boon = b.boon[character]
    own = me.count(me.seat, boon) + 1 if character in me.view.characters else 0
    return own + sum(b.p(s, character) * (1 + me.count(s, boon)) for s in b.rows)
