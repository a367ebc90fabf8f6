"""Suspicion's sharp computer player: asks the question that splits best.

It keeps the deduction grid (:func:`cogs.suspicion.players.casual.candidates`: its own guest and
peeks, public searches, the answers it received, each judged on the board as it was) and
turns it into probabilities in which no guest belongs to two players. On that grid:

- a question's worth is the information its answer brings: the entropy of the split of
  the target's candidates between "sees the card's guest" and "does not";
- the dice and Secret Passages move guests so that the questions in its hand split
  best, and so that its own guest shares a room with others (guests in one room answer
  every question alike and show the same gems, so they cannot be told apart);
- a card is played for what its halves bring (information, or the points of a gem,
  less what a search tells the table about its room);
- the final guess names the guests of the assignment most likely right: the chance of
  each opponent being each candidate is counted over every way the invitations may have
  been dealt (no guest is two players'), and one guest is named for two opponents only
  when that is likelier right than any sheet of distinct guests.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import cast

from bot.engine.core import ActionModel, Event
from bot.players.base import Knowledge
from cogs.suspicion.players.casual import GEM, GUEST, MOVES, ROOM, candidates, single_steps
from cogs.suspicion.rules.actions import AskSeat, Guess, Move, Passage, Peek, Play, Roll, SearchGem, Tip
from cogs.suspicion.rules.content import Content, Gem
from cogs.suspicion.rules.scoring import gem_points
from cogs.suspicion.rules.views import SeatView

__all__ = ["SharpSuspicion", "exposure", "guess_sheet", "guess_table", "guest_odds", "split_bits"]

# Points a bit of information about an opponent's guest is worth (a right guess is 7).
POINTS_PER_BIT = 1.0
# Points a bit of what the table learns about this seat's guest costs (a search shows
# a gem of its room: the guests an opponent still suspects shrink to those by that gem).
SECRECY_PER_BIT = 1.0
# Worth of each guest an opponent still suspects that shares this seat's guest's room:
# guests in one room answer every question alike, so they can never be told apart.
COMPANY = 0.3
PEEK_POINTS = 0.8
PASSAGE_POINTS = 0.8
FIT_PASSES = 4


def split_bits(sees: Sequence[bool]) -> float:
    """The information, in bits, of an answer that is ``True`` for some candidates."""
    n = len(sees)
    yes = sum(sees)
    if n == 0 or yes in (0, n):
        return 0.0
    p = yes / n
    return -(p * math.log2(p) + (1 - p) * math.log2(1 - p))


def guess_table(left: Mapping[int, set[str]], guests: Sequence[str]) -> dict[int, dict[str, float]]:
    """Probabilities over each seat's candidates, fitted so that no guest is more than one
    player's (the rest are in the invitation deck)."""
    rows = {seat: {g: 1.0 / len(options) for g in options} for seat, options in left.items() if options}
    for _ in range(FIT_PASSES):
        column = dict.fromkeys(guests, 0.0)
        for row in rows.values():
            for g, v in row.items():
                column[g] += v
        for row in rows.values():
            for g in row:
                if column[g] > 1.0:
                    row[g] /= column[g]
            total = sum(row.values())
            for g in row:
                row[g] /= total
    return rows


def guest_odds(left: Mapping[int, set[str]]) -> dict[int, dict[str, float]]:
    """Each seat's chance of being each of its candidates, every dealing of the
    invitations that agrees with ``left`` (one guest per seat, none shared) being equally
    likely: counted by dynamic programming over the guests and the sets of seats already
    dealt one, forwards and backwards, so that (seat, guest) is the dealings through it.
    Empty when no dealing agrees (the caller then falls back on :func:`guess_table`)."""
    seats = sorted(s for s, options in left.items() if options)
    guests = sorted(set().union(*(left[s] for s in seats)))
    full = (1 << len(seats)) - 1
    bits = [(1 << i, seat) for i, seat in enumerate(seats)]
    takers = [[bit for bit, seat in bits if g in left[seat]] for g in guests]
    forward = _dealings(takers, full)
    backward = _dealings(takers[::-1], full)[::-1]
    total = forward[len(guests)][full]
    if not total:
        return {}
    odds: dict[int, dict[str, float]] = {seat: {} for seat in seats}
    for i, g in enumerate(guests):
        for bit in takers[i]:
            odds[bits[bit.bit_length() - 1][1]][g] = _ways_through(forward[i], backward[i + 1], full ^ bit) / total
    return odds


def _ways_through(before: Sequence[int], after: Sequence[int], rest: int) -> int:
    """The dealings that give a guest to the seat left out of ``rest``: the guests before it
    dealt to some of ``rest``'s seats (``before``), the guests after it to the others."""
    return sum(before[m] * after[rest ^ m] for m in range(rest + 1) if m & rest == m)


