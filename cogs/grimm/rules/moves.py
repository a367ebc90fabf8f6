"""Validating and performing one action (G-3, G-5, G-6.4, G-10). ``validate`` raises
:class:`IllegalAction` before anything changes; ``perform`` then works on a copy."""

from __future__ import annotations

from bot.engine.core import Decision
from bot.engine.errors import IllegalAction
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.content import Content
from cogs.grimm.rules.effects import (
    Ctx,
    check_last_standing,
    deliver,
    draw,
    peek,
    place_token,
    request,
    unmask,
)
from cogs.grimm.rules.flow import after_cards, end_draft, grant_ability, open_stage, start_extra
from cogs.grimm.rules.state import Request, State
from cogs.grimm.rules.table import (
    action_follows,
    after_payment,
    available_actions,
    can_pay,
    clockwise,
    has_pair,
    holdings,
    masked,
    masked_characters,
    nameable_characters,
    portraits,
    recipients,
)

# Which action kinds answer which decision.
ALLOWED: dict[str, frozenset[str]] = {
    "draft": frozenset({"pick"}),
    "ability": frozenset({"choose_ability"}),
    "evidence": frozenset({"mark"}),
    "humble": frozenset({"draw", "skip"}),
    "devious": frozenset({"draw", "skip"}),
    "keep": frozenset({"keep", "give"}),
    "extra": frozenset({"keep", "give"}),
    "give": frozenset({"give"}),
    "action": a.PAID_KINDS | {"skip"},
    "toast": frozenset({"toast_give"}),
    "hand_give": frozenset({"hand_give", "take_bet"}),
    "bet": frozenset({"take_bet", "skip"}),
}


def open_request(st: State, seat: int) -> Request | None:
    for req in st.requests:
        if req.seat == seat and req.open:
            return req
    return None


def decision(st: State, seat: int) -> tuple[str, int] | None:
    """The one decision open for ``seat`` now: its kind and the version it opened at."""
    if st.outcome is not None:
        return None
    if any(r.open for r in st.requests):
        req = open_request(st, seat)
        return (req.kind, req.since) if req else None
    if seat == st.active and st.stage in ALLOWED:
        return st.stage, st.stage_since
    return None


def decisions(st: State) -> list[Decision]:
    """Every open decision. Whatever the active seat is asked during its turn (Humble Gifts,
    keep or give, the second card, the action and what it asks next, Host of the Game's
    draw, a token it must place meanwhile) is one decision for the timer: it shares the
    turn's ``began`` (R1), also when another seat's request interrupted it. A draft pick
    and a request to another seat (an evidence token, a 2-player ability choice) are
    decisions of their own."""
    out = []
    for s in range(st.players):
        open_now = decision(st, s)
        if open_now is None:
            continue
        kind, since = open_now
        turn = st.stage != "draft" and s == st.active
        out.append(Decision(seat=s, kind=kind, since=since, began=st.turn_since if turn else since))
    return out


def validate(content: Content, st: State, seat: int, action: a.Action) -> None:
    """Raise :class:`IllegalAction` unless ``action`` is legal."""
    if st.outcome is not None:
        raise IllegalAction("error-game-over")
    if not 0 <= seat < st.players:
        raise IllegalAction("error-not-seated")
    open_now = decision(st, seat)
    if open_now is None:
        raise IllegalAction("error-not-your-turn")
    kind = open_now[0]
    if action.kind not in ALLOWED[kind]:
        raise IllegalAction("grimm-error-not-now")
    me = st.seats[seat]
    match action:
        case a.Pick(card=card):
            _need(card in st.row, "grimm-error-not-in-row")
        case a.ChooseAbility(character=character):
            req = open_request(st, seat)
            _need(req is not None and character in req.options, "error-illegal-target")
        case a.Mark(character=character):
            req = open_request(st, seat)
            chosen = tuple(req.chosen) if req else ()
            _need(character in portraits(content, st, seat, chosen), "grimm-error-illegal-portrait")
        case a.Give() | a.ToastGive() | a.HandGive():
            _validate_gift_of_cards(st, seat, action, kind)
        case a.TakeBet(character=character):
            _need(me.bet_pick and character in st.bet_deck, "grimm-error-no-bet")
        case a.Draw():
            _need(kind != "humble" or not has_pair(holdings(me)), "grimm-error-humble-pair")
        case a.Keep() | a.Skip():
            pass
        case _:
            _validate_paid(content, st, seat, action)


