"""Driving the real bot through the fake Discord as players would.

Nothing of the bot is mocked: the real ``MasqueradeBot`` (discord.py, cogs, command tree,
SQLite) talks to the fake over sockets. Players only use what they can see — slash
commands, and the buttons and selects on messages that reached them.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot.app import MasqueradeBot
from bot.config import Settings
from tests.e2e.fakediscord import Channel, FakeDiscord, Guild, Interaction, Message, Permission, User, running

TOKEN = "MTA4NjQ1NzE5ODc2NTQzMjEwOA.GhQx1a.abcdefghijklmnopqrstuvwxyz0123456789AB"
NAMES = ("ann", "bob", "cat", "dan", "eve", "fay", "gus", "hal", "ivy", "jon", "kim", "leo", "max")


@dataclass
class Night:
    """One server with a games channel, a moderator and thirteen players."""

    fake: FakeDiscord
    guild: Guild
    channel: Channel
    users: list[User]
    mod: User
    db_path: Path
    settings_overrides: dict[str, Any] = field(default_factory=dict)

    def settings(self) -> Settings:
        values: dict[str, Any] = {
            "discord_token": TOKEN,
            "database_path": self.db_path,
            "turn_timer_seconds": 0,
        }
        values.update(self.settings_overrides)
        return Settings.model_validate(values)

    @contextlib.asynccontextmanager
    async def bot(self) -> AsyncIterator[MasqueradeBot]:
        bot = MasqueradeBot(self.settings())
        async with running(bot, self.fake) as started:
            yield started
            await started.table.flush()

    # -- what a player does --------------------------------------------------------------

    async def slash(self, user: User, command: str, **options: Any) -> Interaction:
        ix = await self.fake.slash(user, self.channel, command, options=options or None)
        await ix.answered()
        return ix

    async def open_game(self, game: str, players: int, **lobby_choices: str) -> Message:
        """Host opens a lobby, others join with the button, the host starts; returns the board."""
        host = self.users[0]
        ix = await self.slash(host, "game new", game=game)
        lobby = ix.original
        assert lobby is not None
        for field_name, value in lobby_choices.items():
            select = await self.fake.select(host, lobby, f"mn:o:{_game_id(lobby)}:{field_name}", [value])
            await select.answered()
        for user in self.users[1:players]:
            click = await self.fake.click(user, lobby, label=_label(lobby, "join"))
            await click.answered()
        start = await self.fake.click(host, lobby, label=_label(lobby, "start"))
        await start.answered()
        return await self.board()

    async def board(self) -> Message:
        """The live board: the newest public message with a “My panel” button and embeds."""

        def is_board(m: Message) -> bool:
            return bool(m.embeds) and any(b.get("custom_id", "").startswith("mn:p:") for b in m.buttons())

        return await self.fake.wait_for_message(self.channel, is_board)

    async def panel(self, user: User) -> Message:
        ix = await self.slash(user, "game panel")
        assert ix.original is not None and ix.original.ephemeral
        return ix.original

    async def random_turn(self, user: User, rng: random.Random) -> bool:
        """Open the panel and click through random choices until one action is applied.
        Returns False when nothing is asked of the user."""
        message = await self.panel(user)
        for _ in range(8):
            buttons = [b for b in message.buttons() if b["custom_id"].startswith("mn:a:")]
            selects = [s for s in message.selects() if s["custom_id"].startswith("mn:s:")]
            choices = [b for b in buttons if not _is_back(b, buttons)]
            if not choices and not selects:
                return False
            if selects:
                value = rng.choice(selects[0]["options"])["value"]
                ix = await self.fake.select(user, message, selects[0]["custom_id"], [value])
                tag = value.rsplit(":", 1)[-1]
            else:
                custom_id = rng.choice(choices)["custom_id"]
                ix = await self.fake.click(user, message, custom_id)
                tag = custom_id.rsplit(":", 1)[-1]
            callback = await ix.answered()
            assert callback.type == 7, f"{user.name}: refused: {callback.content}"
            if tag != "m":
                return True
            assert ix.original is not None
            message = ix.original
        raise AssertionError("menu too deep")


def _is_back(button: dict[str, Any], buttons: list[dict[str, Any]]) -> bool:
    """The Back button leads to a shorter path than the menu's own choices."""
    depth = max(len(b["custom_id"].split(":")[4].split(".")) for b in buttons)
    return button["custom_id"].endswith(":m") and len(button["custom_id"].split(":")[4].split(".")) < depth


def _game_id(message: Message) -> int:
    for component in message.all_components():
        custom_id = component.get("custom_id", "")
        if custom_id.startswith("mn:l:"):
            return int(custom_id.split(":")[2])
    raise AssertionError("not a lobby message")


def _label(message: Message, op: str) -> str:
    for component in message.buttons():
        if component.get("custom_id", "").endswith(f":{op}"):
            return str(component["label"])
    raise AssertionError(f"no {op} button")


async def make_night(fake: FakeDiscord, tmp_path: Path) -> Night:
    guild = await fake.add_guild("Game Night", locale="en-US")
    channel = await fake.add_channel(guild, "games")
    mods = await fake.add_role(guild, "Mods", permissions=Permission.MANAGE_GUILD)
    users = [await fake.add_user(name, locale="ru" if name == "bob" else "en-US") for name in NAMES]
    mod = await fake.add_user("mod", roles=[mods])
    return Night(fake, guild, channel, users, mod, tmp_path / "night.sqlite3")
