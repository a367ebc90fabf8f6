"""What a player knows about the cards: their timeline and where their own cards stand.

Built from :attr:`State.history` for one viewer, using only what that viewer may know
(M-10): every fact's public part (which cards a swap involved, a reveal), and the secret
parts (what a card was, whether a swap happened) only when the viewer is among the fact's
knowers. Nothing here reads where the cards lie now, so a seat's timeline can never show
more than that seat has seen.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict

from bot.engine.text import Text, text
from cogs.mascarade.rules.state import Mark, Place, State
from cogs.mascarade.rules.table import card_term


class TimelineEntry(BaseModel):
    """One line of a player's timeline: the turn (0: the opening) and what happened."""

    model_config = ConfigDict(frozen=True)

    turn: int
    text: Text


# Up to this many turns the panel lists each turn a card may have been swapped on; past it,
# a summary (first and last turn, how many swaps) keeps the line short however long the
# game (a listed turn per swap outgrows what a catalogue placeable may hold). Turn numbers
# go as strings, as in the list: a label, not an amount to group by thousands.
LISTED_TURNS = 6


@dataclass(slots=True)
class _Seen:
    """What the viewer last knew of the card at one slot."""

    card: str | None = None
    turn: int = 0
    # Turns since then on which the card may have changed (a swap whose result the
    # viewer does not know).
    since: list[int] = field(default_factory=list)
    # The turn the viewer's own swap brought the card to where it lies now (0: it did not):
    # a card taken on turn 5 and seen at the deal is not "yours since the start".
    came: int = 0


def knows(mark: Mark, viewer: int) -> bool:
    """Whether ``viewer`` may see the mark's cards and whether a swap happened."""
    return mark.knowers is None or viewer in mark.knowers


def where(place: Place, viewer: int, prefix: str) -> dict[str, Any]:
    """Text arguments naming a card relative to ``viewer``: ``<prefix>`` is "own",
    "centre" or "other"; ``<prefix>_hand`` its hand; ``<prefix>_seat`` its owner."""
    if place.owner is None:
        return {prefix: "centre", f"{prefix}_number": place.number or 0}
    if place.owner == viewer:
        return {prefix: "own", f"{prefix}_hand": place.hand}
    return {prefix: "other", f"{prefix}_hand": place.hand, f"{prefix}_seat": place.owner}


def _involves(mark: Mark, viewer: int) -> bool:
    """Whether the fact belongs in ``viewer``'s timeline: everything seen by everyone (the
    opening, reveals), what the viewer did or saw, and whatever touched the viewer's
    cards or seat."""
    if mark.kind in ("opening", "reveal") or mark.actor == viewer or viewer in mark.seats:
        return True
    if mark.kind == "princess" and knows(mark, viewer):
        return True
    return any(p.owner == viewer for p in mark.places)


def _entries(mark: Mark, viewer: int) -> list[Text]:
    by = "me" if mark.actor == viewer else "other"
    actor = {"actor_seat": mark.actor} if mark.actor is not None and mark.actor != viewer else {}
    secret = knows(mark, viewer)
    match mark.kind:
        case "opening":
            return [
                text("mascarade-known-opening", card_term=card_term(c), **where(p, viewer, "place"))
                for p, c in zip(mark.places, mark.cards, strict=True)
            ]
        case "reveal":
            (p,), (c,) = mark.places, mark.cards
            return [text("mascarade-known-reveal", card_term=card_term(c), **where(p, viewer, "place"))]
        case "peek":
            (p,), (c,) = mark.places, mark.cards
            return [text("mascarade-known-peek", card_term=card_term(c), hand=p.hand)]
        case "princess":
            (p,) = mark.places
            if not secret:
                return [text("mascarade-known-princess-blind", **actor)]
            (c,) = mark.cards
            args = {**actor, **where(p, viewer, "place")}
            return [text("mascarade-known-princess", by=by, card_term=card_term(c), **args)]
        case "puppet":
            first, second = mark.seats
            if mark.actor == viewer:
                return [text("mascarade-known-puppet-mine", first_seat=first, second_seat=second)]
            other = second if viewer == first else first
            return [text("mascarade-known-puppet", other_seat=other, **actor)]
        case "spy_look" if secret:
            (p, q), (c, d) = mark.places, mark.cards
            return [
                text(
                    "mascarade-known-spy-look",
                    own_term=card_term(c),
                    other_term=card_term(d),
                    hand=p.hand,
                    **where(q, viewer, "other"),
                )
            ]
        case "spy_look":
            return [text("mascarade-known-looked", **actor, **where(mark.places[1], viewer, "place"))]
    # A swap-or-not: the turn's swap, the Fool's or the Spy's.
    result = ("yes" if mark.swapped else "no") if secret else "unknown"
    args = {**where(mark.places[0], viewer, "first"), **where(mark.places[1], viewer, "second")}
    return [text(f"mascarade-known-{mark.kind.replace('_', '-')}", by=by, swapped=result, **actor, **args)]


