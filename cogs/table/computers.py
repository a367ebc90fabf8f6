"""Computer players in Discord: the lobby's "Add a computer player" button and the runner
that plays their moves.

The runner keeps at most one background task per game. It wakes when the game changes
(``GameService.changed``), at start-up and at every reconciliation of the timer loop; it
waits the configured delay, then plays one move through the service under the game's
lock, so people's clicks are never held up and a click that comes first simply wins.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.core.errors import UserError
from bot.players.base import LEVELS
from bot.store.records import GameRecord, GameStatus
from cogs.table.common import Interaction, bot_of, is_moderator, translator
from cogs.table.items import TableButton, one_of
from cogs.table.lobby import show_lobby

if TYPE_CHECKING:
    from cogs.table.services import Services

__all__ = ["ComputerButton", "ComputerRunner", "lobby_computer_button"]

log = logging.getLogger(__name__)

_ActionRow = discord.ui.View


class ComputerRunner:
    """Plays the computer seats' moves, one background task per game."""

    def __init__(self, services: Services) -> None:
        self.services = services
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()

    def wake(self, game_id: int) -> None:
        """Something changed in the game: play the computer seats it now waits for."""
        task = self._tasks.get(game_id)
        if task is not None and not task.done():
            self._again.add(game_id)  # the running task looks again before it stops
            return
        self._tasks[game_id] = asyncio.get_running_loop().create_task(self._run(game_id))

    def stop(self) -> None:
        for task in self._tasks.values():
            task.cancel()

    async def _run(self, game_id: int) -> None:
        services = self.services
        try:
            while True:
                self._again.discard(game_id)
                record = await services.store.get(game_id)
                if record is None or not services.computers.waiting(record):
                    if game_id in self._again:
                        continue
                    break
                await services.clock.sleep(services.settings.computer_delay_seconds)
                applied = await services.computers.play_one(game_id)
                if applied is not None:
                    services.table.soon(services.table.deliver(game_id))
        except UserError as exc:
            # A busy disk or a race with another path: the next wake (or the timer loop's
            # reconciliation, within a minute) tries again.
            log.info("game=%s: computer move postponed (%s)", game_id, exc.reason.key)
        except Exception:
            log.exception("game=%s: computer move failed", game_id)
        finally:
            if self._tasks.get(game_id) is asyncio.current_task():
                del self._tasks[game_id]

    async def resume_all(self) -> None:
        """Wake every running game a computer seat is waiting in (start-up, reconciliation)."""
        for game in await self.services.store.live_overview():
            if game.status == GameStatus.RUNNING and game.computers:
                self.wake(game.id)


def lobby_computer_button(record: GameRecord, t: Any) -> ComputerButton:
    return ComputerButton(record.id, "menu", label=t("computer-add"), emoji="🤖")


class ComputerButton(TableButton, custom_id="mn:r:{game_id}:{op}", op=one_of("menu", *LEVELS, "remove")):
    """The lobby's "Add a computer player" (``menu``: the host's private choice of level),
    and the choices themselves."""

    game_id: int
    op: str

    async def handle(self, interaction: Interaction) -> None:
        bot = bot_of(interaction)
        services = bot.services
        record = await services.service.game(self.game_id)
        if interaction.channel_id != record.channel_id:
            raise UserError("error-wrong-channel")
        moderator = await is_moderator(interaction)
        t = translator(interaction, record)
        if self.op == "menu":
            if interaction.user.id != record.host_id and not moderator:
                raise UserError("error-host-only")
            view = discord.ui.View(timeout=None)
            for level in LEVELS:
                view.add_item(
                    ComputerButton(
                        self.game_id, level, label=t(f"computer-level-{level}"), style=discord.ButtonStyle.primary
                    )
                )
            view.add_item(ComputerButton(self.game_id, "remove", label=t("computer-remove")))
            await interaction.response.send_message(t("computer-choose-level"), view=view, ephemeral=True)
            return
        if self.op == "remove":
            record = await services.computers.remove(self.game_id, interaction.user.id, moderator)
        else:
            record = await services.computers.add(self.game_id, interaction.user.id, moderator, self.op)
        await interaction.response.send_message(t("computer-lobby-updated"), ephemeral=True)
        await show_lobby(bot, record.id)
