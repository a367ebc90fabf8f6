"""Seeded random complete games for every table size and option combination.

Each game checks, step by step: every chosen legal action applies; random other actions
are refused exactly when they are not listed, and leave the state unchanged; the version
grows by one; gems, cards and invitations are conserved; menus and legal actions agree;
no view or public event carries another seat's secret; every Text has its key in both
catalogues and formats cleanly. At the end: JSON round-trip and replay from the seed.

Default: one game per combination (fast). ``MN_FULL=1``: 10,000+ games.

Why a game ends: every gem taken empties the bank by one and the game stops when a kind
runs out (S-5.1), so at most 3 * (bank - 1) + 1 gems are ever taken. With three or more
players only the four cards without a gem half (5, 17, 25, 28) let a turn take none, and a
deck cycle has more turns than those cards; with two players a turn takes no gem only if
the other half is chosen, which random play does half the time. ``BOUND`` is far above
what random play needs (a few hundred actions).
"""

from __future__ import annotations

import itertools
import logging
import os
import random
from collections import Counter
from collections.abc import Iterator

import pytest
from pydantic import BaseModel

from bot.engine.core import Event, Menu, Text
from bot.engine.errors import IllegalAction
from bot.engine.suspicion import Options, State, parse_action
from bot.engine.suspicion.actions import (
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
from bot.engine.suspicion.content import GEMS
from bot.engine.suspicion.views import PublicView, SeatView
from bot.i18n import LOCALES, Catalog
from tests.engine.suspicion.conftest import CATALOG, CONTENT, RULES

FULL = os.environ.get("MN_FULL") == "1"
LENGTHS = ("short2", "short1", "standard", "long1", "long2")
# The assistant option changes no rule of play (S-7.2 only reads the state), so it is not a
# dimension here; tests/engine/suspicion/test_notepad.py covers it.
COMBOS = list(itertools.product(range(2, 7), LENGTHS))
GAMES_PER_COMBO = 400 if FULL else 1  # 25 combinations: 10,000 games in full
# Expensive checks (menus, twin-state secrecy) on every step by default, sampled in full.
HEAVY_EVERY = 5 if FULL else 1
BOUND = 5000
PRIVATE_KEYS = {
    "suspicion-event-dealt",
    "suspicion-event-peek-result",
    "suspicion-event-answer",
    "suspicion-event-answered-for-you",
    "suspicion-event-drew",
}
SECRET_FIELDS = {"guest", "hand", "peeks", "asks", "answers", "guesses", "secrets", "ruled_out"}


class TextChecker:
    """Every key in both catalogues; every rendering free of Fluent errors (which the
    catalogue logs rather than raises)."""

    def __init__(self, catalog: Catalog) -> None:
        self.catalog = catalog
        self.seen: set[str] = set()
        self.errors: list[str] = []
        handler = logging.Handler()
        handler.emit = lambda record: self.errors.append(record.getMessage())  # type: ignore[method-assign]
        logging.getLogger("bot.i18n").addHandler(handler)
        self.handler = handler

    def check(self, msg: Text) -> None:
        fingerprint = msg.model_dump_json()
        if fingerprint in self.seen:
            return
        self.seen.add(fingerprint)
        for locale in LOCALES:
            assert self.catalog.has(locale, msg.key), f"{locale}: missing {msg.key}"
            for term in msg.terms.values():
                assert self.catalog.has(locale, term), f"{locale}: missing term {term}"
            rendered = self.catalog.render(locale, msg, lambda seat: f"Player{seat}")
            assert "{" not in rendered, rendered
        assert not self.errors, self.errors

    def close(self) -> None:
        logging.getLogger("bot.i18n").removeHandler(self.handler)


@pytest.fixture
def texts() -> Iterator[TextChecker]:
    checker = TextChecker(CATALOG)
    yield checker
    checker.close()


def conserved(state: State) -> None:
    for gem in GEMS:
        held = sum(g[gem] for g in state.gems)
        assert state.bank[gem] + held == state.start_bank, gem
        assert state.bank[gem] >= 0
    cards = state.deck + state.discard + [c for s in state.secrets for c in s.hand]
    if state.card is not None:
        cards.append(state.card)
    assert sorted(cards) == list(range(1, 29))
    invitations = state.invitations + [s.guest for s in state.secrets]
    assert sorted(invitations) == sorted(CONTENT.guest_ids)


def random_action(rng: random.Random, state: State) -> Action:
    """Any action shape, most of them illegal now."""
    guest = rng.choice(CONTENT.guest_ids)
    room = rng.choice(CONTENT.rooms).id
    others = list(range(state.players))
    shapes: list[Action] = [
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
    return rng.choice(shapes)


def leaves(menu: Menu) -> Iterator[Text | object]:
    for choice in menu.choices:
        if choice.menu is not None:
            yield from leaves(choice.menu)
        else:
            yield choice.action


def menu_texts(menu: Menu) -> Iterator[Text]:
    yield menu.prompt
    assert len(menu.choices) <= 25
    for choice in menu.choices:
        yield choice.label
        if choice.menu is not None:
            yield from menu_texts(choice.menu)


def check_menu(state: State, seat: int, texts: TextChecker) -> None:
    menu = RULES.menu(state, seat)
    legal = RULES.legal_actions(state, seat)
    if menu is None:
        assert not legal
        return
    assert len(menu.choices) <= 5
    for msg in menu_texts(menu):
        texts.check(msg)
    found = list(leaves(menu))
    assert all(a in legal for a in found)
    if state.phase != "guess":
        assert Counter(map(repr, legal)) == Counter(map(repr, set(found)))
    else:
        # The guess form: every (opponent, guest-or-none) value is offered.
        offered = {(t, g) for a in found if isinstance(a, Guess) for t, g in a.guesses.items()}
        others = [s for s in range(state.players) if s != seat]
        assert offered == {(t, g) for t in others for g in (None, *CONTENT.guest_ids)}


def field_names(model: type[BaseModel]) -> Iterator[str]:
    for name, info in model.model_fields.items():
        yield name
        annotation = info.annotation
        for arg in (*getattr(annotation, "__args__", ()), annotation):
            if isinstance(arg, type) and issubclass(arg, BaseModel):
                yield from field_names(arg)


def test_public_view_structurally_lacks_every_secret() -> None:
    names = set(field_names(PublicView))
    # ``guest`` appears only inside the final scores, revealed at the end (S-5.3).
    assert names & SECRET_FIELDS <= {"guest"}
    assert "guest" not in set(PublicView.model_fields)


def twin(state: State, seat: int, rng: random.Random) -> State:
    """The same public game with every secret of the other seats changed."""
    other = state.clone()
    for s, secrets in enumerate(other.secrets):
        if s == seat:
            continue
        secrets.peeks = list(reversed(secrets.peeks))[:1]
        secrets.asks = []
        if secrets.guesses:
            secrets.guesses = dict.fromkeys(secrets.guesses)
        spare = other.invitations[rng.randrange(len(other.invitations))]
        if spare not in state.secrets[seat].peeks:
            other.invitations[other.invitations.index(spare)] = secrets.guest
            secrets.guest = spare
        if other.deck and secrets.hand:
            i = rng.randrange(len(other.deck))
            other.deck[i], secrets.hand[0] = secrets.hand[0], other.deck[i]
    return other


def check_views(state: State, rng: random.Random, texts: TextChecker) -> None:
    board = RULES.view(state, None)
    assert isinstance(board, PublicView)
    for s in range(state.players):
        mine = RULES.view(state, s)
        assert isinstance(mine, SeatView)
        assert mine.board == board
        assert mine.guest == state.secrets[s].guest
        assert all(a.target != s for a in mine.answers)
        if state.finished:
            continue
        changed = twin(state, s, rng)
        assert RULES.view(changed, s) == mine
        assert RULES.view(changed, None) == board
    if state.outcome is not None:
        texts.check(state.outcome.reason)


def check_events(events: list[Event], state: State, texts: TextChecker) -> None:
    for event in events:
        texts.check(event.text)
        if event.text.key in PRIVATE_KEYS:
            assert event.to is not None
            assert len(event.to) == 1
        else:
            assert event.public, event.text.key
        if event.text.key == "suspicion-event-revealed":
            assert state.finished


def play_game(seed: int, players: int, options: Options, texts: TextChecker) -> None:
    rng = random.Random(seed)
    state, events = RULES.setup(players, seed, options)
    check_events(events, state, texts)
    log: list[tuple[str, int, object]] = []
    remove_at = rng.randrange(400) if rng.random() < 0.2 else -1
    for step in itertools.count():
        assert step < BOUND, "the game did not end"
        conserved(state)
        heavy = step % HEAVY_EVERY == 0
        if heavy:
            check_views(state, rng, texts)
        if state.finished:
            break
        decisions = RULES.pending(state)
        assert len({d.seat for d in decisions}) == len(decisions)
        assert all(d.since <= state.version for d in decisions)
        # A random other action: refused exactly when it is not listed; the input stays.
        probe_seat = rng.randrange(-1, players + 1)
        probe = random_action(rng, state)
        before = state.clone()
        try:
            RULES.apply(state, probe_seat, probe)
        except IllegalAction as refused:
            assert probe not in RULES.legal_actions(state, probe_seat)
            texts.check(refused.reason)
        else:
            assert probe in RULES.legal_actions(state, probe_seat)
        assert state == before
        if step == remove_at:
            seat = rng.choice(state.seated())
            state, events = RULES.remove_seat(state, seat)
            assert state.version == before.version + 1
            log.append(("remove", seat, None))
            check_events(events, state, texts)
            continue
        decision = rng.choice(decisions)
        if heavy:
            check_menu(state, decision.seat, texts)
        if rng.random() < 0.1:
            action = RULES.timeout_action(state, decision.seat)
        else:
            action = rng.choice(RULES.legal_actions(state, decision.seat))
        assert action in RULES.legal_actions(state, decision.seat)
        state, events = RULES.apply(state, decision.seat, action)
        assert state.version == before.version + 1
        log.append(("act", decision.seat, action.model_dump(mode="json")))
        check_events(events, state, texts)
    assert state.outcome is not None
    assert State.model_validate_json(state.model_dump_json()) == state
    replay, _ = RULES.setup(players, seed, options)
    for what, seat, payload in log:
        if what == "remove":
            replay, _ = RULES.remove_seat(replay, seat)
        else:
            replay, _ = RULES.apply(replay, seat, parse_action(payload))
    assert replay == state


@pytest.mark.parametrize(("players", "length"), COMBOS)
def test_random_games(players: int, length: str, texts: TextChecker) -> None:
    options = Options.model_validate({"length": length})
    base = players * 1000 + LENGTHS.index(length) * 10
    for game in range(GAMES_PER_COMBO):
        play_game(base * 100_000 + game, players, options, texts)
