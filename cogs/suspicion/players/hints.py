"""Why the sharp player's move is good, in one line a newcomer understands (the 💡 hint).

Pure, like the players: from the seat's :class:`~bot.players.base.Knowledge` and the move the
sharp player chose on it, it rebuilds the same deduction grid the move was made on
(:func:`~cogs.suspicion.players.casual.candidates`: the guests each opponent may still be) and
says what the move rests on — how a question would split an opponent's candidates, which of
the questions in hand a move sets up, how much company the seat's own guest has among the
guests its rivals suspect, what a gem is worth and what a search shows the table, and for the
final guesses the chance of each name. Every reason is a :class:`~bot.engine.text.Text` of
``suspicion-hint-*`` keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, cast

from bot.engine.core import ActionModel
from bot.engine.text import Text, text
from bot.players.base import Knowledge
from bot.players.hints import Reason
from cogs.suspicion.players.casual import candidates
from cogs.suspicion.players.sharp import exposure, guess_table, guest_odds, split_bits
from cogs.suspicion.rules.actions import AskSeat, Guess, Move, Passage, Peek, Play, Roll, SearchGem, Tip
from cogs.suspicion.rules.content import Content, Gem
from cogs.suspicion.rules.scoring import gem_points
from cogs.suspicion.rules.terms import gem_term, guest_term, room_term
from cogs.suspicion.rules.views import SeatView

__all__ = ["SuspicionHints"]


def _pct(p: float) -> int:
    return max(0, min(100, round(100 * p)))


@dataclass(frozen=True, slots=True)
class Split:
    """How a question about ``guest`` asked of ``seat`` divides the guests it may still be:
    ``yes`` of them would answer yes, ``no`` no."""

    guest: str
    seat: int
    yes: int
    no: int

    @property
    def bits(self) -> float:
        return split_bits([True] * self.yes + [False] * self.no)

    def args(self) -> dict[str, Any]:
        return {
            "ask_term": guest_term(self.guest),
            "target_seat": self.seat,
            "yes": self.yes,
            "no": self.no,
            "total": self.yes + self.no,
        }


class SuspicionHints:
    """The explainer of Suspicion's hints (:class:`bot.players.hints.Explainer`)."""

    def __init__(self, content: Content) -> None:
        self.content = content

    def explain(self, knowledge: Knowledge, action: ActionModel) -> Reason:
        view = cast(SeatView, knowledge.view)
        left = candidates(self.content, view, knowledge.seen)
        why = _Why(self.content, view, left, exposure(self.content, view, knowledge.seen))
        if isinstance(action, Guess):
            return why.guesses(action)
        return Reason(why.line(action))


