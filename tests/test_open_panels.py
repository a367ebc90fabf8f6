"""Which panels are followed, and for how long (cogs/table/open_panels.py): a panel is
edited only through an interaction whose original message is that private panel, and only
while its token is young enough. The editing itself is tested end to end
(tests/e2e/test_quick.py)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import cast

import discord

from bot.service.games import GameService
from cogs.table.common import Interaction
from cogs.table.open_panels import EDIT_WINDOW, OpenPanels

GAME = 7


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def answered(kind: discord.InteractionResponseType, *, clicked_ephemeral: bool | None = None) -> Interaction:
    """An interaction as the keeper reads it: how it was answered, and what was clicked."""
    message = None
    if clicked_ephemeral is not None:
        message = SimpleNamespace(flags=discord.MessageFlags(ephemeral=clicked_ephemeral))
    return cast(Interaction, SimpleNamespace(response=SimpleNamespace(type=kind), message=message))


def keeper(clock: Clock) -> OpenPanels:
    # The service is only read when a followed panel is to be edited; these tests never get there.
    return OpenPanels(cast(GameService, None), clock=clock)


def test_a_panel_is_followed_until_shortly_before_its_token_expires() -> None:
    clock = Clock()
    panels = keeper(clock)
    panels.remember(answered(discord.InteractionResponseType.channel_message), GAME, 0, since=None)
    assert panels.followed(GAME, 0)
    clock.now += EDIT_WINDOW - 1
    assert panels.followed(GAME, 0)
    clock.now += 1
    assert not panels.followed(GAME, 0)
    assert EDIT_WINDOW < 15 * 60, "Discord's tokens last 15 minutes"


async def test_expired_panels_leave_memory() -> None:
    clock = Clock()
    panels = keeper(clock)
    panels.remember(answered(discord.InteractionResponseType.channel_message), GAME, 0, since=3)
    panels.remember(answered(discord.InteractionResponseType.channel_message), GAME + 1, 1, since=3)
    clock.now += EDIT_WINDOW
    await panels.follow(GAME)
    assert panels.games_in_memory == 0


EDITS = (discord.InteractionResponseType.message_update, discord.InteractionResponseType.deferred_message_update)


def test_a_click_in_a_private_panel_follows_that_panel() -> None:
    panels = keeper(Clock())
    for kind in EDITS:
        panels.forget(GAME)
        panels.remember(answered(kind, clicked_ephemeral=True), GAME, 2, since=5)
        assert panels.followed(GAME, 2)


def test_a_public_message_is_never_followed() -> None:
    """A slow click on a public message is deferred and answered by a follow-up: its
    original message is the public one, which must never become someone's panel."""
    panels = keeper(Clock())
    for kind in EDITS:
        panels.remember(answered(kind, clicked_ephemeral=False), GAME, 2, since=5)
        assert not panels.followed(GAME, 2)
    assert panels.games_in_memory == 0


def test_the_latest_panel_of_a_seat_is_the_one_followed() -> None:
    clock = Clock()
    panels = keeper(clock)
    panels.remember(answered(discord.InteractionResponseType.channel_message), GAME, 0, since=1)
    clock.now += EDIT_WINDOW - 10
    panels.remember(answered(discord.InteractionResponseType.channel_message), GAME, 0, since=1)
    clock.now += 60
    assert panels.followed(GAME, 0), "the newer panel's token still lasts"
