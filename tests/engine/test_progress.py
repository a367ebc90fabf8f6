"""``Engine.progress``: where each game is, for the table.

Seeded random games of every game, checked after every action: the turn only grows, a
finished game is nobody's turn, and each game's own promises (a Mascarade turn is its
player's through the claim's answers; Grimm names its round).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.core import Progress
from tests.bounds import bounded
from tests.registry import RULES as GAMES

pytestmark = pytest.mark.every_game

SEEDS = range(6)
TABLE = 4  # players, or as many as a smaller game seats


def _games(game: str, players: int) -> list[list[tuple[Any, Progress]]]:
    """Each seeded game as its (state, progress) after every step, to the end."""
    rules = GAMES[game]
    played = []
    for seed in SEEDS:
        rng = random.Random(seed)
        state, _ = rules.setup(players, seed, rules.options_model())
        steps = [(state, rules.progress(state))]
        for _ in bounded(rules, f"{game}, seed {seed}"):
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
def test_the_turn_only_grows_and_a_finished_game_is_nobodys_turn(game: str) -> None:
    rules = GAMES[game]
    for steps in _games(game, min(TABLE, rules.player_range(rules.options_model())[1])):
        last_turn = 0
        for state, progress in steps:
            assert progress.turn >= last_turn
            last_turn = progress.turn
            if state.finished:
                assert progress.owner is None
            elif progress.owner is not None:
                assert 0 <= progress.owner < state.players


def test_a_mascarade_turn_is_its_players_through_the_claims_answers() -> None:
    claims = 0
    for steps in _games("mascarade", 4):
        for state, progress in steps:
            if state.finished:
                continue
            assert progress.owner == state.current
            assert progress.turn == state.turn, "the answers to a claim are part of the announcer's turn"
            claims += state.phase == "contest"
    assert claims, "the seeds play some claims"


def test_grimm_names_its_round_and_a_token_request_keeps_the_active_seats_turn() -> None:
    asked = 0
    for steps in _games("grimm", 4):
        for state, progress in steps:
            assert progress.round == state.round
            if any(r.open for r in state.requests) and state.stage != "draft" and not state.finished:
                asked += 1
                assert progress.owner == state.active
    assert asked, "the seeds ask for some tokens"


def test_suspicion_guessing_is_nobodys_turn() -> None:
    for steps in _games("suspicion", 4):
        guessing = [p for s, p in steps if s.phase == "guess"]
        assert guessing, "every game ends with the guesses"
        assert all(p.owner is None for p in guessing)
