"""Character powers (M-6) and the choices inside them.

A power runs as one step (M-7.1): automatic powers finish at once; the others open a
:class:`~cogs.mascarade.rules.state.Step` for a seat to answer, and the step handlers
below finish them. Every finished power goes through :func:`power_done`.
"""

from __future__ import annotations

from bot.engine.core import Events
from bot.engine.text import text
from cogs.mascarade.rules.actions import (
    BishopTake,
    FoolSwap,
    Guess,
    Inquire,
    PowerAction,
    PrincessTarget,
    PuppetSwap,
    SpyLook,
    SpySwap,
    WitchSwap,
)
from cogs.mascarade.rules.content import Character, Content
from cogs.mascarade.rules.flow import (
    after_power,
    check_end,
    finish,
    gain,
    richest,
    transfer,
)
from cogs.mascarade.rules.state import Contender, Reveal, State, Step, StepKind
from cogs.mascarade.rules.table import card_term, place

# M-6.13: the Patron's neighbours each take this many coins from the bank.
PATRON_GIFT = 1


def power_done(content: Content, s: State, events: Events) -> None:
    """A power has fully resolved: check the end (M-7.1), then the fines."""
    s.step = None
    if check_end(content, s, events):
        return
    after_power(content, s, events)


def _open(s: State, kind: StepKind, actor: Contender, **fields: object) -> None:
    s.phase = "power"
    s.step = Step.model_validate({"kind": kind, "seat": actor.seat, "actor": actor.seat, "slot": actor.slot, **fields})


def _swap_cards(s: State, a: int, b: int) -> None:
    first, second = s.slots[a], s.slots[b]
    s.slots[a] = first.model_copy(update={"card": second.card})
    s.slots[b] = second.model_copy(update={"card": first.card})


def _tell_swap(s: State, events: Events, seat: int, swapped: bool) -> None:
    """Only the acting player learns whether the swap happened (M-3.1, M-10.2)."""
    key = "mascarade-private-swap-done" if swapped else "mascarade-private-swap-kept"
    events.tell(seat, key)


def start_power(content: Content, s: State, events: Events) -> None:
    """Resolve the claimed character's power for its true holders (M-5.3, M-5.4): open the
    step its holder answers, or carry it out at once."""
    assert s.claim is not None
    holders = s.claim.holders
    if not holders:
        after_power(content, s, events)
        return
    ch = content.editions[s.edition].character(s.claim.character)
    if _open_power_step(s, events, ch, holders[0]):
        return
    if _resolve_at_once(content, s, events, ch, holders):
        power_done(content, s, events)


def _open_power_step(s: State, events: Events, ch: Character, actor: Contender) -> bool:
    """Open the step of a power its holder always answers; False for any other power."""
    seat = actor.seat
    match ch.power:
        case "fool":  # M-6.5, M-5.7: coin first, revealed cards face down before the swap
            gain(s, events, seat, ch.amount)
            _face_down(s, events)
            _open(s, "fool", actor)
        case "spy":  # M-6.6, M-5.7
            _face_down(s, events)
            _open(s, "spy_look", actor)
        case "witch":  # M-6.7
            _open(s, "witch", actor)
        case "inquisitor":  # M-6.12
            _open(s, "inquire", actor)
        case "princess":  # M-6.13
            gain(s, events, seat, ch.amount)
            _open(s, "princess", actor)
        case "puppet_master":  # M-6.13
            _open(s, "puppet", actor)
        case _:
            return False
    return True


def _resolve_at_once(content: Content, s: State, events: Events, ch: Character, holders: list[Contender]) -> bool:
    """Carry out a power that asks nothing; False when it did not finish here (a Bishop's
    tie opens a step, a rich Cheat ends the game)."""
    actor = holders[0]
    seat = actor.seat
    match ch.power:
        case "bank":  # M-6.1, M-6.2
            gain(s, events, seat, ch.amount)
        case "judge":  # M-6.3: the courthouse before this turn's fines (M-5.5)
            taken, s.courthouse = s.courthouse, 0
            s.coins[seat] += taken
            events.say("mascarade-event-judge", seat=seat, n=taken)
        case "bishop":
            return _bishop(content, s, events, actor)
        case "thief":  # M-6.8
            transfer(s, events, s.left_of(seat), seat, ch.amount)
            transfer(s, events, s.right_of(seat), seat, ch.amount)
        case "cheat":
            return _cheat(content, s, events, ch, seat)
        case "widow":
            _widow(content, s, events, seat)
        case "peasant":  # M-6.11: both true Peasants revealed together take double
            each = ch.amount * 2 if len(holders) == 2 else ch.amount
            for holder in holders:
                gain(s, events, holder.seat, each)
        case "patron":  # M-6.13
            gain(s, events, seat, ch.amount)
            gain(s, events, s.left_of(seat), PATRON_GIFT)
            gain(s, events, s.right_of(seat), PATRON_GIFT)
        case "beggar":
            _beggar(s, events, ch, seat)
    return True