@dataclass(frozen=True, slots=True)
class _Why:
    content: Content
    view: SeatView
    left: Mapping[int, set[str]]  # the guests each opponent may still be
    shown: Mapping[int, set[str]]  # the guests each opponent may still think this seat is

    @property
    def positions(self) -> Mapping[str, str]:
        return self.view.board.positions

    def line(self, action: ActionModel) -> Text:
        match action:
            case Roll():
                return text("suspicion-hint-roll")
            case Move():
                return self.moved(action.guest, action.room, "move")
            case Passage():
                return self.passage(action)
            case Play():
                return self.play(action)
            case AskSeat():
                return self.ask(action)
            case SearchGem():
                return self.search(action.gem)
            case Tip():
                return self.tip()
            case Peek():
                return text("suspicion-hint-peek")
        return text("hint-reason-generic")

    # -- questions and boards ----------------------------------------------------------------

    def split(self, positions: Mapping[str, str], seat: int, guest: str) -> Split:
        target = positions[guest]
        options = self.left.get(seat, set())
        yes = sum(1 for g in options if self.content.sees(positions[g], target))
        return Split(guest, seat, yes, len(options) - yes)

    def best_split(self, positions: Mapping[str, str], guest: str) -> Split | None:
        splits = [self.split(positions, seat, guest) for seat in sorted(self.left)]
        return max(splits, key=lambda s: (s.bits, -s.seat), default=None)

    def questions(self) -> list[str]:
        """The guests the questions in this seat's hand (and on its played card) are about."""
        numbers = list(self.view.hand)
        board = self.view.board
        if board.card is not None and "ask" in board.card_left:
            numbers.append(board.card)
        found = []
        for number in numbers:
            half = self.content.card_by_number[number].action("ask")
            if half is not None and half.guest is not None:
                found.append(half.guest)
        return found

    def best_question(self, positions: Mapping[str, str]) -> Split | None:
        splits = [s for g in self.questions() if (s := self.best_split(positions, g)) is not None]
        return max(splits, key=lambda s: (s.bits, s.guest), default=None)

    def company(self, positions: Mapping[str, str]) -> int:
        """Guests some rival still suspects this seat of being that share its guest's room."""
        me = self.view.guest
        room = positions[me]
        return len({g for options in self.shown.values() for g in options if g != me and positions[g] == room})

    def moved(self, guest: str, room: str, key: str) -> Text:
        """A guest moved (a die, or a Secret Passage): what it does for this seat's
        questions or for its own guest's cover."""
        after = {**self.positions, guest: room}
        args: dict[str, Any] = {"guest_term": guest_term(guest), "room_term": room_term(room)}
        before_q, after_q = self.best_question(self.positions), self.best_question(after)
        if after_q is not None and after_q.bits > (before_q.bits if before_q else 0.0) + 1e-9:
            return text(f"suspicion-hint-{key}", why="question", **args, **after_q.args())
        before_c, after_c = self.company(self.positions), self.company(after)
        mine = guest_term(self.view.guest)
        if after_c > before_c:
            return text(f"suspicion-hint-{key}", why="company", mine_term=mine, company=after_c, **args)
        if guest == self.view.guest or after_c < before_c:
            return text(f"suspicion-hint-{key}", why="least", mine_term=mine, company=after_c, **args)
        return text(f"suspicion-hint-{key}", why="neutral", **args)

    def passage(self, a: Passage) -> Text:
        board = self.view.board
        card = self.content.card_by_number[board.card] if board.card is not None else None
        ask = card.action("ask") if card is not None else None
        if board.halves_per_card == 2 and "ask" in board.card_left and ask is not None and ask.guest is not None:
            split = self.best_split({**self.positions, a.guest: a.room}, ask.guest)
            if split is not None:
                args = {"guest_term": guest_term(a.guest), "room_term": room_term(a.room)}
                return text("suspicion-hint-passage", why="set-up", **args, **split.args())
        return self.moved(a.guest, a.room, "passage")

    # -- cards and actions -------------------------------------------------------------------

    def play(self, a: Play) -> Text:
        card = self.content.card_by_number[a.card]
        kinds = [half.kind for half in card.actions]
        best = max(card.actions, key=lambda half: self.half_worth(half.kind, half.guest, half.gem))
        args: dict[str, Any] = {"first": kinds[0], "second": kinds[1], "best": best.kind}
        if best.kind == "ask" and best.guest is not None:
            split = self.best_split(self.positions, best.guest)
            if split is not None:
                args.update(split.args())
        elif best.kind == "tip" and best.gem is not None:
            args.update(gem_term=gem_term(best.gem), points=self.gem_worth(best.gem))
        elif best.kind == "search":
            gem = self.best_search_gem()
            if gem is not None:
                args.update(gem_term=gem_term(gem), points=self.gem_worth(gem))
        return text("suspicion-hint-play", one="yes" if self.view.board.halves_per_card == 1 else "no", **args)

    def half_worth(self, kind: str, guest: str | None, gem: Gem | None) -> float:
        """Roughly what the sharp player counts a half for: information in bits, a gem's
        points (a search less what it shows), a fixed worth for a peek or a passage."""
        if kind == "ask" and guest is not None:
            split = self.best_split(self.positions, guest)
            return split.bits if split is not None else 0.0
        if kind == "tip" and gem is not None:
            return float(self.gem_worth(gem))
        if kind == "search":
            gem = self.best_search_gem()
            return 0.0 if gem is None else self.gem_worth(gem) - self.search_shows(gem)
        return 0.8

    def ask(self, a: AskSeat) -> Text:
        board = self.view.board
        card = self.content.card_by_number[board.card] if board.card is not None else None
        half = card.action("ask") if card is not None else None
        if half is None or half.guest is None:
            return text("hint-reason-generic")
        split = self.split(self.positions, a.target, half.guest)
        return text("suspicion-hint-ask", **split.args())

    def gem_worth(self, gem: Gem) -> int:
        """The points one more ``gem`` adds to this seat's score."""
        mine = dict(self.view.board.seats[self.view.seat].gems)
        before = gem_points(mine, self.content.scoring)[2]
        mine[gem] = mine.get(gem, 0) + 1
        return gem_points(mine, self.content.scoring)[2] - before

    def search_shows(self, gem: Gem) -> float:
        """What a search for ``gem`` tells the rivals, in bits on average (the guests they
        may think this seat is shrink to those in a room showing that gem)."""
        lost = 0.0
        for options in self.shown.values():
            kept = sum(1 for g in options if gem in self.content.room_by_id[self.positions[g]].gems)
            lost += split_bits([True] * kept + [False] * (len(options) - kept)) if kept else 0.0
        return lost / max(1, len(self.shown))

    def best_search_gem(self) -> Gem | None:
        gems = self.content.room_by_id[self.positions[self.view.guest]].gems
        bank = self.view.board.bank
        offered = [g for g in gems if bank[g] > 0]
        return max(offered, key=lambda g: (self.gem_worth(g) - self.search_shows(g), g), default=None)

    def search(self, gem: Gem) -> Text:
        rivals = len(self.shown)
        narrowed = sum(
            1
            for options in self.shown.values()
            if any(gem not in self.content.room_by_id[self.positions[g]].gems for g in options)
        )
        return text(
            "suspicion-hint-search",
            gem_term=gem_term(gem),
            points=self.gem_worth(gem),
            narrowed=narrowed,
            rivals=rivals,
        )

    def tip(self) -> Text:
        board = self.view.board
        card = self.content.card_by_number[board.card] if board.card is not None else None
        half = card.action("tip") if card is not None else None
        if half is None or half.gem is None:
            return text("hint-reason-generic")
        return text("suspicion-hint-tip", gem_term=gem_term(half.gem), points=self.gem_worth(half.gem))

    # -- the final guesses -------------------------------------------------------------------

    def guesses(self, a: Guess) -> Reason:
        odds = guest_odds(self.left) or guess_table(self.left, self.content.guest_ids)
        details = []
        for seat, guest in sorted(a.guesses.items()):
            if guest is None:
                details.append(text("suspicion-hint-guess-none", target_seat=seat))
                continue
            details.append(
                text(
                    "suspicion-hint-guess-seat",
                    target_seat=seat,
                    guest_term=guest_term(guest),
                    pct=_pct(odds.get(seat, {}).get(guest, 0.0)),
                    left=len(self.left.get(seat, ())),
                )
            )
        named = [g for g in a.guesses.values() if g is not None]
        twice = "yes" if len(named) != len(set(named)) else "no"
        return Reason(text("suspicion-hint-guess", twice=twice), tuple(details))
