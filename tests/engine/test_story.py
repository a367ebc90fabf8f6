"""The story of a finished game (bot/engine/*/story.py): its facts and its chart, on
hand-set games (a bluff nobody challenged, a swap made) and on games replayed from a seed."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from bot.engine.core import BaseState
from bot.service.replay import ReplayStep
from cogs.grimm.rules import story as grimm_story
from cogs.mascarade.rules import story as mascarade_story
from cogs.mascarade.rules.actions import Announce, Pass, Swap
from cogs.suspicion.rules import story as suspicion_story
from tests.bounds import bounded
from tests.engine.mascarade.helpers import make_state
from tests.registry import RULES


def replayed(game: str, players: int, seed: int) -> list[ReplayStep]:
    """A game played to its end by a fixed random policy, as the service replays it."""
    rules = RULES[game]
    state: BaseState
    state, events = rules.setup(players, seed, rules.options_model())
    steps = [ReplayStep(0, None, "setup", state, tuple(events))]
    rng = random.Random(seed)
    for number in bounded(rules, f"{game}, seed {seed}"):
        if state.finished:
            break
        decision = rng.choice(rules.pending(state))
        state, events = rules.apply(state, decision.seat, rng.choice(rules.legal_actions(state, decision.seat)))
        steps.append(ReplayStep(number + 1, decision.seat, "player", state, tuple(events)))
    assert state.finished
    return steps


class Table:
    """A hand-set Mascarade game played step by step."""

    def __init__(self, state: Any) -> None:
        self.rules = RULES["mascarade"]
        self.steps = [ReplayStep(0, None, "setup", state, ())]

    def play(self, seat: int, action: Any) -> None:
        state, events = self.rules.apply(self.steps[-1].state, seat, action)
        self.steps.append(ReplayStep(len(self.steps), seat, "player", state, tuple(events)))

    def announce(self, seat: int, character: str, slot: int) -> None:
        self.play(seat, Announce(character=character, slot=slot))
        for other in (1, 2, 3, 0):
            if other != seat:
                self.play(other, Pass())


def test_an_unchallenged_false_announcement_is_the_best_bluff_and_a_true_one_is_none() -> None:
    table = Table(make_state(["queen", "king", "judge", "bishop"], coins=[6, 6, 6, 6]))
    table.announce(0, "king", 0)  # holding the Queen: the King's 3 coins, unchallenged
    table.announce(1, "king", 1)  # holding the King: no bluff
    bluff = mascarade_story.best_bluff(table.steps)
    assert bluff == mascarade_story.Bluff(seat=0, turn=5, claimed="king", held="queen", gain=3)
    (told,) = [f for f in mascarade_story.tell(table.steps).facts if f.key == "mascarade-story-bluff"]
    assert told.seats == {"seat": 0}
    assert told.args == {"turn": "5", "n": 3}
    assert told.terms == {"claimed_term": "mascarade-card-king", "held_term": "mascarade-card-queen"}


def test_without_a_bluff_the_story_says_so() -> None:
    table = Table(make_state(["queen", "king", "judge", "bishop"]))
    table.play(0, Swap(mine=0, other=1, swap=False))
    assert mascarade_story.best_bluff(table.steps) is None
    assert mascarade_story.tell(table.steps).facts[0].key == "mascarade-story-no-bluff"


def test_the_chart_shows_each_turns_cards_after_it_and_the_longest_held() -> None:
    table = Table(make_state(["queen", "king", "judge", "bishop"], turn=5))
    table.play(0, Swap(mine=0, other=1, swap=True))  # turn 5: the Queen and the King change hands
    table.play(1, Swap(mine=1, other=2, swap=False))  # turn 6: nothing changes
    chart = mascarade_story.chart(table.steps)
    assert chart.turns == (0, 5, 6)
    assert [row[:4] for row in chart.rows] == [
        (("queen",), ("king",), ("judge",), ("bishop",)),
        (("king",), ("queen",), ("judge",), ("bishop",)),
        (("king",), ("queen",), ("judge",), ("bishop",)),
    ]
    held = mascarade_story.longest_held(chart)
    assert held == mascarade_story.Held(seat=2, card="judge", first=0, last=6)


@pytest.mark.parametrize(("players", "seed"), [(3, 1), (6, 2), (13, 3)])
def test_a_replayed_mascarade_charts_every_card_at_every_turn(players: int, seed: int) -> None:
    steps = replayed("mascarade", players, seed)
    story = mascarade_story.tell(steps)
    chart = story.chart
    dealt = Counter(card for place in chart.rows[0] for card in place)
    assert all(Counter(card for place in row for card in place) == dealt for row in chart.rows)
    assert list(chart.turns) == sorted(set(chart.turns))
    last = steps[-1].state
    assert chart.turns[-1] == last.turn  # type: ignore[attr-defined]
    assert chart.rows[-1][:players] == tuple(
        tuple(last.slots[i].card for i in last.owned(seat))  # type: ignore[attr-defined]
        for seat in range(players)
    )
    assert chart.winners == last.outcome.winners  # type: ignore[union-attr]
    assert {f.key for f in story.facts} <= {"mascarade-story-bluff", "mascarade-story-no-bluff", "mascarade-story-held"}


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (4, 2), (5, 3)])
def test_a_replayed_grimm_shows_every_round_with_every_identity(players: int, seed: int) -> None:
    steps = replayed("grimm", players, seed)
    story = grimm_story.tell(steps)
    final: Any = steps[-1].state
    assert [b.round for b in story.chart.boards] == list(range(1, final.round + 1))
    for board, result in zip(story.chart.boards, final.history, strict=False):
        assert board.identities == tuple(tuple(c) for c in result.characters)
        assert board.winner == result.winner
        assert all(set(chars) <= set(board.characters) for chars in board.identities)
    right = Counter(
        s.seat for s in steps for e in s.events if e.text.key == "grimm-event-point-right" and s.seat is not None
    )
    finger = story.facts[0]
    if right:
        assert finger.key == "grimm-story-finger"
        assert finger.args["n"] == max(right.values())
    else:
        assert finger.key == "grimm-story-no-finger"


def test_suspicion_guesses_against_the_truth_hand_set() -> None:
    steps = replayed("suspicion", 3, 4)
    final: Any = steps[-1].state.model_copy(deep=True)
    guests = [s.guest for s in final.secrets]
    final.secrets[0].guesses = {1: guests[1], 2: guests[1]}  # one right, one wrong
    final.secrets[1].guesses = {0: guests[0], 2: guests[2]}  # both right
    final.secrets[2].guesses = {0: None, 1: guests[0]}  # no guess, one wrong
    sheets = suspicion_story.sheets(final)
    assert sheets.guesses[0] == (None, guests[1], guests[1])
    assert [sheets.right(s) for s in range(3)] == [1, 2, 0]
    assert [sheets.guessed_by(s) for s in range(3)] == [1, 1, 1]
    told = suspicion_story.tell([*steps[:-1], ReplayStep(len(steps), None, "player", final, ())])
    assert told.facts[0].key == "suspicion-story-guesser"
    assert told.facts[0].seats == {"seat": 1}
    assert told.facts[0].args == {"n": 2}
    assert told.facts[1].key == "suspicion-story-hidden"
    assert told.facts[1].seats == {"seat": 0}


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (6, 2)])
def test_a_replayed_suspicion_shows_each_players_sheet(players: int, seed: int) -> None:
    steps = replayed("suspicion", players, seed)
    final: Any = steps[-1].state
    sheets = suspicion_story.tell(steps).chart
    assert sheets.guests == tuple(s.guest for s in final.secrets)
    for score in final.scores:
        assert sheets.right(score.seat) == len(score.correct)
        assert sheets.guessed_by(score.seat) == score.guessed_by
