"""A night's hub: one message in a channel that lists every open lobby and running table in it
and in its threads — the game, the seats taken and free, who is waiting — with a menu to take a
free seat and one to watch a running table, and the night's scoreboard.

The hub follows the tables without being told: each run of the timer loop draws it again from
the database (one query for the tables, one for the night's finished games) and edits it when
what it shows changed — whatever changed it (a lobby button, a command, a moderator, a timeout,
a start, an end). Its edits are coalesced: at most one every :data:`HUB_EDIT_INTERVAL` seconds
per hub, on the bot's clock, so a burst of tables opening is one edit. Like the board it is kept
at the bottom of the channel: once :data:`HUB_BURIED` messages are below it, its next change is
a new message at the bottom and the old one is deleted.

A night lasts from the hub's opening until it is closed or :data:`NIGHT_HOURS` pass; its final
scoreboard is then posted in the channel and the hub deleted.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.core.clock import Clock
from bot.core.errors import UserError
from bot.i18n import Translator, locale_for
from bot.store.nights import NightOpenError, NightRecord, NightStore, TableRow
from bot.store.records import GameStatus
from cogs.gamenight.scoreboard import scoreboard, scoreboard_lines
from cogs.table.clock import relative
from cogs.table.common import (
    Interaction,
    bot_of,
    names_for,
    posted_message_id,
    select_values,
    translator,
)
from cogs.table.items import NUMBER_FIELD, TableSelect
from cogs.table.lobby import show_lobby
from cogs.table.panel import unkept_view

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = [
    "HUB_BURIED",
    "HUB_EDIT_INTERVAL",
    "NIGHT_HOURS",
    "HubJoinSelect",
    "HubWatchSelect",
    "Hubs",
    "night_locale",
]

log = logging.getLogger(__name__)

HUB_EDIT_INTERVAL = 5.0  # seconds between two edits of one hub, at least
HUB_BURIED = 5  # messages below the hub before its next change posts it again at the bottom
NIGHT_HOURS = 12
SCOREBOARD_LINES = 10  # winners the hub shows (the final scoreboard shows them all)
MENU_OPTIONS = 25  # a select holds at most 25 options
DESCRIPTION_LIMIT = 4000
FIELD_LIMIT = 1024
LABEL_LIMIT = 100
LIVE_ROWS = (GameStatus.RUNNING, GameStatus.PAUSED)
FAILED_EDIT_PAUSE = 60.0  # a hub Discord refused to show is tried again after this long


async def night_locale(bot: GameBot, guild_id: int) -> str:
    """The language of a night's public messages: the server's setting, else its Discord
    language, else the bot's default."""
    settings = await bot.services.guild_settings.get(guild_id)
    guild = bot.get_guild(guild_id)
    discord_locale = locale_for(str(guild.preferred_locale)) if guild is not None else None
    return settings.locale or discord_locale or bot.services.settings.default_locale


@dataclass(eq=False)
class _Hub:
    night: NightRecord
    message_id: int | None
    shown: str | None = None  # the digest of what the hub message shows
    next_edit: float = 0.0  # the clock before which it is not edited again
    below: int = 0  # messages that reached the channel below it since it was posted


@dataclass(frozen=True, slots=True)
class Drawn:
    """The hub as it is now, and its digest."""

    message: dict[str, Any]
    digest: str


