"""Pictures for every reader, through the real bot and the fake Discord: every picture the bot
sends carries alt text (the board's and the story's in the server's language, a replay's in
its reader's), within Discord's limit; a replay step's picture says the turn its label says;
and a server that turned pictures off plays every game to its end in text alone."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.fakediscord.limits import ATTACHMENT_DESCRIPTION
from tests.e2e.harness import make_night
from tests.e2e.test_computer_players import fast, play_out

pytestmark = pytest.mark.e2e


def pictures(message: Message) -> list[tuple[str, str | None]]:
    """(filename, alt text) of every picture the message ever carried, any version."""
    return [(a.filename, a.description) for v in message.history for a in v.attachments if a.filename.endswith(".png")]


def alt(message: Message, filename: str) -> str:
    (found,) = [a.description for a in message.attachments if a.filename == filename]
    assert found, f"{filename} carries no alt text"
    return found


async def test_every_picture_carries_alt_text_in_its_readers_language(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    bob, cat = night.users[1:3]  # bob reads Russian; the server is English
    async with night.bot():
        await night.open_game("mascarade", 2)
        summary = await night.play_to_end(2, random.Random(4))
        game = night.game_id
        drawn = [p for m in fake.channel_messages(night.channel) for p in pictures(m)]
        assert {name for name, _ in drawn} >= {"board.png", "story.png"}
        for name, description in drawn:
            assert description, f"{name} was sent without alt text"
            assert len(description) <= ATTACHMENT_DESCRIPTION
        boards = [d for name, d in drawn if name == "board.png"]
        assert all(d is not None and d.startswith("Mascarade") for d in boards), "the table's language"
        assert alt(summary, "story.png").startswith("Where the characters travelled")

        replay = (await night.slash(cat, "game replay", game=game)).original
        assert replay is not None
        at_deal = alt(replay, "replay.png")
        assert at_deal.startswith("Mascarade")
        assert "The deal" in at_deal
        await (await fake.click(cat, replay, custom_id=f"mn:rp:{game}:1:e")).answered()
        last = replay.select(f"mn:rj:{game}:e")["options"][-1]["value"]
        for step in (1, last):
            if step == last:
                await (await fake.select(cat, replay, f"mn:rj:{game}:e", [last])).answered()
            said = alt(replay, "replay.png")
            # The picture says the turn the step's label says it was played in.
            label = "\n".join(replay.texts(all_versions=False))
            turn = re.search(r"played in turn (\d+)", label)
            assert turn is not None, label
            assert f"Turn {turn.group(1)}." in said, said
            assert said != at_deal

        russian = (await night.slash(bob, "game replay", game=game)).original
        assert russian is not None
        assert alt(russian, "replay.png").startswith("Маскарад"), "a replay's alt text is in its reader's language"
    fake.assert_all_answered()


@pytest.mark.parametrize("game", ["mascarade", "grimm", "suspicion"])
async def test_a_server_without_pictures_plays_every_game_in_text_alone(
    fake: FakeDiscord, tmp_path: Path, game: str
) -> None:
    night = fast(await make_night(fake, tmp_path))
    async with night.bot() as bot:
        await night.slash(night.mod, "settings pictures", shown=False)
        await night.slash(night.users[0], "game practice", game=game, players=3, level="casual")
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        await play_out(night, bot, night.users[:1], random.Random(game))
        summary = night.summary()
        assert summary is not None
        channel = fake.channel_messages(night.channel)
        assert not [p for m in channel for p in pictures(m)], "no picture was ever sent"
        assert not [e for m in channel for v in m.history for e in v.embeds if "image" in e]
        assert any("The story of the game" in text for text in summary.texts()), "the story is still told"

        replay = (await night.slash(night.users[0], "game replay", game=record.id)).original
        assert replay is not None
        assert not replay.attachments
        await (await fake.click(night.users[0], replay, custom_id=f"mn:rp:{record.id}:1:e")).answered()
        (table,) = [
            f["value"] for e in replay.embeds for f in e.get("fields", []) if f["name"] == "The table at this step"
        ]
        assert "Turn 1" in table, "the step in words, instead of its picture"

        await night.slash(night.mod, "settings pictures", shown=True)
        shown = (await night.slash(night.users[0], "game replay", game=record.id)).original
        assert shown is not None
        assert [a.filename for a in shown.attachments] == ["replay.png"], "pictures come back when turned on"
    fake.assert_all_answered()
