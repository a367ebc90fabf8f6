"""Guild scheduled events in the fake Discord, driven through a real discord.py client: what
Discord accepts and refuses, status changes, interested users, and events that start on time."""

from __future__ import annotations

import datetime as dt
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import aiohttp
import discord
import pytest
import pytest_asyncio

from tests.e2e.fakediscord import (
    MEMBER_DEFAULT,
    ChannelType,
    EntityType,
    EventStatus,
    FakeDiscord,
    Guild,
    Permission,
    ScheduledEvent,
    User,
    UserActionError,
    running,
)
from tests.e2e.fakediscord.scheduled_events import event_errors

pytestmark = pytest.mark.e2e

HOUR = dt.timedelta(hours=1)


class EventClient(discord.Client):
    """Remembers the scheduled-event events it saw (members cached, so interested users resolve)."""

    def __init__(self) -> None:
        intents = discord.Intents.default()
        intents.members = True
        super().__init__(intents=intents, guild_ready_timeout=0.05)
        self.seen: list[tuple[str, int, Any]] = []

    async def on_scheduled_event_create(self, event: discord.ScheduledEvent) -> None:
        self.seen.append(("create", event.id, event.status))

    async def on_scheduled_event_update(self, before: discord.ScheduledEvent, after: discord.ScheduledEvent) -> None:
        self.seen.append(("update", after.id, after.status))

    async def on_scheduled_event_delete(self, event: discord.ScheduledEvent) -> None:
        self.seen.append(("delete", event.id, event.status))

    async def on_scheduled_event_user_add(self, event: discord.ScheduledEvent, user: discord.User) -> None:
        self.seen.append(("interested", event.id, user.id))

    async def on_scheduled_event_user_remove(self, event: discord.ScheduledEvent, user: discord.User) -> None:
        self.seen.append(("not interested", event.id, user.id))


@dataclass
class Club:
    guild: Guild
    ann: User
    client: EventClient

    @property
    def live(self) -> discord.Guild:
        found = self.client.get_guild(self.guild.id)
        assert found is not None
        return found


@pytest_asyncio.fixture
async def club(fake: FakeDiscord) -> AsyncIterator[Club]:
    guild = await fake.add_guild("Event Club", bot_permissions=int(MEMBER_DEFAULT | Permission.CREATE_EVENTS))
    ann = await fake.add_user("ann")
    async with running(EventClient(), fake) as client:
        await client.wait_until_ready()
        yield Club(guild, ann, client)


def _status(event: ScheduledEvent) -> EventStatus:
    """The event's status now (a call, so that a type checker does not pin it between changes)."""
    return event.status


def _now(fake: FakeDiscord) -> dt.datetime:
    return fake.clock.wall()


async def _create_external(
    club: Club, fake: FakeDiscord, name: str = "Game night", **extra: Any
) -> discord.ScheduledEvent:
    start = _now(fake) + HOUR
    return await club.live.create_scheduled_event(
        name=name,
        start_time=start,
        end_time=start + 2 * HOUR,
        entity_type=discord.EntityType.external,
        privacy_level=discord.PrivacyLevel.guild_only,
        location="The usual table",
        **extra,
    )


async def _raw(fake: FakeDiscord, method: str, path: str, body: Any = None) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as http, http.request(method, fake.api_base + path, json=body) as answer:
        return answer.status, await answer.json() if answer.content_type == "application/json" else None


async def test_an_external_event_is_created_listed_and_announced(fake: FakeDiscord, club: Club) -> None:
    created = await _create_external(club, fake, description="Bring snacks")
    [event] = fake.scheduled_events(club.guild)
    assert (event.id, event.entity_type, event.status, event.location) == (
        created.id,
        EntityType.EXTERNAL,
        EventStatus.SCHEDULED,
        "The usual table",
    )
    assert event.creator is fake.bot_user
    await fake.wait_for(lambda: ("create", event.id, discord.EventStatus.scheduled) in club.client.seen)
    assert [e.name for e in await club.live.fetch_scheduled_events()] == ["Game night"]
    fetched = await club.live.fetch_scheduled_event(event.id, with_counts=True)
    assert (fetched.description, fetched.location, fetched.user_count) == ("Bring snacks", "The usual table", 0)