def _bishop(content: Content, s: State, events: Events, actor: Contender) -> bool:
    """M-6.4: the richest other player pays; on a tie the Bishop picks (a step, so False)."""
    tied = richest(s, [p for p in s.order if p != actor.seat])
    if len(tied) > 1:
        _open(s, "bishop", actor, choices=tied)
        return False
    transfer(s, events, tied[0], actor.seat, content.bishop_take)
    return True


def _cheat(content: Content, s: State, events: Events, ch: Character, seat: int) -> bool:
    """M-6.9, M-7.4: decided now, before any fine; a win ends the game (False)."""
    if s.coins[seat] >= content.cheat_coins:
        reason = text("mascarade-end-cheat", seat=seat, n=content.cheat_coins, card_term=card_term(ch.id))
        finish(s, events, [seat], reason)
        return False
    events.say("mascarade-event-cheat-fail", seat=seat, n=content.cheat_coins, card_term=card_term(ch.id))
    return True


def _widow(content: Content, s: State, events: Events, seat: int) -> None:
    """M-6.10: up to the Widow's sum from the bank."""
    missing = content.widow_coins - s.coins[seat]
    if missing > 0:
        gain(s, events, seat, missing)
    else:
        events.say("mascarade-event-widow-nothing", seat=seat, n=content.widow_coins)


def _beggar(s: State, events: Events, ch: Character, seat: int) -> None:
    """M-6.13: clockwise, each player richer "at that moment" gives."""
    gave = False
    i = s.order.index(seat)
    for p in s.order[i + 1 :] + s.order[:i]:
        if s.coins[p] > s.coins[seat]:
            transfer(s, events, p, seat, ch.amount)
            gave = True
    if not gave:
        events.say("mascarade-event-beggar-none", seat=seat)


def _face_down(s: State, events: Events) -> None:
    if s.faceup:
        s.faceup = []
        events.say("mascarade-event-facedown")


def on_step(content: Content, s: State, events: Events, action: PowerAction) -> None:
    """The answer to the power's open step, carried out by that step's handler."""
    match action:
        case BishopTake():
            on_bishop(content, s, events, action)
        case WitchSwap():
            on_witch(content, s, events, action)
        case FoolSwap():
            on_fool(content, s, events, action)
        case SpyLook():
            on_spy_look(content, s, events, action)
        case SpySwap():
            on_spy_swap(content, s, events, action)
        case Inquire():
            on_inquire(content, s, events, action)
        case Guess():
            on_guess(content, s, events, action)
        case PrincessTarget():
            on_princess(content, s, events, action)
        case PuppetSwap():
            on_puppet(content, s, events, action)


def on_bishop(content: Content, s: State, events: Events, action: BishopTake) -> None:
    assert s.step is not None
    transfer(s, events, action.target, s.step.actor, content.bishop_take)
    power_done(content, s, events)


def on_witch(content: Content, s: State, events: Events, action: WitchSwap) -> None:
    assert s.step is not None
    seat = s.step.actor
    if action.target is None:
        events.say("mascarade-event-witch-none", seat=seat)
    else:
        s.coins[seat], s.coins[action.target] = s.coins[action.target], s.coins[seat]
        events.say("mascarade-event-witch", seat=seat, other_seat=action.target)
    power_done(content, s, events)


def on_fool(content: Content, s: State, events: Events, action: FoolSwap) -> None:
    assert s.step is not None
    seat = s.step.actor
    events.say(
        "mascarade-event-fool",
        seat=seat,
        **place(s, action.first, "first"),
        **place(s, action.second, "second"),
    )
    s.remember("fool", (action.first, action.second), actor=seat, swapped=action.swap, knowers=[seat])
    if action.swap:
        _swap_cards(s, action.first, action.second)
    _tell_swap(s, events, seat, action.swap)
    power_done(content, s, events)


def on_spy_look(content: Content, s: State, events: Events, action: SpyLook) -> None:
    """The Spy sees both cards privately; the table sees only which two (M-6.6, M-10.2)."""
    step = s.step
    assert step is not None
    events.say(
        "mascarade-event-spy-look",
        seat=step.actor,
        hand=s.slots[step.slot].hand,
        **place(s, action.target, "other"),
    )
    seen = [Reveal(slot=i, card=s.slots[i].card) for i in (step.slot, action.target)]
    own, other = seen
    # The Spy's own card reads as a peek ("Your card is …"), the other one by its place.
    events.tell(step.actor, "mascarade-private-peek", hand=s.slots[own.slot].hand, card_term=card_term(own.card))
    events.tell(step.actor, "mascarade-private-saw", card_term=card_term(other.card), **place(s, other.slot, "place"))
    s.remember("spy_look", (own.slot, other.slot), actor=step.actor, seen=True, knowers=[step.actor])
    s.step = step.model_copy(update={"kind": "spy_swap", "target": action.target, "seen": seen})