def timeline(s: State, viewer: int) -> tuple[TimelineEntry, ...]:
    """Everything ``viewer`` saw and every fact that may have changed their cards, oldest
    first, with the turn it happened on."""
    return tuple(entry for mark in s.history for entry in _timeline_lines(mark, viewer))


# Every view of every seat reads the whole history again, and a mark's lines for a viewer
# never change (a mark is frozen): kept, a long game's panel costs a lookup per mark instead
# of building its texts again. Bounded: some 6 MiB, the lines of a few long games.
@functools.lru_cache(maxsize=4096)
def _timeline_lines(mark: Mark, viewer: int) -> tuple[TimelineEntry, ...]:
    if not _involves(mark, viewer):
        return ()
    return tuple(TimelineEntry(turn=mark.turn, text=entry) for entry in _entries(mark, viewer))


def _follow(s: State, viewer: int) -> list[_Seen]:
    """What ``viewer`` knows of the card at every slot, from the facts they may know."""
    seen = [_Seen() for _ in s.slots]
    for mark in s.history:
        secret = knows(mark, viewer)
        if mark.cards and secret:
            for slot, card in zip(mark.slots, mark.cards, strict=True):
                seen[slot] = _Seen(card=card, turn=mark.turn)
        elif mark.kind in ("swap", "fool", "spy_swap"):
            a, b = mark.slots
            if not secret:
                for slot in (a, b):
                    seen[slot].since.append(mark.turn)
            elif mark.swapped:
                # The viewer swapped: each card's story moves with it, and came then.
                seen[a], seen[b] = seen[b], seen[a]
                seen[a].came = seen[b].came = mark.turn
    return seen


def own_cards(s: State, viewer: int) -> tuple[Text, ...]:
    """One line per card ``viewer`` holds now: what it was when last seen, and whether it
    may have been swapped since."""
    seen = _follow(s, viewer)
    lines = []
    for slot in s.owned(viewer):
        known = seen[slot]
        hand = s.slots[slot].hand
        if known.card is None:
            lines.append(text("mascarade-known-card-unseen", hand=hand))
        elif not known.since:
            lines.append(
                text(
                    "mascarade-known-card-sure",
                    hand=hand,
                    turn=known.turn,
                    came=known.came,
                    card_term=card_term(known.card),
                )
            )
        elif len(set(known.since)) <= LISTED_TURNS:
            turns = ", ".join(str(t) for t in sorted(set(known.since)))
            lines.append(
                text(
                    "mascarade-known-card-maybe",
                    hand=hand,
                    turn=known.turn,
                    came=known.came,
                    card_term=card_term(known.card),
                    turns=turns,
                    n=len(set(known.since)),
                )
            )
        else:
            lines.append(
                text(
                    "mascarade-known-card-maybe-many",
                    hand=hand,
                    turn=known.turn,
                    came=known.came,
                    card_term=card_term(known.card),
                    first=str(min(known.since)),
                    last=str(max(known.since)),
                    swaps=len(known.since),
                )
            )
    return tuple(lines)
