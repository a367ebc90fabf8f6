"""The conformance harness, run on every game in the registry (``bot.boot.registry.load_games``).

Seeded random complete games over every table size and option combination check the
engine contract step by step (see :mod:`tests.engine.harness`); replays in a fresh process
with another hash seed rebuild the same states; golden logs pin each engine's events.

By default each game plays ``GAMES`` random games, split into ``SHARDS`` tests so that
pytest-xdist spreads them; ``MN_GAMES`` sets the number (1000 for a longer look),
``MN_FULL=1`` plays 10,000. The base seed is new on every run (``MN_SEED`` replays one); test ids and failure
messages name it, and a failure also names the game and its own seed.
``MN_GOLDEN=write`` rewrites the golden logs after a deliberate rule change.
"""

from __future__ import annotations

import json
import logging
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from bot.boot.registry import EXTRA_GAMES_ENV
from bot.engine.core import Event
from tests.bounds import bounded
from tests.engine.harness import COUNTERS, Coverage, Game, Harness, Sampling, Texts, configs
from tests.engine.seeds import BASE_SEED
from tests.registry import EXTRA_GAMES, RULES, hooks_for

pytestmark = pytest.mark.every_game

FULL = os.environ.get("MN_FULL") == "1"
# 400 games per game keep the whole suite within minutes on two cores; each run has a new
# seed, so runs add up. MN_GAMES sets the number outright: the mutation run
# (tests/mutation/run.py) plays few.
GAMES = int(os.environ.get("MN_GAMES", 10_000 if FULL else 400))
SHARDS = 8
# Menus, refusals, views, JSON and extra legal actions on this share of steps; the event
# non-interference check (a handful of applies per viewer) on that one and on the first
# moves of every action kind; replay in-process
# on a share of games (the fresh-process test replays more).
SAMPLING = Sampling(heavy=0.03, events=0.01, replay=0.1, first_of_kind=15)
SECRECY_GAMES = min(120, GAMES)  # games with the event check on the first SECRECY_MOVES moves of each kind
SECRECY_MOVES = 60
SECRECY_MET = 3  # an event kind met this often must have been compared at least once
REPLAYS = 20  # games per game id replayed in a fresh process
GOLDEN = Path(__file__).parent / "golden"
ROOT = Path(__file__).resolve().parents[2]

# Every registered game, plus the tests' own fourth game (tests/registry.py).
HOOKS = {game: hooks_for(game) for game in RULES}
TEXTS = Texts()


def _foreign(game: str) -> list[Any]:
    """One legal action of every other game, at its opening."""
    out = []
    for other, rules in RULES.items():
        if other == game:
            continue
        options = rules.options_model()
        state, _ = rules.setup(rules.player_range(options)[0], 1, options)
        out.append(rules.legal_actions(state, rules.pending(state)[0].seat)[0])
    return out


def _harness(game: str) -> Harness:
    return Harness(RULES[game], HOOKS[game], TEXTS, _foreign(game))


def _table(game: str, k: int) -> tuple[int, Any, int]:
    """The k-th random game of ``game`` in this run: players, options, seed."""
    rng = random.Random(f"{BASE_SEED}:{game}:{k}")
    tables = configs(RULES[game], HOOKS[game])
    players, options = tables[k % len(tables)]
    if "first_seat" in type(options).model_fields and rng.random() < 0.3:
        options = options.model_copy(update={"first_seat": rng.randrange(players)})
    return players, options, rng.randrange(2**31)


def _play(harness: Harness, game: str, k: int, sampling: Sampling) -> tuple[Game, Any]:
    players, options, seed = _table(game, k)
    try:
        return harness.play(players, options, seed, sampling)
    except AssertionError as failure:
        where = f"{game} game {k}: players={players} options={options!r} seed={seed}"
        raise AssertionError(f"MN_SEED={BASE_SEED} {where}: {failure}") from failure


# The base seed is part of every test id, so a FAILED line names it even under ``-q``
# (pytest-xdist workers all derive the same one, see ``tests/engine/seeds.py``).
SEEDED = f"MN_SEED={BASE_SEED}"


@pytest.mark.parametrize(
    ("game", "shard"),
    [pytest.param(game, shard, id=f"{game}-{shard}-{SEEDED}") for game in RULES for shard in range(SHARDS)],
)
def test_random_games(game: str, shard: int, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING)
    harness = _harness(game)
    for k in range(shard, GAMES, SHARDS):
        _play(harness, game, k, SAMPLING)
    assert not caplog.records, [r.getMessage() for r in caplog.records]


@pytest.mark.parametrize("game", [pytest.param(game, id=f"{game}-{SEEDED}") for game in RULES])
def test_event_secrecy_reaches_every_event(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Both secrecy checks on many moves of each kind, and the set-up check on every deal.
    Each kind of event met at least ``SECRECY_MET`` times has been reached — compared with
    scrambled secrets, shown to come with a reveal the viewer's views carry, or (a public
    kind) shown to a viewer from whom nothing was hidden — so no kind escapes the event
    check; and every kind private to someone has been compared at least once — shown to a
    viewer whose secrets were scrambled, after a move or at the set-up, or produced by a
    move compared with its twins — unless the game's hooks say why no pair can ever hold it."""
    harness = _harness(game)
    before = [counter.copy() for counter in COUNTERS]
    for k in range(SECRECY_GAMES):
        _play(harness, game, GAMES + k, Sampling(heavy=0.0, events=0.0, replay=0.0, first_of_kind=SECRECY_MOVES))
    reached = Coverage.since(before)
    with capsys.disabled():
        print(f"\n{game} over {SECRECY_GAMES} games (MN_SEED={BASE_SEED}): pairs compared, with a reveal, twins")
        for key in sorted(reached.met.keys() | reached.private.keys() | reached.compared.keys()):
            where = "private" if key in reached.private else "public"
            print(
                f"  {reached.compared[key]:7d} {reached.revealed[key]:7d} {reached.twinned[key]:7d}  {key}"
                f"  ({where}, in {reached.met[key]} moves)"
            )
        print(f"  skipped: {dict(reached.skipped)}; twins by action: {dict(reached.twinned_actions)}")
    missed = reached.missed(SECRECY_MET)
    assert not missed, f"MN_SEED={BASE_SEED}: event kinds never reached: {missed}"
    uncompared = reached.uncompared(HOOKS[game])
    assert not uncompared, f"MN_SEED={BASE_SEED}: private event kinds never compared: {uncompared}"
    stale = reached.stale(HOOKS[game])
    assert not stale, f"MN_SEED={BASE_SEED}: listed as never compared, but compared or never sent: {stale}"


