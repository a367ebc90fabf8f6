"""Number guessing for two: each player secretly picks a number (at the same time), then
in turn each guesses the other's. A right guess wins; both or neither may win.

Pure like every engine (no discord, no I/O); written against ``bot.engine.core.GameRules``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bot.engine.core import BaseState, Choice, Decision, Event, IllegalAction, Menu, Outcome, text

__all__ = ["Action", "Guess", "Options", "Pick", "PublicView", "Rules", "SeatView", "State"]

PLAYERS = 2


class Options(BaseModel):
    first_seat: int = 0  # who guesses first
    numbers: Literal["3", "5"] = "3"  # pick from 1..numbers


class Pick(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["pick"] = "pick"
    number: int


class Guess(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["guess"] = "guess"
    number: int


Action = Annotated[Pick | Guess, Field(discriminator="kind")]
_ACTION: TypeAdapter[Pick | Guess] = TypeAdapter(Action)


class State(BaseState):
    phase: Literal["pick", "guess"] = "pick"
    numbers: int
    picks: list[int | None]
    guesses: list[int | None]
    turn: int  # the seat guessing now (guess phase)
    since: int = 0  # the version at which the open step began


class PublicView(BaseModel):
    model_config = ConfigDict(frozen=True)
    phase: Literal["pick", "guess"]
    numbers: int
    picked: tuple[bool, ...]
    guesses: tuple[int | None, ...]
    # Whether each guess was right: announced when it is made.
    right: tuple[bool | None, ...]
    turn: int
    outcome: Outcome | None
    # Revealed only once the game is over.
    picks: tuple[int | None, ...] | None


class SeatView(BaseModel):
    model_config = ConfigDict(frozen=True)
    board: PublicView
    seat: int
    mine: int | None


class Rules:
    id = "guess"
    state_model = State
    options_model = Options
    max_actions = 4  # two picks, two guesses

    def player_range(self, options: Options) -> tuple[int, int]:
        return PLAYERS, PLAYERS

    def setup(self, players: int, seed: int, options: Options) -> tuple[State, list[Event]]:
        if players != PLAYERS:
            raise IllegalAction("guess-error-players")
        state = State(
            seed=seed,
            players=players,
            numbers=int(options.numbers),
            picks=[None, None],
            guesses=[None, None],
            turn=options.first_seat % PLAYERS,
        )
        return state, [Event(text=text("guess-started", n=state.numbers))]

    def parse_action(self, data: Any) -> Pick | Guess:
        return _ACTION.validate_python(data)

    def legal_actions(self, state: State, seat: int) -> Sequence[Pick | Guess]:
        if state.finished or not 0 <= seat < state.players:
            return []
        numbers = range(1, state.numbers + 1)
        if state.phase == "pick":
            return [Pick(number=n) for n in numbers] if state.picks[seat] is None else []
        return [Guess(number=n) for n in numbers] if seat == state.turn else []

    def apply(self, state: State, seat: int, action: Pick | Guess) -> tuple[State, list[Event]]:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("guess-error-not-now")
        after = state.model_copy(deep=True)
        after.version += 1
        other = 1 - seat
        if isinstance(action, Pick):
            after.picks[seat] = action.number
            events = [
                Event(text=text("guess-you-picked", n=action.number), to=(seat,)),
                Event(text=text("guess-player-picked", seat=seat)),
            ]
            if None not in after.picks:
                after.phase, after.since = "guess", after.version
            return after, events
        right = action.number == state.picks[other]
        after.guesses[seat] = action.number
        events = [
            Event(text=text("guess-guessed-right" if right else "guess-guessed-wrong", seat=seat, n=action.number))
        ]
        if None in after.guesses:
            after.turn, after.since = other, after.version
        else:
            winners = tuple(s for s in range(PLAYERS) if after.guesses[s] == after.picks[1 - s])
            after.outcome = Outcome(
                winners=winners, reason=text("guess-end", a=after.picks[0] or 0, b=after.picks[1] or 0)
            )
        return after, events

    def pending(self, state: State) -> list[Decision]:
        if state.finished:
            return []
        if state.phase == "pick":
            return [Decision(seat=s, kind="pick", since=state.since) for s in range(PLAYERS) if state.picks[s] is None]
        return [Decision(seat=state.turn, kind="guess", since=state.since)]

    def timeout_action(self, state: State, seat: int) -> Pick | Guess:
        return Pick(number=1) if state.phase == "pick" else Guess(number=1)

    def remove_seat(self, state: State, seat: int) -> tuple[State, list[Event]]:
        if state.finished or not 0 <= seat < state.players:
            raise IllegalAction("guess-error-not-now")
        after = state.model_copy(deep=True)
        after.version += 1
        after.outcome = Outcome(winners=(), reason=text("guess-abandoned", seat=seat))
        return after, [Event(text=text("guess-abandoned", seat=seat))]

    def menu(self, state: State, seat: int) -> Menu | None:
        legal = self.legal_actions(state, seat)
        if not legal:
            return None
        prompt = text("guess-prompt-pick" if state.phase == "pick" else "guess-prompt-guess")
        return Menu(prompt=prompt, choices=[Choice(label=text("guess-number", n=a.number), action=a) for a in legal])

    def view(self, state: State, seat: int | None) -> PublicView | SeatView:
        board = PublicView(
            phase=state.phase,
            numbers=state.numbers,
            picked=tuple(p is not None for p in state.picks),
            guesses=tuple(state.guesses),
            right=tuple(None if g is None else g == state.picks[1 - s] for s, g in enumerate(state.guesses)),
            turn=state.turn,
            outcome=state.outcome,
            picks=tuple(state.picks) if state.finished else None,
        )
        return board if seat is None else SeatView(board=board, seat=seat, mine=state.picks[seat])
