"""The fake Discord's shards: each guild's events and interactions reach only the gateway
connection of its shard, ``(guild_id >> 22) % shard_count``, as Discord routes them."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

import aiohttp
import discord
import pytest

from tests.e2e.fakediscord import FakeDiscord, Guild, running
from tests.e2e.fakediscord.gateway import CLOSE_INVALID_SHARD, HELLO, IDENTIFY

pytestmark = pytest.mark.e2e


class ShardClient(discord.Client):
    """One shard of ``count``, answering every interaction with its shard number."""

    def __init__(self, shard: int, count: int = 2) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(intents=intents, shard_id=shard, shard_count=count, guild_ready_timeout=0.1)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"shard {self.shard_id}")


class EveryShard(discord.AutoShardedClient):
    """The shards ``GET /gateway/bot`` recommends, all in one process."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.none(), guild_ready_timeout=0.1)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """No 5-second wait between IDENTIFYs: the fake has no identify rate limit."""


@contextlib.asynccontextmanager
async def two_shards(fake: FakeDiscord) -> AsyncIterator[tuple[ShardClient, ShardClient]]:
    async with running(ShardClient(0), fake) as first, running(ShardClient(1), fake) as second:
        yield first, second


def _guild_ids(client: discord.Client) -> set[int]:
    return {g.id for g in client.guilds}


async def test_each_shard_gets_its_own_guilds_and_their_interactions(fake: FakeDiscord) -> None:
    fake.shard_count = 2
    guilds = [await fake.add_guild(f"server {n}", shard=n % 2) for n in range(4)]
    channels = [await fake.add_channel(g) for g in guilds]
    ann = await fake.add_user("ann")
    async with two_shards(fake) as clients:
        for client in clients:
            mine = {g.id for g in guilds if (g.id >> 22) % 2 == client.shard_id}
            await fake.wait_for(lambda c=client, m=mine: _guild_ids(c) == m)  # type: ignore[misc]
        for guild, channel in zip(guilds, channels, strict=True):
            ix = await fake.forged(ann, channel, {"custom_id": "x", "component_type": 2})
            assert (await ix.answered()).content == f"shard {(guild.id >> 22) % 2}"
        dm = await fake.forged(ann, fake.dm_channel(ann), {"custom_id": "x", "component_type": 2})
        assert (await dm.answered()).content == "shard 0", "DMs go to shard 0"


async def test_later_events_of_a_guild_reach_only_its_shard(fake: FakeDiscord) -> None:
    fake.shard_count = 2
    async with two_shards(fake) as (first, second):
        late = await fake.add_guild("late", shard=1)
        channel = await fake.add_channel(late, "new-room")
        await fake.wait_for(lambda: second.get_channel(channel.id) is not None)
        assert first.get_guild(late.id) is None
        assert [s.shard for s in fake.sessions] == [(0, 2), (1, 2)]
        assert [len([e for e in s.backlog if _guild_of(e) == late.id]) for s in fake.sessions] == [0, 2]


def _guild_of(event: dict[str, Any]) -> int | None:
    data = event["d"]
    if event["t"] == "GUILD_CREATE":
        return int(data["id"])
    return int(data["guild_id"]) if "guild_id" in data else None


async def test_gateway_bot_recommends_the_shard_count(fake: FakeDiscord) -> None:
    fake.shard_count = 3
    guilds: list[Guild] = [await fake.add_guild(f"server {n}", shard=n) for n in range(3)]
    client = EveryShard()
    async with running(client, fake):
        await fake.wait_for(lambda: len(fake.gateway.live_sessions) == 3)
        await fake.wait_for(lambda: _guild_ids(client) == {g.id for g in guilds})
    assert client.shard_count == 3
    assert sorted(s.shard for s in fake.sessions if s.shard) == [(0, 3), (1, 3), (2, 3)]
    for session in fake.sessions:
        created = [int(e["d"]["id"]) for e in session.backlog if e["t"] == "GUILD_CREATE"]
        assert session.shard is not None
        assert [(g >> 22) % 3 for g in created] == [session.shard[0]]


async def test_a_shard_beyond_the_count_is_refused(fake: FakeDiscord) -> None:
    async with aiohttp.ClientSession() as http, http.ws_connect(fake.gateway_url) as ws:
        hello = json.loads((await ws.receive()).data)
        assert hello["op"] == HELLO
        await ws.send_json({"op": IDENTIFY, "d": {"token": fake.token, "intents": 1, "shard": [2, 2]}})
        closed = await ws.receive()
        assert closed.type is aiohttp.WSMsgType.CLOSE
        assert closed.data == CLOSE_INVALID_SHARD
    assert fake.sessions == []
