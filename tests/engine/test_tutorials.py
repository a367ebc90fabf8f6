"""Every game's lesson (``/game learn``), played on its engine: the script is legal where it
plays, the learner is offered every suggested choice, every choice a step accepts keeps the
script playable to its end and every other one changes nothing, the coach has a line for each
moment it can reach (and none it cannot), and docs/tutorials.md lists each step with the rule
ids it teaches, each of which the runner records as reached."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.boot.registry import PLUGINS as SHIPPED
from bot.boot.registry import load_tutorials
from bot.engine.core import Engine, Menu
from bot.engine.tutorial import Lesson, Progress, Shown, Tutorial, Verdict
from bot.i18n import LOCALES
from bot.players.base import LEVELS
from bot.service.tutorials import TutorialService
from cogs.table.menus import path_to
from tests.bounds import bounded
from tests.engine.lessons_doc import documented
from tests.registry import CATALOG, PLUGINS, RULES

TUTORIALS = load_tutorials(PLUGINS)
GAMES = sorted(TUTORIALS)
#: The decision kinds a game asks with a form in a lesson (Suspicion's guesses), by game.
FORMS = {p.id: {f.kind for f in p.presentation().lesson_forms} for p in PLUGINS}


def _lesson(game: str) -> Lesson:
    return Lesson(RULES[game], TUTORIALS[game])


def _leaves(menu: Menu) -> Iterator[Any]:
    for choice in menu.choices:
        if choice.menu is not None:
            yield from _leaves(choice.menu)
        elif choice.action is not None:
            yield choice.action


def _choices(game: str, lesson: Lesson, shown: Shown) -> list[Any]:
    """Everything the learner may choose at an asking step, as the lesson offers it: the
    menu's leaves, or every legal action of a decision asked with a form."""
    rules, learner = lesson.rules, lesson.tutorial.learner
    kinds = {d.kind for d in rules.pending(shown.state) if d.seat == learner}
    if kinds & FORMS[game]:
        return list(rules.legal_actions(shown.state, learner))
    menu = rules.menu(shown.state, learner)
    assert menu is not None, "an asking step finds the learner asked something"
    return list(_leaves(menu))


def _follow(lesson: Lesson, progress: Progress) -> Progress:
    """The coach's suggestions from ``progress`` to the end."""
    for _ in bounded(len(lesson.tutorial.steps) + 1, "the steps of a lesson"):
        if progress.step == lesson.tutorial.last:
            return progress
        shown = lesson.show(progress)
        suggestion = lesson.step(progress).suggest
        if suggestion is None:
            progress = lesson.read_on(shown)
        else:
            progress, verdict = lesson.choose(shown, suggestion)
            assert verdict is Verdict.FOLLOWED
    raise AssertionError("unreachable")


def _asking_steps(lesson: Lesson) -> Iterator[Shown]:
    """The lesson at each step that asks the learner something, along the suggestions."""
    progress = lesson.begin()
    while progress.step < lesson.tutorial.last:
        shown = lesson.show(progress)
        suggestion = lesson.step(progress).suggest
        if suggestion is None:
            progress = lesson.read_on(shown)
            continue
        yield shown
        progress, _ = lesson.choose(shown, suggestion)


@pytest.mark.parametrize("game", GAMES)
def test_following_the_coach_reaches_the_end_and_every_rule_it_teaches(game: str) -> None:
    lesson = _lesson(game)
    learner = lesson.tutorial.learner
    for shown in _asking_steps(lesson):
        suggestion = lesson.step(shown.progress).suggest
        asked = [d for d in lesson.rules.pending(shown.state) if d.seat == learner]
        assert asked, f"step {shown.progress.step + 1}: the learner is asked something"
        if not {d.kind for d in asked} & FORMS[game]:
            menu = lesson.rules.menu(shown.state, learner)
            assert menu is not None
            assert path_to(menu, suggestion) is not None, (
                f"step {shown.progress.step + 1}: the suggestion is a choice of the learner's menu"
            )
        # Never shown another seat's secret.
        assert all(e.to is None or learner in e.to for e in shown.events)
    end = _follow(lesson, lesson.begin())
    assert list(end.reached) == lesson.tutorial.taught()


@pytest.mark.parametrize("game", GAMES)
def test_every_other_choice_is_played_to_the_end_or_offered_again(game: str) -> None:
    lesson = _lesson(game)
    played = 0
    for shown in _asking_steps(lesson):
        step = lesson.step(shown.progress)
        for choice in _choices(game, lesson, shown):
            if choice == step.suggest:
                continue
            progress, verdict = lesson.choose(shown, choice)
            if step.accepts is not None and step.accepts(choice):
                assert verdict is Verdict.PLAYED
                assert progress.step == shown.progress.step + 1
                end = _follow(lesson, progress)
                assert end.step == lesson.tutorial.last, f"{choice} leads to the end"
                played += 1
            else:
                assert verdict is Verdict.RETRY
                assert progress == shown.progress, "a choice offered again changes nothing"
    accepting = [s for s in lesson.tutorial.steps if s.accepts is not None]
    assert bool(played) == bool(accepting)