async def test_what_discord_refuses_when_creating(fake: FakeDiscord, club: Club) -> None:
    fake.allow_invalid = True
    path = f"/guilds/{club.guild.id}/scheduled-events"
    start = (_now(fake) + HOUR).isoformat()
    end = (_now(fake) + 2 * HOUR).isoformat()
    good = {
        "name": "n" * 100,
        "description": "d" * 1000,
        "privacy_level": 2,
        "entity_type": 3,
        "scheduled_start_time": start,
        "scheduled_end_time": end,
        "entity_metadata": {"location": "l" * 100},
    }
    status, _ = await _raw(fake, "POST", path, good)
    assert status == 200
    cases: dict[str, dict[str, Any]] = {
        "name": {"name": "n" * 101},
        "description": {"description": "d" * 1001},
        "privacy_level": {"privacy_level": 1},
        "scheduled_start_time": {"scheduled_start_time": (_now(fake) - dt.timedelta(minutes=1)).isoformat()},
        "scheduled_end_time": {"scheduled_end_time": None},
        "entity_metadata": {"entity_metadata": {}},
        "channel_id": {"entity_type": 2, "entity_metadata": None},
    }
    for field, change in cases.items():
        status, body = await _raw(fake, "POST", path, {**good, **change})
        assert (status, body["code"]) == (400, 50035), field
        assert field in body["errors"], (field, body["errors"])
    assert len(fake.scheduled_events(club.guild)) == 1


async def test_creating_needs_create_events_and_a_voice_event_its_channel(fake: FakeDiscord) -> None:
    guild = await fake.add_guild("No events")
    voice = await fake.add_channel(guild, "Voice", kind=ChannelType.VOICE)
    async with running(EventClient(), fake) as client:
        await client.wait_until_ready()
        live = client.get_guild(guild.id)
        assert live is not None
        start = _now(fake) + HOUR
        with pytest.raises(discord.Forbidden) as refused:
            await live.create_scheduled_event(
                name="x",
                start_time=start,
                end_time=start + HOUR,
                location="here",
                entity_type=discord.EntityType.external,
            )
        assert refused.value.code == 50013
        role = await fake.add_role(guild, "hosts", permissions=Permission.CREATE_EVENTS)
        await fake.add_member(guild, fake.bot_user, [role])
        in_voice = await live.create_scheduled_event(
            name="Voice night",
            start_time=start,
            entity_type=discord.EntityType.voice,
            channel=discord.Object(voice.id),
            privacy_level=discord.PrivacyLevel.guild_only,
        )
        assert in_voice.channel_id == voice.id
        await fake.set_bot_permissions(voice, connect=False)
        with pytest.raises(discord.Forbidden):
            await live.create_scheduled_event(
                name="Voice again",
                start_time=start,
                entity_type=discord.EntityType.voice,
                channel=discord.Object(voice.id),
                privacy_level=discord.PrivacyLevel.guild_only,
            )


async def test_status_moves_forward_only_and_a_finished_event_is_final(fake: FakeDiscord, club: Club) -> None:
    fake.allow_invalid = True
    created = await _create_external(club, fake)
    event = fake.scheduled_events(club.guild)[0]
    status, body = await _raw(fake, "PATCH", f"/guilds/{club.guild.id}/scheduled-events/{event.id}", {"status": 3})
    assert (status, body["code"], list(body["errors"])) == (400, 50035, ["status"]), "scheduled cannot complete"
    started = await created.start()
    assert _status(event) is EventStatus.ACTIVE
    ended = await started.end()
    assert _status(event) is EventStatus.COMPLETED
    with pytest.raises(discord.HTTPException) as final:
        await ended.edit(name="again")
    assert final.value.code == 180000
    await fake.wait_for(
        lambda: (
            [s for kind, i, s in club.client.seen if kind == "update" and i == event.id]
            == [discord.EventStatus.active, discord.EventStatus.completed]
        )
    )
    cancelled = await _create_external(club, fake, name="Maybe")
    await cancelled.cancel()
    assert fake.scheduled_events(club.guild)[1].status is EventStatus.CANCELED
    with pytest.raises(UserActionError):
        await fake.start_event(fake.scheduled_events(club.guild)[1])


async def test_interested_users_are_listed_and_announced(fake: FakeDiscord, club: Club) -> None:
    created = await _create_external(club, fake)
    event = fake.scheduled_events(club.guild)[0]
    bob = await fake.add_user("bob")
    await fake.subscribe_to_event(club.ann, event)
    await fake.subscribe_to_event(bob, event)
    await fake.subscribe_to_event(bob, event)  # already interested: nothing new
    assert sorted([u.id async for u in created.users()]) == sorted([club.ann.id, bob.id])
    await fake.unsubscribe_from_event(club.ann, event)
    assert [u.id async for u in created.users()] == [bob.id]
    await fake.wait_for(
        lambda: (
            [(k, who) for k, i, who in club.client.seen if k.endswith("interested")]
            == [("interested", club.ann.id), ("interested", bob.id), ("not interested", club.ann.id)]
        )
    )
    status, users = await _raw(
        fake, "GET", f"/guilds/{club.guild.id}/scheduled-events/{event.id}/users?with_member=true"
    )
    assert (status, [u["user"]["id"] for u in users], "member" in users[0]) == (200, [str(bob.id)], True)


