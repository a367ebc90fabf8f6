"""Suspicion through the real bot and the fake Discord (issue 4)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import Night, make_night, private_texts

pytestmark = pytest.mark.e2e


async def _full_game(night: Night, players: int, seed: int) -> None:
    async with night.bot() as bot:
        board = await night.open_game("suspicion", players)
        assert any(a.filename == "board.png" for a in board.attachments), "the villa is a picture"
        summary = await night.play_to_end(players, random.Random(seed))
        record = await bot.service.game(night.game_id)
        assert record.status == "finished"
        state = bot.service.state(record)
        assert (await bot.service.replay(night.game_id)).model_dump() == state.model_dump()
        secrets = await private_texts(bot, night.game_id)
        night.assert_no_leaks(players, secrets)
    assert summary.embeds
    night.fake.assert_all_answered()


async def test_three_player_game_with_final_guesses(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    await _full_game(night, 3, seed=3)
    # Every player handed in guesses through the form, once each.
    forms = [ix for ix in fake.interactions if ix.label.startswith("modal")]
    assert len(forms) == 3


async def test_two_player_game(fake: FakeDiscord, tmp_path: Path) -> None:
    await _full_game(await make_night(fake, tmp_path), 2, seed=2)


async def test_six_player_game(fake: FakeDiscord, tmp_path: Path) -> None:
    await _full_game(await make_night(fake, tmp_path), 6, seed=6)


async def test_guesses_cannot_be_handed_in_twice(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    rng = random.Random(4)
    async with night.bot() as bot:
        await night.open_game("suspicion", 2)

        # Play until the guessing starts (checked after every turn, so nobody guesses yet).
        async def guessing() -> bool:
            record = await bot.service.game(night.game_id)
            return getattr(bot.service.state(record), "phase", "") == "guess"

        while not await guessing():
            for user in night.users[:2]:
                await night.random_turn(user, rng)
                if await guessing():
                    break
        user = night.users[0]
        panel = await night.panel(user)
        button = next(b["custom_id"] for b in panel.buttons() if b["custom_id"].startswith("mn:g:"))
        opened = await fake.click(user, panel, button)
        await opened.answered()
        first = await fake.submit_modal(user, opened, {})
        assert (await first.answered()).ephemeral
        version = (await bot.service.game(night.game_id)).version
        # The same form submitted again (a second device): refused, nothing changes.
        again = await fake.submit_modal(user, opened, {})
        callback = await again.answered()
        assert callback.ephemeral
        assert "already" in callback.content
        assert (await bot.service.game(night.game_id)).version == version
