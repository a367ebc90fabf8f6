"""Why the sharp player's move is good, in one line a newcomer understands (the 💡 hint).

Pure, like the players: from the seat's :class:`~bot.players.base.Knowledge` and the move the
sharp player chose on it, it rebuilds the same belief the move was made on
(:class:`~cogs.grimm.players.sharp.GrimmBelief`) and says what the move rests on — which
artifact is the seat's charm or curse and how near it is to three or two, who most likely
has a card as their curse (a gift that may unmask them) or as their charm (a gift that may
hand them the round), what an accusation's odds are, which portrait tells the table least.
Every reason is a :class:`~bot.engine.text.Text` of ``grimm-hint-*`` keys.
"""

from __future__ import annotations

from typing import Any, cast

from bot.engine.core import ActionModel
from bot.engine.text import Text, text
from bot.players.base import Knowledge
from bot.players.hints import Reason
from cogs.grimm.players.sharp import GrimmBelief, Me
from cogs.grimm.rules.actions import (
    ChooseAbility,
    Dance,
    Draw,
    Eavesdrop,
    Gift,
    Give,
    GuestList,
    HandGive,
    Keep,
    Mark,
    Paid,
    Pick,
    Pickpocket,
    PointFinger,
    Secrets,
    Skip,
    TakeBet,
    Toast,
    ToastGive,
)
from cogs.grimm.rules.views import SeatView

__all__ = ["GrimmHints"]

# A seat is said to "most likely" have a card as its curse (or charm) from this chance on.
LIKELY = 0.3
# A rival holding two of a card is said to be collecting it from this chance on that it is
# their charm (a third would win them the round).
COLLECTING = 0.15


def _card(card: str) -> str:
    return f"grimm-card-{card}"


def _character(character: str) -> str:
    return f"grimm-character-{character}"


def _pct(p: float) -> int:
    return max(0, min(100, round(100 * p)))


class GrimmHints:
    """The explainer of Grimm Masquerade's hints (:class:`bot.players.hints.Explainer`)."""

    def explain(self, knowledge: Knowledge, action: ActionModel) -> Reason:
        view = cast(SeatView, knowledge.view)
        me = Me(view, GrimmBelief(view, knowledge.seen))
        return Reason(_Why(me, knowledge.decision.kind).line(action))


