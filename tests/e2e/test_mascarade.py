"""Mascarade through the real bot and the fake Discord (issue 2 §3, §6)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord
from tests.e2e.harness import Night, make_night, private_texts

pytestmark = pytest.mark.e2e


async def _full_game(night: Night, players: int, seed: int, **options: str) -> None:
    async with night.bot() as bot:
        board = await night.open_game("mascarade", players, **options)
        summary = await night.play_to_end(players, random.Random(seed))
        await bot.services.table.flush()
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is None, "a finished game frees the channel"
        game_id = night.game_id
        stored = await bot.services.service.game(game_id)
        assert stored.status == "finished"
        # Replaying the stored actions from the seed rebuilds exactly the stored state.
        service = bot.services.service
        assert (await service.replay(game_id)).model_dump() == service.state(stored).model_dump()
        night.assert_no_leaks(players, await private_texts(bot, game_id))
    assert summary.embeds, "the summary shows winners and every card"
    assert not board.buttons(), "the final board has no live buttons"
    night.fake.assert_all_answered()


@pytest.mark.both_stores
async def test_full_four_player_game(fake: FakeDiscord, tmp_path: Path) -> None:
    await _full_game(await make_night(fake, tmp_path), 4, seed=4)


async def test_five_players_with_centre_cards(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot():
        board = await night.open_game("mascarade", 5)
        text = board.text
        assert "Centre" in text
    await _continue(night, 5)


async def _continue(night: Night, players: int) -> None:
    async with night.bot():
        await night.play_to_end(players, random.Random(players))
    night.fake.assert_all_answered()


async def test_three_player_variant(fake: FakeDiscord, tmp_path: Path) -> None:
    await _full_game(await make_night(fake, tmp_path), 3, seed=3)


async def test_two_player_variant(fake: FakeDiscord, tmp_path: Path) -> None:
    await _full_game(await make_night(fake, tmp_path), 2, seed=2)


async def test_custom_set_and_first_player(fake: FakeDiscord, tmp_path: Path) -> None:
    """M-1.4 custom sets from the lobby form; M-1.6 the host picks the first player."""
    night = await make_night(fake, tmp_path)
    host, guest = night.users[0], night.users[2]
    async with night.bot():
        ix = await night.slash(host, "game new", game="mascarade")
        lobby = ix.original
        assert lobby is not None
        for user in night.users[1:4]:
            await (await fake.click(user, lobby, label="Join")).answered()
        # Only the host may build a set.
        refused = await fake.click(guest, lobby, label="Custom set…")
        assert (await refused.answered()).ephemeral
        # A set without the Judge breaks M-1.4: the host is told which rule.
        opened = await fake.click(host, lobby, label="Custom set…")
        assert (await opened.answered()).type == 9
        bad = await fake.submit_modal(host, opened, {"cards": ["bishop", "king", "queen", "witch", "cheat", "thief"]})
        await bad.answered()
        await fake.wait_for(lambda: bad.followups)
        assert "❌" in bad.followups[0].text
        start = await fake.slash(host, night.channel, "game start")
        assert "Judge" in (await start.answered()).content
        # A valid set is shown in the lobby and accepted.
        opened = await fake.click(host, lobby, label="Custom set…")
        await opened.answered()
        good = await fake.submit_modal(host, opened, {"cards": ["judge", "bishop", "king", "queen", "witch", "cheat"]})
        await good.answered()
        await fake.wait_for(lambda: good.followups)
        assert "✅" in good.followups[0].text
        assert "Custom set" in lobby.text
        assert "Witch" in lobby.text
        # The host names who plays first.
        await night.slash(host, "game start", first=guest)
        await fake.wait_for_message(night.channel, lambda m: f"{guest.name} plays first" in m.text)
