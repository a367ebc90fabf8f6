"""A Suspicion turn in the real panel: with the panel open, a whole turn
never takes more than six interactions. The dice are rolled as the turn begins; then two
moves (a '?' move too: a list longer than one select is drawn as several, each one pick;
both in one when both dice show a guest), the card with the half carried out first, the
other half; the card played alone adds one,
and so do a secret passage's room (S-3.3) and, when it comes with the card, its guest. The
panel is edited in place from one step to the next, so it is opened once per turn."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.boot.app import MasqueradeBot
from cogs.suspicion.rules import State
from tests.e2e.fakediscord import FakeDiscord, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e

PLAYING = ("move", "play", "act")
PLAYERS = 4
TURNS = 24


async def _state(bot: MasqueradeBot, night: Night) -> State:
    state = bot.services.service.state(await bot.services.service.game(night.game_id))
    assert isinstance(state, State)
    return state


async def _user(bot: MasqueradeBot, night: Night, seat: int) -> User:
    record = await bot.services.service.game(night.game_id)
    player = record.by_seat(seat)
    assert player is not None
    return next(u for u in night.users if u.id == player.user_id)


async def _press(night: Night, user: User, panel: Message, rng: random.Random) -> tuple[bool, int]:
    """One interaction on the open panel: a random option of its choices (never Back; every
    step of a turn is drawn as selects, a long list as several). Returns whether the choice
    only opened a sub-menu, and how many selects the level was drawn as."""
    selects = [s for s in panel.selects() if s["custom_id"].startswith("mn:s:")]
    assert selects, "every step of a turn is a select"
    assert not [b for b in panel.buttons() if b["custom_id"].startswith("mn:a:") and not b["custom_id"].endswith(":m")]
    options = [(s["custom_id"], str(o["value"])) for s in selects for o in s["options"]]
    custom_id, value = rng.choice(options)
    ix = await night.fake.select(user, panel, custom_id, [value])
    callback = await ix.answered()
    assert callback.type == 7, f"{user.name}: refused: {callback.content}"
    assert ix.original is panel, "the panel is edited in place"
    return value.rsplit(":", 1)[-1] == "m", len(selects)


async def test_s2_a_whole_turn_takes_at_most_six_interactions_with_the_panel_open(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    """S-2.1, S-2.2: four interactions per turn with four players (two moves, the card with
    the half carried out first, the other half), one fewer for both moves in one choice, one
    more for a card played alone, and one for each level of a secret passage's guest and
    room; never more than six — a '?' move from a list drawn as several selects included —
    counted on the panel the player opened once at the start of the turn."""
    night = await make_night(fake, tmp_path)
    rng = random.Random(9)
    turns: list[tuple[int, int, bool, bool, bool]] = []
    async with night.bot() as bot:
        await night.open_game("suspicion", PLAYERS)
        for _ in range(TURNS):
            state = await _state(bot, night)
            if state.phase not in PLAYING:
                break
            seat = state.current
            assert state.phase == "move", "a turn opens on the moves: the dice are already rolled"
            user = await _user(bot, night, seat)
            panel = await night.panel(user)
            clicks = deeper = 0
            long_list = alone = both = False
            while state.current == seat and state.phase in PLAYING:
                before: str = state.phase
                dice_left = len(state.dice_left)
                opened, parts = await _press(night, user, panel, rng)
                clicks += 1
                deeper += opened
                long_list |= parts > 1
                state = await _state(bot, night)
                # Both moves in one choice; the card played alone, leaving both halves to do.
                both |= before == "move" and dice_left == 2 and state.phase == "play"
                alone |= before == "play" and state.phase == "act" and len(state.card_left) == 2
                assert clicks <= 6, "a turn takes at most six interactions"
            if state.phase in PLAYING:  # a turn cut short by an empty bank (S-5.1) is not counted
                turns.append((clicks, deeper, long_list, alone, both))
        await night.idle()
    assert len(turns) >= 12
    assert all(clicks == 4 + deeper + alone - both and deeper <= 2 for clicks, deeper, _, alone, both in turns), turns
    assert any(long_list for _, _, long_list, _, _ in turns), "a '?' list drawn as several selects, picked in one"
    assert any(not alone for *_, alone, _ in turns), "a card played with its first half"
    assert any(both for *_, both in turns), "both moves in one choice"
    fake.assert_all_answered()
