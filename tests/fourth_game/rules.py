"""Number guessing for two: each player secretly picks a number (at the same time) or
lets the game pick one for them, then in turn each guesses the other's. A right guess
wins; both or neither may win.

Its menus exercise what the adapter draws: descriptions (the picks), notes and quick
choices (the guesses, and "pick for me", which reveals nothing), a quick sub-menu (the
higher guesses of a 1-to-5 game).

Pure like every engine (no discord, no I/O); built on the template in ``bot.engine.core`` (``Engine``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.engine.core import (
    ActionModel,
    ActionParser,
    BaseOptions,
    Choice,
    Decision,
    Engine,
    Events,
    IllegalAction,
    Menu,
    Outcome,
    SeatViewModel,
    SharedSinceState,
    rng_for,
    text,
)

__all__ = ["Action", "Guess", "Options", "Pick", "PublicView", "Rules", "SeatView", "State"]

PLAYERS = 2
LOW_GUESSES = 3  # guesses offered at the top; higher ones in a sub-menu


class Options(BaseOptions):
    numbers: Literal["3", "5"] = "3"  # pick from 1..numbers


class Pick(ActionModel):
    kind: Literal["pick"] = "pick"
    number: int | None  # None: the game picks one at random


class Guess(ActionModel):
    kind: Literal["guess"] = "guess"
    number: int


Action = Annotated[Pick | Guess, Field(discriminator="kind")]


class State(SharedSinceState):
    phase: Literal["pick", "guess"] = "pick"
    numbers: int
    picks: list[int | None]
    guesses: list[int | None]
    turn: int  # the seat guessing now (guess phase)


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


class SeatView(SeatViewModel[PublicView]):
    mine: int | None


class Rules(Engine[State, Pick | Guess, Options]):
    id = "guess"
    state_model = State
    options_model = Options
    parse_action = ActionParser[Pick | Guess](Action)
    players = (PLAYERS, PLAYERS)
    max_actions = 4  # two picks, two guesses
    decision_kinds = frozenset(("pick", "guess"))

    def begin(self, players: int, seed: int, options: Options, events: Events) -> State:
        state = State(
            seed=seed,
            players=players,
            numbers=int(options.numbers),
            picks=[None, None],
            guesses=[None, None],
            turn=options.first_seat or 0,
        )
        events.say("guess-started", n=state.numbers)
        return state

    def legal_actions(self, state: State, seat: int) -> Sequence[Pick | Guess]:
        if state.finished or not 0 <= seat < state.players:
            return []
        numbers = range(1, state.numbers + 1)
        if state.phase == "pick":
            return [*(Pick(number=n) for n in numbers), Pick(number=None)] if state.picks[seat] is None else []
        return [Guess(number=n) for n in numbers] if seat == state.turn else []

    def check(self, state: State, seat: int, action: Pick | Guess) -> None:
        if action not in self.legal_actions(state, seat):
            raise IllegalAction("guess-error-not-now")

    def perform(self, state: State, seat: int, action: Pick | Guess, events: Events) -> None:
        other = 1 - seat
        if isinstance(action, Pick):
            number = action.number or rng_for(state, f"pick:{seat}").randint(1, state.numbers)
            state.picks[seat] = number
            events.tell(seat, "guess-you-picked", n=number)
            events.say("guess-player-picked", seat=seat)
            if None not in state.picks:
                state.phase = "guess"
            return
        right = action.number == state.picks[other]
        state.guesses[seat] = action.number
        events.say("guess-guessed-right" if right else "guess-guessed-wrong", seat=seat, n=action.number)
        if None in state.guesses:
            state.turn = other
        else:
            winners = tuple(s for s in range(PLAYERS) if state.guesses[s] == state.picks[1 - s])
            state.outcome = Outcome(
                winners=winners, reason=text("guess-end", a=state.picks[0] or 0, b=state.picks[1] or 0)
            )

    def decisions(self, state: State) -> list[Decision]:
        if state.phase == "pick":
            return [Decision(seat=s, kind="pick", since=state.since) for s in range(PLAYERS) if state.picks[s] is None]
        return [Decision(seat=state.turn, kind="guess", since=state.since)]

    def timeout_action(self, state: State, seat: int) -> Pick | Guess:
        return Pick(number=1) if state.phase == "pick" else Guess(number=1)

    def seated(self, state: State, seat: int) -> bool:
        return 0 <= seat < state.players

    def remove(self, before: State, state: State, seat: int, events: Events) -> None:
        state.outcome = Outcome(winners=(), reason=text("guess-abandoned", seat=seat))
        events.say("guess-abandoned", seat=seat)

    def menu(self, state: State, seat: int) -> Menu | None:
        legal = self.legal_actions(state, seat)
        if not legal:
            return None
        if state.phase == "pick":
            return Menu(prompt=text("guess-prompt-pick"), choices=[_pick_choice(a) for a in legal])
        choices = [Choice(label=text("guess-number", n=a.number), action=a, quick=True) for a in legal]
        if len(choices) > LOW_GUESSES:
            higher = Menu(prompt=text("guess-prompt-guess"), choices=choices[LOW_GUESSES:])
            choices = [*choices[:LOW_GUESSES], Choice(label=text("guess-higher"), menu=higher, quick=True)]
        return Menu(prompt=text("guess-prompt-guess"), choices=choices, notes=[text("guess-note-no-pass")])

    def public_view(self, state: State) -> PublicView:
        return PublicView(
            phase=state.phase,
            numbers=state.numbers,
            picked=tuple(p is not None for p in state.picks),
            guesses=tuple(state.guesses),
            right=tuple(None if g is None else g == state.picks[1 - s] for s, g in enumerate(state.guesses)),
            turn=state.turn,
            outcome=state.outcome,
            picks=tuple(state.picks) if state.finished else None,
        )

    def seat_view(self, state: State, seat: int) -> SeatView:
        return SeatView(board=self.public_view(state), seat=seat, mine=state.picks[seat])


def _pick_choice(action: Pick | Guess) -> Choice:
    if action.number is None:
        about = text("guess-pick-random-about")
        return Choice(label=text("guess-pick-random"), action=action, quick=True, description=about)
    return Choice(label=text("guess-number", n=action.number), action=action, description=text("guess-pick-about"))
