"""What a game's life adds to the metrics (bot/service/metrics.py), by server and game: the
service counts starts, ends, abandoned games, timeouts and computer moves through this, and
knows nothing of Prometheus. No discord here."""

from __future__ import annotations

from typing import Protocol

__all__ = ["GameCounters", "Uncounted"]


class GameCounters(Protocol):
    """What a game's life adds to the metrics, by server and game."""

    def started(self, guild_id: int, game: str) -> None: ...
    def finished(self, guild_id: int, game: str) -> None: ...
    def abandoned(self, guild_id: int, game: str) -> None: ...
    def timed_out(self, guild_id: int, game: str) -> None: ...
    def computer_moved(self, guild_id: int, game: str) -> None: ...


class Uncounted:
    """Counts nothing: a service without metrics (tools, tests of the rules)."""

    def started(self, guild_id: int, game: str) -> None:
        pass

    def finished(self, guild_id: int, game: str) -> None:
        pass

    def abandoned(self, guild_id: int, game: str) -> None:
        pass

    def timed_out(self, guild_id: int, game: str) -> None:
        pass

    def computer_moved(self, guild_id: int, game: str) -> None:
        pass
