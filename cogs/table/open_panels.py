"""Players' open panels, followed: when a seat is asked something new, the panel it has
open is edited in place to the new decision (or to "nothing to do" once the decision it
shows is gone), so it need not press "My panel" again.

An ephemeral panel can only be edited through the interaction that answered with it,
and only while that interaction's token lasts (Discord: 15 minutes). So each seat's
latest panel interaction is kept in memory, with when it came, and used until a little
before the token expires; after that the seat opens a fresh panel as before. Nothing is
stored: after a restart, "My panel" works as it always did. A game's panels are dropped
when it ends; any panel older than a token's life is dropped at the next follow.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass

import discord

from bot.core.clock import Clock
from bot.core.errors import UserError, storage_trouble
from bot.service.games import GameService
from bot.store.records import GameRecord, GameStatus
from cogs.table.common import Interaction

__all__ = ["EDIT_WINDOW", "OpenPanels"]

log = logging.getLogger(__name__)

#: How long after its interaction a panel is still edited: Discord's tokens last 15 minutes;
#: the minute to spare covers a slow edit and clocks that disagree.
EDIT_WINDOW = 14 * 60.0

_GONE = (401, 403, 404)

#: Answers whose original message is the one the handler sent (a new ephemeral panel).
_SENT = (discord.InteractionResponseType.channel_message, discord.InteractionResponseType.deferred_channel_message)
#: Answers that edit the clicked message in place.
_EDITED = (discord.InteractionResponseType.message_update, discord.InteractionResponseType.deferred_message_update)


@dataclass(eq=False, slots=True)
class _OpenPanel:
    interaction: Interaction
    #: The ``since`` of the decision the panel shows (None: it shows nothing to answer).
    since: int | None
    opened: float  # the keeper's clock when the interaction came


class OpenPanels:
    """Each seat's latest open panel, per game, edited when the seat is next asked."""

    def __init__(self, service: GameService, clock: Clock) -> None:
        self.service = service
        self._clock = clock
        self._games: dict[int, dict[int, _OpenPanel]] = {}

    @property
    def games_in_memory(self) -> int:
        return len(self._games)

    def remember(self, interaction: Interaction, game_id: int, seat: int, since: int | None) -> None:
        """``interaction`` has just answered with ``seat``'s panel showing the decision opened
        at ``since``. Kept only if its original message is that panel: an answer that
        deferred and followed up (slow work on a public message) left the public message
        as the original, and that must never be edited into a panel."""
        if not _shows_private_panel(interaction):
            return
        self._games.setdefault(game_id, {})[seat] = _OpenPanel(interaction, since, self._clock())

    def followed(self, game_id: int, seat: int) -> bool:
        """Whether ``seat``'s panel would still be edited (its token is young enough)."""
        panel = self._games.get(game_id, {}).get(seat)
        return panel is not None and self._young(panel)

    def forget(self, game_id: int) -> None:
        self._games.pop(game_id, None)

    async def follow(self, game_id: int) -> None:
        """After the game's announcements: edit the open panel of every seat now asked
        something new, or no longer asked what it shows. Never raises (it runs at the end
        of a delivery)."""
        try:
            await self._follow(game_id)
        except Exception as exc:
            if storage_trouble(exc):
                log.debug("game=%s: open panels wait for the storage", game_id)
                return
            log.exception("game=%s: open panels could not be followed", game_id)

    async def _follow(self, game_id: int) -> None:
        self._drop_expired()
        panels = self._games.get(game_id)
        if not panels:
            return
        record = await self.service.store.get(game_id)
        if record is None or not record.live:
            self.forget(game_id)
            return
        for seat, panel in list(panels.items()):
            if not _still_theirs(record, seat, panel):
                # Replaced (/game replace, /mod replace): the seat's secrets are no longer
                # the old player's to see.
                self._drop(game_id, seat, panel)
        if record.status != GameStatus.RUNNING or record.state is None:
            return
        state = self.service.state(record)
        asked = {d.seat: d.since for d in self.service.pending(record, state)}
        edits = []
        for seat, panel in list(self._games.get(game_id, {}).items()):
            since = asked.get(seat)
            if since == panel.since:
                continue
            # Asked something new, or no longer asked (answered by a quick button on the turn
            # message, or timed out): a panel never shows a decision that is gone.
            # Marked before the edit: a delivery finishing meanwhile does not edit it twice.
            panel.since = since
            edits.append(self._edit(record, seat, panel))
        await asyncio.gather(*edits)

    async def _edit(self, record: GameRecord, seat: int, panel: _OpenPanel) -> None:
        from cogs.table.panel import panel_message  # the panel module draws; this one only follows

        try:
            message = await panel_message(panel.interaction, record, seat)
            await panel.interaction.edit_original_response(**message)
        except discord.HTTPException as exc:
            # Dismissed by its player (404) or its token no longer honoured (401): quietly
            # forgotten, "My panel" it is. Anything else is worth a line, but not a retry.
            level = logging.INFO if exc.status in _GONE else logging.WARNING
            log.log(level, "game=%s: open panel of seat %s not edited (%s)", record.id, seat, exc.status)
            self._drop(record.id, seat, panel)
        except UserError as exc:
            log.info("game=%s: open panel of seat %s not redrawn (%s)", record.id, seat, exc.reason.key)
            self._drop(record.id, seat, panel)

    def _drop(self, game_id: int, seat: int, panel: _OpenPanel) -> None:
        panels = self._games.get(game_id)
        if panels is not None and panels.get(seat) is panel:
            del panels[seat]
            if not panels:
                del self._games[game_id]

    def _young(self, panel: _OpenPanel) -> bool:
        return self._clock() - panel.opened < EDIT_WINDOW

    def _drop_expired(self) -> None:
        for game_id, panels in list(self._games.items()):
            for seat, panel in list(panels.items()):
                if not self._young(panel):
                    self._drop(game_id, seat, panel)


def _still_theirs(record: GameRecord, seat: int, panel: _OpenPanel) -> bool:
    """Whether the seat is still played by the person whose interaction opened the panel."""
    holder = record.by_seat(seat)
    return holder is not None and holder.computer is None and holder.user_id == panel.interaction.user.id


def _shows_private_panel(interaction: Interaction) -> bool:
    kind = interaction.response.type
    if kind in _SENT:
        return True
    message = interaction.message
    return kind in _EDITED and message is not None and message.flags.ephemeral
