"""What a seat may do now: the list of legal actions and the checks that refuse the rest.

``check`` gives the precise reason a player reads; ``legal_actions`` enumerates. The
property tests hold the two to each other (everything listed passes ``check``; anything
``check`` lets through is listed).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import overload

from bot.engine.errors import IllegalAction
from cogs.suspicion.rules.actions import (
    Action,
    AskSeat,
    Guess,
    Half,
    Move,
    Passage,
    Peek,
    Play,
    Roll,
    SearchGem,
    Tip,
)
from cogs.suspicion.rules.content import UNKNOWN_FACE, Content, Gem
from cogs.suspicion.rules.state import State
from cogs.suspicion.rules.terms import guest_term


class GuessSpace(Sequence[Guess]):
    """Every legal final guess (S-5.2), enumerated lazily: with five opponents there are
    11**5 of them, far too many to build, yet ``random.choice`` and ``in`` still work."""

    def __init__(self, others: Sequence[int], guests: Sequence[str]) -> None:
        self.others = tuple(others)
        self.values: tuple[str | None, ...] = (None, *guests)

    def __len__(self) -> int:
        size: int = len(self.values) ** len(self.others)
        return size

    @overload
    def __getitem__(self, index: int) -> Guess: ...
    @overload
    def __getitem__(self, index: slice) -> list[Guess]: ...
    def __getitem__(self, index: int | slice) -> Guess | list[Guess]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        guesses: dict[int, str | None] = {}
        for seat in self.others:
            index, digit = divmod(index, len(self.values))
            guesses[seat] = self.values[digit]
        return Guess(guesses=guesses)

    def __iter__(self) -> Iterator[Guess]:
        return (self[i] for i in range(len(self)))

    def __contains__(self, action: object) -> bool:
        return (
            isinstance(action, Guess)
            and tuple(sorted(action.guesses)) == self.others
            and all(v in self.values for v in action.guesses.values())
        )


def own_room(state: State, seat: int) -> str:
    return state.positions[state.secrets[seat].guest]


def searchable(content: Content, state: State, seat: int) -> list[Gem]:
    """S-3.1 and S-5.5: gems of one's guest's room that the bank still holds."""
    room = content.room_by_id[own_room(state, seat)]
    return [gem for gem in room.gems if state.bank[gem] > 0]


def move_faces(state: State) -> list[str]:
    """The distinct die faces still to use this turn, in die order."""
    faces: list[str] = []
    for index in state.dice_left:
        if state.dice[index] not in faces:
            faces.append(state.dice[index])
    return faces


def die_for(state: State, guest: str) -> int | None:
    """The die a move of ``guest`` uses: its own face first, else a '?'. Using the named
    face first never loses a choice, since a '?' can move that guest later anyway."""
    for face in (guest, UNKNOWN_FACE):
        for index in state.dice_left:
            if state.dice[index] == face:
                return index
    return None


def legal_actions(content: Content, state: State, seat: int) -> Sequence[Action]:
    if state.finished or seat in state.removed or not 0 <= seat < state.players:
        return []
    if state.phase == "guess":
        if state.secrets[seat].guesses is not None:
            return []
        others = [s for s in range(state.players) if s != seat]
        return GuessSpace(others, content.guest_ids)
    if seat != state.current:
        return []
    if state.phase == "roll":
        return [Roll()]
    if state.phase == "move":
        return move_actions(content, state)
    if state.phase == "play":
        return play_actions(content, state, seat)
    actions: list[Action] = []
    for kind in state.card_left:
        actions.extend(card_actions(content, state, seat, kind))
    return actions


def move_actions(content: Content, state: State) -> list[Action]:
    faces = move_faces(state)
    guests = content.guest_ids if UNKNOWN_FACE in faces else faces
    moves = [Move(guest=guest, room=room) for guest in guests for room in content.neighbours[state.positions[guest]]]
    return [*moves, *both_moves(content, state)]


def rolled_guests(state: State) -> list[str] | None:
    """The two guests the dice show, in die order, while both dice are still to use and
    neither shows a '?' (else None): the moves that may be made in one choice."""
    faces = [state.dice[index] for index in state.dice_left]
    return faces if len(faces) == 2 and UNKNOWN_FACE not in faces else None


def both_moves(content: Content, state: State) -> list[Move]:
    """S-2.1: both dice's moves as one action (the first die's guest first; the two guests
    differ, so the order changes nothing): at most four doors each, sixteen pairs."""
    guests = rolled_guests(state)
    if guests is None:
        return []
    first, second = guests
    return [
        Move(guest=first, room=room, then=Move(guest=second, room=then))
        for room in content.neighbours[state.positions[first]]
        for then in content.neighbours[state.positions[second]]
    ]


def play_actions(content: Content, state: State, seat: int) -> list[Action]:
    """S-2.2: each card in hand, alone or with the half to carry out first (each legal
    instance of it, as it would be right after the card is played)."""
    actions: list[Action] = []
    for card in state.secrets[seat].hand:
        actions.append(Play(card=card))
        after = played(content, state, card)
        for kind in after.card_left:
            actions.extend(Play(card=card, first=half) for half in card_actions(content, after, seat, kind))
    return actions


def played(content: Content, state: State, card: int) -> State:
    """The board as the halves of ``card`` see it once it is played face up (S-2.2): what a
    half chosen together with the card is listed and checked against. A shallow copy that
    is only read: no half's check looks at the hand the card leaves."""
    kinds = [half.kind for half in content.card_by_number[card].actions]
    return state.model_copy(update={"phase": "act", "card": card, "card_left": kinds})


