"""Spectators: someone who does not play follows a running table privately (``/game watch``,
or the game night's hub), in an ephemeral message that shows what the table sees — the
board, its log, whose turn it is — and never a secret: it is drawn from the engine's public
view (``view(state, None)``) and the public events only (:mod:`bot.service.spectating`). It
has no controls: a spectator can never act, and a player of the table is refused (their
panel shows them the table and their own secrets).

Like a player's open panel (:mod:`cogs.table.open_panels`), the view is edited as the game
goes while its interaction token lasts (14 minutes), then ``/game watch`` opens a new one.
A caster (a streamed night) sees the same view a few moves late; the host (or a moderator)
allows each caster, with a button on a request posted at the table. Allowed casters are
kept in memory: after a restart a caster asks again.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from bot.core.clock import Clock
from bot.core.errors import UserError, storage_trouble
from bot.i18n import Translator
from bot.service.games import GameService
from bot.service.spectating import CASTER_DELAY, PublicMoment, PublicMoments
from bot.store.records import GameRecord, GameStatus
from cogs.table.clock import deadline_line
from cogs.table.common import (
    Interaction,
    bot_of,
    is_moderator,
    public_translator,
    services_of,
    translator,
)
from cogs.table.items import Field, TableButton
from cogs.table.open_panels import EDIT_WINDOW

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["CasterButton", "Spectators", "spectator_view"]

log = logging.getLogger(__name__)

_GONE = (401, 403, 404)
#: A Discord user id in a custom_id: a snowflake, up to 20 digits (a 64-bit number).
USER_ID = "[0-9]{1,20}"


@dataclass(eq=False, slots=True)
class _Watcher:
    interaction: Interaction
    opened: float
    late: int  # moves behind the game (0: a spectator)
    shown: tuple[int, GameStatus] | None = None  # the game's version and status when last drawn


def _check_watcher(record: GameRecord, user_id: int) -> None:
    """Refuse to show a table to one of its players, or a table with nothing to watch."""
    if record.seat_of(user_id) is not None:
        raise UserError("watch-error-player")
    if record.status == GameStatus.LOBBY:
        raise UserError("watch-error-not-started")
    if not record.live:
        raise UserError("error-game-over")


def spectator_view(bot: GameBot, record: GameRecord, moment: PublicMoment, t: Translator, late: int) -> dict[str, Any]:
    """The spectator's message for ``moment`` of ``record``'s game, in ``t``'s language."""
    show = bot.services.presentations[record.game]
    embeds = show.board_embeds(moment.view, t)[:9]
    if moment.log:
        told = "\n".join(f"• {t.text(line)}" for line in moment.log)
        embeds.append(discord.Embed(title=t("board-log"), description=told[:4000]))
    footer = t("watch-footer", game=record.id, version=moment.version)
    if late:
        footer = t("watch-footer-late", footer=footer, n=late)
    if embeds:
        embeds[-1].set_footer(text=footer)
    name = t(f"{record.game}-name")
    title = "watch-caster-title" if late else "watch-title"
    lines = [t(title, game=record.id, name=name, n=late)]
    if moment.finished or not record.live:
        lines.append(t("watch-over", channel=f"<#{record.channel_id}>"))
    else:
        if moment.owner is not None:
            lines.append(t("watch-turn", owner=t.seat(moment.owner)))
        if moment.due:
            lines.append(t("watch-waiting", who=", ".join(t.seat(s) for s in moment.due), n=len(moment.due)))
        if not late and (deadline := deadline_line(record, t)) is not None:
            lines.append(deadline)
    return {"content": "\n".join(lines), "embeds": embeds}