class Hubs:
    """Every open night of this process, its hub kept up to date."""

    def __init__(self, bot: GameBot, store: NightStore, clock: Clock) -> None:
        self.bot = bot
        self.store = store
        self.clock = clock
        self._hubs: dict[int, _Hub] | None = None  # channel -> its hub (None: not read yet)

    async def _all(self) -> dict[int, _Hub]:
        """The open nights, read once from the database (a restart goes on with them)."""
        if self._hubs is None:
            self._hubs = {n.channel_id: _Hub(n, n.hub_message_id) for n in await self.store.open_nights()}
        return self._hubs

    def edits_due(self, channel_id: int) -> float | None:
        """When the channel's hub may next be edited (for tests of the coalescing)."""
        hub = (self._hubs or {}).get(channel_id)
        return None if hub is None else hub.next_edit

    # -- opening and closing ------------------------------------------------------------

    async def open(self, interaction: Interaction) -> None:
        """/gamenight open: the night begins here, its hub is the answer."""
        assert interaction.guild_id is not None
        assert interaction.channel_id is not None
        hubs = await self._all()
        existing = await self.store.open_in(interaction.channel_id)
        if existing is not None:
            raise UserError("night-error-open")
        now = self.clock()
        night = await self.store.open(
            interaction.guild_id, interaction.channel_id, interaction.user.id, now, now + NIGHT_HOURS * 3600
        )
        hub = hubs[night.channel_id] = _Hub(night, None)
        drawn = await self.draw(night)
        await interaction.response.send_message(**drawn.message)
        message_id = await posted_message_id(interaction)
        hub.message_id, hub.shown, hub.next_edit = message_id, drawn.digest, now + HUB_EDIT_INTERVAL
        await self.store.set_hub_message(night.id, message_id)
        log.info("night=%s opened in channel %s", night.id, night.channel_id)

    async def open_planned(self, guild_id: int, channel_id: int, now: float) -> None:
        """A planned night's start: its channel's hub opens (unless a night is open there
        already), posted in the channel. Nobody opened it: moderators close it, or its hours."""
        hubs = await self._all()
        if await self.store.open_in(channel_id) is not None:
            return
        try:
            night = await self.store.open(guild_id, channel_id, 0, now, now + NIGHT_HOURS * 3600)
        except NightOpenError:
            return
        hub = hubs[channel_id] = _Hub(night, None)
        await self._refresh(hub, now)
        log.info("night=%s opened in channel %s as planned", night.id, channel_id)

    async def close(self, interaction: Interaction, *, is_moderator: bool) -> None:
        """/gamenight close: the night's final scoreboard is the answer; the hub goes."""
        night = await self.store.open_in(interaction.channel_id or 0)
        if night is None:
            raise UserError("night-error-none")
        if not is_moderator and interaction.user.id != night.opened_by:
            raise UserError("night-error-closer")
        if not await self.store.close(night.id, self.clock()):
            raise UserError("night-error-none")
        hub = (await self._all()).pop(night.channel_id, None)
        await interaction.response.send_message(**await self.final(night))
        await self._delete_hub(night, hub.message_id if hub is not None else night.hub_message_id)
        log.info("night=%s closed", night.id)

    async def _end(self, hub: _Hub, now: float) -> None:
        """The night's hours are over: its final scoreboard is posted, its hub deleted."""
        night = hub.night
        if await self.store.close(night.id, now):
            channel = self.bot.get_partial_messageable(night.channel_id, guild_id=night.guild_id)
            try:
                await channel.send(**await self.final(night), nonce=f"nf{night.id}")
            except discord.HTTPException as exc:
                log.info("night=%s: its final scoreboard could not be posted (%s)", night.id, exc.status)
            await self._delete_hub(night, hub.message_id)
        (await self._all()).pop(night.channel_id, None)
        log.info("night=%s ended after %s hours", night.id, NIGHT_HOURS)

    async def _delete_hub(self, night: NightRecord, message_id: int | None) -> None:
        if message_id is None:
            return
        channel = self.bot.get_partial_messageable(night.channel_id, guild_id=night.guild_id)
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.HTTPException as exc:
            log.info("night=%s: its hub could not be deleted (%s)", night.id, exc.status)

    async def final(self, night: NightRecord) -> dict[str, Any]:
        """The night's final scoreboard, as a message."""
        t = Translator(self.bot.services.catalog, await night_locale(self.bot, night.guild_id), names_for(None))
        board = scoreboard(await self.store.finished(night.channel_id, night.opened_at, self.clock()))
        embed = discord.Embed(
            title=t("night-final-title"), description="\n".join(scoreboard_lines(board, t))[:DESCRIPTION_LIMIT]
        )
        return {"embed": embed, "allowed_mentions": discord.AllowedMentions.none()}

    # -- keeping hubs up to date -----------------------------------------------------------

    async def tick(self, now: float) -> None:
        """A run of the timer loop: end the nights whose hours are over, and show each hub's
        change (at most one edit per hub per interval)."""
        for hub in list((await self._all()).values()):
            if now >= hub.night.ends_at:
                await self._end(hub, now)
            elif now >= hub.next_edit:
                await self._refresh(hub, now)

    async def _refresh(self, hub: _Hub, now: float) -> None:
        drawn = await self.draw(hub.night)
        if drawn.digest == hub.shown and hub.message_id is not None:
            return
        night = hub.night
        channel = self.bot.get_partial_messageable(night.channel_id, guild_id=night.guild_id)
        try:
            if hub.message_id is None or hub.below >= HUB_BURIED:
                await self._post(hub, channel, drawn)
            else:
                try:
                    await channel.get_partial_message(hub.message_id).edit(**drawn.message)
                except discord.NotFound:
                    await self._post(hub, channel, drawn)  # someone deleted the hub: a new one
        except discord.HTTPException as exc:
            log.info("night=%s: its hub could not be shown (%s %s)", night.id, exc.status, exc.code)
            hub.next_edit = now + FAILED_EDIT_PAUSE
            return
        hub.shown, hub.next_edit = drawn.digest, now + HUB_EDIT_INTERVAL

    async def _post(self, hub: _Hub, channel: discord.PartialMessageable, drawn: Drawn) -> None:
        """The hub at the bottom of the channel, the old one deleted. The nonce names the
        message it replaces, so a retry after a crash finds the post instead of repeating it."""
        old = hub.message_id
        message = await channel.send(**drawn.message, nonce=f"h{hub.night.id}:{old or 0}")
        hub.message_id, hub.below = message.id, 0
        await self.store.set_hub_message(hub.night.id, message.id)
        if old is not None:
            await self._delete_hub(hub.night, old)

    async def channel_deleted(self, channel_id: int) -> None:
        """A deleted channel's night is over (there is nowhere left to post its scoreboard)."""
        hub = (await self._all()).pop(channel_id, None)
        if hub is not None:
            await self.store.close(hub.night.id, self.clock())
            log.info("night=%s: its channel was deleted; closed", hub.night.id)

    def saw_message(self, channel_id: int, message_id: int) -> None:
        """A message reached a channel: one more below its hub, if it has one."""
        hub = (self._hubs or {}).get(channel_id)
        if hub is not None and hub.message_id is not None and message_id > hub.message_id:
            hub.below += 1

    # -- drawing -----------------------------------------------------------------------------

    async def draw(self, night: NightRecord) -> Drawn:
        """The hub of ``night`` as the database says now."""
        bot = self.bot
        t = Translator(bot.services.catalog, await night_locale(bot, night.guild_id), names_for(None))
        tables = await self.store.tables(night.channel_id)
        finished = await self.store.finished(night.channel_id, night.opened_at, night.ends_at)
        lobbies = [row for row in tables if row.status == GameStatus.LOBBY]
        playing = [row for row in tables if row.status in LIVE_ROWS]
        lines = [t("hub-intro", ends=relative(night.ends_at))]
        lines += [self._line(row, t) for row in [*lobbies, *playing]] or [t("hub-no-tables")]
        embed = discord.Embed(title=t("hub-title"), description="\n".join(lines)[:DESCRIPTION_LIMIT])
        board = scoreboard_lines(scoreboard(finished), t, limit=SCOREBOARD_LINES)
        embed.add_field(name=t("night-scoreboard"), value="\n".join(board)[:FIELD_LIMIT], inline=False)
        view = unkept_view()
        labels = t.for_labels()
        open_seats = [row for row in lobbies if self._free(row) > 0][:MENU_OPTIONS]
        if open_seats:
            view.add_item(HubJoinSelect(night.id, [self._option(row, labels) for row in open_seats], labels))
        if playing:
            options = [self._option(row, labels) for row in playing[:MENU_OPTIONS]]
            view.add_item(HubWatchSelect(night.id, options, labels))
        message = {"content": None, "embed": embed, "view": view, "allowed_mentions": discord.AllowedMentions.none()}
        shown = json.dumps([embed.to_dict(), view.to_components()], sort_keys=True, default=str)
        return Drawn(message, hashlib.sha1(shown.encode(), usedforsecurity=False).hexdigest())

    def _free(self, row: TableRow) -> int:
        rules = self.bot.services.games[row.game]
        _, most = rules.player_range(rules.options_model.model_validate_json(row.options))
        return max(most - len(row.seats), 0)

    def _line(self, row: TableRow, t: Translator) -> str:
        where = f"<#{row.channel_id}>"
        name = t(f"{row.game}-name")
        if row.status == GameStatus.LOBBY:
            waiting = ", ".join(t.name(s.name) for s in row.seats)
            return t("hub-lobby", game=name, where=where, seated=len(row.seats), free=self._free(row), waiting=waiting)
        return t("hub-playing", game=name, where=where, n=len(row.seats))

    def _option(self, row: TableRow, labels: Translator) -> discord.SelectOption:
        host = next((s.name for s in row.seats if s.user_id == row.host_id), None) or "—"
        label = labels("hub-option", game=labels(f"{row.game}-name"), host=labels.name(host), n=len(row.seats))
        names = ", ".join(labels.name(s.name) for s in row.seats)
        return discord.SelectOption(label=label[:LABEL_LIMIT], value=str(row.game_id), description=names[:LABEL_LIMIT])


