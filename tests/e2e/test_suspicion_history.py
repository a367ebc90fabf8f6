"""Every answer a Suspicion player received stays reachable (S-4.5)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import Translator
from cogs.suspicion.presentation.board import answer_line
from cogs.suspicion.rules import SeatView
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, _is_back, make_night

pytestmark = pytest.mark.e2e

# Halves that take no gem, preferred so the game lasts long enough for many questions (also
# when chosen together with the card: "#7 · Ask bob about Nadia").
PREFERRED = ("Ask ", "Спросить игрока", "Look at the top", "Посмотреть верхнее")
WANTED = 17  # more than the panel's 10 and more than one history page of 15


def _choices(message: Message, prefix: str) -> list[dict[str, Any]]:
    return [b for b in message.buttons() if b["custom_id"].startswith(prefix)]


def _preferred(label: str) -> bool:
    return any(half in label for half in PREFERRED)


async def _turn(night: Night, user: User, rng: random.Random) -> bool:
    """Like the harness's random turn, but preferring the halves that take no gem."""
    message = await night.panel(user)
    for _ in range(8):
        buttons = _choices(message, "mn:a:")
        selects = [s for s in message.selects() if s["custom_id"].startswith("mn:s:")]
        if not buttons and not selects:
            return False
        if selects:
            options = selects[0]["options"]
            preferred = [o for o in options if _preferred(str(o["label"]))]
            value = (preferred or [rng.choice(options)])[0]["value"]
            ix = await night.fake.select(user, message, selects[0]["custom_id"], [value])
            tag = value.rsplit(":", 1)[-1]
        else:
            forward = [b for b in buttons if not _is_back(b, buttons)]
            preferred = [b for b in forward if _preferred(str(b.get("label", "")))]
            custom_id = (preferred or [rng.choice(forward)])[0]["custom_id"]
            ix = await night.fake.click(user, message, custom_id)
            tag = custom_id.rsplit(":", 1)[-1]
        assert (await ix.answered()).type == 7
        if tag != "m":
            return True
        assert ix.original is not None
        message = ix.original
    raise AssertionError("menu too deep")


async def test_s4_5_every_answer_received_is_reachable_from_the_panel(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann = night.users[0]
    rng = random.Random(12)
    async with night.bot() as bot:
        await night.open_game("suspicion", 2, length="long2")

        async def answers() -> list[Any]:
            record = await bot.services.service.game(night.game_id)
            state = bot.services.service.state(record)
            seat = next(s.seat for s in record.seats if s.user_id == ann.id)
            view = bot.services.service.rules(record).view(state, seat)
            assert isinstance(view, SeatView)
            assert not state.finished, "the game ended before enough questions were asked"
            return list(view.answers)

        while len(await answers()) < WANTED:
            for user in night.users[:2]:
                await _turn(night, user, rng)
        received = await answers()
        record = await bot.services.service.game(night.game_id)
        t = Translator(bot.catalog, "en", {s.seat: s.name for s in record.seats}.__getitem__)
        expected = [f"{i + 1}. {answer_line(t, a)}" for i, a in enumerate(received)]

        panel = await night.panel(ann)
        assert f"the last 10 of {len(received)}" in panel.text
        opened = await fake.click(ann, panel, _choices(panel, "mn:nh:")[0]["custom_id"])
        await opened.answered()
        history = opened.original
        assert history is not None
        assert history.ephemeral
        # It opens on the newest page; the back button leads to every older one.
        pages = [history.embeds[0]["description"]]
        while not (back := _choices(history, "mn:nh:")[0]).get("disabled"):
            turned = await fake.click(ann, history, back["custom_id"])
            assert (await turned.answered()).type == 7
            pages.insert(0, history.embeds[0]["description"])
        assert "\n".join(pages).splitlines() == expected
    assert "Answers you received" not in fake.all_text_seen_by(night.users[1])
