"""Planned nights: ``/gamenight plan`` makes a Discord scheduled event for a night in this
channel (its title, start, and optionally the same time every week) and posts its
announcement, where people vote for the games they want to play. At the start the channel's
hub opens and the people who marked themselves interested in the event are called, once: one
message mentioning them (its ``allowed_mentions`` naming exactly them), with the most wanted
games.

The start is the bot's to notice (the timer loop, on its own clock and the stored plan, so a
restart loses nothing): it asks Discord how the event stands first — a cancelled or deleted
event calls nobody, a start moved later in Discord is waited for. Making the event needs the
Create Events permission, said in one line when the bot lacks it.

discord.py makes no recurring events: the event is made through its HTTP client with
Discord's documented ``recurrence_rule`` (weekly: one weekday).
"""

from __future__ import annotations

import datetime as dt
import logging
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.core.clock import Clock
from bot.core.errors import UserError
from bot.i18n import Translator
from bot.store.nights import NightStore, PlannedNight
from cogs.gamenight.hub import Hubs, night_locale
from cogs.table.common import Interaction, bot_of, names_for, select_values, translator
from cogs.table.items import Field, TableSelect
from cogs.table.panel import unkept_view
from cogs.table.permissions import EVENT_PERMISSIONS, missing

if TYPE_CHECKING:
    from cogs.table.services import GameBot

__all__ = ["Planner", "VoteSelect", "parse_start"]

log = logging.getLogger(__name__)

WEEK = 7 * 24 * 3600.0
LOOK_SECONDS = 30.0  # how often the planned nights due are looked for
SOONEST = 60.0  # a night starts a minute from now at the earliest
CALLED_PER_MESSAGE = 80  # mentions of about 22 characters each within Discord's 2,000
INTERESTED_PAGE = 100  # Discord's most users per page of an event's interested users
EXTERNAL, GUILD_ONLY, WEEKLY = 3, 2, 2  # Discord's entity type, privacy level, frequency
CANCELED = 4
MOST_WANTED = 3
SNOWFLAKE = "[0-9]{1,20}"
PLANNING_COG = "GameNightCog"
_TIMESTAMP = re.compile(r"^<t:(\d{1,12})(?::[tTdDfFR])?>$")
_DATE_TIME = re.compile(r"^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})$")
_TIME = re.compile(r"^(\d{1,2}):(\d{2})$")


def parse_start(text: str, utc_offset: int, now: float) -> float:
    """When a night starts, from what someone typed: a Discord timestamp (``<t:1718000000:F>``),
    seconds since 1970, ``YYYY-MM-DD HH:MM`` or ``HH:MM`` (the next such time) at ``utc_offset``
    hours from UTC. Refused unless it is at least a minute away."""
    text = text.strip()
    zone = dt.timezone(dt.timedelta(hours=utc_offset))
    when: float | None = None
    if (match := _TIMESTAMP.match(text)) or (match := re.match(r"^(\d{9,12})$", text)):
        when = float(match[1])
    elif match := _DATE_TIME.match(text):
        try:
            year, month, day, hour, minute = (int(g) for g in match.groups())
            when = dt.datetime(year, month, day, hour, minute, tzinfo=zone).timestamp()
        except ValueError:
            when = None
    elif match := _TIME.match(text):
        hour, minute = int(match[1]), int(match[2])
        if hour < 24 and minute < 60:
            today = dt.datetime.fromtimestamp(now, zone).replace(hour=hour, minute=minute, second=0, microsecond=0)
            when = today.timestamp() if today.timestamp() >= now + SOONEST else today.timestamp() + 24 * 3600
    if when is None:
        raise UserError("plan-error-when")
    if when < now + SOONEST:
        raise UserError("plan-error-past")
    return when


def _iso(when: float) -> str:
    return dt.datetime.fromtimestamp(when, dt.UTC).isoformat()


