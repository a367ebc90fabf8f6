"""Mascarade's sharp computer player: plays on a belief over every card position.

Each move is priced in coins. A character's worth to a seat is what its power brings
that seat now (the courthouse for the Judge, the gap to 10 for the Widow, a win for the
Cheat at 10 coins, a richer fortune for the Witch…), with a bonus when it wins the game
and when it takes from the leader. An announcement is worth the power if nobody
contests, and if someone does, the power when the card is there and a fine otherwise;
who contests is judged from the belief (a player who knows their card holds it) and,
for a claim that would win or nearly win the game, from how far it can be doubted
(anyone may contest that, card or not). A peek is worth what it clears up; a swap, the
better card it brings in, or the near-winning card it takes from an opponent. A bluff is
simply an announcement whose odds of going unchallenged make it pay; on top of that the
player bluffs at a measured rate when nothing else is worth much, so that its claims
cannot be read as truth.

Answering a claim, it contests with a card it likely holds; and a claim that would win or
nearly win the game whenever the fine is worth less than the chance of stopping a bluff,
whoever holds the card — without counting on anyone after it to do so.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from bot.engine.core import ActionModel
from bot.players.base import Knowledge
from cogs.mascarade.players.belief import Belief, Row
from cogs.mascarade.players.casual import witch_choice
from cogs.mascarade.rules.actions import (
    Announce,
    BishopTake,
    Contest,
    FoolSwap,
    Guess,
    Inquire,
    Pass,
    Peek,
    PrincessTarget,
    PuppetSwap,
    SpyLook,
    SpySwap,
    Swap,
)
from cogs.mascarade.rules.content import Content, Edition
from cogs.mascarade.rules.views import ClaimView, SeatView

__all__ = ["SharpMascarade", "Table", "table_for"]

# The public events that open a turn (a swap, a peek, a claim).
TURN_KEYS = frozenset({"mascarade-event-swap", "mascarade-event-peek", "mascarade-event-claim"})

# Worth of reaching the winning fortune, in coins: it dwarfs any other gain.
WIN = 30.0
# An opponent who knows their card contests a claim of it this often; one who lost
# track of it (or a casual gambler) contests blind this often.
CONTEST_KNOWN = 0.9
CONTEST_BLIND = 0.08
# A claim that would win the game, or bring its announcer within one power of winning
# (NEAR_GAP coins from the winning fortune, or the Cheat's threshold), costs everyone
# else this much if it stands: a contest stops it whoever holds the card, so a fine is
# small beside it.
NEAR = 8.0
NEAR_GAP = 3
# The share of an opponent's threat (above) that taking its card away is worth: the owner
# may still claim it, but as a bluff the table can stop.
DENY = 0.5
# How often an opponent who doubts this seat holds the card contests its claim when the
# claim would win the game, and when it would nearly win it. Not the way this player
# contests (it contests every winning claim it doubts): people and other levels differ.
CONTEST_WIN = 0.8
CONTEST_NEAR = 0.3
# Announce only when the claim is worth at least this many coins (a swap or peek is ~0–1.5).
ANNOUNCE_FLOOR = 1.0
# How often the player bluffs when nothing else is worth much (a character it doubts).
BLUFF = 0.15
# A claim of a character this seat holds with less than this chance is a bluff.
SURE = 0.9
# A contest with less than this chance of holding the character is a gift to the court,
# unless it stops an opponent's win.
CONTEST_FLOOR = 0.45
# How much likelier a player is to announce a character they hold than one they do not,
# when they know their card, and when they have lost track of it.
CLAIM_AWARE = 6.0
CLAIM_BLIND = 1.5
# The share of a bluffer's gain that stopping it is worth to this seat.
BLOCK = 0.5
# Peek when its own card is this uncertain (the chance of the most likely character).
PEEK_BELOW = 0.7
# A coin taken from the leading opponent is worth this much more than the coin itself.
HURT = 0.5
# The share of a Witch's gain expected to last before someone swaps the fortunes back.
WITCH_KEEPS = 0.4
# A bonus for characters that bring coins in from the bank: they move the game to its end.
PROGRESS = 0.25
# …and more, per round in which no coin came from the bank (a table passing coins around
# in circles must be brought to an end).
STALE = 0.5
# Claims worth within this much of the best are chosen among at random, so that no two
# players fall into a loop of answering each other's claims forever.
NEAR_BEST = 0.5


@dataclass(frozen=True, slots=True)
class Table:
    """What a move is priced from: the belief, the fortunes and the edition's powers."""

    me: int
    belief: Belief
    coins: dict[int, int]
    order: tuple[int, ...]  # seats still playing, in turn order from the current player
    courthouse: int
    edition: Edition
    content: Content
    # Rounds of play since coins last came in from the bank: the game is going nowhere.
    stale: float = 0.0
    # Threats already priced in this decision, by (card, seat): a swap weighs every card
    # its two positions may hold for their owners.
    threats: dict[tuple[str, int], float] = field(default_factory=dict, compare=False)

    def leader(self, exclude: int | None = None) -> int:
        others = [s for s in self.order if s != exclude]
        return max(others, key=lambda s: (self.coins[s], -self.order.index(s)))

    def neighbours(self, seat: int) -> tuple[int, int]:
        ring = list(self.order)  # turn order (the Puppet Master may have reseated players)
        i = ring.index(seat)
        return ring[i - 1], ring[(i + 1) % len(ring)]

    def _begged(self, seat: int) -> float:
        """M-6.13: clockwise from the left neighbour, each player richer than the Beggar at
        that moment gives it a coin (so it stops once it has caught up)."""
        ring = list(self.order)  # turn order (the Puppet Master may have reseated players)
        i = ring.index(seat)
        mine = self.coins[seat]
        for other in ring[i + 1 :] + ring[:i]:
            if self.coins[other] > mine:
                mine += 1
        return float(mine - self.coins[seat])

    def gain(self, card: str, seat: int) -> tuple[float, float]:
        """What the power of ``card`` brings ``seat`` now, in coins (a Spy's look and the
        Fool's or Princess's meddling counted as part of a coin), and how many of those
        coins come from the leading opponent. The Witch counts the whole difference and the
        Cheat nothing: :meth:`worth` prices both."""
        c = self.content
        power = self.edition.character(card)
        mine = self.coins[seat]
        leader = self.leader(exclude=seat)
        match power.power:
            case "bank" | "fool" | "peasant" | "princess":
                return power.amount + (0.5 if power.power in ("fool", "princess") else 0.0), 0.0
            case "judge":
                return float(self.courthouse), 0.0
            case "bishop":
                rich = max(self.coins[s] for s in self.order if s != seat)
                gain = float(min(c.bishop_take, rich))
                return gain, gain if self.coins[leader] == rich else 0.0
            case "thief":
                left, right = self.neighbours(seat)
                gain = float(min(power.amount, self.coins[left]) + min(power.amount, self.coins[right]))
                return gain, float(sum(min(power.amount, self.coins[n]) for n in (left, right) if n == leader))
            case "witch":
                return float(max(0, self.coins[leader] - mine)), 0.0
            case "spy":
                return 0.7, 0.0
            case "widow":
                return float(max(0, c.widow_coins - mine)), 0.0
            case "inquisitor":
                gain = 0.5 * min(c.inquisition_fine, self.coins[leader])
                return gain, gain
            case "puppet_master":
                return 2.0 * power.amount, 0.0
            case "patron":
                return power.amount - 0.5, 0.0
            case "beggar":
                return self._begged(seat), 0.0
        return 0.0, 0.0

    def worth(self, card: str, seat: int) -> float:
        """What the power of ``card`` brings ``seat`` now, in coins (a win counts as WIN)."""
        c = self.content
        power = self.edition.character(card)
        mine = self.coins[seat]
        if power.power == "cheat":
            return WIN if mine >= c.cheat_coins else -0.5
        gain, hurt = self.gain(card, seat)
        if mine + gain >= c.win_coins:
            return WIN
        if power.power == "witch":
            # A fortune swapped is easily swapped back (anyone may claim the Witch): only
            # part of the difference is likely to last.
            gain *= WITCH_KEEPS
        # Coins from the bank bring the end nearer; coins moved between players do not.
        return gain + HURT * hurt + ((PROGRESS + STALE * self.stale) if power.money else 0.0)

    def threat(self, card: str, seat: int) -> float:
        """What ``seat``'s claim of ``card`` standing costs everyone else, in coins: the game
        when it wins it (WIN), NEAR when it brings ``seat`` within one power of winning
        (the Cheat's threshold, or a King away from the winning fortune), else nothing."""
        known = self.threats.get((card, seat))
        if known is not None:
            return known
        c = self.content
        threat = 0.0
        if self.worth(card, seat) >= WIN:
            threat = WIN
        elif self.edition.character(card).power != "cheat":
            gain = self.gain(card, seat)[0]
            near = c.win_coins - NEAR_GAP
            if "cheat" in self.belief.copies:
                near = min(near, c.cheat_coins)
            threat = NEAR if gain >= 1 and self.coins[seat] + gain >= near else 0.0
        self.threats[(card, seat)] = threat
        return threat

    def row_worth(self, row: Row) -> float:
        """The expected worth to this seat of a card with this belief, rewarding certainty
        (a card one knows can be announced without fear)."""
        expected = sum(p * self.worth(card, self.me) for card, p in row.items())
        return expected * max(row.values())

    def contest_risk(self, card: str, slot: int) -> float:
        """The chance that somebody contests this seat's claim of ``card`` from ``slot``: a
        player who may hold the card, and — when the claim would win or nearly win the
        game — anyone who doubts this seat holds it, since a contest stops a bluff whoever
        holds the card."""
        stake = self.threat(card, self.me)
        doubt = 0.0
        if stake > 0:
            # The table's doubt is taken to be this seat's own: replaying the public events
            # for what an onlooker believes would double the cost of a move on a long game.
            doubt = (CONTEST_WIN if stake >= WIN else CONTEST_NEAR) * (1.0 - self.belief.p(slot, card))
        quiet = 1.0
        for seat in self.order:
            if seat == self.me:
                continue
            slots = self.belief.slots_of(seat)
            for other in slots:
                p = self.belief.p(other, card)
                known = CONTEST_KNOWN if self.belief.aware[other] else 0.5
                quiet *= 1.0 - min(1.0, p * known + CONTEST_BLIND / len(slots))
            quiet *= 1.0 - doubt
        return 1.0 - quiet


