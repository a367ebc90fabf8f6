"""Suspicion's hooks for the conformance harness: gems, cards and invitations are conserved;
private events go to one seat; a viewer may know its own guest, hand, peeks, answers and
guesses and the board (S-6) — not the others' secrets nor the order of the decks.

Why a game ends within ``Rules.max_actions``: every gem taken empties the bank by one and
the game stops when a kind runs out (S-5.1), so at most 3 * (bank - 1) + 1 gems are ever
taken. With three or more players only the four cards without a gem half (5, 17, 25, 28)
let a turn take none, and a deck cycle has more turns than those cards; with two players
a turn takes no gem only if the other half is chosen, which random play does half the time.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from bot.core.content import read_content
from bot.engine.conformance import GameHooks, leaves
from bot.engine.conformance import Move as SeatMove
from bot.engine.core import Choice, Event, Menu
from cogs.suspicion.rules import CONTENT_FILE, Content, DiceRoll, Options, Rules, State
from cogs.suspicion.rules.actions import (
    Action,
    AskSeat,
    Guess,
    Move,
    Passage,
    Peek,
    Play,
    Roll,
    SearchGem,
    Tip,
)
from cogs.suspicion.rules.content import GEMS, Length
from cogs.suspicion.rules.views import PublicView, SeatView

CONTENT = read_content(CONTENT_FILE, Content)
RULES = Rules(CONTENT)
CARDS = CONTENT.card_by_number

PRIVATE_KEYS = {
    "suspicion-event-dealt",
    "suspicion-event-peek-result",
    "suspicion-event-answer",
    "suspicion-event-answered-for-you",
    "suspicion-event-drew",
}


def conserve(state: State) -> None:
    for gem in GEMS:
        held = sum(g[gem] for g in state.gems)
        assert state.bank[gem] + held == state.start_bank, gem
        assert state.bank[gem] >= 0
    cards = state.deck + state.discard + [c for s in state.secrets for c in s.hand]
    if state.card is not None:
        cards.append(state.card)
    assert sorted(cards) == list(range(1, 29)), "cards"
    invitations = state.invitations + [s.guest for s in state.secrets]
    assert sorted(invitations) == sorted(CONTENT.guest_ids), "invitations"


def step(before: State, seat: int, action: Any, after: State, events: list[Event]) -> None:
    for event in events:
        if event.text.key in PRIVATE_KEYS:
            assert event.to is not None, event
            assert len(event.to) == 1, event
        else:
            assert event.public, event.text.key
        if event.text.key == "suspicion-event-revealed":
            assert after.finished


def views(state: State) -> None:
    """A seat's view is the board plus its own secrets."""
    board = RULES.view(state, None)
    assert isinstance(board, PublicView)
    for s in range(state.players):
        mine = RULES.view(state, s)
        assert isinstance(mine, SeatView)
        assert mine.board == board
        assert mine.guest == state.secrets[s].guest
        assert all(answer.target != s for answer in mine.answers)


def _deal(rng: random.Random, piles: Sequence[list[Any]]) -> list[list[Any]]:
    cards = [c for pile in piles for c in pile]
    rng.shuffle(cards)
    out, start = [], 0
    for pile in piles:
        out.append(cards[start : start + len(pile)])
        start += len(pile)
    return out


def scramble(state: State, viewer: int | None, rng: random.Random, move: SeatMove | None) -> State:
    """The others' guests with the invitations the viewer has not peeked at, and the others'
    hands with the deck, dealt anew; the others' peeks, questions and guesses changed."""
    out = state.clone()
    others = [s for s in range(state.players) if s != viewer]
    peeked = set() if viewer is None else set(state.secrets[viewer].peeks)
    free = [i for i, guest in enumerate(state.invitations) if guest not in peeked]
    guests = _deal(rng, [[state.secrets[s].guest for s in others], [state.invitations[i] for i in free]])
    for s, guest in zip(others, guests[0], strict=True):
        out.secrets[s].guest = guest
    for i, guest in zip(free, guests[1], strict=True):
        out.invitations[i] = guest
    # The card being played stays in its player's hand, so that the move stays legal.
    kept = move[1].card if move is not None and isinstance(move[1], Play) else None
    hands = [[c for c in state.secrets[s].hand if c != kept] for s in others]
    dealt = _deal(rng, [state.deck, *hands])
    out.deck = dealt[0]
    for s, hand in zip(others, dealt[1:], strict=True):
        out.secrets[s].hand = hand + ([kept] if kept in state.secrets[s].hand else [])
    for s in others:
        secrets = out.secrets[s]
        secrets.peeks = rng.sample(CONTENT.guest_ids, min(len(secrets.peeks), 1))
        secrets.asks = []
        if secrets.guesses:
            secrets.guesses = {t: rng.choice([None, *CONTENT.guest_ids]) for t in secrets.guesses}
    return out


