"""Suspicion's private notepad (S-7) through the real bot."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import make_night

pytestmark = pytest.mark.e2e


def _select(message: Message, prefix: str) -> dict[str, object]:
    return next(s for s in message.selects() if s["custom_id"].startswith(prefix))


async def test_marks_are_private_persist_and_change_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob, cat = night.users[:3]
    async with night.bot() as bot:
        await night.open_game("suspicion", 3, notepad_assistant="true")
        version = (await bot.service.game(night.game_id)).version
        panel = await night.panel(ann)
        opened = await fake.click(ann, panel, label="Notepad")
        await opened.answered()
        notepad = opened.original
        assert notepad is not None
        assert notepad.ephemeral
        # The assistant (S-7.2) already crosses out ann's own guest for both opponents.
        assert "⊘" in notepad.text
        target = _select(notepad, "mn:nt:")
        bob_seat = next(o["value"] for o in target["options"] if o["label"] == bob.name)  # type: ignore[index]
        switched = await fake.select(ann, notepad, str(target["custom_id"]), [bob_seat])
        await switched.answered()
        ruled = _select(notepad, "mn:no:")
        marked = await fake.select(ann, notepad, str(ruled["custom_id"]), ["remy", "viola"])
        await marked.answered()
        suspect = _select(notepad, "mn:ns:")
        await (await fake.select(ann, notepad, str(suspect["custom_id"]), ["lily"])).answered()
        assert "✗Re" in notepad.text
        assert "★Li" in notepad.text
        # Notes are not moves: the game's version (and everyone's buttons) did not change.
        assert (await bot.service.game(night.game_id)).version == version
    # After a restart the notepad still holds the marks.
    async with night.bot():
        panel = await night.panel(ann)
        opened = await fake.click(ann, panel, label="Notepad")
        await opened.answered()
        assert opened.original is not None
        assert "✗Re" in opened.original.text
        assert "★Li" in opened.original.text
    # Nobody else ever saw ann's notepad.
    for other in (bob, cat):
        assert "Your notepad" not in fake.all_text_seen_by(other)
