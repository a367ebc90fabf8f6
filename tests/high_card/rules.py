"""High card for two to six: each player is dealt one card in secret at the set-up, then each
in turn, once, bets or folds where the whole table sees it; the highest card among those who
bet wins (nobody wins when nobody bets). A game takes at most one action per seat.

A test-only game of a shape the shipped games do not have: over in a few actions, with its
only secret dealt privately before the first move. A moderator's removal does not end it:
the removed seat no longer calls and cannot win.

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
    BaseState,
    Choice,
    Decision,
    Engine,
    Events,
    IllegalAction,
    Menu,
    Outcome,
    Progress,
    SeatViewModel,
    SharedSinceState,
    rng_for,
    text,
)
from bot.engine.text import Text

__all__ = ["RANKS", "Action", "Bet", "Call", "Fold", "Options", "PublicView", "Rules", "SeatView", "State"]

RANKS = 13  # one card of each rank, 1 to 13: no two seats hold the same
LEAST, MOST = 2, 6

Call = Literal["bet", "fold"]


class Options(BaseOptions):
    """The first seat only: nothing else to choose."""


class Bet(ActionModel):
    kind: Literal["bet"] = "bet"


class Fold(ActionModel):
    kind: Literal["fold"] = "fold"


Action = Annotated[Bet | Fold, Field(discriminator="kind")]


class State(SharedSinceState):
    cards: list[int]  # each seat's card: its own secret until the game ends
    calls: list[Call | None]  # each seat's call, None until it made it
    current: int  # the seat whose call it is
    removed: list[int] = Field(default_factory=list)


class PublicView(BaseModel):
    model_config = ConfigDict(frozen=True)
    players: int
    calls: tuple[Call | None, ...]
    current: int | None  # None once the game is over
    removed: tuple[int, ...]
    outcome: Outcome | None
    cards: tuple[int, ...] | None  # every card, once the game is over


class SeatView(SeatViewModel[PublicView]):
    card: int


class Rules(Engine[State, Bet | Fold, Options]):
    id = "highcard"
    state_model = State
    options_model = Options
    parse_action = ActionParser[Bet | Fold](Action)
    players = (LEAST, MOST)
    max_actions = MOST  # one call per seat
    decision_kinds = frozenset({"call"})

    def begin(self, players: int, seed: int, options: Options, events: Events) -> State:
        rng = rng_for(BaseState(seed=seed, players=players), "deal")
        deck = list(range(1, RANKS + 1))
        rng.shuffle(deck)
        first = options.first_seat if options.first_seat is not None else rng.randrange(players)
        state = State(seed=seed, players=players, cards=deck[:players], calls=[None] * players, current=first)
        events.say("highcard-event-setup", n=players, first_seat=first)
        for seat, card in enumerate(state.cards):
            events.tell(seat, "highcard-event-dealt", card=card)
        return state

    def legal_actions(self, state: State, seat: int) -> Sequence[Bet | Fold]:
        if state.finished or seat != state.current:
            return []
        return [Bet(), Fold()]

    def check(self, state: State, seat: int, action: Bet | Fold) -> None:
        if state.finished:
            raise IllegalAction("error-game-over")
        if seat != state.current:
            raise IllegalAction("highcard-error-not-your-call")

    def perform(self, state: State, seat: int, action: Bet | Fold, events: Events) -> None:
        state.calls[seat] = action.kind
        events.say(f"highcard-event-{action.kind}", seat=seat)
        self._next_call(state, events)

    def _next_call(self, state: State, events: Events) -> None:
        """The turn passes to the next seat still to call; after the last, the showdown."""
        for step in range(1, state.players + 1):
            seat = (state.current + step) % state.players
            if state.calls[seat] is None and seat not in state.removed:
                state.current = seat
                return
        bets = [s for s in range(state.players) if state.calls[s] == "bet" and s not in state.removed]
        if not bets:
            state.outcome = Outcome(winners=(), reason=text("highcard-end-nobody"))
        else:
            best = max(bets, key=lambda s: state.cards[s])
            state.outcome = Outcome(winners=(best,), reason=text("highcard-end-won", seat=best, card=state.cards[best]))
        events.say(state.outcome.reason)

    def decisions(self, state: State) -> list[Decision]:
        return [Decision(seat=state.current, kind="call", since=state.since)]

    def timeout_action(self, state: State, seat: int) -> Bet | Fold:
        return Fold()  # R1: a call not made in time risks nothing

    def seated(self, state: State, seat: int) -> bool:
        return 0 <= seat < state.players and seat not in state.removed

    def remove(self, before: State, state: State, seat: int, events: Events) -> None:
        state.removed.append(seat)
        events.say("highcard-event-removed", seat=seat)
        if seat == state.current:
            self._next_call(state, events)
            state.since = state.version  # the next seat's call opens now

    def progress(self, state: State) -> Progress:
        # Each call is a turn of its own: it opens when the previous one is made.
        return Progress(turn=state.since + 1, owner=None if state.finished else state.current)

    def menu(self, state: State, seat: int) -> Menu | None:
        if not self.legal_actions(state, seat):
            return None
        return Menu(
            prompt=text("highcard-prompt"),
            choices=[
                Choice(label=text("highcard-bet"), action=Bet(), quick=True, description=text("highcard-bet-about")),
                Choice(label=text("highcard-fold"), action=Fold(), quick=True, description=text("highcard-fold-about")),
            ],
        )

    def public_view(self, state: State) -> PublicView:
        return PublicView(
            players=state.players,
            calls=tuple(state.calls),
            current=None if state.finished else state.current,
            removed=tuple(state.removed),
            outcome=state.outcome,
            cards=tuple(state.cards) if state.finished else None,
        )

    def seat_view(self, state: State, seat: int) -> SeatView:
        return SeatView(board=self.public_view(state), seat=seat, card=state.cards[seat])


def card_text(card: int) -> Text:
    """A card as the table reads it."""
    return text("highcard-card", n=card)
