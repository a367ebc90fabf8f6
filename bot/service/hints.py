"""Hints in the service: what the sharp computer player would do from a person's seat, and
why (:mod:`bot.players.hints`). No discord here.

A table offers hints when its game record says so (``GameRecord.hints``: the host allowed
them in the lobby, or the table was opened for practice or a tutorial with them) and the
game has a sharp computer player. Asking for one reads the seat's share of the events and
changes nothing: the player still chooses. A lesson (``/game learn``) offers hints at every
step that asks the learner something, when its game has the sharp player: the hint is built
on the lesson's replayed state and the events the lesson showed the learner.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.core.errors import UserError
from bot.engine.core import Event
from bot.players.base import ComputerPlayer, Level
from bot.players.hints import Explainer, ExplainerFactory, Hint, hint, lesson_hint
from bot.service.commit import decode_text
from bot.service.computers import Computers
from bot.service.tutorials import LessonView
from bot.store.records import GameRecord, GameStatus

__all__ = ["HINT_LEVEL", "Hints"]

#: The level whose move a hint proposes.
HINT_LEVEL: Level = "sharp"


class Hints:
    """``explainers``: each game's, by id (a game without one gets a generic reason)."""

    def __init__(self, computers: Computers, explainers: Mapping[str, ExplainerFactory]) -> None:
        self.computers = computers
        self.service = computers.service
        self.explainers = explainers
        # One player and explainer per game, built on first use: they hold only the rules'
        # fixed content (a Suspicion player's sight lines), never a game's state.
        self._players: dict[str, ComputerPlayer] = {}
        self._explainers: dict[str, Explainer | None] = {}

    def supported(self, game: str) -> bool:
        """Whether ``game`` has the player a hint comes from."""
        return HINT_LEVEL in self.computers.players.get(game, {})

    def offered(self, record: GameRecord) -> bool:
        """Whether the table offers hints: allowed for it, and the game can give them."""
        return record.hints and self.supported(record.game)

    async def hint(self, record: GameRecord, seat: int, since: int) -> Hint:
        """The hint for ``seat``'s decision opened at ``since``; refused when the table
        offers none, the game is not running, or that decision is no longer open."""
        if not self.offered(record):
            raise UserError("hint-error-not-offered")
        if record.status != GameStatus.RUNNING:
            raise UserError("error-paused" if record.status == GameStatus.PAUSED else "error-game-over")
        state = self.service.state(record)
        decision = self.service.pending_for(record, state, seat)
        if decision is None:
            raise UserError("error-nothing-to-do")
        if decision.since != since:
            raise UserError("error-stale")
        stored = await self.service.store.events_seen_by(record.id, seat)
        events = [Event(text=decode_text(e.payload), to=e.audience) for e in stored]
        rules = self.service.rules(record)
        return hint(self._player(record.game), self._explainer(record.game), rules, state, seat, events)

    def lesson(self, shown: LessonView) -> Hint:
        """The hint for the learner's decision at the lesson's step; refused when the game
        has no hints or the step asks nothing (it is read, then the lesson goes on)."""
        if not self.supported(shown.game):
            raise UserError("hint-error-unsupported")
        if shown.lesson.step(shown.shown.progress).suggest is None:
            raise UserError("error-nothing-to-do")
        return lesson_hint(self._player(shown.game), self._explainer(shown.game), shown.lesson, shown.shown)

    def _player(self, game: str) -> ComputerPlayer:
        player = self._players.get(game)
        if player is None:
            rules = self.service.games[game]
            player = self._players[game] = self.computers.players[game][HINT_LEVEL](rules)
        return player

    def _explainer(self, game: str) -> Explainer | None:
        if game not in self._explainers:
            factory = self.explainers.get(game)
            self._explainers[game] = None if factory is None else factory(self.service.games[game])
        return self._explainers[game]