def on_spy_swap(content: Content, s: State, events: Events, action: SpySwap) -> None:
    step = s.step
    assert step is not None
    assert step.target is not None
    events.say("mascarade-event-spy-swap", seat=step.actor)
    s.remember("spy_swap", (step.slot, step.target), actor=step.actor, swapped=action.swap, knowers=[step.actor])
    if action.swap:
        _swap_cards(s, step.slot, step.target)
    _tell_swap(s, events, step.actor, action.swap)
    power_done(content, s, events)


def on_inquire(content: Content, s: State, events: Events, action: Inquire) -> None:
    """M-6.12: the target must now name the character they believe they hold."""
    step = s.step
    assert step is not None
    events.say("mascarade-event-inquire", seat=step.actor, target_seat=action.target)
    s.step = step.model_copy(update={"kind": "guess", "seat": action.target, "target": action.target})


def on_guess(content: Content, s: State, events: Events, action: Guess) -> None:
    """M-6.12: the target reveals; a wrong (or silent, R4) guess pays the Inquisitor 4.

    2nd edition (Guru): a wrong target with fewer than 4 coins pays all and the game
    ends at once; the winners are then decided as at any end (M-7.2).
    """
    step = s.step
    assert step is not None
    assert step.target is not None
    target = step.target
    if action.character is None:
        events.say("mascarade-event-guess-silent", seat=target)
    else:
        events.say("mascarade-event-guess", seat=target, card_term=card_term(action.character))
    slot = s.owned(target)[0]
    card = s.slots[slot].card
    events.say("mascarade-event-reveal", seat=target, card_term=card_term(card), hand="single")
    s.show(target, slot)
    if action.character == card:
        events.say("mascarade-event-guess-right", seat=target)
        power_done(content, s, events)
        return
    short = s.coins[target] < content.inquisition_fine
    transfer(s, events, target, step.actor, content.inquisition_fine)
    if short and content.editions[s.edition].short_inquisition_ends:
        rich = [p for p in s.order if s.coins[p] >= content.win_coins]
        winners = rich or richest(s, s.order)
        finish(s, events, winners, text("mascarade-end-guru", seat=target, winners=len(winners)))
        return
    power_done(content, s, events)


def on_princess(content: Content, s: State, events: Events, action: PrincessTarget) -> None:
    """M-6.13: everyone but the target sees the target's card (M-10.2)."""
    assert s.step is not None
    target = action.target
    events.say("mascarade-event-princess", seat=s.step.actor, target_seat=target)
    card = s.slots[s.owned(target)[0]].card
    others = [p for p in s.order if p != target]
    events.tell(others, "mascarade-private-princess", target_seat=target, card_term=card_term(card))
    s.remember("princess", s.owned(target)[:1], actor=s.step.actor, seen=True, knowers=others)
    s.revealed_now.append(target)
    power_done(content, s, events)


def on_puppet(content: Content, s: State, events: Events, action: PuppetSwap) -> None:
    """M-6.13: take 1 coin from each, then the two swap seats; each takes over the card and
    fortune where they sit down. The person keeps their M-2.3 ban. Play continues clockwise
    from the seat where the turn was taken, whoever sits there now: when a contester moves
    the announcer away, the player who sat down in the announcer's seat stands in as the
    current player, so the turn passes to that seat's left neighbour and nobody is skipped."""
    assert s.step is not None
    assert s.claim is not None
    seat = s.step.actor
    a, b = action.first, action.second
    amount = content.editions[s.edition].character(s.claim.character).amount
    transfer(s, events, a, seat, amount)
    transfer(s, events, b, seat, amount)
    s.coins[a], s.coins[b] = s.coins[b], s.coins[a]
    s.slots = [
        sl.model_copy(update={"owner": b if sl.owner == a else a}) if sl.owner in (a, b) else sl for sl in s.slots
    ]
    i, j = s.order.index(a), s.order.index(b)
    s.order[i], s.order[j] = b, a
    if s.current in (a, b):
        s.current = b if s.current == a else a
    events.say("mascarade-event-puppet", seat=seat, first_seat=a, second_seat=b)
    s.remember("puppet", actor=seat, seats=(a, b))
    power_done(content, s, events)
