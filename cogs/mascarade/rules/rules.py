"""The Mascarade engine: the :class:`bot.engine.core.Engine` template filled in."""

from __future__ import annotations

from collections.abc import Sequence
from typing import get_args

from bot.engine.core import Decision, Engine, Events, IllegalAction, Menu, Progress, rng_for
from bot.engine.text import Text, text
from cogs.mascarade.rules import powers, turns
from cogs.mascarade.rules.actions import (
    Action,
    Announce,
    Contest,
    Guess,
    Pass,
    Peek,
    Swap,
    WitchSwap,
    parse_action,
)
from cogs.mascarade.rules.content import Content, EditionId
from cogs.mascarade.rules.flow import end_turn, finish
from cogs.mascarade.rules.legal import deciders, decision_of, legal_actions, refusal
from cogs.mascarade.rules.menus import build_menu
from cogs.mascarade.rules.options import Options
from cogs.mascarade.rules.sets import SetCheck, checks_by_size, choose_set, removal_breaks, validate_set
from cogs.mascarade.rules.state import Hand, Slot, State, StepKind
from cogs.mascarade.rules.table import card_term, place, swap_pairs
from cogs.mascarade.rules.views import PublicView, SeatView, public_view, seat_view

# M-8.1, M-9.1: the hands each seat holds in the 2- and 3-player games.
SMALL_HANDS: dict[int, tuple[Hand, ...]] = {2: ("left", "middle", "right"), 3: ("left", "right")}


