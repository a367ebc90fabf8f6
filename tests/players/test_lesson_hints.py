"""💡 in a lesson (``/game learn``): the hint for the learner's decision at every step that
asks something, in every game's lesson, along the coach's suggestions and after every
other choice a step plays as it is.

A lesson has no stored game: its hint is built on the lesson's replayed state and the events
the lesson showed the learner (``Shown.history``). That history is exactly what the lesson
showed, step by step, and nothing addressed to another seat; and the hint depends on nothing
else the learner may not know: with every such secret dealt anew (``hooks_for(game).scramble``)
and the events the lesson never showed the learner dropped or dealt anew, the move and the
reason stay the same, as ``tests/players/test_hints.py`` proves of a table's hints. Each hint
is a legal choice of the learner's menu (or of the form the step asks with); how often it is
the coach's suggestion is printed (``-s``), not required: the coach teaches a rule, the hint
plays to win.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from bot.boot.registry import load_tutorials
from bot.engine.core import Event
from bot.engine.tutorial import Lesson, Progress, Shown, Verdict
from bot.players.base import knowledge_for
from bot.players.hints import GENERIC_REASON, Explainer, Hint, lesson_hint
from cogs.table.hints import choice_path
from cogs.table.menus import paginated
from tests.bounds import bounded
from tests.engine.harness import Texts
from tests.players.test_players import _same_legal, scramble_history
from tests.registry import PLAYERS, PLUGINS, RULES, hooks_for, plugin

TUTORIALS = load_tutorials(PLUGINS)
GAMES = sorted(game for game in TUTORIALS if "sharp" in PLAYERS.get(game, {}))
#: The decision kinds a game asks with a form in a lesson (Suspicion's guesses), by game.
FORMS = {p.id: {f.kind for f in p.presentation().lesson_forms} for p in PLUGINS}
SCRAMBLES = 6
TEXTS = Texts()


def _lesson(game: str) -> Lesson:
    return Lesson(RULES[game], TUTORIALS[game])


def _explainer(game: str) -> Explainer | None:
    factory = plugin(game).hints
    return None if factory is None else factory(RULES[game])


def _asking(lesson: Lesson, progress: Progress) -> Iterator[Shown]:
    """The lesson at each step that asks the learner something, from ``progress`` on, along
    the coach's suggestions."""
    for _ in bounded(len(lesson.tutorial.steps) + 1, "the steps of a lesson"):
        if progress.step == lesson.tutorial.last:
            return
        shown = lesson.show(progress)
        suggestion = lesson.step(progress).suggest
        if suggestion is None:
            progress = lesson.read_on(shown)
            continue
        yield shown
        progress, _ = lesson.choose(shown, suggestion)


def _choices(game: str, lesson: Lesson, shown: Shown) -> list[Any]:
    """Every choice the learner has at ``shown``: the menu's leaves, or every legal action of
    a decision asked with a form."""
    rules, learner = lesson.rules, lesson.tutorial.learner
    if _form(game, lesson, shown):
        return list(rules.legal_actions(shown.state, learner))
    menu = rules.menu(shown.state, learner)
    assert menu is not None
    return [a for a in rules.legal_actions(shown.state, learner) if choice_path(menu, a) is not None]


def _form(game: str, lesson: Lesson, shown: Shown) -> bool:
    return any(d.kind in FORMS[game] for d in lesson.rules.pending(shown.state) if d.seat == lesson.tutorial.learner)


def _positions(game: str) -> Iterator[tuple[bool, Shown]]:
    """Every asking step a learner can meet: (on the coach's path, the lesson there), along
    the suggestions, then along them again after each other choice a step plays as it is."""
    lesson = _lesson(game)
    for shown in _asking(lesson, lesson.begin()):
        yield True, shown
        step = lesson.step(shown.progress)
        for choice in _choices(game, lesson, shown):
            if choice == step.suggest or step.accepts is None or not step.accepts(choice):
                continue
            played, verdict = lesson.choose(shown, choice)
            assert verdict is Verdict.PLAYED
            for later in _asking(lesson, played):
                yield False, later


def _whole_history(lesson: Lesson, progress: Progress) -> list[Event]:
    """Every event of the lesson's game so far, every seat's: the deal and each action's."""
    state, events = lesson.dealt()
    history = list(events)
    for seat, payload in progress.log:
        state, told = lesson.rules.apply(state, seat, lesson.rules.parse_action(json.loads(payload)))
        history += told
    return history