def twins(state: State, seat: int, action: Any, rng: random.Random) -> list[Any]:
    """Guess sheets stay secret until everyone's are in (S-5.2): while another seated player
    is still to guess, another sheet."""
    if not isinstance(action, Guess) or not any(state.secrets[s].guesses is None for s in state.seated() if s != seat):
        return []
    sheets = RULES.legal_actions(state, seat)
    return [sheet for sheet in (rng.choice(sheets) for _ in range(2)) if sheet != action]


def strays(state: State, seat: int, rng: random.Random) -> list[Action]:
    """Any action shape, most of them illegal now."""
    guest = rng.choice(CONTENT.guest_ids)
    room = rng.choice(CONTENT.rooms).id
    others = list(range(state.players))
    return [
        Roll(),
        Move(guest=guest, room=room),
        Play(card=rng.randint(1, 28)),
        SearchGem(gem=rng.choice(GEMS)),
        Tip(),
        Passage(guest=guest, room=room),
        Peek(),
        AskSeat(target=rng.randint(-1, state.players)),
        Guess(guesses={s: rng.choice([None, guest]) for s in rng.sample(others, rng.randint(0, len(others)))}),
    ]


def _depth(menu: Menu) -> int:
    return 1 + max((_depth(c.menu) for c in menu.choices if c.menu is not None), default=0)


def _choices(menu: Menu) -> list[Choice]:
    return [x for c in menu.choices for x in ([c] if c.menu is None else [c, *_choices(c.menu)])]


def _flat(state: State, drawn: Menu) -> None:
    """Each step of a turn is one choice (a move naming guest and room, a '?' move too, both
    dice's moves, a card with the half carried out first naming its target, a card alone, a
    half naming its target); only the secret passage (S-3.3) asks for the room in a second one, and for the
    guest in one more when it comes with the card. Every choice explains itself. Public
    (quick) are exactly the choices the table sees made anyway: a move (or both) and a half
    naming its target, but never a card in hand, alone or with a half (the turn message would show the
    whole hand), nor a search (its gems show the room of one's own guest). Only a game stored
    before the automatic roll waits for a roll, a quick choice too. (The harness checks that
    a level fits what the panel draws at once.)"""
    if state.phase == "play":
        passage = any(h.kind == "passage" for c in state.secrets[state.current].hand for h in CARDS[c].actions)
        assert _depth(drawn) == (3 if passage else 1), "a card is one choice, with a passage guest and room"
    elif state.phase == "act" and "passage" in state.card_left:
        assert _depth(drawn) <= 2, "a passage is at most two choices"
    else:
        assert _depth(drawn) == 1, "a step is one choice"
    if state.phase == "roll":
        assert state.options.dice is DiceRoll.PLAYER, "a new game never waits for a roll"
        assert [(c.quick, c.description) for c in drawn.choices] == [(True, None)], "the roll is quick"
        return
    assert all(c.description is not None for c in _choices(drawn)), "every choice explains itself"
    for choice in drawn.choices:
        private = state.phase == "play" or isinstance(choice.action, SearchGem)
        assert choice.quick != private, f"{choice.label.key}: quick only when the table sees it anyway"
    assert not any(c.quick for c in _choices(drawn) if c not in drawn.choices), "a passage's room is chosen privately"


def menu(state: State, seat: int, drawn: Menu, legal: Sequence[Any]) -> None:
    found = leaves(drawn)
    assert all(a in legal for a in found)
    if state.phase != "guess":
        assert Counter(map(repr, legal)) == Counter(map(repr, set(found)))
        _flat(state, drawn)
        return
    assert len(drawn.choices) <= 5, "the guess form: one select per opponent"
    # The guess form: every (opponent, guest-or-none) value is offered.
    offered = {(t, g) for a in found if isinstance(a, Guess) for t, g in a.guesses.items()}
    others = [s for s in range(state.players) if s != seat]
    assert offered == {(t, g) for t in others for g in (None, *CONTENT.guest_ids)}


def _stored_before_auto_roll(length: Length) -> Options:
    """A game started before the automatic roll, as migration 0009 marked it."""
    return Options(length=length, dice=DiceRoll.PLAYER)


HOOKS = GameHooks(
    conserve=conserve,
    step=step,
    sampled=views,
    scramble=scramble,
    twins=twins,
    never_compared={
        # The set-up check compares deals a seat cannot tell apart, but Suspicion's set-up
        # also places the ten guests in their rooms at random, in public: no two set-ups of
        # a table ever agree on what a seat knows. (Each seat's view shows its guest and hand.)
        "suspicion-event-dealt": "dealt with a public board drawn at random: no two set-ups agree on a seat's view",
    },
    strays=strays,
    menu=menu,
    # A game stored before the automatic roll (marked ``dice: player``): still played.
    extra_options=(_stored_before_auto_roll("standard"),),
    golden=(
        (2, Options(length="quick"), 31),
        (4, Options(length="standard", notepad_assistant=True), 32),
        (6, Options(length="long"), 33),
        # The first one as it was logged before the automatic roll: a stored game's events
        # are unchanged, a Roll opening every turn.
        (2, _stored_before_auto_roll("short2"), 31),
    ),
)
