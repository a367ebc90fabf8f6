"""Lessons (``/game learn``) in the store, on both databases: a lesson survives its database
being closed and opened again (a restart), two clicks at once move it on once, a step the
learner is no longer at changes nothing, starting over replaces it, and forgetting a person
deletes their lessons."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.boot.registry import load_tutorials
from bot.core.errors import UserError
from bot.engine.tutorial import Progress, Verdict
from bot.service.tutorials import LessonView, TutorialService
from bot.store.db import Database, open_database
from bot.store.stats import StatsStore
from bot.store.tutorials import TutorialStore
from tests.registry import PLUGINS, RULES

LEARNER = 41
GAME = "mascarade"


def _service(db: Database) -> TutorialService:
    return TutorialService(TutorialStore(db), RULES, load_tutorials(PLUGINS))


async def _follow(service: TutorialService, shown: LessonView) -> LessonView:
    """The coach's suggestion at ``shown``'s step (or Next)."""
    suggestion = shown.lesson.step(shown.shown.progress).suggest
    if suggestion is None:
        return await service.read_on(LEARNER, GAME, shown.step)
    return await service.choose(LEARNER, GAME, shown.step, suggestion)


async def test_a_lesson_resumes_at_its_step_after_its_database_is_opened_again(store_location: Path | str) -> None:
    db = await open_database(store_location)
    service = _service(db)
    shown = await service.open(LEARNER, GAME)
    for _ in range(3):
        shown = await _follow(service, shown)
    await db.close()
    db = await open_database(store_location)
    try:
        service = _service(db)
        reopened = await service.open(LEARNER, GAME)
        assert reopened.reopened
        assert reopened.step == shown.step
        assert reopened.shown.progress == shown.shown.progress
        assert reopened.shown.state == shown.shown.state, "the state is the deal with the stored log replayed"
        assert reopened.shown.events == shown.shown.events, "what the learner had not seen yet is shown again"
    finally:
        await db.close()


async def test_two_clicks_at_once_move_the_lesson_on_once(store_location: Path | str) -> None:
    db = await open_database(store_location)
    try:
        service = _service(db)
        shown = await service.open(LEARNER, GAME)
        suggestion = shown.lesson.step(shown.shown.progress).suggest
        assert suggestion is not None
        first, second = await asyncio.gather(
            service.choose(LEARNER, GAME, shown.step, suggestion),
            service.choose(LEARNER, GAME, shown.step, suggestion),
        )
        assert sorted([first.behind, second.behind]) == [False, True], "the second finds the lesson moved on"
        stored = await service.store.get(LEARNER, GAME)
        assert stored is not None
        assert (stored.step, stored.version) == (shown.step + 1, 2)
        # Another process's write in between is refused, not doubled.
        record = await service.store.get(LEARNER, GAME)
        assert record is not None
        moved_on = Progress(step=9, log=record.log, seen=record.seen, reached=record.reached)
        moved = await service.store.save(record, moved_on, finished=False, now=1.0)
        assert moved is not None
        assert await service.store.save(record, moved_on, finished=False, now=1.0) is None
    finally:
        await db.close()


async def test_a_choice_offered_again_changes_nothing_stored(store_location: Path | str) -> None:
    db = await open_database(store_location)
    try:
        service = _service(db)
        shown = await service.open(LEARNER, GAME)
        before = await service.store.get(LEARNER, GAME)
        menu = shown.lesson.rules.menu(shown.shown.state, shown.lesson.tutorial.learner)
        assert menu is not None
        swap_menu = menu.choices[0].menu
        assert swap_menu is not None
        real_swap = next(c.action for c in swap_menu.choices if c.action is not None and c.action.swap)
        answered = await service.choose(LEARNER, GAME, shown.step, real_swap)
        assert answered.verdict is Verdict.RETRY
        assert await service.store.get(LEARNER, GAME) == before
    finally:
        await db.close()


async def test_starting_over_and_forgetting(store_location: Path | str) -> None:
    db = await open_database(store_location)
    try:
        service = _service(db)
        shown = await _follow(service, await service.open(LEARNER, GAME))
        assert shown.step == 1
        again = await service.open(LEARNER, GAME, again=True)
        assert (again.step, again.reopened) == (0, False)
        await StatsStore(db).forget(LEARNER)
        assert await service.store.get(LEARNER, GAME) is None
        with pytest.raises(UserError, match="tutorial-not-started"):
            await service.current(LEARNER, GAME)
    finally:
        await db.close()


async def test_a_finished_lesson_opens_as_a_new_one(store_location: Path | str) -> None:
    db = await open_database(store_location)
    try:
        service = _service(db)
        shown = await service.open(LEARNER, GAME)
        while not shown.finished:
            shown = await _follow(service, shown)
        stored = await service.store.get(LEARNER, GAME)
        assert stored is not None
        assert stored.finished
        assert list(stored.reached) == shown.lesson.tutorial.taught()
        fresh = await service.open(LEARNER, GAME)
        assert (fresh.step, fresh.reopened) == (0, False)
    finally:
        await db.close()