def _validate_gift_of_cards(st: State, seat: int, action: a.Give | a.ToastGive | a.HandGive, kind: str) -> None:
    """A card given from the draw, both Toast cards, or a card from an unmasked hand."""
    me = st.seats[seat]
    others = recipients(st, seat)
    match action:
        case a.Give(to=to, end_turn=end_turn):
            _need(to in others, "grimm-error-not-recipient")
            if end_turn:
                # Only the second card ends the turn with it, and only when an action was to follow.
                _need(kind == "give" and action_follows(me), "grimm-error-not-now")
        case a.ToastGive(first=first, second=second):
            _need(first in others, "grimm-error-not-recipient")
            _need(second in others, "grimm-error-not-recipient")
        case a.HandGive(card=card, to=to):
            _need(to in others, "grimm-error-not-recipient")
            _need(card in me.hand, "grimm-error-no-such-card")


def _validate_paid(content: Content, st: State, seat: int, action: a.Action) -> None:
    assert isinstance(action, a.Paid)  # ALLOWED leaves only paid actions here
    me = st.seats[seat]
    _need(action.kind in available_actions(st), "grimm-error-action-not-shown")
    _need(can_pay(me, action.pay, action.treasure), "grimm-error-cannot-pay")
    match action:
        case a.PointFinger(target=target, character=character):
            _need(target in recipients(st, seat), "error-illegal-target")
            _need(character in nameable_characters(content, st), "grimm-error-character-unmasked")
        case a.Eavesdrop(targets=targets):
            others = recipients(st, seat)
            _need(
                1 <= len(targets) <= 2 and list(targets) == sorted(set(targets)) and all(t in others for t in targets),
                "error-illegal-target",
            )
        case a.Dance(card=card) | a.Gift(card=card):
            # G-5.7a: a card to give must remain after paying.
            rest = after_payment(me, action.pay, action.treasure)
            _need(card in rest, "grimm-error-no-such-card")
            if isinstance(action, a.Gift):
                _need(action.to in recipients(st, seat), "grimm-error-not-recipient")
        case a.Secrets(character=character):
            _need(character in st.bet_deck, "grimm-error-no-bet")
        case _:
            pass


def _need(ok: bool, key: str) -> None:
    if not ok:
        raise IllegalAction(key)


def perform(ctx: Ctx, seat: int, action: a.Action, kind: str) -> None:
    """Carry out a validated action (the round may end inside: see flow.run)."""
    st = ctx.st
    if kind == "bet":
        _answer_bet(ctx, seat, action.character if isinstance(action, a.TakeBet) else None)
        return
    match action:
        case a.Pick(card=card):
            _pick(ctx, seat, card)
        case a.ChooseAbility(character=character) | a.Mark(character=character):
            _answer(ctx, seat, character)
        case a.Keep():
            _keep(ctx, seat, kind)
        case a.Give(to=to, end_turn=end_turn):
            _give_drawn(ctx, seat, to, kind, end_turn=end_turn)
        case a.Draw():
            start_extra(ctx, "draw_first" if kind == "humble" else "end_turn")
        case a.Skip():
            st.stage = "draw_first" if kind == "humble" else "end_turn"
        case a.HandGive(card=card, to=to):
            st.seats[seat].hand.remove(card)
            st.stage = "end_turn"
            _give(ctx, seat, to, card)
        case a.TakeBet(character=character):
            _take_bet(ctx, seat, character)
        case a.ToastGive(first=first, second=second):
            _toast_give(ctx, seat, first, second)
        case _:
            assert isinstance(action, a.Paid)
            _paid(ctx, seat, action)


def _pick(ctx: Ctx, seat: int, card: str) -> None:
    """G-2.3: a card from the draft row; the next seat in the draft order picks."""
    st = ctx.st
    st.row.remove(card)
    st.draft_order.pop(0)
    ctx.events.say("grimm-event-picked", seat=seat, card_term=f"grimm-card-{card}")
    if st.draft_order:
        st.active = st.draft_order[0]
        open_stage(st, "draft")
    else:
        end_draft(ctx)
    deliver(ctx, [(seat, card, seat)], credit=seat)


def _keep(ctx: Ctx, seat: int, kind: str) -> None:
    """The drawn card kept: face up while masked, in the hand once unmasked."""
    st = ctx.st
    me = st.seats[seat]
    card = st.drawn.pop()
    if kind == "keep":
        st.first_kept = True
        st.stage = "second"
    else:
        st.stage = st.extra_next
    if masked(me):
        ctx.events.say("grimm-event-kept", seat=seat, card_term=f"grimm-card-{card}")
        deliver(ctx, [(seat, card, seat)], credit=seat)
    else:
        me.hand.append(card)
        ctx.events.say("grimm-event-kept-hidden", seat=seat)


