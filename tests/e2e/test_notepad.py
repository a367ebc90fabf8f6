"""Suspicion's private notepad (S-7) through the real bot."""

from __future__ import annotations

import copy
import logging
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.fakediscord.interactions import MESSAGE_COMPONENT
from tests.e2e.fakediscord.model import JSON
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e


def _select(message: Message, prefix: str) -> JSON:
    return next(s for s in message.selects() if s["custom_id"].startswith(prefix))


@pytest.mark.both_stores
async def test_marks_are_private_persist_and_change_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob, cat = night.users[:3]
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        version = (await bot.services.service.game(night.game_id)).version
        panel = await night.panel(ann)
        opened = await fake.click(ann, panel, label="Notepad")
        await opened.answered()
        notepad = opened.original
        assert notepad is not None
        assert notepad.ephemeral
        target = _select(notepad, "mn:nt:")
        bob_seat = next(o["value"] for o in target["options"] if o["label"] == bob.name)
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
        assert (await bot.services.service.game(night.game_id)).version == version
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


class _AlteredCopy:
    """``message`` as a modified client would present it, with one component's custom_id
    rewritten: discord.py only dispatches a custom_id found on the interaction's message."""

    def __init__(self, message: Message, old: str, new: str) -> None:
        self.message, self.old, self.new = message, old, new
        self.channel = message.channel

    def payload(self) -> dict[str, Any]:
        def rewrite(value: Any) -> Any:
            if isinstance(value, dict):
                return {k: self.new if k == "custom_id" and v == self.old else rewrite(v) for k, v in value.items()}
            if isinstance(value, list):
                return [rewrite(v) for v in value]
            return value

        altered: dict[str, Any] = rewrite(copy.deepcopy(self.message.payload()))
        return altered


async def _forged(fake: FakeDiscord, user: User, message: Message, shown: str, data: dict[str, Any]) -> str:
    """A component interaction with a hand-made custom_id (put in place of ``shown`` on the
    user's copy of ``message``) and, for a select, hand-made values. Returns the bot's
    answer, which must be a clear ephemeral line."""
    custom_id = str(data["custom_id"])
    carrier = _AlteredCopy(message, shown, custom_id)
    ix = await fake._dispatch(MESSAGE_COMPONENT, user, message.channel, data, f"forged {custom_id!r}", carrier)  # type: ignore[arg-type]
    callback = await ix.answered()
    assert callback.ephemeral
    return str(callback.content)


async def _forged_select(fake: FakeDiscord, user: User, message: Message, custom_id: str, values: list[str]) -> str:
    shown = str(_select(message, ":".join(custom_id.split(":")[:2]) + ":")["custom_id"])
    return await _forged(fake, user, message, shown, {"custom_id": custom_id, "component_type": 3, "values": values})


async def _stored_marks(bot: MasqueradeBot) -> list[tuple[object, ...]]:
    return [tuple(row) for row in await bot.db.fetchall("SELECT * FROM notepad_marks ORDER BY 1, 2, 3, 4")]


