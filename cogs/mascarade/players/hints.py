"""Why the sharp player's move is good, in one line a newcomer understands (the 💡 hint).

Pure, like the players: from the seat's :class:`~bot.players.base.Knowledge` and the move the
sharp player chose on it, it rebuilds the same table the move was priced on
(:func:`~cogs.mascarade.players.sharp.table_for`) and says what the move rests on — what the
seat knows of its own card (from its view: since which turn, swapped since or not), how likely
a card is where the belief puts it, what a power brings now, what a claim's contest risks.
Every reason is a :class:`~bot.engine.text.Text` of ``mascarade-hint-*`` keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from bot.engine.core import ActionModel
from bot.engine.text import Text, text
from bot.players.base import Knowledge
from bot.players.hints import Reason
from cogs.mascarade.players.sharp import CLAIM_AWARE, CLAIM_BLIND, CONTEST_FLOOR, SURE, WIN, Table, table_for
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
    WitchSwap,
)
from cogs.mascarade.rules.content import Content
from cogs.mascarade.rules.table import card_term
from cogs.mascarade.rules.views import ClaimView, SeatView

__all__ = ["MascaradeHints", "OwnCard", "own_cards"]

CARD = "mascarade-card-"
KNOWN = "mascarade-known-card-"
# A chance at or below this is "the seat knows it lacks the card" (as the sharp player's
# contest reads it).
LACKS = 0.02
# A claim on a card the seat holds with less than SURE but at least this chance is a gamble
# (it may well be there); below it, a bluff.
GAMBLE = 0.5
# A claim that goes uncontested at least this often is "unlikely to be contested".
QUIET = 0.5


@dataclass(frozen=True, slots=True)
class OwnCard:
    """What the seat's view says of one of its cards: the character it was when last seen
    (None: never seen), on which turn (0: the opening), and on how many turns since it may
    have been swapped (0: it cannot have changed)."""

    slot: int
    hand: str
    card: str | None
    turn: int
    swaps: int

    def args(self) -> dict[str, Any]:
        """The ``mascarade-hint-own`` fragment's arguments."""
        if self.card is None:
            return {"own": "unseen", "hand": self.hand}
        return {
            "own": "sure" if self.swaps == 0 else "maybe",
            "hand": self.hand,
            "own_turn": self.turn,
            "own_term": card_term(self.card),
            "own_swaps": self.swaps,
        }


def own_cards(view: SeatView) -> dict[int, OwnCard]:
    """The seat's cards as its view tells them (``SeatView.known``, one line per card held,
    in the order of ``SeatView.cards``), by slot."""
    found = {}
    for card, line in zip(view.cards, view.known, strict=True):
        kind = line.key.removeprefix(KNOWN)
        seen = line.terms.get("card_term")
        swaps = {"maybe": "n", "maybe-many": "swaps"}.get(kind)
        found[card.slot] = OwnCard(
            slot=card.slot,
            hand=card.hand,
            card=None if seen is None else seen.removeprefix(CARD),
            turn=int(line.args.get("turn", 0)),
            swaps=0 if swaps is None else int(line.args[swaps]),
        )
    return found


def _pct(p: float) -> int:
    return max(0, min(100, round(100 * p)))


class MascaradeHints:
    """The explainer of Mascarade's hints (:class:`bot.players.hints.Explainer`)."""

    def __init__(self, content: Content) -> None:
        self.content = content

    def explain(self, knowledge: Knowledge, action: ActionModel) -> Reason:
        view = cast(SeatView, knowledge.view)
        why = _Why(table_for(knowledge, self.content), view, own_cards(view), knowledge.decision.kind)
        return Reason(why.line(action))


