"""A game night's hub through the real bot: /gamenight open posts one message listing every
lobby and table in the channel and its threads, with seats to take and games to watch; it
follows the tables with at most one edit per 5 s, stays at the bottom of the channel, keeps
the night's scoreboard (across a restart too) and ends with the final scoreboard."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from cogs.gamenight.hub import HUB_BURIED, HUB_EDIT_INTERVAL, NIGHT_HOURS
from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord, Message, RequestRecord
from tests.e2e.gamenight import keep_tables_in_threads, lobby_in, open_practice, open_table, play_tables
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

HUB_TITLE = "🎲 Game night"


@dataclass
class Skips:
    """When the test let time pass (the fake's request times are real time): each entry is
    (the real time it happened, the time skipped from then on)."""

    night: Night
    entries: list[tuple[float, float]] = field(default_factory=list)

    async def pass_time(self, seconds: float) -> None:
        self.entries.append((time.monotonic(), self.night.clock.skipped + seconds))
        await self.night.pass_time(seconds)

    def clock_of(self, request: RequestRecord) -> float:
        skipped = 0.0
        for at, after in self.entries:
            if at <= request.time:
                skipped = after
        return request.time + skipped


def hub_writes(fake: FakeDiscord) -> list[RequestRecord]:
    """The bot's posts and edits of a hub (not its first post, the command's answer)."""

    def is_hub(body: object) -> bool:
        embeds = body.get("embeds") if isinstance(body, dict) else None
        return bool(embeds) and isinstance(embeds, list) and embeds[0].get("title") == HUB_TITLE

    return [r for r in fake.requests if r.method in ("POST", "PATCH") and "/channels/" in r.path and is_hub(r.json)]


def the_hub(fake: FakeDiscord, night: Night) -> Message:
    hubs = [m for m in fake.channel_messages(night.channel) if m.embeds and m.embeds[0].get("title") == HUB_TITLE]
    assert len(hubs) == 1, f"one hub in the channel, not {len(hubs)}"
    return hubs[0]


async def open_night(night: Night) -> Message:
    ix = await night.fake.slash(night.users[0], night.channel, "gamenight open")
    answer = await ix.answered()
    assert not answer.ephemeral
    assert ix.original is not None
    return ix.original


async def test_the_hub_lists_every_table_with_its_edits_coalesced(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["computer_delay_seconds"] = 0
    skips = Skips(night)
    async with night.bot():
        await keep_tables_in_threads(night)
        await open_night(night)
        again = await (await fake.slash(night.users[1], night.channel, "gamenight open")).answered()
        assert again.ephemeral, "one hub per channel"
        ann, bob, cat, dan = night.users[:4]
        await skips.pass_time(HUB_EDIT_INTERVAL)  # the hub may be edited at once
        # Four tables open in a burst, the timer loop running between each (as it does every
        # second): the first change is shown at once, the others together 5 s later.
        mascarade = await open_table(night, ann, "mascarade")
        await night.run_timers()
        await open_table(night, bob, "grimm")
        await night.run_timers()
        await open_practice(night, cat, "suspicion", 3)
        await night.run_timers()
        await open_practice(night, dan, "mascarade", 4)
        await night.run_timers()
        await skips.pass_time(HUB_EDIT_INTERVAL)
        hub = the_hub(fake, night)
        listed = hub.embeds[0]["description"]
        assert listed.count("🪑") == 2, "two lobbies"
        assert listed.count("▶️") == 2, "two tables playing"
        assert "ann" in listed
        join = hub.select(custom_id=next(s["custom_id"] for s in hub.selects() if s["custom_id"].startswith("mn:hj:")))
        assert len(join["options"]) == 2
        # Eve takes a seat at Ann's table from the hub; the lobby message shows her there.
        eve = night.users[4]
        picked = await fake.select(eve, hub, join["custom_id"], [str(mascarade.game_id)])
        assert "You took a seat" in (await picked.answered()).content
        await night.idle()
        assert f"<@{eve.id}>" in str(lobby_in(fake, mascarade.thread).embeds)
        await skips.pass_time(HUB_EDIT_INTERVAL)
        assert "2 seated" in the_hub(fake, night).embeds[0]["description"]
        # Frank watches a running table from the hub.
        hub = the_hub(fake, night)
        watch = next(s for s in hub.selects() if s["custom_id"].startswith("mn:hw:"))
        frank = night.users[5]
        watching = await fake.select(frank, hub, watch["custom_id"], [watch["options"][0]["value"]])
        view = await watching.answered()
        assert view.ephemeral
        assert view.embeds
    writes = hub_writes(fake)
    assert writes, "the hub followed the tables"
    for before, after in itertools.pairwise(writes):
        gap = skips.clock_of(after) - skips.clock_of(before)
        assert gap >= HUB_EDIT_INTERVAL - 0.05, f"two hub edits {gap:.2f} s apart"


async def test_the_hub_stays_at_the_bottom(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        await keep_tables_in_threads(night)
        first = await open_night(night)
        for user in night.users[:HUB_BURIED]:
            await open_table(night, user, "grimm")  # each table's line goes below the hub
        await night.pass_time(HUB_EDIT_INTERVAL)
        hub = the_hub(fake, night)
        assert hub.id != first.id, "posted again below the lines"
        assert fake.message(first.id).deleted
        assert max(m.id for m in fake.channel_messages(night.channel)) == hub.id


async def test_the_scoreboard_counts_the_nights_games_across_a_restart(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["computer_delay_seconds"] = 0
    async with night.bot() as bot:
        await keep_tables_in_threads(night)
        await open_night(night)
        tables = [
            await open_practice(night, night.users[0], "grimm", 3),
            await open_practice(night, night.users[1], "mascarade", 3),
        ]
        await play_tables(night, tables, random.Random(11))
        await bot.services.table.flush()
        winners = []
        for table in tables:
            record = await bot.services.service.game(table.game_id)
            winners += [s.name for s in record.seats if s.user_id in set(_winners(record.winners))]
    async with night.bot():
        await night.pass_time(HUB_EDIT_INTERVAL)
        board = the_hub(fake, night).embeds[0]["fields"][0]["value"]
        assert board.startswith("2 games played")
        for name in winners:
            assert name in board
        closed = await (await fake.slash(night.users[0], night.channel, "gamenight close")).answered()
        assert not closed.ephemeral
        assert closed.embeds[0]["title"].startswith("🏁")
        assert "2 games played" in closed.embeds[0]["description"]
        await night.idle()
        assert not [m for m in fake.channel_messages(night.channel) if m.embeds and m.embeds[0]["title"] == HUB_TITLE]


async def test_a_night_ends_by_itself_after_twelve_hours(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await open_night(night)
        await night.pass_time(NIGHT_HOURS * 3600)
        final = [m for m in fake.channel_messages(night.channel) if m.embeds and m.embeds[0]["title"].startswith("🏁")]
        assert len(final) == 1
        assert await bot.services.nights.open_in(night.channel.id) is None
        reopened = await (await fake.slash(night.users[1], night.channel, "gamenight open")).answered()
        assert not reopened.ephemeral, "a new night may begin"


def _winners(stored: str | None) -> list[int]:
    return list(json.loads(stored or "[]"))


async def test_a_deleted_channel_closes_its_night(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await open_night(night)
        await fake.delete_channel(night.channel)
        for _ in bounded(500, "the night of a deleted channel to close"):
            if await bot.services.nights.open_in(night.channel.id) is None:
                break
            await asyncio.sleep(0.01)
        await night.pass_time(HUB_EDIT_INTERVAL)
        assert not [r for r in fake.requests if r.status == 404], "nothing more is posted there"
