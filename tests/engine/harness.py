"""One conformance harness for every registered game (OpenSpiel's ``random_sim_test`` idea).

:func:`play_game` plays one seeded random game and checks, step by step, what the engine
contract promises; the per-game knowledge (conservation laws, what a viewer may know) comes
from :class:`~bot.engine.conformance.GameHooks`. Expensive checks run on a sampled share of steps.
"""

from __future__ import annotations

import contextlib
import hashlib
import random
from collections import Counter, deque
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from itertools import product
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest
from fluent.runtime import FluentBundle, FluentResource
from pydantic import BaseModel, ValidationError

from bot.engine.conformance import GameHooks, Move
from bot.engine.core import Engine, Event, IllegalAction, Menu
from bot.engine.text import Text
from bot.i18n import LOCALES
from cogs.table.menus import MAX_LEVEL_CHOICES
from tests.bounds import bounded
from tests.registry import CATALOG

REMOVAL_SHARE = 0.2  # games in which a moderator removes seats
# In those games, the chance that a step is a removal: at any point of the game, so a
# removal may meet every stage (a power, a contest, the guessing). Decisions open to
# several seats at once (final guesses, simultaneous answers) are short stages that a
# flat rate would rarely reach, so they get a higher one, down to the last seat still to
# answer (the step after one with several decisions).
REMOVAL_RATE = 0.02
REMOVAL_RATE_SIMULTANEOUS = 0.2
TIMEOUT_SHARE = 0.1  # steps that take the timeout ruling instead of a random legal action
SCRAMBLES = 2  # scrambled states per viewer in the event non-interference check
TWINS = 2  # twin actions applied per move in the action secrecy check

# Per process, for the coverage test: event keys -> moves checked for event secrecy that
# produced them (MET), pairs (state, scrambled state) whose events to a viewer were
# compared (COMPARED: set-ups included, see ``Harness.setup_secrecy``) or skipped because
# the move showed the viewer something different in the two (REVEALED: a reveal, checked
# through the views); public events shown to a viewer from whom nothing was hidden
# (UNHIDDEN: the game's scramble returned the state itself, so no other state agrees with
# what the viewer knows and the comparison holds by itself); why pairs were skipped
# (SKIPPED); events sent to some seats only (PRIVATE); pairs (move, twin move) compared for
# every other viewer, by the keys of the events the move produced (TWINNED) and by action
# kind (TWINNED_ACTIONS).
MET: Counter[str] = Counter()
COMPARED: Counter[str] = Counter()
REVEALED: Counter[str] = Counter()
UNHIDDEN: Counter[str] = Counter()
SKIPPED: Counter[str] = Counter()
PRIVATE: Counter[str] = Counter()
TWINNED: Counter[str] = Counter()
TWINNED_ACTIONS: Counter[str] = Counter()
COUNTERS = (MET, COMPARED, REVEALED, UNHIDDEN, SKIPPED, PRIVATE, TWINNED, TWINNED_ACTIONS)

Rules = Engine[Any, Any, Any]


class Texts:
    """Every key in every locale, formatted without a Fluent error (the bot's Catalog only
    logs those). Each distinct Text is checked once."""

    def __init__(self, folders: Sequence[Path] = CATALOG.folders) -> None:
        """``folders``: the shared catalogues and every registered game's own."""
        self.bundles: dict[str, FluentBundle] = {}
        for locale in LOCALES:
            bundle = FluentBundle([locale], use_isolating=False)
            paths = [path for folder in folders for path in sorted((folder / locale).glob("*.ftl"))]
            for path in paths:
                bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
            self.bundles[locale] = bundle
        self.seen: set[tuple[Any, ...]] = set()

    def check(self, msg: Text) -> None:
        fingerprint = (msg.key, *sorted(msg.args.items()), *sorted(msg.seats.items()), *sorted(msg.terms.items()))
        if fingerprint in self.seen:
            return
        for locale, bundle in self.bundles.items():
            assert bundle.has_message(msg.key), f"{locale}: missing {msg.key}"
            args: dict[str, Any] = dict(msg.args)
            args.update({name: f"Player{seat + 1}" for name, seat in msg.seats.items()})
            for name, key in msg.terms.items():
                assert bundle.has_message(key), f"{locale}: missing term {key} in {msg.key}"
                args[name] = _format(bundle, key, {})
            rendered = _format(bundle, msg.key, args)
            assert "{" not in rendered, f"{locale}: {msg.key} renders {rendered!r}"
        self.seen.add(fingerprint)

    def walk(self, obj: object) -> None:
        """Check every Text inside a view, menu or outcome."""
        for msg in texts_in(obj):
            self.check(msg)


