"""Spectators through the real bot: /game watch shows a non-player the table's public view,
privately, kept up to date; a player of the table cannot watch it, a spectator can never act;
a caster, once the host allows it, sees the same view a few moves late. (That a spectator's
view is the public view at every step of random games, and shows no secret, is checked by the
table conformance harness: tests/e2e/test_table_conformance.py.)"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.service.spectating import CASTER_DELAY
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e


async def test_a_spectator_follows_the_table_privately_and_can_never_act(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, watcher = night.users[0], night.users[8]
    async with night.bot() as bot:
        lobby = await fake.slash(watcher, night.channel, "game new", options={"game": "grimm"})
        await lobby.answered()
        early = await (await fake.slash(ann, night.channel, "game watch")).answered()
        assert "has not started" in early.content
        await (await fake.slash(watcher, night.channel, "game cancel")).answered()
        await night.open_game("mascarade", 4)
        refused = await (await fake.slash(ann, night.channel, "game watch")).answered()
        assert refused.ephemeral
        assert "You play at this table" in refused.content
        ix = await fake.slash(watcher, night.channel, "game watch")
        answer = await ix.answered()
        assert answer.ephemeral
        assert answer.embeds
        view = ix.original
        assert view is not None
        assert not view.components, "a spectator's view offers nothing to press"
        record = await bot.services.service.game(night.game_id)
        assert f"move {record.version}" in str(view.embeds[-1].get("footer"))
        # Whatever the players are shown, a spectator's click is refused.
        await night.idle()
        turn = [m for m in fake.channel_messages(night.channel) if m.buttons() and not m.embeds][-1]
        for button in turn.buttons():
            pressed = await (await fake.click(watcher, turn, button["custom_id"])).answered()
            assert pressed.ephemeral
            assert pressed.type == 4
        panel = await (await fake.slash(watcher, night.channel, "game panel")).answered()
        assert not panel.embeds
        # The view follows the game.
        rng = random.Random(3)
        for _ in range(3):
            assert any([await night.random_turn(user, rng) for user in night.users[:4]])
            await night.idle()
        record = await bot.services.service.game(night.game_id)
        shown = fake.message(view.id)
        assert f"move {record.version}" in str(shown.embeds[-1].get("footer"))
        assert not shown.components
        assert bot.services.spectators.watching(night.game_id) == 1
        await night.play_to_end(4, rng)
        await bot.services.table.flush()
        await night.idle()
        assert "The game is over" in fake.message(view.id).content
        assert bot.services.spectators.watching(night.game_id) == 0, "an ended game's views are let go"


async def test_a_caster_sees_the_table_a_few_moves_late_once_the_host_allows_it(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    ann, cat, caster = night.users[0], night.users[2], night.users[9]
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        rng = random.Random(5)
        for _ in range(2):
            assert any([await night.random_turn(user, rng) for user in night.users[:4]])
            await night.idle()
        ix = await fake.slash(caster, night.channel, "game watch", options={"caster": True})
        asked = await ix.answered()
        assert asked.ephemeral
        assert not asked.embeds, "nothing is shown before the host allows it"
        await night.idle()
        request = [m for m in fake.channel_messages(night.channel) if "asks to cast" in m.content][-1]
        assert request.mentions.users == {ann.id}, "the host, and only the host, is called"
        not_host = await (await fake.click(cat, request, label="Allow")).answered()
        assert "Only the table's host" in not_host.content
        allowed = await fake.click(ann, request, label="Allow")
        await allowed.answered()
        assert not fake.message(request.id).components
        assert asked.message is not None
        asking = asked.message.id

        def cast() -> Message | None:  # the caster's answer, once it became the view
            shown = fake.message(asking)
            return shown if shown.embeds else None

        opened = await fake.wait_for(cast)
        await night.idle()
        record = await bot.services.service.game(night.game_id)
        footer = str(opened.embeds[-1].get("footer"))
        assert f"move {record.version - CASTER_DELAY}" in footer
        assert f"{CASTER_DELAY} moves behind" in footer
        assert any([await night.random_turn(user, rng) for user in night.users[:4]])
        await night.idle()
        record = await bot.services.service.game(night.game_id)
        later = str(fake.message(opened.id).embeds[-1].get("footer"))
        assert f"move {record.version - CASTER_DELAY}" in later
        # Allowed once: asking again opens the late view at once.
        again = await (await fake.slash(caster, night.channel, "game watch", options={"caster": True})).answered()
        assert again.embeds
