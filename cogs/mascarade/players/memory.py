"""What a Mascarade seat knows about the cards, read from the events it saw.

Every card was shown face up at the opening (M-1.4); after that a card position keeps its
known character until a swap it could not follow touches it. A position is named as the
events name it: ``(seat, hand)`` for a seat's card, ``("centre", n)`` for the n-th centre
card. The seat follows its own swaps (its private "swapped / kept" note), its peeks, what
its Spy saw, every public reveal and what a Princess showed it.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.engine.core import Event
from bot.engine.text import Text

Place = tuple[int | str, str | int]

CARD_PREFIX = "mascarade-card-"


def card_of(msg: Text, name: str = "card_term") -> str:
    return msg.terms[name].removeprefix(CARD_PREFIX)


def place_of(msg: Text, prefix: str) -> Place:
    """The position a Text names with ``<prefix>``, ``<prefix>_seat``, ``<prefix>_number``."""
    if msg.args[prefix] == "centre":
        return ("centre", int(msg.args[f"{prefix}_number"]))
    return (msg.seats[f"{prefix}_seat"], str(msg.args[prefix]))


class CardMemory:
    """Known characters by position, replayed from one seat's events."""

    def __init__(self, seat: int, events: Iterable[Event]) -> None:
        self.seat = seat
        self.known: dict[Place, str] = {}
        # The two positions of an exchange the seat made, until its private note says
        # whether the cards moved.
        self._mine: tuple[Place, Place] | None = None
        for event in events:
            self._read(event.text)

    def card(self, place: Place) -> str | None:
        return self.known.get(place)

    def _exchange(self, a: Place, b: Place) -> None:
        first, second = self.known.pop(a, None), self.known.pop(b, None)
        if second is not None:
            self.known[a] = second
        if first is not None:
            self.known[b] = first

    def _forget(self, *places: Place) -> None:
        for place in places:
            self.known.pop(place, None)

    def _read(self, msg: Text) -> None:
        key = msg.key.removeprefix("mascarade-")
        seen = self._seen_place(key, msg)
        if seen is not None:
            self.known[seen] = card_of(msg)
        else:
            self._read_movement(key, msg)

    def _seen_place(self, key: str, msg: Text) -> Place | None:
        """The place of a card this seat sees named (dealt face up, peeked, shown), if any."""
        match key:
            case "event-opening" | "private-saw":
                return place_of(msg, "place")
            case "private-peek":
                return (self.seat, str(msg.args["hand"]))
            case "event-reveal":
                return (msg.seats["seat"], str(msg.args["hand"]))
            case "private-princess":
                return (msg.seats["target_seat"], "single")
        return None

    def _read_movement(self, key: str, msg: Text) -> None:
        """Cards swapped (or not) and seats traded or removed: what is known follows them."""
        match key:
            case "event-swap":
                pair = ((msg.seats["seat"], str(msg.args["mine"])), place_of(msg, "other"))
                self._follow(msg.seats["seat"], pair)
            case "event-fool":
                self._follow(msg.seats["seat"], (place_of(msg, "first"), place_of(msg, "second")))
            case "event-spy-look":
                self._follow(msg.seats["seat"], ((msg.seats["seat"], str(msg.args["hand"])), place_of(msg, "other")))
            case "private-swap-done":
                if self._mine is not None:
                    self._exchange(*self._mine)
                self._mine = None
            case "private-swap-kept":
                self._mine = None
            case "event-puppet":
                self._puppet(msg.seats["first_seat"], msg.seats["second_seat"])
            case "event-removed":
                # The card goes to the centre, whose numbering shifts: forget what moved.
                gone = msg.seats["seat"]
                self._forget(*[p for p in self.known if p[0] in (gone, "centre")])

    def _follow(self, actor: int, pair: tuple[Place, Place]) -> None:
        """An exchange-or-not of two positions: the actor learns whether (its private note
        follows); anyone else can no longer tell which card is where. A Spy's look is
        followed by its decision (``event-spy-swap``), so the pair is remembered."""
        if actor == self.seat:
            self._mine = pair
        else:
            self._forget(*pair)

    def _puppet(self, a: int, b: int) -> None:
        """The two seats trade places, each taking over the cards where they sit down."""
        moved = {p: c for p, c in self.known.items() if p[0] in (a, b)}
        for place in moved:
            del self.known[place]
        for (owner, hand), card in moved.items():
            self.known[(b if owner == a else a, hand)] = card
