"""Suspicion through the real bot and the fake Discord."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.bounds import bounded
from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import Night, make_night, private_texts

pytestmark = pytest.mark.e2e


async def _full_game(night: Night, players: int, seed: int) -> None:
    async with night.bot() as bot:
        board = await night.open_game("suspicion", players)
        assert any(a.filename == "board.png" for a in board.attachments), "the villa is a picture"
        summary = await night.play_to_end(players, random.Random(seed))
        record = await bot.services.service.game(night.game_id)
        assert record.status == "finished"
        state = bot.services.service.state(record)
        assert (await bot.services.service.replay(night.game_id)).model_dump() == state.model_dump()
        secrets = await private_texts(bot, night.game_id)
        night.assert_no_leaks(players, secrets)
    assert summary.embeds
    night.fake.assert_all_answered()


@pytest.mark.both_stores
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
            record = await bot.services.service.game(night.game_id)
            return getattr(bot.services.service.state(record), "phase", "") == "guess"

        for _ in bounded(200, "turns until the guessing"):
            if await guessing():
                break
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
        version = (await bot.services.service.game(night.game_id)).version
        # The same form submitted again (a second device): refused, nothing changes.
        again = await fake.submit_modal(user, opened, {})
        callback = await again.answered()
        assert callback.ephemeral
        assert "already" in callback.content
        assert (await bot.services.service.game(night.game_id)).version == version


async def test_s1_4_the_lobby_offers_one_or_two_gems_fewer_or_more(fake: FakeDiscord, tmp_path: Path) -> None:
    """−2, −1, standard, +1, +2 gems per kind, in that order."""
    night = await make_night(fake, tmp_path)
    host, guest = night.users[:2]
    async with night.bot() as bot:
        lobby = (await night.slash(host, "game new", game="suspicion")).original
        assert lobby is not None
        length = next(s for s in lobby.selects() if s["custom_id"].endswith(":length"))
        assert [o["value"] for o in length["options"]] == ["short2", "short1", "standard", "long1", "long2"]
        await (await fake.select(host, lobby, length["custom_id"], ["short1"])).answered()
        assert "Quick: 1 fewer gem of each kind" in lobby.text
        await night.slash(guest, "game join")
        await night.slash(host, "game start")
        record = await bot.services.service.channel_game(night.channel.id)
        assert getattr(bot.services.service.state(record), "start_bank", None) == 6 - 1
