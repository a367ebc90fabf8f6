"""Every legal action of a seat, enumerated from the same questions ``moves.validate`` asks."""

from __future__ import annotations

from itertools import combinations

from bot.engine.grimm import actions as a
from bot.engine.grimm.content import Content
from bot.engine.grimm.moves import decision, open_request
from bot.engine.grimm.state import State
from bot.engine.grimm.table import (
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
    me = st.seats[seat]
    others = recipients(st, seat)
    out: list[a.Action] = []
    if kind == "draft":
        out += [a.Pick(card=card) for card in dict.fromkeys(st.row)]
    elif kind in ("ability", "evidence"):
        req = open_request(st, seat)
        assert req is not None
        if kind == "ability":
            out += [a.ChooseAbility(character=c) for c in req.options if c not in req.chosen]
        else:
            out += [a.Mark(character=c) for c in portraits(content, st, seat, tuple(req.chosen))]
    elif kind in ("humble", "devious"):
        if kind == "devious" or not has_pair(holdings(me)):
            out.append(a.Draw())
        out.append(a.Skip())
    elif kind in ("keep", "extra", "give"):
        if kind != "give":
            out.append(a.Keep())
        out += [a.Give(to=to) for to in others]
        if kind == "give" and action_follows(me):
            out += [a.Give(to=to, end_turn=True) for to in others]
    elif kind == "toast":
        out += [a.ToastGive(first=f, second=s) for f in others for s in others]
    elif kind == "hand_give":
        out += [a.HandGive(card=c, to=to) for c in dict.fromkeys(me.hand) for to in others]
        if me.bet_pick:
            out += [a.TakeBet(character=c) for c in st.bet_deck]
    elif kind == "bet":
        out += [a.TakeBet(character=c) for c in st.bet_deck]
        out.append(a.Skip())
    elif kind == "action":
        out.append(a.Skip())
        for action in available_actions(st):
            out += paid_actions(content, st, seat, action)
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