def _give_drawn(ctx: Ctx, seat: int, to: int, kind: str, *, end_turn: bool) -> None:
    """The drawn card given: the first (keep or give), an extra draw's, or the second,
    which may end the turn with it instead of the action."""
    st = ctx.st
    card = st.drawn.pop()
    if kind == "keep":
        st.first_kept = False
        st.stage = "second"
    elif kind == "extra":
        st.stage = st.extra_next
    _give(ctx, seat, to, card)
    if kind == "give":
        if end_turn:
            st.stage = "end_turn"
        else:
            after_cards(ctx)


def _toast_give(ctx: Ctx, seat: int, first: int, second: int) -> None:
    """G-5.5: the two Toast cards, one to each chosen player, delivered together."""
    st = ctx.st
    cards, st.drawn = st.drawn, []
    st.stage = "end_turn"
    for to, card in ((first, cards[0]), (second, cards[1])):
        ctx.events.say("grimm-event-gave", seat=seat, to_seat=to, card_term=f"grimm-card-{card}")
    deliver(ctx, [(first, cards[0], seat), (second, cards[1], seat)], credit=seat)


def _give(ctx: Ctx, seat: int, to: int, card: str) -> None:
    ctx.events.say("grimm-event-gave", seat=seat, to_seat=to, card_term=f"grimm-card-{card}")
    deliver(ctx, [(to, card, seat)], credit=seat)


def _answer(ctx: Ctx, seat: int, choice: str) -> None:
    """Record a simultaneous answer; when the last one is in, reveal them together."""
    st = ctx.st
    req = open_request(st, seat)
    assert req is not None
    req.chosen.append(choice)
    if any(r.open for r in st.requests):
        ctx.events.tell(seat, "grimm-private-answer-recorded")
        return
    _close_requests(ctx)


def _answer_bet(ctx: Ctx, seat: int, character: str | None) -> None:
    """G-10.1: the offer made at the unmasking, answered at once (it is no secret answer to
    reveal with the others). Declining keeps the pick for a later turn of theirs."""
    st = ctx.st
    req = open_request(st, seat)
    assert req is not None
    st.requests.remove(req)
    if character is None:
        ctx.events.say("grimm-event-bet-declined", seat=seat)
    else:
        _take_bet(ctx, seat, character)
        if not st.bet_deck:  # nothing left to offer the others asked at the same time
            st.requests = [r for r in st.requests if r.kind != "bet"]
    if not any(r.open for r in st.requests):
        _close_requests(ctx)


def _close_requests(ctx: Ctx) -> None:
    """Every request is answered: show the evidence tokens and abilities chosen, together,
    and let play go on (the active seat's buttons are drawn anew)."""
    st = ctx.st
    answered, st.requests = st.requests, []
    order = clockwise(st, st.active)
    for req in sorted(answered, key=lambda r: order.index(r.seat)):
        for character in req.chosen:
            if req.kind == "ability":
                grant_ability(ctx, req.seat, character)
            else:
                place_token(ctx, req.seat, character)
    st.stage_since = st.version


def _take_bet(ctx: Ctx, seat: int, character: str) -> None:
    """G-10.1: the seat's one bet card."""
    ctx.st.seats[seat].bet_pick = False
    ctx.st.bet_deck.remove(character)
    ctx.st.seats[seat].bets.append(character)
    ctx.events.tell(seat, "grimm-private-bet", character_term=f"grimm-character-{character}")
    ctx.events.say("grimm-event-bet-taken", seat=seat)


def _paid(ctx: Ctx, seat: int, action: a.Paid) -> None:
    """G-5: pay, then resolve. The stage is set first: a decision the action opens
    (Toast, Pick Pocket, Devious Accusation) replaces it."""
    _pay(ctx, seat, action)
    ctx.st.stage = "end_turn"
    _resolve_paid(ctx, seat, action)