async def test_start_event_and_external_events_that_start_and_end_on_time(fake: FakeDiscord, club: Club) -> None:
    await _create_external(club, fake)
    event = fake.scheduled_events(club.guild)[0]
    fake.advance(3599)
    await fake.settle()
    assert _status(event) is EventStatus.SCHEDULED
    fake.advance(2)
    assert _status(event) is EventStatus.ACTIVE, "an external event starts itself at its scheduled time"
    fake.advance(2 * 3600)
    assert _status(event) is EventStatus.COMPLETED, "and ends itself at its scheduled end"
    await fake.settle()
    await fake.wait_for(
        lambda: [s for k, _, s in club.client.seen if k == "update"][-1] == discord.EventStatus.completed
    )
    hosted = await fake.create_event(club.guild, club.ann, "Ann's night", starts_in=600)
    await fake.start_event(hosted)
    assert _status(hosted) is EventStatus.ACTIVE
    await fake.wait_for(lambda: ("update", hosted.id, discord.EventStatus.active) in club.client.seen)
    await fake.end_event(hosted)
    assert _status(hosted) is EventStatus.COMPLETED


async def test_modify_and_delete_need_manage_events_unless_the_event_is_ones_own(fake: FakeDiscord, club: Club) -> None:
    theirs = await fake.create_event(club.guild, club.ann, "Ann's night")
    path = f"/guilds/{club.guild.id}/scheduled-events/{theirs.id}"
    status, body = await _raw(fake, "PATCH", path, {"name": "Mine now"})
    assert (status, body["code"]) == (403, 50013)
    mine = await _create_external(club, fake)
    await mine.edit(name="Renamed")
    assert [e.name for e in fake.scheduled_events(club.guild)] == ["Ann's night", "Renamed"]
    await mine.delete()
    await fake.wait_for(lambda: ("delete", mine.id, discord.EventStatus.scheduled) in club.client.seen)
    status, body = await _raw(fake, "GET", f"/guilds/{club.guild.id}/scheduled-events/{mine.id}")
    assert (status, body["code"]) == (404, 10070)


async def test_a_starting_bot_gets_the_guilds_unfinished_events(fake: FakeDiscord) -> None:
    guild = await fake.add_guild("Later")
    host = await fake.add_user("host")
    upcoming: ScheduledEvent = await fake.create_event(guild, host, "Upcoming")
    done = await fake.create_event(guild, host, "Done")
    await fake.start_event(done)
    await fake.end_event(done)
    async with running(EventClient(), fake) as client:
        await client.wait_until_ready()
        live = client.get_guild(guild.id)
        assert live is not None
        assert [e.id for e in live.scheduled_events] == [upcoming.id]


def test_recurrence_rules_as_discord_documents_them() -> None:
    now = dt.datetime(2030, 1, 1, tzinfo=dt.UTC)
    base = {
        "name": "Weekly",
        "privacy_level": 2,
        "entity_type": 3,
        "scheduled_start_time": "2030-01-02T20:00:00+00:00",
        "scheduled_end_time": "2030-01-02T23:00:00+00:00",
        "entity_metadata": {"location": "Online"},
    }

    def errors(**rule: Any) -> list[str]:
        full = {"start": "2030-01-02T20:00:00+00:00", "interval": 1, **rule}
        return event_errors({**base, "recurrence_rule": full}, now=now, start_changed=True).paths()

    assert errors(frequency=2, by_weekday=[2]) == []  # every Wednesday
    assert errors(frequency=2, interval=2, by_weekday=[2]) == []  # every other Wednesday
    assert errors(frequency=3, by_weekday=[0, 1, 2, 3, 4]) == []  # every weekday
    assert errors(frequency=1, by_n_weekday=[{"n": 4, "day": 2}]) == []  # the fourth Wednesday
    assert errors(frequency=0, by_month=[7], by_month_day=[24]) == []  # every July 24
    assert errors(frequency=2, by_weekday=[2, 4]) == ["recurrence_rule.by_weekday"]
    assert errors(frequency=3, by_weekday=[0, 2]) == ["recurrence_rule.by_weekday"]
    assert errors(frequency=3, interval=2, by_weekday=[5, 6]) == ["recurrence_rule.interval"]
    assert errors(frequency=2, by_weekday=[2], count=3) == ["recurrence_rule.count"]
    assert errors(frequency=1, by_n_weekday=[{"n": 6, "day": 2}]) == ["recurrence_rule.by_n_weekday"]
    assert errors(frequency=0, by_month=[7]) == ["recurrence_rule.by_month"]
    assert errors(frequency=2, by_weekday=[2], by_n_weekday=[{"n": 1, "day": 2}]) == [
        "recurrence_rule.by_weekday",
        "recurrence_rule.by_n_weekday",
    ]
