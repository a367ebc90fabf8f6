"""The notepad assistant (S-7.2): what one seat's own information rules out.

The notepad marks themselves are not game state (a mark must not bump the version); the
adapter stores them, and each player's assistant switch with them. This module only
derives, purely from the state, which guests a seat can already cross out for each
opponent.
"""

from __future__ import annotations

from cogs.suspicion.rules.content import Content
from cogs.suspicion.rules.state import State


def assistant(content: Content, state: State, seat: int, *, turned_on: bool) -> dict[int, set[str]] | None:
    """S-7.2: what the assistant crosses out in ``seat``'s notepad, or None when it shows
    nothing — the player has not turned it on, or the host forbade it for the table
    (which also silences a switch turned on before)."""
    if not turned_on or not assistant_allowed(state):
        return None
    return assistant_rules_out(content, state, seat)


def assistant_allowed(state: State) -> bool:
    """S-7.2: whether the host left the assistant to each player (else it is forbidden)."""
    return state.options.notepad_assistant == "allowed"


def assistant_rules_out(content: Content, state: State, seat: int) -> dict[int, set[str]]:
    """For every other seat, the guests ``seat`` knows that player is not.

    Sources, each judged against the board *when it happened* (recorded positions):
    one's own guest and peeked invitations (S-3.4) belong to nobody else; a public Search
    (S-3.1) puts that player's guest in a room showing the gem; one's own answers (S-4)
    put the asked player's guest inside (Yes) or outside (No) the sight lines of the
    card's guest. Finally a player pinned to one guest rules that guest out for the rest,
    since every guest has at most one player.
    """
    mine = state.secrets[seat]
    nobody = {mine.guest, *mine.peeks}
    out: dict[int, set[str]] = {}
    for other in range(state.players):
        if other == seat:
            continue
        ruled = set(nobody)
        for search in state.searches:
            if search.seat == other:
                ruled |= {
                    guest for guest, room in search.positions.items() if search.gem not in content.room_by_id[room].gems
                }
        for ask in mine.asks:
            if ask.target == other:
                seen_from = ask.positions[ask.guest]
                ruled |= {guest for guest, room in ask.positions.items() if content.sees(room, seen_from) != ask.answer}
        out[other] = ruled
    _propagate(out, set(content.guest_ids))
    return out


def _propagate(out: dict[int, set[str]], guests: set[str]) -> None:
    """A player with one candidate left owns that guest; nobody else can be it."""
    settled: set[int] = set()
    changed = True
    while changed:
        changed = False
        for seat, ruled in out.items():
            left = guests - ruled
            if len(left) != 1 or seat in settled:
                continue
            settled.add(seat)
            (owned,) = left
            for other, other_ruled in out.items():
                if other != seat and owned not in other_ruled:
                    other_ruled.add(owned)
                    changed = True
