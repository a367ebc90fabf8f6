"""Which servers this process serves, when the bot is split into shards.

Discord assigns every server (guild) to one shard, ``(guild_id >> 22) % shard_count``, and
sends a shard's events and interactions only to the gateway connection that identified as
that shard. A game belongs to its server's shard, so exactly one process handles it.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Shards", "shard_of"]


def shard_of(guild_id: int, shard_count: int) -> int:
    """The shard Discord routes ``guild_id``'s events to (its creation time, in milliseconds,
    modulo the number of shards)."""
    return (guild_id >> 22) % shard_count


@dataclass(frozen=True, slots=True)
class Shards:
    """``ids`` of ``count`` shards in all (every process names the same ``count``)."""

    count: int
    ids: tuple[int, ...]

    @property
    def all(self) -> bool:
        """True when this process serves every shard (then nothing needs filtering)."""
        return set(self.ids) == set(range(self.count))