def _coach_keys(game: str, lesson: Lesson) -> set[str]:
    """Every coach line the lesson can show: each step's, ``-retry`` where a choice is offered
    again, ``-played`` where one is played."""
    keys = {f"{game}-tutorial-{step.coach}" for step in lesson.tutorial.steps}
    for shown in _asking_steps(lesson):
        step = lesson.step(shown.progress)
        others = [c for c in _choices(game, lesson, shown) if c != step.suggest]
        if any(step.accepts is None or not step.accepts(c) for c in others):
            keys.add(f"{game}-tutorial-{step.coach}-retry")
        if any(step.accepts is not None and step.accepts(c) for c in others):
            keys.add(f"{game}-tutorial-{step.coach}-played")
    return keys


@pytest.mark.parametrize("game", GAMES)
def test_the_coach_has_a_line_for_every_moment_and_none_it_cannot_show(game: str) -> None:
    lesson = _lesson(game)
    needed = _coach_keys(game, lesson)
    for locale in LOCALES:
        shipped = {k for k in CATALOG.keys(locale) if k.startswith(f"{game}-tutorial-")}
        assert shipped == needed, f"{locale}: missing {needed - shipped}, never shown {shipped - needed}"


@pytest.mark.parametrize("game", GAMES)
def test_every_coach_line_renders_with_the_numbers_and_names_of_its_moment(game: str) -> None:
    lesson = _lesson(game)
    names = {f"seat{seat}": f"Player {seat}" for seat in range(lesson.tutorial.players)}
    progress = lesson.begin()
    for _ in bounded(len(lesson.tutorial.steps) + 1, "the steps of a lesson"):
        shown = lesson.show(progress)
        facts = lesson.facts(shown.state)
        for key in sorted(
            k for k in _coach_keys(game, lesson) if k.startswith(f"{game}-tutorial-{lesson.step(progress).coach}")
        ):
            for locale in LOCALES:
                line = CATALOG.get(locale, key, {**facts, **names})
                assert "{" not in line, f"{locale} {key}: {line}"
                assert "$" not in line, f"{locale} {key}: {line}"
        if progress.step == lesson.tutorial.last:
            return
        suggestion = lesson.step(progress).suggest
        progress = lesson.read_on(shown) if suggestion is None else lesson.choose(shown, suggestion)[0]


def test_the_docs_list_every_lesson() -> None:
    assert sorted(documented()) == GAMES


@pytest.mark.parametrize("game", GAMES)
def test_the_docs_list_each_step_with_the_rule_ids_it_teaches_and_each_is_reached(game: str) -> None:
    lesson = _lesson(game)
    listed = documented()[game]
    assert listed == [(n, s.coach, s.teaches) for n, s in enumerate(lesson.tutorial.steps, start=1)]
    reached = set(_follow(lesson, lesson.begin()).reached)
    never = [rule for _, _, ids in listed for rule in ids if rule not in reached]
    assert never == [], f"listed in docs/tutorials.md but never reached: {never}"


def test_every_shipped_game_offers_a_lesson() -> None:
    assert sorted(p.id for p in SHIPPED) == sorted(p.id for p in SHIPPED if p.tutorial is not None)


def test_a_lesson_is_a_table_with_computer_players_of_the_game() -> None:
    """The end's practice table has the lesson's size: a size the game plays with computers."""
    for game, tutorial in TUTORIALS.items():
        rules: Engine[Any, Any, Any] = RULES[game]
        least, most = rules.player_range(tutorial.options)
        assert least <= tutorial.players <= most
        assert set(next(p for p in PLUGINS if p.id == game).players) == set(LEVELS)


def test_a_tutorial_ends_with_a_step_that_asks_nothing() -> None:
    tutorial = TUTORIALS[GAMES[0]]
    with pytest.raises(ValueError, match="ends with a step that asks nothing"):
        Tutorial(tutorial.players, tutorial.seed, tutorial.options, tutorial.steps[:1])


def test_a_game_without_a_lesson_is_refused_with_a_reason() -> None:
    without = [p.id for p in PLUGINS if p.tutorial is None]
    assert without, "the tests' fourth game has no lesson"
    service = TutorialService(store=None, games=RULES, tutorials=TUTORIALS)  # type: ignore[arg-type]
    assert not service.offers(without[0])
    assert all(service.offers(game) for game in GAMES)
