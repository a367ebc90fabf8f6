"""Each person's progress in each game's tutorial (``/game learn``): one row per learner and
game, written whenever the lesson moves on, so that it resumes where it stopped, after a
restart too. The state is not stored: it is the tutorial's deal with the log replayed."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Protocol

from bot.store.db import Database, Row

__all__ = ["Progress", "TutorialRecord", "TutorialStore"]


class Progress(Protocol):
    """What the store writes of a lesson's progress (the engine's ``Progress`` is one; the
    store imports no engine)."""

    @property
    def step(self) -> int: ...
    @property
    def log(self) -> tuple[tuple[int, str], ...]: ...
    @property
    def seen(self) -> int: ...
    @property
    def reached(self) -> tuple[str, ...]: ...


@dataclass(frozen=True, slots=True)
class TutorialRecord:
    """A learner's progress: the step shown, every action applied since the deal (seat and
    action JSON), from which position of the game the learner has not been shown what
    happened (0: the deal), the rule ids taught so far, and the count of writes."""

    user_id: int
    game: str
    step: int
    log: tuple[tuple[int, str], ...]
    seen: int
    reached: tuple[str, ...]
    version: int
    finished: bool


_COLUMNS = "user_id, game, step, log, seen, reached, version, finished_at"


def _record(row: Row) -> TutorialRecord:
    user_id, game, step, log, seen, reached, version, finished_at = row
    return TutorialRecord(
        user_id=int(user_id),
        game=str(game),
        step=int(step),
        log=tuple((int(seat), str(action)) for seat, action in json.loads(log)),
        seen=int(seen),
        reached=tuple(str(rule) for rule in json.loads(reached)),
        version=int(version),
        finished=finished_at is not None,
    )


class TutorialStore:
    def __init__(self, db: Database) -> None:
        self.db = db

    async def get(self, user_id: int, game: str) -> TutorialRecord | None:
        row = await self.db.fetchone(
            f"SELECT {_COLUMNS} FROM tutorials WHERE user_id = ? AND game = ?", (user_id, game)
        )
        return None if row is None else _record(row)

    async def begin(self, user_id: int, game: str, progress: Progress, *, finished: bool, now: float) -> TutorialRecord:
        """A lesson from its start, replacing the learner's earlier one of this game (a
        finished one, or one they start over)."""
        p = progress
        async with self.db.transaction() as tx:
            await tx.execute("DELETE FROM tutorials WHERE user_id = ? AND game = ?", (user_id, game))
            await tx.execute(
                "INSERT INTO tutorials (user_id, game, step, log, seen, reached, version, started_at, updated_at,"
                " finished_at) VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?)",
                (
                    user_id,
                    game,
                    p.step,
                    json.dumps(p.log),
                    p.seen,
                    json.dumps(p.reached),
                    now,
                    now,
                    now if finished else None,
                ),
            )
        return TutorialRecord(user_id, game, p.step, p.log, p.seen, p.reached, 1, finished)

    async def save(
        self, current: TutorialRecord, progress: Progress, *, finished: bool, now: float
    ) -> TutorialRecord | None:
        """The lesson moved on from ``current``; None (nothing written) if another write
        came first (a second click at once, in this process or another)."""
        p = progress
        changed = await self.db.execute(
            "UPDATE tutorials SET step = ?, log = ?, seen = ?, reached = ?, version = version + 1, updated_at = ?,"
            " finished_at = ? WHERE user_id = ? AND game = ? AND version = ?",
            (
                p.step,
                json.dumps(p.log),
                p.seen,
                json.dumps(p.reached),
                now,
                now if finished else None,
                current.user_id,
                current.game,
                current.version,
            ),
        )
        if not changed:
            return None
        return TutorialRecord(
            current.user_id, current.game, p.step, p.log, p.seen, p.reached, current.version + 1, finished
        )
