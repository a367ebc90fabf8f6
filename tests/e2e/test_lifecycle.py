"""Lifecycle under one lock, through the real bot: a channel deleted while
its game's announcement is on its way gets nothing posted into it, no board re-posted,
and leaves no failed background task behind."""

from __future__ import annotations

import gc
import logging
import random
from pathlib import Path

import pytest

from cogs.table.table import BOARD_EDIT_INTERVAL
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night
from tests.waiting import until

pytestmark = [pytest.mark.e2e, pytest.mark.both_stores]


async def test_a_channel_deleted_mid_announcement_ends_its_game_quietly(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO)
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await night.idle()
        held = fake.block("POST /channels/*/messages")
        rng = random.Random(3)
        for user in night.users[:4]:
            if await night.random_turn(user, rng):
                break
        else:
            raise AssertionError("nobody could act")
        await held.wait_held()  # the move's announcement is on its way
        posted = len(fake.channel_messages(night.channel))
        await fake.delete_channel(night.channel)
        await fake.wait_for(lambda: any("ended: channel deleted" in r.getMessage() for r in caplog.records))
        fake.unblock()
        # Not night.idle(): flushing the table would retrieve a failed task's exception,
        # which in production nobody does. Wait as the bot runs on its own instead.
        await fake.settle()
        night.clock.advance(BOARD_EDIT_INTERVAL)  # any board refresh due runs now

        async def boards_done() -> bool:
            return not bot.services.table.editing_boards

        await until(boards_done, "the board refreshes done")
        await fake.settle()
        gc.collect()  # a task exception never retrieved is reported when its task is collected
        record = await bot.services.service.game(night.game_id)
        assert (record.status, record.end_reason, record.deadline_at) == ("cancelled", "channel deleted", None)
        assert await bot.services.store.undelivered(night.game_id) == []
    assert len(fake.channel_messages(night.channel)) == posted, "nothing is posted into a deleted channel"
    problems = [r for r in caplog.records if r.levelno >= logging.WARNING and "voice" not in r.getMessage()]
    assert not problems, [r.getMessage() for r in problems]
