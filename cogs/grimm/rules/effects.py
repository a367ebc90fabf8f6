"""What happens when cards move: G-4 checks, unmasking (G-6), evidence tokens (G-7), draws
(G-3.4). A round that ends in the middle of an effect raises :class:`RoundEnded`; the
caller in :mod:`.flow` scores it, so no effect code runs on after the round is over."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from bot.engine.core import Events, rng_for
from cogs.grimm.rules.content import Content
from cogs.grimm.rules.state import Request, State
from cogs.grimm.rules.table import BANE_UNMASKS, BOON_WINS, clockwise, masked, masked_characters, portraits


class RoundEnded(Exception):  # noqa: N818 - control flow, never leaves the engine
    """The round is over (G-8.1); ``winner`` is None when nobody wins it (G-3.4, G-4.8)."""

    def __init__(self, winner: int | None, reason: str, character: str | None = None) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason
        # Power over Time / a boon triple: the character that won (G-12.2), else all masked.
        self.character = character


@dataclass
class Ctx:
    """One ``apply`` call: the state being changed, the game's content and the events it
    produced."""

    st: State
    content: Content
    events: Events = field(default_factory=Events)

    def rng(self, salt: str) -> random.Random:
        # A counter keeps several draws within one action independent of each other.
        self.st.rng_counter += 1
        return rng_for(self.st, f"{salt}:{self.st.rng_counter}")


def draw(ctx: Ctx) -> str:
    """Top artifact; an empty deck is refilled from the discard pile, and with both empty
    the round ends with no winner (G-3.4)."""
    st = ctx.st
    if not st.deck:
        if not st.discard:
            raise RoundEnded(None, "grimm-round-no-cards")
        st.deck = st.discard
        st.discard = []
        ctx.rng("reshuffle").shuffle(st.deck)
        ctx.events.say("grimm-event-reshuffled", n=len(st.deck))
    return st.deck.pop()


def peek(ctx: Ctx, s: int, count: int, *, at_random: bool) -> None:
    """Show ``s`` cards of the character deck, then shuffle it (G-5.3, G-5.6, abilities)."""
    st = ctx.st
    # Guest List / Pick Pocket look at the top; Curiosity / Big Eyes at a random card.
    top = st.char_deck[-count:]
    seen = ctx.rng("peek").sample(st.char_deck, len(top)) if at_random else top
    for character in seen:
        ctx.events.tell(s, "grimm-private-peek", character_term=f"grimm-character-{character}")
        if character not in st.seats[s].peeked:
            st.seats[s].peeked.append(character)
    ctx.rng("shuffle-characters").shuffle(st.char_deck)


def place_token(ctx: Ctx, s: int, character: str) -> None:
    """Seat ``s`` rules out ``character`` if G-7.1 allows; silently nothing otherwise (G-7.2)."""
    st = ctx.st
    if character not in portraits(ctx.content, st, s):
        return
    st.seats[s].marks.append(character)
    if s == st.active:
        st.turn_marked = True
    ctx.events.say("grimm-event-token", seat=s, character_term=f"grimm-character-{character}")


def unmask(ctx: Ctx, s: int, character: str, credit: int | None) -> None:
    """G-6.2: reveal, clear the portrait (tokens go home), tableau to hand; the rose goes
    to ``credit`` unless that is the unmasked player themself (G-4.1, G-5.8)."""
    st = ctx.st
    seat = st.seats[s]
    seat.unmasked.append(character)
    for other in st.seats:
        if character in other.marks:
            other.marks.remove(character)
    ctx.events.say("grimm-event-unmasked", seat=s, character_term=f"grimm-character-{character}")
    if credit is not None and credit != s:
        st.seats[credit].roses += 1
        ctx.events.say("grimm-event-rose-unmask", seat=credit, n=1)
    if not masked(seat) and st.players > 2:
        seat.hand.extend(seat.tableau)
        seat.tableau = []
        seat.bet_pick = st.options.bets
        if seat.bet_pick and st.bet_deck:
            # G-10.1 "at once": play waits for this answer (a round that ends with this
            # unmasking drops it unanswered, flow.run); declining keeps the pick for later.
            st.requests.append(Request(seat=s, kind="bet", since=st.version, reason="grimm-option-bets"))


def check_last_standing(ctx: Ctx) -> None:
    """G-8.1 / G-9.5: the round ends when one player is left masked (or none)."""
    st = ctx.st
    if st.players == 2:
        out = [s for s, seat in enumerate(st.seats) if not masked(seat)]
        if len(out) == 2:
            raise RoundEnded(None, "grimm-round-no-winner")
        if out:
            raise RoundEnded(1 - out[0], "grimm-round-last-masked")
        return
    left = [s for s, seat in enumerate(st.seats) if masked(seat)]
    if len(left) == 1:
        raise RoundEnded(left[0], "grimm-round-last-masked")
    if not left:
        raise RoundEnded(None, "grimm-round-no-winner")


def request(ctx: Ctx, s: int, reason: str) -> None:
    """Ask ``s`` for one more evidence token of their choice, if one can be placed."""
    st = ctx.st
    for req in st.requests:
        if req.seat == s and req.kind == "evidence":
            if len(portraits(ctx.content, st, s)) > req.count:
                req.count += 1
            return
    if portraits(ctx.content, st, s):
        st.requests.append(Request(seat=s, kind="evidence", since=st.version, reason=reason))
        ctx.events.say("grimm-event-must-mark", seat=s, reason_term=reason)


def deliver(ctx: Ctx, moves: list[tuple[int, str, int]], credit: int | None) -> None:
    """Put cards into tableaux at once, then check them (G-4.6, G-4.7, G-4.8).

    ``moves`` are (recipient, card, giver); ``credit`` earns the rose for every bane
    unmasking (the giver, or the actor of Dance/Toast/Pick Pocket/Gift: G-5.8).
    """
    st = ctx.st
    before: dict[int, Counter[str]] = {}
    for to, card, _giver in moves:
        if to not in before:
            before[to] = Counter(st.seats[to].tableau)
        st.seats[to].tableau.append(card)
    order = [s for s in clockwise(st, st.active) if s in before]
    winners = _boon_winners(ctx, order)
    won = {s for s, _ in winners}
    not_won = [s for s in order if s not in won]
    _unmask_bane_pairs(ctx, not_won, credit)
    _place_threshold_tokens(ctx, not_won, before)
    _gift_abilities(ctx, moves, won)
    # (4) several winners: the first clockwise from the active player wins (G-4.8).
    if winners:
        s, character = winners[0]
        raise RoundEnded(s, "grimm-round-boon", character)
    # (5) the last masked player wins.
    check_last_standing(ctx)


def _boon_winners(ctx: Ctx, order: list[int]) -> list[tuple[int, str]]:
    """(1) Boon triples and Power over Time win, and protect from a bane pair (G-4.5):
    each winner with the character that won, in ``order``."""
    st = ctx.st
    content = ctx.content
    winners: list[tuple[int, str]] = []
    for s in order:
        seat = st.seats[s]
        counts = Counter(seat.tableau)
        for character in masked_characters(seat):
            if counts[content.boon[character]] >= BOON_WINS:
                winners.append((s, character))
                break
        else:
            distinct = content.ability["power_over_time"].distinct
            if seat.ability == "power_over_time" and len(counts) >= distinct:
                winners.append((s, masked_characters(seat)[0]))
    return winners


def _unmask_bane_pairs(ctx: Ctx, order: list[int], credit: int | None) -> None:
    """(2) Bane pairs unmask (G-4.1; 2 players: only that character, G-9.4)."""
    st = ctx.st
    for s in order:
        seat = st.seats[s]
        counts = Counter(seat.tableau)
        for character in masked_characters(seat):
            if counts[ctx.content.bane[character]] >= BANE_UNMASKS:
                unmask(ctx, s, character, credit)


def _place_threshold_tokens(ctx: Ctx, order: list[int], before: dict[int, Counter[str]]) -> None:
    """(3) Tokens for every threshold crossed (G-4.2, G-4.4, G-4.7); own and broken
    portraits are refused by place_token, which covers "not the holder's bane/boon"."""
    st = ctx.st
    content = ctx.content
    for s in order:
        seat = st.seats[s]
        if not masked(seat):
            continue
        counts = Counter(seat.tableau)
        for card in sorted(set(counts), key=content.artifact_ids.index):
            had, has = before[s][card], counts[card]
            if had < BANE_UNMASKS <= has:
                place_token(ctx, s, content.bane_owner[card])
            if had < BOON_WINS <= has:
                place_token(ctx, s, content.boon_owner[card])


def _gift_abilities(ctx: Ctx, moves: list[tuple[int, str, int]], won: set[int]) -> None:
    """True Reflection and Curiosity trigger on giving (G-10.3, G-12.1)."""
    st = ctx.st
    for to, card, giver in moves:
        if giver == to:
            continue
        ability = st.seats[giver].ability
        if ability is None or card not in ctx.content.ability[ability].triggers:
            continue
        if ability == "true_reflection" and to not in won and masked(st.seats[to]):
            request(ctx, to, "grimm-ability-true_reflection")
        elif ability == "curiosity":
            peek(ctx, giver, 1, at_random=True)
