"""Hints (💡) over the conformance harness's tables: a hint is always one of the seat's legal
actions, its reason renders in every locale, it depends on nothing the seat may not know,
and what it states as the seat's own knowledge is true.

Secrecy is proven as the computer players' honesty is (``tests/players/test_players.py``):
at sampled decision points, the game's scrambler deals anew everything the seat may not know
(``hooks_for(game).scramble``) and the events addressed to other seats are dropped or dealt
anew; the seat's view is the same, and so must be the hint — its move, its reason and every
fact the reason names. And as the harness proves a secret move stays secret
(``hooks_for(game).twins``): after a move and after each of its twins (the same swap not
made, another sealed answer, another bet card), every other seat asked something gets the
same hint. Tables are played by a mix of the sharp player's moves and random legal ones, so
that both likely and odd positions are reached.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from bot.engine.core import ActionModel, BaseState, Event
from bot.engine.text import Text
from bot.players.base import knowledge_for, move_rng
from bot.players.hints import GENERIC_REASON, Explainer, Hint, explain
from tests.bounds import bounded
from tests.engine.harness import Texts, configs
from tests.engine.seeds import BASE_SEED
from tests.players.test_players import scramble_history
from tests.registry import PLAYERS, RULES, hooks_for, plugin

GAMES = sorted(game for game in PLAYERS if plugin(game).hints is not None)
SEEDED = f"MN_SEED={BASE_SEED}"
TABLES = 24  # random games per game, over its tables (player counts, option sets)
SHARE = 0.12  # decision points whose hint is checked (every point of a short game)
FIRST_OF_KIND = 3  # ...and the first decisions of every kind, so that rare ones are reached
TWIN_SHARE = 0.3  # secret moves followed by the twins check
SCRAMBLES = 2
SHARP_MOVES = 0.5  # the share of moves the sharp player makes (the rest are random legal ones)
TEXTS = Texts()


def _explainer(game: str) -> Explainer:
    factory = plugin(game).hints
    assert factory is not None
    return factory(RULES[game])


def _same_legal(a: Any, b: Any) -> bool:
    """A lazily enumerated legal space (Suspicion's guesses) compares by its definition."""
    if isinstance(a, list) and isinstance(b, list):
        return a == b
    return type(a) is type(b) and vars(a) == vars(b)


class Checker:
    """Plays one game's tables and checks the hints on the way."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.rules = RULES[game]
        self.hooks = hooks_for(game)
        self.player = PLAYERS[game]["sharp"](self.rules)
        self.explainer = _explainer(game)
        self.truth = TRUTHS[game]
        self.kinds: Counter[str] = Counter()  # decision kinds checked
        self.generic: Counter[str] = Counter()  # decision kinds given the generic reason
        self.scrambled = 0
        self.twinned = 0

    def hint(self, state: BaseState, seat: int, history: list[Event]) -> Hint:
        knowledge = knowledge_for(self.rules, state, seat, history)
        return explain(self.player, self.explainer, knowledge, move_rng(state, seat))

    def play(self, k: int) -> None:
        rules = self.rules
        rng = random.Random(f"{BASE_SEED}:{self.game}:hints:{k}")
        tables = configs(rules, self.hooks)
        players, options = rng.choice(tables)
        state, events = rules.setup(players, rng.randrange(2**31), options)
        history: list[Event] = list(events)
        share = 1.0 if type(rules).max_actions <= 50 else SHARE
        for _ in bounded(rules, f"{self.game} seed {BASE_SEED} table {k}"):
            if state.finished:
                return
            decision = rng.choice(rules.pending(state))
            seat = decision.seat
            if self.kinds[decision.kind] < FIRST_OF_KIND or rng.random() < share:
                self.check(state, seat, history, decision.kind, rng)
            sharp = rng.random() < SHARP_MOVES
            action = self.hint(state, seat, history).action if sharp else rng.choice(rules.legal_actions(state, seat))
            after, events = rules.apply(state, seat, action)
            twins = self.hooks.twins(state, seat, action, rng) if rng.random() < TWIN_SHARE else []
            if twins:
                self.check_twins(state, seat, after, events, rng.choice(list(twins)), history)
            history += events
            state = after

    def check(self, state: BaseState, seat: int, history: list[Event], kind: str, rng: random.Random) -> None:
        game = self.game
        hint = self.hint(state, seat, history)
        legal = self.rules.legal_actions(state, seat)
        assert hint.action in legal, f"{game}: the hint {hint.action!r} for seat {seat} is not legal"
        for line in (hint.reason.line, *hint.reason.details):
            TEXTS.check(line)
        self.kinds[kind] += 1
        if hint.reason.line.key == GENERIC_REASON:
            self.generic[kind] += 1
        self.truth(state, seat, hint)
        knowledge = knowledge_for(self.rules, state, seat, history)
        for _ in range(SCRAMBLES):
            twin = self.hooks.scramble(state, seat, rng, None)
            twin_knowledge = knowledge_for(self.rules, twin, seat, scramble_history(history, seat, rng))
            assert twin_knowledge.view == knowledge.view, f"{game}: the scramble changed seat {seat}'s view"
            if not _same_legal(twin_knowledge.legal, knowledge.legal):
                continue  # the legal actions are part of what the seat knows (Grimm's bet cards)
            again = explain(self.player, self.explainer, twin_knowledge, move_rng(twin, seat))
            assert again == hint, (
                f"{game}: seat {seat}'s hint depends on a secret it may not know: {hint!r} here, {again!r} "
                "with other secrets"
            )
            self.scrambled += 1

    def check_twins(
        self,
        state: BaseState,
        actor: int,
        after: BaseState,
        events: list[Event],
        twin: ActionModel,
        history: list[Event],
    ) -> None:
        """Every other seat asked something after the move is given the same hint after its
        twin: nobody's hint tells what only the actor chose."""
        twin_after, twin_events = self.rules.apply(state, actor, twin)
        asked = {d.seat for d in self.rules.pending(after)} & {d.seat for d in self.rules.pending(twin_after)}
        for seat in sorted(asked - {actor}):
            if not _same_legal(self.rules.legal_actions(after, seat), self.rules.legal_actions(twin_after, seat)):
                continue
            mine = self.hint(after, seat, [*history, *events])
            theirs = self.hint(twin_after, seat, [*history, *twin_events])
            assert mine == theirs, f"{self.game}: seat {seat}'s hint tells seat {actor}'s {twin!r} from the move made"
            self.twinned += 1


# -- what a reason states as the seat's own knowledge is true ----------------------------------------


def _term(msg: Text, name: str, prefix: str) -> str:
    return msg.terms[name].removeprefix(prefix)


def _mascarade_truth(state: Any, seat: int, hint: Hint) -> None:
    """A reason that says the seat has known its card since it last saw it ("sure") names
    the card that is truly there; a Spy's swap names the two cards it truly saw."""
    msg = hint.reason.line
    if msg.args.get("own") == "sure" and msg.args.get("basis", "sure") == "sure" and "own_term" in msg.terms:
        slot = next(i for i in state.owned(seat) if state.slots[i].hand == msg.args["hand"])
        assert state.slots[slot].card == _term(msg, "own_term", "mascarade-card-"), f"mascarade: {msg!r} is untrue"
    if msg.key == "mascarade-hint-spy-swap":
        seen = [r.card for r in state.step.seen]
        assert [_term(msg, "mine_term", "mascarade-card-"), _term(msg, "other_term", "mascarade-card-")] == seen


def _grimm_truth(state: Any, seat: int, hint: Hint) -> None:
    """A reason that calls a card the seat's charm or curse is right about it, and one that
    calls a character the seat's own is right too."""
    msg = hint.reason.line
    content = RULES["grimm"].content  # type: ignore[attr-defined]
    characters = state.seats[seat].characters
    masked = [c for c in characters if c not in state.seats[seat].unmasked]
    boons = {c.boon for c in content.characters if c.id in masked}
    banes = {c.bane for c in content.characters if c.id in masked}
    why = msg.args.get("why")
    if msg.key in ("grimm-hint-pick", "grimm-hint-keep") and why == "boon":
        assert _term(msg, "card_term", "grimm-card-") in boons, f"grimm: {msg!r} is untrue"
    if msg.key == "grimm-hint-give" and why in ("bane", "bane-pair"):
        assert _term(msg, "card_term", "grimm-card-") in banes, f"grimm: {msg!r} is untrue"
    if msg.key in ("grimm-hint-bet", "grimm-hint-secrets") and msg.args.get("mine", "yes") == "yes":
        assert _term(msg, "character_term", "grimm-character-") in characters, f"grimm: {msg!r} is untrue"


def _suspicion_truth(state: Any, seat: int, hint: Hint) -> None:
    """A reason that names the seat's own guest names it right."""
    msg = hint.reason.line
    if "mine_term" in msg.terms:
        assert _term(msg, "mine_term", "suspicion-guest-") == state.secrets[seat].guest, f"suspicion: {msg!r}"


def _no_truth(state: Any, seat: int, hint: Hint) -> None:
    """A game whose reasons state nothing of the seat's own secrets."""


TRUTHS: dict[str, Callable[[Any, int, Hint], None]] = {
    "mascarade": _mascarade_truth,
    "grimm": _grimm_truth,
    "suspicion": _suspicion_truth,
}
TRUTHS.update({game: _no_truth for game in GAMES if game not in TRUTHS})


@pytest.mark.parametrize("game", [pytest.param(g, id=f"{g}-{SEEDED}") for g in GAMES])
def test_hints_are_legal_and_ignore_secrets_the_seat_may_not_know(game: str) -> None:
    checker = Checker(game)
    for k in range(TABLES):
        checker.play(k)
    assert checker.scrambled > 0, "no scrambled twin was ever compared"
    assert checker.kinds, "no hint was checked"
    # Every decision kind met has a reason of its own: the generic one is for a game that
    # explains nothing (a game's explainer may still fall back on it for a move it cannot place).
    assert not checker.generic, f"{game}: decisions given only the generic reason: {dict(checker.generic)}"


def test_hints_of_secret_moves_are_compared() -> None:
    """The twins check reaches every game with secret moves (a swap made or not, a sealed
    answer, a bet card, a guess sheet)."""
    for game in ("mascarade", "grimm", "suspicion"):
        checker = Checker(game)
        for k in range(TABLES):
            checker.play(k)
            if checker.twinned:
                break
        assert checker.twinned, f"{game}: no secret move was ever followed by a hint to compare"