def _format(bundle: FluentBundle, key: str, args: dict[str, Any]) -> str:
    message = bundle.get_message(key)
    assert message.value is not None, key
    value, errors = bundle.format_pattern(message.value, args)
    assert not errors, f"{key}: {errors}"
    return str(value)


def texts_in(obj: object) -> Iterator[Text]:
    if isinstance(obj, Text):
        yield obj
    elif isinstance(obj, BaseModel):
        for name in type(obj).model_fields:
            yield from texts_in(getattr(obj, name))
    elif isinstance(obj, list | tuple):
        for item in obj:
            yield from texts_in(item)
    elif isinstance(obj, dict):
        for item in obj.values():
            yield from texts_in(item)


def option_sets(rules: Rules, hooks: GameHooks) -> list[BaseModel]:
    """Every combination of the options' bool and Literal fields, plus the game's extras."""
    model = rules.options_model
    axes = []
    for name, info in model.model_fields.items():
        if info.annotation is bool:
            axes.append((name, (False, True)))
        elif get_origin(info.annotation) is Literal:
            axes.append((name, get_args(info.annotation)))
    names = [name for name, _ in axes]
    combos = [model(**dict(zip(names, values, strict=True))) for values in product(*(v for _, v in axes))]
    return [*combos, *hooks.extra_options]


def configs(rules: Rules, hooks: GameHooks) -> list[tuple[int, BaseModel]]:
    """(players, options) for every table size each option set allows."""
    out = []
    for options in option_sets(rules, hooks):
        low, high = rules.player_range(options)
        out += [(players, options) for players in range(low, high + 1)]
    return out


def check_menu_shape(menu: Menu) -> None:
    """A level holds at most what the panel draws at once: more than 5 choices are drawn as
    a select (25 options), a longer level as up to three selects, one under the other; a
    choice may open a sub-menu. (Longer still would be paginated: a click more.)"""
    assert 0 < len(menu.choices) <= MAX_LEVEL_CHOICES
    for choice in menu.choices:
        if choice.menu is not None:
            check_menu_shape(choice.menu)


def malformed(action: BaseModel) -> list[BaseModel]:
    """The action with one field out of range (seats, indices, ids, flags): each one an
    action the parser accepts, as a forged button payload would be."""
    out = []
    for name, value in action:
        if name == "kind":
            continue
        if isinstance(value, bool):
            bad: list[Any] = [not value]
        elif isinstance(value, int):
            bad = [-1, 999]
        elif isinstance(value, str):
            bad = ["no-such-thing"]
        else:
            continue
        for v in bad:
            with contextlib.suppress(ValidationError):
                out.append(type(action).model_validate({**action.model_dump(), name: v}))
    return out


def addressed(events: Sequence[Event], viewer: int | None) -> list[Event]:
    """What ``viewer`` is shown: public events, and private ones naming it."""
    return [e for e in events if e.to is None or (viewer is not None and viewer in e.to)]


@dataclass
class Sampling:
    heavy: float  # share of steps with menus, refusals, views, JSON, other legal actions
    # Share of steps with the event non-interference check, and of moves that have twins
    # with the action secrecy check.
    events: float
    replay: float = 1.0  # share of games replayed from their seed and moves at the end
    # Both secrecy checks also run on the first this-many moves of every action kind (per
    # harness; for the action check, moves that have twins), so that rare moves (a
    # Princess, an Inquisition, a sealed answer) are always reached.
    first_of_kind: int = 0


@dataclass
class Game:
    """One game's identity: enough to replay it anywhere."""

    game: str
    players: int
    seed: int
    options: dict[str, Any]
    moves: list[list[Any]] = field(default_factory=list)  # ["act", seat, action] | ["remove", seat]