class Planner:
    """Planned nights: their events, their announcements and votes, and their starts."""

    def __init__(self, bot: GameBot, store: NightStore, hubs: Hubs, clock: Clock) -> None:
        self.bot = bot
        self.store = store
        self.hubs = hubs
        self.clock = clock
        self._next_look = 0.0

    async def plan(
        self,
        interaction: Interaction,
        *,
        title: str,
        starts_at: float,
        hours: int,
        weekly: bool,
        games: Sequence[str],
    ) -> None:
        """Make the event, store the plan and answer with its announcement (public)."""
        assert interaction.guild_id is not None
        assert interaction.channel_id is not None
        lacking = missing(interaction.app_permissions, EVENT_PERMISSIONS)
        if lacking:
            t = translator(interaction)
            raise UserError("plan-error-permissions", missing=", ".join(t(f"perm-{p}") for p in lacking))
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        t = Translator(self.bot.services.catalog, await night_locale(self.bot, guild_id), names_for(None))
        names = ", ".join(t(f"{game}-name") for game in games)
        body: dict[str, Any] = {
            "name": title,
            "privacy_level": GUILD_ONLY,
            "entity_type": EXTERNAL,
            "scheduled_start_time": _iso(starts_at),
            "scheduled_end_time": _iso(starts_at + hours * 3600),
            "entity_metadata": {"location": f"https://discord.com/channels/{guild_id}/{channel_id}"},
            "description": t("plan-event-description", games=names)[:1000],
        }
        if weekly:
            weekday = dt.datetime.fromtimestamp(starts_at, dt.UTC).weekday()  # 0 is Monday, as for Discord
            body["recurrence_rule"] = {
                "start": _iso(starts_at),
                "frequency": WEEKLY,
                "interval": 1,
                "by_weekday": [weekday],
            }
        route = discord.http.Route("POST", "/guilds/{guild_id}/scheduled-events", guild_id=guild_id)
        try:
            created = await self.bot.http.request(route, json=body)
        except discord.Forbidden:
            raise UserError("plan-error-permissions", missing=translator(interaction)("perm-create_events")) from None
        planned = PlannedNight(int(created["id"]), guild_id, channel_id, starts_at, weekly, tuple(games), title)
        await self.store.plan(planned)
        await interaction.response.send_message(**self.announcement(planned, {}, t))
        log.info("night planned: event %s in channel %s", planned.event_id, channel_id)

    def announcement(self, planned: PlannedNight, votes: dict[str, int], t: Translator) -> dict[str, Any]:
        """The plan's public message: when, where, the event, and the vote so far."""
        start = int(planned.starts_at)
        key = "plan-announce-weekly" if planned.weekly else "plan-announce"
        embed = discord.Embed(
            title=t("plan-title", title=planned.title),
            description=t(
                key,
                when=f"<t:{start}:F>",
                soon=f"<t:{start}:R>",
                channel=f"<#{planned.channel_id}>",
                event=f"https://discord.com/events/{planned.guild_id}/{planned.event_id}",
            ),
        )
        lines = [t("plan-vote-line", game=t(f"{game}-name"), n=votes.get(game, 0)) for game in planned.games]
        embed.add_field(name=t("plan-vote-title"), value="\n".join(lines)[:1024], inline=False)
        view = unkept_view()
        labels = t.for_labels()
        options = [discord.SelectOption(label=labels(f"{game}-name"), value=game) for game in planned.games]
        view.add_item(VoteSelect(planned.event_id, options, labels("plan-vote-placeholder")))
        return {"embed": embed, "view": view, "allowed_mentions": discord.AllowedMentions.none()}

    async def vote(self, interaction: Interaction, event_id: int) -> None:
        """Someone's games for the planned night; the announcement shows the new count."""
        planned = await self.store.planned(event_id)
        if planned is None:
            raise UserError("plan-error-over")
        chosen = select_values(interaction)
        if not set(chosen) <= set(planned.games):
            raise UserError("error-bad-option")
        await self.store.vote(event_id, interaction.user.id, sorted(set(chosen)))
        t = Translator(self.bot.services.catalog, await night_locale(self.bot, planned.guild_id), names_for(None))
        await interaction.response.edit_message(**self.announcement(planned, await self.store.votes(event_id), t))

    # -- the start -----------------------------------------------------------------------

    async def tick(self, now: float) -> None:
        """A run of the timer loop: every planned night whose start has come begins (looked
        for every :data:`LOOK_SECONDS`: a night may begin half a minute late)."""
        if now < self._next_look:
            return
        self._next_look = now + LOOK_SECONDS
        for planned in await self.store.plans_due(now):
            try:
                await self._begin(planned, now)
            except discord.HTTPException as exc:
                # Discord unreachable or refusing: tried again at the next run.
                log.info("event %s: the planned night could not begin yet (%s)", planned.event_id, exc.status)

    async def _begin(self, planned: PlannedNight, now: float) -> None:
        route = discord.http.Route(
            "GET",
            "/guilds/{guild_id}/scheduled-events/{event_id}",
            guild_id=planned.guild_id,
            event_id=planned.event_id,
        )
        try:
            event = await self.bot.http.request(route)
        except discord.NotFound:
            event = None
        if event is None or event.get("status") == CANCELED:
            log.info("event %s was cancelled or deleted: its night is not opened", planned.event_id)
            await self.store.drop_plan(planned.event_id)
            return
        moved = dt.datetime.fromisoformat(str(event["scheduled_start_time"])).timestamp()
        if moved > planned.starts_at + SOONEST:
            await self.store.move_plan(planned.event_id, moved)  # someone moved it later in Discord
            return
        await self._call(planned, await self._interested(planned))
        await self.hubs.open_planned(planned.guild_id, planned.channel_id, now)
        if planned.weekly:
            await self.store.move_plan(planned.event_id, planned.starts_at + WEEK)
        else:
            await self.store.drop_plan(planned.event_id)

    async def _interested(self, planned: PlannedNight) -> list[int]:
        """Everyone who marked themselves interested in the event, page by page."""
        found: list[int] = []
        after = 0
        while True:
            route = discord.http.Route(
                "GET",
                "/guilds/{guild_id}/scheduled-events/{event_id}/users",
                guild_id=planned.guild_id,
                event_id=planned.event_id,
            )
            page = await self.bot.http.request(route, params={"limit": INTERESTED_PAGE, "after": after})
            ids = [int(entry["user"]["id"]) for entry in page if not entry["user"].get("bot")]
            found += ids
            if len(page) < INTERESTED_PAGE or not ids:
                return found
            after = max(ids)

    async def _call(self, planned: PlannedNight, people: list[int]) -> None:
        """One message calling the interested people (more only beyond what one message holds)."""
        t = Translator(self.bot.services.catalog, await night_locale(self.bot, planned.guild_id), names_for(None))
        votes = await self.store.votes(planned.event_id)
        wanted = sorted((n, game) for game, n in votes.items() if n)[::-1][:MOST_WANTED]
        wish = ", ".join(t("plan-vote-line", game=t(f"{game}-name"), n=n) for n, game in wanted)
        channel = self.bot.get_partial_messageable(planned.channel_id, guild_id=planned.guild_id)
        groups = [people[i : i + CALLED_PER_MESSAGE] for i in range(0, len(people), CALLED_PER_MESSAGE)] or [[]]
        for number, group in enumerate(groups):
            who = " ".join(f"<@{u}>" for u in group)
            text = t("plan-call", title=planned.title, who=who or "—", wanted=wish or t("plan-no-votes"))
            await channel.send(
                text,
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in group]
                ),
                nonce=f"nc{planned.event_id}:{int(planned.starts_at)}:{number}",
            )


class VoteSelect(TableSelect, custom_id="mn:nv:{event_id}", event_id=Field(SNOWFLAKE, int, (0, 10**19 + 7))):
    """The vote on a planned night's announcement: the games one would play (any number)."""

    event_id: int

    def __init__(
        self, event_id: int, options: list[discord.SelectOption] | None = None, placeholder: str | None = None
    ) -> None:
        shown = options or [discord.SelectOption(label="-")]
        super().__init__(event_id, options=shown, placeholder=placeholder, min_values=0, max_values=len(shown))

    async def handle(self, interaction: Interaction) -> None:
        cog = bot_of(interaction).get_cog(PLANNING_COG)
        if cog is None:
            raise UserError("error-stale")
        await cast(_Planning, cog).planner.vote(interaction, self.event_id)


class _Planning(Protocol):
    """The cog that plans nights (``cogs.gamenight.night.GameNightCog``), as the vote reaches it."""

    planner: Planner
