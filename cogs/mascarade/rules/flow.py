"""Coins, end checks and the end of a turn: the steps every action and power share."""

from __future__ import annotations

from bot.engine.core import Events, Outcome
from bot.engine.text import Text, text
from cogs.mascarade.rules.content import Content
from cogs.mascarade.rules.state import State


def gain(s: State, events: Events, seat: int, n: int) -> None:
    """Coins from the bank (unlimited, R3)."""
    s.coins[seat] += n
    s.bank_paid += n
    events.say("mascarade-event-gain", seat=seat, n=n)


def transfer(s: State, events: Events, payer: int, payee: int, n: int) -> None:
    """``payee`` takes ``n`` coins from ``payer``, or all they have (M-6.14)."""
    paid = min(n, s.coins[payer])
    s.coins[payer] -= paid
    s.coins[payee] += paid
    events.say("mascarade-event-take", seat=payee, from_seat=payer, n=paid)


def richest(s: State, among: list[int]) -> list[int]:
    top = max(s.coins[p] for p in among)
    return [p for p in among if s.coins[p] == top]


def finish(s: State, events: Events, winners: list[int], reason: Text) -> None:
    s.outcome = Outcome(winners=tuple(sorted(winners)), reason=reason)
    s.phase = "over"
    s.claim = None
    s.step = None
    events.say(reason)
    for seat in sorted(winners):
        events.say("mascarade-event-winner", seat=seat, n=s.coins[seat], winners=len(winners))


def check_end(content: Content, s: State, events: Events) -> bool:
    """M-7.2, run only between whole steps (M-7.1): 13+ coins wins; else a player at 0
    ends the game and the richest win (ties share, M-7.3).

    A Text names one seat per argument, so a reason names the player only when there is
    one; when several are at 0, each is named in an event of its own first. The winners
    are named by :func:`finish`."""
    rich = [p for p in s.order if s.coins[p] >= content.win_coins]
    if rich:
        finish(s, events, rich, text("mascarade-end-rich", n=content.win_coins, winners=len(rich)))
        return True
    broke = [p for p in s.order if s.coins[p] == 0]
    if broke:
        winners = richest(s, s.order)
        if len(broke) == 1:
            reason = text("mascarade-end-broke", seat=broke[0], broke=1, winners=len(winners))
        else:
            for seat in broke:
                events.say("mascarade-event-broke", seat=seat)
            reason = text("mascarade-end-broke", broke=len(broke), winners=len(winners))
        finish(s, events, winners, reason)
        return True
    return False


def end_turn(s: State, events: Events) -> None:
    """Turn revealed cards face down and pass the turn to the left (M-1.6).

    The seats revealed this turn become the M-2.3 ban for the next one.
    """
    if s.faceup:
        s.faceup = []
        events.say("mascarade-event-facedown")
    s.claim = None
    s.step = None
    s.phase = "turn"
    s.revealed_last = s.revealed_now
    s.revealed_now = []
    s.current = s.left_of(s.current)
    s.turn += 1


def after_power(content: Content, s: State, events: Events) -> None:
    """After the power: every revealed non-holder pays the fine together (M-5.4, M-5.5),
    one end check for all the fines (M-7.1), then the turn ends."""
    assert s.claim is not None
    s.step = None
    if s.claim.liars:
        for seat in s.claim.liars:
            paid = min(content.fine, s.coins[seat])
            s.coins[seat] -= paid
            s.courthouse += paid
            events.say("mascarade-event-fine", seat=seat, n=paid)
        if check_end(content, s, events):
            return
    end_turn(s, events)