class Harness:
    def __init__(self, rules: Rules, hooks: GameHooks, texts: Texts, foreign: Sequence[Any] = ()) -> None:
        self.rules = rules
        self.hooks = hooks
        self.texts = texts
        self.foreign = list(foreign)
        self.kinds_checked: Counter[str] = Counter()
        self.twins_checked: Counter[str] = Counter()
        # Every set-up this harness dealt, by what one viewer knew after it (see
        # ``setup_secrecy``): the state's digest and the events the viewer was shown.
        self.setups: dict[tuple[Any, ...], tuple[str, list[Text]]] = {}

    # -- one game -------------------------------------------------------------------------

    def play(self, players: int, options: BaseModel, seed: int, sampling: Sampling) -> tuple[Game, Any]:
        rules, hooks = self.rules, self.hooks
        rng = random.Random(seed)
        # The action secrecy check draws from a stream of its own, so that the moves a seed
        # plays stay those it played before the check existed.
        twin_rng = random.Random(f"twins:{seed}")
        game = Game(rules.id, players, seed, options.model_dump(mode="json"))
        state, events = rules.setup(players, seed, options)
        self.events(state, events)
        self.setup_secrecy(state, events, options)
        bound = type(rules).max_actions
        removals = rng.random() < REMOVAL_SHARE
        simultaneous = False
        recent: deque[Move] = deque(maxlen=8)
        actions = 0
        # max_actions bounds the player actions alone; each seat may also be removed once.
        for _ in bounded(bound, f"seed {seed}", removals=players):
            hooks.conserve(state)
            if state.finished:
                break
            assert actions < bound, f"no end within {bound} actions"
            heavy = rng.random() < sampling.heavy
            decisions = self.decisions(state, heavy)
            if heavy:
                self.heavy_checks(state, decisions, recent, rng)
                hooks.sampled(state)
            rate = REMOVAL_RATE_SIMULTANEOUS if simultaneous or len(decisions) > 1 else REMOVAL_RATE
            simultaneous = len(decisions) > 1
            if removals and rng.random() < rate:
                removed = self.remove(state, rng, game, decisions)
                if removed is not None:
                    state = removed
                    continue
            actions += 1
            decision = rng.choice(decisions)
            seat = decision.seat
            legal = rules.legal_actions(state, seat)
            timeout = rules.timeout_action(state, seat)
            assert timeout in legal, f"timeout action {timeout!r} is not legal"
            action = timeout if rng.random() < TIMEOUT_SHARE else rng.choice(legal)
            before = state.model_dump_json() if heavy else ""
            after, events = rules.apply(state, seat, action)
            if heavy:
                assert state.model_dump_json() == before, "apply changed its input state"
                self.other_legal_actions_apply(state, seat, legal, rng)
            assert after.version == state.version + 1
            kind = type(action).__name__
            if self.kinds_checked[kind] < sampling.first_of_kind or rng.random() < sampling.events:
                self.kinds_checked[kind] += 1
                self.event_secrecy(state, (seat, action), after, events, rng)
            if self.twins_checked[kind] < sampling.first_of_kind or twin_rng.random() < sampling.events:
                twins = hooks.twins(state, seat, action, twin_rng)
                if twins:
                    self.twins_checked[kind] += 1
                    self.action_secrecy(state, (seat, action), after, events, twins, twin_rng)
            self.events(after, events)
            hooks.step(state, seat, action, after, events)
            recent.append((seat, action))
            game.moves.append(["act", seat, action.model_dump(mode="json")])
            state = after
        assert rules.pending(state) == [], "a finished game still waits for someone"
        assert state.outcome is not None
        self.texts.walk(state.outcome)
        self.round_trip(state)
        if rng.random() < sampling.replay:
            assert replay(rules, game).model_dump_json() == state.model_dump_json(), "replay differs from the game"
        return game, state

    def decisions(self, state: Any, heavy: bool) -> list[Any]:
        """Who must answer: at most one decision per seat, opened no later than now, each with
        a legal action; with ``heavy``, no other seat has any."""
        decisions = self.rules.pending(state)
        assert decisions, "an unfinished game waits for nobody"
        seats = [d.seat for d in decisions]
        assert len(seats) == len(set(seats)), "two decisions for one seat"
        assert all(d.since <= state.version for d in decisions)
        for seat in range(state.players) if heavy else seats:
            assert bool(self.rules.legal_actions(state, seat)) == (seat in seats), f"seat {seat}: legal vs pending"
        return decisions

    def remove(self, state: Any, rng: random.Random, game: Game, decisions: list[Any]) -> Any | None:
        """A moderator removes a seat: half the time one that must answer now (the last
        player still to guess, a power's user), else any seat, removed already or not. The
        state after, or None when the removal was refused (the seat was removed already):
        then a player acts in the same step, so each seat is removed at most once per game
        and the removals' allowance is one per seat."""
        seat = rng.choice(decisions).seat if rng.random() < 0.5 else rng.randrange(state.players)
        before = state.model_dump_json()
        try:
            after, events = self.rules.remove_seat(state, seat)
        except IllegalAction as refused:  # not seated any more
            self.texts.check(refused.reason)
            assert state.model_dump_json() == before
            return None
        assert after.version == state.version + 1
        self.events(after, events)
        game.moves.append(["remove", seat])
        return after

    def events(self, state: Any, events: list[Event]) -> None:
        for event in events:
            self.texts.check(event.text)
            assert event.to is None or (event.to and set(event.to) <= set(range(state.players))), event
        PRIVATE.update(e.text.key for e in events if not e.public)

    def round_trip(self, state: Any) -> None:
        assert type(state).model_validate_json(state.model_dump_json()) == state, "JSON round trip"

    # -- sampled checks ---------------------------------------------------------------------

    def heavy_checks(self, state: Any, decisions: list[Any], recent: deque[Move], rng: random.Random) -> None:
        rules = self.rules
        for seat in range(state.players):
            legal = rules.legal_actions(state, seat)
            menu = rules.menu(state, seat)
            assert (menu is None) == (not legal), f"seat {seat}: a menu without legal actions or the reverse"
            if menu is not None:
                check_menu_shape(menu)
                self.texts.walk(menu)
                self.hooks.menu(state, seat, menu, legal)
        self.refusals(state, decisions, recent, rng)
        for viewer in [None, *range(state.players)]:
            view = rules.view(state, viewer)
            self.texts.walk(view)
            scrambled = self.hooks.scramble(state, viewer, rng, None)
            assert rules.view(scrambled, viewer) == view, f"viewer {viewer}: the view shows a secret"
        self.round_trip(state)

    def refusals(self, state: Any, decisions: list[Any], recent: deque[Move], rng: random.Random) -> None:
        """Actions legal for another seat or at an earlier step, malformed ones, another
        game's: each refused with a readable reason, the state unchanged."""
        rules = self.rules
        seat = rng.choice(decisions).seat
        legal = rules.legal_actions(state, seat)
        mine = rng.choice(legal)
        probes: list[Move] = [(other, mine) for other in range(state.players) if other != seat]
        probes += [(seat, action) for _, action in recent]
        probes += [(seat, action) for action in malformed(mine)]
        probes += [(seat, action) for action in self.hooks.strays(state, seat, rng)]
        probes += [(seat, action) for action in self.foreign]
        probes += [(-1, mine), (state.players, mine)]
        before = state.model_dump_json()
        for who, action in probes:
            if 0 <= who < state.players and action in rules.legal_actions(state, who):
                continue
            try:
                rules.apply(state, who, action)
            except IllegalAction as refused:
                self.texts.check(refused.reason)
            else:
                pytest.fail(f"seat {who} may play {action!r}, which is not among its legal actions")
            assert state.model_dump_json() == before, f"a refused {action!r} changed the state"

    def other_legal_actions_apply(self, state: Any, seat: int, legal: Sequence[Any], rng: random.Random) -> None:
        """A few more of the seat's legal actions, not only the one the game goes on with."""
        for action in rng.sample(legal, min(4, len(legal))):
            after, events = self.rules.apply(state, seat, action)
            assert after.version == state.version + 1
            self.events(after, events)

    def viewers(self, state: Any, move: Move, rng: random.Random) -> list[int | None]:
        """The public, the mover, every seat the action names (a target), and two others."""
        seats = range(state.players)
        named = {v for v in move[1].model_dump().values() if isinstance(v, int) and v in seats}
        chosen = {move[0], *named}
        rest = [s for s in seats if s not in chosen]
        return [None, *sorted(chosen), *rng.sample(rest, min(2, len(rest)))]

    def setup_secrecy(self, state: Any, events: list[Event], options: BaseModel) -> None:
        """Event non-interference at the set-up, which no move precedes: two set-ups of one
        table (players and options) after which a seat knows the same must have told it the
        same privately. What a seat knows after the set-up is its view and everything the
        table was told then: the rules may show the table a whole deal at the set-up
        (Mascarade's opening), which no view need draw afterwards, so the public set-up
        events are part of every seat's knowledge and are not themselves compared. Each
        set-up is kept by what each seat knows after it; a later one with other secrets that
        a seat cannot tell from a kept one is compared with it (a deal told to the wrong
        seat differs between the two). Pairs come from the seeds the harness plays, so a
        game whose set-up also deals a public board at random (Suspicion's guests' rooms)
        never meets one: its private deal then needs its reason in ``never_compared``."""
        told = [e.text for e in events if e.public]
        table = (state.players, options.model_dump_json(), _fingerprint(told))
        secrets = state.model_dump_json(exclude={"seed"})  # another seed dealing alike is the same deal
        for seat in range(state.players):
            known = self.hooks.knowledge(state, seat, self.rules.view(state, seat))
            key = (*table, seat, _fingerprint(known))
            mine = [e.text for e in events if not e.public and seat in (e.to or ())]
            kept = self.setups.setdefault(key, (secrets, mine))
            if kept[0] == secrets:  # the same deal (this very set-up, or a seed dealing alike)
                continue
            assert kept[1] == mine, (
                f"set-up events to seat {seat} depend on a secret it may not know: "
                f"{_difference(mine, kept[1], 'in another set-up it cannot tell from this one')}"
            )
            COMPARED.update(e.key for e in mine)

    def event_secrecy(self, state: Any, move: Move, after: Any, events: list[Event], rng: random.Random) -> None:
        """Event non-interference. For each viewer v: a scrambled state t agrees with the
        state on everything v may know, including what this move lets v learn by the rules;
        if v's knowledge is also the same after the move in both, v must be shown the same
        events. An event that tells v more than its views (a peek made public, a private
        result sent to the wrong seat) differs between the two and fails here; a reveal the
        rules make public changes the view after the move, so that pair is skipped. Viewers
        are sampled on large tables (see ``viewers``)."""
        rules, hooks = self.rules, self.hooks
        seat, action = move
        MET.update({e.text.key for e in events})
        for viewer in self.viewers(state, move, rng):
            shown = addressed(events, viewer)
            known_before = hooks.knowledge(state, viewer, rules.view(state, viewer))
            known_after = hooks.knowledge(after, viewer, rules.view(after, viewer))
            for _ in range(SCRAMBLES):
                twin = hooks.scramble(state, viewer, rng, move)
                if twin is state:  # nothing is hidden from the viewer: no other state to compare
                    UNHIDDEN.update(e.text.key for e in shown if e.public)
                    break
                if twin == state:
                    SKIPPED["nothing to scramble"] += 1
                    continue
                if action not in rules.legal_actions(twin, seat):
                    SKIPPED["move illegal in the scrambled state"] += 1
                    continue
                assert hooks.knowledge(twin, viewer, rules.view(twin, viewer)) == known_before, (
                    f"viewer {viewer}: the scramble changed what it knows"
                )
                twin_after, twin_events = rules.apply(twin, seat, action)
                if hooks.knowledge(twin_after, viewer, rules.view(twin_after, viewer)) != known_after:
                    SKIPPED["viewer learned something different"] += 1
                    REVEALED.update({e.text.key for e in shown})
                    continue
                mine = [e.text for e in shown]
                theirs = [e.text for e in addressed(twin_events, viewer)]
                assert mine == theirs, (
                    f"events to viewer {viewer} depend on a secret it may not know "
                    f"(seat {seat} plays {action!r}): {_difference(mine, theirs, 'with other secrets')}"
                )
                COMPARED.update({e.text.key for e in shown})

    def secrecy(self, state: Any, move: Move, after: Any, events: list[Event], rng: random.Random) -> None:
        """Both secrecy checks on one move, whatever the sampling."""
        self.event_secrecy(state, move, after, events, rng)
        twins = self.hooks.twins(state, *move, rng)
        if twins:
            self.action_secrecy(state, move, after, events, twins, rng)

    def action_secrecy(
        self, state: Any, move: Move, after: Any, events: list[Event], twins: Sequence[Any], rng: random.Random
    ) -> None:
        """Action secrecy: the move's twins are actions of the same seat, legal now, that no
        other viewer may tell from it by the rules (a swap not made, another sealed answer,
        another guess sheet). Applied to the same state, each must show the table the same
        decisions and turn, every seat but the actor the same events, and the public and a
        sample of seats (see ``viewers``) the same view, as far as the game's knowledge hook
        counts it. (Not menus: a seat choosing from a pile sees what is left in it — a Grimm
        bet card, G-10.1 — and so what another seat took.) An event that tells anyone else
        what only the actor chose (a private result made public, a secret choice named on
        the table) differs between the two and fails here — which the event check cannot
        see, since it replays the same action on every scrambled state."""
        rules, hooks = self.rules, self.hooks
        seat, action = move
        legal = rules.legal_actions(state, seat)
        others: list[int | None] = [None, *(v for v in range(state.players) if v != seat)]
        # Views cost most (a Mascarade seat's rebuilds its timeline): a sample of viewers.
        watched = [v for v in self.viewers(state, move, rng) if v != seat]
        table = (rules.pending(after), rules.progress(after))
        known = {viewer: hooks.knowledge(after, viewer, rules.view(after, viewer)) for viewer in watched}
        for twin in rng.sample(list(twins), min(TWINS, len(twins))):
            assert twin != action, f"{action!r} is its own twin"
            assert twin in legal, f"twin {twin!r} of {action!r} is not legal"
            twin_after, twin_events = rules.apply(state, seat, twin)
            told = f"seat {seat}'s {action!r} from {twin!r}"
            assert (rules.pending(twin_after), rules.progress(twin_after)) == table, (
                f"the table tells {told} by who must act next"
            )
            for viewer in others:
                mine = [e.text for e in addressed(events, viewer)]
                theirs = [e.text for e in addressed(twin_events, viewer)]
                assert mine == theirs, (
                    f"viewer {viewer} tells {told} by its events: {_difference(mine, theirs, 'after the twin')}"
                )
            for viewer in watched:
                assert hooks.knowledge(twin_after, viewer, rules.view(twin_after, viewer)) == known[viewer], (
                    f"viewer {viewer} tells {told} by its view"
                )
            TWINNED.update({e.text.key for e in [*events, *twin_events]})
            TWINNED_ACTIONS[type(action).__name__] += 1