async def test_marks_for_your_own_seat_or_forged_numbers_are_refused_and_not_stored(
    fake: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A mark for one's own seat is refused and not stored (it was once refused in words but
    stored anyway); numbers from the custom_id and the select values are range-checked
    before any lookup."""
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)
        game = night.game_id
        panel = await night.panel(ann)
        opened = await fake.click(ann, panel, label="Notepad")
        await opened.answered()
        notepad = opened.original
        assert notepad is not None
        record = await bot.services.service.game(game)
        own = next(s.seat for s in record.seats if s.user_id == ann.id)
        other = next(s.seat for s in record.seats if s.user_id != ann.id)
        await (await fake.select(ann, notepad, str(_select(notepad, "mn:no:")["custom_id"]), ["remy"])).answered()
        before = await _stored_marks(bot)
        assert len(before) == 1
        caplog.clear()
        huge = "99999999999999999999"
        refusals = [
            (f"mn:no:{game}:{own}", ["viola"]),  # your own seat
            (f"mn:ns:{game}:{own}", ["viola"]),
            (f"mn:nt:{game}:{other}", [str(own)]),
            (f"mn:no:{game}:{huge}", ["viola"]),  # numbers out of range
            (f"mn:no:{huge}:{other}", ["viola"]),
            (f"mn:nt:{game}:{other}", [huge]),
            (f"mn:nt:{game}:{other}", ["²"]),  # a value that is no seat
            (f"mn:no:{game}:{other}", ["viola", "nobody"]),  # a guest that does not exist
            (f"mn:no:{game}:7", ["viola"]),  # a seat nobody sits in
        ]
        for custom_id, values in refusals:
            answer = await _forged_select(fake, ann, notepad, custom_id, values)
            assert answer.startswith("⚠️"), (custom_id, values, answer)
            assert "went wrong" not in answer, (custom_id, values, answer)
            if huge not in custom_id:  # an id no game can have is refused before it reaches any item
                assert "out of date" not in answer, "the forged id reached the notepad's own checks"
            assert await _stored_marks(bot) == before, (custom_id, values, "was stored")
        # The panel's Suspicion buttons, forged with numbers no game can have.
        panel = await night.panel(ann)
        shown = next(b["custom_id"] for b in panel.buttons() if b["custom_id"].startswith("mn:np:"))
        for custom_id in (f"mn:np:{huge}", f"mn:nh:{huge}", f"mn:g:{huge}:0"):
            answer = await _forged(fake, ann, panel, shown, {"custom_id": custom_id, "component_type": 2})
            assert "went wrong" not in answer, (custom_id, answer)
        assert await _stored_marks(bot) == before
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING or r.exc_info], "no traceback, no error"


def _assistant_button(notepad: Message) -> dict[str, object] | None:
    return next((b for b in notepad.buttons() if b["custom_id"].startswith("mn:na:")), None)


async def _open_notepad(night: Night, user: User) -> Message:
    panel = await night.panel(user)
    button = next(b["custom_id"] for b in panel.buttons() if b["custom_id"].startswith("mn:np:"))
    opened = await night.fake.click(user, panel, button)
    await opened.answered()
    assert opened.original is not None
    return opened.original


async def test_s7_2_each_player_turns_the_assistant_on_for_themselves(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[:2]
    async with night.bot() as bot:
        await night.open_game("suspicion", 3)  # the table allows it: the default
        version = (await bot.services.service.game(night.game_id)).version
        notepad = await _open_notepad(night, ann)
        assert "⊘" not in notepad.text, "off until the player turns it on"
        button = _assistant_button(notepad)
        assert button is not None
        switched = await fake.click(ann, notepad, str(button["custom_id"]))
        assert (await switched.answered()).type == 7
        # ann's own guest is crossed out for both opponents now…
        assert notepad.text.count("⊘") >= 2
        # …while bob, who did not turn it on, still fills in his notepad himself.
        assert "⊘" not in (await _open_notepad(night, bob)).text
        assert (await bot.services.service.game(night.game_id)).version == version, "a switch is not a move"
    async with night.bot():
        assert "⊘" in (await _open_notepad(night, ann)).text, "the switch persists"
        assert "⊘" not in (await _open_notepad(night, bob)).text


async def test_s7_2_a_table_where_the_host_forbade_it_offers_no_switch(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    async with night.bot() as bot:
        await night.open_game("suspicion", 3, notepad_assistant="forbidden")
        notepad = await _open_notepad(night, ann)
        assert _assistant_button(notepad) is None
        assert "⊘" not in notepad.text
        # A forged switch is refused and stores nothing.
        record = await bot.services.service.game(night.game_id)
        other = next(s.seat for s in record.seats if s.user_id != ann.id)
        panel = await night.panel(ann)
        shown = next(b["custom_id"] for b in panel.buttons() if b["custom_id"].startswith("mn:np:"))
        data = {"custom_id": f"mn:na:{night.game_id}:1:{other}", "component_type": 2}
        assert "forbidden" in await _forged(fake, ann, panel, shown, data)
        assert await bot.db.fetchall("SELECT * FROM notepad_settings") == []
