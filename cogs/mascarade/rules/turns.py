"""Turn actions (M-2 to M-5): swap-or-not, peek, announce, and the contest window."""

from __future__ import annotations

from bot.engine.core import Events
from cogs.mascarade.rules.actions import Announce, Contest, Peek, Swap
from cogs.mascarade.rules.content import Content
from cogs.mascarade.rules.flow import end_turn
from cogs.mascarade.rules.legal import all_at_once
from cogs.mascarade.rules.powers import start_power
from cogs.mascarade.rules.state import Claim, Contender, State
from cogs.mascarade.rules.table import card_term, place


def on_swap(s: State, events: Events, seat: int, action: Swap) -> None:
    """M-2.1, M-3.1: the table learns which two cards; only the actor learns whether."""
    events.say(
        "mascarade-event-swap",
        seat=seat,
        mine=s.slots[action.mine].hand,
        **place(s, action.other, "other"),
    )
    s.remember("swap", (action.mine, action.other), actor=seat, swapped=action.swap, knowers=[seat])
    if action.swap:
        a, b = s.slots[action.mine], s.slots[action.other]
        s.slots[action.mine] = a.model_copy(update={"card": b.card})
        s.slots[action.other] = b.model_copy(update={"card": a.card})
    key = "mascarade-private-swap-done" if action.swap else "mascarade-private-swap-kept"
    events.tell(seat, key)
    end_turn(s, events)


def on_peek(s: State, events: Events, seat: int, action: Peek) -> None:
    """M-4.1: only the peeker learns the card."""
    hand = s.slots[action.slot].hand
    events.say("mascarade-event-peek", seat=seat, hand=hand)
    card = s.slots[action.slot].card
    events.tell(seat, "mascarade-private-peek", hand=hand, card_term=card_term(card))
    s.remember("peek", (action.slot,), actor=seat, seen=True, knowers=[seat])
    end_turn(s, events)


def on_announce(content: Content, s: State, events: Events, seat: int, action: Announce) -> None:
    """M-5.1, M-5.2: open the contest window, asking clockwise from the left neighbour (all
    at once, R5: everyone in that list together)."""
    events.say(
        "mascarade-event-claim",
        seat=seat,
        card_term=card_term(action.character),
        hand=s.slots[action.slot].hand,
    )
    i = s.order.index(seat)
    s.claim = Claim(
        announcer=seat,
        character=action.character,
        slot=action.slot,
        waiting=s.order[i + 1 :] + s.order[:i],
    )
    s.phase = "contest"


def on_answer(content: Content, s: State, events: Events, seat: int, action: Contest | None) -> None:
    """One answer in the contest window (``None`` = pass): shown publicly at once (M-5.2),
    or, all at once, sealed until the last answer is in (R5)."""
    claim = s.claim
    assert claim is not None
    if all_at_once(s):
        _seal(s, events, seat, action)
    else:
        _show_answer(s, events, seat, action)
        if action is not None:
            claim.contesters.append(Contender(seat=seat, slot=action.slot))
    claim.waiting.remove(seat)
    if not claim.waiting:
        close_window(content, s, events)


def _show_answer(s: State, events: Events, seat: int, action: Contest | None) -> None:
    """The public line of one answer, the same whether it is given or revealed."""
    assert s.claim is not None
    if action is None:
        events.say("mascarade-event-pass", seat=seat)
        return
    events.say(
        "mascarade-event-contest",
        seat=seat,
        card_term=card_term(s.claim.character),
        hand=s.slots[action.slot].hand,
    )


def _seal(s: State, events: Events, seat: int, action: Contest | None) -> None:
    """R5: the table learns only that ``seat`` has answered; the answer is told to it alone."""
    claim = s.claim
    assert claim is not None
    events.say("mascarade-event-answered", seat=seat)
    if action is None:
        events.tell(seat, "mascarade-private-answer-pass")
        return
    claim.sealed.append(Contender(seat=seat, slot=action.slot))
    hand = s.slots[action.slot].hand
    events.tell(seat, "mascarade-private-answer-contest", card_term=card_term(claim.character), hand=hand)


def _unseal(s: State, events: Events) -> None:
    """R5: every answer shown together, in seat order from the announcer's left as if they
    had been asked one at a time, so the contesters reveal in the same order (M-5.4).
    Every seat still playing has answered (a timeout passes, R2); a removed one is gone."""
    claim = s.claim
    assert claim is not None
    contests = {c.seat: c for c in claim.sealed}
    i = s.order.index(claim.announcer)
    for seat in s.order[i + 1 :] + s.order[:i]:
        contest = contests.get(seat)
        _show_answer(s, events, seat, None if contest is None else Contest(slot=contest.slot))
        if contest is not None:
            claim.contesters.append(contest)
    claim.sealed = []


def close_window(content: Content, s: State, events: Events) -> None:
    """Everyone has answered: resolve uncontested (M-5.3) or reveal and resolve (M-5.4, M-5.6)."""
    claim = s.claim
    assert claim is not None
    if all_at_once(s):
        _unseal(s, events)
    announcer = Contender(seat=claim.announcer, slot=claim.slot)
    if not claim.contesters:
        events.say("mascarade-event-unopposed", seat=claim.announcer, card_term=card_term(claim.character))
        claim.holders = [announcer]
    else:
        for c in [announcer, *claim.contesters]:
            card = s.slots[c.slot].card
            events.say(
                "mascarade-event-reveal",
                seat=c.seat,
                card_term=card_term(card),
                hand=s.slots[c.slot].hand,
            )
            s.show(c.seat, c.slot)
            if card == claim.character:
                claim.holders.append(c)
            else:
                claim.liars.append(c.seat)
        if not claim.holders:
            events.say("mascarade-event-no-holder", card_term=card_term(claim.character))
    s.phase = "power"
    start_power(content, s, events)