def _fingerprint(known: object) -> str:
    """What a viewer knows, as a short key (equal knowledge, equal key)."""
    shown = known.model_dump_json() if isinstance(known, BaseModel) else repr(known)
    return hashlib.sha1(shown.encode(), usedforsecurity=False).hexdigest()


@dataclass(frozen=True)
class Coverage:
    """What the secrecy checks of some games reached (the counters' growth over them)."""

    met: Counter[str]
    compared: Counter[str]
    revealed: Counter[str]
    unhidden: Counter[str]
    skipped: Counter[str]
    private: Counter[str]
    twinned: Counter[str]
    twinned_actions: Counter[str]

    @classmethod
    def since(cls, before: Sequence[Counter[str]]) -> Coverage:
        """The counters' growth since ``before`` (a copy of :data:`COUNTERS`)."""
        return cls(*(counter - old for counter, old in zip(COUNTERS, before, strict=True)))

    def missed(self, least: int) -> list[str]:
        """Event kinds met in at least ``least`` moves and never reached: neither compared
        with scrambled secrets, nor shown along with a reveal the views carry, nor (public
        ones) shown to a viewer from whom nothing was hidden."""
        reached = self.compared + self.revealed + self.unhidden
        return sorted(key for key, n in self.met.items() if n >= least and not reached[key])

    def uncompared(self, hooks: GameHooks) -> list[str]:
        """Event kinds sent privately and never compared (with other secrets, at the set-up
        or after a move, or against a twin move), unless the hooks say why none can be."""
        compared = self.compared + self.twinned
        return sorted(k for k in self.private if not compared[k] and k not in hooks.never_compared)

    def stale(self, hooks: GameHooks) -> list[str]:
        """Kinds listed in ``never_compared`` that were compared, or never sent privately."""
        compared = self.compared + self.twinned
        return sorted(k for k in hooks.never_compared if k not in self.private or compared[k])


def _difference(mine: list[Text], theirs: list[Text], there: str) -> str:
    """The first event that differs: ``mine`` here, ``theirs`` ``there``."""
    for a, b in zip(mine, theirs, strict=False):
        if a != b:
            return f"{a!r} here, {b!r} {there}"
    return f"{len(mine)} events here, {len(theirs)} {there}"


def replay(rules: Rules, game: Game) -> Any:
    """The game's final state rebuilt from its seed, options and moves."""
    state, _ = rules.setup(game.players, game.seed, rules.options_model.model_validate(game.options))
    for move in game.moves:
        if move[0] == "remove":
            state, _ = rules.remove_seat(state, move[1])
        else:
            state, _ = rules.apply(state, move[1], rules.parse_action(move[2]))
    return state
