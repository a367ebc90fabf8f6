"""Suspicion's rules: set-up, the turn, the card actions, the end and the timeouts.

Rule ids (S-x.y, R-n) refer to the project's rules digest for Suspicion.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.core import BaseState, Decision, Engine, Events, Menu, Outcome, Progress, rng_for, text
from bot.engine.errors import IllegalAction
from bot.engine.text import Text
from cogs.suspicion.rules import legal, menus, scoring, views
from cogs.suspicion.rules.actions import (
    Action,
    AskSeat,
    Guess,
    Move,
    Passage,
    Peek,
    Play,
    Roll,
    SearchGem,
    Tip,
    parse_action,
)
from cogs.suspicion.rules.content import GEMS, Content, Gem
from cogs.suspicion.rules.state import Ask, DiceRoll, GuestMove, Options, Search, Secrets, State
from cogs.suspicion.rules.terms import card_term, face_term, gem_term, guest_term, room_term


class Rules(Engine[State, Action, Options]):
    """Suspicion for 2–6 players (S-1.1): the :class:`bot.engine.core.Engine` template filled in."""

    id = "suspicion"
    state_model = State
    options_model = Options
    parse_action = parse_action
    players = (2, 6)
    # No game takes more (the conformance harness holds every game to it): the gems run out
    # (S-5.1); the argument is in cogs/suspicion/conformance.py.
    max_actions = 5_000
    # "roll" is asked only in games stored before the automatic roll (DiceRoll.PLAYER).
    decision_kinds = frozenset(("roll", "move", "play", "act", "guess"))

    def __init__(self, content: Content) -> None:
        self.content = content

    # --- set-up (S-1) ---------------------------------------------------------------

    def begin(self, players: int, seed: int, options: Options, events: Events) -> State:
        content = self.content
        rng = rng_for(BaseState(seed=seed, players=players), "setup")
        # S-1.3: one guest in each outer room, at random.
        guests = list(content.guest_ids)
        rng.shuffle(guests)
        positions = dict(zip(guests, content.outer_rooms, strict=True))
        # S-1.5 and S-1.6: secret guests and hands from shuffled decks.
        invitations = list(content.guest_ids)
        rng.shuffle(invitations)
        cards = [c.number for c in content.cards]
        rng.shuffle(cards)
        secrets = [Secrets(guest=invitations.pop(), hand=[cards.pop(), cards.pop()]) for _ in range(players)]
        # S-1.8: the host's pick, or random.
        first = options.first_seat if options.first_seat is not None else rng.randrange(players)
        per_kind = content.bank_size(players, options.length)
        state = State(
            seed=seed,
            players=players,
            options=options,
            phase="roll",
            current=first,
            positions=positions,
            bank=dict.fromkeys(GEMS, per_kind),
            start_bank=per_kind,
            gems=[dict.fromkeys(GEMS, 0) for _ in range(players)],
            deck=cards,
            invitations=invitations,
            secrets=secrets,
        )
        events.say("suspicion-event-setup", gems=per_kind, first_seat=first)
        for seat, mine in enumerate(secrets):
            events.tell(
                seat,
                "suspicion-event-dealt",
                guest_term=guest_term(mine.guest),
                first_term=card_term(mine.hand[0]),
                second_term=card_term(mine.hand[1]),
            )
        self._begin_turn(state, first, events)
        return state

    # --- queries --------------------------------------------------------------------

    def legal_actions(self, state: State, seat: int) -> Sequence[Action]:
        return legal.legal_actions(self.content, state, seat)

    def decisions(self, state: State) -> list[Decision]:
        return views.open_decisions(state)

    def progress(self, state: State) -> Progress:
        """``turn`` is the version the turn began at (``began``): the state keeps no count of
        turns (a new field would change every stored game), and this one grows with each.
        The guessing is nobody's turn."""
        owner = state.current if state.phase not in ("guess", "over") else None
        return Progress(turn=state.began, owner=owner)

    def menu(self, state: State, seat: int) -> Menu | None:
        return menus.menu(self.content, state, seat)

    def public_view(self, state: State) -> views.PublicView:
        return views.public_view(state)

    def seat_view(self, state: State, seat: int) -> views.SeatView:
        return views.seat_view(state, seat)

    # --- actions --------------------------------------------------------------------

    def check(self, state: State, seat: int, action: Action) -> None:
        legal.check(self.content, state, seat, action)

    def perform(self, state: State, seat: int, action: Action, events: Events) -> None:
        if isinstance(action, Roll):
            # Only a game stored before the automatic roll (DiceRoll.PLAYER) waits for it.
            self._roll(state, seat, events)
        elif isinstance(action, Move):
            self._move(state, seat, action, events)
        elif isinstance(action, Play):
            self._play(state, seat, action, events)
        elif isinstance(action, Guess):
            self._guess(state, seat, action, events)
        else:
            self._act(state, seat, action, events)

    def _roll(self, state: State, seat: int, events: Events) -> None:
        """S-2.1: both dice, rolled as the turn begins (or, in a game stored before the
        automatic roll, by the player's Roll); the result is public and kept in the state."""
        rng = rng_for(state, "dice")
        state.dice = [rng.choice(self.content.dice[die]) for die in ("A", "B")]
        state.dice_left = [0, 1]
        state.moves = []
        state.phase = "move"
        events.say(
            "suspicion-event-rolled",
            seat=seat,
            first_term=face_term(state.dice[0]),
            second_term=face_term(state.dice[1]),
        )

    def _move(self, state: State, seat: int, action: Move, events: Events) -> None:
        """S-2.1: every die result moves a guest through one doorway; ``then``, the other
        die's, at once (the same state and events as two moves, in one version)."""
        die = legal.die_for(state, action.guest)
        assert die is not None  # checked
        state.dice_left.remove(die)
        self._move_guest(state, seat, action.guest, action.room, events, "suspicion-event-moved")
        if action.then is not None:
            self._move(state, seat, action.then, events)
        elif not state.dice_left:
            state.phase = "play"

    def _play(self, state: State, seat: int, action: Play, events: Events) -> None:
        """S-2.2: the card goes face up; its halves are then carried out in any order, the
        ``first`` one at once when it was chosen with the card: the same state and events as
        playing the card, then that half, except that it is one version instead of two (so a
        turn it ends draws its reshuffle and the next roll from another seed)."""
        state.secrets[seat].hand.remove(action.card)
        state.card = action.card
        state.card_left = [a.kind for a in self.content.card_by_number[action.card].actions]
        state.phase = "act"
        events.say("suspicion-event-played", seat=seat, card_term=card_term(action.card))
        if action.first is not None:
            self._act(state, seat, action.first, events)

    def _act(self, state: State, seat: int, action: Action, events: Events) -> None:
        card = self.content.card_by_number[legal.require_card(state)]
        if isinstance(action, SearchGem):
            self._take(state, seat, action.gem, events, "suspicion-event-searched")
            state.searches.append(Search(seat=seat, gem=action.gem, positions=dict(state.positions)))
        elif isinstance(action, Tip):
            half = card.action("tip")
            assert half is not None
            assert half.gem is not None
            self._take(state, seat, half.gem, events, "suspicion-event-tipped")
        elif isinstance(action, Passage):
            self._passage(state, seat, action, events)
        elif isinstance(action, Peek):
            self._peek(state, seat, events)
        elif isinstance(action, AskSeat):
            half = card.action("ask")
            assert half is not None
            assert half.guest is not None
            self._ask(state, seat, action.target, half.guest, events)
        if self._gem_ran_out(state):
            self._end_play(state, events)
            return
        # S-2.4: with two players one half of the card is all; otherwise both.
        if state.players == 2:
            state.card_left = []
        else:
            state.card_left.remove(action.kind)
        if not state.card_left:
            self._end_turn(state, events)

    def _take(self, state: State, seat: int, gem: Gem, events: Events, key: str) -> None:
        state.bank[gem] -= 1
        state.gems[seat][gem] += 1
        events.say(key, seat=seat, gem_term=gem_term(gem))

    def _passage(self, state: State, seat: int, action: Passage, events: Events) -> None:
        """S-3.3: any guest to any other room."""
        self._move_guest(state, seat, action.guest, action.room, events, "suspicion-event-passage")

    @staticmethod
    def _move_guest(state: State, seat: int, guest: str, room: str, events: Events, key: str) -> None:
        """A guest changes rooms (a die's doorway or a secret passage): moved, remembered for
        the villa picture's trail, and told to the table under ``key``."""
        origin = state.positions[guest]
        state.positions[guest] = room
        state.moves.append(GuestMove(seat=seat, guest=guest, origin=origin, room=room))
        events.say(key, seat=seat, guest_term=guest_term(guest), from_term=room_term(origin), to_term=room_term(room))

    def _peek(self, state: State, seat: int, events: Events) -> None:
        """S-3.4: the top invitation, seen privately, goes to the bottom."""
        top = state.invitations.pop(0)
        state.invitations.append(top)
        state.secrets[seat].peeks.append(top)
        events.say("suspicion-event-peeked", seat=seat)
        events.tell(seat, "suspicion-event-peek-result", guest_term=guest_term(top))

    def _ask(self, state: State, seat: int, target: int, guest: str, events: Events) -> None:
        """S-3.5 and S-4: the answer is computed from the board (S-4.4) and sent to the
        asker and the asked only (S-4.3, S-4.5); the table learns the question."""
        target_room = state.positions[state.secrets[target].guest]
        answer = self.content.sees(target_room, state.positions[guest])
        state.secrets[seat].asks.append(Ask(target=target, guest=guest, answer=answer, positions=dict(state.positions)))
        word = "yes" if answer else "no"
        events.say(
            "suspicion-event-asked",
            seat=seat,
            target_seat=target,
            guest_term=guest_term(guest),
        )
        events.tell(
            seat,
            "suspicion-event-answer",
            target_seat=target,
            guest_term=guest_term(guest),
            answer=word,
        )
        events.tell(
            target,
            "suspicion-event-answered-for-you",
            asker_seat=seat,
            guest_term=guest_term(guest),
            answer=word,
        )

    def _gem_ran_out(self, state: State) -> bool:
        return any(count == 0 for count in state.bank.values())

    def _end_play(self, state: State, events: Events) -> None:
        """S-5.1 and S-5.2: the game stops at once; the rest of the turn (remaining half,
        discard, draw) is skipped and everybody guesses."""
        gem = next(g for g in GEMS if state.bank[g] == 0)
        state.phase = "guess"
        state.dice_left = []
        state.card_left = []
        state.began = state.version
        events.say("suspicion-event-ran-out", gem_term=gem_term(gem))

    def _end_turn(self, state: State, events: Events) -> None:
        """S-2.3: discard, draw, reshuffle the discards the moment the deck empties."""
        seat = state.current
        if state.card is not None:
            state.discard.append(state.card)
            state.card = None
        if seat not in state.removed:
            drawn = state.deck.pop(0)
            state.secrets[seat].hand.append(drawn)
            events.tell(seat, "suspicion-event-drew", card_term=card_term(drawn))
        if not state.deck:
            state.deck = list(state.discard)
            state.discard = []
            rng_for(state, "reshuffle").shuffle(state.deck)
            events.say("suspicion-event-reshuffled", cards=len(state.deck))
        self._next_turn(state, events)

    def _next_turn(self, state: State, events: Events) -> None:
        """S-1.8: play passes to the left, skipping removed seats (R3)."""
        seat = state.current
        while True:
            seat = (seat + 1) % state.players
            if seat not in state.removed:
                break
        self._begin_turn(state, seat, events)

    def _begin_turn(self, state: State, seat: int, events: Events) -> None:
        """``seat``'s turn begins (after set-up, a turn, a timeout or a removal) and the
        dice are rolled for them at once: the roll decides nothing, so the first thing a
        player decides is a move. A game stored before that rolls by hand (DiceRoll)."""
        state.current = seat
        state.phase = "roll"
        state.dice_left = []
        state.card_left = []
        state.began = state.version
        events.say("suspicion-event-turn", seat=seat)
        if state.options.dice is DiceRoll.AUTO:
            self._roll(state, seat, events)

    # --- the end (S-5) --------------------------------------------------------------

    def _guess(self, state: State, seat: int, action: Guess, events: Events) -> None:
        """S-5.2: guesses stay secret until everyone's are in."""
        state.secrets[seat].guesses = dict(action.guesses)
        events.say("suspicion-event-guessed", seat=seat)
        self._maybe_reveal(state, events)

    def _maybe_reveal(self, state: State, events: Events) -> None:
        if any(state.secrets[s].guesses is None for s in state.seated()):
            return
        state.scores = scoring.score(
            [s.guest for s in state.secrets],
            [s.guesses or {} for s in state.secrets],
            state.gems,
            self.content.scoring,
        )
        for result in state.scores:
            events.say(
                "suspicion-event-revealed",
                seat=result.seat,
                guest_term=guest_term(result.guest),
                points=result.points,
                correct=len(result.correct),
                sets=result.sets,
                loose=result.loose,
            )
        self._finish(state, scoring.outcome(state.scores, state.seated()), events)

    def _finish(self, state: State, outcome: Outcome, events: Events) -> None:
        state.outcome = outcome
        state.phase = "over"
        events.say(outcome.reason)

    # --- timeouts and removals ------------------------------------------------------

    def timeout_action(self, state: State, seat: int) -> Action:
        """R1: random legal moves (the dice were rolled as the turn began; in a game stored
        before that, the roll too), the first card in hand, then its halves in a random
        order with random legal choices (Ask: a random other player; with two players a
        random one of the two halves). R2: missing final guesses are empty."""
        options = self.legal_actions(state, seat)
        if not options:
            raise IllegalAction("error-nothing-to-do")
        rng = rng_for(state, f"timeout:{seat}")
        if state.phase == "guess":
            return Guess(guesses=dict.fromkeys(s for s in range(state.players) if s != seat))
        if state.phase == "play":
            return Play(card=state.secrets[seat].hand[0])
        if state.phase == "act":
            # Pick the half first so a passage's 110 targets do not crowd out an Ask.
            kinds = [k for k in state.card_left if any(a.kind == k for a in options)]
            kind = rng.choice(kinds)
            options = [a for a in options if a.kind == kind]
        # R1 moves one die at a time: both moves in one action are a shortcut for people, not
        # other moves, and drawing among them too would change which move a timeout makes.
        return rng.choice([a for a in options if not (isinstance(a, Move) and a.then is not None)])

    def timeout_note(self, state: State, seat: int) -> Text | None:
        """R1 and R2 are public rules: the table is told what was played in their place."""
        if state.phase == "guess":
            return text("suspicion-timeout-guess", seat=seat)
        return text("suspicion-timeout-turn", seat=seat)

    def seated(self, state: State, seat: int) -> bool:
        return 0 <= seat < state.players and seat not in state.removed

    def remove(self, before: State, new: State, seat: int, events: Events) -> None:
        """R3: the removed player's guest stays on the board and can still be guessed;
        their own guesses are empty and they cannot win; their gems stay theirs (they
        were taken from the bank and still count towards it running out).

        During play their turns are skipped; if it was their turn, the rest of it is
        dropped (a played card goes to the discards, nothing is drawn). With fewer than
        two players left the game cannot go on and ends with no winner. While guesses are
        collected a removal only completes theirs, and scoring follows once the others
        are in.
        """
        new.removed.append(seat)
        new.secrets[seat].guesses = {}
        events.say("suspicion-event-removed", seat=seat)
        if new.phase == "guess":
            if new.seated():
                self._maybe_reveal(new, events)
            else:
                self._finish(new, self._abandoned(), events)
        elif len(new.seated()) < 2:
            self._finish(new, self._abandoned(), events)
        elif seat == new.current:
            self._end_turn(new, events)
        self.stamp(before, new, seat)

    def _abandoned(self) -> Outcome:
        return Outcome(winners=(), reason=text("suspicion-end-abandoned"))