class _Why:
    def __init__(self, me: Me, kind: str) -> None:
        self.me = me
        self.kind = kind
        self.view = me.view
        self.belief = me.belief

    def line(self, action: ActionModel) -> Text:
        if isinstance(action, Paid):
            return self.paid(action)
        match action:
            case Pick():
                return self.pick(action)
            case Keep():
                return self.keep()
            case Give():
                return self.give(self.view.drawn[-1] if self.view.drawn else None, action.to)
            case HandGive():
                return self.give(action.card, action.to, hand=True)
            case ToastGive():
                first, second = self.view.drawn[0], self.view.drawn[-1]
                return text(
                    "grimm-hint-toast-give",
                    first_term=_card(first),
                    second_term=_card(second),
                    first_seat=action.first,
                    second_seat=action.second,
                )
            case Mark():
                return self.mark(action)
            case TakeBet():
                return self.bet(action)
            case Skip() if self.kind == "action":
                return text("grimm-hint-skip")
            case ChooseAbility():
                return text("grimm-hint-ability", ability_term=f"grimm-ability-{self.ability(action.character)}")
            case Draw() | Skip() if self.kind in ("humble", "devious"):
                return text("grimm-hint-extra-draw", draw="yes" if isinstance(action, Draw) else "no")
        return text("hint-reason-generic")

    def paid(self, action: Paid) -> Text:
        """An action paid for with a pair (or the treasure and a card)."""
        match action:
            case PointFinger():
                return self.point(action)
            case Eavesdrop():
                return self.eavesdrop(action)
            case GuestList():
                return text("grimm-hint-guest-list", unsure=_pct(self.unsure()))
            case Pickpocket():
                return text("grimm-hint-pickpocket", unsure=_pct(self.unsure()))
            case Toast():
                return text("grimm-hint-toast")
            case Secrets():
                trophy = self.view.board.trophy
                return text("grimm-hint-secrets", character_term=_character(action.character), trophy=trophy)
            case Gift():
                return text("grimm-hint-gift", card_term=_card(action.card), **self.target(action.card, action.to))
            case Dance():
                return self.dance(action)
        return text("hint-reason-generic")

    # -- facts -------------------------------------------------------------------------------

    def goal(self, card: str) -> tuple[str, int] | None:
        """``("boon" | "bane", held)`` when ``card`` is the charm or curse of one of the
        seat's masked characters (its view's goals), else None."""
        for g in self.view.goals:
            if g.card == card:
                return g.role, g.held
        return None

    def unsure(self) -> float:
        """How little the seat knows of the others, on average (0: it knows every one)."""
        rows = self.belief.rows.values()
        return sum(1 - max(row.values(), default=1.0) for row in rows) / max(1, len(rows))

    def likeliest(self, seat: int) -> tuple[str | None, float]:
        row = self.belief.rows.get(seat, {})
        if not row:
            return None, 0.0
        character = max(sorted(row), key=lambda c: row[c])
        return character, row[character]

    def ability(self, character: str) -> str:
        return next(c.ability for c in self.view.board.table if c.id == character)

    def target(self, card: str, to: int) -> dict[str, Any]:
        """Why ``card`` goes to ``to``: the ``grimm-hint-target`` fragment's arguments."""
        me, b = self.me, self.belief
        held = me.count(to, card)
        bane_p = b.p(to, b.by_bane.get(card, ""))
        if bane_p >= LIKELY:
            target = "unmask" if held >= 1 else "curse"
        elif held >= 1:
            target = "pair"
        else:
            target = "safe"
        args: dict[str, Any] = {"target": target, "to_seat": to, "pct": _pct(bane_p), "held": held}
        boon = b.by_boon.get(card, "")
        collectors = [
            s.seat
            for s in self.view.board.seats
            if s.seat not in (to, me.seat)
            and s.masked
            and me.count(s.seat, card) >= 2
            and b.p(s.seat, boon) >= COLLECTING
        ]
        if collectors:
            args["avoid_seat"] = collectors[0]
        args["avoid"] = "yes" if collectors else "no"
        return args

    # -- decisions ---------------------------------------------------------------------------

    def pick(self, a: Pick) -> Text:
        goal = self.goal(a.card)
        boons = [g.card for g in self.view.goals if g.role == "boon" and g.card in self.view.board.row]
        banes = [g.card for g in self.view.goals if g.role == "bane"]
        args: dict[str, Any] = {"card_term": _card(a.card)}
        if banes:
            args["bane_term"] = _card(banes[0])
        if goal is not None and goal[0] == "boon":
            return text("grimm-hint-pick", why="boon", **args)
        if goal is not None:
            return text("grimm-hint-pick", why="forced", **args)
        if boons:
            return text("grimm-hint-pick", why="hide", boon_term=_card(boons[0]), **args)
        return text("grimm-hint-pick", why="safe", **args)

    def keep(self) -> Text:
        if not self.view.drawn:
            return text("hint-reason-generic")
        card = self.view.drawn[-1]
        goal = self.goal(card)
        risky = self.kind == "keep" and any(g.role == "bane" and g.held >= 1 for g in self.view.goals)
        args: dict[str, Any] = {"card_term": _card(card), "risky": "yes" if risky else "no"}
        if goal is not None and goal[0] == "boon":
            return text("grimm-hint-keep", why="boon", held=goal[1] + 1, **args)
        if goal is not None:
            return text("grimm-hint-keep", why="forced", held=goal[1] + 1, **args)
        return text("grimm-hint-keep", why="neutral", held=self.me.count(self.me.seat, card) + 1, **args)

    def give(self, card: str | None, to: int, *, hand: bool = False) -> Text:
        if card is None:
            return text("hint-reason-generic")
        goal = self.goal(card)
        if hand:
            why = "hand"
        elif self.kind == "give":
            why = "forced"
        elif goal is not None and goal[0] == "bane":
            why = "bane" if goal[1] == 0 else "bane-pair"
        else:
            why = "harm"
        return text("grimm-hint-give", why=why, card_term=_card(card), **self.target(card, to))

    def mark(self, a: Mark) -> Text:
        seats = [(row.get(a.character, 0.0), seat) for seat, row in self.belief.rows.items()]
        p, seat = max(seats, default=(0.0, -1))
        if seat < 0 or p <= 0:
            return text("grimm-hint-mark", likely="none", character_term=_character(a.character))
        return text(
            "grimm-hint-mark", likely="seat", character_term=_character(a.character), owner_seat=seat, pct=_pct(p)
        )

    def bet(self, a: TakeBet) -> Text:
        mine = "yes" if a.character in self.view.characters else "no"
        return text("grimm-hint-bet", character_term=_character(a.character), mine=mine, trophy=self.view.board.trophy)

    def point(self, a: PointFinger) -> Text:
        row = self.belief.rows.get(a.target, {})
        left = sum(1 for v in row.values() if v > 0)
        return text(
            "grimm-hint-point",
            target_seat=a.target,
            character_term=_character(a.character),
            pct=_pct(self.belief.p(a.target, a.character)),
            left=left,
            marks=len(self.view.board.seats[a.target].marks),
        )

    def eavesdrop(self, a: Eavesdrop) -> Text:
        first, *rest = a.targets
        args: dict[str, Any] = {"first_seat": first, "first": _pct(self.likeliest(first)[1])}
        if rest:
            args.update(second_seat=rest[0], second=_pct(self.likeliest(rest[0])[1]))
        return text("grimm-hint-eavesdrop", two="yes" if rest else "no", **args)

    def dance(self, a: Dance) -> Text:
        goal = self.goal(a.card)
        why = "bane" if goal is not None and goal[0] == "bane" else "spare"
        return text("grimm-hint-dance", why=why, card_term=_card(a.card), direction=a.direction)