class SharpMascarade:
    """Plays on a belief over every card (see :mod:`cogs.mascarade.players.belief`)."""

    def __init__(self, content: Content) -> None:
        self.content = content

    def choose(self, knowledge: Knowledge, rng: random.Random) -> ActionModel:
        view = cast(SeatView, knowledge.view)
        board = view.board
        table = table_for(knowledge, self.content)
        legal = knowledge.legal
        match knowledge.decision.kind:
            case "turn" | "prep":
                return _turn(table, legal, rng)
            case "contest":
                assert board.claim is not None
                return _contest(table, legal, board.claim)
            case "guess":
                slot = table.belief.slots_of(table.me)[0]
                return Guess(character=table.belief.best(slot)[0])
            case "witch":
                return witch_choice(legal, table.coins, table.me)
            case "bishop":
                targets = [a for a in legal if isinstance(a, BishopTake)]
                return max(targets, key=lambda a: (a.target == table.leader(exclude=table.me), -a.target))
            case "fool":
                return _fool(table, legal)
            case "spy_look":
                return _spy_look(table, legal)
            case "spy_swap":
                return _spy_swap(table, view)
            case "inquire":
                return _inquire(table, legal)
            case "princess":
                return _princess(table, legal)
            case "puppet":
                pairs = [a for a in legal if isinstance(a, PuppetSwap)]
                return max(pairs, key=lambda a: (table.coins[a.first] + table.coins[a.second], -a.first, -a.second))
        return legal[0]


