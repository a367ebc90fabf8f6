"""Hand-overs the table announces: whoever must act next is named on the turn message and
notified at that moment, also when the move that hands over says nothing public (Grimm's
End turn); an open panel never shows a decision that is gone; what a move taught its
player is the first line of their panel.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from cogs.grimm.rules.actions import Skip
from cogs.mascarade.rules.actions import Announce, Pass, Peek, Swap
from tests.e2e.fakediscord import FakeDiscord, Message
from tests.e2e.harness import Night, make_night, private_texts
from tests.e2e.test_quiet_channel import _fix_seed
from tests.e2e.test_timeouts import _choose, _mascarade_to_turn_5, _offered, _state

pytestmark = pytest.mark.e2e

MAX_STEPS = 400  # a bound on any loop over a game's moves: a stuck game fails, never hangs
# The computer players' delay: they stay put, whatever the machine's speed, until the test
# lets it pass on the bot's clock.
COMPUTER_DELAY = 60.0


def _turn_message(night: Night) -> Message:
    """The current turn message: the newest public message with "My panel" and no embeds."""
    return [
        m
        for m in night.fake.channel_messages(night.channel)
        if not m.embeds and any(b.get("custom_id", "").startswith("mn:p:") for b in m.buttons())
    ][-1]


def _notified(night: Night, user_id: int) -> int:
    """How many public posts ever notified ``user_id`` (deleted calls included)."""
    return sum(
        1 for m in night.fake.channel_messages(night.channel, include_deleted=True) if user_id in m.mentions.users
    )


async def _due(bot: MasqueradeBot, night: Night) -> list[int]:
    record = await bot.services.service.game(night.game_id)
    return sorted({d.seat for d in bot.services.service.rules(record).pending(bot.services.service.state(record))})


async def test_grimm_end_turn_hands_the_turn_over_visibly(fake: FakeDiscord, tmp_path: Path) -> None:
    """End turn (a Skip) makes no public event: the next player is still named on a turn
    message and notified, and the old turn message no longer offers End turn."""
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        _fix_seed(bot, 5)
        await night.open_game("grimm", 4)
        rng = random.Random(5)
        for _ in range(MAX_STEPS):
            await night.idle()
            seat = (await _due(bot, night))[0]
            offered = [a for _, a in await _offered(bot, night, seat)]
            if any(isinstance(a, Skip) for a in offered):
                break
            await _choose(night, bot, seat, _is(rng.choice(offered)))
        else:
            raise AssertionError("nobody was offered End turn")
        ending = _turn_message(night)
        before = {u.id: _notified(night, u.id) for u in night.users[:4]}
        await _choose(night, bot, seat, lambda a: isinstance(a, Skip))
        await night.idle()
        (following,) = await _due(bot, night)
        assert following != seat
        user = night.users[following].id
        turn = _turn_message(night)
        assert turn.id != ending.id, "a new turn, a new turn message"
        assert turn.content.startswith(f"▶ <@{user}>'s turn")
        assert turn.mentions.users == {user}, "the next player is notified, and nobody else"
        after = {u.id: _notified(night, u.id) for u in night.users[:4]}
        assert after == {**before, user: before[user] + 1}
        assert not fake.message(ending.id).buttons(), "the ended turn's controls are retired"


async def test_a_quick_answer_redraws_the_open_panel_and_a_peek_leads_the_panel(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        await _mascarade_to_turn_5(night, bot, lambda s, a: not a.swap)  # preparatory turns, no swaps
        # A peek: what was seen is the panel's first line, above "nothing to do".
        state = await _state(bot, night)
        peeker = state.current
        await _choose(night, bot, peeker, lambda a: isinstance(a, Peek))
        await night.idle()
        panel = [m for m in night.fake.visible_to(night.users[peeker], night.channel) if m.ephemeral][-1]
        first = panel.content.splitlines()[0]
        assert first.startswith("**"), [v.content for v in panel.versions]
        assert first.strip("*") in (await private_texts(bot, night.game_id))[peeker], "what the peek showed"
        # A claim; the first answerer has their panel open, then passes on the turn message.
        state = await _state(bot, night)
        await _choose(night, bot, state.current, lambda a: isinstance(a, Announce))
        await night.idle()
        state = await _state(bot, night)
        assert state.claim is not None
        answerer = night.users[state.claim.waiting[0]]
        open_panel = await night.panel(answerer)
        assert _actions(open_panel), "the panel asks for the answer"
        press = await fake.click(answerer, _turn_message(night), label="Pass")
        assert (await press.answered()).type == 6
        await night.idle()
        assert not _actions(fake.message(open_panel.id)), "the answered question left the open panel"


def _is(chosen: object) -> Callable[[object], bool]:
    return lambda action: bool(action == chosen)


def _actions(message: Message) -> list[dict[str, Any]]:
    return [c for c in message.all_components() if str(c.get("custom_id", "")).startswith(("mn:a:", "mn:s:"))]


async def test_a_practice_turn_message_names_the_computers_that_are_deciding(fake: FakeDiscord, tmp_path: Path) -> None:
    """While computer players answer a person's claim, the turn message says so: it names
    them, and does not present the claimant as the one to act."""
    night = await make_night(fake, tmp_path)
    night.settings_overrides["computer_delay_seconds"] = COMPUTER_DELAY
    async with night.bot() as bot:
        await night.slash(night.users[0], "game practice", game="mascarade", players=4, level="casual")
        record = await bot.services.store.live_in_channel(night.channel.id)
        assert record is not None
        night.game_id = record.id
        person = next(s.seat for s in record.seats if s.computer is None)
        for _ in range(MAX_STEPS):
            await night.idle()
            if person in await _due(bot, night):
                offered = [a for _, a in await _offered(bot, night, person)]
                if any(isinstance(a, Announce) for a in offered):
                    break
                await _choose(night, bot, person, lambda a: isinstance(a, (Swap, Pass)))
            else:
                await night.pass_time(COMPUTER_DELAY)  # the computers deciding now move
        else:
            raise AssertionError("the person was never offered a claim")
        await _choose(night, bot, person, lambda a: isinstance(a, Announce))
        await night.idle()
        deciding = await _due(bot, night)
        record = await bot.services.service.game(night.game_id)
        names = [s.name for s in record.seats if s.seat in deciding]
        assert names
        assert all(s.computer is not None for s in record.seats if s.seat in deciding)
        first = _turn_message(night).content.splitlines()[0]
        assert all(name in first for name in names), first
        assert "waiting for" in first
        assert f"<@{night.users[0].id}>" not in first, "the claimant is not the one to act"