class Rules(Engine[State, Action, Options]):
    """Mascarade, both editions, 2–13 players."""

    id = "mascarade"
    state_model = State
    options_model = Options
    parse_action = parse_action
    players = (2, 13)
    # No random game takes more (the conformance harness holds every game to it): a random
    # table bleeds coins to fines and ends within a few hundred actions, though the rules
    # themselves would let players swap forever.
    max_actions = 3_000
    decision_kinds = frozenset(("prep", "turn", "contest", *get_args(StepKind)))

    def __init__(self, content: Content) -> None:
        self.content = content

    def player_range(self, options: Options) -> tuple[int, int]:
        """The edition's range (M-1.1); a custom set narrows it to the sizes it is valid
        for. A set valid for no size keeps the edition's range so that ``setup`` can say
        which M-1.4 rule it breaks."""
        ed = self.content.editions[options.edition]
        if options.custom_set is None:
            return ed.min_players, ed.max_players
        valid = [
            n for n, check in checks_by_size(self.content, options.edition, options.custom_set).items() if check.ok
        ]
        return (valid[0], valid[-1]) if valid else (ed.min_players, ed.max_players)

    def validate_set(self, edition: EditionId, cards: Sequence[str], players: int) -> SetCheck:
        """M-1.4 check of a host's custom set."""
        return validate_set(self.content, edition, cards, players)

    def checks_by_size(self, edition: EditionId, cards: Sequence[str]) -> dict[int, SetCheck]:
        """M-1.4 check of a host's custom set for every table size of the edition."""
        return checks_by_size(self.content, edition, cards)

    def begin(self, players: int, seed: int, options: Options, events: Events) -> State:
        """Deal the set face up for everyone to see (M-1.5), then play starts (M-1.6)."""
        c = self.content
        s = State(
            seed=seed,
            players=players,
            edition=options.edition,
            answers=options.answers,
            cards=[],
            slots=[],
            coins=[c.start_coins] * players,
            order=list(range(players)),
            current=0,
        )
        s.cards = choose_set(c, options, players, rng_for(s, "set"))
        deal = rng_for(s, "deal").sample(s.cards, len(s.cards))
        hands = SMALL_HANDS.get(players, ("single",))
        owners: list[tuple[int | None, Hand]] = [(p, h) for p in range(players) for h in hands]
        owners += [(None, "centre")] * (len(deal) - len(owners))
        s.slots = [Slot(owner=o, hand=h, card=card) for (o, h), card in zip(owners, deal, strict=True)]
        first = options.first_seat
        s.current = rng_for(s, "first").randrange(players) if first is None else first
        events.say("mascarade-event-start", n=players, edition_term=f"mascarade-edition-{s.edition}")
        for i, sl in enumerate(s.slots):
            events.say("mascarade-event-opening", card_term=card_term(sl.card), **place(s, i, "place"))
        s.remember("opening", range(len(s.slots)), seen=True)
        events.say("mascarade-event-first", seat=s.current)
        return s

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        return legal_actions(self.content, state, seat)

    def check(self, state: State, seat: int, action: Action) -> None:
        if action not in legal_actions(self.content, state, seat):
            raise refusal(self.content, state, seat, action)

    def perform(self, s: State, seat: int, action: Action, events: Events) -> None:
        c = self.content
        match action:
            case Swap():
                turns.on_swap(s, events, seat, action)
            case Peek():
                turns.on_peek(s, events, seat, action)
            case Announce():
                turns.on_announce(c, s, events, seat, action)
            case Contest():
                turns.on_answer(c, s, events, seat, action)
            case Pass():
                turns.on_answer(c, s, events, seat, None)
            case _:
                powers.on_step(c, s, events, action)

    def decisions(self, state: State) -> list[Decision]:
        """The open decision: one, or, while a claim is answered all at once (R5), one per
        seat still to answer, all opened with the claim. Every step is a decision of its
        own (R1, R2, R4), the Spy's swap too: a Spy who let the look time out may still
        decide the swap."""
        return [Decision(seat=seat, kind=kind, since=state.since) for seat, kind in deciders(state)]

    def progress(self, state: State) -> Progress:
        """The turn's player owns the turn through its claim's answers and its power's steps."""
        if not deciders(state):
            return Progress(turn=state.turn)
        return Progress(turn=state.turn, owner=state.current)

    def timeout_action(self, state: State, seat: int) -> Action:
        """R1: a turn becomes swap-or-not without a swap (with the left neighbour's card);
        R2: pass; R4: no swap for Witch, Fool and Spy, a random tied richest player for the
        Bishop, random legal targets otherwise, and a silent (wrong) Inquisition answer."""
        kind = decision_of(state, seat)
        if kind is None:
            raise IllegalAction("error-nothing-to-do")
        legal = legal_actions(self.content, state, seat)
        if kind in ("turn", "prep"):
            left = state.left_of(seat)
            pairs = swap_pairs(state, seat)
            mine, other = next(((m, o) for m, o in pairs if state.slots[o].owner == left), pairs[0])
            return Swap(mine=mine, other=other, swap=False)
        if kind == "contest":
            return Pass()
        if kind == "witch":
            return WitchSwap(target=None)
        if kind == "guess":
            return Guess(character=None)
        if kind in ("fool", "spy_swap"):
            # The first legal action of these steps is always a "no swap".
            return legal[0]
        return rng_for(state, f"timeout:{seat}").choice(legal)

    def timeout_note(self, state: State, seat: int) -> Text | None:
        """R1 and R2 are public rules: a timed-out turn is a swap-or-not without a swap with
        the left neighbour's card, a timed-out answer a pass; the table may be told which."""
        kind = decision_of(state, seat)
        if kind in ("turn", "prep"):
            return text("mascarade-timeout-turn", seat=seat)
        if kind == "contest":
            return text("mascarade-timeout-pass", seat=seat)
        return None

    def timeout_note_says(self, state: State, seat: int) -> frozenset[str]:
        """The note already says the pass, and the swap not made with the left neighbour's
        card (which the swap's own line, "swapped or not, only they know", would contradict)."""
        kind = decision_of(state, seat)
        if kind in ("turn", "prep"):
            return frozenset({"mascarade-event-swap"})
        if kind == "contest":
            return frozenset({"mascarade-event-pass"})
        return frozenset()

    def seated(self, state: State, seat: int) -> bool:
        return seat in state.order

    def remove(self, before: State, s: State, seat: int, events: Events) -> None:
        """A moderator removes ``seat``.

        The game goes on only if the remaining table is still one M-1.1 and M-1.4 allow
        for the cards in play (:func:`~cogs.mascarade.rules.sets.removal_breaks`);
        otherwise it ends at once with no winner, its reason saying which rule the table
        would break. When it goes on, the removed player's cards join the centre face
        down and their coins go back to the bank. What they were doing is dropped: their
        own turn ends (a preparatory one still counts among the first four); their
        unrevealed claim is withdrawn; an unanswered contest question is skipped; a power
        they were resolving (or an Inquisition they had to answer) is lost; they owe no
        fine.
        """
        reason = removal_breaks(self.content, s.edition, s.cards, len(s.order), seat)
        if reason is not None:
            finish(s, events, [], reason)
            return
        events.say("mascarade-event-removed", seat=seat, n=s.coins[seat])
        was_current = s.current == seat
        if was_current:
            # The right neighbour stands in, so that ending this turn moves to the left one.
            s.current = s.right_of(seat)
        s.bank_taken += s.coins[seat]
        s.coins[seat] = 0
        s.joined_centre += s.owned(seat)
        s.slots = [
            sl.model_copy(update={"owner": None, "hand": "centre"}) if sl.owner == seat else sl for sl in s.slots
        ]
        s.order.remove(seat)
        s.removed.append(seat)
        self._drop_involvement(s, events, seat, was_current)
        # The decisions still open keep their buttons when the removal only took one away
        # (another answerer of a claim answered all at once, R5); anything else is new.
        now = deciders(s)
        if s.outcome is None and not (now and set(now) <= set(deciders(before))):
            s.since = s.version

    def _drop_involvement(self, s: State, events: Events, seat: int, was_current: bool) -> None:
        """Take the removed ``seat`` out of the turn, claim or power in progress."""
        c = self.content
        if s.phase == "turn":
            if was_current:
                end_turn(s, events)
            return
        claim = s.claim
        assert claim is not None
        if s.phase == "contest":
            if claim.announcer == seat:
                events.say("mascarade-event-claim-withdrawn", seat=seat)
                end_turn(s, events)
                return
            # A contest they gave (or sealed, R5) is dropped with them.
            claim.contesters = [x for x in claim.contesters if x.seat != seat]
            claim.sealed = [x for x in claim.sealed if x.seat != seat]
            claim.waiting = [p for p in claim.waiting if p != seat]
            if not claim.waiting:
                turns.close_window(c, s, events)
            return
        step = s.step
        assert step is not None
        claim.liars = [p for p in claim.liars if p != seat]
        if seat in (step.seat, step.actor):
            events.say("mascarade-event-power-lost", seat=seat)
            powers.power_done(c, s, events)
        elif step.kind == "bishop":
            step.choices = [p for p in step.choices if p != seat]

    def menu(self, state: State, seat: int) -> Menu | None:
        return build_menu(self.content, state, seat)

    def public_view(self, state: State) -> PublicView:
        return public_view(state)

    def seat_view(self, state: State, seat: int) -> SeatView:
        return seat_view(state, seat)