def table_for(knowledge: Knowledge, content: Content) -> Table:
    """What this seat's moves are priced from, rebuilt from its knowledge (the hints'
    explainer reads the same table the move was chosen on)."""
    board = cast(SeatView, knowledge.view).board
    return Table(
        me=knowledge.seat,
        belief=Belief(knowledge.seat, knowledge.seen),
        coins={info.seat: info.coins for info in board.seats},
        order=tuple(info.seat for info in board.seats),
        courthouse=board.courthouse,
        edition=content.editions[board.edition],
        content=content,
        stale=_stale_rounds(knowledge, len(board.seats)),
    )


def _stale_rounds(knowledge: Knowledge, players: int) -> float:
    """Rounds (turns / players) since the bank last paid anyone."""
    turns = 0
    for event in reversed(knowledge.seen):
        key = event.text.key
        if key == "mascarade-event-gain":
            break
        if key in TURN_KEYS:
            turns += 1
    return turns / max(1, players)


def _turn(table: Table, legal: Sequence[ActionModel], rng: random.Random) -> ActionModel:
    announces = [a for a in legal if isinstance(a, Announce)]
    best_claim, best_value = _best_claim(table, announces, rng)
    # Taking a near-winning card from its owner can be worth more than any claim: the
    # owner cannot tell it has gone, and a claim of it becomes a bluff the table stops.
    denial = _denial(table, legal)
    if denial is not None and denial[0] > max(best_value, ANNOUNCE_FLOOR):
        return denial[1]
    doubt = _doubt(table, legal)
    if best_claim is not None and (doubt is None or doubt[0] >= PEEK_BELOW or best_value >= 2.5):
        return best_claim
    if doubt is not None and doubt[0] < PEEK_BELOW:
        return doubt[1]
    bluff = _bluff(table, announces, rng)
    return bluff if bluff is not None else _swap(table, legal, rng)


