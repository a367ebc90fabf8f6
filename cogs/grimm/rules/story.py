"""The story of a finished Grimm Masquerade game: each round's evidence board with every
identity revealed (who was which character, whose tokens ruled out which), and the facts
worth telling: the sharpest finger, the most rounds won."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from bot.engine.story import Played, Story
from bot.engine.text import Text, text
from cogs.grimm.rules.state import State

__all__ = ["Board", "Evidence", "boards", "tell"]


@dataclass(frozen=True, slots=True)
class Board:
    """One round's evidence board as it stood when the round ended. ``characters``: every
    character of the round (the players' first, in seat order, then the unused ones);
    ``identities[seat]``: who that player was; ``tokens[seat]``: the characters that
    player's evidence tokens ruled out; ``unmasked[seat]``: the characters the table saw
    unmasked; ``winner``: the round's (None: nobody, or the game ended mid-round);
    ``reason``: why the round ended, a catalogue key (None: the game ended mid-round)."""

    round: int
    characters: tuple[str, ...]
    identities: tuple[tuple[str, ...], ...]
    tokens: tuple[tuple[str, ...], ...]
    unmasked: tuple[tuple[str, ...], ...]
    winner: int | None
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class Evidence:
    players: int
    boards: tuple[Board, ...]
    winners: tuple[int, ...]


def _board(state: State) -> Board:
    identities = tuple(tuple(seat.characters) for seat in state.seats)
    played = [c for chars in identities for c in chars]
    characters = tuple(dict.fromkeys([*played, *sorted(state.char_deck)]))
    tokens = tuple(tuple(seat.marks) for seat in state.seats)
    result = next((r for r in state.history if r.round == state.round), None)
    if result is None:  # the game ended during the round (a moderator ended it)
        return Board(state.round, characters, identities, tokens, tuple(tuple(s.unmasked) for s in state.seats), None)
    # A round's last state is often the one before the move that ended it (the next round
    # is dealt in the same move): what the table saw at its end is in the round's result.
    revealed = tuple(tuple(chars) for chars in result.revealed)
    return Board(state.round, characters, identities, tokens, revealed, result.winner, result.reason)


def boards(steps: Sequence[Played]) -> Evidence:
    """Each round's board at its end (the last state of the round)."""
    played = [step.state for step in steps]
    if not all(isinstance(state, State) for state in played):
        raise TypeError("not a Grimm Masquerade game")
    last: dict[int, State] = {}
    for state in played:
        assert isinstance(state, State)
        if state.round:
            last[state.round] = state
    final = played[-1]
    assert isinstance(final, State)
    # The finished rounds' results carry their characters, whatever state is kept for them.
    shown = tuple(_board(state.model_copy(update={"history": final.history})) for _, state in sorted(last.items()))
    winners = final.outcome.winners if final.outcome is not None else ()
    return Evidence(final.players, shown, winners)


def tell(steps: Sequence[Played]) -> Story[Evidence]:
    shown = boards(steps)
    facts: list[Text] = []
    pointed = [step.seat for step in steps for e in step.events if e.text.key == "grimm-event-point-right"]
    right = Counter(seat for seat in pointed if seat is not None)
    if right:
        seat, n = min(right.items(), key=lambda item: (-item[1], item[0]))
        facts.append(text("grimm-story-finger", seat=seat, n=n))
    else:
        facts.append(text("grimm-story-no-finger"))
    won = Counter(board.winner for board in shown.boards if board.winner is not None)
    if won:
        seat, n = min(won.items(), key=lambda item: (-item[1], item[0]))
        facts.append(text("grimm-story-rounds", seat=seat, n=n))
    return Story(shown, tuple(facts))