def _hint(game: str, lesson: Lesson, shown: Shown) -> Hint:
    return lesson_hint(PLAYERS[game]["sharp"](lesson.rules), _explainer(game), lesson, shown)


@pytest.mark.parametrize("game", GAMES)
def test_a_lessons_history_is_what_it_showed_the_learner(game: str) -> None:
    """Step by step along the coach's path, the events shown add up to the history, which
    holds no event addressed to another seat only."""
    lesson = _lesson(game)
    learner = lesson.tutorial.learner
    shown_so_far: list[Event] = []
    progress = lesson.begin()
    for _ in bounded(len(lesson.tutorial.steps) + 1, "the steps of a lesson"):
        shown = lesson.show(progress)
        shown_so_far += shown.events
        assert list(shown.history) == shown_so_far, f"step {progress.step + 1}"
        assert all(e.to is None or learner in e.to for e in shown.history)
        if progress.step == lesson.tutorial.last:
            break
        suggestion = lesson.step(progress).suggest
        progress = lesson.read_on(shown) if suggestion is None else lesson.choose(shown, suggestion)[0]
    whole = _whole_history(lesson, progress)
    assert len(whole) > len(shown_so_far), "the lesson's game tells other seats things the learner never sees"


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_hint_ignores_what_the_learner_cannot_see(game: str) -> None:
    lesson = _lesson(game)
    learner = lesson.tutorial.learner
    hooks = hooks_for(game)
    rng = random.Random(f"{game}:lesson-hints")
    compared = 0
    for _, shown in _positions(game):
        hint = _hint(game, lesson, shown)
        knowledge = knowledge_for(lesson.rules, shown.state, learner, shown.history)
        whole = _whole_history(lesson, shown.progress)
        for _ in range(SCRAMBLES):
            twin = hooks.scramble(shown.state, learner, rng, None)
            told = scramble_history(whole, learner, rng)
            twin_knowledge = knowledge_for(lesson.rules, twin, learner, told)
            assert twin_knowledge.view == knowledge.view, "the scramble keeps the learner's view"
            if not _same_legal(twin_knowledge.legal, knowledge.legal):
                continue  # the legal actions are part of what the seat knows (Grimm's bet cards)
            again = _hint(game, lesson, Shown(shown.progress, twin, shown.events, tuple(told)))
            assert again == hint, (
                f"{game} step {shown.progress.step + 1}: the lesson's hint depends on a secret the learner "
                f"may not know: {hint!r} here, {again!r} with other secrets"
            )
            compared += 1
    assert compared > 0, "no scrambled twin was ever compared"


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_hint_is_a_choice_the_learner_has_with_a_reason(game: str) -> None:
    """A legal action the learner can click through (or pick in the step's form), with a
    reason of its own that renders in every language. Prints how often it is the coach's
    suggestion, and how often the lesson would play it (the suggestion, or another choice
    the step plays as it is) rather than explain it and offer the step again."""
    lesson = _lesson(game)
    learner = lesson.tutorial.learner
    counts: dict[bool, Counter[str]] = {True: Counter(), False: Counter()}
    for on_path, shown in _positions(game):
        hint = _hint(game, lesson, shown)
        where = f"{game} step {shown.progress.step + 1}"
        assert hint.action in lesson.rules.legal_actions(shown.state, learner), f"{where}: {hint.action!r}"
        if not _form(game, lesson, shown):
            menu = lesson.rules.menu(shown.state, learner)
            assert menu is not None
            assert choice_path(paginated(menu), hint.action) is not None, f"{where}: not a choice of the menu"
        assert hint.reason.line.key != GENERIC_REASON, f"{where}: a reason of its own"
        for line in (hint.reason.line, *hint.reason.details):
            TEXTS.check(line)
        _, verdict = lesson.choose(shown, hint.action)
        counts[on_path]["steps"] += 1
        counts[on_path][verdict.value] += 1
    for on_path, counted in counts.items():
        print(
            f"{game} ({'the coach’s path' if on_path else 'after another played choice'}): "
            f"{counted['steps']} asking steps, the hint is the suggestion at {counted[Verdict.FOLLOWED]}, "
            f"another played choice at {counted[Verdict.PLAYED]}, offered again at {counted[Verdict.RETRY]}"
        )
    assert counts[True]["steps"] > 0
