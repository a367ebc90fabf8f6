"""The Grimm Masquerade engine: the :class:`bot.engine.core.Engine` template filled in."""

from __future__ import annotations

from bot.engine.core import Decision, Engine, Events, Menu, Progress, rng_for, text
from bot.engine.errors import IllegalAction
from bot.engine.text import Text
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.content import Content
from cogs.grimm.rules.effects import Ctx
from cogs.grimm.rules.flow import end_without_winner, proceed, run, setup_round
from cogs.grimm.rules.legal import legal_actions
from cogs.grimm.rules.menus import build_menu
from cogs.grimm.rules.moves import ALLOWED, decision, decisions, open_request, perform, validate
from cogs.grimm.rules.state import Options, Seat, State
from cogs.grimm.rules.table import portraits, recipients
from cogs.grimm.rules.views import PublicView, SeatView, public_view, seat_view

MIN_PLAYERS = 2
MAX_PLAYERS = 5
# Bets need a table of 3 or more (G-9.7).
MIN_PLAYERS_WITH_BETS = 3

# What R1/R2 play for each kind of open decision, as the catalogue's key suffix.
TIMEOUT_NOTES = {
    "keep": "turn",
    "extra": "turn",
    "give": "give",
    "action": "no-action",
    "humble": "declined",
    "devious": "declined",
    "bet": "bet",
    "toast": "toast",
    "hand_give": "hand-give",
    "evidence": "evidence",
    "draft": "draft",
    "ability": "ability",
}


class Rules(Engine[State, a.Action, Options]):
    """Grimm Masquerade: the :class:`bot.engine.core.Engine` template filled in. Construct
    with the validated content table."""

    id = "grimm"
    state_model = State
    options_model = Options
    parse_action = a.parse_action
    players = (MIN_PLAYERS, MAX_PLAYERS)
    # No random game takes more (the conformance harness holds every game to it); random
    # play ends its three rounds in about a hundred actions.
    max_actions = 4_000
    decision_kinds = frozenset(ALLOWED)

    def __init__(self, content: Content) -> None:
        self.content = content

    def player_range(self, options: Options) -> tuple[int, int]:
        """2-5 players (G-1.1); bets need at least 3 (G-9.7)."""
        return (MIN_PLAYERS_WITH_BETS if options.bets else MIN_PLAYERS, MAX_PLAYERS)

    def begin(self, players: int, seed: int, options: Options, events: Events) -> State:
        st = State(
            seed=seed,
            players=players,
            options=options.model_copy(),
            seats=[Seat() for _ in range(players)],
        )
        ctx = Ctx(st, self.content, events)
        setup_round(ctx, 1)
        proceed(ctx)
        return st

    def legal_actions(self, state: State, seat: int) -> list[a.Action]:
        return legal_actions(self.content, state, seat)

    def check(self, state: State, seat: int, action: a.Action) -> None:
        validate(self.content, state, seat, action)

    def perform(self, state: State, seat: int, action: a.Action, events: Events) -> None:
        open_now = decision(state, seat)
        assert open_now is not None  # checked
        ctx = Ctx(state, self.content, events)
        run(ctx, lambda: perform(ctx, seat, action, open_now[0]))

    def stamp(self, before: State, after: State, seat: int) -> None:
        """Nothing to do: each decision's ``since`` is stamped as the flow opens it
        (``State.stage_since``, ``Request.since``), so a stage a request interrupted reopens
        with the ``since`` it first opened at; ``began`` is the turn's (``State.turn_since``)
        for the active seat's stages (see ``moves.decisions``)."""

    def decisions(self, state: State) -> list[Decision]:
        return decisions(state)

    def progress(self, state: State) -> Progress:
        """``turn`` is the version the active seat's turn began at: the state keeps no count
        of turns (a new field would change every stored game), and this one grows with each.
        The draft is nobody's turn; a token request interrupts the active seat's turn."""
        if state.outcome is not None or state.stage == "draft":
            return Progress(turn=state.turn_since, round=state.round)
        return Progress(turn=state.turn_since, owner=state.active, round=state.round)

    def timeout_action(self, state: State, seat: int) -> a.Action:
        """R1/R2: keep the first card, give the second to a random legal player, take no
        action; random token, draft pick, Toast recipients and unmasked gift; optional
        draws declined. The bet pick is never forced: the offer at the unmasking is
        declined (the pick stays for a later turn), on a turn the gift is made instead."""
        open_now = decision(state, seat)
        if open_now is None:
            raise IllegalAction("error-nothing-to-do")
        kind = open_now[0]
        rng = rng_for(state, f"timeout:{seat}")
        if kind in ("keep", "extra"):
            return a.Keep()
        if kind in ("action", "humble", "devious", "bet"):
            return a.Skip()
        if kind == "give":
            return a.Give(to=rng.choice(recipients(state, seat)))
        if kind == "toast":
            others = recipients(state, seat)
            return a.ToastGive(first=rng.choice(others), second=rng.choice(others))
        if kind == "hand_give":
            hand = sorted(state.seats[seat].hand)
            return a.HandGive(card=rng.choice(hand), to=rng.choice(recipients(state, seat)))
        if kind == "evidence":
            req = open_request(state, seat)
            chosen = tuple(req.chosen) if req else ()
            return a.Mark(character=rng.choice(portraits(self.content, state, seat, chosen)))
        return rng.choice(legal_actions(self.content, state, seat))  # draft pick, 2-player ability choice

    def timeout_note(self, state: State, seat: int) -> Text | None:
        """R1 and R2 are public rules, so the table is told what they played for the open
        decision — never which card (the first card kept stays secret)."""
        open_now = decision(state, seat)
        if open_now is None:
            return None
        return text(f"grimm-timeout-{TIMEOUT_NOTES[open_now[0]]}", seat=seat)

    def seated(self, state: State, seat: int) -> bool:
        return 0 <= seat < state.players

    def remove(self, before: State, state: State, seat: int, events: Events) -> None:
        """End the game with no winner.

        The rules have no way for a player to leave: their secret character, tableau and
        tokens shape what everyone else may deduce and score (bane pairs given to them,
        Point Finger at them, the last-masked win), and play is clockwise through every
        seat. Continuing without them would change the game for the others, so a removal
        ends it, with no winner and the reason in the outcome.
        """
        end_without_winner(Ctx(state, self.content, events), text("grimm-end-removed", seat=seat))

    def menu(self, state: State, seat: int) -> Menu | None:
        return build_menu(self.content, state, seat)

    def public_view(self, state: State) -> PublicView:
        return public_view(self.content, state)

    def seat_view(self, state: State, seat: int) -> SeatView:
        return seat_view(self.content, state, seat)