@dataclass(frozen=True, slots=True)
class _Why:
    table: Table
    view: SeatView
    own: dict[int, OwnCard]
    kind: str

    @property
    def me(self) -> int:
        return self.table.me

    def line(self, action: ActionModel) -> Text:
        claim = self.view.board.claim
        if isinstance(action, Contest | Pass) and claim is not None:
            return self.answer(action, claim)
        if isinstance(action, Guess) and isinstance(action.character, str):
            return self.guess(action.character)
        explain = _LINES.get(type(action))
        return text("hint-reason-generic") if explain is None else explain(self, action)

    def bishop(self, action: BishopTake) -> Text:
        return text("mascarade-hint-bishop", target_seat=action.target, coins=self.table.coins[action.target])

    def puppet(self, action: PuppetSwap) -> Text:
        coins = self.table.coins
        return text(
            "mascarade-hint-puppet",
            first_seat=action.first,
            second_seat=action.second,
            first=coins[action.first],
            second=coins[action.second],
        )

    # -- what a card and a power are ---------------------------------------------------------

    def mine(self, slot: int) -> dict[str, Any]:
        """What the seat knows of its card at ``slot`` (the ``mascarade-hint-own`` fragment)."""
        known = self.own.get(slot)
        return {"own": "unseen"} if known is None else known.args()

    def likely(self, slot: int, prefix: str = "likely") -> dict[str, Any]:
        """The character the belief finds likeliest at ``slot``, and how likely."""
        card, p = self.table.belief.best(slot)
        return {f"{prefix}_term": card_term(card), f"{prefix}_pct": _pct(p)}

    def place(self, slot: int) -> dict[str, Any]:
        """Whose card ``slot`` is: another seat's (and which hand), or a centre card."""
        belief = self.table.belief
        owner = belief.owner[slot]
        if owner is None:
            return {"place": "centre"}
        return {"place": "other", "place_seat": owner, "place_hand": belief.hand[slot]}

    def effect(self, card: str) -> dict[str, Any]:
        """What the power of ``card`` brings this seat now: the ``mascarade-hint-effect``
        fragment's arguments."""
        table, content = self.table, self.content
        character = table.edition.character(card)
        power = character.power
        coins = table.coins[self.me]
        gain = table.gain(card, self.me)[0]
        if power == "cheat":
            return {"effect": "cheat" if coins >= content.cheat_coins else "cheat-short", "coins": content.cheat_coins}
        if table.worth(card, self.me) >= WIN:
            return {"effect": "win", "coins": coins + round(gain)}
        match power:
            case "bishop":
                return {"effect": power, "coins": round(gain), "from_seat": _richest_other(table, self.me)}
            case "witch":
                leader = table.leader(exclude=self.me)
                return {"effect": power, "coins": table.coins[leader], "from_seat": leader}
            case "bank" | "peasant" | "patron" | "fool" | "princess":
                return {"effect": power, "coins": character.amount}
            case "puppet_master":
                return {"effect": power, "coins": 2 * character.amount}
        return {"effect": power, "coins": round(gain)}

    def basis(self, slot: int) -> str:
        """``sure`` when the seat has known its card at ``slot`` since it last saw it (it
        cannot have changed), else ``likely`` (what it believes from all it saw)."""
        known = self.own.get(slot)
        return "sure" if known is not None and known.card is not None and known.swaps == 0 else "likely"

    @property
    def content(self) -> Content:
        return self.table.content

    # -- a turn ------------------------------------------------------------------------------

    def announce(self, a: Announce) -> Text:
        table = self.table
        p = table.belief.p(a.slot, a.character)
        quiet = 1.0 - table.contest_risk(a.character, a.slot)
        args = {**self.mine(a.slot), **self.effect(a.character), "card_term": card_term(a.character)}
        known = self.own.get(a.slot)
        if known is not None and known.card == a.character and known.swaps == 0:
            basis = "sure"
        elif p >= SURE:
            basis = "likely"
        else:
            basis = "gamble" if p >= GAMBLE else "bluff"
        contested = "yes" if quiet < QUIET else "no"
        return text(
            "mascarade-hint-announce",
            basis=basis,
            pct=_pct(p),
            quiet=_pct(quiet),
            contested=contested,
            fine=self.content.fine,
            **args,
        )

    def peek(self, a: Peek) -> Text:
        return text("mascarade-hint-peek", pct=_pct(self.table.belief.best(a.slot)[1]), **self.mine(a.slot))

    def swap(self, a: Swap) -> Text:
        table = self.table
        prep = "yes" if self.kind == "prep" else "no"
        if not a.swap:
            return text("mascarade-hint-swap-not", prep=prep, **self.mine(a.mine))
        owner = table.belief.owner[a.other]
        if owner is not None and owner != self.me:
            threats = {c: p * table.threat(c, owner) for c, p in table.belief.row(a.other).items()}
            card, threat = max(sorted(threats.items()), key=lambda t: t[1])
            if threat > 0:
                return text(
                    "mascarade-hint-swap-deny",
                    owner_seat=owner,
                    card_term=card_term(card),
                    pct=_pct(table.belief.p(a.other, card)),
                    stakes="win" if table.threat(card, owner) >= WIN else "near",
                )
        mine_term = card_term(table.belief.best(a.mine)[0])
        return text(
            "mascarade-hint-swap-better",
            prep=prep,
            mine_term=mine_term,
            **self.mine(a.mine),
            **self.likely(a.other),
            **self.place(a.other),
        )

    # -- answering a claim -------------------------------------------------------------------

    def answer(self, a: Contest | Pass, claim: ClaimView) -> Text:
        table = self.table
        belief = table.belief
        card, announcer = claim.character, claim.announcer
        mine = belief.slots_of(self.me)
        slot = a.slot if isinstance(a, Contest) else max(mine, key=lambda s: (belief.p(s, card), -s))
        p = belief.p(slot, card)
        stake = table.threat(card, announcer) if not claim.contesters else 0.0
        args = {
            **self.mine(slot),
            "card_term": card_term(card),
            "announcer_seat": announcer,
            "pct": _pct(p),
            "theirs": _pct(self.announcer_holds(announcer, card)),
            "fine": self.content.fine,
            "basis": self.basis(slot),
        }
        if isinstance(a, Contest):
            reason = "stop" if stake > 0 and p < CONTEST_FLOOR else "hold"
            return text("mascarade-hint-contest", reason=reason, stakes="win" if stake >= WIN else "near", **args)
        if table.coins[self.me] <= self.content.fine:
            reason = "broke"
        elif p <= LACKS:
            reason = "lacks"
        elif stake > 0:
            reason = "holder"
        elif p >= CONTEST_FLOOR:
            # Likely its card too, yet not worth a contest: the power brings it little now.
            return text("mascarade-hint-pass", reason="useless", **args, **self.effect(card))
        else:
            reason = "unlikely"
        return text("mascarade-hint-pass", reason=reason, **args)

    def announcer_holds(self, announcer: int, card: str) -> float:
        """How likely the announcer holds the card, the claim counted as evidence (as the
        sharp player weighs it: strong from a player who knows their card)."""
        belief = self.table.belief
        slot = max(belief.slots_of(announcer), key=lambda s: belief.p(s, card))
        prior = belief.p(slot, card)
        likelihood = CLAIM_AWARE if belief.aware[slot] else CLAIM_BLIND
        return prior * likelihood / (prior * likelihood + 1 - prior)

    # -- powers ------------------------------------------------------------------------------

    def guess(self, card: str) -> Text:
        slot = next(iter(self.own), self.table.belief.slots_of(self.me)[0])
        p = self.table.belief.p(slot, card)
        return text(
            "mascarade-hint-guess", card_term=card_term(card), pct=_pct(p), basis=self.basis(slot), **self.mine(slot)
        )

    def witch(self, a: WitchSwap) -> Text:
        mine = self.table.coins[self.me]
        if a.target is None:
            return text("mascarade-hint-witch-keep", coins=mine)
        return text("mascarade-hint-witch", target_seat=a.target, theirs=self.table.coins[a.target], coins=mine)

    def fool(self, a: FoolSwap) -> Text:
        table = self.table
        leader = table.leader(exclude=self.me)
        if not a.swap:
            return text("mascarade-hint-fool-not", leader_seat=leader)
        owner = table.belief.owner
        theirs, other = (a.first, a.second) if owner[a.first] == leader else (a.second, a.first)
        return text("mascarade-hint-fool", leader_seat=leader, **self.likely(theirs), **self.place(other))

    def spy_look(self, a: SpyLook) -> Text:
        return text("mascarade-hint-spy-look", **self.likely(a.target), **self.place(a.target))

    def spy_swap(self, a: SpySwap) -> Text:
        own, other = self.view.seen[0].card, self.view.seen[1].card
        return text(
            "mascarade-hint-spy-swap",
            swap="yes" if a.swap else "no",
            mine_term=card_term(own),
            other_term=card_term(other),
        )

    def inquire(self, a: Inquire) -> Text:
        belief = self.table.belief
        slot = belief.slots_of(a.target)[0]
        return text(
            "mascarade-hint-inquire",
            target_seat=a.target,
            aware="yes" if belief.aware[slot] else "no",
            lead="yes" if a.target == self.table.leader(exclude=self.me) else "no",
            coins=self.table.coins[a.target],
            fine=self.content.inquisition_fine,
        )

    def princess(self, a: PrincessTarget) -> Text:
        slot = self.table.belief.slots_of(a.target)[0]
        return text("mascarade-hint-princess", target_seat=a.target, **self.likely(slot))


def _richest_other(table: Table, seat: int) -> int:
    others = [s for s in table.order if s != seat]
    return max(others, key=lambda s: (table.coins[s], -table.order.index(s)))


# The reason for each kind of move that is not an answer to a claim or a guess.
_LINES: dict[type[ActionModel], Callable[[_Why, Any], Text]] = {
    Announce: _Why.announce,
    Peek: _Why.peek,
    Swap: _Why.swap,
    WitchSwap: _Why.witch,
    BishopTake: _Why.bishop,
    FoolSwap: _Why.fool,
    SpyLook: _Why.spy_look,
    SpySwap: _Why.spy_swap,
    Inquire: _Why.inquire,
    PrincessTarget: _Why.princess,
    PuppetSwap: _Why.puppet,
}