def _pay(ctx: Ctx, seat: int, action: a.Paid) -> None:
    """Two identical artifacts, or the treasure and one; with 2 players an action other
    than Point Finger earns a rose (G-9.6)."""
    st = ctx.st
    me = st.seats[seat]
    for _ in range(1 if action.treasure else 2):
        me.tableau.remove(action.pay)
        st.discard.append(action.pay)
    if action.treasure:
        me.treasure = False
    ctx.events.say(
        "grimm-event-action",
        seat=seat,
        action_term=f"grimm-action-{action.kind}",
        card_term=f"grimm-card-{action.pay}",
        treasure="yes" if action.treasure else "no",
    )
    if st.players == 2 and action.kind != "point_finger":
        me.roses += 1  # G-9.6
        ctx.events.say("grimm-event-rose-action", seat=seat, n=1)


def _resolve_paid(ctx: Ctx, seat: int, action: a.Paid) -> None:
    match action:
        case a.PointFinger(target=target, character=character):
            _point_finger(ctx, seat, target, character)
        case a.Eavesdrop(targets=targets):
            for t in targets:
                ctx.events.say("grimm-event-eavesdrop", seat=seat, target_seat=t)
            for t in targets:
                request(ctx, t, "grimm-action-eavesdrop")
        case a.GuestList():
            peek(ctx, seat, 2, at_random=False)
        case a.Dance(card=card, direction=direction):
            _dance(ctx, seat, card, 1 if direction == "left" else -1)
        case a.Toast():
            _toast(ctx, seat)
        case a.Pickpocket():
            peek(ctx, seat, 1, at_random=False)
            start_extra(ctx, "end_turn")
        case a.Gift(card=card, to=to):
            _gift(ctx, seat, card, to)
        case a.Secrets(character=character):
            _take_bet(ctx, seat, character)


def _toast(ctx: Ctx, seat: int) -> None:
    """G-5.5: two cards drawn, seen only by the toaster, who then gives them."""
    st = ctx.st
    st.drawn = []
    for _ in range(2):
        card = draw(ctx)
        st.drawn.append(card)
        ctx.events.tell(seat, "grimm-private-drawn", card_term=f"grimm-card-{card}")
    open_stage(st, "toast")


def _point_finger(ctx: Ctx, seat: int, target: int, character: str) -> None:
    """G-5.1 (2 players: G-9.4)."""
    st = ctx.st
    me = st.seats[seat]
    ctx.events.say(
        "grimm-event-point",
        seat=seat,
        target_seat=target,
        character_term=f"grimm-character-{character}",
    )
    if character in masked_characters(st.seats[target]):
        me.roses += 2
        ctx.events.say("grimm-event-point-right", seat=seat, n=2)
        unmask(ctx, target, character, credit=None)
        check_last_standing(ctx)
        return
    st.seats[target].roses += 1
    ctx.events.say("grimm-event-point-wrong", seat=target, n=1)
    place_token(ctx, target, character)
    if me.ability == "big_eyes":
        peek(ctx, seat, 1, at_random=True)
    elif me.ability == "devious_accusation":
        open_stage(st, "devious")


def _dance(ctx: Ctx, seat: int, card: str, step: int) -> None:
    """G-5.4: everyone passes one card the same way at once; unmasked players give but do
    not receive. Random cards are chosen before anything arrives (G-4.6)."""
    st = ctx.st
    n = st.players
    passes: list[tuple[int, str]] = [(seat, card)]
    for s in clockwise(st, seat)[1:]:
        hold = holdings(st.seats[s])
        if hold:
            passes.append((s, ctx.rng("dance").choice(hold)))
    moves: list[tuple[int, str, int]] = []
    for giver, given in passes:
        holdings(st.seats[giver]).remove(given)
        to = next((giver + step * k) % n for k in range(1, n) if masked(st.seats[(giver + step * k) % n]))
        moves.append((to, given, giver))
        ctx.events.say("grimm-event-gave", seat=giver, to_seat=to, card_term=f"grimm-card-{given}")
    deliver(ctx, moves, credit=seat)


def _gift(ctx: Ctx, seat: int, card: str, to: int) -> None:
    """G-5.7: one card for up to two random ones, exchanged at once."""
    st = ctx.st
    theirs = st.seats[to].tableau
    back = ctx.rng("gift").sample(theirs, min(2, len(theirs)))
    st.seats[seat].tableau.remove(card)
    for given in back:
        theirs.remove(given)
    ctx.events.say("grimm-event-gave", seat=seat, to_seat=to, card_term=f"grimm-card-{card}")
    for given in back:
        ctx.events.say("grimm-event-gave", seat=to, to_seat=seat, card_term=f"grimm-card-{given}")
    deliver(ctx, [(to, card, seat)] + [(seat, given, to) for given in back], credit=seat)