class Spectators:
    """The open spectator views of each game, edited as the game goes."""

    def __init__(self, service: GameService, clock: Clock) -> None:
        self.service = service
        self.moments = PublicMoments(service)
        self._clock = clock
        self._games: dict[int, dict[int, _Watcher]] = {}  # game -> user -> their view
        self._casters: dict[int, set[int]] = {}  # game -> the users its host allowed to cast it
        self._asking: dict[tuple[int, int], _Watcher] = {}  # (game, user) -> a cast waiting for the host

    @property
    def games_in_memory(self) -> int:
        return len(self._games) + self.moments.games_in_memory

    def watching(self, game_id: int) -> int:
        """How many open views follow the game."""
        return len(self._games.get(game_id, {}))

    async def watch(self, interaction: Interaction, record: GameRecord, *, caster: bool = False) -> None:
        """Answer with the table's public view (a caster's: a few moves late, once its host
        allowed it), privately, and follow it."""
        user = interaction.user.id
        _check_watcher(record, user)
        late = CASTER_DELAY if caster else 0
        if caster and user not in self._casters.get(record.id, set()):
            await self._ask_host(interaction, record)
            return
        await interaction.response.send_message(ephemeral=True, **await self._drawn(interaction, record, late))
        watcher = _Watcher(interaction, self._clock(), late, (record.version, record.status))
        self._games.setdefault(record.id, {})[user] = watcher

    async def _drawn(self, interaction: Interaction, record: GameRecord, late: int) -> dict[str, Any]:
        moment = await (self.moments.late(record, late) if late else self.moments.now(record))
        return spectator_view(bot_of(interaction), record, moment, translator(interaction, record), late)

    # -- casters ---------------------------------------------------------------------------

    async def _ask_host(self, interaction: Interaction, record: GameRecord) -> None:
        """A request at the table, for its host to answer; the caster's own answer becomes
        their view once it is allowed."""
        bot = bot_of(interaction)
        user = interaction.user.id
        await interaction.response.send_message(translator(interaction)("caster-asked"), ephemeral=True)
        self._asking[(record.id, user)] = _Watcher(interaction, self._clock(), CASTER_DELAY)
        t = public_translator(bot, record)
        labels = t.for_labels()
        view = discord.ui.View(timeout=None)
        view.stop()  # every control is a DynamicItem: nothing for discord.py to keep
        view.add_item(
            CasterButton(record.id, user, allow=True, label=labels("caster-allow"), style=discord.ButtonStyle.success)
        )
        view.add_item(CasterButton(record.id, user, allow=False, label=labels("caster-refuse")))
        host = f"<@{record.host_id}>" if record.host_id > 0 else "—"
        channel = bot.get_partial_messageable(record.channel_id, guild_id=record.guild_id)
        await channel.send(
            t("caster-ask", caster=f"<@{user}>", host=host, n=CASTER_DELAY),
            view=view,
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(record.host_id)]),
        )

    async def decide(self, interaction: Interaction, game_id: int, caster: int, *, allow: bool) -> None:
        """The host's answer to a cast request (a click on it)."""
        bot = bot_of(interaction)
        record = await self.service.game(game_id)
        if interaction.user.id != record.host_id and not await is_moderator(interaction):
            raise UserError("caster-error-host-only")
        t = public_translator(bot, record)
        key = "caster-allowed" if allow else "caster-refused"
        await interaction.response.edit_message(
            content=t(key, caster=f"<@{caster}>", n=CASTER_DELAY),
            view=None,
            allowed_mentions=discord.AllowedMentions.none(),
        )
        asking = self._asking.pop((game_id, caster), None)
        if allow:
            self._casters.setdefault(game_id, set()).add(caster)
        if asking is None or not self._young(asking):
            return
        try:
            if allow and record.live and record.seat_of(caster) is None:
                await asking.interaction.edit_original_response(
                    **await self._drawn(asking.interaction, record, CASTER_DELAY)
                )
                asking.shown = (record.version, record.status)
                self._games.setdefault(game_id, {})[caster] = asking
            else:
                await asking.interaction.edit_original_response(
                    content=translator(asking.interaction)("caster-declined")
                )
        except discord.HTTPException as exc:
            log.info("game=%s: a caster's view could not be opened (%s)", game_id, exc.status)

    # -- following -------------------------------------------------------------------------

    async def follow(self, game_id: int) -> None:
        """After the game's announcements: every open view of it shows the game as it is now
        (the end of the game too, once, after which the views are let go). Never raises."""
        try:
            await self._follow(game_id)
        except Exception as exc:
            if storage_trouble(exc):
                log.debug("game=%s: spectators wait for the storage", game_id)
                return
            log.exception("game=%s: spectators could not be followed", game_id)

    async def _follow(self, game_id: int) -> None:
        self._drop_expired()
        watchers = self._games.get(game_id)
        if not watchers:
            return
        record = await self.service.store.get(game_id)
        if record is None or record.state is None:
            self.forget(game_id)
            return
        shown = (record.version, record.status)
        due = [w for w in watchers.values() if w.shown != shown]
        for watcher in due:
            watcher.shown = shown  # marked before the edit: a delivery meanwhile does not edit it twice
        if not record.live:
            self.forget(game_id)
        await asyncio.gather(*(self._edit(record, w) for w in due))

    async def _edit(self, record: GameRecord, watcher: _Watcher) -> None:
        # At the end everyone sees the end: the summary is at the table by then.
        late = watcher.late if record.live else 0
        try:
            message = await self._drawn(watcher.interaction, record, late)
            await watcher.interaction.edit_original_response(**message)
        except discord.HTTPException as exc:
            level = logging.INFO if exc.status in _GONE else logging.WARNING
            log.log(level, "game=%s: a spectator's view was not edited (%s)", record.id, exc.status)
            self._drop(record.id, watcher)

    def forget(self, game_id: int) -> None:
        self._games.pop(game_id, None)
        self._casters.pop(game_id, None)
        self.moments.forget(game_id)
        for key in [k for k in self._asking if k[0] == game_id]:
            del self._asking[key]

    def _drop(self, game_id: int, watcher: _Watcher) -> None:
        watchers = self._games.get(game_id)
        if watchers is None:
            return
        for user, found in list(watchers.items()):
            if found is watcher:
                del watchers[user]
        if not watchers:
            del self._games[game_id]
            self.moments.forget(game_id)

    def _young(self, watcher: _Watcher) -> bool:
        return self._clock() - watcher.opened < EDIT_WINDOW

    def _drop_expired(self) -> None:
        for game_id, watchers in list(self._games.items()):
            for watcher in list(watchers.values()):
                if not self._young(watcher):
                    self._drop(game_id, watcher)
        for key, asking in list(self._asking.items()):
            if not self._young(asking):
                del self._asking[key]


class CasterButton(
    TableButton,
    custom_id="mn:cast:{game_id}:{caster}:{allow}",
    caster=Field(USER_ID, int, (0, 10**19 + 7)),
    allow=Field("[yn]", lambda text: text == "y", (False, True), write=lambda allow: "y" if allow else "n"),
):
    """The host's Allow / Refuse on a request to cast the table."""

    game_id: int
    caster: int
    allow: bool

    async def handle(self, interaction: Interaction) -> None:
        await services_of(interaction).spectators.decide(interaction, self.game_id, self.caster, allow=self.allow)
