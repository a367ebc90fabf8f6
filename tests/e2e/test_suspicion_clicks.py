"""A Suspicion turn in the real panel (issue 9 item 4): with the panel open, a whole turn
takes six interactions — roll, two moves, the card, its two halves — and only a secret
passage's room (S-3.3) or a '?' move of a guest outside the first list (S-2.1) adds one.
The panel is edited in place from one step to the next, so it is opened once per turn."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from bot.app import MasqueradeBot
from bot.engine.suspicion import State
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

PLAYING = ("roll", "move", "play", "act")
PLAYERS = 4
TURNS = 16


async def _state(bot: MasqueradeBot, night: Night) -> State:
    state = bot.services.service.state(await bot.services.service.game(night.game_id))
    assert isinstance(state, State)
    return state


async def _user(bot: MasqueradeBot, night: Night, seat: int) -> User:
    record = await bot.services.service.game(night.game_id)
    player = record.by_seat(seat)
    assert player is not None
    return next(u for u in night.users if u.id == player.user_id)


async def _press(night: Night, user: User, panel: Message, rng: random.Random) -> tuple[Message, bool]:
    """One interaction on the open panel: a random choice (never Back). Returns the panel as
    it now stands and whether the choice only opened a sub-menu."""
    selects = [s for s in panel.selects() if s["custom_id"].startswith("mn:s:")]
    if selects:
        value = str(rng.choice(selects[0]["options"])["value"])
        ix = await night.fake.select(user, panel, selects[0]["custom_id"], [value])
        tag = value.rsplit(":", 1)[-1]
    else:
        buttons: list[dict[str, Any]] = [b for b in panel.buttons() if b["custom_id"].startswith("mn:a:")]
        assert len(buttons) == 1, "a step without descriptions is the lone Roll button"
        ix = await night.fake.click(user, panel, buttons[0]["custom_id"])
        tag = buttons[0]["custom_id"].rsplit(":", 1)[-1]
    callback = await ix.answered()
    assert callback.type == 7, f"{user.name}: refused: {callback.content}"
    assert ix.original is panel, "the panel is edited in place"
    return panel, tag == "m"


async def test_s2_a_whole_turn_takes_six_interactions_with_the_panel_open(fake: FakeDiscord, tmp_path: Path) -> None:
    """S-2.1, S-2.2: six interactions per turn with four players, one more for each second
    level (the passage's room, a '?' move outside the first list), counted on the panel the
    player opened once at the start of the turn."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(9)
    turns: list[tuple[int, int]] = []
    async with night.bot() as bot:
        await night.open_game("suspicion", PLAYERS)
        for _ in range(TURNS):
            state = await _state(bot, night)
            if state.phase not in PLAYING:
                break
            seat = state.current
            user = await _user(bot, night, seat)
            panel = await night.panel(user)
            clicks = deeper = 0
            while state.current == seat and state.phase in PLAYING:
                panel, opened = await _press(night, user, panel, rng)
                clicks += 1
                deeper += opened
                state = await _state(bot, night)
                assert clicks <= 10, "the turn did not end"
            if state.phase in PLAYING:  # a turn cut short by an empty bank (S-5.1) is not counted
                turns.append((clicks, deeper))
        await night.idle()
    assert len(turns) >= 8
    assert all(clicks == 6 + deeper for clicks, deeper in turns), turns
    assert sum(deeper == 0 for _, deeper in turns) > len(turns) / 2, "most turns take exactly six"
    fake.assert_all_answered()