def _dealings(takers: Sequence[Sequence[int]], full: int) -> list[list[int]]:
    """``[i][mask]``: the ways to deal the first ``i`` guests, each to one seat that may
    take it (``takers``: their seats' bits) or to none, to exactly the seats in ``mask``."""
    counts = [[0] * (full + 1) for _ in range(len(takers) + 1)]
    counts[0][0] = 1
    for i, takes in enumerate(takers):
        ahead, here = counts[i + 1], counts[i]
        for mask in range(full + 1):
            ahead[mask] = here[mask] + sum(here[mask ^ bit] for bit in takes if mask & bit)
    return counts


def guess_sheet(odds: Mapping[int, Mapping[str, float]], seats: Sequence[int]) -> dict[int, str | None]:
    """A guess for each of ``seats``: the distinct guests most likely right in all (the
    sum of their chances), unless naming one guest twice — each seat's likeliest — is
    strictly likelier right (a guest is at most one player's, so it is right at most once)."""
    rows = {seat: sorted(odds.get(seat, {}).items(), key=lambda t: (-t[1], t[0])) for seat in seats}
    likeliest = {seat: (row[0][0] if row else None) for seat, row in rows.items()}
    independent = sum(row[0][1] for row in rows.values() if row)
    order = [seat for seat in seats if rows[seat]]

    @cache
    def best(i: int, used: frozenset[str]) -> tuple[float, tuple[str, ...]]:
        if i == len(order):
            return 0.0, ()
        found: tuple[float, tuple[str, ...]] = (-1.0, ())
        for guest, p in rows[order[i]]:
            if guest in used:
                continue
            value, rest = best(i + 1, used | {guest})
            if value >= 0 and p + value > found[0] + 1e-12:
                found = (p + value, (guest, *rest))
        return found

    value, distinct = best(0, frozenset())
    if value < 0 or value < independent - 1e-9:
        return likeliest
    return {**likeliest, **dict(zip(order, distinct, strict=True))}


def exposure(content: Content, view: SeatView, seen: Sequence[Event]) -> dict[int, set[str]]:
    """For every opponent, the guests this seat may be as far as that opponent can tell
    from what this seat showed: its public searches and the answers given on its behalf
    to that opponent's questions (the seat is told them), each judged on the board as it
    was then. (An opponent also rules out its own guest and its peeks; those it keeps.)"""
    me = view.seat
    guests = set(content.guest_ids)
    shown = {s: set(guests) for s in range(view.board.players) if s != me}
    positions = dict(view.board.positions)
    for event in reversed(seen):
        if event.text.key in MOVES:
            positions[event.text.terms["guest_term"].removeprefix(GUEST)] = event.text.terms["from_term"].removeprefix(
                ROOM
            )
    for event in seen:
        msg = event.text
        if msg.key in MOVES:
            positions[msg.terms["guest_term"].removeprefix(GUEST)] = msg.terms["to_term"].removeprefix(ROOM)
        elif msg.key == "suspicion-event-searched" and msg.seats["seat"] == me:
            gem = msg.terms["gem_term"].removeprefix(GEM)
            for options in shown.values():
                options &= {g for g in guests if gem in content.room_by_id[positions[g]].gems}
        elif msg.key == "suspicion-event-answered-for-you" and event.to == (me,):
            asker, asked = msg.seats["asker_seat"], positions[msg.terms["guest_term"].removeprefix(GUEST)]
            yes = msg.args["answer"] == "yes"
            if asker in shown:
                shown[asker] &= {g for g in guests if content.sees(positions[g], asked) == yes}
    return shown


@dataclass(frozen=True, slots=True)
class Grid:
    """What one decision is made from: the seat's view, what it knows of each opponent
    (``left``) and what each opponent can know of it (``shown``)."""

    view: SeatView
    left: Mapping[int, set[str]]
    shown: Mapping[int, set[str]]

    @property
    def positions(self) -> Mapping[str, str]:
        return self.view.board.positions


