"""A player's private notes stay reachable in their panel, all of them, a page at a time:
the newest page first, numbered, with buttons to the earlier ones."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from cogs.table.notes import NOTES_PER_PAGE
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e


def notes_of(panel: Message) -> str:
    return "\n".join(str(e.get("description", "")) for e in panel.embeds if "private notes" in str(e.get("title")))


async def test_every_private_note_is_reachable(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    rng = random.Random(3)
    async with night.bot() as bot:
        await night.open_game("grimm", 4)
        store = bot.services.store

        async def two_pages() -> bool:
            return len(await store.private_events(night.game_id, 0)) > NOTES_PER_PAGE

        await night.play_until(two_pages, rng, "turns until two pages of notes")
        notes = await store.private_events(night.game_id, 0)
        assert len(notes) > NOTES_PER_PAGE, "ann learnt enough for two pages"
        assert len(notes) <= 2 * NOTES_PER_PAGE, "the test's game is short enough for two pages"
        panel = await night.panel(ann)
        assert "(2 of 2)" in str(panel.embeds)
        newest = notes_of(panel)
        assert f"`{len(notes)}`" in newest, "the newest note, numbered"
        assert "`1`" not in newest
        earlier = await fake.click(ann, panel, label="◀ Earlier notes")
        assert (await earlier.answered()).type == 7, "the same panel shows the earlier page"
        assert "(1 of 2)" in str(panel.embeds)
        assert "`1`" in notes_of(panel), "the first note is reachable"
        later = await fake.click(ann, panel, label="Later notes ▶")
        await later.answered()
        assert notes_of(panel) == newest
        assert not [m for m in fake.channel_messages(night.channel) if "private notes" in str(m.embeds)]
    fake.assert_all_answered()