def _best_claim(table: Table, announces: list[Announce], rng: random.Random) -> tuple[Announce | None, float]:
    """One of the claims worth nearly the most (at least :data:`ANNOUNCE_FLOOR`), if any,
    and what the best claim is worth."""
    valued = [(_claim_value(table, a), a) for a in announces]
    best_value = max((v for v, _ in valued), default=0.0)
    near = [a for v, a in valued if v >= max(ANNOUNCE_FLOOR, best_value - NEAR_BEST)]
    return (rng.choice(near) if near else None), best_value


def _denial(table: Table, legal: Sequence[ActionModel]) -> tuple[float, Swap] | None:
    """The swap that best takes a near-winning card from its owner, and what it is worth."""
    return max(
        ((_swap_value(table, a), a) for a in legal if isinstance(a, Swap) and a.swap and _denies(table, a)),
        key=lambda t: (t[0], -t[1].mine, -t[1].other),
        default=None,
    )


def _doubt(table: Table, legal: Sequence[ActionModel]) -> tuple[float, Peek] | None:
    """The peek at the card this seat is least sure of, and how sure it is."""
    peeks = [a for a in legal if isinstance(a, Peek)]
    return min(((table.belief.best(a.slot)[1], a) for a in peeks), key=lambda t: (t[0], t[1].slot), default=None)


def _bluff(table: Table, announces: list[Announce], rng: random.Random) -> Announce | None:
    """Now and then (:data:`BLUFF`), a measured bluff: the most valuable character this seat
    is not sure to hold."""
    if not announces or rng.random() >= BLUFF:
        return None
    bluffs = [a for a in announces if table.belief.p(a.slot, a.character) < SURE]
    return max(bluffs, key=lambda a: (_claim_value(table, a), a.character, -a.slot)) if bluffs else None


