"""Shards across processes: a game belongs to its server's shard, so exactly one
process runs it. One process over every shard on SQLite; two processes on different shards
sharing one PostgreSQL database, one of them killed mid-game and restarted while the other's
game plays on."""

from __future__ import annotations

import asyncio
import random
from contextlib import AbstractAsyncContextManager
from pathlib import Path

import pytest
from discord.ext import commands

from bot.core.heartbeat import Pulse, read_pulse
from bot.store.db import open_database
from bot.store.games import GameStore
from bot.store.records import GameStatus
from tests.e2e.fakediscord import FakeDiscord, Interaction, Message, RequestRecord, User
from tests.e2e.harness import Night, kill, make_night
from tests.postgres import fresh_postgres

pytestmark = pytest.mark.e2e

PLAYERS = 4
# A board edit is coalesced to one a second: what a process would do to a game after its
# start-up has reached the channel well within this. Real time, justly: these bots are other
# processes, on the wall clock.
BOARD_EDIT_WINDOW_SECONDS = 2.5


async def test_one_process_runs_every_shard_on_sqlite(fake: FakeDiscord, tmp_path: Path) -> None:
    fake.shard_count = 2
    nights = [await make_night(fake, tmp_path, shard=shard) for shard in (0, 1)]
    for night in nights:
        night.settings_overrides["shard_count"] = 2
    rng = random.Random(3)
    async with nights[0].bot() as bot:
        assert isinstance(bot, commands.AutoShardedBot)
        assert bot.shard_ids == [0, 1]
        beat = nights[0].db_path.with_name(nights[0].db_path.name + ".heartbeat")
        pulse = await fake.wait_for(lambda: _all_ready(read_pulse(beat, 5.0), 2), timeout=10)
        assert set(pulse.state["gateway"]) == {"0", "1"}, "each shard's session, for the health check"
        nights[1].running_bot = bot  # one process, one bot for both servers
        for night in nights:
            await night.open_game("mascarade", PLAYERS)
        for night in nights:
            summary = await night.play_to_end(PLAYERS, rng)
            assert summary.attachments
    assert sorted(s.shard for s in fake.sessions if s.shard is not None) == [(0, 2), (1, 2)]
    fake.assert_all_answered()


def _all_ready(pulse: Pulse | None, shards: int) -> Pulse | None:
    gateway = pulse.state.get("gateway", {}) if pulse is not None else {}
    return pulse if len(gateway) == shards and all(s["ready"] for s in gateway.values()) else None


def _process(night: Night, url: str, shard: int) -> AbstractAsyncContextManager[asyncio.subprocess.Process]:
    """The production start-up path (``python -m bot``) on one of two shards, PostgreSQL at ``url``."""
    return night.bot_process({"DATABASE_URL": url, "SHARD_COUNT": "2", "SHARD_IDS": str(shard)}, ready_timeout=60)


def _touching(fake: FakeDiscord, night: Night) -> list[RequestRecord]:
    """Every request the bots made about ``night``'s channel (its messages, its board)."""
    return [r for r in fake.requests if f"/channels/{night.channel.id}/" in r.path]


def _asks(panel: Message) -> bool:
    return any(b["custom_id"].startswith("mn:a:") for b in panel.buttons()) or bool(panel.selects())


async def _use(fake: FakeDiscord, user: User, panel: Message) -> Interaction:
    """Take the first choice the panel offers (a button, or a select's first option)."""
    buttons = [b for b in panel.buttons() if b["custom_id"].startswith("mn:a:")]
    if buttons:
        return await fake.click(user, panel, buttons[0]["custom_id"])
    select = panel.selects()[0]
    return await fake.select(user, panel, select["custom_id"], [select["options"][0]["value"]])


async def _status(url: str, game_id: int) -> GameStatus:
    db = await open_database(url)
    try:
        record = await GameStore(db).get(game_id)
    finally:
        await db.close()
    assert record is not None
    return record.status


