"""``/game learn``: a person's guided first game, on the real engine, stored as it goes.

No discord here. A lesson belongs to one learner and one game; it never touches a table (no
game row, no channel, nothing announced), so it runs anywhere, beside any game or lobby.
Each move on is one write, checked against the version read (two clicks at once move it on
once), and the state is rebuilt from the tutorial's deal and the stored log: quitting and
coming back later, after a restart too, resumes at the same step.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.core.clock import WALL_CLOCK, Clock
from bot.core.errors import UserError
from bot.engine.core import ActionModel, Engine
from bot.engine.errors import IllegalAction
from bot.engine.tutorial import Lesson, Progress, Shown, Tutorial, Verdict
from bot.store.tutorials import TutorialRecord, TutorialStore

__all__ = ["LessonView", "TutorialService"]


@dataclass(frozen=True, slots=True)
class LessonView:
    """A lesson as the learner is shown it: the lesson (its tutorial and engine), where it is,
    what became of the choice just made (None: none was), whether it was reopened from the
    store (``/game learn`` again, or a click on a message behind the lesson), and whether
    the click was on a message behind it (nothing changed)."""

    game: str
    lesson: Lesson
    shown: Shown
    verdict: Verdict | None = None
    reopened: bool = False
    behind: bool = False

    @property
    def step(self) -> int:
        return self.shown.progress.step

    @property
    def finished(self) -> bool:
        return self.step == self.lesson.tutorial.last


class TutorialService:
    def __init__(
        self,
        store: TutorialStore,
        games: Mapping[str, Engine[Any, Any, Any]],
        tutorials: Mapping[str, Tutorial],
        *,
        clock: Clock = WALL_CLOCK,
    ) -> None:
        self.store = store
        self.clock = clock
        self.lessons = {game: Lesson(games[game], tutorial) for game, tutorial in tutorials.items()}
        # One learner's clicks on one lesson, one at a time in this process (the version check
        # guards against anything else); a lock lives while someone holds or awaits it.
        self._locks: weakref.WeakValueDictionary[tuple[int, str], asyncio.Lock] = weakref.WeakValueDictionary()

    def offers(self, game: str) -> bool:
        return game in self.lessons

    def _lesson(self, game: str) -> Lesson:
        lesson = self.lessons.get(game)
        if lesson is None:
            raise UserError("tutorial-none")
        return lesson

    def _lock(self, user_id: int, game: str) -> asyncio.Lock:
        lock = self._locks.get((user_id, game))
        if lock is None:
            lock = self._locks[(user_id, game)] = asyncio.Lock()
        return lock

    async def open(self, user_id: int, game: str, *, again: bool = False) -> LessonView:
        """The learner's lesson of ``game`` where they left it; a new one when they have none,
        finished the last one, or ask to start ``again``."""
        lesson = self._lesson(game)
        async with self._lock(user_id, game):
            record = await self.store.get(user_id, game)
            if record is not None and not record.finished and not again:
                return LessonView(game, lesson, lesson.show(_progress(record)), reopened=True)
            progress = lesson.begin()
            await self.store.begin(
                user_id, game, progress, finished=progress.step == lesson.tutorial.last, now=self.clock()
            )
            return LessonView(game, lesson, lesson.show(progress))

    async def current(self, user_id: int, game: str) -> LessonView:
        """The lesson as stored (a sub-menu opened, the form asked for): nothing moves on."""
        lesson = self._lesson(game)
        record = await self._stored(user_id, game)
        return LessonView(game, lesson, lesson.show(_progress(record)))

    async def choose(self, user_id: int, game: str, step: int, action: ActionModel) -> LessonView:
        """The learner chose ``action`` at ``step``."""
        return await self._move_on(user_id, game, step, action)

    async def read_on(self, user_id: int, game: str, step: int) -> LessonView:
        """The learner read ``step`` (one that asks nothing) and goes on."""
        return await self._move_on(user_id, game, step, None)

    async def _move_on(self, user_id: int, game: str, step: int, action: ActionModel | None) -> LessonView:
        lesson = self._lesson(game)
        async with self._lock(user_id, game):
            record = await self._stored(user_id, game)
            shown = lesson.show(_progress(record))
            if record.step != step:
                # A click on a message behind the lesson (a second copy, or one already
                # answered): it shows where the lesson is, and changes nothing.
                return LessonView(game, lesson, shown, reopened=True, behind=True)
            if action is None:
                if lesson.step(shown.progress).suggest is not None or record.finished:
                    raise UserError("error-stale")
                progress, verdict = lesson.read_on(shown), None
            else:
                if lesson.step(shown.progress).suggest is None:
                    raise UserError("error-stale")
                try:
                    progress, verdict = lesson.choose(shown, action)
                except IllegalAction as exc:
                    raise UserError(exc.reason) from None
                if verdict is Verdict.RETRY:
                    return LessonView(game, lesson, shown, verdict)
            saved = await self.store.save(
                record, progress, finished=progress.step == lesson.tutorial.last, now=self.clock()
            )
            if saved is None:
                raise UserError("error-stale")  # another process moved it on meanwhile
            return LessonView(game, lesson, lesson.show(progress), verdict)

    async def _stored(self, user_id: int, game: str) -> TutorialRecord:
        record = await self.store.get(user_id, game)
        if record is None:
            raise UserError("tutorial-not-started")
        return record


def _progress(record: TutorialRecord) -> Progress:
    return Progress(step=record.step, log=record.log, seen=record.seen, reached=record.reached)
