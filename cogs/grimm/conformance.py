"""Grimm's hooks for the conformance harness: every artifact is somewhere; roses only grow;
a viewer may know its own characters, hand, bets, peeks and the cards it drew, and what
the table sees (G-11) — not the other seats' secrets nor the order of the decks."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pydantic import BaseModel

from bot.core.content import read_content
from bot.engine.conformance import GameHooks, Move, leaves
from bot.engine.core import Event, Menu
from bot.engine.errors import IllegalAction
from cogs.grimm.rules import CONTENT_FILE, Content, Options, Rules, State
from cogs.grimm.rules import actions as a
from cogs.grimm.rules.table import broken, masked, portraits

CONTENT = read_content(CONTENT_FILE, Content)
RULES = Rules(CONTENT)


def conserve(st: State) -> None:
    # Every artifact is somewhere: deck, discard, row, tableaux, hands, in flight.
    where = Counter(st.deck + st.discard + st.row + st.drawn)
    for seat in st.seats:
        where.update(seat.tableau + seat.hand)
    assert where == Counter({x.id: x.copies for x in CONTENT.artifacts}), "artifacts"
    gone = {c for seat in st.seats for c in seat.unmasked}
    for seat in st.seats:
        assert len(seat.marks) <= CONTENT.evidence_tokens
        assert len(set(seat.marks)) == len(seat.marks)
        assert not set(seat.marks) & (set(seat.characters) | gone)
        if not masked(seat) and st.players > 2:
            assert seat.tableau == []
    assert 1 <= st.round <= 3
    assert len(st.history) <= 3


def step(before: State, seat: int, action: Any, after: State, events: list[Event]) -> None:
    assert all(n.total >= o.total for n, o in zip(after.seats, before.seats, strict=True)), "roses only grow"
    for event in events:
        if event.text.key.startswith("grimm-private-"):
            assert event.to is not None, event
            assert len(event.to) == 1, event
    # G-5.2: the chosen players decide independently and the table sees their tokens only
    # once every answer is in. Only the requests asked together with the one answered count:
    # the tokens, once shown, may unmask a player, whose bet offer is a request of its own.
    if isinstance(action, a.Mark):
        answered = next((r for r in before.requests if r.seat == seat and r.open and r.kind == "evidence"), None)
        if answered is not None and any(
            r.open and r.kind == "evidence" and r.since == answered.since for r in after.requests
        ):
            assert "grimm-event-token" not in [e.text.key for e in events], "an answer shown before the others are in"
    # G-11.1: the table sees how many bet cards a player holds, never which.
    if isinstance(action, a.TakeBet | a.Secrets):
        told = [e for e in events if e.public and e.text.key == "grimm-event-bet-taken"]
        assert all(not e.text.terms for e in told), "a bet card named publicly"


def _deal(rng: random.Random, cards: list[str], sizes: list[int]) -> list[list[str]]:
    rng.shuffle(cards)
    out, start = [], 0
    for size in sizes:
        out.append(cards[start : start + size])
        start += size
    return out


def scramble(st: State, viewer: int | None, rng: random.Random, move: Move | None) -> State:
    """Hidden artifacts (deck, other hands, cards drawn by someone else), hidden characters
    (others' masked ones and the character deck), others' bets and the bet deck are dealt
    anew; others' peeks, pending answers and past characters changed."""
    out = st.clone()
    others = [s for s in range(st.players) if s != viewer]
    _deal_artifacts(st, out, viewer, others, rng, move)
    out = _deal_characters(st, out, viewer, others, rng, move)
    # Bets: the others' and the bet deck's, dealt anew.
    piles = [st.bet_deck, *(st.seats[s].bets for s in others)]
    dealt = _deal(rng, [c for pile in piles for c in pile], [len(p) for p in piles])
    out.bet_deck = dealt[0]
    for s, bets in zip(others, dealt[1:], strict=True):
        out.seats[s].bets = bets
    _change_what_others_know(st, out, viewer, others, rng)
    return out


def _deal_artifacts(
    st: State, out: State, viewer: int | None, others: list[int], rng: random.Random, move: Move | None
) -> None:
    """The deck, the others' hands and a card someone else drew, dealt anew into ``out``.
    The discard pile is face up by the rules, so it stays. A card the move names (given from
    a hand) stays where it is, so the move stays legal."""
    drawn_hidden = (viewer != st.active or st.finished) and not revealed(st, move)
    named = {v for v in move[1].model_dump().values() if isinstance(v, str)} if move is not None else set()
    # A Dance shows the table the card each unmasked player passes from their hand (G-5.4).
    dance = move is not None and isinstance(move[1], a.Dance)
    hands = {s: [c for c in st.seats[s].hand if c not in named and not dance] for s in others}
    # Giving the first card away makes the second one drawn face up (G-3.1): the deck's top
    # card is then the table's to see.
    top = st.deck[-1:] if move is not None and st.stage in ("keep", "second") else []
    deck = st.deck[: len(st.deck) - len(top)]
    piles = [deck, *hands.values()] + ([st.drawn] if drawn_hidden else [])
    dealt = _deal(rng, [c for pile in piles for c in pile], [len(p) for p in piles])
    out.deck = dealt[0] + top
    for s, hand in zip(others, dealt[1:], strict=False):
        out.seats[s].hand = hand + [c for c in st.seats[s].hand if c in named or dance]
    if drawn_hidden:
        out.drawn = dealt[-1]


def _deal_characters(
    st: State, out: State, viewer: int | None, others: list[int], rng: random.Random, move: Move | None
) -> State:
    """``out`` with the others' masked characters (and the character deck) dealt anew, so that
    what the table sees still holds; ``out`` unchanged if twenty deals found none. The deck
    order stays when the move may show this viewer its top cards (Guest List and Pickpocket
    show the mover's; an ability such as Curiosity its holder's)."""
    peeker = move is not None and viewer is not None and (move[0] == viewer or st.seats[viewer].ability is not None)
    hidden = {s: [c for c in st.seats[s].characters if c not in st.seats[s].unmasked] for s in others}
    pool_sizes = [len(hidden[s]) for s in others] + ([] if peeker else [len(st.char_deck)])
    pool = [c for s in others for c in hidden[s]] + ([] if peeker else list(st.char_deck))
    told = _tokens_placed(st, move)
    for _ in range(20):
        dealt = _deal(rng, list(pool), pool_sizes)
        trial = out.clone()
        for s, chars in zip(others, dealt, strict=False):
            fresh = iter(chars)
            seat = trial.seats[s]
            seat.characters = [c if c in seat.unmasked else next(fresh) for c in seat.characters]
        if not peeker:
            trial.char_deck = dealt[-1]
        # Public facts hold: nobody's own portrait carries their token, nor their pending answer.
        if (
            broken(trial) == broken(st)
            and all(not set(trial.seats[s].marks) & set(trial.seats[s].characters) for s in others)
            and _same_tokens_told(st, trial, others, told, _tokens_placed(trial, move))
        ):
            return trial
    return out


def _change_what_others_know(st: State, out: State, viewer: int | None, others: list[int], rng: random.Random) -> None:
    """The others' peeks, the portraits the others chose for a pending answer, and the
    characters they held in past rounds but never showed, changed in ``out``."""
    character_ids = CONTENT.character_ids
    for s in others:
        out.seats[s].peeked = rng.sample(character_ids, len(st.seats[s].peeked))
    for req in out.requests:
        if req.seat != viewer and req.kind == "evidence" and req.chosen:
            options = portraits(CONTENT, out, req.seat)
            if len(options) >= len(req.chosen):
                req.chosen = rng.sample(options, len(req.chosen))
    for result in out.history:
        for s in others:
            result.characters[s] = [
                c if c in result.revealed[s] else rng.choice(character_ids) for c in result.characters[s]
            ]


def _tokens_placed(st: State, move: Move | None) -> dict[int, set[str]]:
    """The evidence tokens ``move`` places, by seat (public: G-11.1)."""
    if move is None:
        return {}
    try:
        _, events = RULES.apply(st, *move)
    except IllegalAction:  # the harness skips a twin where the move is illegal
        return {}
    placed: dict[int, set[str]] = {}
    for event in events:
        if event.text.key == "grimm-event-token":
            character = event.text.terms["character_term"].removeprefix("grimm-character-")
            placed.setdefault(event.text.seats["seat"], set()).add(character)
    return placed


def _same_tokens_told(
    st: State, trial: State, others: Sequence[int], told: dict[int, set[str]], told_in_trial: dict[int, set[str]]
) -> bool:
    """A token the move places tells the table its holder is not that character (G-7.1),
    and a triple of the holder's own charm places none (G-4.4) even when it loses the round
    to a triple earlier clockwise (G-4.8) and stays unrevealed (G-8.2). The board shows this
    until the round ends; when the same move ends it, only the scramble can keep it: the
    holder is that character in both states or in neither."""
    return all(
        not set(trial.seats[s].characters) & told.get(s, set())
        and not set(st.seats[s].characters) & told_in_trial.get(s, set())
        for s in others
    )


def knowledge(st: State, viewer: int | None, view: BaseModel) -> object:
    """The board shows the discard pile's size, but it lies face up (G-2.3)."""
    return view, sorted(st.discard)


def revealed(st: State, move: Move | None) -> bool:
    """Whether ``move`` shows the table the cards the active seat drew: giving them (G-3.1,
    Toast) or keeping one while masked puts them face up."""
    if move is None:
        return False
    seat, action = move
    return isinstance(action, a.Give | a.ToastGive) or (isinstance(action, a.Keep) and masked(st.seats[seat]))


def twins(st: State, seat: int, action: Any, rng: random.Random) -> list[Any]:
    """Only the actor knows which bet card it took (G-10.1, Family Secrets: G-11.1) and,
    while other answers are still to come, which portrait it marked or which ability it
    chose (G-5.2, G-10.3: shown together once every answer is in). A move that ends the
    round has none: the bets pay in public then."""
    if isinstance(action, a.TakeBet | a.Secrets):
        same = action.model_dump(exclude={"character"})
        others = [x for x in RULES.legal_actions(st, seat) if x.model_dump(exclude={"character"}) == same]
    elif isinstance(action, a.Mark | a.ChooseAbility) and _sealed(st, seat):
        others = list(RULES.legal_actions(st, seat))
    else:
        return []
    return [] if _ends_round(st, (seat, action)) else [x for x in others if x != action]


def _ends_round(st: State, move: Move) -> bool:
    """Whether ``move`` ends the round (or the game): the table then learns who won a bet."""
    after, _ = RULES.apply(st, *move)
    return after.round != st.round or after.outcome is not None


def _sealed(st: State, seat: int) -> bool:
    """Whether an answer by ``seat`` now stays unseen: another request (or one more token of
    its own) is still to be answered after it."""
    requests = [r for r in st.requests if r.open]
    return any(r.seat != seat or r.count - len(r.chosen) > 1 for r in requests)


def menu(st: State, seat: int, drawn: Menu, legal: Sequence[Any]) -> None:
    # Actions are not hashable the same way twice (lists inside), so compare their JSON.
    found = {json.dumps(x.model_dump(), sort_keys=True) for x in leaves(drawn)}
    assert found == {json.dumps(x.model_dump(), sort_keys=True) for x in legal}, "menu vs legal actions"
    assert len(drawn.choices) <= 5 or all(c.menu is None for c in drawn.choices), "buttons or one select"


def strays(st: State, seat: int, rng: random.Random) -> list[Any]:
    return [a.Give(to=seat), a.Pick(card="none")]


HOOKS = GameHooks(
    conserve=conserve,
    step=step,
    scramble=scramble,
    twins=twins,
    knowledge=knowledge,
    strays=strays,
    menu=menu,
    golden=(
        (3, Options(), 21),
        (4, Options(bets=True, treasures=True), 22),
        (5, Options(abilities=True, treasures=True), 23),
    ),
)
