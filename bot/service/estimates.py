"""How long a game will take: the lobby's estimate, from the finished games of the same game,
at tables of the same size, with the same clock — this server's when it has played enough of
them, else every server's. No discord here."""

from __future__ import annotations

import statistics
from collections import OrderedDict
from dataclasses import dataclass

from bot.service.reads import GameReads
from bot.store.records import GameRecord
from bot.store.stats import durations

__all__ = ["ESTIMATE_FROM", "Estimate", "Estimating", "estimate_of"]

# Games an estimate needs: fewer say too little. The latest ESTIMATE_OVER games count.
ESTIMATE_FROM = 5
ESTIMATE_OVER = 200
# An estimate is read again after this long (a lobby is drawn at every join and option).
ESTIMATE_KEPT_SECONDS = 600.0
ESTIMATES_KEPT = 256


@dataclass(frozen=True, slots=True)
class Estimate:
    """The median length of the games it is drawn from, in seconds, and the range of their
    middle half; ``games`` counted; ``everywhere``: from every server's, this one having too few."""

    median: float
    low: float
    high: float
    games: int
    everywhere: bool


def estimate_of(lengths: list[float], *, everywhere: bool) -> Estimate | None:
    """The estimate from these games' lengths (None: fewer than :data:`ESTIMATE_FROM`)."""
    if len(lengths) < ESTIMATE_FROM:
        return None
    low, _, high = statistics.quantiles(lengths, n=4, method="inclusive")
    return Estimate(statistics.median(lengths), low, high, len(lengths), everywhere)


class Estimating(GameReads):
    """The lobby's estimate of a game's length."""

    def _start(self) -> None:
        super()._start()
        self._estimates: OrderedDict[tuple[object, ...], tuple[float, Estimate | None]] = OrderedDict()

    async def estimate(self, record: GameRecord) -> Estimate | None:
        """How long the lobby's game will likely take, from this server's finished games of the
        same game, table size and clock, or every server's when this one has too few."""
        players = sum(1 for s in record.seats if not s.removed)
        key = (record.guild_id, record.game, players, record.time_control)
        now = self.clock()
        kept = self._estimates.get(key)
        if kept is not None and now - kept[0] < ESTIMATE_KEPT_SECONDS:
            return kept[1]
        control = record.time_control
        here = await durations(self.store.db, record.game, players, control, record.guild_id, ESTIMATE_OVER)
        found = estimate_of(here, everywhere=False)
        if found is None:
            everywhere = await durations(self.store.db, record.game, players, control, None, ESTIMATE_OVER)
            found = estimate_of(everywhere, everywhere=True)
        self._estimates[key] = (now, found)
        while len(self._estimates) > ESTIMATES_KEPT:
            self._estimates.popitem(last=False)
        return found
