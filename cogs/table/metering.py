"""How each interaction went, for the metrics (bot/service/metrics.py): its kind, its outcome and
how long its answer took. Called from the one error ladder (``guarded``) and the command
tree's error handler, so every answer the bot gives is counted once.

Kinds are bounded: a command's name, or the prefix (``mn:a``) of a component or form id that
one of the bot's own items or forms takes (registered with the metrics when the adapter
loads); anything else is ``other``. A label per custom_id, or per ``mn:`` prefix, would let
anyone with a forged click grow the series without end.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

import discord

from bot.core.errors import UserError

if TYPE_CHECKING:
    from bot.service.metrics import Metrics
    from cogs.table.services import GameBot

__all__ = ["Meter", "count", "interaction_kind", "metrics_of"]

Interaction = discord.Interaction[Any]

STORAGE = "error-storage-"  # the store's refusals: busy, full, …
UNKNOWN_INTERACTION = 10062


def interaction_kind(interaction: Interaction) -> str:
    """``/game panel``, ``mn:a`` (a component or a form of the bot's, by its prefix), or
    ``other``."""
    if interaction.type is discord.InteractionType.application_command:
        command = interaction.command
        return "/" + command.qualified_name if command is not None else "/?"
    custom_id = str(dict(interaction.data or {}).get("custom_id", ""))
    metrics = metrics_of(interaction)
    return "other" if metrics is None else metrics.component_kind(custom_id)


def metrics_of(interaction: Interaction) -> Metrics | None:
    services = getattr(cast("GameBot", interaction.client), "services", None)
    return None if services is None else services.metrics


class Meter:
    """One interaction's measure: :meth:`wrap` sees how its work ends, :meth:`done` counts
    it, with the time since the meter was made."""

    def __init__(self, interaction: Interaction) -> None:
        self.interaction = interaction
        self.started = time.perf_counter()
        self.outcome = "answered"
        self.storage: str | None = None

    def wrap(self, work: Callable[[], Awaitable[None]]) -> Callable[[], Awaitable[None]]:
        async def measured() -> None:
            try:
                await work()
            except UserError as exc:
                key = exc.reason.key
                self.storage = key.removeprefix(STORAGE) if key.startswith(STORAGE) else None
                self.outcome = "storage" if self.storage is not None else "refused"
                raise
            except discord.NotFound as exc:
                self.outcome = "expired" if exc.code == UNKNOWN_INTERACTION else "failed"
                raise
            except Exception:
                self.outcome = "failed"
                raise
            except BaseException:
                self.outcome = "cancelled"  # the bot is closing: neither answered nor a bug
                raise

        return measured

    def done(self, outcome: str | None = None) -> None:
        metrics = metrics_of(self.interaction)
        if metrics is None:
            return
        guild_id = self.interaction.guild_id
        kind = interaction_kind(self.interaction)
        metrics.interaction(guild_id, kind, outcome or self.outcome, time.perf_counter() - self.started)
        if self.storage is not None:
            metrics.storage_error(guild_id, self.storage)


def count(interaction: Interaction, outcome: str) -> None:
    """Count an interaction answered outside the ladder (its time unknown: not timed)."""
    metrics = metrics_of(interaction)
    if metrics is not None:
        metrics.interaction(interaction.guild_id, interaction_kind(interaction), outcome)
