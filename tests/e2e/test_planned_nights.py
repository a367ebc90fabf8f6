"""Planned game nights through the real bot: /gamenight plan makes a Discord scheduled event
(weekly if asked) and posts its announcement, where people vote for games; at its start the
channel's hub opens and the people interested in the event are called once, by one message
that may notify them and nobody else. Without Create Events the bot says so in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from cogs.gamenight.plan import WEEK
from tests.e2e.fakediscord import MEMBER_DEFAULT, FakeDiscord, Message, Permission
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

HUB_TITLE = "🎲 Game night"
IN_AN_HOUR = 3600


async def _plan(night: Night, **options: object) -> Message:
    ix = await night.fake.slash(night.mod, night.channel, "gamenight plan", options=options)
    answer = await ix.answered()
    assert not answer.ephemeral, answer.content
    assert ix.original is not None
    return ix.original


def _calls(night: Night) -> list[Message]:
    return [m for m in night.fake.channel_messages(night.channel) if "starts now" in m.content]


def _hubs(night: Night) -> list[Message]:
    return [m for m in night.fake.channel_messages(night.channel) if m.embeds and m.embeds[0]["title"] == HUB_TITLE]


async def test_a_planned_night_calls_the_interested_once_and_opens_its_hub(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path, bot_permissions=int(MEMBER_DEFAULT | Permission.CREATE_EVENTS))
    ann, bob, cat = night.users[:3]
    async with night.bot() as bot:
        start = int(night.clock()) + IN_AN_HOUR
        announcement = await _plan(
            night, title="Friday masks", start=f"<t:{start}:F>", weekly=True, game="mascarade", second="grimm"
        )
        [event] = fake.scheduled_events(night.guild)
        assert event.name == "Friday masks"
        assert event.recurrence_rule is not None
        assert event.recurrence_rule["frequency"] == 2, "weekly"
        assert str(night.channel.id) in (event.location or "")
        assert "Mascarade" in (event.description or "")
        assert f"<t:{start}:F>" in announcement.embeds[0]["description"]
        vote = announcement.selects()[0]["custom_id"]
        await (await fake.select(ann, announcement, vote, ["mascarade", "grimm"])).answered()
        await (await fake.select(cat, fake.message(announcement.id), vote, ["mascarade"])).answered()
        assert "Mascarade: 2 votes" in str(fake.message(announcement.id).embeds)
        await fake.subscribe_to_event(ann, event)
        await fake.subscribe_to_event(bob, event)
        await night.pass_time(IN_AN_HOUR - 120)
        assert not _calls(night), "nobody is called before the start"
        await night.pass_time(120)
        [call] = _calls(night)
        assert call.mentions.users == {ann.id, bob.id}, "the interested, and only they, are notified"
        assert not call.mentions.roles
        assert not call.mentions.everyone
        assert "Mascarade: 2 votes" in call.content
        assert len(_hubs(night)) == 1, "the night's hub opened"
        await night.pass_time(60)
        assert len(_calls(night)) == 1, "called once"
        planned = await bot.services.nights.planned(event.id)
        assert planned is not None
        assert planned.starts_at == start + WEEK, "a weekly night waits for next week"
        # A week later: called again (the votes were for last week's).
        await night.pass_time(WEEK)
        assert len(_calls(night)) == 2


async def test_a_cancelled_event_calls_nobody(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path, bot_permissions=int(MEMBER_DEFAULT | Permission.CREATE_EVENTS))
    async with night.bot() as bot:
        start = int(night.clock()) + IN_AN_HOUR
        await _plan(night, title="Maybe", start=str(start))
        [event] = fake.scheduled_events(night.guild)
        await fake.subscribe_to_event(night.users[0], event)
        await fake.cancel_event(event)
        await night.pass_time(IN_AN_HOUR)
        assert not _calls(night)
        assert not _hubs(night)
        assert await bot.services.nights.planned(event.id) is None


async def test_planning_without_create_events_is_refused_in_one_line(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        start = int(night.clock()) + IN_AN_HOUR
        ix = await fake.slash(night.mod, night.channel, "gamenight plan", options={"title": "x", "start": str(start)})
        refused = await ix.answered()
        assert refused.ephemeral
        assert "Create Events" in refused.content
        assert "\n" not in refused.content.strip()
        assert not fake.scheduled_events(night.guild)
        shown = await (await fake.slash(night.mod, night.channel, "settings show")).answered()
        assert "Create Events" in str(shown.embeds)
        member = await fake.slash(
            night.users[0], night.channel, "gamenight plan", options={"title": "x", "start": "19:30"}
        )
        assert "moderators" in (await member.answered()).content.lower()


async def test_a_start_that_cannot_be_read_is_explained(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path, bot_permissions=int(MEMBER_DEFAULT | Permission.CREATE_EVENTS))
    async with night.bot():
        for start, said in (("next friday", "could not read"), ("2001-01-01 19:30", "has passed")):
            ix = await fake.slash(night.mod, night.channel, "gamenight plan", options={"title": "x", "start": start})
            assert said in (await ix.answered()).content
        assert not fake.scheduled_events(night.guild)
