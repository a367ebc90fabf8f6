"""Discord's session-start allowance is spent with care (bot/boot/session_starts.py): a bot that
finds it nearly spent waits for its reset instead of identifying, and a process that keeps
crashing soon after its start backs off before connecting. Both against the fake Discord's
allowance (``GET /gateway/bot``'s ``session_start_limit``, counted down on every IDENTIFY and
reset on the fake's clock); the waits run on the bot's clock, which the test moves on."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from bot.boot.session_starts import BACKOFF_FIRST, RESERVE
from bot.core.heartbeat import read_pulse
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import Night, bot_env, kill, make_night, run_module

pytestmark = pytest.mark.e2e

BEAT = 0.2  # HEARTBEAT_SECONDS here: a jump of the bot's clock reaches the heartbeat file soon


@contextlib.asynccontextmanager
async def starting(night: Night) -> AsyncIterator[MasqueradeBot]:
    """The bot started in this process on the night's clock, yielded at once (it may wait
    before it identifies), closed on the way out."""
    night.settings_overrides["heartbeat_seconds"] = BEAT
    bot = MasqueradeBot(night.settings(), clock=night.clock)
    task = asyncio.create_task(bot.start(night.fake.token))
    try:
        yield bot
    finally:
        await bot.close()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.wait_for(task, 30)


def _waiting(night: Night) -> str | None:
    pulse = read_pulse(night.db_path.with_name(night.db_path.name + ".heartbeat"), BEAT)
    waiting = pulse.state.get("waiting") if pulse is not None else None
    return str(waiting["why"]) if waiting else None


async def _health(night: Night) -> tuple[int, str]:
    env = {k: v for k, v in bot_env(night.fake, night.db_path).items() if k != "DISCORD_TOKEN"}
    code, out = await run_module(
        "bot.ops.health", cwd=night.db_path.parent, env={**env, "HEARTBEAT_SECONDS": str(BEAT)}
    )
    return code, out.strip()


async def _pass(night: Night, seconds: float) -> None:
    """Time goes by at once for the bot and for Discord."""
    night.clock.skipped += seconds
    night.fake.advance(seconds)
    await asyncio.sleep(3 * BEAT)  # the bot's next steps (each a second at most) see it


async def test_a_nearly_spent_allowance_waits_for_its_reset_instead_of_identifying(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING, logger="bot.boot.session_starts")
    night = await make_night(fake, tmp_path)
    fake.set_session_start_limit(remaining=RESERVE, reset_after=3600)  # one start short of the reserve
    async with starting(night):
        why = await fake.wait_for(lambda: _waiting(night), timeout=20)
        assert why.startswith(f"Discord allows {RESERVE} more session starts of 1000 until "), why
        assert "waiting for the reset instead of spending them" in why
        assert (len(fake.sessions), fake.session_start_limit["remaining"]) == (0, RESERVE), "nothing spent"
        code, line = await _health(night)
        assert code == 0, line
        assert re.search(
            rf"; gateway: the bot connecting for \d+ s: Discord allows {RESERVE} more session starts", line
        )

        await _pass(night, 600)  # past the health check's grace, still before the reset
        code, line = await _health(night)
        assert code == 1, line
        assert "has not connected to Discord since it started" in line
        assert f"Discord allows {RESERVE} more session starts" in line
        assert not fake.sessions

        await _pass(night, 3000)  # Discord's reset
        await fake.wait_for_bot(timeout=20)
        assert fake.session_start_limit["remaining"] == 999
        await fake.wait_for(lambda: _waiting(night) is None, timeout=10)
        code, line = await _health(night)
        assert code == 0, line
    said = [r.getMessage() for r in caplog.records]
    assert len(said) == 1, said  # one line for the wait


async def test_a_process_that_keeps_crashing_backs_off_before_spending_another_start(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Three runs killed soon after their start (the heartbeat each leaves counts them): the
    fourth waits before identifying; a clean stop ends the count."""
    caplog.set_level(logging.WARNING, logger="bot.boot.session_starts")
    night = await make_night(fake, tmp_path)
    for _ in range(3):
        async with night.bot_process() as process:
            await kill(process)
    assert fake.session_start_limit["remaining"] == 997
    async with starting(night):
        why = await fake.wait_for(lambda: _waiting(night), timeout=20)
        assert why == f"3 quick crashes in a row: waiting {BACKOFF_FIRST:.0f} s before connecting to Discord"
        code, line = await _health(night)
        assert code == 0, line
        assert "3 quick crashes in a row" in line
        await asyncio.sleep(1.0)
        assert fake.session_start_limit["remaining"] == 997, "no start spent while backing off"
        await _pass(night, BACKOFF_FIRST)
        await fake.wait_for_bot(timeout=20, skip=3)
        assert fake.session_start_limit["remaining"] == 996
    assert [r.getMessage() for r in caplog.records] == [
        f"3 quick crashes in a row: waiting {BACKOFF_FIRST:.0f} s before connecting to Discord (each start spends "
        "one of Discord's daily session starts)"
    ]
    async with night.bot():  # the clean stop before reset the count: no wait
        assert fake.session_start_limit["remaining"] == 995
