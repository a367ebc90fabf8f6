"""“What does … do?” through the real bot: from a player's panel, a private message listing
what is in play (only that, and never who holds it), whose picks show a paragraph in place;
a pick that is not in play is refused and changes nothing."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

OPEN = {"en": "What does … do?", "ru": "Что это?"}


async def open_glossary(night: Night, user: User, locale: str = "en") -> Message:
    """``user`` opens their panel and presses "What does … do?": the private list."""
    panel = await night.panel(user)
    pressed = await night.fake.click(user, panel, label=OPEN[locale])
    answer = await pressed.answered()
    assert answer.ephemeral, "the list is private"
    assert pressed.original is not None
    return pressed.original


def offered(message: Message) -> dict[str, list[str]]:
    """Each select's placeholder and the values it offers."""
    return {str(s["placeholder"]): [o["value"] for o in s["options"]] for s in message.selects()}


async def explain(night: Night, user: User, message: Message, value: str) -> str:
    """``user`` picks ``value``: the message is edited in place to its paragraph."""
    select = next(s for s in message.selects() if value in [o["value"] for o in s["options"]])
    picked = await night.fake.select(user, message, select["custom_id"], [value])
    answer = await picked.answered()
    assert answer.type == 7, f"{value}: {answer.content}"
    assert picked.original is not None
    return picked.original.content


def assert_names_nobody(night: Night, texts: list[str]) -> None:
    """What the list and its paragraphs say never names a player (who holds what)."""
    names = [u.name for u in night.users]
    named = [(name, text) for text in texts for name in names if re.search(rf"\b{re.escape(name)}\b", text)]
    assert not named


async def version(bot: MasqueradeBot, night: Night) -> int:
    return int((await bot.services.service.game(night.game_id)).version)


async def test_mascarade_explains_every_character_in_play_and_nothing_else(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    ann, bob = night.users[0], night.users[1]
    async with night.bot() as bot:
        await night.open_game("mascarade", 5)
        # Every card dealt (the centre's too): the set in play.
        state: Any = bot.services.service.state(await bot.services.service.game(night.game_id))
        in_play = sorted(set(state.cards))
        listed = await open_glossary(night, ann)
        groups = offered(listed)
        assert list(groups) == ["Characters in this game", "Coins and the table", "Swap, look, announce, contest"]
        assert sorted(groups["Characters in this game"]) == in_play
        # Five players: six cards, one in the centre.
        assert groups["Coins and the table"] == ["coins", "courthouse", "centre", "revealed"]
        before = await version(bot, night)
        seen = []
        for value in [*in_play, "courthouse", "swap", "contest"]:
            seen.append(await explain(night, ann, listed, value))
        assert any("courthouse" in text and "holds 0 coins now" in text for text in seen)
        king = next(text for text in seen if text.startswith("**King**"))
        assert "takes 3 coins from the bank" in king
        assert "Why pretend?" in seen[-2]
        assert_names_nobody(night, [listed.content, *seen, *(str(o) for s in listed.selects() for o in s["options"])])
        # Russian for bob, whose Discord speaks it.
        russian = await open_glossary(night, bob, "ru")
        assert "Персонажи этой игры" in offered(russian)
        # A character not in this game (or a forged value) is refused; nothing changes.
        missing = next(c for c in ("widow", "inquisitor", "spy", "peasant") if c not in in_play)
        forged = await fake.forged_select(ann, listed, listed.selects()[0]["custom_id"], [missing])
        answer = await forged.answered()
        assert answer.ephemeral
        assert "no longer in play" in answer.content
        assert await version(bot, night) == before, "explaining changes nothing"
    fake.assert_all_answered()