def _claim_value(table: Table, claim: Announce) -> float:
    """Expected coins of announcing: the power if unopposed; if contested, the power when
    the card is there and the fine (plus a rival's power) when it is not."""
    p = table.belief.p(claim.slot, claim.character)
    worth = table.worth(claim.character, table.me)
    risk = table.contest_risk(claim.character, claim.slot)
    contested = p * worth - (1 - p) * (table.content.fine + 0.5 * max(worth, 0.0))
    return (1 - risk) * worth + risk * contested


def _swap(table: Table, legal: Sequence[ActionModel], rng: random.Random) -> ActionModel:
    """Bring in a better card when the belief points at one, or take away a card that
    would bring its owner a win or near it (the owner cannot tell it has gone);
    otherwise go through the motions of a swap without swapping, with a random card
    (the table cannot tell)."""
    swaps = [a for a in legal if isinstance(a, Swap)]
    best: Swap | None = None
    gain = 0.5
    for a in swaps:
        if not a.swap:
            continue
        value = _swap_value(table, a)
        if value > gain:
            best, gain = a, value
    if best is not None:
        return best
    kept = [a for a in swaps if not a.swap]
    return rng.choice(kept or swaps or list(legal))


def _swap_value(table: Table, a: Swap) -> float:
    """The better card a swap brings in, and the threat it takes from the other card's
    owner (less the threat of the card it hands them)."""
    belief = table.belief
    value = table.row_worth(belief.row(a.other)) - table.row_worth(belief.row(a.mine))
    owner = belief.owner[a.other]
    if owner is not None and owner != table.me:
        value += DENY * (_threat(table, a.other, owner) - _threat(table, a.mine, owner))
    return value


def _denies(table: Table, a: Swap) -> bool:
    owner = table.belief.owner[a.other]
    return owner is not None and owner != table.me and _threat(table, a.other, owner) > 0


def _threat(table: Table, slot: int, seat: int) -> float:
    """The expected threat of ``seat`` holding the card at ``slot`` (see Table.threat)."""
    return sum(p * table.threat(card, seat) for card, p in table.belief.row(slot).items())


def _contest(table: Table, legal: Sequence[ActionModel], claim: ClaimView) -> ActionModel:
    belief = table.belief
    announcer, card = claim.announcer, claim.character
    contests = [a for a in legal if isinstance(a, Contest)]
    if not contests:
        return Pass()
    pick = max(contests, key=lambda a: (belief.p(a.slot, card), -a.slot))
    p = belief.p(pick.slot, card)
    worth = table.worth(card, table.me)
    theirs = table.worth(card, announcer)
    # The claim itself is evidence, strong when the announcer knows its card (it made the
    # last swap of it, peeked, or saw it revealed); the chance moves away from this seat.
    slot = max(belief.slots_of(announcer), key=lambda s: belief.p(s, card))
    prior = belief.p(slot, card)
    likelihood = CLAIM_AWARE if belief.aware[slot] else CLAIM_BLIND
    their_p = prior * likelihood / (prior * likelihood + 1 - prior)
    if prior < 1:
        p *= (1 - their_p) / (1 - prior)
    # Only what this seat's view shows counts as already contested (answers it has not
    # been shown are not assumed either way): once someone contests, a bluff is stopped.
    open_claim = not claim.contesters
    stake = table.threat(card, announcer) if open_claim else 0.0
    if stake > 0:
        # A claim that wins (or nearly wins) the game: a contest stops a bluff whoever
        # holds the card, so a fine is weighed against the game, not against the power.
        # Nobody else is counted on to contest: each answerer may reason the same way.
        cost = (1 - p) * _fine_cost(table, announcer)
        if (1 - their_p) * stake + p * max(worth, 0.0) > cost:
            return pick
    if p <= 0.02:
        return Pass()  # never contest with a card it knows it lacks, for an ordinary claim
    # Contesting a bluff also denies the announcer the power and fines them.
    blocked = (1 - their_p) * (BLOCK * min(theirs, 6.0) + table.content.fine * HURT) if open_claim else 0.0
    value = p * worth - (1 - p) * table.content.fine + blocked
    if p >= CONTEST_FLOOR and value > 0.3:
        return pick
    return Pass()


