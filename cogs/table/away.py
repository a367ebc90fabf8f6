"""``/game away``: a person's time zone, quiet hours and holidays, for games played over days.

In a time-bank game no clock of theirs runs and nobody calls them while they are in their
quiet hours or on holiday; the call waits until they are back, and the table reads "away
until …" meanwhile. A change reaches every clock of theirs that runs at once (charged under
the old schedule, going on under the new one). ``/settings me`` shows it all.
"""

from __future__ import annotations

import datetime

import discord
from discord import app_commands

from bot.core.errors import UserError
from bot.core.schedule import (
    DAY,
    HOLIDAY_DAYS_PER_YEAR,
    MAX_QUIET_MINUTES,
    Schedule,
    holiday_days,
    known_zone,
    zone_names,
)
from bot.i18n import Translator
from cogs.table.clock import absolute
from cogs.table.common import Interaction, services_of, translator

__all__ = ["ZONE_CHOICES", "back", "holiday", "my_settings", "quiet", "set_zone", "zone_choices"]

ZONE_CHOICES = 25  # an autocomplete offers at most 25 choices


def zone_choices(current: str) -> list[app_commands.Choice[str]]:
    """IANA zones whose name contains what was typed ("berlin", "new_york", "Asia/")."""
    wanted = current.strip().lower().replace(" ", "_")
    found = [z for z in zone_names() if wanted in z.lower()] if wanted else list(zone_names())
    return [app_commands.Choice(name=z, value=z) for z in found[:ZONE_CHOICES]]


async def _changing(interaction: Interaction) -> Schedule:
    """The person's schedule before a change (their running clocks are charged under it)."""
    services = services_of(interaction)
    return await services.service.away.schedule(interaction.user.id, services.clock())


async def _changed(interaction: Interaction, before: Schedule) -> None:
    """After a change: every clock of theirs that runs goes on under the new schedule, and
    a call that waited for them is planned again (due now, or at another time)."""
    services = services_of(interaction)
    for game_id in await services.service.schedule_changed(interaction.user.id, before):
        services.table.soon(services.table.call_waiting(game_id))


async def set_zone(interaction: Interaction, zone: str) -> None:
    if not known_zone(zone):
        raise UserError("error-unknown-zone", zone=zone)
    before = await _changing(interaction)
    await services_of(interaction).service.away.set_zone(interaction.user.id, zone)
    await _changed(interaction, before)
    await interaction.response.send_message(translator(interaction)("away-zone-set", zone=zone), ephemeral=True)


async def quiet(interaction: Interaction, start: int, end: int) -> None:
    """Quiet hours from ``start`` to ``end`` o'clock, local time (equal: none)."""
    t = translator(interaction)
    if start == end:
        hours = None
    else:
        hours = (start * 60, end * 60)
        if (hours[1] - hours[0]) % (24 * 60) > MAX_QUIET_MINUTES:
            raise UserError("error-quiet-too-long", n=MAX_QUIET_MINUTES // 60)
    before = await _changing(interaction)
    await services_of(interaction).service.away.set_quiet(interaction.user.id, hours)
    await _changed(interaction, before)
    answer = t("away-quiet-off") if hours is None else t("away-quiet-set", start=f"{start:02}:00", end=f"{end:02}:00")
    if before.zone is None:
        answer += "\n" + t("away-no-zone")
    await interaction.response.send_message(answer, ephemeral=True)


async def holiday(interaction: Interaction, days: int, start: str | None) -> None:
    """A holiday of ``days`` from ``start`` (a date, YYYY-MM-DD, in the person's zone; none:
    from now), within the year's allowance and overlapping no other."""
    services = services_of(interaction)
    away = services.service.away
    user = interaction.user.id
    now = services.clock()
    before = await away.schedule(user, now)
    if start is None:
        begins = now
    else:
        try:
            day = datetime.date.fromisoformat(start.strip())
        except ValueError:
            raise UserError("error-holiday-date") from None
        begins = datetime.datetime(day.year, day.month, day.day, tzinfo=before.tz).timestamp()
        if begins + DAY <= now:
            raise UserError("error-holiday-past")
        begins = max(begins, now)
    ends = begins + days * DAY
    if any(s < ends and begins < e for s, e in before.holidays):
        raise UserError("error-holiday-overlap")
    left = await days_left(interaction, begins)
    if days > left:
        raise UserError("error-holiday-allowance", n=HOLIDAY_DAYS_PER_YEAR, left=left)
    await away.add_holiday(user, begins, ends)
    await _changed(interaction, before)
    t = translator(interaction)
    await interaction.response.send_message(
        t("away-holiday-set", start=absolute(begins), end=absolute(ends), left=left - days), ephemeral=True
    )


async def days_left(interaction: Interaction, when: float) -> int:
    """The holiday days left in the year ``when`` falls in (UTC)."""
    year = datetime.datetime.fromtimestamp(when, datetime.UTC).year
    since = datetime.datetime(year, 1, 1, tzinfo=datetime.UTC).timestamp()
    until = datetime.datetime(year + 1, 1, 1, tzinfo=datetime.UTC).timestamp()
    taken = await services_of(interaction).service.away.holidays_starting(interaction.user.id, since, until)
    return max(0, HOLIDAY_DAYS_PER_YEAR - sum(holiday_days(h.starts_at, h.ends_at) for h in taken))


async def back(interaction: Interaction) -> None:
    """Back early: the holiday under way ends now, those planned are dropped (their days
    are free again)."""
    services = services_of(interaction)
    before = await _changing(interaction)
    changed = await services.service.away.end_holidays(interaction.user.id, services.clock())
    await _changed(interaction, before)
    key = "away-back" if changed else "away-back-none"
    await interaction.response.send_message(translator(interaction)(key), ephemeral=True)


async def my_settings(interaction: Interaction) -> None:
    """``/settings me``: the person's own settings for games played over days."""
    services = services_of(interaction)
    t = translator(interaction)
    now = services.clock()
    user = interaction.user.id
    schedule = await services.service.away.schedule(user, now)
    embed = discord.Embed(title=t("me-title"))
    embed.add_field(name=t("me-zone"), value=schedule.zone or t("me-zone-none"), inline=False)
    embed.add_field(name=t("me-quiet"), value=_quiet_label(t, schedule), inline=False)
    holidays = await services.service.away.holidays(user, now)
    listed = "\n".join(t("me-holiday", start=absolute(h.starts_at), end=absolute(h.ends_at)) for h in holidays)
    embed.add_field(name=t("me-holidays"), value=listed or t("me-holidays-none"), inline=False)
    embed.add_field(name=t("me-days-left"), value=str(await days_left(interaction, now)))
    dm = await services.prefs.dm_reminders(user)
    embed.add_field(name=t("me-dm"), value=t("settings-yes") if dm else t("settings-no"))
    embed.set_footer(text=t("me-footer"))
    await interaction.response.send_message(embed=embed, ephemeral=True)


def _quiet_label(t: Translator, schedule: Schedule) -> str:
    if schedule.quiet is None:
        return t("me-quiet-none")
    start, end = (f"{m // 60:02}:{m % 60:02}" for m in schedule.quiet)
    return t("me-quiet-hours", start=start, end=end)
