"""Every legal action of a seat, enumerated from the same questions ``moves.validate`` asks."""

from __future__ import annotations

from itertools import combinations

from cogs.grimm.rules import actions as a
from cogs.grimm.rules.content import Content
from cogs.grimm.rules.moves import decision, open_request
from cogs.grimm.rules.state import State
from cogs.grimm.rules.table import (
    action_follows,
    after_payment,
    available_actions,
    has_pair,
    holdings,
    nameable_characters,
    payments,
    portraits,
    recipients,
)


def legal_actions(content: Content, st: State, seat: int) -> list[a.Action]:
    open_now = decision(st, seat)
    if open_now is None:
        return []
    kind = open_now[0]
    match kind:
        case "draft":
            return [a.Pick(card=card) for card in dict.fromkeys(st.row)]
        case "ability" | "evidence":
            return _answers(content, st, seat, kind)
        case "humble" | "devious":
            draw = kind == "devious" or not has_pair(holdings(st.seats[seat]))
            return [a.Draw(), a.Skip()] if draw else [a.Skip()]
        case "keep" | "extra" | "give":
            return _keep_or_give(st, seat, kind)
        case "toast":
            others = recipients(st, seat)
            return [a.ToastGive(first=f, second=s) for f in others for s in others]
        case "hand_give":
            return _hand_give(st, seat)
        case "bet":
            return [*(a.TakeBet(character=c) for c in st.bet_deck), a.Skip()]
        case "action":
            paid = (p for action in available_actions(st) for p in paid_actions(content, st, seat, action))
            return [a.Skip(), *paid]
    return []


def _answers(content: Content, st: State, seat: int, kind: str) -> list[a.Action]:
    """A request's answer: a 2-player ability not chosen yet, or a portrait to mark."""
    req = open_request(st, seat)
    assert req is not None
    if kind == "ability":
        return [a.ChooseAbility(character=c) for c in req.options if c not in req.chosen]
    return [a.Mark(character=c) for c in portraits(content, st, seat, tuple(req.chosen))]


def _keep_or_give(st: State, seat: int, kind: str) -> list[a.Action]:
    """A drawn card kept or given; the second card only given, possibly ending the turn
    with it when an action was to follow."""
    me = st.seats[seat]
    others = recipients(st, seat)
    out: list[a.Action] = [] if kind == "give" else [a.Keep()]
    out += [a.Give(to=to) for to in others]
    if kind == "give" and action_follows(me):
        out += [a.Give(to=to, end_turn=True) for to in others]
    return out


def _hand_give(st: State, seat: int) -> list[a.Action]:
    """An unmasked player's card from the hand to someone, or the bet card they may pick."""
    me = st.seats[seat]
    out: list[a.Action] = [a.HandGive(card=c, to=to) for c in dict.fromkeys(me.hand) for to in recipients(st, seat)]
    if me.bet_pick:
        out += [a.TakeBet(character=c) for c in st.bet_deck]
    return out


def paid_actions(content: Content, st: State, seat: int, action: str) -> list[a.Action]:
    """Every way to take ``action`` now (payment first, then its parameters)."""
    me = st.seats[seat]
    others = recipients(st, seat)
    out: list[a.Action] = []
    for pay, treasure in payments(me):
        p = {"pay": pay, "treasure": treasure}
        if action == "point_finger":
            names = nameable_characters(content, st)
            out += [a.PointFinger(**p, target=t, character=c) for t in others for c in names]
        elif action == "eavesdrop":
            groups = [(t,) for t in others] + list(combinations(others, 2))
            out += [a.Eavesdrop(**p, targets=g) for g in groups]
        elif action in ("dance", "gift"):
            for card in dict.fromkeys(after_payment(me, pay, treasure)):
                if action == "dance":
                    out += [a.Dance(**p, card=card, direction=d) for d in ("left", "right")]
                else:
                    out += [a.Gift(**p, card=card, to=t) for t in others]
        elif action == "secrets":
            out += [a.Secrets(**p, character=c) for c in st.bet_deck]
        elif action == "guest_list":
            out.append(a.GuestList(**p))
        elif action == "toast":
            out.append(a.Toast(**p))
        elif action == "pickpocket":
            out.append(a.Pickpocket(**p))
    return out