class _HubSelect(TableSelect):
    """A hub's menu: ``night_id`` the night, each option a table of it (its game id)."""

    placeholder_key = ""
    night_id: int

    def __init__(
        self, night_id: int, options: list[discord.SelectOption] | None = None, labels: Translator | None = None
    ) -> None:
        placeholder = labels(self.placeholder_key) if labels is not None else None
        super().__init__(night_id, options=options, placeholder=placeholder)

    async def chosen(self, interaction: Interaction) -> int:
        """The game the click chose, checked to be a live table of this night's channel."""
        services = bot_of(interaction).services
        values = select_values(interaction)
        if len(values) != 1 or not values[0].isdigit():
            raise UserError("error-bad-option")
        night = await services.nights.get(self.night_id)
        if night is None or night.closed_at is not None:
            raise UserError("night-error-closed")
        game_id = int(values[0])
        if game_id not in {row.game_id for row in await services.nights.tables(night.channel_id)}:
            raise UserError("error-stale")
        return game_id


class HubJoinSelect(_HubSelect, custom_id="mn:hj:{night_id}", night_id=NUMBER_FIELD):
    placeholder_key = "hub-join-placeholder"

    async def handle(self, interaction: Interaction) -> None:
        """Take a seat at the chosen lobby (its lobby message shows it)."""
        bot = bot_of(interaction)
        game_id = await self.chosen(interaction)
        user = interaction.user
        record = await bot.services.service.join(game_id, user.id, user.display_name)
        t = translator(interaction, record)
        await interaction.response.send_message(
            t("hub-joined", game=t(f"{record.game}-name"), where=f"<#{record.channel_id}>"), ephemeral=True
        )
        await show_lobby(bot, game_id)


class HubWatchSelect(_HubSelect, custom_id="mn:hw:{night_id}", night_id=NUMBER_FIELD):
    placeholder_key = "hub-watch-placeholder"

    async def handle(self, interaction: Interaction) -> None:
        """Watch the chosen table (a spectator's view, privately)."""
        services = bot_of(interaction).services
        record = await services.service.game(await self.chosen(interaction))
        await services.spectators.watch(interaction, record)