@pytest.mark.parametrize("game", [pytest.param(game, id=f"{game}-{SEEDED}") for game in RULES])
def test_replay_in_a_fresh_process_with_another_hash_seed(game: str, tmp_path: Path) -> None:
    harness = _harness(game)
    logs, snapshots = [], []
    for k in range(REPLAYS):
        record, final = _play(harness, game, 2 * GAMES + k, Sampling(heavy=0.0, events=0.0))
        logs.append(record.__dict__)
        snapshots.append(final.model_dump_json())
    path = tmp_path / "logs.json"
    path.write_text(json.dumps(logs))
    here = os.environ.get("PYTHONHASHSEED", "random")
    env = {
        **os.environ,
        "PYTHONHASHSEED": "4242" if here != "4242" else "2424",
        "PYTHONPATH": str(ROOT),
        EXTRA_GAMES_ENV: EXTRA_GAMES,
    }
    done = subprocess.run(
        [sys.executable, "-m", "tests.engine.replay", str(path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    replayed = json.loads(done.stdout)
    for log, mine, theirs in zip(logs, snapshots, replayed, strict=True):
        assert theirs == mine, f"MN_SEED={BASE_SEED}: replay differs for {log}"


# -- golden logs ---------------------------------------------------------------------------


def _golden_cases() -> list[tuple[str, int]]:
    return [(game, i) for game in RULES for i in range(len(HOOKS[game].golden))]


def _dump(events: list[Event]) -> list[dict[str, Any]]:
    return [e.model_dump(mode="json") for e in events]


def _record_golden(game: str, i: int) -> dict[str, Any]:
    """A random game from the golden seed: its moves and, for each, the events it produced."""
    rules = RULES[game]
    players, options, seed = HOOKS[game].golden[i]
    state, events = rules.setup(players, seed, options)
    rng = random.Random(seed)
    steps = []
    for _ in bounded(rules, f"golden {game} game {i + 1}, seed {seed}"):
        if state.finished:
            break
        decision = rng.choice(rules.pending(state))
        action = rng.choice(rules.legal_actions(state, decision.seat))
        state, new = rules.apply(state, decision.seat, action)
        steps.append({"seat": decision.seat, "action": action.model_dump(mode="json"), "events": _dump(new)})
    return {
        "game": game,
        "players": players,
        "seed": seed,
        "options": options.model_dump(mode="json"),
        "setup": _dump(events),
        "steps": steps,
        "outcome": state.outcome.model_dump(mode="json") if state.outcome else None,
    }


def _golden_json(log: dict[str, Any]) -> str:
    """One line per move, so a rule change's diff shows which moves' events changed."""
    head = {k: v for k, v in log.items() if k != "steps"}
    lines = [json.dumps(step, ensure_ascii=False, sort_keys=True) for step in log["steps"]]
    body = json.dumps(head, ensure_ascii=False, sort_keys=True)[:-1]
    return body + ', "steps": [\n' + ",\n".join(lines) + "\n]}\n"


def _replay_golden(game: str, log: dict[str, Any], secrecy: Harness | None = None) -> Any:
    """The log's moves from its seed, each giving exactly the logged events; with a
    ``secrecy`` harness, each also passes both secrecy checks. Returns the final state."""
    rules = RULES[game]
    rng = random.Random(f"golden:{log['seed']}")
    state, events = rules.setup(log["players"], log["seed"], rules.options_model(**log["options"]))
    assert _dump(events) == log["setup"], "set-up events"
    for n, step in enumerate(log["steps"]):
        move = (step["seat"], rules.parse_action(step["action"]))
        after, events = rules.apply(state, *move)
        assert _dump(events) == step["events"], f"events of move {n + 1}"
        if secrecy is not None:
            secrecy.secrecy(state, move, after, events, rng)
        state = after
    return state


@pytest.mark.parametrize(("game", "i"), _golden_cases(), ids=lambda v: str(v))
def test_golden_log(game: str, i: int) -> None:
    """Seed + options + moves give exactly the stored events and outcome.
    ``MN_GOLDEN=write`` first puts every move of the new log through both secrecy checks,
    so that a rewrite cannot pin a leak the random games have not met yet; the stored log
    stays as it was when one fails."""
    path = GOLDEN / f"{game}-{i + 1}.json"
    if os.environ.get("MN_GOLDEN") == "write":
        log = _record_golden(game, i)
        _replay_golden(game, log, secrecy=_harness(game))
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(_golden_json(log), encoding="utf-8")
    assert path.exists(), f"{path.name} missing: MN_GOLDEN=write pytest {__file__} writes it"
    stored = json.loads(path.read_text(encoding="utf-8"))
    state = _replay_golden(game, stored)
    assert state.outcome is not None
    assert state.outcome.model_dump(mode="json") == stored["outcome"]
