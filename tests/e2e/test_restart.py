"""Nothing lost: restarts mid-game, and a kill -9 between an action's commit and its
announcement."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest

from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import kill, make_night

pytestmark = [pytest.mark.e2e, pytest.mark.both_stores]


def _choices(panel: Message) -> list[dict[str, Any]]:
    """A panel's choices: its action buttons and its select of choices."""
    return [c for c in panel.all_components() if c.get("custom_id", "").startswith(("mn:a:", "mn:s:"))]


async def test_restart_mid_game_resumes_and_old_buttons_still_work(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    rng = random.Random(7)
    async with night.bot():
        await night.open_game("mascarade", 4)
        for user in night.users[:4] * 2:
            await night.random_turn(user, rng)
        # Someone is asked something now; they open their panel just before the restart.
        panels = [(u, await night.panel(u)) for u in night.users[:4]]
        waiting = [(u, p) for u, p in panels if _choices(p)]
        assert waiting
        user, old_panel = waiting[0]
    async with night.bot():
        component = _choices(old_panel)[0]
        if component["type"] == 2:
            ix = await fake.click(user, old_panel, component["custom_id"])
        else:
            ix = await fake.select(user, old_panel, component["custom_id"], [component["options"][0]["value"]])
        callback = await ix.answered()
        assert callback.type == 7, "the old panel's choices still work after a restart"
        await night.play_to_end(4, rng)
    fake.assert_all_answered()


async def test_kill_between_commit_and_announcement_loses_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        await night.open_game("mascarade", 4)
        await fake.settle()
        before = len(fake.channel_messages(night.channel))
        # Hold every new channel message: the click's answer goes through, the announcement not.
        held = fake.block("POST /channels/*/messages")
        # Whoever plays first takes their preparatory turn.
        for user in night.users[:4]:
            if await night.random_turn(user, random.Random(1)):
                break
        else:
            raise AssertionError("nobody could act")
        await held.wait_held()
        await kill(process)
    fake.unblock()
    assert len(fake.channel_messages(night.channel)) == before, "nothing was announced before the kill"
    async with night.bot():
        announced = await fake.wait_for_message(
            night.channel, lambda m: "takes their" in m.text or "берёт" in m.text, timeout=10
        )
    assert announced is not None
    lines = [m for m in fake.channel_messages(night.channel) if m is announced or m.text == announced.text]
    assert len(lines) == 1, "the announcement is sent exactly once"


async def test_sigterm_stops_cleanly_and_the_game_resumes(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot_process() as process:
        await night.open_game("mascarade", 4)
        rng = random.Random(11)
        for user in night.users[:4] * 2:
            await night.random_turn(user, rng)
        process.terminate()
        assert await asyncio.wait_for(process.wait(), 10) == 0, "SIGTERM exits cleanly"
    async with night.bot() as bot:
        state = bot.services.service.state(await bot.services.service.game(night.game_id))
        assert (await bot.services.service.replay(night.game_id)).model_dump() == state.model_dump()
        acted = [await night.random_turn(user, rng) for user in night.users[:4]]
        assert any(acted), "the game resumes with no player action needed to revive it"