def card_actions(content: Content, state: State, seat: int, kind: str) -> list[Half]:
    """The legal instances of one half of the played card."""
    if kind == "search":
        return [SearchGem(gem=gem) for gem in searchable(content, state, seat)]
    if kind == "tip":
        half = content.card_by_number[require_card(state)].action("tip")
        return [Tip()] if half and half.gem and state.bank[half.gem] > 0 else []
    if kind == "passage":
        return [
            Passage(guest=guest, room=room.id)
            for guest in content.guest_ids
            for room in content.rooms
            if room.id != state.positions[guest]
        ]
    if kind == "peek":
        return [Peek()]
    return [AskSeat(target=t) for t in state.seated() if t != seat]


def require_card(state: State) -> int:
    if state.card is None:  # pragma: no cover - the act phase always has a card
        raise IllegalAction("error-nothing-to-do")
    return state.card


_PHASE_KINDS: dict[str, frozenset[str]] = {
    "roll": frozenset({"roll"}),
    "move": frozenset({"move"}),
    "play": frozenset({"play"}),
    "act": frozenset({"search", "tip", "passage", "peek", "ask"}),
}


def check(content: Content, state: State, seat: int, action: Action) -> None:
    """Raise :class:`IllegalAction` with the reason a player should read, or return."""
    if state.finished:
        raise IllegalAction("error-game-over")
    if not 0 <= seat < state.players or seat in state.removed:
        raise IllegalAction("error-not-seated")
    if state.phase == "guess":
        _check_guess(content, state, seat, action)
        return
    if seat != state.current:
        raise IllegalAction("error-not-your-turn")
    if action.kind not in _PHASE_KINDS[state.phase]:
        raise IllegalAction(f"suspicion-error-now-{state.phase}")
    if isinstance(action, Move):
        _check_move(content, state, action)
    elif isinstance(action, Play):
        if action.card not in state.secrets[seat].hand:
            raise IllegalAction("suspicion-error-not-in-hand")
        if action.first is not None:
            _check_card_action(content, played(content, state, action.card), seat, action.first)
    elif state.phase == "act":
        _check_card_action(content, state, seat, action)


def _check_move(content: Content, state: State, action: Move) -> None:
    if action.then is not None:
        # Both moves at once: the two guests the dice show, in die order, each one door.
        if action.then.then is not None or [action.guest, action.then.guest] != rolled_guests(state):
            raise IllegalAction("suspicion-error-both-moves")
        _check_move(content, state, action.model_copy(update={"then": None}))
        _check_move(content, state, action.then)
        return
    if action.guest not in state.positions:
        raise IllegalAction("error-illegal-target")
    if die_for(state, action.guest) is None:
        raise IllegalAction("suspicion-error-no-die", guest_term=guest_term(action.guest))
    if action.room not in content.neighbours[state.positions[action.guest]]:
        raise IllegalAction("suspicion-error-not-adjacent")


def _check_card_action(content: Content, state: State, seat: int, action: Action) -> None:
    if action.kind not in state.card_left:
        raise IllegalAction("suspicion-error-not-on-card")
    if isinstance(action, SearchGem) and action.gem not in searchable(content, state, seat):
        raise IllegalAction("suspicion-error-gem-not-here", gem_term=f"suspicion-gem-{action.gem}")
    if isinstance(action, Passage):
        if action.guest not in state.positions or action.room not in content.room_by_id:
            raise IllegalAction("error-illegal-target")
        if state.positions[action.guest] == action.room:
            raise IllegalAction("suspicion-error-same-room")
    if isinstance(action, AskSeat) and (action.target == seat or action.target not in state.seated()):
        raise IllegalAction("error-illegal-target")
    if isinstance(action, Tip) and not card_actions(content, state, seat, "tip"):
        raise IllegalAction("suspicion-error-bank-empty")


def _check_guess(content: Content, state: State, seat: int, action: Action) -> None:
    if not isinstance(action, Guess):
        raise IllegalAction("suspicion-error-now-guess")
    if state.secrets[seat].guesses is not None:
        raise IllegalAction("suspicion-error-already-guessed")
    others = [s for s in range(state.players) if s != seat]
    if sorted(action.guesses) != others:
        raise IllegalAction("suspicion-error-guess-everyone")
    if any(g is not None and g not in content.guest_ids for g in action.guesses.values()):
        raise IllegalAction("error-illegal-target")
