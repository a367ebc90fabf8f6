"""A Mascarade seat's belief over every card position, replayed from the events it saw.

Each card position (a slot of the engine: a seat's hand or a centre card) carries a
probability over characters. The opening shows every card (M-1.5), so the belief starts
certain; a swap-or-not this seat did not make leaves each of the two positions holding
either card with even odds (the table sees which two cards, never whether, M-3.1); its
own swaps, peeks, what its Spy saw, a Princess's showing and every public reveal make a
position certain again. An unopposed claim is weak evidence that the announcer holds
the character. After each piece of evidence the rows are rescaled so that every
character keeps exactly its number of copies across the table.

The belief also follows, for every position, whether its owner knows the card there: a
player knows their card after the opening, a peek, a reveal or their own swap, and loses
track when someone else's swap touches it. That is what an opponent's contest or an
Inquisitor's guess is judged by.

Positions are slots: events name ``(seat, hand)`` or the n-th centre card, and the
mapping is followed through the Puppet Master's seat swaps and removals.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.core import Event
from bot.engine.text import Text

__all__ = ["Belief", "Row"]

Row = dict[str, float]

CARD_PREFIX = "mascarade-card-"
# How much more likely a player is to claim a character unopposed when they hold it.
UNOPPOSED_LIKELIHOOD = 2.5
# Rescaling passes after new evidence (each keeps rows summing to one and columns to copies).
FIT_PASSES = 3


def _card(msg: Text, name: str = "card_term") -> str:
    return msg.terms[name].removeprefix(CARD_PREFIX)


class Belief:
    """Probabilities by slot, replayed from one seat's events (oldest first)."""

    def __init__(self, seat: int, events: Iterable[Event]) -> None:
        self.seat = seat
        self.rows: list[Row] = []
        self.owner: list[int | None] = []
        self.hand: list[str] = []
        # Whether the owner of a slot knows the card there (for a centre card: nobody).
        self.aware: list[bool] = []
        self.copies: dict[str, int] = {}
        self._pending: tuple[int, int] | None = None  # this seat's own exchange, until its note
        self._dirty = False
        for event in events:
            self._read(event.text)
        self._fit()

    # -- queries ---------------------------------------------------------------------------

    def row(self, slot: int) -> Row:
        return self.rows[slot]

    def p(self, slot: int, card: str) -> float:
        return self.rows[slot].get(card, 0.0)

    def best(self, slot: int) -> tuple[str, float]:
        """The most likely character at ``slot`` and its probability."""
        row = self.rows[slot]
        card = max(sorted(row), key=lambda c: row[c])
        return card, row[card]

    def slots_of(self, seat: int) -> list[int]:
        return [i for i, owner in enumerate(self.owner) if owner == seat]

    # -- replay ----------------------------------------------------------------------------

    def _slot(self, msg: Text, prefix: str) -> int:
        """The slot a Text names with ``<prefix>``, ``<prefix>_seat``, ``<prefix>_number``."""
        if msg.args[prefix] == "centre":
            centre = [i for i, owner in enumerate(self.owner) if owner is None]
            return centre[int(msg.args[f"{prefix}_number"]) - 1]
        return self._seat_slot(msg.seats[f"{prefix}_seat"], str(msg.args[prefix]))

    def _seat_slot(self, seat: int, hand: str) -> int:
        for i, (owner, h) in enumerate(zip(self.owner, self.hand, strict=True)):
            if owner == seat and h == hand:
                return i
        raise KeyError((seat, hand))

    def _certain(self, slot: int, card: str) -> None:
        self.rows[slot] = {card: 1.0}
        self._dirty = True

    def _mix(self, a: int, b: int) -> None:
        """Swapped or not, unseen: each position holds either card with even odds."""
        self._fit()
        first, second = self.rows[a], self.rows[b]
        mixed = {c: (first.get(c, 0.0) + second.get(c, 0.0)) / 2 for c in first.keys() | second.keys()}
        self.rows[a] = mixed
        self.rows[b] = dict(mixed)

    def _exchange(self, a: int, b: int) -> None:
        self.rows[a], self.rows[b] = self.rows[b], self.rows[a]

    def _touched(self, actor: int, a: int, b: int) -> None:
        """A swap-or-not by ``actor``: the owners other than the actor lose track."""
        for slot in (a, b):
            if self.owner[slot] != actor:
                self.aware[slot] = False

    def _exchange_or_not(self, actor: int, a: int, b: int) -> None:
        self._touched(actor, a, b)
        if actor == self.seat:
            self._pending = (a, b)
        else:
            self._mix(a, b)

    def _read(self, msg: Text) -> None:
        key = msg.key.removeprefix("mascarade-")
        if not self._read_movement(key, msg):
            self._read_sighting(key, msg)

    def _read_movement(self, key: str, msg: Text) -> bool:
        """Cards dealt, swapped (or not), or changing owners; False for any other event."""
        match key:
            case "event-opening":
                # The opening lists the slots in order (M-1.5).
                card = _card(msg)
                centre = msg.args["place"] == "centre"
                self.owner.append(None if centre else msg.seats["place_seat"])
                self.hand.append("centre" if centre else str(msg.args["place"]))
                self.rows.append({card: 1.0})
                self.aware.append(not centre)
                self.copies[card] = self.copies.get(card, 0) + 1
            case "event-swap":
                actor = msg.seats["seat"]
                self._exchange_or_not(actor, self._seat_slot(actor, str(msg.args["mine"])), self._slot(msg, "other"))
            case "event-fool":
                self._exchange_or_not(msg.seats["seat"], self._slot(msg, "first"), self._slot(msg, "second"))
            case "event-spy-look":
                actor = msg.seats["seat"]
                own, other = self._seat_slot(actor, str(msg.args["hand"])), self._slot(msg, "other")
                self._exchange_or_not(actor, own, other)
                self.aware[own] = True  # the Spy looked at both and decides knowingly
            case "private-swap-done":
                if self._pending is not None:
                    self._exchange(*self._pending)
                self._pending = None
            case "private-swap-kept":
                self._pending = None
            case "event-puppet":
                a, b = msg.seats["first_seat"], msg.seats["second_seat"]
                self.owner = [b if o == a else a if o == b else o for o in self.owner]
            case "event-removed":
                self._removed(msg.seats["seat"])
            case _:
                return False
        return True

    def _read_sighting(self, key: str, msg: Text) -> None:
        """A card seen: by this seat, by everyone, or by its owner (who then knows it)."""
        match key:
            case "event-peek":
                self.aware[self._seat_slot(msg.seats["seat"], str(msg.args["hand"]))] = True
            case "private-peek":
                self._certain(self._seat_slot(self.seat, str(msg.args["hand"])), _card(msg))
            case "private-saw":
                self._certain(self._slot(msg, "place"), _card(msg))
            case "private-princess":
                self._certain(self._seat_slot(msg.seats["target_seat"], "single"), _card(msg))
            case "event-reveal":
                slot = self._seat_slot(msg.seats["seat"], str(msg.args["hand"]))
                self._certain(slot, _card(msg))
                self.aware[slot] = True
            case "event-unopposed":
                self._unopposed(msg.seats["seat"], _card(msg))

    def _removed(self, gone: int) -> None:
        """A removed player's cards join the centre, where nobody is aware of them."""
        for i, owner in enumerate(self.owner):
            if owner == gone:
                self.owner[i], self.hand[i], self.aware[i] = None, "centre", False

    def _unopposed(self, seat: int, card: str) -> None:
        """Nobody contested: the announcer more likely holds it (a claim on one card of
        several hands is spread over them)."""
        slots = [i for i in self.slots_of(seat) if self.hand[i] != "middle"]
        if seat == self.seat or not slots:
            return
        self._fit()
        for slot in slots:
            row = self.rows[slot]
            if 0.0 < row.get(card, 0.0) < 1.0:
                row[card] *= UNOPPOSED_LIKELIHOOD
                total = sum(row.values())
                self.rows[slot] = {c: v / total for c, v in row.items()}
                self._dirty = True

    def _fit(self) -> None:
        """Rescale so that rows sum to one and each character's column to its copies,
        keeping certain positions certain (iterative proportional fitting)."""
        if not self._dirty:
            return
        self._dirty = False
        rows = self.rows
        self._eliminate()
        for _ in range(FIT_PASSES):
            totals: dict[str, float] = {}
            for row in rows:
                for c, v in row.items():
                    totals[c] = totals.get(c, 0.0) + v
            scale = {c: self.copies.get(c, 0) / t for c, t in totals.items() if t > 0}
            for i, row in enumerate(rows):
                if len(row) == 1:
                    continue  # a certain position stays certain
                scaled = {c: v * scale.get(c, 1.0) for c, v in row.items() if v > 0}
                total = sum(scaled.values())
                if total > 0:
                    rows[i] = {c: v / total for c, v in scaled.items() if v / total > 1e-9}

    def _eliminate(self) -> None:
        """A character known to be at as many positions as it has copies is nowhere else;
        a position left with one character is certain, which may settle another."""
        changed = True
        while changed:
            changed = False
            certain: dict[str, int] = {}
            for row in self.rows:
                if len(row) == 1:
                    (card,) = row
                    certain[card] = certain.get(card, 0) + 1
            for i, row in enumerate(self.rows):
                if len(row) == 1:
                    continue
                kept = {c: v for c, v in row.items() if certain.get(c, 0) < self.copies.get(c, 0)}
                if kept and len(kept) < len(row):
                    total = sum(kept.values())
                    self.rows[i] = {c: v / total for c, v in kept.items()}
                    changed = True