async def test_two_processes_one_killed_mid_game_the_other_never_pauses(fake: FakeDiscord, tmp_path: Path) -> None:
    async with fresh_postgres() as url:
        fake.shard_count = 2
        here, there = await make_night(fake, tmp_path, shard=0), await make_night(fake, tmp_path, shard=1)
        rng = random.Random(17)
        async with _process(there, url, 1):
            async with _process(here, url, 0) as doomed:
                for night in (here, there):
                    await night.open_game("mascarade", PLAYERS)
                    for user in night.users[:PLAYERS] * 2:
                        await night.random_turn(user, rng)
                # Someone here is asked something; their panel was open when the process died.
                panels = [(user, await here.panel(user)) for user in here.users[:PLAYERS]]
                user, old_panel = next((u, p) for u, p in panels if _asks(p))
                await fake.settle()
                await kill(doomed)
            # Shard 0 is down: shard 1's game goes on, every click answered by its own process.
            played = [await there.random_turn(player, rng) for player in there.users[:PLAYERS]]
            assert any(played), "the other process's game never paused"
            await asyncio.sleep(BOARD_EDIT_WINDOW_SECONDS)  # its last board edit included
            await fake.settle()
            untouched = len(_touching(fake, there))
            async with _process(here, url, 0):
                # The restarted process resumes its own game: the old panel's choice still works …
                ix = await _use(fake, user, old_panel)
                assert (await ix.answered()).type == 7, "the restarted process took the old panel's click"
                # … and leaves the other process's game alone at start-up (no board edit, no post).
                await fake.settle()
                await asyncio.sleep(BOARD_EDIT_WINDOW_SECONDS)
                await fake.settle()
                assert len(_touching(fake, there)) == untouched, "a process touched another shard's game"
                for night in (here, there):
                    summary = await night.play_to_end(PLAYERS, rng)
                    assert summary.attachments
        for night in (here, there):
            assert await _status(url, night.game_id) == GameStatus.FINISHED
    fake.assert_all_answered()


PROXY = "shared/rest-proxy"  # where compose.yaml's rate-limit proxy would answer: a path prefix here


async def _all_through_the_proxy(fake: FakeDiscord, nights: list[Night], start: int) -> None:
    for night in nights:
        await night.open_game("mascarade", PLAYERS)
        await night.panel(night.users[1])
    await fake.settle()
    sent = fake.requests[start:]
    assert sent, "the bots sent requests"
    kinds = {(r.method, r.path.split("/")[1]) for r in sent}
    for needed in [("GET", "gateway"), ("GET", "users"), ("POST", "interactions"), ("POST", "channels")]:
        assert needed in kinds, f"no {needed} request: {sorted(kinds)}"
    assert {r.prefix for r in sent} == {f"/{PROXY}"}, "every request, interaction answers included, went through it"


async def test_one_process_sends_every_rest_request_through_the_proxy_base(fake: FakeDiscord, tmp_path: Path) -> None:
    """DISCORD_API_BASE, as compose.yaml sets it: the REST requests (the allowance read before
    identifying, the bot's own, its interaction answers) reach Discord through it."""
    night = await make_night(fake, tmp_path)
    start = len(fake.requests)
    async with night.bot_process({"DISCORD_API_BASE": fake.api_base_under(PROXY)}):
        await _all_through_the_proxy(fake, [night], start)
    fake.assert_all_answered()


async def test_two_shard_processes_share_one_rest_proxy(fake: FakeDiscord, tmp_path: Path) -> None:
    """compose.yaml's deployment: two processes on shards 0 and 1 of 2, one PostgreSQL, one
    rate-limit proxy for the token both spend."""
    async with fresh_postgres() as url:
        fake.shard_count = 2
        nights = [await make_night(fake, tmp_path, shard=shard) for shard in (0, 1)]
        start = len(fake.requests)
        proxied = {"DATABASE_URL": url, "SHARD_COUNT": "2", "DISCORD_API_BASE": fake.api_base_under(PROXY)}
        async with (
            nights[0].bot_process({**proxied, "SHARD_IDS": "0"}, ready_timeout=60),
            nights[1].bot_process({**proxied, "SHARD_IDS": "1"}, ready_timeout=60),
        ):
            await _all_through_the_proxy(fake, nights, start)
    fake.assert_all_answered()
