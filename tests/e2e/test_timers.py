"""Turn timers: reminder, the timeout ruling, three strikes, removal; downtime never counts
against a player (issue 2 §2, issue 5)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e

# The turn timer: the tests let it pass at once (Night.pass_time); real time never reaches it.
TIMER = 60


async def test_timeouts_strike_three_times_then_the_host_removes_the_absent_player(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = TIMER
    absent = night.users[1]
    rng = random.Random(2)
    async with night.bot():
        await night.open_game("mascarade", 3)
        # ann and cat answer whatever they are asked; bob never answers, so only his time runs out.
        away = None
        for _ in range(60):
            for _ in bounded(200, "ann and cat keep being asked"):
                acted = [await night.random_turn(user, rng) for user in (night.users[0], night.users[2])]
                if not any(acted):
                    break
            away = next((m for m in fake.channel_messages(night.channel) if "marked away" in m.text), None)
            if away is not None:
                break
            await night.pass_time(TIMER / 2)  # half time: a reminder
            await night.pass_time(TIMER / 2)
        assert away is not None, "three timeouts in a row mark the player away"
        texts = [m.text for m in fake.channel_messages(night.channel)]
        # The half-time reminder is a line added to the turn message (an edit: no new ping).
        shown = [v.content for m in fake.channel_messages(night.channel) for v in m.versions]
        assert any("time is running out" in t for t in shown), "a reminder came first"
        assert any("ran out of time" in t for t in texts)
        # A guest who is not the host may not remove; the host may remove an away player.
        refused = await fake.slash(night.users[2], night.channel, "game kick", options={"player": absent})
        assert (await refused.answered()).ephemeral
        # Three players: a removal ends the game (M-8), so the notice offers a computer
        # player and the host confirms the removal.
        assert any("/game replace" in t for t in texts)
        warned = await night.slash(night.users[0], "game kick", player=absent)
        assert "ends this game" in (await warned.answered()).content
        ok = await night.slash(night.users[0], "game kick", player=absent, confirm=True)
        assert (await ok.answered()).content == "Done."
        await fake.wait_for_message(night.channel, lambda m: "was removed" in m.text)


async def test_downtime_is_not_held_against_a_player(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = TIMER
    async with night.bot():
        await night.open_game("mascarade", 4)
    await night.pass_time(2 * TIMER)  # the deadline passes while the bot is down
    async with night.bot():
        await night.pass_time(1)  # the bot is ready and its timer loop has ticked
        # The player whose turn it was still has a fresh grace period and acts in time.
        acted = [await night.random_turn(user, random.Random(1)) for user in night.users[:4]]
        assert any(acted)
        await fake.settle()
    texts = [m.text for m in fake.channel_messages(night.channel)]
    assert not any("ran out of time" in t for t in texts), texts


async def test_pause_freezes_the_timer_and_resume_restores_it(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = TIMER
    async with night.bot():
        await night.open_game("mascarade", 4)
        paused = await night.slash(night.mod, "mod pause")
        assert (await paused.answered()).ephemeral
        await fake.wait_for_message(night.channel, lambda m: "paused" in m.text)
        panel = await night.panel(night.users[0])
        assert "paused" in panel.text
        await night.pass_time(2 * TIMER)
        assert not any("ran out of time" in m.text for m in fake.channel_messages(night.channel))
        await night.slash(night.mod, "mod resume")
        await fake.wait_for_message(night.channel, lambda m: "continues" in m.text)
        await night.pass_time(TIMER)
        await fake.wait_for_message(night.channel, lambda m: "ran out of time" in m.text, timeout=1)


async def test_a_timed_out_turn_is_played_whole_and_counts_once(fake: FakeDiscord, tmp_path: Path) -> None:
    """Suspicion R1: the moves (the dice were rolled as the turn began), the card and its
    halves are all played for the absent player."""
    night = await make_night(fake, tmp_path)
    night.settings_overrides["turn_timer_seconds"] = TIMER
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        await night.pass_time(TIMER)
        await fake.wait_for_message(night.channel, lambda m: "ran out of time" in m.text, timeout=1)
        await night.idle()
        record = await bot.services.service.game(night.game_id)
        timed_out = [s for s in record.seats if s.strikes]
        assert len(timed_out) == 1, "one turn, one strike"
        assert timed_out[0].strikes == 1
        state = bot.services.service.state(record)
        assert getattr(state, "current", None) != timed_out[0].seat, "the whole turn was played; play moved on"
