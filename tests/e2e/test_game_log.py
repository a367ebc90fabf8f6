"""A player's game log, opened from their panel: the table's lines and what their own seat
was told (marked 🔒), page by page, and nothing another seat was told."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cogs.table.notes import NOTES_PER_PAGE
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import make_night, private_texts

pytestmark = pytest.mark.e2e


def log_text(message: Message) -> str:
    return "\n".join(str(e.get("description", "")) for e in message.embeds)


async def test_the_game_log_pages_what_the_seat_saw_and_nothing_else(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    rng = random.Random(5)
    async with night.bot() as bot:
        await night.open_game("grimm", 4)
        store = bot.services.store

        async def three_pages() -> bool:
            return len(await store.events_seen_by(night.game_id, 0)) > 2 * NOTES_PER_PAGE

        await night.play_until(three_pages, rng, "turns until three pages of log")
        seen = await store.events_seen_by(night.game_id, 0)
        assert len(seen) > 2 * NOTES_PER_PAGE, "ann saw enough for three pages"
        told = [e for e in seen if e.audience is not None]
        assert told, "ann was told something of her own"

        panel = await night.panel(ann)
        opened = await fake.click(ann, panel, label="Game log")
        log = (await opened.answered()).message
        assert log is not None
        assert log.ephemeral, "the log is ann's alone"
        pages = [log_text(log)]
        assert f"`{len(seen)}`" in pages[0], "it opens at the newest line"
        while any(b.get("label") == "◀ Earlier" for b in log.buttons()):
            earlier = await fake.click(ann, log, label="◀ Earlier")
            assert (await earlier.answered()).type == 7, "the same message turns to the earlier page"
            pages.append(log_text(log))
        assert len(pages) == -(-len(seen) // NOTES_PER_PAGE)
        assert "`1`" in pages[-1], "the first line is reachable"
        text = "\n".join(pages)
        assert text.count("🔒") == len(told), "every line told to ann alone is marked"

        secrets = await private_texts(bot, night.game_id)
        mine = secrets.get(0, set())
        others = set().union(*(texts for seat, texts in secrets.items() if seat != 0)) - mine
        assert not [secret for secret in others if secret in text], "nothing told to another seat"

        # A message of the bot's carrying the button, pressed by someone not playing.
        button = {"type": 2, "style": 2, "label": "log", "custom_id": f"mn:gl:{night.game_id}"}
        crafted = fake.world.new_message(night.channel, {"components": [{"type": 1, "components": [button]}]}, [])
        outsider = await fake.click(night.users[5], crafted, label="log")
        refusal = await outsider.answered()
        assert refusal.ephemeral
        assert "not playing" in refusal.content, refusal.content
    fake.assert_all_answered()
