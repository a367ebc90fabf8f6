"""``Engine.progress``: where each game is, for the table (issue 9 §1).

Seeded random games of every game, checked after every action: the queue starts with the
seats that must act now, the turn only grows, someone is queued while the game is on, and each
game's own promises (a Mascarade claim queues its answerers and then the next player; Grimm
names its round).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.core import Progress
from bot.games import load_games

GAMES = load_games()
SEEDS = range(6)


def _games(game: str, players: int) -> list[list[tuple[Any, Progress]]]:
    """Each seeded game as its (state, progress) after every step, to the end."""
    rules = GAMES[game]
    played = []
    for seed in SEEDS:
        rng = random.Random(seed)
        state, _ = rules.setup(players, seed, rules.options_model())
        steps = [(state, rules.progress(state))]
        for _ in range(rules.max_actions):
            pending = rules.pending(state)
            if not pending:
                break
            seat = rng.choice(pending).seat
            state, _ = rules.apply(state, seat, rng.choice(list(rules.legal_actions(state, seat))))
            steps.append((state, rules.progress(state)))
        assert state.finished
        played.append(steps)
    return played


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_queue_starts_with_whoever_must_act_and_the_turn_only_grows(game: str) -> None:
    rules = GAMES[game]
    for steps in _games(game, 4):
        last_turn = 0
        for state, progress in steps:
            acting = {d.seat for d in rules.pending(state)}
            assert set(progress.queue[: len(acting)]) == acting, (progress, acting)
            assert len(set(progress.queue)) == len(progress.queue), "nobody is queued twice"
            assert progress.turn >= last_turn
            last_turn = progress.turn
            if state.finished:
                assert progress.queue == ()
                assert progress.owner is None
            else:
                assert progress.queue, "someone is expected while the game is on"


def test_a_mascarade_claim_queues_its_answerers_then_the_next_player() -> None:
    claims = 0
    for steps in _games("mascarade", 4):
        for state, progress in steps:
            if state.phase == "contest":
                claims += 1
                assert state.claim is not None
                following = state.left_of(state.current)
                assert progress.queue == tuple(dict.fromkeys([*state.claim.waiting, following]))
                assert progress.owner == state.current
            elif state.phase == "turn" and not state.finished:
                assert progress.queue == (state.current,)
                assert progress.turn == state.turn
    assert claims, "the seeds play some claims"


def test_grimm_names_its_round_and_queues_token_requests_before_the_active_seat() -> None:
    asked = 0
    for steps in _games("grimm", 4):
        for state, progress in steps:
            assert progress.round == state.round
            requests = [r.seat for r in state.requests if r.open]
            if requests and state.stage != "draft" and not state.finished:
                asked += 1
                assert progress.queue[-1] == state.active
                assert list(progress.queue[: len(requests)]) == list(dict.fromkeys(requests))
    assert asked, "the seeds ask for some tokens"


def test_suspicion_guessing_is_nobodys_turn() -> None:
    for steps in _games("suspicion", 4):
        guessing = [p for s, p in steps if s.phase == "guess"]
        assert guessing, "every game ends with the guesses"
        assert all(p.owner is None for p in guessing)
