"""Bad input gets a short ephemeral answer and changes nothing."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable
from pathlib import Path
from typing import Any

import pytest

from bot.boot.app import MasqueradeBot
from tests.e2e.fakediscord import FakeDiscord, Interaction, Message, User
from tests.e2e.harness import Night, make_night

pytestmark = pytest.mark.e2e


async def _version(night: Night, bot: MasqueradeBot) -> int:
    record = await bot.services.service.game(night.game_id)
    return int(record.version)


async def _refused(night: Night, ix_coro: Awaitable[Interaction], *words: str) -> str:
    ix = await ix_coro
    callback = await ix.answered()
    assert callback.ephemeral, "a refusal is ephemeral"
    assert callback.type == 4
    for word in words:
        assert word.lower() in callback.content.lower(), callback.content
    return str(callback.content)


def _actions(panel: Message) -> list[str]:
    return [b["custom_id"] for b in panel.buttons() if b["custom_id"].startswith("mn:a:")]


def _menu_selects(panel: Message) -> list[dict[str, Any]]:
    return [s for s in panel.selects() if s["custom_id"].startswith("mn:s:")]


async def _pending_user(night: Night, players: int) -> tuple[User, Message]:
    for user in night.users[:players]:
        panel = await night.panel(user)
        if _actions(panel) or _menu_selects(panel):
            return user, panel
    raise AssertionError("nobody is asked anything")


async def test_bad_clicks_are_refused_and_change_nothing(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    outsider = night.users[10]
    async with night.bot() as bot:
        board = await night.open_game("mascarade", 4)
        version = await _version(night, bot)

        # A click from someone not seated: told how to follow the game instead.
        await _refused(night, fake.click(outsider, board, label=board.buttons()[0]["label"]), "not playing")
        await _refused(night, fake.click(outsider, board, label=board.buttons()[0]["label"]), "turn message")

        # Acting out of turn: a seated player who is not asked anything sees that in the panel…
        active, panel = await _pending_user(night, 4)
        idle = next(u for u in night.users[:4] if u is not active)
        idle_panel = await night.panel(idle)
        assert not _actions(idle_panel)
        assert not _menu_selects(idle_panel)
        _, choice = await _leaf(night, active, panel)
        # …and a forged click with the active player's button is refused: identity is the clicker.
        await _refused(night, fake.forged_click(idle, board, choice))
        # A forged custom_id naming another game.
        other_game = choice.replace(f"mn:a:{night.game_id}:", "mn:a:999999:")
        await _refused(night, fake.forged_click(active, board, other_game))
        # An illegal path (a choice that does not exist) is refused as out of date.
        bogus = ":".join([*choice.split(":")[:4], "7.7.7", "deadbeef"])
        await _refused(night, fake.forged_click(active, board, bogus))
        assert await _version(night, bot) == version

        # A stale button from an earlier turn: the old panel's choices no longer count.
        old_user, old_root = await _pending_user(night, 4)
        old_panel, _ = await _leaf(night, old_user, old_root)
        await night.random_turn(old_user, random.Random(9))
        for _ in range(8):  # let the turn come round again
            for user in night.users[:4]:
                if user is not old_user:
                    await night.random_turn(user, random.Random(3))
        version = await _version(night, bot)
        ix = await fake.click(old_user, old_panel, _actions(old_panel)[0])
        callback = await ix.answered()
        assert callback.type == 4, "a stale button is refused…"
        assert callback.ephemeral, "…ephemerally"
        assert await _version(night, bot) == version


async def _leaf(night: Night, user: User, panel: Message) -> tuple[Message, str]:
    """Walk into sub-menus (by their buttons) until a final choice is on screen; return it
    unclicked, with the panel message that shows it."""
    message = panel
    for _ in range(6):
        finals = [c for c in _actions(message) if not c.endswith(":m")]
        if finals:
            return message, finals[0]
        selects = _menu_selects(message)
        if selects:
            # A select of choices (a turn's root): open the first sub-menu it offers.
            value = next(o["value"] for o in selects[0]["options"] if o["value"].endswith(":m"))
            ix = await night.fake.select(user, message, selects[0]["custom_id"], [value])
        else:
            ix = await night.fake.click(user, message, next(c for c in _actions(message) if c.endswith(":m")))
        await ix.answered()
        assert ix.original is not None
        message = ix.original
    raise AssertionError("no final choice found")


async def test_double_click_applies_once(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        await night.open_game("mascarade", 4)
        active, panel = await _pending_user(night, 4)
        leaf_panel, leaf = await _leaf(night, active, panel)
        version = await _version(night, bot)
        # The same final choice pressed twice before the panel updated: exactly one applies.
        results = await asyncio.gather(fake.click(active, leaf_panel, leaf), fake.click(active, leaf_panel, leaf))
        callbacks = [await ix.answered() for ix in results]
        assert sorted(c.type for c in callbacks) == [4, 7]
        assert await _version(night, bot) == version + 1


async def test_two_players_at_the_same_moment(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    async with night.bot() as bot:
        ix = await night.slash(night.users[0], "game new", game="mascarade")
        lobby = ix.original
        assert lobby is not None
        join = next(b["label"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
        clicks = await asyncio.gather(*(fake.click(u, lobby, label=join) for u in night.users[1:4]))
        for click in clicks:
            await click.answered()
        record = await bot.services.service.channel_game(night.channel.id)
        night.game_id = record.id
        assert sorted(s.user_id for s in record.seats) == sorted(u.id for u in night.users[:4])
        start = next(b["label"] for b in lobby.buttons() if b["custom_id"].endswith(":start"))
        await (await fake.click(night.users[0], lobby, label=start)).answered()
        # Everyone opens their panel at once while the first player acts.
        active, panel = await _pending_user(night, 4)
        leaf_panel, leaf = await _leaf(night, active, panel)
        version = await _version(night, bot)
        others = [night.fake.slash(u, night.channel, "game panel") for u in night.users[:4] if u is not active]
        results = await asyncio.gather(fake.click(active, leaf_panel, leaf), *others)
        for result in results:
            await result.answered()
        assert await _version(night, bot) == version + 1


async def test_lobby_refusals(fake: FakeDiscord, tmp_path: Path) -> None:
    night = await make_night(fake, tmp_path)
    host, guest = night.users[0], night.users[1]
    async with night.bot():
        lobby = (await night.slash(host, "game new", game="mascarade")).original
        assert lobby is not None
        # /game start with too few players.
        await _refused(night, fake.slash(host, night.channel, "game start"), "2")
        # /game new in a channel that already has a game (bob reads Russian: answers follow his locale).
        await _refused(night, fake.slash(guest, night.channel, "game new", options={"game": "grimm"}), "уже идёт игра")
        # A guest cannot start or cancel.
        await night.slash(guest, "game join")
        await _refused(night, fake.slash(guest, night.channel, "game start"), "хозяин стола")
        # The host leaves: the host's seat passes on, and the new host can start later.
        ix = await night.slash(host, "game leave")
        assert ix.original is not None
        assert ix.original.ephemeral, "a command answers privately; the lobby message shows the table"
        await fake.wait_for(lambda: f"<@{guest.id}> 👑" in fake.message(lobby.id).text)
        assert f"<@{host.id}>" not in fake.message(lobby.id).text
        # Commands in DMs get a clear answer.
        dm = fake.dm_channel(guest)
        ix = await fake.slash(guest, dm, "game panel")
        callback = await ix.answered()
        assert callback.ephemeral
        assert "сервер" in callback.content
