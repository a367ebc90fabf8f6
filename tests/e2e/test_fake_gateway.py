"""The fake Discord's gateway when things go wrong, and its REST behind a proxy's path prefix:
outages a real discord.py client rides out, the IDENTIFY allowance that ``GET /gateway/bot``
reports and Discord enforces by resetting the token, and ``/prefix/api/v10`` routes."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import discord
import discord.http
import pytest

from tests.e2e.fakediscord import FakeDiscord, UserActionError, running
from tests.e2e.fakediscord.gateway import CLOSE_AUTHENTICATION_FAILED, HELLO, IDENTIFY

pytestmark = pytest.mark.e2e

CLICK = {"custom_id": "ping", "component_type": 2}
DAY_MS = 24 * 3600 * 1000


class Pinger(discord.Client):
    """Answers every interaction with "pong"."""

    def __init__(self) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message("pong", ephemeral=True)


async def _get(url: str, token: str | None = None) -> tuple[int, Any]:
    headers = {} if token is None else {"Authorization": f"Bot {token}"}
    async with aiohttp.ClientSession() as http, http.get(url, headers=headers) as answer:
        return answer.status, await answer.json()


async def test_the_bot_rides_out_a_gateway_outage_and_resumes(fake: FakeDiscord) -> None:
    guild = await fake.add_guild()
    chan = await fake.add_channel(guild)
    ann = await fake.add_user("ann")
    async with running(Pinger(), fake):
        session = fake.sessions[-1]
        await fake.begin_gateway_outage()
        await fake.wait_for(lambda: not session.live)
        await fake.wait_for(lambda: fake.gateway_refusals >= 1, timeout=10)  # discord.py retries
        with pytest.raises(UserActionError, match="gateway is down"):
            await fake.forged(ann, chan, CLICK)
        status, _ = await _get(f"{fake.api_base}/users/@me")
        assert status == 200, "REST is still up"
        fake.end_gateway_outage()
        await fake.wait_for(lambda: session.live, timeout=20)
        assert (session.resumes, len(fake.sessions)) == (1, 1)
        ix = await fake.forged(ann, chan, CLICK)
        assert (await ix.answered()).content == "pong"


async def test_after_an_outage_that_lost_the_sessions_the_bot_identifies_again(fake: FakeDiscord) -> None:
    guild = await fake.add_guild()
    chan = await fake.add_channel(guild)
    ann = await fake.add_user("ann")
    async with running(Pinger(), fake):
        async with fake.gateway_outage(sessions_lost=True):
            await fake.wait_for(lambda: fake.gateway_refusals >= 1, timeout=10)
        await fake.wait_for_bot(timeout=20, skip=1)
        assert len(fake.sessions) == 2
        assert fake.session_start_limit["remaining"] == 998
        ix = await fake.forged(ann, chan, CLICK)
        assert (await ix.answered()).content == "pong"


async def test_every_identify_counts_down_the_session_start_limit(fake: FakeDiscord) -> None:
    assert fake.session_start_limit == {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
    async with running(Pinger(), fake):
        await fake.drop_gateway(4000)
        await fake.wait_for(lambda: fake.sessions[0].resumes == 1 and fake.sessions[0].live)
    status, body = await _get(f"{fake.api_base}/gateway/bot")
    limit = body["session_start_limit"]
    assert (status, limit["total"], limit["remaining"]) == (200, 1000, 999), "a RESUME is not counted"
    assert DAY_MS - 60_000 < limit["reset_after"] <= DAY_MS
    fake.advance(12 * 3600)
    assert DAY_MS // 2 - 60_000 < fake.session_start_limit["reset_after"] <= DAY_MS // 2
    fake.advance(12 * 3600)
    assert fake.session_start_limit == {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}


async def test_an_identify_beyond_the_allowance_resets_the_token(fake: FakeDiscord) -> None:
    """Discord: "Upon hitting this limit, all active sessions for the app will be terminated,
    the bot token will be reset"; the fake closes them with 4004, which discord.py treats as fatal."""
    await fake.add_guild()
    fake.set_session_start_limit(remaining=1, reset_after=3600)
    client = Pinger()
    task = asyncio.create_task(client.start(fake.token))
    try:
        await fake.wait_for_bot()
        assert fake.session_start_limit["remaining"] == 0
        async with aiohttp.ClientSession() as http, http.ws_connect(fake.gateway_url) as ws:
            assert json.loads((await ws.receive()).data)["op"] == HELLO
            await ws.send_json({"op": IDENTIFY, "d": {"token": fake.token, "intents": 1}})
            closed = await ws.receive()
            assert (closed.type, closed.data) == (aiohttp.WSMsgType.CLOSE, CLOSE_AUTHENTICATION_FAILED)
        with pytest.raises(discord.ConnectionClosed) as ended:
            await asyncio.wait_for(task, 10)
        assert ended.value.code == CLOSE_AUTHENTICATION_FAILED
        assert fake.revoked_tokens == {fake.token}
        status, body = await _get(f"{fake.api_base}/users/@me", token=fake.token)
        assert (status, body) == (401, {"code": 0, "message": "401: Unauthorized"})
        assert all(s.ended for s in fake.sessions)
        fake.advance(3600)
        assert fake.session_start_limit["remaining"] == 1000, "the allowance comes back; the old token does not"
    finally:
        await client.close()


async def test_rest_answers_behind_a_path_prefix(fake: FakeDiscord) -> None:
    guild = await fake.add_guild()
    chan = await fake.add_channel(guild)
    ann = await fake.add_user("ann")
    status, me = await _get(f"{fake.api_base_under('/proxy/')}/users/@me")
    assert (status, me["id"]) == (200, str(fake.bot_user.id))
    assert (fake.requests[-1].path, fake.requests[-1].prefix) == ("/users/@me", "/proxy")
    known = len(fake.requests)
    discord.http.Route.BASE = fake.api_base_under("shared/rest-proxy")
    try:
        async with running(Pinger(), fake):
            ix = await fake.forged(ann, chan, CLICK)
            assert (await ix.answered()).content == "pong"
    finally:
        discord.http.Route.BASE = fake.api_base
    through = fake.requests[known:]
    assert through
    assert {r.prefix for r in through} == {"/shared/rest-proxy"}
    assert not fake.unhandled