def _fine_cost(table: Table, announcer: int) -> float:
    """What a wrong contest costs this seat: the fine, unless paying it leaves the seat
    with no coins, which ends the game for the richest (M-7.2) — the game itself when
    that is not this seat (the announcer, caught bluffing, pays the fine too)."""
    fine = table.content.fine
    mine = table.coins[table.me]
    if mine > fine:
        return float(fine)
    after = {s: table.coins[s] - (fine if s in (announcer, table.me) else 0) for s in table.order}
    richest = max(after.values())
    return float(fine) if after[table.me] == richest else WIN


def _fool(table: Table, legal: Sequence[ActionModel]) -> ActionModel:
    """Take a good card away from the leader: swap it with the card of the poorest
    opponent when the leader's is the better one; otherwise a quiet no-swap."""
    belief = table.belief
    leader = table.leader(exclude=table.me)
    owner = belief.owner

    def worth_to_owner(slot: int) -> float:
        seat = owner[slot]
        if seat is None:
            return 0.0
        return sum(p * min(table.worth(c, seat), 5.0) for c, p in belief.row(slot).items())

    fools = [a for a in legal if isinstance(a, FoolSwap)]
    best: FoolSwap | None = None
    best_value = 0.5
    for a in fools:
        if not a.swap or leader not in (owner[a.first], owner[a.second]):
            continue
        theirs, other = (a.first, a.second) if owner[a.first] == leader else (a.second, a.first)
        value = worth_to_owner(theirs) - worth_to_owner(other)
        if value > best_value:
            best, best_value = a, value
    if best is not None:
        return best
    return next(a for a in fools if not a.swap)


def _spy_look(table: Table, legal: Sequence[ActionModel]) -> ActionModel:
    """Look at the card most worth having among those it is unsure of."""
    belief = table.belief
    looks = [a for a in legal if isinstance(a, SpyLook)]
    return max(
        looks, key=lambda a: (table.row_worth(belief.row(a.target)) + 2 * (1 - belief.best(a.target)[1]), -a.target)
    )


def _spy_swap(table: Table, view: SeatView) -> ActionModel:
    own, other = view.seen[0].card, view.seen[1].card
    return SpySwap(swap=table.worth(other, table.me) > table.worth(own, table.me))


def _inquire(table: Table, legal: Sequence[ActionModel]) -> ActionModel:
    """Point at whoever is most likely wrong about their card, weighted by what they can pay."""
    belief = table.belief
    fine = table.content.inquisition_fine

    def value(a: Inquire) -> tuple[float, int]:
        slot = belief.slots_of(a.target)[0]
        wrong = 0.15 if belief.aware[slot] else 0.55
        lead = 1.0 if a.target == table.leader(exclude=table.me) else 0.0
        return wrong * min(fine, table.coins[a.target]) + lead, -a.target

    return max((a for a in legal if isinstance(a, Inquire)), key=value)


def _princess(table: Table, legal: Sequence[ActionModel]) -> ActionModel:
    """Show the card this seat is least sure of, the leader's first on a tie."""
    belief = table.belief
    leader = table.leader(exclude=table.me)

    def value(a: PrincessTarget) -> tuple[float, bool, int]:
        return 1 - belief.best(belief.slots_of(a.target)[0])[1], a.target == leader, -a.target

    return max((a for a in legal if isinstance(a, PrincessTarget)), key=value)
