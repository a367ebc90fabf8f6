"""Computer players over the conformance harness's tables: every move legal, every game
ends, and a choice depends on nothing the seat may not know (the scrambling test).

Tables (player count, options) and scramblers come from the conformance harness
(``tests/engine``): the scrambler of a game rebuilds a state that agrees with a viewer on
everything it may know and differs, at random, in everything else. The seat's view must
be the same in both, and the computer must make the same move when its knowledge is built
from the scrambled state and a scrambled event history: the events addressed to other
seats (their answers, peeks and draws) are dropped or dealt out anew, the ones the seat
saw (public, or addressed to it) stay.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot.engine.core import ActionModel, Event
from bot.engine.text import text
from bot.players.base import LEVELS, Level, knowledge_for, move_rng
from tests.bounds import bounded
from tests.engine.harness import configs
from tests.engine.seeds import BASE_SEED
from tests.registry import PLAYERS, computer_move, hooks_for, player_for
from tests.registry import RULES as EVERY_GAME

pytestmark = pytest.mark.every_game

RULES = {game: rules for game, rules in EVERY_GAME.items() if game in PLAYERS}
GAMES = 10  # computer-only games per game and level (the benchmark plays thousands)
SCRAMBLE_SHARE = 0.2  # decision points checked with scrambled secrets
# A game this short (the guessing game's four moves) is checked at every decision point:
# sampled at SCRAMBLE_SHARE, a run of a few such games would now and then compare nothing.
SHORT_GAME = 50
SCRAMBLES = 2
SEEDED = f"MN_SEED={BASE_SEED}"
COMPARED: Counter[str] = Counter()  # scrambled twins whose choice was compared, per game


def _tables(game: str) -> list[tuple[int, Any]]:
    return configs(RULES[game], hooks_for(game))


def play(game: str, level: Level, k: int, scramble: bool) -> Any:
    """One computer-only game; with ``scramble``, the scrambling check at sampled decisions."""
    rules = RULES[game]
    rng = random.Random(f"{BASE_SEED}:{game}:{level}:{k}")
    tables = _tables(game)
    players, options = tables[k % len(tables)]
    state, events = rules.setup(players, rng.randrange(2**31), options)
    history: list[Event] = list(events)
    share = 1.0 if type(rules).max_actions <= SHORT_GAME else SCRAMBLE_SHARE
    for _ in bounded(rules, f"{game} {level}, game {k}"):
        if state.finished:
            break
        seat = rng.choice(rules.pending(state)).seat
        action = computer_move(rules, level, state, seat, history)
        assert action in rules.legal_actions(state, seat), f"{game}: seat {seat} chose {action!r}, not legal"
        if scramble and rng.random() < share:
            check_scrambled(game, level, state, seat, history, action, rng)
        state, events = rules.apply(state, seat, action)
        history += events
    return state


def check_scrambled(
    game: str, level: Level, state: Any, seat: int, history: list[Event], action: ActionModel, rng: random.Random
) -> None:
    rules, hooks = RULES[game], hooks_for(game)
    knowledge = knowledge_for(rules, state, seat, history)
    for _ in range(SCRAMBLES):
        twin = hooks.scramble(state, seat, rng, None)
        twin_knowledge = knowledge_for(rules, twin, seat, scramble_history(history, seat, rng))
        assert twin_knowledge.view == knowledge.view, f"{game}: the scramble changed seat {seat}'s view"
        if not _same_legal(twin_knowledge.legal, knowledge.legal):
            # The legal actions are part of what the seat knows when it acts (Grimm's
            # Secrets lists the bet cards still in the deck): such a twin is not the same
            # knowledge, so it proves nothing either way.
            continue
        COMPARED[game] += 1
        chosen = player_for(rules, level).choose(twin_knowledge, move_rng(twin, seat))
        assert chosen == action, f"{game} {level}: seat {seat} chose by a secret it may not know"


def scramble_history(history: list[Event], seat: int, rng: random.Random) -> list[Event]:
    """The history as another game could have had it for everything ``seat`` did not see:
    events addressed to other seats are all dropped, or each given the text of another such
    event of the same kind (someone else's answer, peek or draw). What the seat saw stays."""
    hidden = [i for i, e in enumerate(history) if e.to is not None and seat not in e.to]
    if rng.random() < 0.5:
        return [e for i, e in enumerate(history) if i not in set(hidden)]
    out = list(history)
    for i in hidden:
        same = [history[j].text for j in hidden if history[j].text.key == history[i].text.key]
        out[i] = history[i].model_copy(update={"text": rng.choice(same)})
    return out


def test_the_history_scramble_keeps_what_the_seat_saw_and_changes_the_rest() -> None:
    """Without this, a player reading others' answers through the history would pass."""
    mine, public = Event(text=text("a", n=1), to=(0,)), Event(text=text("b"))
    theirs = [Event(text=text("answer", answer=str(i)), to=(1,)) for i in range(6)]
    history = [mine, public, *theirs]
    rng = random.Random(3)
    twins = [scramble_history(history, 0, rng) for _ in range(20)]
    assert all([e for e in twin if e.to is None or 0 in e.to] == [mine, public] for twin in twins)
    assert any(twin != history for twin in twins)
    assert any(len(twin) == 2 for twin in twins)
    assert any(len(twin) == len(history) and twin != history for twin in twins)


def _same_legal(a: Any, b: Any) -> bool:
    """A lazily enumerated legal space (Suspicion's guesses) compares by its definition."""
    if isinstance(a, list) and isinstance(b, list):
        return a == b
    return type(a) is type(b) and vars(a) == vars(b)


@pytest.mark.parametrize(
    ("game", "level"), [pytest.param(g, lv, id=f"{g}-{lv}-{SEEDED}") for g in RULES for lv in LEVELS]
)
def test_computer_only_games_are_legal_and_end(game: str, level: Level) -> None:
    for k in range(GAMES):
        assert play(game, level, k, scramble=False).finished


@pytest.mark.parametrize(
    ("game", "level"), [pytest.param(g, lv, id=f"{g}-{lv}-{SEEDED}") for g in RULES for lv in LEVELS]
)
def test_choices_ignore_secrets_the_seat_may_not_know(game: str, level: Level) -> None:
    before = COMPARED[game]
    for k in range(GAMES // 2):
        play(game, level, GAMES + k, scramble=True)
    assert COMPARED[game] > before, "no scrambled twin was ever compared"


def test_a_move_is_the_same_on_every_replay() -> None:
    """The generator is seeded from the game, the version and the seat: a restart in the
    middle of a computer turn makes the same move."""
    for game, rules in RULES.items():
        options = rules.options_model()
        state, events = rules.setup(rules.player_range(options)[0], 7, options)
        seat = rules.pending(state)[0].seat
        moves = {computer_move(rules, "casual", state, seat, events) for _ in range(3)}
        assert len(moves) == 1, game
