"""The end summary through the real bot and the fake Discord: the story of each game (its
picture and facts, replayed from the stored game) and Rematch — a new lobby in the same
channel with the same game, options and timer, its presser hosting, a second presser seated,
computer seats back as computer seats, the others invited; refused to a bystander, while the
channel has another game, where the server no longer allows games, and once the finished
game is gone."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest
from PIL import Image

from bot.boot.app import MasqueradeBot
from bot.boot.registry import EXTRA_GAMES_ENV
from bot.store.guilds import GuildSettings
from bot.store.records import GameRecord, GameStatus
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import Night, make_night
from tests.e2e.test_computer_players import fast, play_out, seats
from tests.registry import EXTRA_GAMES, PLAYERS

pytestmark = pytest.mark.e2e


def rematch_id(summary: Message) -> str:
    (button,) = [b for b in summary.buttons() if b["custom_id"].startswith("mn:rm:")]
    custom_id: str = button["custom_id"]
    return custom_id


async def finished_table(night: Night, bot: MasqueradeBot, game: str) -> tuple[GameRecord, Message]:
    """Two people and a computer player, an option changed, played to the end."""
    host, guest = night.users[:2]
    ix = await night.slash(host, "game new", game=game)
    lobby = ix.original
    assert lobby is not None
    record = await bot.services.store.live_in_channel(night.channel.id)
    assert record is not None
    night.game_id = record.id
    await (await night.fake.select(host, lobby, f"mn:o:{record.id}:turn_timer", ["600"])).answered()
    if game == "mascarade":
        await (await night.fake.select(host, lobby, f"mn:o:{record.id}:preset", ["random"])).answered()
    await (await night.fake.click(guest, lobby, f"mn:l:{record.id}:join")).answered()
    menu = await night.fake.click(host, lobby, f"mn:r:{record.id}:menu")
    await menu.answered()
    assert menu.original is not None
    await (await night.fake.click(host, menu.original, f"mn:r:{record.id}:sharp")).answered()
    await (await night.fake.click(host, lobby, f"mn:l:{record.id}:start")).answered()
    await play_out(night, bot, [host, guest], random.Random(game))
    summary = night.summary()
    assert summary is not None
    return await bot.services.service.game(record.id), summary


@pytest.mark.every_game
@pytest.mark.parametrize("game", sorted(PLAYERS))
async def test_the_summary_tells_the_story_of_the_game(
    fake: FakeDiscord, tmp_path: Path, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every game that offers computer players (a practice table), the tests' own included:
    its story's picture and two or three facts, and Rematch."""
    monkeypatch.setenv(EXTRA_GAMES_ENV, EXTRA_GAMES)
    night = fast(await make_night(fake, tmp_path))
    async with night.bot() as bot:
        await night.slash(night.users[0], "game practice", game=game, players=seats(game, 3), level="casual")
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        await play_out(night, bot, night.users[:1], random.Random(game))
    summary = night.summary()
    assert summary is not None
    (embed,) = summary.embeds
    assert embed["image"]["url"] == "attachment://story.png"
    (story,) = [f for f in embed["fields"] if f["name"] == "The story of the game"]
    facts = story["value"].split("\n")
    assert 2 <= len(facts) <= 3, facts
    assert all(f.startswith("• ") for f in facts), facts
    (picture,) = [a for a in summary.attachments if a.filename == "story.png"]
    assert Image.open(io.BytesIO(picture.data)).width == 720
    assert rematch_id(summary) == f"mn:rm:{record.id}"


@pytest.mark.both_stores
async def test_rematch_opens_the_same_table_again(fake: FakeDiscord, tmp_path: Path) -> None:
    night = fast(await make_night(fake, tmp_path))
    host, guest, bystander = night.users[:3]
    async with night.bot() as bot:
        old, summary = await finished_table(night, bot, "mascarade")
        refused = await fake.click(bystander, summary, rematch_id(summary))
        assert "Only the players of that game" in (await refused.answered()).content
        assert await bot.services.store.live_in_channel(night.channel.id) is None

        # The guest asks first: they host; the host is invited, the computer seat is back.
        pressed = await fake.click(guest, summary, rematch_id(summary))
        await pressed.answered()
        lobby = pressed.original
        assert lobby is not None
        assert not lobby.ephemeral
        new = await bot.services.store.live_in_channel(night.channel.id)
        assert new is not None
        assert new.status == GameStatus.LOBBY
        assert new.game == old.game
        assert new.host_id == guest.id
        assert [(s.user_id, s.computer, s.name) for s in new.seats] == [
            (guest.id, None, guest.name),
            *((s.user_id, s.computer, s.name) for s in old.seats if s.computer),
        ]
        options, before = json.loads(new.options), json.loads(old.options)
        assert options["preset"] == "random"
        assert {**before, "first_seat": None} == options
        assert new.turn_seconds == old.turn_seconds == 600
        assert f"<@{host.id}>" in lobby.content
        assert host.id in lobby.mentions.users
        await night.idle()

        # The summary's button now leads to that lobby: the host pressing it is seated.
        summary = fake.message(summary.id)
        assert rematch_id(summary) == f"mn:rm:{old.id}:{new.id}"
        seated = await fake.click(host, summary, rematch_id(summary))
        assert (await seated.answered()).ephemeral
        new = await bot.services.service.game(new.id)
        assert new.seat_of(host.id) is not None
        assert len(new.seats) == len(old.seats)
        await night.idle()
        assert str(host.id) in json.dumps(fake.message(lobby.id).embeds)

        # Once that lobby started, the channel is busy: no second rematch.
        await (await fake.click(guest, fake.message(lobby.id), f"mn:l:{new.id}:start")).answered()
        busy = await fake.click(host, fake.message(summary.id), rematch_id(fake.message(summary.id)))
        assert "already has a game" in (await busy.answered()).content


async def test_rematch_where_games_are_no_longer_allowed_or_of_a_game_that_is_gone_is_refused(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = fast(await make_night(fake, tmp_path))
    async with night.bot() as bot:
        await night.slash(night.users[0], "game practice", game="suspicion", players=3, level="casual")
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        await play_out(night, bot, night.users[:1], random.Random(3))
        summary = night.summary()
        assert summary is not None
        # The server now allows games in another channel only.
        elsewhere = GuildSettings(game_channels=(night.channel.id + 1,))
        await bot.services.guild_settings.put(night.guild.id, elsewhere)
        refused = await fake.click(night.users[0], summary, rematch_id(summary))
        assert bot.services.catalog.get("en", "error-channel-not-allowed", {}) in (await refused.answered()).content
        assert await bot.services.store.live_in_channel(night.channel.id) is None
        await bot.services.guild_settings.put(night.guild.id, GuildSettings())
        for table in ("events", "actions", "posts", "seats"):
            await night.execute(f"DELETE FROM {table} WHERE game_id = ?", (record.id,))
        await night.execute("DELETE FROM games WHERE id = ?", (record.id,))
        refused = await fake.click(night.users[0], summary, rematch_id(summary))
        assert "no longer exists" in (await refused.answered()).content
        assert await bot.services.store.live_in_channel(night.channel.id) is None