class SharpSuspicion:
    """Plays on the deduction grid (see the module's docstring)."""

    def __init__(self, content: Content) -> None:
        self.content = content
        rooms = [r.id for r in content.rooms]
        self._sees = {(a, b): content.sees(a, b) for a in rooms for b in rooms}
        self._gems = {r.id: r.gems for r in content.rooms}

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = cast(SeatView, knowledge.view)
        kind = knowledge.decision.kind
        if kind == "roll":
            return Roll()
        left = candidates(self.content, view, knowledge.seen)
        if kind == "guess":
            odds = guest_odds(left) or guess_table(left, self.content.guest_ids)
            return Guess(guesses=guess_sheet(odds, sorted(left)))
        grid = Grid(view, left, exposure(self.content, view, knowledge.seen))
        legal = list(knowledge.legal)
        if kind == "move":
            moves = [a for a in single_steps(legal) if isinstance(a, Move)]
            return max(
                moves, key=lambda a: (self._board_worth(grid, {**grid.positions, a.guest: a.room}), a.guest, a.room)
            )
        if kind == "play":
            plays = [a for a in single_steps(legal) if isinstance(a, Play)]
            return max(plays, key=lambda a: (self._card_worth(grid, a.card), -a.card))
        return self._act(grid, legal, rng)

    # -- questions and boards ------------------------------------------------------------------

    def _bits(self, positions: Mapping[str, str], options: set[str], guest: str) -> float:
        target = positions[guest]
        return split_bits([self._sees[(positions[g], target)] for g in sorted(options)])

    def _best_question(self, grid: Grid, positions: Mapping[str, str], guest: str) -> float:
        """The bits of the most informative question about ``guest`` on this board."""
        return max((self._bits(positions, options, guest) for options in grid.left.values()), default=0.0)

    def _ask_guests(self, view: SeatView) -> list[str]:
        """The guests the questions in this seat's hand (and on its played card) are about."""
        numbers = list(view.hand)
        if view.board.card is not None and "ask" in view.board.card_left:
            numbers.append(view.board.card)
        out = []
        for number in numbers:
            half = self.content.card_by_number[number].action("ask")
            if half is not None and half.guest is not None:
                out.append(half.guest)
        return out

    def _board_worth(self, grid: Grid, positions: Mapping[str, str]) -> float:
        """How good a board is for this seat: its questions' best splits, and company for
        its own guest among the guests each opponent still suspects."""
        questions = sum(self._best_question(grid, positions, g) for g in self._ask_guests(grid.view))
        me = grid.view.guest
        mine = positions[me]
        company = sum(
            min(2, sum(1 for g in options if g != me and positions[g] == mine)) for options in grid.shown.values()
        )
        return POINTS_PER_BIT * questions + COMPANY * company / max(1, len(grid.shown))

    # -- gems ----------------------------------------------------------------------------------

    def _gem_worth(self, grid: Grid, gem: Gem) -> float:
        """The points a gem adds to this seat's score."""
        board = grid.view.board
        if board.bank[gem] <= 0:
            return 0.0
        mine = dict(board.seats[grid.view.seat].gems)
        before = gem_points(mine, self.content.scoring)[2]
        mine[gem] = mine.get(gem, 0) + 1
        return float(gem_points(mine, self.content.scoring)[2] - before)

    def _search_worth(self, grid: Grid, gem: Gem) -> float:
        """A gem's points, less what showing it tells each opponent (in bits)."""
        lost = 0.0
        for options in grid.shown.values():
            kept = sum(1 for g in options if gem in self._gems[grid.positions[g]])
            lost += math.log2(len(options) / kept) if kept else 0.0
        return self._gem_worth(grid, gem) - SECRECY_PER_BIT * lost / max(1, len(grid.shown))

    def _best_search(self, grid: Grid) -> float:
        gems = self._gems[grid.positions[grid.view.guest]]
        return max((self._search_worth(grid, g) for g in gems if grid.view.board.bank[g] > 0), default=0.0)

    # -- cards and actions ---------------------------------------------------------------------

    def _card_worth(self, grid: Grid, number: int) -> float:
        values = []
        for half in self.content.card_by_number[number].actions:
            match half.kind:
                case "ask":
                    assert half.guest is not None
                    values.append(POINTS_PER_BIT * self._best_question(grid, grid.positions, half.guest))
                case "search":
                    values.append(self._best_search(grid))
                case "tip":
                    assert half.gem is not None
                    values.append(self._gem_worth(grid, half.gem))
                case "peek":
                    values.append(PEEK_POINTS)
                case "passage":
                    values.append(PASSAGE_POINTS)
        if grid.view.board.halves_per_card == 1:
            return max(values)
        return sum(values)

    def _act(self, grid: Grid, legal: list[ActionModel], rng: random.Random) -> ActionModel:
        board = grid.view.board
        card = self.content.card_by_number[board.card] if board.card is not None else None
        ask = card.action("ask") if card is not None else None
        tip = card.action("tip") if card is not None else None
        # With both halves to play, a passage sets the question up before it is asked.
        set_up = board.halves_per_card == 2 and "ask" in board.card_left and "passage" in board.card_left

        def worth(a: ActionModel) -> float:
            if isinstance(a, AskSeat):
                assert ask is not None
                assert ask.guest is not None
                return POINTS_PER_BIT * self._bits(grid.positions, grid.left.get(a.target, set()), ask.guest) - (
                    10.0 if set_up else 0.0
                )
            if isinstance(a, Passage):
                moved = {**grid.positions, a.guest: a.room}
                if set_up and ask is not None and ask.guest is not None:
                    return POINTS_PER_BIT * self._best_question(grid, moved, ask.guest)
                return self._board_worth(grid, moved)
            if isinstance(a, SearchGem):
                return self._search_worth(grid, a.gem)
            if isinstance(a, Tip):
                assert tip is not None
                assert tip.gem is not None
                return self._gem_worth(grid, tip.gem)
            if isinstance(a, Peek):
                return PEEK_POINTS
            return 0.0

        scored = [(worth(a), i) for i, a in enumerate(legal)]
        top = max(v for v, _ in scored)
        # Ties (passages of equal worth) are broken at random: a pattern would tell.
        best = [legal[i] for v, i in scored if v >= top - 1e-9]
        return best[0] if len(best) == 1 else rng.choice(best)
